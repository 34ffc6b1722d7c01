import { and, eq, isNull, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
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
import {
  coalesceCutoff,
  isoTime,
  keepVersion,
  keepVersionCtes,
  type Clock,
} from '../versions/keep-version.ts';

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
export function createResumeService(db: Db, opts: { now?: Clock } = {}) {
  const now = opts.now ?? (() => new Date());
  const isDefaultResumeOf = (userId: string) =>
    and(
      eq(documents.userId, userId),
      eq(documents.kind, 'resume'),
      eq(documents.isDefault, true),
      isNull(documents.deletedAt),
    );

  const returning = { version: documents.version, updatedAt: documents.updatedAt };

  // The builder's save, the hot path (bench/suites/resume-save.ts budgets it): one statement
  // that updates the row at the version the save names and keeps a version of it when its
  // content changed (keep-version.ts), prepared once by name, so neither Drizzle nor
  // PostgreSQL builds or plans it again per save. `p` is the row as it was: the statement
  // does not see its own update.
  const param = (name: string) => sql.placeholder(name);
  const saveQuery = new PgDialect().sqlToQuery(sql`with saved as (
      update documents d
      set template_id = ${param('templateId')},
        data = ${param('data')}::jsonb,
        version = d.version + 1,
        updated_at = now()
      from documents p
      where p.id = d.id and d.user_id = ${param('userId')} and d.kind = 'resume' and d.is_default
        and d.deleted_at is null and d.version = ${param('version')}
      returning d.id, d.user_id, d.title, d.template_id, d.data, d.version, d.updated_at,
        (d.data is distinct from p.data or d.template_id is distinct from p.template_id) as changed,
        case when ${param('reason')}::text = 'import' then 'import'
          when d.template_id is distinct from p.template_id then 'template'
          else 'save' end as reason
    ),
    ${keepVersionCtes(sql`${param('now')}::timestamptz`, sql`${param('cutoff')}::timestamptz`)}
    select version, ${isoTime('updated_at')} as updated_at from saved`);
  const saveDefaultResume = db._.session.prepareQuery(
    saveQuery,
    undefined,
    'tailorcv_resume_save',
    false,
  );

  /**
   * The first save (version 0): the default resume is created with its first version, or,
   * when another tab or device created it first, nothing is written (null).
   */
  async function insertDefault(
    userId: string,
    input: ResumePut,
    data: ResumeData,
  ): Promise<ResumeSaved | null> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(documents)
        .values({
          userId,
          kind: 'resume',
          title: DEFAULT_TITLE,
          isDefault: true,
          version: 1,
          templateId: input.template_id,
          data,
        })
        .onConflictDoNothing({
          target: documents.userId,
          // Names the partial unique index (one live default resume per user).
          where: sql`is_default and kind = 'resume' and deleted_at is null`,
        })
        .returning({ id: documents.id, ...returning });
      if (!row) return null;
      await keepVersion(
        tx,
        { documentId: row.id, userId, reason: input.version_reason ?? 'save' },
        now(),
      );
      return { version: row.version, updated_at: row.updatedAt.toISOString() };
    });
  }

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
    const reason = input.version_reason ?? 'save';
    const saved = input.version === 0 ? await insertDefault(userId, input, data) : null;
    if (saved) return { ok: true, saved };
    if (input.version > 0) {
      const time = now();
      const result = (await saveDefaultResume.execute({
        templateId: input.template_id,
        data: JSON.stringify(data),
        userId,
        version: input.version,
        reason,
        now: time.toISOString(),
        cutoff: coalesceCutoff(time).toISOString(),
      })) as { rows: { version: number; updated_at: string }[] };
      const [row] = result.rows;
      if (row)
        return { ok: true, saved: { version: Number(row.version), updated_at: row.updated_at } };
    }
    return { ok: false, current: await load(userId) };
  }

  return { load, save };
}

export type ResumeService = ReturnType<typeof createResumeService>;
