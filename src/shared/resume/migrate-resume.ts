import { addTag } from './tags.ts';
import { emptyV2Fields } from './resume-defaults.ts';
import { RESUME_LIMITS as L } from './resume.limits.ts';
import {
  MONTH_PATTERN,
  RESUME_SCHEMA_VERSION,
  YEAR_PATTERN,
  newEntryId,
  resumeDataSchema,
  type ResumeData,
} from './resume.schema.ts';

/**
 * Upgrades any stored resume document to the current `schemaVersion` and validates it.
 * Used wherever a document comes back from storage: the database (server) and the
 * browser's draft (client).
 *
 * Versions:
 * - 0: the original raw `resume_data` record, `{personal_info, experience, education,
 *      skills}` with skills as a list of strings and no `schemaVersion`. It had no limits
 *      and education was never filled by its UI, so this migration is lenient: it coerces
 *      types, clips over-long text and lists to today's limits, and drops what cannot be
 *      read as an entry.
 * - 1: personal info, experience, education, skills, languages, certifications and the
 *      optional target job.
 * - 2: the current shape (resume.schema.ts): v1 plus `personalInfo.headline`, projects,
 *      volunteering, awards, publications, references, interests, custom sections, and the
 *      `layout`, `style` and `language` settings. The step from 1 adds them empty or at
 *      their defaults and changes nothing that was there.
 */

export class ResumeMigrationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ResumeMigrationError';
  }
}

type Doc = Record<string, unknown>;

const MIGRATIONS: Record<number, (doc: Doc) => Doc> = {
  0: migrateV0ToV1,
  1: migrateV1ToV2,
};

export function resumeSchemaVersionOf(input: unknown): number {
  if (!isRecord(input)) throw new ResumeMigrationError('A resume document must be an object.');
  const version = input.schemaVersion ?? 0;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) {
    throw new ResumeMigrationError('The resume document has an unreadable schemaVersion.');
  }
  return version;
}

export function migrateResume(input: unknown): ResumeData {
  const from = resumeSchemaVersionOf(input);
  if (from > RESUME_SCHEMA_VERSION) {
    throw new ResumeMigrationError(
      `The resume document has schemaVersion ${from}, newer than this app (${RESUME_SCHEMA_VERSION}).`,
    );
  }
  let doc = input as Doc;
  for (let v = from; v < RESUME_SCHEMA_VERSION; v += 1) {
    const step = MIGRATIONS[v];
    if (!step) throw new ResumeMigrationError(`No migration from schemaVersion ${v}.`);
    doc = step(doc);
  }
  const parsed = resumeDataSchema.safeParse(doc);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new ResumeMigrationError(
      `The resume document is not valid: ${first ? `${first.path.join('.')}: ${first.message}` : 'unknown issue'}.`,
    );
  }
  return parsed.data;
}

/**
 * A resume a client sends, brought from version 1 to the current shape without validating
 * it (the caller's schema does that next); anything else is returned as it is. A tab opened
 * before the upgrade still sends version 1, and refusing its save would lose the edit.
 */
export function upgradeResumeInput(input: unknown): unknown {
  return isV1ResumeInput(input) ? migrateV1ToV2(input as Doc) : input;
}

/** True for a resume a client sent in the version 1 shape (a tab opened before the upgrade). */
export function isV1ResumeInput(input: unknown): boolean {
  return isRecord(input) && input.schemaVersion === 1;
}

/**
 * A save from a tab opened before version 2 knows nothing of what version 2 added, and the
 * upgrade gives those fields their empty values; they keep their stored values instead, so
 * the old tab cannot wipe sections, layout or look that a newer tab saved.
 */
export function keepStoredV2Fields(saved: ResumeData, stored: ResumeData): ResumeData {
  const kept = Object.fromEntries(
    Object.keys(emptyV2Fields()).map((key) => [key, stored[key as keyof ResumeData]]),
  );
  return {
    ...saved,
    ...kept,
    personalInfo: { ...saved.personalInfo, headline: stored.personalInfo.headline },
  } as ResumeData;
}

/** Like `migrateResume`, but answers null instead of throwing (for drafts in the browser). */
export function tryMigrateResume(input: unknown): ResumeData | null {
  try {
    return migrateResume(input);
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------- version 0 → 1

function migrateV0ToV1(doc: Doc): Doc {
  const info = asRecord(doc.personal_info ?? doc.personalInfo);
  const usedIds = new Set<string>();
  const experience = asArray(doc.experience)
    .map((item, i) => experienceFromV0(item, i, usedIds))
    .filter((e) => e !== null)
    .slice(0, L.experience);
  const education = asArray(doc.education)
    .map((item, i) => educationFromV0(item, i, usedIds))
    .filter((e) => e !== null)
    .slice(0, L.education);
  return {
    schemaVersion: 1,
    personalInfo: {
      fullName: str(info.fullName ?? info.full_name, L.shortText),
      email: str(info.email, L.shortText),
      phone: str(info.phone, L.phone),
      location: str(info.location, L.shortText),
      summary: str(info.summary, L.summary),
      links: [],
    },
    experience,
    education,
    skills: skillsFromV0(doc.skills),
    languages: [],
    certifications: [],
  };
}

function experienceFromV0(item: unknown, index: number, usedIds: Set<string>) {
  if (!isRecord(item)) return null;
  const jobTitle = str(item.jobTitle ?? item.title ?? item.position, L.shortText);
  const company = str(item.company ?? item.employer, L.shortText);
  if (!jobTitle && !company) return null;
  let tags: string[] = [];
  for (const tag of asArray(item.tags)) {
    if (typeof tag === 'string') tags = addTag(tags, tag.slice(0, L.tag)).tags;
  }
  return {
    id: entryId(item.id, index, usedIds),
    jobTitle,
    company,
    startMonth: month(item.startMonth),
    startYear: year(item.startYear),
    endMonth: month(item.endMonth),
    endYear: year(item.endYear),
    isCurrentJob: item.isCurrentJob === true || item.current === true,
    description: str(item.description, L.description),
    tags,
  };
}

function educationFromV0(item: unknown, index: number, usedIds: Set<string>) {
  const record: Doc = typeof item === 'string' ? { school: item } : asRecord(item);
  const school = str(record.school ?? record.institution ?? record.university, L.shortText);
  const degree = str(record.degree, L.shortText);
  if (!school && !degree) return null;
  return {
    id: entryId(record.id, index, usedIds),
    school,
    degree,
    fieldOfStudy: str(record.fieldOfStudy ?? record.field ?? record.major, L.shortText),
    location: str(record.location, L.shortText),
    startMonth: month(record.startMonth),
    startYear: year(record.startYear),
    endMonth: month(record.endMonth),
    endYear: year(record.endYear ?? record.graduationYear ?? record.year),
    isCurrent: record.isCurrent === true || record.current === true,
    description: str(record.description, L.description),
  };
}

function skillsFromV0(value: unknown) {
  const skills: { name: string; category: string }[] = [];
  let names: string[] = [];
  for (const item of asArray(value)) {
    const name = typeof item === 'string' ? item : isRecord(item) ? item.name : undefined;
    const category = isRecord(item) ? str(item.category, L.tag).trim() : '';
    if (typeof name !== 'string') continue;
    const result = addTag(names, name.slice(0, L.tag), L.skills);
    if (result.outcome !== 'added') continue;
    names = result.tags;
    skills.push({ name: name.slice(0, L.tag).trim(), category });
  }
  // Keep the category limit: skills beyond the 20th category lose their category, not their name.
  const categories = new Set<string>();
  return skills.map((s) => {
    const key = s.category.toLowerCase();
    if (categories.has(key) || categories.size < L.skillGroups) {
      categories.add(key);
      return s;
    }
    return { ...s, category: '' };
  });
}

// ---------------------------------------------------------------- version 1 → 2

function migrateV1ToV2(doc: Doc): Doc {
  // A v1 document without personalInfo is left for the schema's default to fill. The new
  // fields come last: v1 had none of them, so a key of that name is not v1 data.
  const info = isRecord(doc.personalInfo) ? { ...doc.personalInfo, headline: '' } : undefined;
  return {
    ...doc,
    ...emptyV2Fields(),
    ...(info ? { personalInfo: info } : {}),
    schemaVersion: 2,
  };
}

// ---------------------------------------------------------------- coercion helpers

function isRecord(value: unknown): value is Doc {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asRecord(value: unknown): Doc {
  return isRecord(value) ? value : {};
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function str(value: unknown, max: number): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value).slice(0, max);
  return typeof value === 'string' ? value.slice(0, max) : '';
}

function month(value: unknown): string {
  const raw = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  const padded = raw.trim().padStart(2, '0');
  return MONTH_PATTERN.test(padded) ? padded : '';
}

function year(value: unknown): string {
  const raw = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  return YEAR_PATTERN.test(raw.trim()) ? raw.trim() : '';
}

function entryId(value: unknown, index: number, usedIds: Set<string>): string {
  let id = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  if (!id || id.length > L.id || usedIds.has(id)) id = newEntryId(usedIds, index + 1);
  usedIds.add(id);
  return id;
}
