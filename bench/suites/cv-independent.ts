import fs from 'node:fs';
import type { ExtractedProfile } from '../../src/shared/cv-import/cv-import.schema.ts';
import { loadCorpus } from '../../src/server/features/cv-import/corpus.ts';
import { scoreProfile } from '../../src/server/features/cv-import/corpus-score.ts';
import { extractProfileLocally } from '../../src/server/features/cv-import/extract-profile.ts';
import { loadIndependentCorpus } from '../../src/server/features/cv-import/independent-corpus.ts';
import { round } from '../lib/rows.ts';
import type { Row, Suite } from '../lib/types.ts';

/**
 * CV import measured on CVs our own renderer did not make: the local engine on the old
 * corpus (__corpus__, mostly drawn by our templates), on the independent corpus's dev part
 * and on its sealed part (__independent__: Chromium, LibreOffice and pandoc; see
 * docs/cv-import-measurement.md), side by side: overall, per format, two-column PDFs, per
 * field, and the share of CVs whose number of jobs (and of education entries) is right.
 * Only aggregates are printed: the sealed documents are scored here and nowhere else, and
 * no per-document figure of theirs is shown. No budget: this is the measurement that later
 * work is judged by. BENCH_CV_PARTS=old,dev leaves the sealed part out (for a trial run).
 */
const PARTS = ['old', 'dev', 'sealed'] as const;
type Part = (typeof PARTS)[number];
const LABEL: Record<Part, string> = {
  old: 'old corpus',
  dev: 'independent dev',
  sealed: 'independent sealed',
};

interface ScoredDocument {
  path: string;
  format: string;
  twoColumnPdf: boolean;
  /** Two columns, a grid or tables: any PDF whose reading order is not one column of text. */
  laidOutPdf: boolean;
  expected: ExtractedProfile;
}

/** The field groups reported, keyed by the name scoreProfile gives each point. */
function fieldGroup(field: string): string | undefined {
  const entry = /^(experience|education)\[\d+\]\.(\w+)$/.exec(field);
  if (entry) {
    const [, section, key] = entry as unknown as [string, string, string];
    if (/Month|Year|isCurrentJob/.test(key)) return `${section} dates`;
    return (
      {
        jobTitle: 'job title',
        company: 'company',
        description: `${section} description`,
        school: 'school',
        degree: 'degree',
        fieldOfStudy: 'education field',
        tags: undefined,
      } as Record<string, string | undefined>
    )[key];
  }
  if (['display_name', 'first_name', 'last_name'].includes(field)) return 'name';
  if (['email', 'phone', 'location'].includes(field)) return 'contact';
  if (field === 'summary' || field === 'skills') return field;
  return undefined;
}

const FIELD_ROWS = [
  'name',
  'contact',
  'summary',
  'job title',
  'company',
  'experience dates',
  'experience description',
  'school',
  'degree',
  'education field',
  'education dates',
  'education description',
  'skills',
];

interface Tally {
  score: number;
  total: number;
  docs: number;
}

async function scorePart(docs: ScoredDocument[]) {
  const groups = new Map<string, Tally>();
  const add = (key: string, score: number, total: number, doc = true) => {
    const g = groups.get(key) ?? { score: 0, total: 0, docs: 0 };
    g.score += score;
    g.total += total;
    if (doc) g.docs += 1;
    groups.set(key, g);
  };
  let jobsRight = 0;
  let educationRight = 0;
  let spurious = 0;
  for (const doc of docs) {
    const { profile } = await extractProfileLocally(fs.readFileSync(doc.path), { idBase: 1 });
    const r = scoreProfile(doc.expected, profile);
    add('overall', r.score, r.total);
    add(`format ${doc.format}`, r.score, r.total);
    if (doc.twoColumnPdf) add('two-column PDF', r.score, r.total);
    if (doc.laidOutPdf) add('laid-out PDF', r.score, r.total);
    const perDoc = new Map<string, Tally>();
    for (const f of r.fields) {
      if (f.field.endsWith('.extra')) spurious += 1;
      const key = fieldGroup(f.field);
      if (!key) continue;
      const t = perDoc.get(key) ?? { score: 0, total: 0, docs: 0 };
      t.score += f.score;
      t.total += 1;
      perDoc.set(key, t);
    }
    for (const [key, t] of perDoc) add(key, t.score, t.total);
    if (profile.experience.length === doc.expected.experience.length) jobsRight += 1;
    if (profile.education.length === doc.expected.education.length) educationRight += 1;
  }
  const acc = (key: string) => {
    const g = groups.get(key);
    return g && g.total > 0 ? { value: round(g.score / g.total, 3), docs: g.docs } : undefined;
  };
  return { acc, jobsRight, educationRight, spurious, count: docs.length };
}

const suite: Suite = {
  description:
    'CV import on CVs our renderer did not make: old corpus vs independent dev vs sealed (format, field, jobs right)',
  async run(ctx) {
    const wanted = (process.env.BENCH_CV_PARTS ?? PARTS.join(','))
      .split(',')
      .map((p) => p.trim())
      .filter((p): p is Part => (PARTS as readonly string[]).includes(p));
    const sources: Record<Part, () => ScoredDocument[]> = {
      old: () =>
        loadCorpus().map((d) => ({
          path: d.path,
          format: d.format,
          twoColumnPdf: d.format === 'pdf' && d.columns === 2,
          laidOutPdf: d.format === 'pdf' && d.columns === 2,
          expected: d.expected,
        })),
      dev: () => independent('dev'),
      sealed: () => independent('sealed'),
    };
    const results = new Map<Part, Awaited<ReturnType<typeof scorePart>>>();
    for (const part of wanted) {
      const docs = sources[part]();
      ctx.log(`scoring ${docs.length} documents: ${LABEL[part]} …`);
      results.set(part, await scorePart(docs));
    }

    const rows: Row[] = [];
    const block = (
      metric: string,
      value: (
        r: Awaited<ReturnType<typeof scorePart>>,
      ) => { value: number; note: string } | undefined,
      unit = 'fraction',
    ) => {
      for (const part of wanted) {
        const v = value(results.get(part)!);
        rows.push({
          metric: `${metric}: ${LABEL[part]}`,
          value: v ? v.value : null,
          unit,
          note: v?.note ?? 'none in this part',
        });
      }
    };
    const accuracy = (key: string) => (r: Awaited<ReturnType<typeof scorePart>>) => {
      const a = r.acc(key);
      return a ? { value: a.value, note: `${a.docs} documents` } : undefined;
    };
    block('accuracy, overall', accuracy('overall'));
    for (const format of ['pdf', 'docx', 'doc', 'txt'])
      block(`accuracy, ${format.toUpperCase()}`, accuracy(`format ${format}`));
    block('accuracy, two-column PDF', accuracy('two-column PDF'));
    block('accuracy, PDF with two columns, a grid or tables', accuracy('laid-out PDF'));
    for (const field of FIELD_ROWS) block(`field, ${field}`, accuracy(field));
    block(
      'number of jobs right',
      (r) => ({
        value: round((100 * r.jobsRight) / r.count, 1),
        note: `${r.jobsRight} of ${r.count} CVs`,
      }),
      '%',
    );
    block(
      'number of education entries right',
      (r) => ({
        value: round((100 * r.educationRight) / r.count, 1),
        note: `${r.educationRight} of ${r.count} CVs`,
      }),
      '%',
    );
    block(
      'spurious entries (experience or education matching nothing)',
      (r) => ({
        value: r.spurious,
        note: `over ${r.count} CVs`,
      }),
      'entries',
    );
    return rows;
  },
};

function independent(split: 'dev' | 'sealed'): ScoredDocument[] {
  return loadIndependentCorpus(split).map((d) => ({
    path: d.path,
    format: d.format,
    twoColumnPdf: d.format === 'pdf' && d.columns === 2,
    laidOutPdf: d.format === 'pdf' && d.layout !== 'single',
    expected: d.expected,
  }));
}

export default suite;
