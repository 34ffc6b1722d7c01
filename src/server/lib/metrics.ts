/**
 * Prometheus metrics in the text exposition format (version 0.0.4), written by hand: a
 * few counters and histograms need no library, and each app gets a registry of its own
 * (tests build many apps in one process). See ADR 0014.
 *
 * Labels carry only bounded values: route patterns (`/api/documents/:id`), never raw
 * paths; methods; status codes; export formats. Never user data.
 */

type Labels = Record<string, string>;

/** Seconds. Requests: 5 ms … 10 s; renderings and extractions run longer. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const WORK_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 30, 60];

interface Series {
  labels: Labels;
  value: number;
}

interface HistogramSeries {
  labels: Labels;
  counts: number[];
  sum: number;
  count: number;
}

export interface Counter<L extends string> {
  inc(labels: Record<L, string>, by?: number): void;
}

export interface Gauge {
  inc(by?: number): void;
  dec(by?: number): void;
}

export interface Histogram<L extends string> {
  observe(labels: Record<L, string>, seconds: number): void;
  /** Runs `work` and observes how long it took, with labels chosen from its outcome. */
  time<T>(
    work: () => Promise<T>,
    labels: (outcome: 'ok' | 'error', result?: T) => Record<L, string>,
  ): Promise<T>;
}

interface Metric {
  render(lines: string[]): void;
}

export class MetricsRegistry {
  private readonly metrics: Metric[] = [];
  private readonly names = new Set<string>();

  private register(name: string, metric: Metric) {
    if (this.names.has(name)) throw new Error(`Metric ${name} is registered twice.`);
    this.names.add(name);
    this.metrics.push(metric);
  }

  counter<L extends string>(name: string, help: string): Counter<L> {
    const series = new Map<string, Series>();
    this.register(name, {
      render(lines) {
        lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} counter`);
        for (const s of series.values()) lines.push(`${name}${labelText(s.labels)} ${s.value}`);
      },
    });
    return {
      inc(labels, by = 1) {
        const key = labelKey(labels);
        const found = series.get(key);
        if (found) found.value += by;
        else series.set(key, { labels: { ...labels }, value: by });
      },
    };
  }

  /** A gauge, or with `read` a value read when scraped (`type` counter for running totals). */
  gauge(
    name: string,
    help: string,
    read?: () => number,
    type: 'gauge' | 'counter' = 'gauge',
  ): Gauge {
    let value = 0;
    this.register(name, {
      render(lines) {
        lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`);
        lines.push(`${name} ${read ? read() : value}`);
      },
    });
    return {
      inc: (by = 1) => void (value += by),
      dec: (by = 1) => void (value -= by),
    };
  }

  histogram<L extends string>(name: string, help: string, buckets: number[]): Histogram<L> {
    const series = new Map<string, HistogramSeries>();
    this.register(name, {
      render(lines) {
        lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} histogram`);
        for (const s of series.values()) {
          let cumulative = 0;
          buckets.forEach((le, i) => {
            cumulative += s.counts[i]!;
            lines.push(`${name}_bucket${labelText({ ...s.labels, le: String(le) })} ${cumulative}`);
          });
          lines.push(`${name}_bucket${labelText({ ...s.labels, le: '+Inf' })} ${s.count}`);
          lines.push(`${name}_sum${labelText(s.labels)} ${s.sum}`);
          lines.push(`${name}_count${labelText(s.labels)} ${s.count}`);
        }
      },
    });
    const observe = (labels: Record<L, string>, seconds: number) => {
      const key = labelKey(labels);
      let s = series.get(key);
      if (!s) {
        s = { labels: { ...labels }, counts: buckets.map(() => 0), sum: 0, count: 0 };
        series.set(key, s);
      }
      const at = buckets.findIndex((le) => seconds <= le);
      if (at >= 0) s.counts[at]! += 1;
      s.sum += seconds;
      s.count += 1;
    };
    return {
      observe,
      async time(work, labels) {
        const started = performance.now();
        let result;
        try {
          result = await work();
        } catch (err) {
          observe(labels('error'), (performance.now() - started) / 1000);
          throw err;
        }
        observe(labels('ok', result), (performance.now() - started) / 1000);
        return result;
      },
    };
  }

  /** The whole exposition, ending in a newline. */
  render(): string {
    const lines: string[] = [];
    for (const metric of this.metrics) metric.render(lines);
    return `${lines.join('\n')}\n`;
  }
}

function labelKey(labels: Labels): string {
  return JSON.stringify(Object.entries(labels).sort(([a], [b]) => (a < b ? -1 : 1)));
}

function labelText(labels: Labels): string {
  const entries = Object.entries(labels);
  if (entries.length === 0) return '';
  return `{${entries.map(([k, v]) => `${k}="${escapeLabel(v)}"`).join(',')}}`;
}

/** Backslash, double quote and line feed are escaped in label values. */
export function escapeLabel(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}

/** What TailorCV measures (one set per app). */
export interface AppMetrics {
  registry: MetricsRegistry;
  requests: Counter<'method' | 'route' | 'status'>;
  requestDuration: Histogram<'method' | 'route' | 'status'>;
  inFlight: Gauge;
  /** POST /api/export/{pdf,docx,txt}: the rendering itself. */
  exportDuration: Histogram<'format' | 'outcome'>;
  /** CV text and profile extraction (process-cv). */
  cvExtractionDuration: Histogram<'outcome'>;
}

export function createAppMetrics(): AppMetrics {
  const registry = new MetricsRegistry();
  const metrics: AppMetrics = {
    registry,
    requests: registry.counter(
      'tailorcv_http_requests_total',
      'HTTP requests answered, by method, route pattern and status.',
    ),
    requestDuration: registry.histogram(
      'tailorcv_http_request_duration_seconds',
      'Time to answer an HTTP request (until the handler returned), by method, route pattern and status.',
      REQUEST_BUCKETS,
    ),
    inFlight: registry.gauge(
      'tailorcv_http_requests_in_flight',
      'HTTP requests being handled now.',
    ),
    exportDuration: registry.histogram(
      'tailorcv_export_duration_seconds',
      'Time to render a resume export, by format and outcome.',
      WORK_BUCKETS,
    ),
    cvExtractionDuration: registry.histogram(
      'tailorcv_cv_extraction_duration_seconds',
      'Time to extract a profile from an uploaded CV, by outcome (ok, unreadable, error).',
      WORK_BUCKETS,
    ),
  };
  registry.gauge('process_resident_memory_bytes', 'Resident memory size in bytes.', () =>
    process.memoryUsage.rss(),
  );
  registry.gauge(
    'nodejs_heap_used_bytes',
    'V8 heap in use, in bytes.',
    () => process.memoryUsage().heapUsed,
  );
  registry.gauge(
    'process_cpu_seconds_total',
    'User and system CPU time spent, in seconds.',
    () => {
      const { user, system } = process.cpuUsage();
      return (user + system) / 1e6;
    },
    'counter',
  );
  registry.gauge('process_start_time_seconds', 'Start time of the process, in Unix seconds.', () =>
    Math.round(performance.timeOrigin / 1000),
  );
  return metrics;
}
