import { and, eq, isNull, sql } from 'drizzle-orm';
import { keepStoredV2Fields, migrateResume } from '#shared/resume/migrate-resume.ts';
import {
  completeSections,
  isPreV2Body,
  resumeFromApi,
  resumeToApi,
  type ResumeApiDocument,
  type ResumePut,
  type ResumeSaved,
} from '#shared/resume/resume-api.ts';
import { emptyResume, type ResumeData } from '#shared/resume/resume.schema.ts';
import type { Db } from '../../db/client.ts';
import { documents } from '../../db/schema/documents.ts';

export type SaveResult =
  | { ok: true; saved: ResumeSaved }
  /** The version named by the save is not the saved one: `current` is what is saved now. */
  | { ok: false; current: ResumeApiDocument };

const DEFAULT_TITLE = 'My Resume';

function apiDocument(
  data: ResumeData,
  row: { templateId: string | null; version: number; updatedAt: Date | null },
): ResumeApiDocument {
  return {
    ...resumeToApi(data),
    template_id: row.templateId,
    version: row.version,
    updated_at: row.updatedAt ? row.updatedAt.toISOString() : null,
  };
}

/**
 * The user's default resume (the one `resume_data` record per user of `/api/resume`), in
 * `documents`. Every query is keyed by the session's user id, which the routes take
 * from `c.var.user`; nothing here accepts a user id from the request body.
 *
 * Saves use optimistic concurrency: a save names the version it started from (0 when
 * there was none); the update only matches that version, and the first insert only
 * succeeds when there is no default resume yet. Otherwise the caller gets the current
 * document back and nothing is written.
 */
export function createResumeService(db: Db) {
  const isDefaultResumeOf = (userId: string) =>
    and(
      eq(documents.userId, userId),
      eq(documents.kind, 'resume'),
      eq(documents.isDefault, true),
      isNull(documents.deletedAt),
    );

  const returning = { version: documents.version, updatedAt: documents.updatedAt };

  // The builder's save, the hot path (bench/suites/resume-save.ts budgets it): a named
  // prepared statement, so neither Drizzle nor PostgreSQL builds or plans it again per save.
  const updateDefaultResume = db
    .update(documents)
    .set({
      templateId: sql`${sql.placeholder('templateId')}`,
      // Sent as JSON text (what Drizzle's jsonb column sends too), cast by PostgreSQL.
      data: sql`${sql.placeholder('data')}::jsonb`,
      version: sql`${documents.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(documents.userId, sql.placeholder('userId')),
        eq(documents.kind, 'resume'),
        eq(documents.isDefault, true),
        isNull(documents.deletedAt),
        eq(documents.version, sql.placeholder('version')),
      ),
    )
    .returning(returning)
    .prepare('tailorcv_resume_update');

  async function load(userId: string): Promise<ResumeApiDocument> {
    const [row] = await db
      .select({
        data: documents.data,
        templateId: documents.templateId,
        version: documents.version,
        updatedAt: documents.updatedAt,
      })
      .from(documents)
      .where(isDefaultResumeOf(userId))
      .limit(1);
    // No resume yet is not an error: the builder starts from an empty one, version 0.
    if (!row) return apiDocument(emptyResume(), { templateId: null, version: 0, updatedAt: null });
    // Stored documents are upgraded to the current schema; unreadable ones throw (a 500).
    return apiDocument(migrateResume(row.data), row);
  }

  async function save(userId: string, input: ResumePut): Promise<SaveResult> {
    let data = resumeFromApi(completeSections(input));
    if (input.version > 0 && isPreV2Body(input)) {
      // Read at the version the save names: if that is no longer the stored one, the
      // update below matches nothing and the caller gets the 409 anyway.
      const [stored] = await db
        .select({ data: documents.data })
        .from(documents)
        .where(and(isDefaultResumeOf(userId), eq(documents.version, input.version)))
        .limit(1);
      if (stored) data = keepStoredV2Fields(data, migrateResume(stored.data));
    }
    const written = { templateId: input.template_id, data };
    const [row] =
      input.version === 0
        ? await db
            .insert(documents)
            .values({
              userId,
              kind: 'resume',
              title: DEFAULT_TITLE,
              isDefault: true,
              version: 1,
              ...written,
            })
            .onConflictDoNothing({
              target: documents.userId,
              // Names the partial unique index (one live default resume per user).
              where: sql`is_default and kind = 'resume' and deleted_at is null`,
            })
            .returning(returning)
        : await updateDefaultResume.execute({
            templateId: input.template_id,
            data: JSON.stringify(data),
            userId,
            version: input.version,
          });
    if (row) {
      return {
        ok: true,
        saved: { version: row.version, updated_at: row.updatedAt.toISOString() },
      };
    }
    return { ok: false, current: await load(userId) };
  }

  return { load, save };
}

export type ResumeService = ReturnType<typeof createResumeService>;
