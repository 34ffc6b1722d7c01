// `node --import tsx scripts/ats-keywords-agreement.ts [--set independent|training] [--part fit|check]`
//
// How far two labellers agree, by the measure the engine is scored with. A second labeller
// labelled some postings from the guideline (docs/ats-keyword-labelling.md) and the posting's
// text alone, without seeing the first labels: the independent set's dev postings
// (__independent__/second-labels/, the default) and the training set's third held batch
// (__training__/second-labels/, `--set training`). Each labeller's must and good keywords are
// scored as if they were an engine's answer against the other's labels, which says how high an
// engine can be expected to score against either: the budgets mean little above that. The
// engine is scored against both on the same postings. Only dev postings of the independent set
// are read, and no held training posting: a held posting is scored by nothing. `--part` keeps
// the training postings of the fit part or of the check part alone, since the engine is fitted
// on the one and not the other.
import { termKey } from '#shared/ats-keywords/tokens.ts';
import {
  labelForms,
  labelKeys,
  loadIndependentPostings,
  loadManifest,
  loadSecondLabels,
  scoreIndependent,
  summarizeIndependent,
  type IndependentPosting,
  type IndependentScore,
} from '#server/features/ats-keywords/independent-set.ts';
import { warmUpKeyPhrases } from '#server/features/ats-keywords/key-phrases.ts';
import { createLocalEngine } from '#server/features/ats-keywords/local-engine.ts';
import {
  loadAllTrainingPostings,
  loadTrainingManifest,
  loadTrainingSecondLabels,
} from '#server/features/ats-keywords/training-set.ts';

const answer = (p: IndependentPosting) =>
  [...p.labels.must, ...p.labels.good].map((l) => l.keyword);

function line(name: string, scores: readonly IndependentScore[]): string {
  const s = summarizeIndependent(scores);
  const f = (v: number) => v.toFixed(3);
  return `${name.padEnd(44)} P ${f(s.precision)}  must-R ${f(s.mustRecall)}  F1 ${f(s.f1)}`;
}

/** The postings labelled twice, with the second labels, from the set the command line names. */
function labelledTwice(
  set: string,
  part: string | undefined,
): {
  firsts: IndependentPosting[];
  second: Map<string, IndependentPosting['labels']>;
} {
  if (set === 'training') {
    const second = loadTrainingSecondLabels();
    const manifest = loadTrainingManifest();
    const held = new Set(manifest.held);
    for (const id of second.keys()) if (held.has(id)) throw new Error(`${id} is held`);
    const check = new Set(manifest.check);
    if (part !== undefined && part !== 'fit' && part !== 'check')
      throw new Error(`--part is fit or check, not ${part}`);
    const inPart = (id: string) => part === undefined || (part === 'check') === check.has(id);
    return {
      firsts: loadAllTrainingPostings().filter((p) => second.has(p.id) && inPart(p.id)),
      second,
    };
  }
  if (set !== 'independent') throw new Error(`--set is independent or training, not ${set}`);
  if (part !== undefined) throw new Error('--part reads the training set only');
  const dev = new Set(
    loadManifest()
      .postings.filter((p) => p.split === 'dev')
      .map((p) => p.id),
  );
  const second = loadSecondLabels();
  for (const id of second.keys()) if (!dev.has(id)) throw new Error(`${id} is not a dev posting`);
  return { firsts: loadIndependentPostings(undefined, (id) => second.has(id)), second };
}

async function main(): Promise<void> {
  const at = process.argv.indexOf('--set');
  const set = at >= 0 ? (process.argv[at + 1] ?? '') : 'independent';
  const partAt = process.argv.indexOf('--part');
  const { firsts, second } = labelledTwice(
    set,
    partAt >= 0 ? (process.argv[partAt + 1] ?? '') : undefined,
  );
  const engine = createLocalEngine();
  await warmUpKeyPhrases();

  const secondVsFirst: IndependentScore[] = [];
  const firstVsSecond: IndependentScore[] = [];
  const engineVsFirst: IndependentScore[] = [];
  const engineVsSecond: IndependentScore[] = [];
  let output = 0;
  let eitherRight = 0;
  let mustBoth = 0;
  let mustFirst = 0;
  for (const first of firsts) {
    const other: IndependentPosting = { ...first, labels: second.get(first.id)! };
    secondVsFirst.push(scoreIndependent(first, answer(other)));
    firstVsSecond.push(scoreIndependent(other, answer(first)));
    const keywords = (
      await engine.analyze({
        jobDescription: first.text,
        jobTitle: first.title,
        company: first.company,
      })
    ).map((k) => k.name);
    engineVsFirst.push(scoreIndependent(first, keywords));
    engineVsSecond.push(scoreIndependent(other, keywords));
    // An answer either labeller chose is one an ATS user could want.
    const either = new Set([...labelKeys(first), ...labelKeys(other)]);
    output += keywords.length;
    eitherRight += new Set(keywords.map(termKey).filter((k) => either.has(k))).size;
    // Of the first labeller's musts, how many the second also found a must.
    const secondMust = new Set(other.labels.must.flatMap(labelForms).map(termKey));
    for (const l of first.labels.must) {
      mustFirst += 1;
      if (labelForms(l).some((form) => secondMust.has(termKey(form)))) mustBoth += 1;
    }
  }
  console.log(`${firsts.length} postings of the ${set} set labelled twice`);
  console.log(line('second labeller, scored against the first', secondVsFirst));
  console.log(line('first labeller, scored against the second', firstVsSecond));
  console.log(line('engine against the first labeller', engineVsFirst));
  console.log(line('engine against the second labeller', engineVsSecond));
  console.log(
    `engine answers either labeller chose: ${(eitherRight / Math.max(1, output)).toFixed(3)} of ${output}`,
  );
  console.log(
    `first labeller's musts the second also made must: ${mustBoth} of ${mustFirst} (${(mustBoth / Math.max(1, mustFirst)).toFixed(3)})`,
  );
}

await main();
