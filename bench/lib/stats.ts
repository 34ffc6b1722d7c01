/**
 * Percentiles by linear interpolation between closest ranks (the method of NumPy's default
 * and of most load tools), so p50 of an even-sized sample is the mean of the middle two.
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('percentile of an empty sample');
  if (p < 0 || p > 100) throw new Error(`percentile out of range: ${p}`);
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  const lowValue = sorted[low] as number;
  const highValue = sorted[high] as number;
  return lowValue + (highValue - lowValue) * (rank - low);
}

export const median = (values: readonly number[]): number => percentile(values, 50);

export interface Summary {
  count: number;
  min: number;
  mean: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function summarize(values: readonly number[]): Summary {
  if (values.length === 0) throw new Error('summary of an empty sample');
  return {
    count: values.length,
    min: Math.min(...values),
    mean: values.reduce((sum, v) => sum + v, 0) / values.length,
    p50: percentile(values, 50),
    p95: percentile(values, 95),
    p99: percentile(values, 99),
    max: Math.max(...values),
  };
}
