import { describe, expect, it } from 'vitest';
import { median, percentile, summarize } from './stats.ts';

describe('percentile', () => {
  it('interpolates between the closest ranks', () => {
    expect(percentile([1, 2, 3, 4], 50)).toBe(2.5);
    expect(percentile([10, 20, 30, 40, 50], 90)).toBe(46);
    expect(percentile([5], 99)).toBe(5);
  });

  it('does not depend on the order of the sample and does not sort it in place', () => {
    const sample = [30, 10, 20];
    expect(median(sample)).toBe(20);
    expect(sample).toEqual([30, 10, 20]);
  });

  it('gives the extremes at 0 and 100', () => {
    expect(percentile([3, 1, 2], 0)).toBe(1);
    expect(percentile([3, 1, 2], 100)).toBe(3);
  });

  it('refuses an empty sample or a percentile out of range', () => {
    expect(() => percentile([], 50)).toThrow(/empty/);
    expect(() => percentile([1], 101)).toThrow(/range/);
  });
});

describe('summarize', () => {
  it('reports count, min, mean, percentiles and max', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(summarize(values)).toEqual({
      count: 100,
      min: 1,
      mean: 50.5,
      p50: 50.5,
      p95: 95.05,
      p99: 99.01,
      max: 100,
    });
  });
});
