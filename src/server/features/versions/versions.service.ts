import { and, asc, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { coverLetterDataSchema } from '#shared/cover-letter/cover-letter.schema.ts';
import { DOCUMENT_NOTICES, type ApiDocument } from '#shared/documents-api/documents-api.ts';
import { migrateResume } from '#shared/resume/migrate-resume.ts';
import { summarizeVersion, type VersionState } from '#shared/versions/version-summary.ts';
import {
  VERSION_NOTICES,
  type VersionDetail,
  type VersionListItem,
} from '#shared/versions/versions-api.ts';
import type { Db } from '../../db/client.ts';
import { documentVersions } from '../../db/schema/document-versions.ts';
import { documents } from '../../db/schema/documents.ts';
import { AppError } from '../../lib/app-error.ts';
import type { DocumentsService } from '../documents/documents.service.ts';
import { keepVersion, type Clock } from './keep-version.ts';

type Kind = ApiDocument['kind'];

interface VersionRow {
  id: string;
  reason: VersionListItem['reason'];
  name: string | null;
  title: string;
  templateId: string | null;
  data: unknown;
  createdAt: Date;
  updatedAt: Date;
}

const versionColumns = {
  id: documentVersions.id,
  reason: documentVersions.reason,
  name: documentVersions.name,
  title: documentVersions.title,
  templateId: documentVersions.templateId,
  data: documentVersions.data,
  createdAt: documentVersions.createdAt,
  updatedAt: documentVersions.updatedAt,
};

const notFound = () => new AppError('NOT_FOUND', 404, VERSION_NOTICES.notFound);

/** A stored version as its kind's current document (resumes are upgraded on read). */
function stateOf(kind: Kind, row: VersionRow): VersionState {
  const meta = { title: row.title, templateId: row.templateId };
  return kind === 'resume'
    ? { kind, ...meta, data: migrateResume(row.data) }
    : { kind, ...meta, data: coverLetterDataSchema.parse(row.data) };
}

function listItem(row: VersionRow, summary: string[]): VersionListItem {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    reason: row.reason,
    ...(row.name !== null ? { name: row.name } : {}),
    summary,
  };
}

export type RestoreResult =
  | { ok: true; document: ApiDocument }
  /** The version named by the restore is not the saved one: `current` is what is saved now. */
  | { ok: false; current: ApiDocument };

/**
 * The versions of a user's documents (keep-version.ts keeps them as saves happen). Every
 * query is keyed by the session's user id and by the document, which must be one of the
 * caller's live documents: another user's, a trashed one, or a version of another
 * document all read as missing (404).
 */
export function createVersionsService(db: Db, deps: { documents: DocumentsService; now?: Clock }) {
  const now = deps.now ?? (() => new Date());

  /** The kind of one of the caller's live documents, or 404. */
  async function liveKind(userId: string, documentId: string): Promise<Kind> {
    const [doc] = await db
      .select({ kind: documents.kind })
      .from(documents)
      .where(
        and(
          eq(documents.id, documentId),
          eq(documents.userId, userId),
          isNull(documents.deletedAt),
        ),
      )
      .limit(1);
    if (!doc) throw new AppError('NOT_FOUND', 404, DOCUMENT_NOTICES.notFound);
    return doc.kind;
  }

  const ofDocument = (userId: string, documentId: string) =>
    and(eq(documentVersions.documentId, documentId), eq(documentVersions.userId, userId));

  /** Newest first, each with what changed against the version before it. */
  async function list(userId: string, documentId: string): Promise<VersionListItem[]> {
    const kind = await liveKind(userId, documentId);
    const rows = await db
      .select(versionColumns)
      .from(documentVersions)
      .where(ofDocument(userId, documentId))
      .orderBy(asc(documentVersions.createdAt), asc(documentVersions.id));
    let previous: VersionState | null = null;
    const items: VersionListItem[] = [];
    for (const row of rows) {
      const state = stateOf(kind, row);
      items.push(listItem(row, summarizeVersion(previous, state)));
      previous = state;
    }
    return items.reverse();
  }

  async function findVersion(userId: string, documentId: string, versionId: string) {
    const [row] = await db
      .select(versionColumns)
      .from(documentVersions)
      .where(and(ofDocument(userId, documentId), eq(documentVersions.id, versionId)))
      .limit(1);
    if (!row) throw notFound();
    return row;
  }

  async function get(
    userId: string,
    documentId: string,
    versionId: string,
  ): Promise<VersionDetail> {
    const kind = await liveKind(userId, documentId);
    const row = await findVersion(userId, documentId, versionId);
    const [older] = await db
      .select(versionColumns)
      .from(documentVersions)
      .where(
        and(
          ofDocument(userId, documentId),
          or(
            lt(documentVersions.createdAt, row.createdAt),
            and(eq(documentVersions.createdAt, row.createdAt), lt(documentVersions.id, row.id)),
          ),
        ),
      )
      .orderBy(desc(documentVersions.createdAt), desc(documentVersions.id))
      .limit(1);
    const state = stateOf(kind, row);
    const summary = summarizeVersion(older ? stateOf(kind, older) : null, state);
    const { updated_at: _, ...item } = listItem(row, summary);
    const common = { ...item, title: row.title, template_id: row.templateId };
    return state.kind === 'resume'
      ? { ...common, kind: 'resume', data: state.data }
      : { ...common, kind: 'cover_letter', data: state.data };
  }

  /** Names a version (null removes the name); named versions are never deleted. */
  async function rename(
    userId: string,
    documentId: string,
    versionId: string,
    name: string | null,
  ): Promise<Omit<VersionListItem, 'summary'>> {
    await liveKind(userId, documentId);
    const [row] = await db
      .update(documentVersions)
      .set({ name })
      .where(and(ofDocument(userId, documentId), eq(documentVersions.id, versionId)))
      .returning(versionColumns);
    if (!row) throw notFound();
    const { summary: _, ...item } = listItem(row, []);
    return item;
  }

  /**
   * Writes a version's title, template and data over the document as a new document
   * version, after keeping the document as it is now as a 'restore' version, so a restore
   * can be undone. `version` is the document version the editor holds: a stale one is a
   * conflict, as for saves.
   */
  async function restore(
    userId: string,
    documentId: string,
    versionId: string,
    version: number,
  ): Promise<RestoreResult> {
    const restored = await db.transaction(async (tx) => {
      const [doc] = await tx
        .select({ version: documents.version })
        .from(documents)
        .where(
          and(
            eq(documents.id, documentId),
            eq(documents.userId, userId),
            isNull(documents.deletedAt),
          ),
        )
        .for('update')
        .limit(1);
      if (!doc) throw new AppError('NOT_FOUND', 404, DOCUMENT_NOTICES.notFound);
      const [old] = await tx
        .select({
          title: documentVersions.title,
          templateId: documentVersions.templateId,
          data: documentVersions.data,
        })
        .from(documentVersions)
        .where(and(ofDocument(userId, documentId), eq(documentVersions.id, versionId)))
        .limit(1);
      if (!old) throw notFound();
      if (doc.version !== version) return false;
      await keepVersion(tx, { documentId, userId, reason: 'restore' }, now());
      await tx
        .update(documents)
        .set({
          title: old.title,
          templateId: old.templateId,
          data: old.data,
          version: sql`${documents.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(eq(documents.id, documentId));
      return true;
    });
    const document = await deps.documents.get(userId, documentId);
    return restored ? { ok: true, document } : { ok: false, current: document };
  }

  return { list, get, rename, restore };
}

export type VersionsService = ReturnType<typeof createVersionsService>;
