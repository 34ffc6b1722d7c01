import { z } from 'zod';

/**
 * Public links to a document (ADR 0034).
 *
 * Owner API, signed in; another user's document answers 404 like a missing one:
 * - `POST /api/documents/:id/share` `ShareBody` → `ShareSettings` (201 when the link is
 *   new, 200 when an existing link's settings changed). Fields left out keep their value
 *   (a new link: no password, no download, no indexing, a random slug); `password: ""` or
 *   `null` removes the password; a `slug` picks the link's name (409 when taken).
 * - `GET /api/documents/:id/share` → `ShareSettings` with the counts; 404 when not shared.
 * - `DELETE /api/documents/:id/share` → 204; the link answers 404 from then on.
 * - `GET /api/shares` → `{shares: ShareSummary[]}`: every shared document of the caller with
 *   its totals, for the cards of My Documents.
 *
 * Public pages, no sign-in: `GET /r/:slug` (the resume as HTML, or the password form),
 * `POST /r/:slug` (the password, as a form), `GET /r/:slug/pdf` (Download PDF when allowed).
 */

export const SHARE_LIMITS = {
  slugMin: 3,
  slugMax: 64,
  passwordMin: 4,
  passwordMax: 128,
  /** Random bytes of a generated slug (base64url: 22 characters, 128 bits). */
  randomSlugBytes: 16,
  /** Days of per-day counts the settings answer carries. */
  countDays: 30,
} as const;

/**
 * Names an owner cannot pick: words of the site's own paths and of the public page
 * (`/r/pdf/…` would read like a download), so no link looks like part of the site.
 */
const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'admin',
  'api',
  'app',
  'assets',
  'auth',
  'build',
  'download',
  'documents',
  'edit',
  'help',
  'login',
  'new',
  'null',
  'pdf',
  'private',
  'profile',
  'public',
  'r',
  'resume',
  'robots',
  'settings',
  'share',
  'shared',
  'static',
  'undefined',
  'www',
]);

/** Lowercase letters and digits, with single hyphens between them. */
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** An owner-picked link name, checked the same way in the dialog and by the server. */
export const shareSlugSchema = z
  .string({ error: 'The link name must be text.' })
  .trim()
  .toLowerCase()
  .min(SHARE_LIMITS.slugMin, {
    error: `The link name needs at least ${SHARE_LIMITS.slugMin} characters.`,
  })
  .max(SHARE_LIMITS.slugMax, {
    error: `The link name can have at most ${SHARE_LIMITS.slugMax} characters.`,
  })
  .regex(SLUG_PATTERN, {
    error: 'Use lowercase letters, digits and single hyphens (not at the start or end).',
  })
  .refine((slug) => !RESERVED_SLUGS.has(slug), {
    error: 'This link name is reserved. Choose another one.',
  });

/** What a `/r/:slug` path may hold at all: a picked name or a generated (base64url) one. */
export const SLUG_IN_PATH = /^[A-Za-z0-9_-]{3,64}$/;

const sharePasswordSchema = z
  .string({ error: 'The password must be text.' })
  .max(SHARE_LIMITS.passwordMax, {
    error: `The password can have at most ${SHARE_LIMITS.passwordMax} characters.`,
  })
  .refine((p) => p === '' || p.length >= SHARE_LIMITS.passwordMin, {
    error: `The password needs at least ${SHARE_LIMITS.passwordMin} characters.`,
  });

/** `POST /api/documents/:id/share` body; every field optional (see above). */
export const shareBodySchema = z.object({
  password: sharePasswordSchema.nullable().optional(),
  allow_download: z.boolean({ error: 'allow_download must be true or false.' }).optional(),
  allow_indexing: z.boolean({ error: 'allow_indexing must be true or false.' }).optional(),
  slug: shareSlugSchema.optional(),
});

export type ShareBody = z.input<typeof shareBodySchema>;
export type ShareInput = z.output<typeof shareBodySchema>;

const dayCountSchema = z.object({
  /** UTC day, YYYY-MM-DD. */
  day: z.string(),
  views: z.number().int(),
  downloads: z.number().int(),
});

/** The link's settings (never the password's hash) and its counts. */
export const shareSettingsSchema = z.object({
  document_id: z.string(),
  url: z.string(),
  slug: z.string(),
  has_password: z.boolean(),
  allow_download: z.boolean(),
  allow_indexing: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  counts: z.object({
    views: z.number().int(),
    downloads: z.number().int(),
    /** The last `SHARE_LIMITS.countDays` UTC days with any count, newest first. */
    days: z.array(dayCountSchema),
  }),
});

/** One shared document on My Documents: its link and the totals of every day. */
const shareSummarySchema = z.object({
  document_id: z.string(),
  url: z.string(),
  slug: z.string(),
  has_password: z.boolean(),
  allow_download: z.boolean(),
  views: z.number().int(),
  downloads: z.number().int(),
});

export const shareListSchema = z.object({ shares: z.array(shareSummarySchema) });

export type ShareSettings = z.infer<typeof shareSettingsSchema>;
export type ShareSummary = z.infer<typeof shareSummarySchema>;
export type DayCount = z.infer<typeof dayCountSchema>;

export const SHARE_NOTICES = {
  notShared: 'This document has no public link.',
  slugTaken: 'That link name is already in use. Choose another one.',
  onlyResumes: 'Only resumes can be shared with a public link.',
} as const;

/** "12 views · 3 downloads", "1 view · 0 downloads". */
export function countsText(counts: { views: number; downloads: number }): string {
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return `${plural(counts.views, 'view')} · ${plural(counts.downloads, 'download')}`;
}
