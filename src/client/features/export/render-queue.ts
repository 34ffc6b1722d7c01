/**
 * The order in which the page hands jobs to the render worker: one at a time, and a live
 * preview that has been overtaken is not rendered at all, or not to the end.
 *
 * The worker renders one document at a time, in the order it is asked. While a person types,
 * the live preview asks again after each keystroke; asked FIFO, the worker would render every
 * outdated version before the current one, and the preview would lag behind by as many
 * renders. So jobs wait here until the worker is free, and a waiting preview job is dropped
 * (its promise rejects with `SupersededError`) when a newer one of the same lane arrives.
 * The running preview job, once overtaken, is asked to stop (`cancel`); the worker stops it
 * at its next checkpoint and answers `{ cancelled: true }`, or finishes it if the request
 * came too late. A job without a lane (a download) is never dropped or stopped.
 */

export class SupersededError extends Error {
  constructor() {
    super('A newer version of the document was asked for.');
    this.name = 'SupersededError';
  }
}

interface Job<M, R> {
  message: M;
  lane: string | undefined;
  /** The worker was asked to stop it. */
  cancelling: boolean;
  resolve: (result: R) => void;
  reject: (error: Error) => void;
}

export class RenderQueue<M, R> {
  private readonly waiting: Job<M, R>[] = [];
  private running: Job<M, R> | undefined;

  /**
   * `send` hands a message to the worker; call `settle` with its answer. `cancel` asks the
   * worker to stop the message it is working on.
   */
  constructor(
    private readonly send: (message: M) => void,
    private readonly cancel: (message: M) => void = () => undefined,
  ) {}

  /**
   * Queues a job; with a `lane`, a newer job of that lane replaces it while it waits and
   * stops it while it runs.
   */
  add(message: M, lane?: string): Promise<R> {
    if (lane !== undefined) {
      for (const old of this.waiting.filter((job) => job.lane === lane)) {
        this.waiting.splice(this.waiting.indexOf(old), 1);
        old.reject(new SupersededError());
      }
      const running = this.running;
      if (running && running.lane === lane && !running.cancelling) {
        running.cancelling = true;
        this.cancel(running.message);
      }
    }
    return new Promise<R>((resolve, reject) => {
      this.waiting.push({ message, lane, cancelling: false, resolve, reject });
      this.next();
    });
  }

  /** The worker answered the running job: its result, its error, or that it stopped. */
  settle(
    outcome: { ok: true; result: R } | { ok: false; error: Error } | { cancelled: true },
  ): void {
    const job = this.running;
    this.running = undefined;
    if (job) {
      if ('cancelled' in outcome) job.reject(new SupersededError());
      else if (outcome.ok) job.resolve(outcome.result);
      else job.reject(outcome.error);
    }
    this.next();
  }

  /** The worker is gone: every job, running or waiting, fails with this error. */
  failAll(error: Error): void {
    const jobs = [...(this.running ? [this.running] : []), ...this.waiting.splice(0)];
    this.running = undefined;
    for (const job of jobs) job.reject(error);
  }

  private next(): void {
    if (this.running) return;
    const job = this.waiting.shift();
    if (!job) return;
    this.running = job;
    this.send(job.message);
  }
}
