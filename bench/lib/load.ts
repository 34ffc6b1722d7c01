import type autocannon from 'autocannon';

/** What the suites read from an autocannon run: latencies in ms, throughput and failures. */
export interface LoadFigures {
  p50: number;
  p99: number;
  mean: number;
  rps: number;
  requests: number;
  non2xx: number;
  errors: number;
}

/** The figures of one autocannon run; timeouts count as errors. */
export function loadFigures(result: autocannon.Result): LoadFigures {
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    mean: result.latency.average,
    rps: result.requests.average,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
