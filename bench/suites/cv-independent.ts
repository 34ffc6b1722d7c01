import fs from 'node:fs';
import type { ExtractedProfile } from '../../src/shared/cv-import/cv-import.schema.ts';
import { loadCorpus } from '../../src/server/features/cv-import/corpus.ts';
import { scoreProfile } from '../../src/server/features/cv-import/corpus-score.ts';
import type { AiConfig } from '../../src/server/config.ts';
import {
  boundCvText,
  extractProfileLocally,
} from '../../src/server/features/cv-import/extract-profile.ts';
import { extractText } from '../../src/server/features/cv-import/extract-text.ts';
import { interpretWithLlm } from '../../src/server/features/cv-import/openai-compatible-engine.ts';
import { loadIndependentCorpus } from '../../src/server/features/cv-import/independent-corpus.ts';
import { wantedCvParts, type CvPart } from '../lib/cv-parts.ts';
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
 * The fields the profile gained later (links, languages, certifications, skill categories,
 * sections not imported) have rows of their own and an overall of their own, so that
 * 'accuracy, overall' stays comparable with earlier runs; the old corpus's truth predates
 * them and they are not scored there. The OpenAI-compatible engine is scored on the same
 * parts when AI_BASE_URL and AI_MODEL are set, and a row says so when they are not.
 *
 * The resume schema v2 sections have rows of their own too, where the independent truth
 * has them: projects and publications (a project's name, role, address, dates, text and
 * tags; a publication's title, publisher, year, address and authors), each scored as
 * scoreProfile scores them, entries read that match none costing a point. The truth holds
 * no volunteering and no awards (the generator writes none), so for those the row counts
 * the entries read where the truth has none instead of an accuracy.
 */
const LABEL: Record<CvPart, string> = {
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
  /** False where the truth predates the new fields (the old corpus): they are not scored. */
  newFields: boolean;
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
  return newFieldGroup(field);
}

/** The new fields' groups ('links[0].url', 'languages.extra', 'sections_not_imported'). */
function newFieldGroup(field: string): string | undefined {
  const m = /^(links|languages|certifications|skill_categories|sections_not_imported)\b/.exec(
    field,
  );
  return m ? NEW_FIELD_ROWS[m[1] as keyof typeof NEW_FIELD_ROWS] : undefined;
}

const NEW_FIELD_ROWS = {
  links: 'links',
  languages: 'languages with level',
  certifications: 'certifications',
  skill_categories: 'skill categories',
  sections_not_imported: 'sections not imported',
} as const;

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

type Engine = (bytes: Uint8Array) => Promise<ExtractedProfile>;

async function scorePart(docs: ScoredDocument[], engine: Engine) {
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
  let spuriousV2 = 0;
  /** Documents whose truth was written with the v2 sections (the independent corpus). */
  let v2Docs = 0;
  for (const doc of docs) {
    const profile = await engine(fs.readFileSync(doc.path));
    const r = scoreProfile(doc.expected, profile);
    add('overall', r.score, r.total);
    if (doc.newFields) {
      const n = r.newFields.reduce((sum, f) => sum + f.score, 0);
      add('overall with the new fields', r.score + n, r.total + r.newFields.length);
    }
    add(`format ${doc.format}`, r.score, r.total);
    if (doc.twoColumnPdf) add('two-column PDF', r.score, r.total);
    if (doc.laidOutPdf) add('laid-out PDF', r.score, r.total);
    const perDoc = new Map<string, Tally>();
    for (const f of doc.newFields ? [...r.fields, ...r.newFields] : r.fields) {
      if (/^(?:experience|education)\.extra$/.test(f.field)) spurious += 1;
      const key = fieldGroup(f.field);
      if (!key) continue;
      const t = perDoc.get(key) ?? { score: 0, total: 0, docs: 0 };
      t.score += f.score;
      t.total += 1;
      perDoc.set(key, t);
    }
    for (const [key, t] of perDoc) add(key, t.score, t.total);
    if (doc.newFields) {
      v2Docs += 1;
      const v2 = new Map<string, Tally>();
      for (const f of r.v2Fields) {
        const section = /^(projects|publications|volunteering|awards)\b/.exec(f.field)?.[1];
        if (!section) continue;
        if (section === 'volunteering' || section === 'awards') {
          // The truth holds none of these: a point here is an entry read from nothing.
          spuriousV2 += 1;
          continue;
        }
        for (const key of [`v2 ${section}`, 'v2 sections']) {
          const t = v2.get(key) ?? { score: 0, total: 0, docs: 0 };
          t.score += f.score;
          t.total += 1;
          v2.set(key, t);
        }
      }
      for (const [key, t] of v2) add(key, t.score, t.total);
    }
    if (profile.experience.length === doc.expected.experience.length) jobsRight += 1;
    if (profile.education.length === doc.expected.education.length) educationRight += 1;
  }
  const acc = (key: string) => {
    const g = groups.get(key);
    return g && g.total > 0 ? { value: round(g.score / g.total, 3), docs: g.docs } : undefined;
  };
  return { acc, jobsRight, educationRight, spurious, spuriousV2, v2Docs, count: docs.length };
}

const suite: Suite = {
  description:
    'CV import on CVs our renderer did not make: old corpus vs independent dev vs sealed (format, field, jobs right)',
  async run(ctx) {
    const wanted = wantedCvParts();
    const sources: Record<CvPart, () => ScoredDocument[]> = {
      old: () =>
        loadCorpus().map((d) => ({
          path: d.path,
          format: d.format,
          twoColumnPdf: d.format === 'pdf' && d.columns === 2,
          laidOutPdf: d.format === 'pdf' && d.columns === 2,
          expected: d.expected,
          newFields: false,
        })),
      dev: () => independent('dev'),
      sealed: () => independent('sealed'),
    };
    const rows = await engineRows(ctx.log, 'local engine', wanted, sources, localEngine);
    const ai = openAiEngine();
    if (typeof ai === 'string') {
      ctx.log(ai);
      rows.push({ metric: 'OpenAI-compatible engine', value: null, unit: '', note: ai });
    } else {
      rows.push(...(await engineRows(ctx.log, ai.name, wanted, sources, ai.engine)));
    }
    return rows;
  },
};

type Results = Awaited<ReturnType<typeof scorePart>>;

/** One engine's rows on the wanted parts; the local engine's rows carry no prefix. */
async function engineRows(
  log: (message: string) => void,
  name: string,
  wanted: CvPart[],
  sources: Record<CvPart, () => ScoredDocument[]>,
  engine: Engine,
): Promise<Row[]> {
  const prefix = name === 'local engine' ? '' : `${name}, `;
  const results = new Map<CvPart, Results>();
  for (const part of wanted) {
    const docs = sources[part]();
    log(`${name}: scoring ${docs.length} documents: ${LABEL[part]} …`);
    results.set(part, await scorePart(docs, engine));
  }

  const rows: Row[] = [];
  const block = (
    metric: string,
    value: (r: Results) => { value: number; note: string } | undefined,
    unit = 'fraction',
  ) => {
    for (const part of wanted) {
      const v = value(results.get(part)!);
      rows.push({
        metric: `${prefix}${metric}: ${LABEL[part]}`,
        value: v ? v.value : null,
        unit,
        note: v?.note ?? 'none in this part',
      });
    }
  };
  const accuracy = (key: string) => (r: Results) => {
    const a = r.acc(key);
    return a ? { value: a.value, note: `${a.docs} documents` } : undefined;
  };
  block('accuracy, overall', accuracy('overall'));
  for (const format of ['pdf', 'docx', 'doc', 'txt'])
    block(`accuracy, ${format.toUpperCase()}`, accuracy(`format ${format}`));
  block('accuracy, two-column PDF', accuracy('two-column PDF'));
  block('accuracy, PDF with two columns, a grid or tables', accuracy('laid-out PDF'));
  for (const field of FIELD_ROWS) block(`field, ${field}`, accuracy(field));
  // The new fields, apart: 'accuracy, overall' counts only the fields above, as earlier runs did.
  block('accuracy, overall with the new fields', accuracy('overall with the new fields'));
  for (const field of Object.values(NEW_FIELD_ROWS)) block(`new field, ${field}`, accuracy(field));
  // The v2 sections the truth fills (documents with a project or a publication, or where
  // the engine read one), then the ones it never fills.
  block('accuracy, v2 sections (projects and publications)', accuracy('v2 sections'));
  block('v2 field, projects', accuracy('v2 projects'));
  block('v2 field, publications', accuracy('v2 publications'));
  block(
    'v2 sections, volunteering and award entries read where the truth has none',
    (r) =>
      r.v2Docs > 0
        ? { value: r.spuriousV2, note: `over ${r.v2Docs} CVs; the truth holds none` }
        : undefined,
    'entries',
  );
  const shareOfCvs = (right: (r: Results) => number) => (r: Results) => ({
    value: round((100 * right(r)) / r.count, 1),
    note: `${right(r)} of ${r.count} CVs`,
  });
  block(
    'number of jobs right',
    shareOfCvs((r) => r.jobsRight),
    '%',
  );
  block(
    'number of education entries right',
    shareOfCvs((r) => r.educationRight),
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
}

const localEngine: Engine = async (bytes) =>
  (await extractProfileLocally(bytes, { idBase: 1 })).profile;

/**
 * The OpenAI-compatible engine on the same parts, when a model is configured (AI_BASE_URL and
 * AI_MODEL, AI_API_KEY if the server needs one); else the reason it was not scored, which
 * the suite records as a row so a results file never reads as if it had been.
 */
function openAiEngine(): { name: string; engine: Engine } | string {
  const baseUrl = process.env.AI_BASE_URL?.trim();
  const model = process.env.AI_MODEL?.trim();
  const missing = !baseUrl ? 'AI_BASE_URL' : !model ? 'AI_MODEL' : undefined;
  if (missing)
    return `the OpenAI-compatible CV engine was not scored because ${missing} is not set`;
  const ai: AiConfig = {
    provider: 'openai-compatible',
    baseUrl: baseUrl!.replace(/\/+$/, ''),
    apiKey: process.env.AI_API_KEY,
    model,
  };
  return {
    name: `OpenAI-compatible (${model})`,
    engine: async (bytes) => {
      const { text } = boundCvText(await extractText(bytes));
      return interpretWithLlm(text.lines, ai, { idBase: 1 });
    },
  };
}

function independent(split: 'dev' | 'sealed'): ScoredDocument[] {
  return loadIndependentCorpus(split).map((d) => ({
    path: d.path,
    format: d.format,
    twoColumnPdf: d.format === 'pdf' && d.columns === 2,
    laidOutPdf: d.format === 'pdf' && d.layout !== 'single',
    expected: d.expected,
    newFields: true,
  }));
}

export default suite;
