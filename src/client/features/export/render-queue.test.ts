import { describe, expect, it } from 'vitest';
import { RenderQueue, SupersededError } from './render-queue.ts';

/**
 * A queue whose "worker" records what it was sent; `answer` settles the running job, and
 * `answered(job)` does so and then awaits `job`.
 */
function setUp() {
  const sent: string[] = [];
  const cancelled: string[] = [];
  const queue = new RenderQueue<string, string>(
    (message) => sent.push(message),
    (message) => cancelled.push(message),
  );
  const answer = () => queue.settle({ ok: true, result: `${sent.at(-1)} done` });
  const answered = (job: Promise<string>) => {
    answer();
    return job;
  };
  return { queue, sent, cancelled, answer, answered };
}

describe('RenderQueue', () => {
  it('hands the worker one job at a time, in order', async () => {
    const { queue, sent, answered } = setUp();
    const a = queue.add('a');
    const b = queue.add('b');
    expect(sent).toEqual(['a']);
    expect(await answered(a)).toBe('a done');
    expect(sent).toEqual(['a', 'b']);
    expect(await answered(b)).toBe('b done');
  });

  it('skips a waiting preview that a newer one of its lane overtook, never the running one', async () => {
    const { queue, sent, answered } = setUp();
    const running = queue.add('v1', 'preview');
    const v2 = queue.add('v2', 'preview');
    const v3 = queue.add('v3', 'preview');
    await expect(v2).rejects.toBeInstanceOf(SupersededError);
    expect(await answered(running)).toBe('v1 done');
    // v2 was never rendered: the worker goes straight to the newest version.
    expect(sent).toEqual(['v1', 'v3']);
    expect(await answered(v3)).toBe('v3 done');
  });

  it('leaves other lanes and plain jobs alone', async () => {
    const { queue, sent, answer } = setUp();
    queue.add('busy');
    const letter = queue.add('letter v1', 'letter');
    const download = queue.add('docx');
    const newer = queue.add('resume v2', 'preview');
    for (let i = 0; i < 4; i += 1) answer();
    expect(sent).toEqual(['busy', 'letter v1', 'docx', 'resume v2']);
    expect(await letter).toBe('letter v1 done');
    expect(await download).toBe('docx done');
    expect(await newer).toBe('resume v2 done');
  });

  it('asks the worker to stop the running preview once a newer one of its lane arrives', async () => {
    const { queue, sent, cancelled, answered } = setUp();
    const v1 = queue.add('v1', 'preview');
    queue.add('letter', 'letter');
    expect(cancelled).toEqual([]);
    const v2 = queue.add('v2', 'preview');
    const v3 = queue.add('v3', 'preview');
    // Asked once, for the running job only; the waiting v2 is simply dropped.
    expect(cancelled).toEqual(['v1']);
    await expect(v2).rejects.toBeInstanceOf(SupersededError);
    queue.settle({ cancelled: true });
    await expect(v1).rejects.toBeInstanceOf(SupersededError);
    expect(sent).toEqual(['v1', 'letter']);
    queue.settle({ ok: true, result: 'letter done' });
    expect(sent).toEqual(['v1', 'letter', 'v3']);
    expect(await answered(v3)).toBe('v3 done');
  });

  it('gives an overtaken preview the worker finished anyway its result', async () => {
    const { queue, sent, cancelled, answered } = setUp();
    const v1 = queue.add('v1', 'preview');
    const v2 = queue.add('v2', 'preview');
    expect(cancelled).toEqual(['v1']);
    // The request came after the worker's last checkpoint.
    expect(await answered(v1)).toBe('v1 done');
    expect(await answered(v2)).toBe('v2 done');
    expect(sent).toEqual(['v1', 'v2']);
  });

  it('never stops or drops a download', async () => {
    const { queue, sent, cancelled, answered } = setUp();
    const download = queue.add('resume v1');
    const waiting = queue.add('resume v1 docx');
    const preview = queue.add('resume v2', 'preview');
    expect(cancelled).toEqual([]);
    expect(await answered(download)).toBe('resume v1 done');
    expect(await answered(waiting)).toBe('resume v1 docx done');
    expect(await answered(preview)).toBe('resume v2 done');
    expect(sent).toEqual(['resume v1', 'resume v1 docx', 'resume v2']);
  });

  it('passes the worker’s error to the running job, then goes on', async () => {
    const { queue, sent } = setUp();
    const failing = queue.add('bad');
    const next = queue.add('good');
    queue.settle({ ok: false, error: new Error('layout failed') });
    await expect(failing).rejects.toThrow('layout failed');
    expect(sent).toEqual(['bad', 'good']);
    queue.settle({ ok: true, result: 'ok' });
    expect(await next).toBe('ok');
  });

  it('fails every job when the worker is gone, and starts afresh with the next', async () => {
    const { queue, sent, answered } = setUp();
    const running = queue.add('a');
    const waiting = queue.add('b', 'preview');
    queue.failAll(new Error('The document renderer stopped.'));
    await expect(running).rejects.toThrow('stopped');
    await expect(waiting).rejects.toThrow('stopped');
    const again = queue.add('c');
    expect(sent).toEqual(['a', 'c']);
    expect(await answered(again)).toBe('c done');
  });
});
