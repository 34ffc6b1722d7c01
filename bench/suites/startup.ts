import { atMost } from '../lib/rows.ts';
import { startServer, type RunningServer } from '../lib/server.ts';
import { median } from '../lib/stats.ts';
import type { Row, Suite } from '../lib/types.ts';

/**
 * `npm start` to the first healthy response: the time from spawning
 * `node --import tsx src/server/index.ts` (client already built) to the first 200 from
 * /api/health. The first start initialises PGlite in a fresh DATA_DIR; later starts reuse it.
 */
const SECOND_STARTS = 3;
const BUDGET_MS = 3_000;

const suite: Suite = {
  description: 'Spawn to first 200 from /api/health: first start, and second start ≤ 3 s',
  async run(ctx) {
    ctx.log('building the client …');
    const clientDir = await ctx.clientBuild();
    const dataDir = ctx.tempDir('startup-data');

    const unclean: string[] = [];
    const startOnce = async (label: string): Promise<RunningServer> => {
      const server = await startServer({ root: ctx.root, clientDir, dataDir });
      const exit = await server.stop();
      // An unclean stop makes the next start recover the database: say so beside the figure.
      if (exit.code !== 0)
        unclean.push(`${label} (${exit.forced ? 'killed' : `exit ${exit.code ?? exit.signal}`})`);
      ctx.log(
        `${label}: ${Math.round(server.startupMs)} ms (server's own figure ${server.reportedStartupMs ?? '?'} ms)`,
      );
      return server;
    };

    const first = await startOnce('first start, fresh DATA_DIR');
    const seconds: RunningServer[] = [];
    for (let i = 1; i <= SECOND_STARTS; i++) {
      seconds.push(await startOnce(`start ${i + 1}, reused DATA_DIR`));
    }
    const times = seconds.map((s) => s.startupMs);
    const inProcess = seconds
      .map((s) => s.reportedStartupMs)
      .filter((v): v is number => v !== undefined);

    const rows: Row[] = [
      {
        metric: 'First start (fresh DATA_DIR)',
        value: Math.round(first.startupMs),
        unit: 'ms',
        note: inProcessNote(first.reportedStartupMs),
      },
      {
        metric: `Second start (reused DATA_DIR), median of ${SECOND_STARTS}`,
        value: Math.round(median(times)),
        unit: 'ms',
        budget: atMost(BUDGET_MS),
        note: [
          `runs: ${times.map((t) => Math.round(t)).join(', ')} ms`,
          inProcess.length > 0 ? inProcessNote(median(inProcess)) : undefined,
          unclean.length > 0 ? `unclean shutdown after: ${unclean.join(', ')}` : undefined,
        ]
          .filter(Boolean)
          .join('; '),
      },
    ];
    return rows;
  },
};

export default suite;

function inProcessNote(ms: number | undefined): string | undefined {
  return ms === undefined
    ? undefined
    : `of which ${Math.round(ms)} ms inside the server (database open, migrations, static files, listen)`;
}
