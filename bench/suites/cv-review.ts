import fs from 'node:fs';
import path from 'node:path';
import type {
  CvReviewMark,
  ExtractedProfile,
} from '../../src/shared/cv-import/cv-import.schema.ts';
import { loadCorpus } from '../../src/server/features/cv-import/corpus.ts';
import { scoreProfile, type FieldScore } from '../../src/server/features/cv-import/corpus-score.ts';
import { extractProfileLocally } from '../../src/server/features/cv-import/extract-profile.ts';
import {
  loadIndependentCorpus,
  manifestSchema,
  truthSchema,
} from '../../src/server/features/cv-import/independent-corpus.ts';
import { reviewMarks } from '../../src/server/features/cv-import/review-marks.ts';
import { CV_PARTS, wantedCvParts, type CvPart } from '../lib/cv-parts.ts';
import { atLeast, atMost, round } from '../lib/rows.ts';
import type { Row, Suite } from '../lib/types.ts';

/**
 * Review marks measured: the local engine reads each CV as cv-independent does, the review
 * marks are computed on its answer and the lines it read, and every field scoreProfile
 * scores is a verdict (wrong when its score is below 1) mapped to the path a mark on it
 * has. Reported per part (old corpus, independent dev, independent sealed): the share of
 * wrong fields marked and the share of right fields marked, budgets on the sealed part
 * (≥ 0.80 and ≤ 0.10). A wrong field of an entry the engine missed has no place of its
 * own in the answer: it counts as marked when a neighbouring entry carries a mark as a whole
 * (the missed entry is likely hidden in it or beside it), and as not marked otherwise; the
 * note says how many such fields there are. Only aggregates are printed; the sealed
 * part is never looked at document by document. BENCH_CV_PARTS=old,dev leaves it out.
 *
 * BENCH_CV_PRACTICE=<dir>[,<dir>…] scores practice sets instead: corpora the generator drew
 * with other seeds (`generate.ts --out <dir> --seed <S>`), which the engine was never tuned
 * on, so their errors are of the kinds a new CV brings. Every document of such a set counts,
 * whatever its manifest's split says; the parts are left out unless BENCH_CV_PARTS names
 * them, and the results go to bench/results/tmp/ so the committed figures stay the corpus's.
 */
const LABEL: Record<CvPart, string> = {
  old: 'old corpus',
  dev: 'independent dev (training)',
  sealed: 'independent sealed',
};

/** The mark that covers a scored entry field: dates are marked on their year. */
const MARK_FIELD: Record<string, string | undefined> = {
  jobTitle: 'jobTitle',
  company: 'company',
  school: 'school',
  degree: 'degree',
  fieldOfStudy: 'fieldOfStudy',
  startMonth: 'startYear',
  startYear: 'startYear',
  endMonth: 'endYear',
  endYear: 'endYear',
  isCurrentJob: 'endYear',
  isCurrent: 'endYear',
  description: 'description',
  tags: 'tags',
};

const PERSONAL_PATH: Record<string, string> = {
  display_name: 'personal.display_name',
  first_name: 'personal.display_name',
  last_name: 'personal.display_name',
  email: 'personal.email',
  phone: 'personal.phone',
  location: 'personal.location',
  summary: 'summary',
  skills: 'skills',
  headline: 'personal.headline',
};

export interface FieldVerdict {
  field: string;
  wrong: boolean;
  marked: boolean;
  /** The field belongs to an expected entry the engine did not find. */
  missedEntry: boolean;
}

type ListName =
  | 'experience'
  | 'education'
  | 'links'
  | 'languages'
  | 'certifications'
  | 'skill_categories'
  | 'projects'
  | 'volunteering'
  | 'awards'
  | 'publications';

/** The keys scoreProfile reports for each list, whose answered values identify the entry. */
const LIST_KEYS: Record<ListName, string[]> = {
  experience: ['jobTitle', 'company', 'startMonth', 'startYear', 'endMonth', 'endYear'],
  education: ['school', 'degree', 'fieldOfStudy', 'startMonth', 'startYear', 'endMonth'],
  links: ['label', 'url'],
  languages: ['name', 'level'],
  certifications: ['name', 'issuer', 'year'],
  skill_categories: ['name', 'skills'],
  projects: ['name', 'role', 'url', 'startMonth', 'startYear', 'endMonth'],
  volunteering: ['role', 'organization', 'location', 'startMonth', 'startYear', 'endMonth'],
  awards: ['title', 'issuer', 'year'],
  publications: ['title', 'publisher', 'year', 'url'],
};

/** Where a mark on a list's entry field is; skill categories are marked on the skills. */
const LIST_PATH = (list: ListName, index: number, key: string) =>
  list === 'skill_categories'
    ? ['skills']
    : [`${list}.${index}.${MARK_FIELD[key] ?? key}`, `${list}.${index}`];

/**
 * The answered entry each expected entry was paired with by scoreProfile (undefined: none),
 * found again by the answered values its fields report.
 */
function pairedIndexes(
  list: ListName,
  expectedCount: number,
  fields: readonly FieldScore[],
  actual: ExtractedProfile,
): (number | undefined)[] {
  const keys = LIST_KEYS[list];
  const byName = new Map(fields.map((f) => [f.field, f]));
  const entries = actual[list] as unknown as Record<string, unknown>[];
  const used = new Set<number>();
  return Array.from({ length: expectedCount }, (_, i) => {
    const values = keys.map((k) => byName.get(`${list}[${i}].${k}`)?.actual);
    if (values[0] === undefined) return undefined;
    const j = entries.findIndex(
      (entry, index) => !used.has(index) && keys.every((k, n) => String(entry[k]) === values[n]),
    );
    if (j < 0) return undefined;
    used.add(j);
    return j;
  });
}

/**
 * Where a person looks for an entry the engine missed: the answered entries paired with the
 * nearest expected entries before and after it, and those paired with none, in its list or,
 * for a job or a school, in the other of the two (a job read as an education entry). A mark
 * on one of them as a whole ('another job may be hidden in this one') points at it.
 */
function neighbours(
  list: ListName,
  k: number,
  pairsOf: (list: ListName) => (number | undefined)[],
  actual: ExtractedProfile,
): string[] {
  const pairs = pairsOf(list);
  const before = pairs.slice(0, k).findLast((j) => j !== undefined);
  const after = pairs.slice(k + 1).find((j) => j !== undefined);
  const spare = (of: ListName) => {
    const taken = pairsOf(of);
    return (actual[of] as unknown[])
      .map((_, j) => j)
      .filter((j) => !taken.includes(j))
      .map((j) => `${of}.${j}`);
  };
  const other: ListName | undefined =
    list === 'experience' ? 'education' : list === 'education' ? 'experience' : undefined;
  return [
    ...[before, after].filter((j): j is number => j !== undefined).map((j) => `${list}.${j}`),
    ...spare(list),
    ...(other ? spare(other) : []),
  ];
}

/**
 * Each scored field: wrong or right, and whether a review mark covers it. A field of an
 * expected entry the engine missed is marked when a whole-entry mark lies on a neighbour.
 */
export function reviewVerdicts(
  expected: ExtractedProfile,
  actual: ExtractedProfile,
  marks: readonly CvReviewMark[],
  fields: readonly FieldScore[] = scoreProfile(expected, actual).fields,
): FieldVerdict[] {
  const paths = new Set(marks.map((m) => m.path));
  const pairs = new Map<ListName, (number | undefined)[]>();
  const extraSeen = new Map<ListName, number>();
  const pairsOf = (list: ListName) => {
    let found = pairs.get(list);
    if (!found) {
      found = pairedIndexes(list, (expected[list] as unknown[]).length, fields, actual);
      pairs.set(list, found);
    }
    return found;
  };
  return fields.map((f): FieldVerdict => {
    const wrong = f.score < 1;
    const personal = PERSONAL_PATH[f.field];
    if (personal) {
      return { field: f.field, wrong, marked: paths.has(personal), missedEntry: false };
    }
    if (f.field === 'interests') {
      // One point for the list; a mark on any interest covers it.
      const marked = [...paths].some((p) => p.startsWith('interests.'));
      return { field: f.field, wrong, marked, missedEntry: false };
    }
    const extra = /^(\w+)\.extra$/.exec(f.field);
    if (extra && extra[1]! in LIST_KEYS) {
      // The k-th spare entry is the k-th answered entry no expected one was paired with.
      const list = extra[1] as ListName;
      const taken = pairsOf(list);
      const spare = (actual[list] as unknown[]).map((_, j) => j).filter((j) => !taken.includes(j));
      const seen = extraSeen.get(list) ?? 0;
      extraSeen.set(list, seen + 1);
      const j = spare[seen];
      const prefix = list === 'skill_categories' ? 'skills' : `${list}.${j}`;
      const marked =
        j !== undefined && [...paths].some((p) => p === prefix || p.startsWith(`${prefix}.`));
      return { field: f.field, wrong, marked, missedEntry: false };
    }
    const entry = /^(\w+)\[(\d+)\]\.(\w+)$/.exec(f.field);
    if (!entry || !(entry[1]! in LIST_KEYS)) {
      // A field with no place of its own (the headings of sections not imported).
      return { field: f.field, wrong, marked: false, missedEntry: false };
    }
    const list = entry[1] as ListName;
    const pairs = pairsOf(list);
    const k = Number(entry[2]);
    const j = pairs[k];
    if (j === undefined) {
      const marked =
        list !== 'skill_categories' &&
        neighbours(list, k, pairsOf, actual).some((path) => paths.has(path));
      return { field: f.field, wrong, marked, missedEntry: true };
    }
    const marked = LIST_PATH(list, j, entry[3]!).some((p) => paths.has(p));
    return { field: f.field, wrong, marked, missedEntry: false };
  });
}

interface Document {
  path: string;
  expected: ExtractedProfile;
}

/** Every document of a practice set, wherever its manifest puts it. */
export function loadPracticeSet(dir: string): Document[] {
  const manifest = manifestSchema.parse(
    JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')),
  );
  return manifest.documents.map((d) => {
    const { meta: _meta, ...expected } = truthSchema.parse(
      JSON.parse(fs.readFileSync(path.join(dir, d.truth), 'utf8')),
    );
    return { path: path.join(dir, d.file), expected };
  });
}

const practiceDirs = (process.env.BENCH_CV_PRACTICE ?? '')
  .split(',')
  .map((d) => d.trim())
  .filter(Boolean);

interface Tally {
  wrong: number;
  wrongMarked: number;
  wrongInMissedEntries: number;
  wrongInMissedEntriesMarked: number;
  right: number;
  rightMarked: number;
}

const emptyTally = (): Tally => ({
  wrong: 0,
  wrongMarked: 0,
  wrongInMissedEntries: 0,
  wrongInMissedEntriesMarked: 0,
  right: 0,
  rightMarked: 0,
});

function count(t: Tally, verdicts: readonly FieldVerdict[]): void {
  for (const v of verdicts) {
    if (v.wrong) {
      t.wrong += 1;
      if (v.marked) t.wrongMarked += 1;
      if (v.missedEntry) t.wrongInMissedEntries += 1;
      if (v.missedEntry && v.marked) t.wrongInMissedEntriesMarked += 1;
    } else {
      t.right += 1;
      if (v.marked) t.rightMarked += 1;
    }
  }
}

interface PartTally {
  documents: number;
  /** Personal details, summary, experience, education, skills: the fields since the start. */
  core: Tally;
  /** Links, languages, certifications, skill categories (not in the old corpus's truth). */
  lists: Tally;
  /**
   * The v2 fields the truth can hold: headline, projects, volunteering, awards,
   * publications, interests (the independent truth fills projects and publications; a
   * volunteering or award entry read is one that matches none). The person's own sections
   * have no place of their own among the scored fields and are left out.
   */
  v2: Tally;
  marks: number;
  reviewMs: number[];
}

async function tallyPart(docs: Document[], newFields: boolean): Promise<PartTally> {
  const t: PartTally = {
    documents: docs.length,
    core: emptyTally(),
    lists: emptyTally(),
    v2: emptyTally(),
    marks: 0,
    reviewMs: [],
  };
  for (const doc of docs) {
    const { profile, text } = await extractProfileLocally(fs.readFileSync(doc.path), { idBase: 1 });
    const started = performance.now();
    const marks = reviewMarks(profile, text.lines);
    t.reviewMs.push(performance.now() - started);
    t.marks += marks.length;
    const scored = scoreProfile(doc.expected, profile);
    count(t.core, reviewVerdicts(doc.expected, profile, marks, scored.fields));
    if (newFields) {
      const lists = scored.newFields.filter((f) => f.field !== 'sections_not_imported');
      count(t.lists, reviewVerdicts(doc.expected, profile, marks, lists));
      const v2 = scored.v2Fields.filter((f) => !f.field.startsWith('custom_sections'));
      count(t.v2, reviewVerdicts(doc.expected, profile, marks, v2));
    }
  }
  return t;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const suite: Suite = {
  description:
    'CV import review marks: share of wrong fields marked and of right fields marked (old, dev, sealed)',
  ...(practiceDirs.length > 0 ? { resultFile: 'tmp/cv-review-practice' } : {}),
  async run(ctx) {
    const wanted = wantedCvParts(practiceDirs.length > 0 ? [] : CV_PARTS);
    const sources: Record<CvPart, () => Document[]> = {
      old: () => loadCorpus(),
      dev: () => loadIndependentCorpus('dev'),
      sealed: () => loadIndependentCorpus('sealed'),
    };
    const jobs = [
      ...wanted.map((part) => ({ part, label: LABEL[part], load: sources[part] })),
      ...practiceDirs.map((dir) => ({
        part: 'practice' as const,
        label: `practice ${path.basename(path.resolve(dir))}`,
        load: () => loadPracticeSet(path.resolve(ctx.root, dir)),
      })),
    ];
    if (practiceDirs.length > 0)
      fs.mkdirSync(path.join(ctx.root, 'bench/results/tmp'), { recursive: true });
    const rows: Row[] = [];
    for (const { part, label, load } of jobs) {
      const docs = load();
      ctx.log(`reviewing ${docs.length} documents: ${label} …`);
      const t = await tallyPart(docs, part !== 'old');
      const sealed = part === 'sealed';
      const shares = (what: string, tally: Tally, budgets: boolean) => {
        if (tally.wrong + tally.right === 0) return;
        rows.push(
          {
            metric: `wrong ${what} marked: ${label}`,
            value: tally.wrong > 0 ? round(tally.wrongMarked / tally.wrong, 3) : null,
            unit: 'fraction',
            budget: budgets ? atLeast(0.8) : undefined,
            note:
              `${tally.wrongMarked} of ${tally.wrong} wrong fields` +
              (tally.wrongInMissedEntries > 0
                ? `; ${tally.wrongInMissedEntries} of them in entries the engine missed, ` +
                  `${tally.wrongInMissedEntriesMarked} of those marked by a whole-entry mark beside`
                : ''),
          },
          {
            metric: `right ${what} marked: ${label}`,
            value: tally.right > 0 ? round(tally.rightMarked / tally.right, 3) : null,
            unit: 'fraction',
            budget: budgets ? atMost(0.1) : undefined,
            note: `${tally.rightMarked} of ${tally.right} right fields`,
          },
        );
      };
      shares('fields', t.core, sealed);
      shares('list fields (links, languages, certifications, skill groups)', t.lists, false);
      shares(
        'v2 fields (headline, projects, volunteering, awards, publications, interests)',
        t.v2,
        false,
      );
      rows.push(
        {
          metric: `review marks per CV: ${label}`,
          value: round(t.marks / Math.max(1, t.documents), 2),
          unit: 'marks',
          note: `${t.marks} marks over ${t.documents} CVs`,
        },
        {
          metric: `review time per CV, p95: ${label}`,
          value: round(percentile(t.reviewMs, 95), 2),
          unit: 'ms',
          note: `max ${round(Math.max(0, ...t.reviewMs), 2)} ms`,
        },
      );
    }
    return rows;
  },
};

export default suite;
