import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * Watches whether the server keeps answering while a hostile request runs: it asks
 * `GET /api/health` over a real socket, one request after another, until the hostile
 * request settles, and records the main thread's event-loop delay meanwhile.
 *
 * Tests assert on what happened, not on how fast: the hostile request's answer, and that
 * health was answered while it was still open (a thread busy inflating a ZIP or parsing a
 * body answers nothing until it is done). The latencies are for the bench, which holds
 * them to the budgets on a quiet machine.
 */
export interface HealthProbeResult<T> {
  /** What the hostile request gave. */
  result: T;
  /** Health answers that arrived while the hostile request was still open. */
  answeredDuring: number;
  /** Each health request's latency, ms. */
  latenciesMs: number[];
  /** Largest event-loop delay of this process while the hostile request ran, ms. */
  maxLoopDelayMs: number;
}

export async function probeHealthDuring<T>(
  baseUrl: string,
  hostile: () => Promise<T>,
): Promise<HealthProbeResult<T>> {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  let settled = false;
  let answeredDuring = 0;
  const latenciesMs: number[] = [];

  const probing = (async () => {
    while (!settled) {
      const started = performance.now();
      try {
        const response = await fetch(`${baseUrl}/api/health`);
        await response.arrayBuffer();
        latenciesMs.push(performance.now() - started);
        if (!settled && response.ok) answeredDuring += 1;
      } catch {
        // A refused health check counts as no answer.
      }
    }
  })();

  try {
    const result = await hostile();
    return {
      result,
      answeredDuring,
      latenciesMs,
      get maxLoopDelayMs() {
        return histogram.max / 1e6;
      },
    };
  } finally {
    settled = true;
    await probing;
    histogram.disable();
  }
}
