import fs from 'node:fs';
import pg from 'pg';

/**
 * CPU time spent by processes during a measurement, from /proc (Linux). On a busy machine
 * latencies and rates measure the queue for the CPU as much as our code; the CPU time one
 * request costs the app process, and the database, changes much less with other load.
 */

/** Linux reports utime/stime in clock ticks of 1/100 s (USER_HZ) on every common platform. */
const TICK_MS = 10;

/** User + system CPU milliseconds of a process so far; undefined when /proc has no such pid. */
function processCpuMs(pid: number): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may contain spaces) are space separated.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const user = Number(fields[11]);
    const system = Number(fields[12]);
    return Number.isFinite(user) && Number.isFinite(system) ? (user + system) * TICK_MS : undefined;
  } catch {
    return undefined;
  }
}

/** Resident memory of a process in MB (VmRSS); undefined without /proc. */
export function processRssMb(pid: number): number | undefined {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb === undefined ? undefined : Number(kb) / 1024;
  } catch {
    return undefined;
  }
}

/** CPU ms of every PostgreSQL backend connected to the database at `databaseUrl`, by pid. */
async function backendCpu(databaseUrl: string): Promise<Map<number, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      `select pid from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`,
    );
    const cpu = new Map<number, number>();
    for (const { pid } of rows) {
      const ms = processCpuMs(pid);
      if (ms !== undefined) cpu.set(pid, ms);
    }
    return cpu;
  } finally {
    await client.end();
  }
}

export interface CpuUsed {
  /** CPU ms of the measured process (the app server, or the bench itself). */
  processMs: number | undefined;
  /**
   * CPU ms of the database's backends (PostgreSQL on this machine): backends that existed at
   * the start count their difference, backends that appeared since count in full.
   */
  databaseMs: number | undefined;
}

/** Starts measuring; `stop()` answers the CPU used since. */
export async function startCpuMeter(pid: number, databaseUrl?: string) {
  const processStart = processCpuMs(pid);
  const backendsStart = databaseUrl
    ? await backendCpu(databaseUrl).catch(() => undefined)
    : undefined;
  return {
    async stop(): Promise<CpuUsed> {
      const processEnd = processCpuMs(pid);
      let databaseMs: number | undefined;
      if (databaseUrl && backendsStart) {
        const end = await backendCpu(databaseUrl).catch(() => undefined);
        if (end) {
          databaseMs = 0;
          for (const [backend, ms] of end) databaseMs += ms - (backendsStart.get(backend) ?? 0);
        }
      }
      return {
        processMs:
          processStart !== undefined && processEnd !== undefined
            ? processEnd - processStart
            : undefined,
        databaseMs,
      };
    },
  };
}

/**
 * Waits until a process has gone quiet: under `busyPercent` of one core over a `windowMs`
 * window (threads included), or `maxMs` passed. Returns the ms waited. Steady-state figures
 * are taken once a freshly started server has finished its own start-up work (warming up
 * the PDF engine, the keyword lexicon and the CV reader), which would otherwise share the
 * two cores with the requests being timed.
 */
export async function waitForIdle(
  pid: number,
  { busyPercent = 10, windowMs = 500, maxMs = 20_000 } = {},
): Promise<number> {
  const started = performance.now();
  let before = processCpuMs(pid);
  while (before !== undefined && performance.now() - started < maxMs) {
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    const after = processCpuMs(pid);
    if (after === undefined) break;
    if (((after - before) / windowMs) * 100 < busyPercent) break;
    before = after;
  }
  return Math.round(performance.now() - started);
}
