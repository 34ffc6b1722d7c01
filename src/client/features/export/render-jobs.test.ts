import { describe, expect, it } from 'vitest';
import { renderJobs, type Checkpoint } from './render-jobs.ts';
import type { RenderRequestMessage, RenderResponseMessage } from './render-protocol.ts';

const request = (id: number): RenderRequestMessage => ({
  id,
  format: 'pdf',
  input: { data: {} as never, templateId: 1 },
});

/**
 * The worker's job handling with a render made of stages separated by checkpoints, and a
 * yield to events that waits until the test lets it go (`release`), so a cancel can be
 * delivered exactly between two stages.
 */
function setUp() {
  const replies: RenderResponseMessage[] = [];
  const stages: string[] = [];
  const gates: (() => void)[] = [];
  const handle = renderJobs(
    async (message, checkpoint: Checkpoint) => {
      stages.push(`${message.id} layout`);
      await checkpoint();
      stages.push(`${message.id} draw`);
      return new Uint8Array([message.id]).buffer;
    },
    (message) => replies.push(message),
    () => new Promise<void>((resolve) => gates.push(resolve)),
  );
  const release = async () => {
    gates.shift()?.();
    // Let the render go on to its end (a few promise hops).
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  };
  return { handle, replies, stages, release };
}

describe('renderJobs', () => {
  it('stops a cancelled render at its next checkpoint: it is never drawn, the answer says so', async () => {
    const { handle, replies, stages, release } = setUp();
    const done = handle(request(1));
    await handle({ cancel: 1 });
    await release();
    await done;
    expect(stages).toEqual(['1 layout']);
    expect(replies).toEqual([{ id: 1, ok: false, cancelled: true }]);
  });

  it('answers with the file when the cancel comes after the last checkpoint', async () => {
    const { handle, replies, stages, release } = setUp();
    const done = handle(request(2));
    await release();
    await done;
    await handle({ cancel: 2 });
    expect(stages).toEqual(['2 layout', '2 draw']);
    expect(replies).toEqual([{ id: 2, ok: true, bytes: new Uint8Array([2]).buffer }]);
  });

  it('cancels only the job it names', async () => {
    const { handle, replies, release } = setUp();
    const first = handle(request(3));
    await handle({ cancel: 99 });
    await release();
    await first;
    expect(replies).toMatchObject([{ id: 3, ok: true }]);
  });

  it('answers a failed render with its message', async () => {
    const replies: RenderResponseMessage[] = [];
    const handle = renderJobs(
      () => Promise.reject(new Error('Unknown template 99')),
      (message) => replies.push(message),
      () => Promise.resolve(),
    );
    await handle(request(4));
    expect(replies).toEqual([{ id: 4, ok: false, message: 'Unknown template 99' }]);
  });

  it('hands drawn pages over with their bitmaps transferred, not copied', async () => {
    const sent: { message: RenderResponseMessage; transfer?: Transferable[] }[] = [];
    const bitmap = { width: 600, height: 849 } as ImageBitmap;
    const handle = renderJobs(
      () => Promise.resolve([{ bitmap, width: 595, height: 842 }]),
      (message, transfer) => sent.push({ message, transfer }),
      () => Promise.resolve(),
    );
    await handle({ ...request(5), format: 'pages', pixelWidth: 600 });
    expect(sent).toEqual([
      {
        message: { id: 5, ok: true, pages: [{ bitmap, width: 595, height: 842 }] },
        transfer: [bitmap],
      },
    ]);
  });
});
