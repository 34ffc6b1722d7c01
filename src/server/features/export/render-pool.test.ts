import { afterEach, describe, expect, it } from 'vitest';
import { fullLetter } from '#shared/documents/__fixtures__/cover-letter-fixtures.ts';
import { longResume } from '#shared/documents/__fixtures__/resume-fixtures.ts';
import {
  exportRequestSchema,
  type ExportFormat,
  type ExportRequest,
} from '#shared/documents/export-request.schema.ts';
import { resumeToApi } from '#shared/resume/resume-api.ts';
import { AppError } from '../../lib/app-error.ts';
import { renderCoverLetterRequest } from './cover-letter-export.ts';
import { renderExportRequest } from './export.service.ts';
import { RenderPool, type StartTimer } from './render-pool.ts';
import type { RenderTask } from './render-task.ts';

const pools: RenderPool[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

function pool(options: ConstructorParameters<typeof RenderPool>[0] = {}) {
  const created = new RenderPool(options);
  pools.push(created);
  return created;
}

const request = (fullName = longResume.personalInfo.fullName): ExportRequest =>
  exportRequestSchema.parse({
    ...resumeToApi(longResume),
    personal_info: { ...longResume.personalInfo, fullName },
    template_id: 4,
  });

const resume = (format: ExportFormat, fullName?: string): RenderTask => ({
  kind: 'resume',
  format,
  request: request(fullName),
});

/** The stand-in worker of render-pool.test-worker.ts (hang, crash, fail on demand). */
const standIn = new URL('./render-pool.test-worker.ts', import.meta.url);

/**
 * Job time limits the test runs out itself: a job is stopped when the test says so, never
 * because a busy machine was slow to start a worker.
 */
function manualTimers() {
  const running = new Set<() => void>();
  const start: StartTimer = (onTimeout) => {
    running.add(onTimeout);
    return () => running.delete(onTimeout);
  };
  return {
    start,
    /** How many jobs' limits are running. */
    get running() {
      return running.size;
    },
    /** Runs out every limit that is running now. */
    expireAll() {
      const due = [...running];
      running.clear();
      for (const onTimeout of due) onTimeout();
    },
  };
}

const text = (doc: { body: Uint8Array }) => new TextDecoder().decode(doc.body);

describe('render pool (the real render worker)', () => {
  it('renders PDF, DOCX and TXT in a worker thread (the TXT byte for byte as in-process)', async () => {
    const renderer = pool({ size: 1 });
    const [pdf, docx, txt] = await Promise.all([
      renderer.render(resume('pdf')),
      renderer.render(resume('docx')),
      renderer.render(resume('txt')),
    ]);
    expect(new TextDecoder().decode(pdf.body.slice(0, 5))).toBe('%PDF-');
    expect(pdf.contentType).toBe('application/pdf');
    expect(pdf.fileName).toMatch(/\.pdf$/);
    // DOCX is a ZIP.
    expect([...docx.body.slice(0, 2)]).toEqual([0x50, 0x4b]);
    const inProcess = await renderExportRequest('txt', request());
    expect(txt.body).toEqual(inProcess.body);
    expect(txt.fileName).toBe(inProcess.fileName);
  });

  it('renders cover letters and the application pack there too', async () => {
    const renderer = pool({ size: 1 });
    const letterRequest = { letter: fullLetter, template_id: 4 };
    const [letter, pack] = await Promise.all([
      renderer.render({ kind: 'cover-letter', format: 'txt', request: letterRequest }),
      renderer.render({
        kind: 'application-pack',
        request: { ...request(), letter: fullLetter },
      }),
    ]);
    expect(letter.body).toEqual((await renderCoverLetterRequest('txt', letterRequest)).body);
    expect(pack.contentType).toBe('application/zip');
    expect([...pack.body.slice(0, 2)]).toEqual([0x50, 0x4b]);
  });
});

describe('render pool (failure paths, with a stand-in worker)', () => {
  it("starts workers with NODE_ENV=production (React's production build), whatever the server's", async () => {
    const renderer = pool({ workerUrl: standIn });
    const answer = await renderer.render(resume('txt', 'env'));
    expect(new TextDecoder().decode(answer.body)).toBe('production');
  });

  it('stops a job that runs too long with 503, and the next job gets a new worker', async () => {
    const timers = manualTimers();
    const renderer = pool({ workerUrl: standIn, startTimer: timers.start });
    const firstThread = text(await renderer.render(resume('txt', 'thread')));
    expect(timers.running).toBe(0);

    const stuck = renderer.render(resume('pdf', 'hang'));
    expect(timers.running).toBe(1);
    timers.expireAll();
    await expect(stuck).rejects.toBeInstanceOf(AppError);
    await expect(stuck).rejects.toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });

    const nextThread = text(await renderer.render(resume('txt', 'thread')));
    expect(nextThread).not.toBe(firstThread);
  });

  it('runs the time limit on a real timer by default (a job that never ends, a 1 ms limit)', async () => {
    const renderer = pool({ workerUrl: standIn, timeoutMs: 1 });
    await expect(renderer.render(resume('pdf', 'hang'))).rejects.toMatchObject({ status: 503 });
  });

  it('refuses jobs beyond the queue limit at once with 503 and Retry-After', async () => {
    const timers = manualTimers();
    const renderer = pool({ workerUrl: standIn, startTimer: timers.start, maxQueue: 1 });
    const running = renderer.render(resume('pdf', 'hang'));
    const waiting = renderer.render(resume('pdf', 'queued'));
    await expect(renderer.render(resume('pdf', 'one too many'))).rejects.toMatchObject({
      status: 503,
      headers: { 'Retry-After': '5' },
    });
    timers.expireAll();
    await expect(running).rejects.toMatchObject({ status: 503 });
    expect(text(await waiting)).toBe('queued');
  });

  it("serves requesters in turn: one's queue of jobs does not hold up another's one job", async () => {
    const renderer = pool({ workerUrl: standIn, size: 1 });
    const finished: string[] = [];
    const submit = (name: string, requester: string) =>
      renderer.render(resume('txt', name), requester).then((doc) => {
        finished.push(text(doc));
      });
    // The one worker takes a1 at once; the rest wait. One worker renders one job at a time,
    // so the order they finish in is the order the pool handed them out.
    await Promise.all([
      submit('a1', 'user:a'),
      submit('a2', 'user:a'),
      submit('a3', 'user:a'),
      submit('b1', 'ip:192.0.2.1'),
      submit('c1', 'user:c'),
      submit('b2', 'ip:192.0.2.1'),
    ]);
    expect(finished).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3']);
  });

  it('refuses a requester more than its queued jobs with 429, others still queue', async () => {
    const timers = manualTimers();
    const renderer = pool({
      workerUrl: standIn,
      startTimer: timers.start,
      maxQueuedPerRequester: 2,
    });
    const running = renderer.render(resume('pdf', 'hang'), 'user:a');
    const queued = [
      renderer.render(resume('txt', 'a2'), 'user:a'),
      renderer.render(resume('txt', 'a3'), 'user:a'),
    ];
    await expect(renderer.render(resume('txt', 'a4'), 'user:a')).rejects.toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      message:
        'You have 2 downloads waiting already. Please wait for them to finish, then try again.',
      headers: { 'Retry-After': '5' },
    });
    const other = renderer.render(resume('txt', 'b1'), 'user:b');
    timers.expireAll();
    await expect(running).rejects.toMatchObject({ status: 503 });
    expect((await Promise.all([...queued, other])).map(text)).toEqual(['a2', 'a3', 'b1']);
  });

  it('fails the job of a worker that crashes or errs, and keeps serving', async () => {
    const renderer = pool({ workerUrl: standIn, size: 2 });
    await expect(renderer.render(resume('pdf', 'crash'))).rejects.toThrow(
      'the export render worker stopped',
    );
    await expect(renderer.render(resume('pdf', 'fail'))).rejects.toThrow('layout failed');
    const names = ['a', 'b', 'c', 'd'];
    const done = await Promise.all(names.map((n) => renderer.render(resume('txt', n))));
    expect(done.map((d) => new TextDecoder().decode(d.body))).toEqual(names);
  });
});
