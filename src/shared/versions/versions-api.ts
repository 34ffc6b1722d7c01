import { z } from 'zod';
import { coverLetterDataSchema } from '../cover-letter/cover-letter.schema.ts';
import { resumeDataSchema } from '../resume/resume.schema.ts';

/**
 * Version history of a document (`/api/documents/:id/versions`): earlier states of its
 * title, template and data, kept by the server as saves change them.
 *
 * - `GET …/versions` → `{versions: VersionListItem[]}`, newest first, each with a summary of
 *   what changed against the version before it.
 * - `GET …/versions/:vid` → `VersionDetail` (the version's title, template and data).
 * - `PATCH …/versions/:vid` `{name}` → `VersionListItem` (a blank or null name removes it).
 * - `POST …/versions/:vid/restore` `{version}` → the document as `GET /api/documents/:id`
 *   answers it; a stale `version` → 409 with the document as saved now, like a save.
 *
 * Another user's document or version, a version of another document and a trashed document
 * answer 404 on every route.
 */

const VERSION_REASONS = ['save', 'import', 'template', 'restore'] as const;
export type VersionReason = (typeof VERSION_REASONS)[number];

export const VERSION_LIMITS = {
  /** Unnamed versions beyond the newest this many are deleted; named ones are always kept. */
  keep: 50,
  /** A save this soon after the newest 'save' version's last update folds into it. */
  coalesceMs: 10 * 60 * 1000,
  name: 80,
} as const;

/** What a save may say about itself: the content came from an import (CV, LinkedIn). */
export const saveVersionReasonSchema = z.literal('import', {
  error: "version_reason must be 'import' when given.",
});

const versionIdSchema = z.uuid();

/** `PATCH …/versions/:vid`: trimmed; blank or null removes the name. */
export const versionNameBodySchema = z.object({
  name: z
    .string({ error: 'name must be text or null.' })
    .trim()
    .max(VERSION_LIMITS.name, { error: `Must be at most ${VERSION_LIMITS.name} characters.` })
    .nullable()
    .transform((name) => (name ? name : null)),
});

/** `POST …/versions/:vid/restore`: the document version the editor holds. */
export const versionRestoreBodySchema = z.object({
  version: z
    .number({ error: 'version must be the whole number the editor holds.' })
    .int({ error: 'version must be a whole number.' })
    .min(1, { error: 'version must be the whole number the editor holds.' })
    .max(2_147_483_647),
});

const reasonSchema = z.enum(VERSION_REASONS);

export const versionListItemSchema = z.object({
  id: versionIdSchema,
  created_at: z.string(),
  updated_at: z.string(),
  reason: reasonSchema,
  name: z.string().optional(),
  /** What changed against the version before it ("Experience: 3 → 4 entries"; "Created"). */
  summary: z.array(z.string()),
});

export const versionListSchema = z.object({ versions: z.array(versionListItemSchema) });

const detailShape = {
  id: versionIdSchema,
  created_at: z.string(),
  reason: reasonSchema,
  name: z.string().optional(),
  title: z.string(),
  template_id: z.string().nullable(),
  summary: z.array(z.string()),
};

export const versionDetailSchema = z.discriminatedUnion('kind', [
  z.object({ ...detailShape, kind: z.literal('resume'), data: resumeDataSchema }),
  z.object({ ...detailShape, kind: z.literal('cover_letter'), data: coverLetterDataSchema }),
]);

export type VersionListItem = z.infer<typeof versionListItemSchema>;
export type VersionDetail = z.infer<typeof versionDetailSchema>;

/** The reasons in words, as the History panel lists them. */
export const VERSION_REASON_LABELS: Readonly<Record<VersionReason, string>> = {
  save: 'Saved',
  import: 'Imported',
  template: 'Template changed',
  restore: 'Before a restore',
};

export const VERSION_NOTICES = {
  notFound: 'This version does not exist or is not yours.',
  conflict: 'This document was saved from another tab or device. Reload it, then restore again.',
  restored: 'Version restored',
  named: 'Version name saved',
  noChanges: 'No changes',
} as const;
