import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShareSettings } from '#shared/sharing/sharing-api.ts';
import { ShareDialog } from './share-dialog.tsx';

const DOC = '0b8f6d2e-4c1a-4f7e-9d3b-2a6c8e1f5b7d';

const SETTINGS: ShareSettings = {
  document_id: DOC,
  url: 'http://localhost/r/ada-cv',
  slug: 'ada-cv',
  has_password: false,
  allow_download: true,
  allow_indexing: false,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  counts: { views: 12, downloads: 3, days: [{ day: '2026-11-01', views: 12, downloads: 3 }] },
};

afterEach(() => vi.unstubAllGlobals());

/** A server with no link until a POST makes one. */
function stubServer() {
  const posts: unknown[] = [];
  let shared = false;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    if (url === '/api/shares') {
      return Response.json({
        shares: shared
          ? [
              {
                document_id: DOC,
                url: SETTINGS.url,
                slug: SETTINGS.slug,
                has_password: false,
                allow_download: true,
                views: 12,
                downloads: 3,
              },
            ]
          : [],
      });
    }
    if (url === `/api/documents/${DOC}/share` && init.method === 'POST') {
      posts.push(JSON.parse(String(init.body)));
      shared = true;
      return Response.json(SETTINGS, { status: 201 });
    }
    if (url === `/api/documents/${DOC}/share`) return Response.json(SETTINGS);
    return new Response(null, { status: 500 });
  });
  return posts;
}

function renderDialog() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ShareDialog userId="u1" documentId={DOC} title="Ada's CV" onClose={() => {}} />
    </QueryClientProvider>,
  );
}

describe('ShareDialog', () => {
  it('checks the password and the link name before anything is sent', async () => {
    const posts = stubServer();
    renderDialog();
    const create = await screen.findByRole('button', { name: 'Create link' });
    fireEvent.click(screen.getByRole('switch', { name: 'Require a password' }));
    fireEvent.click(create);
    expect(screen.getByRole('alert').textContent).toMatch(/Enter a password of at least 4/);
    fireEvent.click(screen.getByRole('switch', { name: 'Require a password' }));
    fireEvent.change(screen.getByLabelText('Link name (optional)'), { target: { value: 'api' } });
    fireEvent.click(create);
    expect(screen.getByRole('alert').textContent).toBe(
      'This link name is reserved. Choose another one.',
    );
    expect(posts).toEqual([]);
  });

  it('creates the link with the chosen settings, then shows it with its counts', async () => {
    const posts = stubServer();
    renderDialog();
    fireEvent.change(await screen.findByLabelText('Link name (optional)'), {
      target: { value: 'Ada-CV' },
    });
    fireEvent.click(screen.getByRole('switch', { name: 'Allow search engines' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create link' }));
    await waitFor(() =>
      expect((screen.getByLabelText('Public link') as HTMLInputElement).value).toBe(SETTINGS.url),
    );
    expect(posts).toEqual([
      { allow_download: true, allow_indexing: true, password: null, slug: 'ada-cv' },
    ]);
    expect(screen.getByTestId('share-dialog-counts').textContent).toBe('12 views · 3 downloads');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Stop sharing' })).toBeTruthy();
  });
});
