import { nextTask } from '../../lib/next-task.ts';
import type {
  RenderCancelMessage,
  RenderOutput,
  RenderRequestMessage,
  RenderResponseMessage,
} from './render-protocol.ts';

/** A render stopped at a checkpoint because the page asked for a newer version. */
class RenderCancelledError extends Error {
  constructor() {
    super('The render was stopped: a newer version was asked for.');
    this.name = 'RenderCancelledError';
  }
}

/**
 * Where a render may stop. It first lets the worker read the messages waiting for it (a
 * render runs as one long task, so a cancel sent meanwhile is read only here), then throws
 * RenderCancelledError if the job was cancelled.
 */
export type Checkpoint = () => Promise<void>;

/**
 * The worker's side of render-protocol.ts: renders each request with `render` and answers
 * with `reply`; a cancel message marks its job, whose next checkpoint then stops it (the
 * answer says `cancelled`). `yieldToEvents` is injectable for tests.
 */
export function renderJobs(
  render: (request: RenderRequestMessage, checkpoint: Checkpoint) => Promise<RenderOutput>,
  reply: (message: RenderResponseMessage, transfer?: Transferable[]) => void,
  yieldToEvents: () => Promise<void> = nextTask,
): (message: RenderRequestMessage | RenderCancelMessage) => Promise<void> {
  const running = new Set<number>();
  const cancelled = new Set<number>();
  return async (message) => {
    if ('cancel' in message) {
      if (running.has(message.cancel)) cancelled.add(message.cancel);
      return;
    }
    const { id } = message;
    running.add(id);
    const checkpoint = async () => {
      await yieldToEvents();
      if (cancelled.has(id)) throw new RenderCancelledError();
    };
    try {
      const output = await render(message, checkpoint);
      // Bytes and bitmaps are handed over, not copied.
      if (Array.isArray(output))
        reply(
          { id, ok: true, pages: output },
          output.map((page) => page.bitmap),
        );
      else reply({ id, ok: true, bytes: output }, [output]);
    } catch (err) {
      reply(
        err instanceof RenderCancelledError
          ? { id, ok: false, cancelled: true }
          : { id, ok: false, message: err instanceof Error ? err.message : String(err) },
      );
    } finally {
      running.delete(id);
      cancelled.delete(id);
    }
  };
}
