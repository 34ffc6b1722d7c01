import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TargetKeyword } from '#shared/ats-keywords/ats-keywords.schema.ts';
import { emptyResume, type ResumeData } from '#shared/resume/resume.schema.ts';
import { TargetJobPanel } from './target-job-panel.tsx';

const PYTHON: TargetKeyword = { name: 'Python', aliases: [], category: 'hard-skill', weight: 1 };
const DOCKER: TargetKeyword = { name: 'Docker', aliases: [], category: 'tool', weight: 0.5 };

/** The panel over a resume held in state, as the builder holds it. */
function Builder({ initial }: { initial: ResumeData }) {
  const [data, setData] = useState(initial);
  return <TargetJobPanel data={data} onEdit={(recipe) => setData(recipe)} onOpenView={() => {}} />;
}

function renderPanel(initial: ResumeData = emptyResume()) {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <Builder initial={initial} />
    </QueryClientProvider>,
  );
}

/** An empty resume whose target job is a posting with this text. */
const withPosting = (description: string): ResumeData => ({
  ...emptyResume(),
  targetJob: { title: '', company: '', description },
});

/** Bodies of the analyze-job calls, and a way to answer each one when the test says. */
function stubAnalyzeJob() {
  const bodies: unknown[] = [];
  const answers: Array<(response: Response) => void> = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    expect(url).toBe('/api/functions/analyze-job');
    bodies.push(JSON.parse(String(init.body)));
    return new Promise<Response>((resolve) => answers.push(resolve));
  });
  return { bodies, answer: (i: number, response: Response) => answers[i]!(response) };
}

const typePosting = (text: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: 'Job posting' }), {
    target: { value: text },
  });

/** Lets timers and the promises they start run, inside act (state changes follow). */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeAll(async () => {
  // A failed call loads the module that reads error answers; loaded once here, it is
  // there at once when a test's fake clock runs.
  await import('../../lib/api/failed-call.ts');
});

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('TargetJobPanel', () => {
  it('asks for the posting’s keywords once, after a pause in typing, with what was typed last', async () => {
    const server = stubAnalyzeJob();
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: /Target job/ }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Job title' }), {
      target: { value: ' Backend Engineer ' },
    });
    typePosting('Python');
    await wait(300);
    typePosting('Python and Docker');
    await wait(499);
    expect(server.bodies).toEqual([]);
    expect(screen.getByText('Reading the posting…')).toBeTruthy();

    await wait(1);
    expect(server.bodies).toEqual([
      { jobTitle: 'Backend Engineer', company: '', jobDescription: 'Python and Docker' },
    ]);
    server.answer(0, Response.json({ keywords: [PYTHON, DOCKER] }));
    await wait(0);
    expect(screen.getByTestId('match-score').textContent).toBe('0 / 100');
    expect(screen.getByRole('list', { name: 'Missing hard skills' }).textContent).toContain(
      'Python',
    );
  });

  it('keeps the last keywords on screen while an edited posting is read again', async () => {
    const server = stubAnalyzeJob();
    renderPanel(withPosting('Python'));
    await wait(0);
    server.answer(0, Response.json({ keywords: [PYTHON] }));
    await wait(0);
    expect(screen.getByTestId('match-score')).toBeTruthy();

    typePosting('Python and Docker');
    await wait(500);
    expect(server.bodies).toHaveLength(2);
    expect(screen.queryByText('Reading the posting…')).toBeNull();
    expect(screen.getByTestId('match-score')).toBeTruthy();
    server.answer(1, Response.json({ keywords: [PYTHON, DOCKER] }));
    await wait(0);
    expect(screen.getByRole('list', { name: 'Missing tools' }).textContent).toContain('Docker');
  });

  it('says when the keywords could not be read, and reads them again after an edit', async () => {
    const server = stubAnalyzeJob();
    renderPanel(withPosting('Python'));
    await wait(0);
    server.answer(
      0,
      Response.json(
        { error: { code: 'SERVICE_UNAVAILABLE', message: 'Try later.' } },
        { status: 503 },
      ),
    );
    await wait(0);
    expect(screen.getByRole('alert').textContent).toContain(
      "Could not read the posting's keywords",
    );

    typePosting('Python, Go');
    await wait(500);
    expect(server.bodies).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
