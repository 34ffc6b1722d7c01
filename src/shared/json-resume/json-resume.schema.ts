import { z } from 'zod';

/**
 * JSON Resume (https://jsonresume.org/schema, schema 1.x) as we read it: an open standard
 * for a resume as one JSON object. The schema is lenient, and so are we where it is:
 * every field is optional, objects may carry properties the schema does not name, and
 * dates may be 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD'. We are also lenient where real files
 * commonly stray from it: `null` for an empty field, the pre-1.0 names `company` and
 * `website` on work entries, a date with a time part, and 'Present' as an end date.
 *
 * We are strict about size: the file, every text and every list has a limit, so a file
 * cannot make the server or the browser do unbounded work. A wrong type (a number where
 * the schema wants text) is an error that names the field.
 *
 * What TailorCV has no field for is never dropped silently: the conversion lists it
 * (`ConversionNote`, see from-json-resume.ts and to-json-resume.ts).
 */

export const JSON_RESUME_LIMITS = {
  /** The largest resume.json accepted, in bytes of UTF-8. */
  maxBytes: 512 * 1024,
  /** Any one text. */
  text: 20_000,
  /** Any one list (entries of a section, highlights, keywords …). */
  items: 300,
} as const;

/** The schema's own address, written into the files we export. */
export const JSON_RESUME_SCHEMA_URL =
  'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';
export const JSON_RESUME_VERSION = 'v1.0.0';

const L = JSON_RESUME_LIMITS;

/** A text field: absent, null or a string within the limit. */
const text = z
  .string({ error: 'Must be text.' })
  .max(L.text, { error: `Must be at most ${L.text} characters.` })
  .nullish();

const list = <T extends z.ZodType>(item: T) =>
  z
    .array(item, { error: 'Must be a list.' })
    .max(L.items, { error: `At most ${L.items} items.` })
    .nullish();

const textList = list(
  z
    .string({ error: 'Must be text.' })
    .max(L.text, { error: `Must be at most ${L.text} characters.` }),
);

const object = <T extends z.core.$ZodLooseShape>(shape: T) =>
  z.looseObject(shape, { error: 'Must be an object.' });

const jrLocationSchema = object({
  address: text,
  postalCode: text,
  city: text,
  countryCode: text,
  region: text,
});

export const jrProfileSchema = object({
  network: text,
  username: text,
  url: text,
});

export const jrBasicsSchema = object({
  name: text,
  label: text,
  image: text,
  email: text,
  phone: text,
  url: text,
  summary: text,
  location: jrLocationSchema.nullish(),
  profiles: list(jrProfileSchema),
});

export const jrWorkSchema = object({
  name: text,
  /** Before schema 1.0 the employer was `company` and its site `website`. */
  company: text,
  position: text,
  url: text,
  website: text,
  location: text,
  description: text,
  startDate: text,
  endDate: text,
  summary: text,
  highlights: textList,
  /** Not in the schema (its objects allow more properties): our tags, written on export. */
  keywords: textList,
});

export const jrEducationSchema = object({
  institution: text,
  url: text,
  area: text,
  studyType: text,
  startDate: text,
  endDate: text,
  score: text,
  courses: textList,
  /** Not in the schema: our education location, summary and highlights, written on export. */
  location: text,
  summary: text,
  highlights: textList,
});

export const jrSkillSchema = object({
  name: text,
  level: text,
  keywords: textList,
});

export const jrLanguageSchema = object({
  language: text,
  fluency: text,
});

export const jrCertificateSchema = object({
  name: text,
  date: text,
  issuer: text,
  url: text,
});

export const jrProjectSchema = object({
  name: text,
  description: text,
  highlights: textList,
  keywords: textList,
  startDate: text,
  endDate: text,
  url: text,
  roles: textList,
  entity: text,
  type: text,
});

export const jrVolunteerSchema = object({
  organization: text,
  position: text,
  url: text,
  startDate: text,
  endDate: text,
  summary: text,
  highlights: textList,
  /** Not in the schema: our volunteering location, written on export. */
  location: text,
});

export const jrAwardSchema = object({
  title: text,
  date: text,
  awarder: text,
  summary: text,
});

export const jrPublicationSchema = object({
  name: text,
  publisher: text,
  releaseDate: text,
  url: text,
  summary: text,
});

export const jrReferenceSchema = object({
  name: text,
  reference: text,
  /** Not in the schema: our reference's relationship and contact, written on export. */
  relationship: text,
  contact: text,
});

export const jrInterestSchema = object({
  name: text,
  keywords: textList,
});

export const JSON_RESUME_SECTIONS = [
  'basics',
  'work',
  'volunteer',
  'education',
  'awards',
  'certificates',
  'publications',
  'skills',
  'languages',
  'interests',
  'references',
  'projects',
] as const;

export const jsonResumeSchema = object({
  $schema: text,
  basics: jrBasicsSchema.nullish(),
  work: list(jrWorkSchema),
  volunteer: list(jrVolunteerSchema),
  education: list(jrEducationSchema),
  awards: list(jrAwardSchema),
  certificates: list(jrCertificateSchema),
  publications: list(jrPublicationSchema),
  skills: list(jrSkillSchema),
  languages: list(jrLanguageSchema),
  interests: list(jrInterestSchema),
  references: list(jrReferenceSchema),
  projects: list(jrProjectSchema),
  meta: object({}).nullish(),
});

export type JsonResumeInput = z.infer<typeof jsonResumeSchema>;

/**
 * What we write: the schema's shape, only the fields that have a value. (A type, not an
 * interface, so a written file is also valid input to `fromJsonResume`.)
 */
export type JsonResume = {
  $schema?: string;
  basics?: {
    name?: string;
    label?: string;
    email?: string;
    phone?: string;
    url?: string;
    summary?: string;
    location?: { city?: string; region?: string; countryCode?: string };
    profiles?: { network?: string; url: string }[];
  };
  work?: {
    name?: string;
    position?: string;
    startDate?: string;
    endDate?: string;
    summary?: string;
    highlights?: string[];
    keywords?: string[];
  }[];
  education?: {
    institution?: string;
    area?: string;
    studyType?: string;
    startDate?: string;
    endDate?: string;
    location?: string;
    summary?: string;
    highlights?: string[];
  }[];
  skills?: { name: string; keywords?: string[] }[];
  languages?: { language: string; fluency?: string }[];
  certificates?: { name: string; date?: string; issuer?: string }[];
  projects?: {
    name?: string;
    description?: string;
    highlights?: string[];
    keywords?: string[];
    startDate?: string;
    endDate?: string;
    url?: string;
    roles?: string[];
  }[];
  volunteer?: {
    organization?: string;
    position?: string;
    startDate?: string;
    endDate?: string;
    summary?: string;
    highlights?: string[];
    location?: string;
  }[];
  awards?: { title?: string; date?: string; awarder?: string; summary?: string }[];
  publications?: {
    name?: string;
    publisher?: string;
    releaseDate?: string;
    url?: string;
    summary?: string;
  }[];
  references?: { name?: string; reference?: string; relationship?: string; contact?: string }[];
  interests?: { name: string }[];
  meta?: { version: string; lastModified?: string };
};

/**
 * One thing a conversion could not carry over, counted over every entry it applies to:
 * `path` names the field with `[]` for "any entry" ('work[].location'), `reason` says why.
 */
export interface ConversionNote {
  path: string;
  count: number;
  reason: string;
}

/** Collects notes, one per path and reason, in the order they first occur. */
export class ConversionNotes {
  private readonly notes = new Map<string, ConversionNote>();

  add(path: string, reason: string, count = 1): void {
    if (count <= 0) return;
    const key = `${path}\n${reason}`;
    const note = this.notes.get(key);
    if (note) note.count += count;
    else this.notes.set(key, { path, count, reason });
  }

  list(): ConversionNote[] {
    return [...this.notes.values()].map((n) => ({ ...n }));
  }
}

/** "work[].location (3)": a note as one line of a summary. */
export function describeNote(note: ConversionNote): string {
  return `${note.path}${note.count > 1 ? ` (${note.count})` : ''}: ${note.reason}`;
}
