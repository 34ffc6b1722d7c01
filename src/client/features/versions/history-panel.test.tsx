import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiDocument } from '#shared/documents-api/documents-api.ts';
import { emptyResume } from '#shared/resume/resume.schema.ts';
import type { VersionListItem } from '#shared/versions/versions-api.ts';
import { HistoryPanel, type HistoryPanelProps } from './history-panel.tsx';

const DOC = '11111111-1111-4111-8111-111111111111';
const OLD = '22222222-2222-4222-8222-222222222222';
const NEW = '33333333-3333-4333-8333-333333333333';

const VERSIONS: VersionListItem[] = [
  {
    id: NEW,
    created_at: '2030-03-01T10:00:00.000Z',
    updated_at: '2030-03-01T10:05:00.000Z',
    reason: 'template',
    summary: ['Template: Modern Corporate → Tenure Track Scholar'],
  },
  {
    id: OLD,
    created_at: '2030-03-01T09:00:00.000Z',
    updated_at: '2030-03-01T09:00:00.000Z',
    reason: 'save',
    name: 'First draft',
    summary: ['Created'],
  },
];

const RESTORED: ApiDocument = {
  id: DOC,
  kind: 'resume',
  title: 'My Resume',
  template_id: '4',
  is_default: true,
  version: 8,
  created_at: '2030-03-01T09:00:00.000Z',
  updated_at: '2030-03-01T11:00:00.000Z',
  data: emptyResume(),
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers the versions API by method and path; records what was sent. */
function stubApi() {
  const calls: Array<{ method: string; url: string; body: unknown }> = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (method === 'GET' && url === `/api/documents/${DOC}/versions`)
      return json({ versions: VERSIONS });
    if (method === 'POST' && url.endsWith('/restore')) return json(RESTORED);
    if (method === 'PATCH') return json({ ...VERSIONS[1], name: 'Sent to Acme' });
    return json({ error: { code: 'NOT_FOUND', message: 'No.' } }, 404);
  });
  return calls;
}

function renderPanel(overrides: Partial<HistoryPanelProps> = {}) {
  const props: HistoryPanelProps = {
    noun: 'resume',
    documentId: DOC,
    savedVersion: 6,
    getSavedVersion: () => 6,
    dirty: false,
    save: vi.fn(async () => true),
    onRestored: vi.fn(),
    renderPreview: () => null,
    ...overrides,
  };
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <HistoryPanel {...props} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return props;
}

beforeAll(async () => {
  await import('../../lib/api/failed-call.ts');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('HistoryPanel', () => {
  it('lists the versions newest first with the reason in words, the name and what changed', async () => {
    stubApi();
    renderPanel();
    const rows = await screen.findAllByTestId('history-version');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Template changed');
    expect(rows[0]!.textContent).toContain('Template: Modern Corporate → Tenure Track Scholar');
    expect(rows[1]!.textContent).toContain('First draft');
    expect(rows[1]!.textContent).toContain('Saved');
    expect(rows[1]!.textContent).toContain('Created');
    // Each control names the version it acts on.
    expect(within(rows[1]!).getByRole('button', { name: /^Restore “First draft”, / })).toBeTruthy();
  });

  it('asks nothing of the server before the first save', () => {
    const calls = stubApi();
    renderPanel({ savedVersion: 0, getSavedVersion: () => 0 });
    expect(screen.getByText('Save your resume to start its history.')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('restores after the confirmation: unsaved edits saved first, over the version that save made', async () => {
    const calls = stubApi();
    let saved = 6;
    const props = renderPanel({
      dirty: true,
      getSavedVersion: () => saved,
      save: vi.fn(async () => {
        saved = 7;
        return true;
      }),
    });
    const rows = await screen.findAllByTestId('history-version');
    fireEvent.click(within(rows[1]!).getByRole('button', { name: /^Restore / }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore this version?' });
    expect(dialog!.textContent).toContain('Your unsaved changes are saved first.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(props.onRestored).toHaveBeenCalledWith(RESTORED));
    expect(props.save).toHaveBeenCalledTimes(1);
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      url: `/api/documents/${DOC}/versions/${OLD}/restore`,
      body: { version: 7 },
    });
  });

  it('does not restore when saving the unsaved edits fails', async () => {
    const calls = stubApi();
    const props = renderPanel({ dirty: true, save: vi.fn(async () => false) });
    const rows = await screen.findAllByTestId('history-version');
    fireEvent.click(within(rows[1]!).getByRole('button', { name: /^Restore / }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore this version?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(props.save).toHaveBeenCalled());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(props.onRestored).not.toHaveBeenCalled();
  });

  it('names a version; a blank name is sent as null', async () => {
    const calls = stubApi();
    renderPanel();
    const rows = await screen.findAllByTestId('history-version');
    fireEvent.click(within(rows[0]!).getByRole('button', { name: /^Name / }));
    fireEvent.change(screen.getByLabelText('Version name'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')).toEqual({
        method: 'PATCH',
        url: `/api/documents/${DOC}/versions/${NEW}`,
        body: { name: null },
      }),
    );
  });
});
