import fs from 'node:fs';
import type {
  CvReviewMark,
  ExtractedProfile,
} from '../../src/shared/cv-import/cv-import.schema.ts';
import { loadCorpus } from '../../src/server/features/cv-import/corpus.ts';
import { scoreProfile, type FieldScore } from '../../src/server/features/cv-import/corpus-score.ts';
import { extractProfileLocally } from '../../src/server/features/cv-import/extract-profile.ts';
import { loadIndependentCorpus } from '../../src/server/features/cv-import/independent-corpus.ts';
import { reviewMarks } from '../../src/server/features/cv-import/review-marks.ts';
import { atLeast, atMost, round } from '../lib/rows.ts';
import type { Row, Suite } from '../lib/types.ts';

/**
 * Review marks measured: the local engine reads each CV as cv-independent does, the review
 * marks are computed on its answer and the lines it read, and every field scoreProfile
 * scores is a verdict (wrong when its score is below 1) mapped to the path a mark on it
 * has. Reported per part (old corpus, independent dev, independent sealed): the share of
 * wrong fields marked and the share of right fields marked, budgets on the sealed part
 * (≥ 0.80 and ≤ 0.10). A wrong field of an entry the engine missed has nothing in the
 * answer to carry a mark and counts as not marked. Only aggregates are printed; the sealed
 * part is never looked at document by document. BENCH_CV_PARTS=old,dev leaves it out.
 */
const PARTS = ['old', 'dev', 'sealed'] as const;
type Part = (typeof PARTS)[number];
const LABEL: Record<Part, string> = {
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
};

export interface FieldVerdict {
  field: string;
  wrong: boolean;
  marked: boolean;
  /** The field belongs to an expected entry the engine did not find. */
  missedEntry: boolean;
  path?: string;
}

/** The answered entry each expected entry was paired with by scoreProfile (undefined: none). */
function pairedIndexes(
  section: 'experience' | 'education',
  expectedCount: number,
  fields: FieldScore[],
  actual: ExtractedProfile,
): (number | undefined)[] {
  const keys =
    section === 'experience'
      ? ['jobTitle', 'company', 'startMonth', 'startYear', 'endMonth', 'endYear', 'description']
      : ['school', 'degree', 'fieldOfStudy', 'startMonth', 'startYear', 'endMonth', 'endYear'];
  const byName = new Map(fields.map((f) => [f.field, f]));
  const entries = actual[section] as unknown as Record<string, unknown>[];
  const used = new Set<number>();
  const out: (number | undefined)[] = [];
  for (let i = 0; i < expectedCount; i += 1) {
    const values = keys.map((k) => byName.get(`${section}[${i}].${k}`)?.actual);
    if (values[0] === undefined) {
      out.push(undefined);
      continue;
    }
    const j = entries.findIndex(
      (entry, index) => !used.has(index) && keys.every((k, n) => entry[k] === values[n]),
    );
    if (j >= 0) used.add(j);
    out.push(j >= 0 ? j : undefined);
  }
  return out;
}

/** Each scored field: wrong or right, and whether a review mark covers it. */
export function reviewVerdicts(
  expected: ExtractedProfile,
  actual: ExtractedProfile,
  marks: readonly CvReviewMark[],
): FieldVerdict[] {
  const { fields } = scoreProfile(expected, actual);
  const paths = new Set(marks.map((m) => m.path));
  const pairs = {
    experience: pairedIndexes('experience', expected.experience.length, fields, actual),
    education: pairedIndexes('education', expected.education.length, fields, actual),
  };
  const unpaired = {
    experience: actual.experience.map((_, j) => j).filter((j) => !pairs.experience.includes(j)),
    education: actual.education.map((_, j) => j).filter((j) => !pairs.education.includes(j)),
  };
  const extraSeen = { experience: 0, education: 0 };
  return fields.map((f): FieldVerdict => {
    const wrong = f.score < 1;
    const personal = PERSONAL_PATH[f.field];
    if (personal) {
      return {
        field: f.field,
        wrong,
        marked: paths.has(personal),
        missedEntry: false,
        path: personal,
      };
    }
    const extra = /^(experience|education)\.extra$/.exec(f.field);
    if (extra) {
      const section = extra[1] as 'experience' | 'education';
      const j = unpaired[section][extraSeen[section]++];
      const prefix = `${section}.${j}`;
      const marked =
        j !== undefined && [...paths].some((p) => p === prefix || p.startsWith(`${prefix}.`));
      return { field: f.field, wrong, marked, missedEntry: false, path: prefix };
    }
    const entry = /^(experience|education)\[(\d+)\]\.(\w+)$/.exec(f.field);
    if (!entry) return { field: f.field, wrong, marked: false, missedEntry: false };
    const section = entry[1] as 'experience' | 'education';
    const j = pairs[section][Number(entry[2])];
    if (j === undefined) return { field: f.field, wrong, marked: false, missedEntry: true };
    const path = `${section}.${j}.${MARK_FIELD[entry[3]!] ?? entry[3]}`;
    const marked = paths.has(path) || paths.has(`${section}.${j}`);
    return { field: f.field, wrong, marked, missedEntry: false, path };
  });
}

interface Document {
  path: string;
  expected: ExtractedProfile;
}

interface PartTally {
  documents: number;
  wrong: number;
  wrongMarked: number;
  wrongInMissedEntries: number;
  right: number;
  rightMarked: number;
  marks: number;
  reviewMs: number[];
}

async function tallyPart(docs: Document[]): Promise<PartTally> {
  const t: PartTally = {
    documents: docs.length,
    wrong: 0,
    wrongMarked: 0,
    wrongInMissedEntries: 0,
    right: 0,
    rightMarked: 0,
    marks: 0,
    reviewMs: [],
  };
  for (const doc of docs) {
    const { profile, text } = await extractProfileLocally(fs.readFileSync(doc.path), { idBase: 1 });
    const started = performance.now();
    const marks = reviewMarks(profile, text.lines);
    t.reviewMs.push(performance.now() - started);
    t.marks += marks.length;
    for (const v of reviewVerdicts(doc.expected, profile, marks)) {
      if (v.wrong) {
        t.wrong += 1;
        if (v.marked) t.wrongMarked += 1;
        if (v.missedEntry) t.wrongInMissedEntries += 1;
      } else {
        t.right += 1;
        if (v.marked) t.rightMarked += 1;
      }
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
  async run(ctx) {
    const wanted = (process.env.BENCH_CV_PARTS ?? PARTS.join(','))
      .split(',')
      .map((p) => p.trim())
      .filter((p): p is Part => (PARTS as readonly string[]).includes(p));
    const sources: Record<Part, () => Document[]> = {
      old: () => loadCorpus(),
      dev: () => loadIndependentCorpus('dev'),
      sealed: () => loadIndependentCorpus('sealed'),
    };
    const rows: Row[] = [];
    for (const part of wanted) {
      const docs = sources[part]();
      ctx.log(`reviewing ${docs.length} documents: ${LABEL[part]} …`);
      const t = await tallyPart(docs);
      const sealed = part === 'sealed';
      rows.push(
        {
          metric: `wrong fields marked: ${LABEL[part]}`,
          value: t.wrong > 0 ? round(t.wrongMarked / t.wrong, 3) : null,
          unit: 'fraction',
          budget: sealed ? atLeast(0.8) : undefined,
          note:
            `${t.wrongMarked} of ${t.wrong} wrong fields` +
            (t.wrongInMissedEntries > 0
              ? `; ${t.wrongInMissedEntries} of them in entries the engine missed (nothing to mark)`
              : ''),
        },
        {
          metric: `right fields marked: ${LABEL[part]}`,
          value: t.right > 0 ? round(t.rightMarked / t.right, 3) : null,
          unit: 'fraction',
          budget: sealed ? atMost(0.1) : undefined,
          note: `${t.rightMarked} of ${t.right} right fields`,
        },
        {
          metric: `review marks per CV: ${LABEL[part]}`,
          value: round(t.marks / Math.max(1, t.documents), 2),
          unit: 'marks',
          note: `${t.marks} marks over ${t.documents} CVs`,
        },
        {
          metric: `review time per CV, p95: ${LABEL[part]}`,
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
