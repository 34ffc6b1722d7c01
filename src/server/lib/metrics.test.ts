import { describe, expect, it } from 'vitest';
import { MetricsRegistry, escapeLabel } from './metrics.ts';

describe('Prometheus text exposition', () => {
  it('writes counters with their labels, one series per label set', () => {
    const registry = new MetricsRegistry();
    const requests = registry.counter<'route' | 'status'>('app_requests_total', 'Requests.');
    requests.inc({ route: '/api/documents/:id', status: '200' });
    requests.inc({ status: '200', route: '/api/documents/:id' });
    requests.inc({ route: '/api/resume', status: '409' }, 3);
    expect(registry.render()).toBe(
      [
        '# HELP app_requests_total Requests.',
        '# TYPE app_requests_total counter',
        'app_requests_total{route="/api/documents/:id",status="200"} 2',
        'app_requests_total{route="/api/resume",status="409"} 3',
        '',
      ].join('\n'),
    );
  });

  it('writes histograms with cumulative buckets, +Inf, sum and count', () => {
    const registry = new MetricsRegistry();
    const latency = registry.histogram<'route'>('app_seconds', 'Latency.', [0.1, 0.5, 1]);
    for (const seconds of [0.05, 0.1, 0.3, 0.7, 4]) latency.observe({ route: '/a' }, seconds);
    expect(registry.render().split('\n')).toEqual([
      '# HELP app_seconds Latency.',
      '# TYPE app_seconds histogram',
      'app_seconds_bucket{route="/a",le="0.1"} 2',
      'app_seconds_bucket{route="/a",le="0.5"} 3',
      'app_seconds_bucket{route="/a",le="1"} 4',
      'app_seconds_bucket{route="/a",le="+Inf"} 5',
      'app_seconds_sum{route="/a"} 5.15',
      'app_seconds_count{route="/a"} 5',
      '',
    ]);
  });

  it('times work and labels it by its outcome, rethrowing failures', async () => {
    const registry = new MetricsRegistry();
    const work = registry.histogram<'outcome'>('work_seconds', 'Work.', [1]);
    expect(
      await work.time(
        async () => 42,
        (outcome) => ({ outcome }),
      ),
    ).toBe(42);
    await expect(
      work.time(
        () => Promise.reject(new Error('boom')),
        (outcome) => ({ outcome }),
      ),
    ).rejects.toThrow('boom');
    const text = registry.render();
    expect(text).toContain('work_seconds_count{outcome="ok"} 1');
    expect(text).toContain('work_seconds_count{outcome="error"} 1');
  });

  it('reads gauges when scraped and escapes label values', () => {
    const registry = new MetricsRegistry();
    let value = 7;
    registry.gauge('app_things', 'Things.', () => value);
    value = 9;
    expect(registry.render()).toContain('app_things 9');
    expect(escapeLabel('a"b\\c\nd')).toBe('a\\"b\\\\c\\nd');
  });

  it('refuses a metric name registered twice', () => {
    const registry = new MetricsRegistry();
    registry.counter('dup_total', 'One.');
    expect(() => registry.counter('dup_total', 'Two.')).toThrow(/twice/);
  });
});
