// `node --import tsx scripts/ats-keywords-cv.ts [--save FILE] [--compare FILE] [--fit] [--l2 N] [--ceiling]
//   [--missing] [--cuts] [--training others|all|none] [--priors]`
//
// Leave-one-group-out cross-validation of the local keyword engine on the DEV part of the
// independent set (docs/ats-keyword-measurement.md). It reads only the postings the manifest
// marks `dev`; the sealed part is never opened.
//
// For each of the dev part's occupation groups, the confidence model (confidence.ts) is refitted
// on the other groups' candidates, its threshold chosen on them too, and the held-out group is
// scored with it. The pooled held-out figure is the honest estimate of the engine on
// occupations it was not fitted on; the "shipped" columns score every group with the committed
// coefficients (a training score). `--save` writes the per-group figures, `--compare` prints
// them beside a saved run, so a rule change shows what it does to each group. `--fit` prints
// coefficients fitted on the whole dev part, to commit in confidence.ts. `--ceiling` scores a
// ranker that keeps exactly the candidates matching a label: what any confidence model or cut
// over these candidates can reach, so a change of ranking is judged against what is left; it
// is printed for the dev part, the fit part and the check part, each as a whole.
// `--missing` lists the must labels no candidate names, with the line of the posting that holds
// each: the recall that only candidate generation can add. `--cuts` scores every held-out group
// with its fold's model at the same fixed cuts (0.50 … 0.70): the cut each fold picks on its
// training groups moves by a step or two between runs and moves the pooled figure by ±0.005
// with it, so a change of candidates is judged more steadily at fixed cuts.
//
// `--priors` writes term-priors.json, the counts of each term as a candidate and as a label in
// the training set's fit part; without it, the script says when the committed file is stale.
//
// The training set's check part (its manifest.json) is never fitted on: it is scored as a whole
// by the committed coefficients and, with `--fit`, by the fitted model.
//
// The training set (./__training__, training-set.ts) joins the fits as extra data, never the
// held-out figure: each fold is fitted on the other groups' dev postings plus, by `--training`,
// the other groups' training postings (`others`, the default: the held-out group stays unseen,
// as it is in the dev-only folds), every training posting (`all`: what a group gains from
// labelled postings of its own occupations), or none (`none`: the dev-only baseline, which
// still scores the training postings, all of them held out). The held-out group is scored on
// its dev postings alone, so the pooled figure compares with a dev-only run. The training
// postings are also scored, by the committed coefficients and by their group's fold model
// (held out unless `all` put them in the fold), and `--fit` fits on dev and training postings
// together.
import fs from 'node:fs';
import { termKey } from '#shared/ats-keywords/tokens.ts';
import {
  CONFIDENCE,
  FEATURE_NAMES,
  features,
  type CandidateEvidence,
  type EvidenceContext,
} from '#server/features/ats-keywords/confidence.ts';
import {
  fitLogistic,
  predict,
  type LogisticModel,
} from '#server/features/ats-keywords/confidence-fit.ts';
import {
  labelForms,
  labelKeys,
  loadIndependentPostings,
  loadManifest,
  scoreIndependent,
  summarizeIndependent,
  type IndependentPosting,
  type IndependentSummary,
} from '#server/features/ats-keywords/independent-set.ts';
import { warmUpKeyPhrases } from '#server/features/ats-keywords/key-phrases.ts';
import { createLocalEngine, type LocalEngine } from '#server/features/ats-keywords/local-engine.ts';
import {
  countPriors,
  priorsFileText,
  priorsFrom,
  TERM_PRIORS_FILE,
  type PriorCounts,
} from '#server/features/ats-keywords/term-priors.ts';
import {
  loadTrainingCheckPostings,
  loadTrainingPostings,
} from '#server/features/ats-keywords/training-set.ts';

interface Row {
  name: string;
  /** What `features` reads, so they can be recomputed with other priors. */
  evidence: CandidateEvidence;
  context: EvidenceContext;
  x: number[];
  /** Matches a must or good label of its posting. */
  y: number;
}

interface Ranked {
  posting: IndependentPosting;
  rows: Row[];
  /** From the training set: fitted on, never part of the held-out figure. */
  training: boolean;
}

interface GroupFigures {
  postings: number;
  shipped: IndependentSummary;
  heldOut: IndependentSummary;
}

const THRESHOLDS = Array.from({ length: 25 }, (_, i) => 0.2 + i * 0.025);

function arg(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

/** Every candidate of a posting with its features and whether it matches a must or good label. */
async function rankPosting(
  engine: LocalEngine,
  posting: IndependentPosting,
  training: boolean,
): Promise<Ranked> {
  const keys = labelKeys(posting);
  const ranked = await engine.rank({
    jobDescription: posting.text,
    jobTitle: posting.title,
    company: posting.company,
  });
  return {
    posting,
    rows: ranked.map((r) => ({
      name: r.keyword.name,
      evidence: r.evidence,
      context: r.context,
      x: features(r.evidence, r.context),
      y: keys.has(termKey(r.keyword.name)) ? 1 : 0,
    })),
    training,
  };
}

function countPriorsOf(training: readonly Ranked[]): PriorCounts {
  return countPriors(
    training.map((r) => ({
      id: r.posting.id,
      candidates: r.rows.map((row) => ({ name: row.name, labelled: row.y === 1 })),
    })),
  );
}

/** Recomputes the features with the counted priors, without the posting's own when it was counted. */
function withPriors(r: Ranked, counts: PriorCounts): Ranked {
  const priors = priorsFrom(counts, r.training ? r.posting.id : undefined);
  for (const row of r.rows) row.x = features(row.evidence, { ...row.context, priors });
  return r;
}

function kept(r: Ranked, model: LogisticModel, threshold: number): string[] {
  return r.rows.filter((row) => predict(model, row.x) >= threshold).map((row) => row.name);
}

function evaluate(data: readonly Ranked[], model: LogisticModel, threshold: number) {
  return summarizeIndependent(
    data.map((r) => scoreIndependent(r.posting, kept(r, model, threshold))),
  );
}

/** Fits on `train` and picks the threshold that gives it the best F1. */
function fitWithThreshold(
  train: readonly Ranked[],
  l2: number,
): { model: LogisticModel; threshold: number } {
  const rows = train.flatMap((r) => r.rows);
  const model = fitLogistic(
    rows.map((r) => r.x),
    rows.map((r) => r.y),
    { l2 },
  );
  let best = { threshold: 0.5, f1: -1 };
  for (const threshold of THRESHOLDS) {
    const { f1 } = evaluate(train, model, threshold);
    if (f1 > best.f1 + 1e-9) best = { threshold, f1 };
  }
  return { model, threshold: best.threshold };
}

const f = (v: number) => v.toFixed(3);
const signed = (v: number) => `${v >= 0 ? '+' : ''}${v.toFixed(3)}`;

async function main(): Promise<void> {
  const l2 = Number(arg('--l2') ?? 2);
  const manifest = loadManifest();
  const dev = new Set(manifest.postings.filter((p) => p.split === 'dev').map((p) => p.id));
  const postings = loadIndependentPostings(undefined, (id) => dev.has(id));
  if (postings.some((p) => !dev.has(p.id))) throw new Error('a non-dev posting was loaded');
  const trainingMode = arg('--training') ?? 'others';
  if (!['others', 'all', 'none'].includes(trainingMode)) {
    throw new Error(`--training is others, all or none, not ${trainingMode}`);
  }
  const trainingPostings = loadTrainingPostings();
  const trainingIds = new Set(trainingPostings.map((p) => p.id));
  if (postings.some((p) => trainingIds.has(p.id))) throw new Error('a training id is a dev id');

  const engine = createLocalEngine();
  await warmUpKeyPhrases();
  const everything: Ranked[] = [];
  for (const posting of [...postings, ...trainingPostings])
    everything.push(await rankPosting(engine, posting, trainingIds.has(posting.id)));
  // The term priors are counted on the training postings. Each of them is fitted on with
  // priors that leave it out, so its own labels never reach its features; the dev and check
  // postings, never counted, read all the counts, as the engine does.
  const counts = countPriorsOf(everything.filter((r) => r.training));
  for (const r of everything) withPriors(r, counts);
  const priorsText = priorsFileText(counts);
  if (process.argv.includes('--priors')) {
    fs.writeFileSync(TERM_PRIORS_FILE, priorsText);
    console.log(`wrote ${TERM_PRIORS_FILE}: ${counts.size} terms`);
  } else if (fs.readFileSync(TERM_PRIORS_FILE, 'utf8') !== priorsText) {
    console.log('term-priors.json is stale: rerun with --priors to count the current candidates');
  }
  const data = everything.filter((r) => !r.training);
  const training = everything.filter((r) => r.training);
  /** What the fold that holds out `group` is fitted on. */
  const foldTrain = (group: string) =>
    everything.filter((r) =>
      r.training
        ? trainingMode === 'all' || (trainingMode === 'others' && r.posting.group !== group)
        : r.posting.group !== group,
    );
  /** What `--fit` fits the committed coefficients on. */
  const fitData = trainingMode === 'none' ? data : everything;

  const shippedModel: LogisticModel = {
    bias: CONFIDENCE.bias,
    coefficients: [...CONFIDENCE.coefficients],
  };
  const groups = [...new Set(postings.map((p) => p.group))].sort();
  const figures: Record<string, GroupFigures> = {};
  const heldOutScores = [];
  const trainingScores = [];
  for (const group of groups) {
    const inGroup = data.filter((r) => r.posting.group === group);
    const { model, threshold } = fitWithThreshold(foldTrain(group), l2);
    const scores = inGroup.map((r) => scoreIndependent(r.posting, kept(r, model, threshold)));
    heldOutScores.push(...scores);
    trainingScores.push(
      ...training
        .filter((r) => r.posting.group === group)
        .map((r) => scoreIndependent(r.posting, kept(r, model, threshold))),
    );
    figures[group] = {
      postings: inGroup.length,
      shipped: evaluate(inGroup, shippedModel, CONFIDENCE.threshold),
      heldOut: summarizeIndependent(scores),
    };
  }
  if (process.argv.includes('--cuts')) {
    const folds = new Map(
      groups.map((group) => [group, fitWithThreshold(foldTrain(group), l2).model]),
    );
    for (const cut of [0.5, 0.55, 0.6, 0.65, 0.7]) {
      const s = summarizeIndependent(
        data.map((r) => scoreIndependent(r.posting, kept(r, folds.get(r.posting.group)!, cut))),
      );
      const t = summarizeIndependent(
        training.map((r) => scoreIndependent(r.posting, kept(r, folds.get(r.posting.group)!, cut))),
      );
      console.log(
        `held-out at cut ${cut.toFixed(2)}: P ${f(s.precision)}  must-R ${f(s.mustRecall)}  F1 ${f(s.f1)}` +
          `   training postings: P ${f(t.precision)}  must-R ${f(t.mustRecall)}  F1 ${f(t.f1)}`,
      );
    }
  }
  const all = {
    postings: data.length,
    shipped: evaluate(data, shippedModel, CONFIDENCE.threshold),
    heldOut: summarizeIndependent(heldOutScores),
  };
  const candidates = data.reduce((n, r) => n + r.rows.length, 0);
  const useful = data.reduce((n, r) => n + r.rows.filter((row) => row.y).length, 0);

  const before = arg('--compare')
    ? (JSON.parse(fs.readFileSync(arg('--compare')!, 'utf8')) as {
        groups: Record<string, GroupFigures>;
        all: GroupFigures;
      })
    : undefined;
  console.log(
    `dev: ${data.length} postings, ${candidates} candidates (${useful} match a label), l2 ${l2}; ` +
      `training: ${training.length} postings (${trainingMode} in each fold)`,
  );
  console.log(
    'group                      n  shipped F1   held-out P  must-R  F1' +
      (before ? '     Δ shipped  Δ held-out' : ''),
  );
  const line = (name: string, g: GroupFigures, b?: GroupFigures) =>
    `${name.padEnd(26)} ${String(g.postings).padStart(2)}  ${f(g.shipped.f1)}      ${f(g.heldOut.precision)}      ${f(g.heldOut.mustRecall)}   ${f(g.heldOut.f1)}` +
    (b
      ? `    ${signed(g.shipped.f1 - b.shipped.f1)}     ${signed(g.heldOut.f1 - b.heldOut.f1)}`
      : '');
  for (const group of groups) console.log(line(group, figures[group]!, before?.groups[group]));
  console.log(line('all (micro)', all, before?.all));
  if (before) {
    const deltas = groups.map((g) => figures[g]!.heldOut.f1 - (before.groups[g]?.heldOut.f1 ?? 0));
    console.log(
      `held-out F1 up in ${deltas.filter((d) => d > 0.0005).length}, down in ${deltas.filter((d) => d < -0.0005).length} of ${groups.length} groups`,
    );
  }
  if (training.length) {
    const shipped = evaluate(training, shippedModel, CONFIDENCE.threshold);
    const byFold = summarizeIndependent(trainingScores);
    console.log(
      `training postings (not in the held-out figure): committed coefficients P ${f(shipped.precision)}  must-R ${f(shipped.mustRecall)}  F1 ${f(shipped.f1)}; ` +
        `their group's fold model${trainingMode === 'all' ? ' (fitted on them)' : ' (held out)'} P ${f(byFold.precision)}  must-R ${f(byFold.mustRecall)}  F1 ${f(byFold.f1)}`,
    );
    for (const group of [...new Set(training.map((r) => r.posting.group))].sort()) {
      const ids = new Set(
        training.filter((r) => r.posting.group === group).map((r) => r.posting.id),
      );
      const s = summarizeIndependent(trainingScores.filter((score) => ids.has(score.id)));
      console.log(
        `  training ${group.padEnd(26)} ${String(s.postings).padStart(2)}  fold F1 ${f(s.f1)}`,
      );
    }
  }
  if (process.argv.includes('--missing')) {
    // Must labels no candidate names, each with the line that holds it: what candidate
    // generation, not ranking, has to find.
    for (const r of data) {
      const names = new Set(r.rows.map((row) => termKey(row.name)));
      for (const label of r.posting.labels.must) {
        if (labelForms(label).some((form) => names.has(termKey(form)))) continue;
        const line = r.posting.text
          .split('\n')
          .find((l) => l.toLowerCase().includes(label.keyword.toLowerCase()));
        console.log(
          `missing  ${r.posting.group.padEnd(26)} ${label.keyword.padEnd(32)} | ${line?.trim().slice(0, 150) ?? ''}`,
        );
      }
    }
  }
  if (arg('--save'))
    fs.writeFileSync(arg('--save')!, `${JSON.stringify({ groups: figures, all }, null, 2)}\n`);

  // The training set's check part is never fitted on and is read only as a whole.
  const check: Ranked[] = [];
  for (const posting of loadTrainingCheckPostings())
    check.push(withPriors(await rankPosting(engine, posting, false), counts));
  const checkLine = (model: LogisticModel, threshold: number) => {
    const s = evaluate(check, model, threshold);
    return `P ${f(s.precision)}  must-R ${f(s.mustRecall)}  F1 ${f(s.f1)}`;
  };
  if (check.length)
    console.log(
      `training set's check part (${check.length} postings, never fitted on): committed coefficients ${checkLine(shippedModel, CONFIDENCE.threshold)}`,
    );
  if (process.argv.includes('--ceiling')) {
    // Read as a whole, the check part's ceiling says whether its misses are the candidates'
    // (no candidate names the label) or the ranking's, without opening a posting.
    const parts: [string, readonly Ranked[]][] = [
      ['dev', data],
      ['fit part', training],
      ["training set's check part", check],
    ];
    for (const [name, part] of parts) {
      if (part.length === 0) continue;
      const ceiling = summarizeIndependent(
        part.map((r) =>
          scoreIndependent(
            r.posting,
            r.rows.filter((row) => row.y).map((row) => row.name),
          ),
        ),
      );
      console.log(
        `ranking ceiling of the ${name} (the candidates that match a label, no other): P ${f(ceiling.precision)}  must-R ${f(ceiling.mustRecall)}  F1 ${f(ceiling.f1)}`,
      );
    }
  }
  if (process.argv.includes('--fit')) {
    const { model, threshold } = fitWithThreshold(fitData, l2);
    console.log(
      `fitted on all dev and ${fitData.length - data.length} training postings: threshold ${threshold.toFixed(3)}, bias ${model.bias.toFixed(2)}`,
    );
    FEATURE_NAMES.forEach((name, i) =>
      console.log(`  ${name.padEnd(22)} ${model.coefficients[i]!.toFixed(2)}`),
    );
    console.log(`  [${model.coefficients.map((c) => c.toFixed(2)).join(', ')}]`);
    console.log(
      `  training F1: dev ${f(evaluate(data, model, threshold).f1)}` +
        (training.length
          ? `, training postings ${f(evaluate(training, model, threshold).f1)}`
          : '') +
        (check.length ? `; check part (held out) ${checkLine(model, threshold)}` : ''),
    );
  }
}

await main();
