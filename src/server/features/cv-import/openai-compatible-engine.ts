import fs from 'node:fs';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { generateText, Output } from 'ai';
import {
  CV_TITLED_SECTIONS,
  extractedProfileSchema,
  type ExtractedEducation,
  type ExtractedExperience,
  type ExtractedProfile,
  type ExtractedSectionTitle,
} from '#shared/cv-import/cv-import.schema.ts';
import type { AiConfig } from '../../config.ts';
import type { CvLine } from './cv-text.ts';
import { languageLevel } from './local/languages.ts';

/**
 * The `openai-compatible` engine: CV text → profile through any OpenAI-compatible chat
 * endpoint (Vercel AI SDK, structured output with the shared zod schema). The answer is
 * repaired (dates, months, whitespace), validated, and then checked against the
 * document: any value the CV does not contain is dropped, so the model can neither
 * invent an employer nor be talked into one by text inside the CV.
 */

const PROMPT = fs.readFileSync(new URL('./prompts/extract-profile.md', import.meta.url), 'utf8');

/** Most characters of CV text sent to the model (a long CV is about 15 000). */
const MAX_PROMPT_CHARS = 40_000;

export class AiUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AiUnavailableError';
  }
}

export async function interpretWithLlm(
  lines: CvLine[],
  ai: AiConfig,
  options: { idBase?: number; timeoutMs?: number } = {},
): Promise<ExtractedProfile> {
  if (!ai.baseUrl || !ai.model) throw new AiUnavailableError('The AI engine is not configured.');
  const provider = createOpenAICompatible({
    name: 'cv-import',
    baseURL: ai.baseUrl,
    apiKey: ai.apiKey,
    supportsStructuredOutputs: true,
  });
  const text = lines
    .map((l) => l.text)
    .join('\n')
    .slice(0, MAX_PROMPT_CHARS);
  let raw: unknown;
  try {
    const result = await generateText({
      model: provider.chatModel(ai.model),
      system: PROMPT,
      prompt: `<cv>\n${text.replace(/<\/?cv>/gi, '')}\n</cv>`,
      output: Output.object({ schema: extractedProfileSchema }),
      temperature: 0,
      maxRetries: 1,
      abortSignal: AbortSignal.timeout(options.timeoutMs ?? 60_000),
    });
    raw = result.output;
  } catch (err) {
    // A schema mismatch still leaves the model's JSON in the error: repair it below.
    const fromError = (err as { text?: string }).text;
    if (typeof fromError === 'string') {
      try {
        raw = JSON.parse(fromError) as unknown;
      } catch {
        raw = undefined;
      }
    }
    if (raw === undefined) {
      throw new AiUnavailableError(
        `The AI service could not be reached or gave no usable answer (${(err as Error).message}).`,
      );
    }
  }
  return groundProfile(repairProfile(raw), text, options.idBase ?? Date.now());
}

const MONTHS: Record<string, string> = {
  jan: '01',
  feb: '02',
  mar: '03',
  apr: '04',
  may: '05',
  jun: '06',
  jul: '07',
  aug: '08',
  sep: '09',
  oct: '10',
  nov: '11',
  dec: '12',
};

function repairMonth(value: unknown): string {
  if (typeof value === 'number') value = String(value);
  if (typeof value !== 'string') return '';
  const v = value.trim().toLowerCase();
  if (/^\d{1,2}$/.test(v) && Number(v) >= 1 && Number(v) <= 12) return v.padStart(2, '0');
  return MONTHS[v.slice(0, 3)] ?? '';
}

function repairYear(value: unknown): string {
  const v =
    typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^(19|20)\d{2}$/.test(v) ? v : '';
}

const str = (v: unknown) =>
  typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';
const strList = (v: unknown) =>
  Array.isArray(v)
    ? v.map(str).filter(Boolean)
    : typeof v === 'string'
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : [];
const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' ? (v as Record<string, unknown>) : {};

/** Coerces a model's near-miss JSON into the schema's shape, then validates it. */
export function repairProfile(raw: unknown): ExtractedProfile {
  const r = obj(raw);
  const experience = (Array.isArray(r.experience) ? r.experience : []).map((e) => {
    const x = obj(e);
    const current = x.isCurrentJob === true || x.isCurrentJob === 'true';
    return {
      id: str(x.id),
      jobTitle: str(x.jobTitle),
      company: str(x.company),
      startMonth: repairMonth(x.startMonth),
      startYear: repairYear(x.startYear),
      endMonth: current ? '' : repairMonth(x.endMonth),
      endYear: current ? '' : repairYear(x.endYear),
      isCurrentJob: current,
      description: Array.isArray(x.description)
        ? strList(x.description).join('\n')
        : str(x.description),
      tags: strList(x.tags),
    };
  });
  const education = (Array.isArray(r.education) ? r.education : []).map((e) => {
    const x = obj(e);
    return {
      id: str(x.id),
      school: str(x.school),
      degree: str(x.degree),
      fieldOfStudy: str(x.fieldOfStudy),
      startMonth: repairMonth(x.startMonth),
      startYear: repairYear(x.startYear),
      endMonth: repairMonth(x.endMonth),
      endYear: repairYear(x.endYear),
      description: Array.isArray(x.description)
        ? strList(x.description).join('\n')
        : str(x.description),
    };
  });
  return extractedProfileSchema.parse({
    display_name: str(r.display_name),
    first_name: str(r.first_name),
    last_name: str(r.last_name),
    email: str(r.email),
    phone: str(r.phone),
    location: str(r.location),
    headline: str(r.headline),
    summary: str(r.summary),
    experience,
    education,
    skills: strList(r.skills),
    projects: list(r.projects).map((x) => {
      const current = x.isCurrent === true || x.isCurrent === 'true';
      return {
        name: str(x.name),
        role: str(x.role),
        url: str(x.url),
        ...repairDates(x, current),
        isCurrent: current,
        description: textOrLines(x.description),
        tags: strList(x.tags),
      };
    }),
    volunteering: list(r.volunteering).map((x) => {
      const current = x.isCurrent === true || x.isCurrent === 'true';
      return {
        role: str(x.role),
        organization: str(x.organization),
        location: str(x.location),
        ...repairDates(x, current),
        isCurrent: current,
        description: textOrLines(x.description),
      };
    }),
    awards: list(r.awards).map((x) => ({
      title: str(x.title),
      issuer: str(x.issuer),
      year: repairYear(x.year),
      description: textOrLines(x.description),
    })),
    publications: list(r.publications).map((x) => ({
      title: str(x.title),
      publisher: str(x.publisher),
      year: repairYear(x.year),
      url: str(x.url),
      description: textOrLines(x.description),
    })),
    interests: strList(r.interests),
    links: list(r.links).map((x) => ({ label: str(x.label), url: str(x.url) })),
    // A level the model copied as printed ('C1', 'mother tongue') in the profile's words.
    languages: list(r.languages).map((x) => ({
      name: str(x.name),
      level: languageLevel(str(x.level)),
    })),
    certifications: list(r.certifications).map((x) => ({
      name: str(x.name),
      issuer: str(x.issuer),
      year: repairYear(x.year),
    })),
    skill_categories: list(r.skill_categories).map((x) => ({
      name: str(x.name),
      skills: strList(x.skills),
    })),
    custom_sections: list(r.custom_sections).map((x) => ({
      title: str(x.title),
      entries: list(x.entries).map((e) => ({
        title: str(e.title),
        subtitle: str(e.subtitle),
        date: str(e.date),
        description: textOrLines(e.description),
        url: str(e.url),
      })),
    })),
    // A heading for a section the profile has no field for is dropped, not refused.
    section_titles: list(r.section_titles)
      .map((x) => ({ section: str(x.section), title: str(x.title) }))
      .filter((x): x is ExtractedSectionTitle =>
        (CV_TITLED_SECTIONS as readonly string[]).includes(x.section),
      ),
    sections_not_imported: strList(r.sections_not_imported),
  });
}

/** An entry's dates repaired; an ongoing entry has no end. */
function repairDates(x: Record<string, unknown>, current: boolean) {
  return {
    startMonth: repairMonth(x.startMonth),
    startYear: repairYear(x.startYear),
    endMonth: current ? '' : repairMonth(x.endMonth),
    endYear: current ? '' : repairYear(x.endYear),
  };
}

/** A description the model gave as text or as a list of lines. */
function textOrLines(v: unknown): string {
  return Array.isArray(v) ? strList(v).join('\n') : str(v);
}

/** The objects of a list the model gave ([] for anything else). */
function list(v: unknown): Record<string, unknown>[] {
  return Array.isArray(v) ? v.map(obj) : [];
}

const fold = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}@.+]+/gu, ' ')
    .trim();

/**
 * Keeps only what the document contains: every text value must appear in the CV (compared
 * without case, accents and punctuation), every year must be written in it, and a
 * description keeps only its lines found in the CV. Entries left with neither a title nor
 * a company (or school) are dropped.
 */
/** The date and description fields every dated entry has. */
type DatedEntry = Pick<
  ExtractedExperience,
  'startMonth' | 'startYear' | 'endMonth' | 'endYear' | 'description'
>;

function groundProfile(p: ExtractedProfile, cvText: string, idBase: number): ExtractedProfile {
  const doc = fold(cvText);
  const digits = cvText.replace(/\D/g, '');
  const has = (value: string) => {
    const f = fold(value);
    return f !== '' && doc.includes(f);
  };
  const keep = (value: string) => (has(value) ? value : '');
  const keepYear = (year: string) => (year && cvText.includes(year) ? year : '');
  const keepLines = (text: string) =>
    text
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && has(l))
      .join('\n');
  const phone =
    p.phone && p.phone.replace(/\D/g, '').length >= 7 && digits.includes(p.phone.replace(/\D/g, ''))
      ? p.phone
      : '';
  const name = keep(p.display_name);
  let id = idBase;
  /** The dates written in the CV, and the entry's lines found in it. */
  const groundDates = <T extends DatedEntry>(e: T): T => {
    const startYear = keepYear(e.startYear);
    const endYear = keepYear(e.endYear);
    return {
      ...e,
      startYear,
      startMonth: startYear ? e.startMonth : '',
      endYear,
      endMonth: endYear ? e.endMonth : '',
      description: keepLines(e.description),
    };
  };
  /** What every job and school keeps: a fresh id, and what groundDates keeps. */
  const groundEntry = <T extends ExtractedExperience | ExtractedEducation>(e: T): T => ({
    ...groundDates(e),
    id: String(id++),
  });
  const experience = p.experience
    .map((e) => ({
      ...groundEntry(e),
      jobTitle: keep(e.jobTitle),
      company: keep(e.company),
      tags: e.tags.filter(has),
    }))
    .filter((e) => e.jobTitle || e.company);
  const education = p.education
    .map((e) => ({
      ...groundEntry(e),
      school: keep(e.school),
      degree: keep(e.degree),
      fieldOfStudy: keep(e.fieldOfStudy),
    }))
    .filter((e) => e.school || e.degree);
  return {
    display_name: name,
    first_name: name ? keep(p.first_name) : '',
    last_name: name ? keep(p.last_name) : '',
    email: p.email && cvText.toLowerCase().includes(p.email.toLowerCase()) ? p.email : '',
    phone,
    location: keep(p.location),
    // A headline the CV holds, and never the name or a contact detail again.
    headline:
      p.headline && fold(p.headline) !== fold(name) && !p.headline.includes('@')
        ? keep(p.headline)
        : '',
    summary: keep(p.summary),
    experience,
    education,
    skills: p.skills.filter(has),
    projects: p.projects
      .map((e) => ({
        ...groundDates(e),
        name: keep(e.name),
        role: keep(e.role),
        url: keep(e.url),
        tags: e.tags.filter(has),
      }))
      .filter((e) => e.name),
    volunteering: p.volunteering
      .map((e) => ({
        ...groundDates(e),
        role: keep(e.role),
        organization: keep(e.organization),
        location: keep(e.location),
      }))
      .filter((e) => e.role || e.organization),
    awards: p.awards
      .map((a) => ({
        title: keep(a.title),
        issuer: keep(a.issuer),
        year: keepYear(a.year),
        description: keepLines(a.description),
      }))
      .filter((a) => a.title),
    publications: p.publications
      .map((e) => ({
        title: keep(e.title),
        publisher: keep(e.publisher),
        year: keepYear(e.year),
        url: keep(e.url),
        description: keepLines(e.description),
      }))
      .filter((e) => e.title),
    interests: p.interests.filter(has),
    links: p.links.filter((l) => has(l.url)),
    languages: p.languages.filter((l) => has(l.name)),
    certifications: p.certifications.filter((c) => has(c.name)),
    skill_categories: p.skill_categories
      .map((c) => ({ name: keep(c.name), skills: c.skills.filter(has) }))
      .filter((c) => c.name && c.skills.length > 0),
    custom_sections: p.custom_sections
      .map((section) => ({
        title: keep(section.title),
        entries: section.entries
          .map((e) => ({
            title: keep(e.title),
            subtitle: keep(e.subtitle),
            date: keep(e.date),
            description: keepLines(e.description),
            url: keep(e.url),
          }))
          .filter((e) => e.title),
      }))
      .filter((section) => section.title && section.entries.length > 0),
    section_titles: p.section_titles.filter((t) => has(t.title)),
    sections_not_imported: p.sections_not_imported.filter(has),
  };
}
