import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CV_TEXT_LIMITS } from '#shared/cv-import/cv-import.limits.ts';
import { RESUME_LIMITS } from '#shared/resume/resume.limits.ts';
import { hugeTextCv } from './__fixtures__/huge-cv.ts';
import { ExtractionRunner } from './extraction-runner.ts';

const corpusFile = (name: string) =>
  fs.readFileSync(path.join(import.meta.dirname, '__corpus__', name));
const workerFixture = (name: string) => new URL(`./__fixtures__/workers/${name}`, import.meta.url);

describe('ExtractionRunner: extraction in a worker with limits', () => {
  const runners: ExtractionRunner[] = [];
  const make = (options: ConstructorParameters<typeof ExtractionRunner>[0]) => {
    const runner = new ExtractionRunner(options);
    runners.push(runner);
    return runner;
  };
  afterAll(async () => {
    await Promise.all(runners.map((r) => r.close()));
  });

  it('extracts a CV in the worker', async () => {
    const reply = await make({}).run(corpusFile('01-okafor-pdf-1col.pdf'), 1);
    expect(reply.ok && reply.profile.display_name).toBe('Chinedu Okafor');
  });

  it('stops a job at the time limit with a clean error, and the next job still runs', async () => {
    // A worker that never answers: only the time limit can end the job.
    const runner = make({ timeoutMs: 300, workerUrl: workerFixture('hang-worker.ts') });
    const reply = await runner.run(new Uint8Array([1]));
    expect(reply).toMatchObject({ ok: false, code: 'TIMEOUT' });
    expect(!reply.ok && reply.message).toMatch(/took longer than/);
    // The stuck worker was replaced: a second job gets its own full time limit.
    expect(await runner.run(new Uint8Array([2]))).toMatchObject({ ok: false, code: 'TIMEOUT' });
  });

  it('hands back a bounded reply for a CV of 80,000 jobs: the lines read and a capped profile', async () => {
    const cv = hugeTextCv(4.9 * 1024 * 1024);
    const reply = await make({}).run(new TextEncoder().encode(cv.text), 1);
    if (!reply.ok) throw new Error(reply.message);
    expect(reply.lines).toHaveLength(CV_TEXT_LIMITS.lines);
    expect(reply.lines.map((l) => l.text)).toEqual(cv.lines.slice(0, CV_TEXT_LIMITS.lines));
    expect(reply.profile.experience).toHaveLength(RESUME_LIMITS.experience);
    expect(reply.profile.education).toHaveLength(RESUME_LIMITS.education);
    expect(reply.profile.skills).toHaveLength(RESUME_LIMITS.skills);
    expect(reply.leftOut).toMatchObject({
      education: cv.education - RESUME_LIMITS.education,
      skills: cv.skills - RESUME_LIMITS.skills,
      lines: cv.lines.length - CV_TEXT_LIMITS.lines,
    });
  });

  it('turns a worker that runs out of memory into a clean error', async () => {
    const runner = make({ maxHeapMb: 32, workerUrl: workerFixture('memory-worker.ts') });
    const reply = await runner.run(new Uint8Array([1]));
    expect(reply).toMatchObject({ ok: false, code: 'ENGINE_FAILED' });
  });

  it('queues jobs and answers each one', async () => {
    const runner = make({});
    const replies = await Promise.all([
      runner.run(corpusFile('02-okafor-txt.txt'), 1),
      runner.run(new Uint8Array([0, 1, 2, 3])),
      runner.run(corpusFile('03-okafor-docx.docx'), 1),
    ]);
    expect(replies.map((r) => r.ok)).toEqual([true, false, true]);
  });
});
