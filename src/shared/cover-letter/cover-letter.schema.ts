import { z } from 'zod';
import { RESUME_LIMITS } from '../resume/resume.limits.ts';
import { linkSchema, templateIdSchema } from '../resume/resume.schema.ts';

/**
 * The cover letter document. One schema for the editor, the documents API
 * (`data` of a `cover_letter` document), the drafting route and the document engine.
 * Stored as JSONB with a `schemaVersion`, like the resume.
 *
 * Like the resume, the stored letter is lenient about completeness (an empty greeting
 * is a letter in progress, not an error) and strict about limits: every string and
 * list has a maximum.
 */

const COVER_LETTER_SCHEMA_VERSION = 1 as const;

export const COVER_LETTER_LIMITS = {
  /** Ids of linked documents: H1's document ids are UUIDs; room for other generators. */
  id: 64,
  shortText: 120,
  phone: 60,
  /** Role applied for and company: the target job's own limits. */
  jobField: 200,
  address: 300,
  greeting: 200,
  closing: 120,
  paragraphs: 10,
  paragraph: 3_000,
  links: RESUME_LIMITS.links,
  /** Traced sentences of a draft kept with the letter. */
  sentences: 80,
  sentence: 1_000,
  sourcesPerSentence: 12,
  /** A resume field path such as 'experience[0].jobTitle'. */
  fieldPath: 80,
  reason: 300,
  /** The largest letter as JSON, in bytes (a full letter with its trace is about 10 KB). */
  maxBodyBytes: 64 * 1024,
} as const;

const L = COVER_LETTER_LIMITS;
const tooLong = (max: number) => `Must be at most ${max} characters.`;
const text = (max: number) => z.string().max(max, { error: tooLong(max) });

export const COVER_LETTER_TONES = ['formal', 'warm', 'concise'] as const;
export type CoverLetterTone = (typeof COVER_LETTER_TONES)[number];

export const TONE_LABELS: Readonly<Record<CoverLetterTone, string>> = {
  formal: 'Formal',
  warm: 'Warm',
  concise: 'Concise',
};

/** 'YYYY-MM-DD' (a real calendar day), or '' when the letter has no date yet. */
const letterDateSchema = z.union([
  z.literal(''),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Enter a date as YYYY-MM-DD.' })
    .refine(isCalendarDate, { error: 'Enter a real date.' }),
]);

export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** Who writes: filled from the linked resume's personal details, editable. */
const senderSchema = z.object({
  fullName: text(L.shortText).default(''),
  email: text(L.shortText).default(''),
  phone: text(L.phone).default(''),
  location: text(L.shortText).default(''),
  links: z
    .array(linkSchema)
    .max(L.links, { error: `At most ${L.links} links.` })
    .default([]),
});

/** Who reads: every field optional. */
const recipientSchema = z.object({
  /** The hiring manager's name, when known ('Dana Smith'). */
  name: text(L.shortText).default(''),
  title: text(L.shortText).default(''),
  company: text(L.jobField).default(''),
  address: text(L.address).default(''),
});

/**
 * What a traced sentence rests on: facts of the resume, what the posting says about the
 * company, or the letter's framing (one of the fixed sentences of framing.ts, which state
 * nothing about the person).
 */
const TRACE_BASES = ['resume', 'posting', 'framing'] as const;
export type TraceBasis = (typeof TRACE_BASES)[number];

/**
 * Where a drafted sentence came from. `sources` are resume field paths such as
 * `experience[0].jobTitle` or `targetJob.company`, or spans of the posting
 * (`targetJob.description[120-187]`); `flagged` marks a sentence that claims something
 * the resume does not support (a model's draft only), with the reason. `basis` is absent
 * for a sentence nothing traces (a model's sentence in plain words, or a letter drafted
 * before sentences had one).
 */
export const traceSentenceSchema = z.object({
  text: text(L.sentence),
  sources: z
    .array(text(L.fieldPath))
    .max(L.sourcesPerSentence, { error: `At most ${L.sourcesPerSentence} sources.` })
    .default([]),
  flagged: z.boolean().default(false),
  reason: text(L.reason).default(''),
  basis: z.enum(TRACE_BASES).optional(),
});

export const coverLetterDataSchema = z.object({
  schemaVersion: z.literal(COVER_LETTER_SCHEMA_VERSION).default(COVER_LETTER_SCHEMA_VERSION),
  /** The resume this letter goes with (its look and its target job); null when none. */
  resumeId: z.string().min(1).max(L.id).nullable().default(null),
  /**
   * The catalogue template used when no resume is linked (or the linked one has none);
   * a linked resume's template wins so the two documents match.
   */
  templateId: templateIdSchema.nullable().default(null),
  sender: senderSchema.default({ fullName: '', email: '', phone: '', location: '', links: [] }),
  recipient: recipientSchema.default({ name: '', title: '', company: '', address: '' }),
  date: letterDateSchema.default(''),
  /** The role applied for. */
  role: text(L.jobField).default(''),
  greeting: text(L.greeting).default(''),
  paragraphs: z
    .array(text(L.paragraph))
    .max(L.paragraphs, { error: `At most ${L.paragraphs} paragraphs.` })
    .default([]),
  closing: text(L.closing).default(''),
  signature: text(L.shortText).default(''),
  tone: z.enum(COVER_LETTER_TONES).default('formal'),
  /** The last draft's traced sentences; a sentence shows its sources while it is unchanged. */
  trace: z
    .array(traceSentenceSchema)
    .max(L.sentences, { error: `At most ${L.sentences} traced sentences.` })
    .default([]),
});

export type Sender = z.infer<typeof senderSchema>;
export type Recipient = z.infer<typeof recipientSchema>;
export type TraceSentence = z.infer<typeof traceSentenceSchema>;
export type CoverLetterData = z.infer<typeof coverLetterDataSchema>;
export type CoverLetterDataInput = z.input<typeof coverLetterDataSchema>;

export function emptyCoverLetter(): CoverLetterData {
  return coverLetterDataSchema.parse({});
}

/** True when the letter holds nothing a person wrote (greeting, body, closing). */
export function hasLetterText(data: CoverLetterData): boolean {
  return (
    data.greeting.trim() !== '' ||
    data.paragraphs.some((p) => p.trim() !== '') ||
    data.closing.trim() !== ''
  );
}

/** True when nothing at all was entered: safe to replace without asking. */
export function isEmptyCoverLetter(data: CoverLetterData): boolean {
  const s = data.sender;
  const r = data.recipient;
  return (
    !hasLetterText(data) &&
    !data.role.trim() &&
    !data.signature.trim() &&
    !s.fullName.trim() &&
    !s.email.trim() &&
    !s.phone.trim() &&
    !s.location.trim() &&
    s.links.length === 0 &&
    !r.name.trim() &&
    !r.title.trim() &&
    !r.company.trim() &&
    !r.address.trim()
  );
}
