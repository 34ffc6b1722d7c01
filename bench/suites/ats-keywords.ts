import { execFileSync } from 'node:child_process';
import { matchKeywords } from '../../src/shared/ats-keywords/match-keywords.ts';
import { longResume } from '../../src/shared/documents/__fixtures__/resume-fixtures.ts';
import type { ResumeData } from '../../src/shared/resume/resume.schema.ts';
import { warmUpKeyPhrases } from '../../src/server/features/ats-keywords/key-phrases.ts';
import {
  loadPostings,
  scorePosting,
  summarizeScores,
  type LabelledPosting,
  type PostingScore,
} from '../../src/server/features/ats-keywords/labelled-set.ts';
import { loadLexicon } from '../../src/server/features/ats-keywords/lexicon.ts';
import { createLocalEngine } from '../../src/server/features/ats-keywords/local-engine.ts';
import { atLeast, atMost, round } from '../lib/rows.ts';
import { summarize } from '../lib/stats.ts';
import type { Row, Suite } from '../lib/types.ts';

/**
 * ATS keywords (issue 7), local engine, in-process. Quality on the labelled postings in
 * src/server/features/ats-keywords/__postings__: recall of `must`, precision against
 * must + good, F1 (micro-averaged), overall, training part, held-out fifth (never tuned
 * on) and per posting; boilerplate terms in any output. Budgets: F1 ≥ 0.75 overall and
 * held-out, no boilerplate. Timings: keywords for a 600-word posting p50 ≤ 30 ms; match
 * score of a two-page resume p50 ≤ 10 ms; lexicon load at start (a fresh process) ≤ 200 ms
 * and ≤ 30 MB.
 */
const RUNS = 60;
const MATCH_RUNS = 300;
const POSTING_WORDS = 600;

const twoPageResume: ResumeData = { ...longResume, experience: longResume.experience.slice(0, 4) };

/** A realistic ~600-word posting: whole training postings joined, cut at a line end. */
function postingOfWords(postings: readonly LabelledPosting[], words: number): LabelledPosting {
  const lines: string[] = [];
  let count = 0;
  for (const p of postings) {
    for (const line of p.jobDescription.split('\n')) {
      if (count >= words) break;
      lines.push(line);
      count += line.split(/\s+/).filter(Boolean).length;
    }
  }
  return { ...postings[0]!, jobDescription: lines.join('\n') };
}

/** Lexicon load in a fresh Node process: what the server pays at start. */
function coldLexiconLoad(root: string): { ms: number; mb: number; entries: number } {
  const script = `
    const before = (globalThis.gc?.(), process.memoryUsage());
    const { loadLexicon } = await import('./src/server/features/ats-keywords/lexicon.ts');
    const t0 = performance.now();
    const lexicon = loadLexicon();
    const ms = performance.now() - t0;
    globalThis.gc?.();
    const after = process.memoryUsage();
    const mb = (after.heapUsed - before.heapUsed + after.external - before.external) / 1e6;
    console.log(JSON.stringify({ ms, mb, entries: lexicon.entries.length }));
  `;
  const out = execFileSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', '--input-type=module', '-e', script],
    { cwd: root, encoding: 'utf8' },
  );
  return JSON.parse(out.trim().split('\n').at(-1)!) as { ms: number; mb: number; entries: number };
}

const pct = (v: number) => round(v * 100, 1);

const suite: Suite = {
  description: 'ATS keywords: F1 on labelled postings (overall, held-out), timings, lexicon load',
  async run(ctx) {
    const lexicon = loadLexicon();
    const engine = createLocalEngine({ lexicon });
    await warmUpKeyPhrases();
    const postings = loadPostings();

    const scores: PostingScore[] = [];
    for (const posting of postings) {
      const keywords = (await engine.analyze(posting)).map((k) => k.name);
      scores.push(scorePosting(posting, keywords, lexicon));
    }
    const overall = summarizeScores(scores);
    const train = summarizeScores(scores.filter((s) => s.split === 'train'));
    const heldOut = summarizeScores(scores.filter((s) => s.split === 'held-out'));
    ctx.log(
      `F1 overall ${overall.f1.toFixed(3)}, train ${train.f1.toFixed(3)}, held-out ${heldOut.f1.toFixed(3)}`,
    );

    const long = postingOfWords(
      postings.filter((p) => p.split === 'train'),
      POSTING_WORDS,
    );
    const wordCount = long.jobDescription.split(/\s+/).filter(Boolean).length;
    for (let i = 0; i < 5; i++) await engine.analyze(long);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      await engine.analyze(long);
      times.push(performance.now() - t0);
    }
    const keywordTimes = summarize(times);

    const target = await engine.analyze(postings[0]!);
    const matchTimes: number[] = [];
    let score = 0;
    for (let i = 0; i < MATCH_RUNS; i++) {
      const t0 = performance.now();
      score = matchKeywords(twoPageResume, target).score;
      matchTimes.push(performance.now() - t0);
    }
    const match = summarize(matchTimes);

    const cold = coldLexiconLoad(ctx.root);

    const rows: Row[] = [
      {
        metric: 'F1 overall',
        value: round(overall.f1, 3),
        unit: '',
        budget: atLeast(0.75),
        note: `${overall.postings} postings; recall(must) ${pct(overall.recall)}%, precision(must+good) ${pct(overall.precision)}%`,
      },
      {
        metric: 'F1 held-out fifth',
        value: round(heldOut.f1, 3),
        unit: '',
        budget: atLeast(0.75),
        note: `${heldOut.postings} postings never tuned on; recall ${pct(heldOut.recall)}%, precision ${pct(heldOut.precision)}%`,
      },
      {
        metric: 'F1 training part',
        value: round(train.f1, 3),
        unit: '',
        note: `${train.postings} postings; recall ${pct(train.recall)}%, precision ${pct(train.precision)}%`,
      },
      {
        metric: 'Boilerplate terms in any output',
        value: overall.boilerplate,
        unit: '',
        budget: atMost(0),
        note:
          scores.flatMap((s) => s.boilerplate.map((b) => `${s.id}: ${b}`)).join('; ') || undefined,
      },
      ...scores.map((s): Row => ({
        metric: `F1 ${s.id}${s.split === 'held-out' ? ' (held-out)' : ''}`,
        value: round(s.f1, 3),
        unit: '',
        note: `recall ${s.mustFound}/${s.mustTotal}, precision ${s.correct}/${s.output}${s.missingMust.length ? `; missed ${s.missingMust.join(', ')}` : ''}`,
      })),
      {
        metric: `Keywords, ${wordCount}-word posting, p50`,
        value: round(keywordTimes.p50, 2),
        unit: 'ms',
        budget: atMost(30),
        note: `p95 ${round(keywordTimes.p95, 2)} ms over ${RUNS} runs (key phrases loaded)`,
      },
      {
        metric: 'Match score, 2-page resume, p50',
        value: round(match.p50, 3),
        unit: 'ms',
        budget: atMost(10),
        note: `p95 ${round(match.p95, 3)} ms; ${target.length} keywords, score ${score}`,
      },
      {
        metric: 'Lexicon load at start (fresh process)',
        value: round(cold.ms, 1),
        unit: 'ms',
        budget: atMost(200),
        note: `${cold.entries} canonical terms`,
      },
      {
        metric: 'Lexicon memory',
        value: round(cold.mb, 1),
        unit: 'MB',
        budget: atMost(30),
        note: 'heap + external after load, after GC',
      },
    ];
    return rows;
  },
};

export default suite;
