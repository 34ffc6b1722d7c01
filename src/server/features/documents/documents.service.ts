import { and, count, desc, eq, gte, isNull, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ZodError } from 'zod';
import { coverLetterDataSchema } from '#shared/cover-letter/cover-letter.schema.ts';
import {
  DOCUMENT_LIMITS,
  DOCUMENT_NOTICES,
  TRASH_MS,
  copyTitle,
  documentDataSchema,
  emptyDocumentData,
  type ApiDocument,
  type DocumentCreate,
  type DocumentKind,
  type DocumentListItem,
  type TrashedDocument,
} from '#shared/documents-api/documents-api.ts';
import {
  isV1ResumeInput,
  keepStoredV2Fields,
  migrateResume,
} from '#shared/resume/migrate-resume.ts';
import type { ResumeData } from '#shared/resume/resume.schema.ts';
import type { Db } from '../../db/client.ts';
import { documents } from '../../db/schema/documents.ts';
import { AppError, validationFailed } from '../../lib/app-error.ts';
import { zodIssues } from '../../lib/errors.ts';
import { UUID } from '../../lib/path-ids.ts';
import { keepVersion, type Clock } from '../versions/keep-version.ts';

/** A validated `PUT /api/documents/:id` body (`data` is checked here, against the kind). */
export interface DocumentPut {
  version: number;
  title?: string | undefined;
  template_id?: string | null | undefined;
  data?: unknown;
  version_reason?: 'import' | undefined;
}

export type PutResult =
  | { ok: true; document: ApiDocument }
  /** The version named by the save is not the saved one: `current` is what is saved now. */
  | { ok: false; current: ApiDocument };

const notFound = () => new AppError('NOT_FOUND', 404, DOCUMENT_NOTICES.notFound);

/** The columns of a list row: no `data`, only what the generated columns pulled out of it. */
const listColumns = {
  id: documents.id,
  kind: documents.kind,
  title: documents.title,
  templateId: documents.templateId,
  isDefault: documents.isDefault,
  version: documents.version,
  createdAt: documents.createdAt,
  updatedAt: documents.updatedAt,
  targetTitle: documents.targetTitle,
  targetCompany: documents.targetCompany,
  linkedResumeId: documents.linkedResumeId,
};

const fullColumns = { ...listColumns, data: documents.data };

type ListRow = {
  id: string;
  kind: DocumentKind;
  title: string;
  templateId: string | null;
  isDefault: boolean;
  version: number;
  createdAt: Date;
  updatedAt: Date;
  targetTitle: string | null;
  targetCompany: string | null;
  linkedResumeId: string | null;
};

type FullRow = ListRow & { data: unknown };

/**
 * What the API and the data archive say about a stored document besides its id, kind and
 * data, in the names they use.
 */
export function documentFields(
  row: Pick<ListRow, 'title' | 'templateId' | 'isDefault' | 'version' | 'createdAt' | 'updatedAt'>,
) {
  return {
    title: row.title,
    template_id: row.templateId,
    is_default: row.isDefault,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function listItem(row: ListRow): DocumentListItem {
  const title = row.targetTitle ?? '';
  const company = row.targetCompany ?? '';
  return {
    id: row.id,
    kind: row.kind,
    ...documentFields(row),
    target_job: title || company ? { title, company } : null,
    linked_resume_id: row.linkedResumeId,
  };
}

/** Stored documents are upgraded to the current schema; unreadable ones throw (a 500). */
function apiDocument(row: FullRow): ApiDocument {
  const meta = { id: row.id, ...documentFields(row) };
  return row.kind === 'resume'
    ? { ...meta, kind: 'resume', data: migrateResume(row.data) }
    : { ...meta, kind: 'cover_letter', data: coverLetterDataSchema.parse(row.data) };
}

function invalidData(error: ZodError): AppError {
  return validationFailed(
    zodIssues(error).map((issue) => ({
      ...issue,
      path: issue.path ? `data.${issue.path}` : 'data',
    })),
  );
}

function linkedResumeInvalid(path: string): AppError {
  return validationFailed([{ path, message: DOCUMENT_NOTICES.linkedResumeNotFound }]);
}

/** The id of the resume a letter's data links to, if any. */
function linkedResumeOf(kind: DocumentKind, data: unknown): string | null {
  if (kind !== 'cover_letter' || typeof data !== 'object' || data === null) return null;
  const id = (data as { resumeId?: unknown }).resumeId;
  return typeof id === 'string' && id !== '' ? id : null;
}

/** Users whose document list is kept (~70 KB for 200 documents; the least recently used goes). */
const LIST_CACHE_USERS = 200;

/**
 * A user's documents. Every query is keyed by the session's user id, which the routes take
 * from `c.var.user`: another user's document is indistinguishable from one that does not
 * exist (404), on every operation.
 *
 * Trash: DELETE sets `deleted_at`; trashed documents are invisible to everything but the
 * trash list and restore, and only for `DOCUMENT_LIMITS.trashDays` days: older ones are
 * never served and are deleted for good by `purgeExpired` (the caller's on every trash read
 * and delete, everyone's now and then).
 */
export function createDocumentsService(db: Db, opts: { now?: Clock } = {}) {
  const now = opts.now ?? (() => new Date());
  const listCache = new Map<string, { fingerprint: string; json: string }>();
  const trashCutoff = () => new Date(now().getTime() - TRASH_MS);

  const live = (userId: string, id: string): SQL =>
    and(eq(documents.userId, userId), eq(documents.id, id), isNull(documents.deletedAt))!;

  async function findLive(userId: string, id: string): Promise<FullRow | undefined> {
    const [row] = await db.select(fullColumns).from(documents).where(live(userId, id)).limit(1);
    return row;
  }

  async function requireLinkedResume(userId: string, resumeId: string, path: string) {
    if (!UUID.test(resumeId)) throw linkedResumeInvalid(path);
    const [row] = await db
      .select({ id: documents.id })
      .from(documents)
      .where(and(live(userId, resumeId), eq(documents.kind, 'resume')))
      .limit(1);
    if (!row) throw linkedResumeInvalid(path);
  }

  async function requireRoom(userId: string) {
    const [row] = await db
      .select({ n: count() })
      .from(documents)
      .where(eq(documents.userId, userId));
    if ((row?.n ?? 0) >= DOCUMENT_LIMITS.perUser)
      throw new AppError('CONFLICT', 409, DOCUMENT_NOTICES.tooMany);
  }

  /** Deletes trashed documents past the trash period: one user's, or everyone's. */
  async function purgeExpired(userId?: string): Promise<number> {
    const expired = and(isNotNull(documents.deletedAt), lt(documents.deletedAt, trashCutoff()));
    const deleted = await db
      .delete(documents)
      .where(userId ? and(eq(documents.userId, userId), expired) : expired)
      .returning({ id: documents.id });
    return deleted.length;
  }

  /**
   * `GET /api/documents`'s whole answer, `{"documents": DocumentListItem[]}`, as JSON text
   * built by the database: one value to read instead of 11 per document, and no parsing and
   * serialising in Node (about a fifth of the Node CPU time for 200 documents). The field
   * formats match `listItem` (times as `toISOString()` gives them).
   */
  async function buildListJson(userId: string): Promise<string> {
    const d = documents;
    const iso = (column: AnyPgColumn) =>
      sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
    const [row] = await db
      .select({
        json: sql<string>`json_build_object('documents', coalesce(json_agg(json_build_object(
          'id', ${d.id},
          'kind', ${d.kind},
          'title', ${d.title},
          'template_id', ${d.templateId},
          'is_default', ${d.isDefault},
          'version', ${d.version},
          'created_at', ${iso(d.createdAt)},
          'updated_at', ${iso(d.updatedAt)},
          'target_job', case when coalesce(${d.targetTitle}, '') = '' and coalesce(${d.targetCompany}, '') = ''
            then null
            else json_build_object('title', coalesce(${d.targetTitle}, ''), 'company', coalesce(${d.targetCompany}, ''))
            end,
          'linked_resume_id', ${d.linkedResumeId}
        ) order by ${d.updatedAt} desc, ${d.id} desc), '[]'::json))::text`,
      })
      .from(d)
      .where(and(eq(d.userId, userId), isNull(d.deletedAt)));
    return row?.json ?? '{"documents":[]}';
  }

  /**
   * The list, from a per-user cache when the user's live documents are unchanged. Whether
   * they are is asked of the database on every call, so every process of a cluster, and
   * every write path (this service, the builder's resume save, imports), is covered without
   * being told: the fingerprint is the number of live rows with the sum and maximum of their
   * row versions (`xmin`, new on every insert and update), so any insert, update, trash or
   * restore changes it. The fingerprint is read before the list is built, so a write landing
   * between the two can only make the cached list newer than its fingerprint, never older:
   * the next call rebuilds it. Reading 200 row headers costs the database a fraction of
   * building the list's JSON from them.
   */
  async function listJson(userId: string): Promise<string> {
    const [row] = await db
      .select({
        fingerprint: sql<string>`count(*)::text || ':' || coalesce(sum((xmin::text)::bigint), 0)::text || ':' || coalesce(max((xmin::text)::bigint), 0)::text`,
      })
      .from(documents)
      .where(and(eq(documents.userId, userId), isNull(documents.deletedAt)));
    const fingerprint = row?.fingerprint ?? '';
    const cached = listCache.get(userId);
    if (cached?.fingerprint === fingerprint) {
      // Most recently used last: the first key is the one to evict.
      listCache.delete(userId);
      listCache.set(userId, cached);
      return cached.json;
    }
    const json = await buildListJson(userId);
    listCache.delete(userId);
    listCache.set(userId, { fingerprint, json });
    if (listCache.size > LIST_CACHE_USERS) {
      const oldest = listCache.keys().next().value;
      if (oldest !== undefined) listCache.delete(oldest);
    }
    return json;
  }

  async function get(userId: string, id: string): Promise<ApiDocument> {
    const row = await findLive(userId, id);
    if (!row) throw notFound();
    return apiDocument(row);
  }

  /** A new document with its first version ('import' when it came from a file). */
  async function insertWithVersion(
    values: typeof documents.$inferInsert,
    reason: 'save' | 'import',
  ): Promise<FullRow> {
    return db.transaction(async (tx) => {
      const [row] = await tx.insert(documents).values(values).returning(fullColumns);
      await keepVersion(tx, { documentId: row!.id, userId: values.userId, reason }, now());
      return row!;
    });
  }

  async function create(
    userId: string,
    input: DocumentCreate,
    options: { reason?: 'import' } = {},
  ): Promise<ApiDocument> {
    await requireRoom(userId);
    let data: unknown = input.data ?? emptyDocumentData(input.kind);
    if (input.kind === 'cover_letter') {
      const linked = input.linked_resume_id ?? linkedResumeOf('cover_letter', data);
      if (linked) {
        await requireLinkedResume(
          userId,
          linked,
          input.linked_resume_id ? 'linked_resume_id' : 'data.resumeId',
        );
        data = { ...(data as object), resumeId: linked };
      }
    }
    const row = await insertWithVersion(
      {
        userId,
        kind: input.kind,
        title: input.title,
        templateId: input.template_id,
        isDefault: false,
        version: 1,
        data,
      },
      options.reason ?? 'save',
    );
    return apiDocument(row);
  }

  async function put(userId: string, id: string, input: DocumentPut): Promise<PutResult> {
    const existing = await findLive(userId, id);
    if (!existing) throw notFound();
    const set: Partial<typeof documents.$inferInsert> = {};
    if (input.title !== undefined) set.title = input.title;
    if (input.template_id !== undefined) set.templateId = input.template_id;
    if (input.data !== undefined) {
      const parsed = documentDataSchema(existing.kind).safeParse(input.data);
      if (!parsed.success) throw invalidData(parsed.error);
      const linked = linkedResumeOf(existing.kind, parsed.data);
      if (linked && linked !== existing.linkedResumeId)
        await requireLinkedResume(userId, linked, 'data.resumeId');
      set.data =
        existing.kind === 'resume' && isV1ResumeInput(input.data)
          ? keepStoredV2Fields(parsed.data as ResumeData, migrateResume(existing.data))
          : parsed.data;
    }
    // `p` is the row as the statement found it (a statement does not see its own update):
    // the version kept says what the save changed, and nothing is kept when the content is
    // the same. Drizzle writes RETURNING columns unqualified, so these name the table.
    const before = (test: string) =>
      sql.raw(`(select ${test} from documents p where p.id = "documents"."id")`);
    const row = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(documents)
        .set({ ...set, version: sql`${documents.version} + 1`, updatedAt: sql`now()` })
        .where(and(live(userId, id), eq(documents.version, input.version)))
        .returning({
          ...fullColumns,
          changed: sql<boolean>`${before('p.data is distinct from "documents"."data" or p.title is distinct from "documents"."title" or p.template_id is distinct from "documents"."template_id"')}`,
          templateChanged: sql<boolean>`${before('p.template_id is distinct from "documents"."template_id"')}`,
        });
      if (updated?.changed) {
        const reason = input.version_reason ?? (updated.templateChanged ? 'template' : 'save');
        await keepVersion(tx, { documentId: id, userId, reason }, now());
      }
      return updated;
    });
    if (row) return { ok: true, document: apiDocument(row) };
    const current = await findLive(userId, id);
    // Trashed in between: gone for this caller.
    if (!current) throw notFound();
    return { ok: false, current: apiDocument(current) };
  }

  async function duplicate(userId: string, id: string): Promise<ApiDocument> {
    const source = await findLive(userId, id);
    if (!source) throw notFound();
    await requireRoom(userId);
    const row = await insertWithVersion(
      {
        userId,
        kind: source.kind,
        title: copyTitle(source.title),
        templateId: source.templateId,
        isDefault: false,
        version: 1,
        data: source.data,
      },
      'save',
    );
    return apiDocument(row);
  }

  function trashedItem(row: ListRow & { deletedAt: Date | null }): TrashedDocument {
    const deletedAt = row.deletedAt ?? now();
    return {
      ...listItem(row),
      deleted_at: deletedAt.toISOString(),
      purge_at: new Date(deletedAt.getTime() + TRASH_MS).toISOString(),
    };
  }

  async function trash(userId: string, id: string): Promise<TrashedDocument> {
    const [row] = await db
      .update(documents)
      .set({ deletedAt: now() })
      .where(and(live(userId, id), eq(documents.isDefault, false)))
      .returning({ ...listColumns, deletedAt: documents.deletedAt });
    if (!row) {
      const existing = await findLive(userId, id);
      if (existing?.isDefault)
        throw new AppError('CONFLICT', 409, DOCUMENT_NOTICES.defaultNotTrashable);
      throw notFound();
    }
    await purgeExpired(userId);
    return trashedItem(row);
  }

  async function listTrash(userId: string): Promise<TrashedDocument[]> {
    await purgeExpired(userId);
    const rows = await db
      .select({ ...listColumns, deletedAt: documents.deletedAt })
      .from(documents)
      .where(and(eq(documents.userId, userId), gte(documents.deletedAt, trashCutoff())))
      .orderBy(desc(documents.deletedAt), desc(documents.id));
    return rows.map(trashedItem);
  }

  /** Back from the trash (within the trash period); a live document is answered as it is. */
  async function restore(userId: string, id: string): Promise<DocumentListItem> {
    const [row] = await db
      .update(documents)
      .set({ deletedAt: null })
      .where(
        and(
          eq(documents.userId, userId),
          eq(documents.id, id),
          gte(documents.deletedAt, trashCutoff()),
        ),
      )
      .returning(listColumns);
    if (row) return listItem(row);
    const existing = await findLive(userId, id);
    if (!existing) throw notFound();
    return listItem(existing);
  }

  return { listJson, get, create, put, duplicate, trash, listTrash, restore, purgeExpired };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
