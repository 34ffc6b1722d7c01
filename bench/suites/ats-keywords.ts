import { execFileSync } from 'node:child_process';
import { matchKeywords } from '../../src/shared/ats-keywords/match-keywords.ts';
import { longResume } from '../../src/shared/documents/__fixtures__/resume-fixtures.ts';
import type { ResumeData } from '../../src/shared/resume/resume.schema.ts';
import {
  FRESH_DIR,
  loadIndependentPostings,
  loadManifest,
  scoreIndependent,
  summarizeIndependent,
  type IndependentPosting,
  type IndependentScore,
  type IndependentSummary,
} from '../../src/server/features/ats-keywords/independent-set.ts';
import type { KeywordEngine } from '../../src/server/features/ats-keywords/keyword-engine.ts';
import { warmUpKeyPhrases } from '../../src/server/features/ats-keywords/key-phrases.ts';
import {
  loadPostings,
  scorePosting,
  summarizeScores,
  type LabelledPosting,
  type PostingScore,
} from '../../src/server/features/ats-keywords/labelled-set.ts';
import {
  loadLexicon,
  lookupTerm,
  type Lexicon,
} from '../../src/server/features/ats-keywords/lexicon.ts';
import { createLocalEngine } from '../../src/server/features/ats-keywords/local-engine.ts';
import { createOpenAiCompatibleEngine } from '../../src/server/features/ats-keywords/openai-engine.ts';
import { termKey } from '../../src/shared/ats-keywords/tokens.ts';
import { atLeast, atMost, round } from '../lib/rows.ts';
import { summarize } from '../lib/stats.ts';
import type { Row, Suite } from '../lib/types.ts';

/**
 * ATS keywords, local engine, in-process. Quality on the labelled postings in
 * src/server/features/ats-keywords/__postings__: recall of `must`, precision against
 * must + good, F1 (micro-averaged), overall, training part, held-out fifth (never tuned
 * on) and per posting; boilerplate terms in any output. Budgets: F1 ≥ 0.75 overall and
 * held-out, no boilerplate. Timings: keywords for a 600-word posting p50 ≤ 30 ms; match
 * score of a two-page resume p50 ≤ 10 ms; reading and parsing the lexicon (a fresh process)
 * ≤ 200 ms and ≤ 30 MB.
 *
 * Beside it, the independent set (src/server/features/ats-keywords/__independent__, labelled
 * by docs/ats-keyword-labelling.md): its dev part and its sealed part, scored by the
 * guideline's matching (the posting's words and aliases, no lexicon), side by side with the
 * old set: precision, recall (must + good), must-recall, F1 (precision with must-recall),
 * noise returned, and the keyword time of a 600-word posting made from that part. Sealed
 * postings are reported as a whole only, never one by one: nobody tunes on them.
 *
 * The second sealed set (`__fresh__`, written after the first sealed part had been scored
 * in several tuning rounds) is the held-out figure the budgets apply to: F1 ≥ 0.80,
 * precision ≥ 0.85, must-recall ≥ 0.75.
 */
const RUNS = 60;

/**
 * Which parts to score: `BENCH_ATS_PARTS=old,dev` while tuning, so the sealed part is
 * never scored then; all four by default (the lead's final run).
 */
const PART_NAMES = ['old', 'dev', 'sealed', 'fresh'] as const;
type PartName = (typeof PART_NAMES)[number];

function partsToScore(value: string | undefined): Set<PartName> {
  if (!value?.trim()) return new Set(PART_NAMES);
  const asked = value.split(',').map((p) => p.trim().toLowerCase());
  const unknown = asked.filter((p) => !(PART_NAMES as readonly string[]).includes(p));
  if (unknown.length > 0)
    throw new Error(
      `BENCH_ATS_PARTS: unknown part ${unknown.join(', ')} (use ${PART_NAMES.join(', ')})`,
    );
  return new Set(asked as PartName[]);
}
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

/**
 * Reading and parsing the lexicon in a fresh Node process: what the server pays once, in its
 * warm-up shortly after start or at the first request that looks a term up.
 */
function coldLexiconLoad(root: string): { ms: number; mb: number; entries: number } {
  const script = `
    const before = (globalThis.gc?.(), process.memoryUsage());
    const { loadLexicon } = await import('./src/server/features/ats-keywords/lexicon.ts');
    const t0 = performance.now();
    const lexicon = loadLexicon();
    const entries = lexicon.entries.length;
    const ms = performance.now() - t0;
    globalThis.gc?.();
    const after = process.memoryUsage();
    const mb = (after.heapUsed - before.heapUsed + after.external - before.external) / 1e6;
    console.log(JSON.stringify({ ms, mb, entries }));
  `;
  const out = execFileSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', '--input-type=module', '-e', script],
    { cwd: root, encoding: 'utf8' },
  );
  return JSON.parse(out.trim().split('\n').at(-1)!) as { ms: number; mb: number; entries: number };
}

const pct = (v: number) => round(v * 100, 1);

/**
 * The figures every part of the comparison reports, whichever set it comes from: the
 * independent set's summary (the old set's scorer gives the same quality figures) and timings.
 */
interface PartFigures extends Omit<IndependentSummary, 'output'> {
  name: string;
  p50: number;
  p95: number;
  words: number;
}

/**
 * Recall over must + good on the old set, by the old scorer's comparison key (the lexicon's
 * canonical entry when it knows the term): the one figure `summarizeScores` does not give.
 */
function oldSetRecall(
  postings: readonly LabelledPosting[],
  scores: readonly PostingScore[],
  lexicon: Lexicon,
): number {
  const key = (term: string) => {
    const entry = lookupTerm(lexicon, term);
    return entry ? `lex:${entry.id}` : termKey(term);
  };
  let found = 0;
  let total = 0;
  postings.forEach((posting, i) => {
    const out = new Set(scores[i]!.keywords.map(key));
    const labels = new Set([...posting.must, ...posting.good].map(key));
    total += labels.size;
    found += [...labels].filter((k) => out.has(k)).length;
  });
  return total === 0 ? 0 : found / total;
}

const asRequest = (p: IndependentPosting) => ({
  jobDescription: p.text,
  jobTitle: p.title,
  company: p.company,
});

/** p50 and p95 of the engine on one posting, after a warm-up. */
async function timeKeywords(
  engine: KeywordEngine,
  request: LabelledPosting,
): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 5; i++) await engine.analyze(request);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await engine.analyze(request);
    times.push(performance.now() - t0);
  }
  const s = summarize(times);
  return { p50: s.p50, p95: s.p95 };
}

/** Postings as the old set's shape, so one helper builds every part's 600-word posting. */
function asLabelled(postings: readonly IndependentPosting[]): LabelledPosting[] {
  return postings.map((p) => ({
    id: p.id,
    industry: p.group,
    split: 'train',
    jobTitle: p.title,
    company: p.company,
    jobDescription: p.text,
    must: [],
    good: [],
    noise: [],
  }));
}

const wordsOf = (p: LabelledPosting) => p.jobDescription.split(/\s+/).filter(Boolean).length;

/** The held-out budgets, for a part nobody tuned on. */
const HELD_OUT_BUDGETS = { f1: 0.8, precision: 0.85, mustRecall: 0.75 } as const;
const FRESH_PART = 'Second sealed set (__fresh__)';

function figureRows(part: PartFigures, budgeted = false): Row[] {
  const label = `${part.name}`;
  const budget = (value: number) => (budgeted ? { budget: atLeast(value) } : {});
  return [
    {
      metric: `${label}: F1 (precision × must-recall)`,
      value: round(part.f1, 3),
      unit: '',
      ...budget(HELD_OUT_BUDGETS.f1),
      note: `${part.postings} postings`,
    },
    {
      metric: `${label}: precision`,
      value: round(part.precision, 3),
      unit: '',
      ...budget(HELD_OUT_BUDGETS.precision),
    },
    { metric: `${label}: recall (must + good)`, value: round(part.recall, 3), unit: '' },
    {
      metric: `${label}: must-recall`,
      value: round(part.mustRecall, 3),
      unit: '',
      ...budget(HELD_OUT_BUDGETS.mustRecall),
    },
    {
      metric: `${label}: noise returned`,
      value: part.noise,
      unit: '',
      note: `${pct(part.noiseRate)}% of returned keywords`,
    },
    {
      metric: `${label}: keywords, ${part.words}-word posting, p50`,
      value: round(part.p50, 2),
      unit: 'ms',
      note: `p95 ${round(part.p95, 2)} ms over ${RUNS} runs`,
    },
  ];
}

function sideBySide(parts: readonly PartFigures[]): string {
  const head = ['part', 'postings', 'P', 'R', 'must-R', 'F1', 'noise', 'p50 ms'];
  const lines = parts.map((p) =>
    [
      p.name,
      String(p.postings),
      p.precision.toFixed(3),
      p.recall.toFixed(3),
      p.mustRecall.toFixed(3),
      p.f1.toFixed(3),
      `${p.noise} (${pct(p.noiseRate)}%)`,
      p.p50.toFixed(2),
    ].join(' | '),
  );
  return [head.join(' | '), ...lines].join('\n');
}

async function scoreIndependentPart(
  engine: KeywordEngine,
  postings: readonly IndependentPosting[],
  lexicon: Lexicon,
): Promise<{
  scores: IndependentScore[];
  summary: IndependentSummary;
  lexiconSpellings: IndependentSummary;
}> {
  const lexKey = (term: string) => {
    const entry = lookupTerm(lexicon, term);
    return entry ? `lex:${entry.id}` : undefined;
  };
  const scores: IndependentScore[] = [];
  const lenient: IndependentScore[] = [];
  for (const posting of postings) {
    const keywords = (await engine.analyze(asRequest(posting))).map((k) => k.name);
    scores.push(scoreIndependent(posting, keywords));
    lenient.push(scoreIndependent(posting, keywords, lexKey));
  }
  return {
    scores,
    summary: summarizeIndependent(scores),
    lexiconSpellings: summarizeIndependent(lenient),
  };
}

/** The same part when the lexicon's spellings of a label count too: how much is spelling. */
function lexiconSpellingRow(name: string, summary: IndependentSummary): Row {
  return {
    metric: `${name}: F1 if lexicon spellings counted`,
    value: round(summary.f1, 3),
    unit: '',
    note: `not the guideline's figure; precision ${round(summary.precision, 3)}, must-recall ${round(summary.mustRecall, 3)}, recall ${round(summary.recall, 3)}`,
  };
}

/**
 * The openai-compatible engine on the same parts, when a model is configured (AI_BASE_URL and
 * AI_MODEL, AI_API_KEY if the server needs one): quality only, since its time is the model's.
 * Without AI_BASE_URL the suite says so in a row, so a results file never reads as if the
 * engine had been scored.
 */
async function openAiRows(
  log: (message: string) => void,
  parts: {
    old: readonly LabelledPosting[];
    dev: readonly IndependentPosting[];
    sealed: readonly IndependentPosting[];
    fresh: readonly IndependentPosting[];
  },
  wanted: ReadonlySet<PartName>,
  lexicon: Lexicon,
): Promise<Row[]> {
  const baseUrl = process.env.AI_BASE_URL?.trim();
  const model = process.env.AI_MODEL?.trim();
  const missing = !baseUrl ? 'AI_BASE_URL' : !model ? 'AI_MODEL' : undefined;
  if (missing) {
    const note = `the OpenAI-compatible engine was not scored because ${missing} is not set`;
    log(note);
    return [{ metric: 'OpenAI-compatible engine', value: null, unit: '', note }];
  }
  const engine = createOpenAiCompatibleEngine({
    baseUrl: baseUrl!.replace(/\/+$/, ''),
    model: model!,
    ...(process.env.AI_API_KEY ? { apiKey: process.env.AI_API_KEY } : {}),
    lexicon,
  });
  const rows: Row[] = [];
  const figures = (name: string, f: Omit<PartFigures, 'name' | 'p50' | 'p95' | 'words'>): Row[] =>
    figureRows({ name: `OpenAI-compatible (${model}), ${name}`, ...f, p50: 0, p95: 0, words: 0 })
      // Its time is the model server's, not the engine's: no timing row.
      .filter((row) => row.unit !== 'ms');
  if (wanted.has('old')) {
    const scores: PostingScore[] = [];
    for (const posting of parts.old)
      scores.push(
        scorePosting(
          posting,
          (await engine.analyze(posting)).map((k) => k.name),
          lexicon,
        ),
      );
    const s = summarizeScores(scores);
    const output = scores.reduce((a, x) => a + x.output, 0);
    rows.push(
      ...figures('Old set (__postings__)', {
        postings: s.postings,
        precision: s.precision,
        recall: oldSetRecall(parts.old, scores, lexicon),
        mustRecall: s.recall,
        f1: s.f1,
        noise: s.boilerplate,
        noiseRate: output === 0 ? 0 : s.boilerplate / output,
      }),
    );
  }
  for (const [name, postings] of [
    ['Independent dev', parts.dev],
    ['Independent sealed', parts.sealed],
    [FRESH_PART, parts.fresh],
  ] as const) {
    if (postings.length === 0) continue;
    const { summary } = await scoreIndependentPart(engine, postings, lexicon);
    rows.push(...figures(name, summary));
  }
  log(`OpenAI-compatible engine (${model}) scored on ${[...wanted].join(', ')}`);
  return rows;
}

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

    const wanted = partsToScore(process.env.BENCH_ATS_PARTS);
    const manifest = loadManifest();
    const splitOf = new Map(manifest.postings.map((e) => [e.id, e.split]));
    // Only the parts asked for are loaded at all: a tuning run never reads a sealed posting.
    const partPostings = (split: 'dev' | 'sealed') =>
      wanted.has(split)
        ? loadIndependentPostings(undefined, (id) => splitOf.get(id) === split)
        : [];
    const devPostings = partPostings('dev');
    const sealedPostings = partPostings('sealed');
    const freshPostings = wanted.has('fresh') ? loadIndependentPostings(FRESH_DIR) : [];
    const dev = wanted.has('dev')
      ? await scoreIndependentPart(engine, devPostings, lexicon)
      : undefined;
    const sealed = wanted.has('sealed')
      ? await scoreIndependentPart(engine, sealedPostings, lexicon)
      : undefined;
    const fresh = wanted.has('fresh')
      ? await scoreIndependentPart(engine, freshPostings, lexicon)
      : undefined;
    const partOf = async (
      name: string,
      summary: IndependentSummary,
      postings: readonly IndependentPosting[],
    ): Promise<PartFigures> => {
      const posting = postingOfWords(asLabelled(postings), POSTING_WORDS);
      return {
        name,
        ...summary,
        ...(await timeKeywords(engine, posting)),
        words: wordsOf(posting),
      };
    };
    const oldOutput = scores.reduce((a, s) => a + s.output, 0);
    const parts: PartFigures[] = [
      ...(wanted.has('old')
        ? [
            {
              name: 'Old set (__postings__)',
              postings: overall.postings,
              precision: overall.precision,
              recall: oldSetRecall(postings, scores, lexicon),
              mustRecall: overall.recall,
              f1: overall.f1,
              noise: overall.boilerplate,
              noiseRate: oldOutput === 0 ? 0 : overall.boilerplate / oldOutput,
              p50: keywordTimes.p50,
              p95: keywordTimes.p95,
              words: wordCount,
            },
          ]
        : []),
      ...(dev ? [await partOf('Independent dev', dev.summary, devPostings)] : []),
      ...(sealed ? [await partOf('Independent sealed', sealed.summary, sealedPostings)] : []),
      ...(fresh ? [await partOf(FRESH_PART, fresh.summary, freshPostings)] : []),
    ];
    ctx.log(`parts: ${[...wanted].join(', ')}; side by side:\n${sideBySide(parts)}`);
    const openAi = await openAiRows(
      (message) => ctx.log(message),
      { old: postings, dev: devPostings, sealed: sealedPostings, fresh: freshPostings },
      wanted,
      lexicon,
    );

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
      ...parts.flatMap((part) => figureRows(part, part.name === FRESH_PART)),
      ...(dev ? [lexiconSpellingRow('Independent dev', dev.lexiconSpellings)] : []),
      ...(sealed ? [lexiconSpellingRow('Independent sealed', sealed.lexiconSpellings)] : []),
      ...(fresh ? [lexiconSpellingRow(FRESH_PART, fresh.lexiconSpellings)] : []),
      ...(dev?.scores ?? []).map((s): Row => ({
        metric: `Independent dev ${s.id}: must-recall`,
        value: round(s.mustTotal === 0 ? 1 : s.mustFound / s.mustTotal, 3),
        unit: '',
        note: `must ${s.mustFound}/${s.mustTotal}, correct ${s.correct}/${s.output}${s.noise.length ? `; noise ${s.noise.join(', ')}` : ''}${s.missingMust.length ? `; missed ${s.missingMust.join(', ')}` : ''}`,
      })),
      ...openAi,
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
        metric: 'Lexicon read and parsed (fresh process)',
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
