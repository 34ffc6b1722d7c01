import { z } from 'zod';
import {
  DEFAULT_LANGUAGE,
  DEFAULT_STYLE,
  SECTION_IDS,
  defaultLayout,
  defaultStyle,
} from './resume-defaults.ts';
import { RESUME_LIMITS as L } from './resume.limits.ts';

export { SECTION_IDS } from './resume-defaults.ts';

/**
 * The resume document. One schema for the
 * builder, the API and the document engine. Stored as JSONB with a `schemaVersion`;
 * older versions are upgraded by `migrateResume` (migrate-resume.ts).
 *
 * The stored document is deliberately lenient about *completeness* (an entry may lack a
 * start date, say, because it came from an imported CV): refusing to save it would lose
 * work. The add/edit forms are strict (resume-forms.schema.ts). Limits on every string
 * and list apply everywhere.
 */

export const RESUME_SCHEMA_VERSION = 2 as const;

const tooLong = (max: number) => `Must be at most ${max} characters.`;
const text = (max: number) => z.string().max(max, { error: tooLong(max) });

export const MONTH_PATTERN = /^(0[1-9]|1[0-2])$/;
export const YEAR_PATTERN = /^(19|20)\d{2}$/;

/** '01'…'12', or '' when not given. */
export const monthSchema = z.union([
  z.literal(''),
  z.string().regex(MONTH_PATTERN, { error: 'Choose a month.' }),
]);
/** 'YYYY', or '' when not given. */
export const yearSchema = z.union([
  z.literal(''),
  z.string().regex(YEAR_PATTERN, { error: 'Choose a year.' }),
]);

const entryIdSchema = z.string().min(1).max(L.id);

const HTTP_URL_MESSAGE = 'Enter a web address starting with http:// or https://';

/** True for an absolute http: or https: URL (no javascript:, data:, mailto: …). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const httpUrlSchema = z
  .string()
  .trim()
  .max(L.url, { error: tooLong(L.url) })
  .refine(isHttpUrl, { error: HTTP_URL_MESSAGE });

/** A web address that may be left empty (a project without a page). */
const optionalHttpUrlSchema = z
  .string()
  .trim()
  .max(L.url, { error: tooLong(L.url) })
  .refine((v) => v === '' || isHttpUrl(v), { error: HTTP_URL_MESSAGE });

export const linkSchema = z.object({
  label: text(L.shortText).default(''),
  url: httpUrlSchema,
});

export const personalInfoSchema = z.object({
  fullName: text(L.shortText).default(''),
  /** A short line under the name ('Senior data engineer'). */
  headline: text(L.shortText).default(''),
  email: text(L.shortText).default(''),
  phone: text(L.phone).default(''),
  location: text(L.shortText).default(''),
  summary: text(L.summary).default(''),
  links: z
    .array(linkSchema)
    .max(L.links, { error: `At most ${L.links} links.` })
    .default([]),
});

/** A tag or skill name: trimmed, not empty, short. */
export const tagSchema = z
  .string()
  .trim()
  .min(1, { error: 'Must not be empty.' })
  .max(L.tag, { error: tooLong(L.tag) });

/** An entry's start and end, each part optional (an imported entry may lack one). */
const dateRangeShape = {
  startMonth: monthSchema.default(''),
  startYear: yearSchema.default(''),
  endMonth: monthSchema.default(''),
  endYear: yearSchema.default(''),
};

/** The keyword tags of a job or a project, for the ATS match. */
const entryTags = () =>
  z
    .array(tagSchema)
    .max(L.tagsPerEntry, { error: `At most ${L.tagsPerEntry} tags.` })
    .default([]);

export const experienceEntrySchema = z.object({
  id: entryIdSchema,
  jobTitle: text(L.shortText).default(''),
  company: text(L.shortText).default(''),
  ...dateRangeShape,
  isCurrentJob: z.boolean().default(false),
  description: text(L.description).default(''),
  tags: entryTags(),
});

export const educationEntrySchema = z.object({
  id: entryIdSchema,
  school: text(L.shortText).default(''),
  degree: text(L.shortText).default(''),
  fieldOfStudy: text(L.shortText).default(''),
  location: text(L.shortText).default(''),
  ...dateRangeShape,
  isCurrent: z.boolean().default(false),
  description: text(L.description).default(''),
});

/** A skill with an optional category ('Languages', 'Tools' …); the preview groups by category. */
export const skillSchema = z.object({
  name: tagSchema,
  category: z
    .string()
    .trim()
    .max(L.tag, { error: tooLong(L.tag) })
    .default(''),
});

export const LANGUAGE_LEVELS = ['Native', 'Fluent', 'Advanced', 'Intermediate', 'Basic'] as const;
export type LanguageLevel = (typeof LANGUAGE_LEVELS)[number];

export const languageSchema = z.object({
  name: tagSchema,
  level: z.enum(LANGUAGE_LEVELS).or(z.literal('')).default(''),
});

export const certificationSchema = z.object({
  id: entryIdSchema,
  name: z
    .string()
    .trim()
    .min(1, { error: 'Must not be empty.' })
    .max(L.shortText, { error: tooLong(L.shortText) }),
  issuer: text(L.shortText).default(''),
  year: yearSchema.default(''),
});

export function withinSkillGroupLimit(skills: readonly { category: string }[]): boolean {
  return new Set(skills.map((s) => s.category.toLowerCase())).size <= L.skillGroups;
}

const skillsSchema = z
  .array(skillSchema)
  .max(L.skills, { error: `At most ${L.skills} skills.` })
  .refine(withinSkillGroupLimit, { error: `At most ${L.skillGroups} skill categories.` });

/** Template ids are the catalogue's numbers today; any short slug is accepted for later catalogues. */
export const templateIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'Not a template id.' })
  .max(L.templateId);

/** The posting this resume is tailored to: kept with the document, optional. */
export const TARGET_JOB_LIMITS = { title: 200, company: 200, description: 20_000 } as const;

export const targetJobSchema = z.object({
  title: text(TARGET_JOB_LIMITS.title).default(''),
  company: text(TARGET_JOB_LIMITS.company).default(''),
  description: text(TARGET_JOB_LIMITS.description).default(''),
});

export const projectEntrySchema = z.object({
  id: entryIdSchema,
  name: text(L.shortText).default(''),
  role: text(L.shortText).default(''),
  url: optionalHttpUrlSchema.default(''),
  ...dateRangeShape,
  isCurrent: z.boolean().default(false),
  description: text(L.description).default(''),
  tags: entryTags(),
});

export const volunteeringEntrySchema = z.object({
  id: entryIdSchema,
  role: text(L.shortText).default(''),
  organization: text(L.shortText).default(''),
  location: text(L.shortText).default(''),
  ...dateRangeShape,
  isCurrent: z.boolean().default(false),
  description: text(L.description).default(''),
});

export const awardSchema = z.object({
  id: entryIdSchema,
  title: text(L.shortText).default(''),
  issuer: text(L.shortText).default(''),
  year: yearSchema.default(''),
  description: text(L.description).default(''),
});

export const publicationSchema = z.object({
  id: entryIdSchema,
  title: text(L.mediumText).default(''),
  publisher: text(L.shortText).default(''),
  year: yearSchema.default(''),
  url: optionalHttpUrlSchema.default(''),
  description: text(L.description).default(''),
});

export const referenceSchema = z.object({
  id: entryIdSchema,
  name: text(L.shortText).default(''),
  relationship: text(L.shortText).default(''),
  /** Free text: an email, a phone number, or 'Available on request'. */
  contact: text(L.mediumText).default(''),
});

const customEntrySchema = z.object({
  id: entryIdSchema,
  title: text(L.shortText).default(''),
  subtitle: text(L.shortText).default(''),
  /** Free text, since custom sections hold anything from a single year to 'Spring 2020'. */
  date: text(L.customDate).default(''),
  description: text(L.description).default(''),
  url: optionalHttpUrlSchema.default(''),
});

const customSectionSchema = z.object({
  id: entryIdSchema,
  title: text(L.sectionTitle).default(''),
  entries: z
    .array(customEntrySchema)
    .max(L.customEntries, { error: `At most ${L.customEntries} entries in a section.` })
    .default([]),
});

// ---------------------------------------------------------------- layout

const CUSTOM_SECTION_PREFIX = 'custom:';

/** The layout id of a custom section: `custom:<its id>`. */
function customSectionLayoutId(customSectionId: string): string {
  return `${CUSTOM_SECTION_PREFIX}${customSectionId}`;
}

/** True for a built-in section id or `custom:<id>` with an id of entry-id shape. */
function isSectionIdShape(value: string): boolean {
  if ((SECTION_IDS as readonly string[]).includes(value)) return true;
  if (!value.startsWith(CUSTOM_SECTION_PREFIX)) return false;
  const id = value.slice(CUSTOM_SECTION_PREFIX.length);
  return id.length > 0 && id.length <= L.id;
}

const MAX_LAYOUT_SECTIONS = SECTION_IDS.length + L.customSections;

const sectionIdSchema = z
  .string()
  .max(CUSTOM_SECTION_PREFIX.length + L.id, { error: 'Unknown section id.' })
  .refine(isSectionIdShape, {
    error: (issue) => `Unknown section id: ${String(issue.input)}.`,
  });

const sectionIdListSchema = z
  .array(sectionIdSchema)
  .max(MAX_LAYOUT_SECTIONS, { error: `At most ${MAX_LAYOUT_SECTIONS} sections.` });

export const layoutSchema = z.object({
  /** Every section in print order; `normalizeLayout` completes and cleans it. */
  section_order: sectionIdListSchema.default([...SECTION_IDS]),
  hidden_sections: sectionIdListSchema.default([]),
  /** A section's own heading instead of its default one. */
  section_titles: z
    .record(sectionIdSchema, text(L.sectionTitle))
    .refine((titles) => Object.keys(titles).length <= MAX_LAYOUT_SECTIONS, {
      error: `At most ${MAX_LAYOUT_SECTIONS} section titles.`,
    })
    .default({}),
});
export type ResumeLayout = z.infer<typeof layoutSchema>;

/**
 * The layout as consumers may rely on it: each id once, ids of deleted custom sections gone,
 * blank titles gone, and every section present in `section_order` (one missing from it,
 * such as a new custom section, goes last). Dropping stale ids rather than refusing them
 * keeps a stored document readable after its custom section was deleted elsewhere.
 */
export function normalizeLayout(
  layout: ResumeLayout,
  customSections: readonly { id: string }[],
): ResumeLayout {
  const known: string[] = [
    ...SECTION_IDS,
    ...customSections.map((s) => customSectionLayoutId(s.id)),
  ];
  const knownSet = new Set(known);
  const order = [...new Set(layout.section_order.filter((id) => knownSet.has(id)))];
  for (const id of known) if (!order.includes(id)) order.push(id);
  return {
    section_order: order,
    hidden_sections: [...new Set(layout.hidden_sections.filter((id) => knownSet.has(id)))],
    section_titles: Object.fromEntries(
      Object.entries(layout.section_titles)
        .map(([id, title]) => [id, title.trim()] as const)
        .filter(([id, title]) => knownSet.has(id) && title !== ''),
    ),
  };
}

// ---------------------------------------------------------------- style

/** A base font or a font-pairing id (lower-case slug); the builder offers the pairings. */
const FONT_ID_PATTERN = /^[a-z][a-z0-9-]*$/;
const DENSITIES = ['compact', 'comfortable', 'spacious'] as const;
const PAGE_SIZES = ['A4', 'Letter'] as const;
const FONT_SCALE_RANGE = { min: 0.85, max: 1.15 } as const;

const FONT_SCALE_MESSAGE = `Font scale must be between ${FONT_SCALE_RANGE.min} and ${FONT_SCALE_RANGE.max}.`;

export const styleSchema = z.object({
  accent_color: z
    .string()
    .regex(/^#[0-9A-Fa-f]{6}$/, { error: 'Enter a colour as #RRGGBB, for example #2563eb.' })
    .toLowerCase()
    .default(DEFAULT_STYLE.accent_color),
  font: z
    .string()
    .max(L.fontId, { error: tooLong(L.fontId) })
    .regex(FONT_ID_PATTERN, { error: 'Choose a font: sans, serif, mono or a font pairing.' })
    .default(DEFAULT_STYLE.font),
  font_scale: z
    .number({ error: FONT_SCALE_MESSAGE })
    .min(FONT_SCALE_RANGE.min, { error: FONT_SCALE_MESSAGE })
    .max(FONT_SCALE_RANGE.max, { error: FONT_SCALE_MESSAGE })
    .default(DEFAULT_STYLE.font_scale),
  density: z
    .enum(DENSITIES, { error: 'Density must be compact, comfortable or spacious.' })
    .default(DEFAULT_STYLE.density),
  page_size: z
    .enum(PAGE_SIZES, { error: 'Page size must be A4 or Letter.' })
    .default(DEFAULT_STYLE.page_size),
});

// ---------------------------------------------------------------- language

/** BCP 47 shape: a 2–3 letter language, then subtags of 1–8 letters or digits. */
const LANGUAGE_TAG_PATTERN = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*$/;

/** True for a well-formed BCP 47 tag that the runtime's Intl accepts. */
export function isLanguageTag(value: string): boolean {
  if (!LANGUAGE_TAG_PATTERN.test(value)) return false;
  try {
    return Intl.getCanonicalLocales(value).length === 1;
  } catch {
    return false;
  }
}

/** The language the resume is written in; canonical case ('en-gb' is kept as 'en-GB'). */
const languageTagSchema = z
  .string()
  .trim()
  .max(L.languageTag, { error: tooLong(L.languageTag) })
  .refine(isLanguageTag, { error: 'Enter a language tag such as en, en-GB or pt-BR.' })
  .overwrite((tag) => (isLanguageTag(tag) ? (Intl.getCanonicalLocales(tag)[0] ?? tag) : tag));

const EMPTY_PERSONAL_INFO = {
  fullName: '',
  headline: '',
  email: '',
  phone: '',
  location: '',
  summary: '',
  links: [],
};

/** Custom section ids are unique, so that `custom:<id>` in the layout names one section. */
function hasUniqueIds(items: readonly { id: string }[]): boolean {
  return new Set(items.map((i) => i.id)).size === items.length;
}

export const customSectionsSchema = z
  .array(customSectionSchema)
  .max(L.customSections, { error: `At most ${L.customSections} custom sections.` })
  .refine(hasUniqueIds, { error: 'Each custom section needs its own id.' });

/** The v2 fields every shape of the resume (document, API) shares under the same names. */
export const v2Shape = {
  projects: z
    .array(projectEntrySchema)
    .max(L.projects, { error: `At most ${L.projects} projects.` })
    .default([]),
  volunteering: z
    .array(volunteeringEntrySchema)
    .max(L.volunteering, { error: `At most ${L.volunteering} volunteering entries.` })
    .default([]),
  awards: z
    .array(awardSchema)
    .max(L.awards, { error: `At most ${L.awards} awards.` })
    .default([]),
  publications: z
    .array(publicationSchema)
    .max(L.publications, { error: `At most ${L.publications} publications.` })
    .default([]),
  references: z
    .array(referenceSchema)
    .max(L.references, { error: `At most ${L.references} references.` })
    .default([]),
  interests: z
    .array(tagSchema)
    .max(L.interests, { error: `At most ${L.interests} interests.` })
    .default([]),
  layout: layoutSchema.default(defaultLayout),
  style: styleSchema.default(defaultStyle),
  language: languageTagSchema.default(DEFAULT_LANGUAGE),
};

/** The document's fields before the layout is normalised against its custom sections. */
export const resumeDataObjectSchema = z.object({
  schemaVersion: z.literal(RESUME_SCHEMA_VERSION).default(RESUME_SCHEMA_VERSION),
  personalInfo: personalInfoSchema.default(EMPTY_PERSONAL_INFO),
  experience: z
    .array(experienceEntrySchema)
    .max(L.experience, { error: `At most ${L.experience} experience entries.` })
    .default([]),
  education: z
    .array(educationEntrySchema)
    .max(L.education, { error: `At most ${L.education} education entries.` })
    .default([]),
  skills: skillsSchema.default([]),
  languages: z
    .array(languageSchema)
    .max(L.languages, { error: `At most ${L.languages} languages.` })
    .default([]),
  certifications: z
    .array(certificationSchema)
    .max(L.certifications, { error: `At most ${L.certifications} certifications.` })
    .default([]),
  ...v2Shape,
  customSections: customSectionsSchema.default([]),
  /** Absent until a target job is pasted; older documents simply lack it. */
  targetJob: targetJobSchema.optional(),
});

export const resumeDataSchema = resumeDataObjectSchema.transform((doc) => ({
  ...doc,
  layout: normalizeLayout(doc.layout, doc.customSections),
}));

export type Link = z.infer<typeof linkSchema>;
export type PersonalInfo = z.infer<typeof personalInfoSchema>;
export type ExperienceEntry = z.infer<typeof experienceEntrySchema>;
export type EducationEntry = z.infer<typeof educationEntrySchema>;
export type Skill = z.infer<typeof skillSchema>;
export type Language = z.infer<typeof languageSchema>;
export type Certification = z.infer<typeof certificationSchema>;
export type TargetJob = z.infer<typeof targetJobSchema>;
export type ResumeData = z.infer<typeof resumeDataSchema>;

export function emptyResume(): ResumeData {
  return resumeDataSchema.parse({});
}

/** True when the document holds nothing a person typed (an untouched builder). */
export function isEmptyResume(data: ResumeData): boolean {
  const p = data.personalInfo;
  return (
    !p.fullName.trim() &&
    !p.headline.trim() &&
    !p.email.trim() &&
    !p.phone.trim() &&
    !p.location.trim() &&
    !p.summary.trim() &&
    p.links.length === 0 &&
    data.experience.length === 0 &&
    data.education.length === 0 &&
    data.skills.length === 0 &&
    data.languages.length === 0 &&
    data.certifications.length === 0 &&
    data.projects.length === 0 &&
    data.volunteering.length === 0 &&
    data.awards.length === 0 &&
    data.publications.length === 0 &&
    data.references.length === 0 &&
    data.interests.length === 0 &&
    data.customSections.length === 0
  );
}

/**
 * A new entry id. Entry ids are timestamp strings; two entries created in the same
 * millisecond (an import, a fast double click) get the next free number instead.
 */
export function newEntryId(existing: Iterable<string>, now: number = Date.now()): string {
  const taken = new Set(existing);
  let n = now;
  while (taken.has(String(n))) n += 1;
  return String(n);
}
