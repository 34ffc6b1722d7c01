import type { TargetKeyword } from '../../src/shared/ats-keywords/ats-keywords.schema.ts';
import { missingKeywordSupport } from '../../src/shared/ats-keywords/keyword-support.ts';
import { matchKeywords } from '../../src/shared/ats-keywords/match-keywords.ts';
import { longResume } from '../../src/shared/documents/__fixtures__/resume-fixtures.ts';
import { reviewResume, type ReviewEntry } from '../../src/shared/resume-review/review-bullets.ts';
import { atMost, round } from '../lib/rows.ts';
import { summarize } from '../lib/stats.ts';
import type { Row, Suite } from '../lib/types.ts';

/**
 * The bullet review and the keyword support, in-process, as the builder runs them in the
 * browser. Review: 30 bullets in 5 jobs (a mix of weak and strong ones, so every rule
 * runs to its end), the whole resume reviewed each time, as after a pause in typing.
 * Keyword support: the long fixture resume against 30 keywords the match misses. Budget:
 * review of 30 bullets p50 ≤ 10 ms.
 */

const RUNS = 2000;
const WARM_UP = 200;
/** Keyword support costs more a run; fewer runs keep the suite short. */
const SUPPORT_RUNS = 500;

const BULLETS = [
  'I was responsible for the website and its content.',
  'Led the migration of 40 services to Kubernetes, cutting deploy time by 60%.',
  'Worked on the checkout redesign with the design team.',
  'Managed a budget of $1.2M across three regions and two vendors.',
  'Manage the weekly release train for the mobile apps.',
  'Built a billing service in TypeScript that processes $2M a month.',
  'Helped with onboarding new hires in the support team.',
  'Reduced support tickets by half with a self-service help centre.',
  'Built internal tooling for the data team and the analysts who use it every day to prepare reports for the leadership team and the board.',
  'Built dashboards for the sales team.',
  'Built alerting for the on-call rotation.',
  'Grew the newsletter from 2,000 to 15,000 readers in 8 months.',
];

function reviewInput(): ReviewEntry[] {
  return Array.from({ length: 5 }, (_, job) => ({
    id: `job-${job}`,
    isCurrentJob: job === 0,
    description: Array.from(
      { length: 6 },
      (_, i) => `- ${BULLETS[(job * 6 + i) % BULLETS.length]!}`,
    ).join('\n'),
  }));
}

function missingKeywords(): TargetKeyword[] {
  const names = [
    'Mentoring',
    'Stakeholder management',
    'Data analysis',
    'Front end',
    'Search engine optimization',
    'Kubernetes',
    'Terraform',
    'Docker',
    'GraphQL',
    'Rust',
    'Scala',
    'Kafka',
    'Snowflake',
    'dbt',
    'Airflow',
    'Tableau',
    'Looker',
    'Figma',
    'Jira',
    'Confluence',
    'Salesforce',
    'HubSpot',
    'Six Sigma',
    'Lean',
    'Scrum',
    'Kanban',
    'SAFe',
    'ITIL',
    'PRINCE2',
    'Negotiation',
  ];
  return names.map((name) => ({ name, aliases: [], category: 'hard-skill', weight: 1 }));
}

/**
 * Wall-clock figures per run, and the CPU time a run costs on average: on a machine that
 * other work shares, the CPU figure says what the code costs, the wall clock what it waited.
 */
function time(run: () => unknown, runs = RUNS): ReturnType<typeof summarize> & { cpuMean: number } {
  for (let i = 0; i < WARM_UP; i++) run();
  const times: number[] = [];
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    run();
    times.push(performance.now() - t0);
  }
  const cpu = process.cpuUsage(cpu0);
  return { ...summarize(times), cpuMean: (cpu.user + cpu.system) / 1000 / runs };
}

const suite: Suite = {
  description: 'Bullet review of 30 bullets and keyword support, in-process (budget p50 ≤ 10 ms)',
  async run(ctx) {
    const experience = reviewInput();
    const bullets = experience.reduce((n, e) => n + e.description.split('\n').length, 0);
    const findings = reviewResume({ experience }).findings.length;
    ctx.log(`review: ${bullets} bullets, ${findings} findings`);
    const review = time(() => reviewResume({ experience }));

    const keywords = missingKeywords();
    const { matches } = matchKeywords(longResume, keywords);
    const missing = matches.filter((m) => !m.matched).length;
    const supported = missingKeywordSupport(longResume, matches).size;
    ctx.log(`keyword support: ${missing} missing, ${supported} backed`);
    const support = time(() => missingKeywordSupport(longResume, matches), SUPPORT_RUNS);

    const rows: Row[] = [
      {
        metric: `review of ${bullets} bullets, p50`,
        value: round(review.p50, 3),
        unit: 'ms',
        budget: atMost(10),
        note: `p95 ${round(review.p95, 3)} ms, max ${round(review.max, 2)} ms over ${RUNS} runs; CPU ${round(review.cpuMean, 3)} ms a run; ${findings} findings`,
      },
      {
        metric: `keyword support, long resume, ${missing} missing keywords, p50`,
        value: round(support.p50, 3),
        unit: 'ms',
        note: `p95 ${round(support.p95, 3)} ms over ${SUPPORT_RUNS} runs; CPU ${round(support.cpuMean, 2)} ms a run; ${supported} backed (none: every line read for every keyword)`,
      },
    ];
    return Promise.resolve(rows);
  },
};

export default suite;
