import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APPLICATION_NOTICES, type Application } from '#shared/applications/applications.schema.ts';
import { stubFetch } from '../../test/stub-fetch.ts';
import { AddApplicationDialog } from './add-application-dialog.tsx';
import { anApplication } from './application.test-support.ts';

const CREATED: Application = anApplication('0b8f6d2e-4c1a-4f7e-9d3b-2a6c8e1f5b7d', {
  job: {
    title: 'Data Engineer',
    company: 'Globex',
    url: 'https://jobs.example/1',
    description: 'SQL and Python.',
  },
});

afterEach(() => vi.unstubAllGlobals());

function renderDialog() {
  const onCreated = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AddApplicationDialog userId="u1" onClose={() => {}} onCreated={onCreated} />
    </QueryClientProvider>,
  );
  return onCreated;
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

describe('AddApplicationDialog', () => {
  it('names each missing or wrong field with the shared rule and sends nothing', () => {
    const calls = stubFetch(() => new Response(null, { status: 500 }));
    renderDialog();
    fill('Posting URL', 'jobs.example/1');
    fireEvent.click(screen.getByRole('button', { name: 'Add application' }));
    expect(screen.getByText(APPLICATION_NOTICES.missingTitle)).toBeTruthy();
    expect(screen.getByText(APPLICATION_NOTICES.missingCompany)).toBeTruthy();
    expect(screen.getByText(APPLICATION_NOTICES.badUrl)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('posts the pasted posting and hands over the new application', async () => {
    const calls = stubFetch(() => Response.json(CREATED, { status: 201 }));
    const onCreated = renderDialog();
    fill('Job title', ' Data Engineer ');
    fill('Company', 'Globex');
    fill('Posting URL', 'https://jobs.example/1');
    fill('Job description', 'SQL and Python.');
    fireEvent.click(screen.getByRole('button', { name: 'Add application' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(CREATED));
    expect(calls[0]?.url).toBe('/api/applications');
    expect(calls[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      job: {
        title: 'Data Engineer',
        company: 'Globex',
        url: 'https://jobs.example/1',
        description: 'SQL and Python.',
        location: '',
      },
    });
  });
});
