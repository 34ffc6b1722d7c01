import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { DOCUMENT_NOTICES } from '#shared/documents-api/documents-api.ts';
import {
  SHARE_LIMITS,
  SHARE_NOTICES,
  type ShareInput,
  type ShareSettings,
  type ShareSummary,
} from '#shared/sharing/sharing-api.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/database-errors.ts';
import { documents } from '../../db/schema/documents.ts';
import { documentShares, shareDailyCounts } from '../../db/schema/shares.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../auth/password-hash.ts';
import type { ShareCounter } from './share-counts.ts';

const notFound = () => new AppError('NOT_FOUND', 404, DOCUMENT_NOTICES.notFound);

/** A generated slug: 16 random bytes, base64url (22 characters). */
function randomSlug(): string {
  return randomBytes(SHARE_LIMITS.randomSlugBytes).toString('base64url');
}

type ShareRow = typeof documentShares.$inferSelect;

/** What a public page needs of a link and its document, besides the document's data. */
const publicShareColumns = {
  documentId: documentShares.documentId,
  slug: documentShares.slug,
  passwordHash: documentShares.passwordHash,
  allowDownload: documentShares.allowDownload,
  allowIndexing: documentShares.allowIndexing,
  kind: documents.kind,
  templateId: documents.templateId,
  version: documents.version,
  updatedAt: documents.updatedAt,
};

/** A link's settings and its live document's metadata: what the page's lookup reads. */
export type PublicShareMeta = Omit<PublicShare, 'data'>;

/** What the public page needs: the link's settings and the live document it shows. */
export interface PublicShare {
  documentId: string;
  slug: string;
  passwordHash: string | null;
  allowDownload: boolean;
  allowIndexing: boolean;
  kind: 'resume' | 'cover_letter';
  templateId: string | null;
  version: number;
  /** The document's last change. */
  updatedAt: Date;
  data: unknown;
}

/**
 * The owner's side of public links, every query keyed by the owner's id (another user's
 * document is a 404 like a missing one), and the public page's lookup by slug. A link
 * exists while its row does: revoking deletes it, and a document in the trash is not
 * served (its row stays, so restoring the document brings the link back).
 */
export function createSharingService(
  db: Db,
  deps: {
    appUrl: string;
    counter: ShareCounter;
    makeSlug?: () => string;
    /** Told the slugs whose link this process changed or revoked (the page's cache). */
    onChange?: (slug: string) => void;
  },
) {
  const makeSlug = deps.makeSlug ?? randomSlug;
  const urlOf = (slug: string) => `${deps.appUrl}/r/${slug}`;

  async function ownedDocument(userId: string, documentId: string) {
    const [row] = await db
      .select({ id: documents.id, kind: documents.kind })
      .from(documents)
      .where(
        and(
          eq(documents.id, documentId),
          eq(documents.userId, userId),
          isNull(documents.deletedAt),
        ),
      )
      .limit(1);
    if (!row) throw notFound();
    return row;
  }

  async function shareOf(userId: string, documentId: string): Promise<ShareRow | undefined> {
    const [row] = await db
      .select()
      .from(documentShares)
      .where(and(eq(documentShares.documentId, documentId), eq(documentShares.userId, userId)))
      .limit(1);
    return row;
  }

  async function settings(row: ShareRow): Promise<ShareSettings> {
    return {
      document_id: row.documentId,
      url: urlOf(row.slug),
      slug: row.slug,
      has_password: row.passwordHash !== null,
      allow_download: row.allowDownload,
      allow_indexing: row.allowIndexing,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      counts: await deps.counter.countsOf(row.documentId, SHARE_LIMITS.countDays),
    };
  }

  /**
   * Creates the document's link or changes its settings. `created` says which, for the
   * status code. A picked slug already in use by another link is a 409; a generated one
   * that collides (2^-128) is drawn again.
   */
  async function share(
    userId: string,
    documentId: string,
    input: ShareInput,
  ): Promise<{ created: boolean; settings: ShareSettings }> {
    const doc = await ownedDocument(userId, documentId);
    if (doc.kind !== 'resume')
      throw new AppError('UNPROCESSABLE_CONTENT', 422, SHARE_NOTICES.onlyResumes);
    const existing = await shareOf(userId, documentId);
    const passwordHash =
      input.password === undefined
        ? (existing?.passwordHash ?? null)
        : input.password === null || input.password === ''
          ? null
          : await hashPassword(input.password);
    const values = {
      passwordHash,
      allowDownload: input.allow_download ?? existing?.allowDownload ?? false,
      allowIndexing: input.allow_indexing ?? existing?.allowIndexing ?? false,
    };
    for (let attempt = 0; ; attempt += 1) {
      const slug = input.slug ?? existing?.slug ?? makeSlug();
      try {
        const [row] = existing
          ? await db
              .update(documentShares)
              .set({ ...values, slug, updatedAt: sql`now()` })
              .where(
                and(eq(documentShares.documentId, documentId), eq(documentShares.userId, userId)),
              )
              .returning()
          : await db
              .insert(documentShares)
              .values({ documentId, userId, slug, ...values })
              .returning();
        // Revoked in between: shared again from scratch.
        if (!row) return await share(userId, documentId, input);
        if (existing) deps.onChange?.(existing.slug);
        deps.onChange?.(row.slug);
        return { created: !existing, settings: await settings(row) };
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        // The document's own row (two first shares at once): its settings are changed instead.
        if (!existing && (await shareOf(userId, documentId))) {
          return await share(userId, documentId, input);
        }
        if (input.slug !== undefined || existing || attempt >= 2) {
          throw new AppError('CONFLICT', 409, SHARE_NOTICES.slugTaken);
        }
      }
    }
  }

  async function get(userId: string, documentId: string): Promise<ShareSettings> {
    await ownedDocument(userId, documentId);
    const row = await shareOf(userId, documentId);
    if (!row) throw new AppError('NOT_FOUND', 404, SHARE_NOTICES.notShared);
    return settings(row);
  }

  /** Deletes the link; its counts stay with the document. */
  async function revoke(userId: string, documentId: string): Promise<void> {
    await ownedDocument(userId, documentId);
    const deleted = await db
      .delete(documentShares)
      .where(and(eq(documentShares.documentId, documentId), eq(documentShares.userId, userId)))
      .returning({ slug: documentShares.slug });
    if (deleted.length === 0) throw new AppError('NOT_FOUND', 404, SHARE_NOTICES.notShared);
    for (const { slug } of deleted) deps.onChange?.(slug);
  }

  /** Every shared live document of the user with its totals. */
  async function list(userId: string): Promise<ShareSummary[]> {
    await deps.counter.flush();
    const rows = await db
      .select({
        documentId: documentShares.documentId,
        slug: documentShares.slug,
        hasPassword: sql<boolean>`${documentShares.passwordHash} is not null`,
        allowDownload: documentShares.allowDownload,
        views: sql<number>`coalesce((select sum(${shareDailyCounts.views}) from ${shareDailyCounts} where ${shareDailyCounts.documentId} = ${documentShares.documentId}), 0)::int`,
        downloads: sql<number>`coalesce((select sum(${shareDailyCounts.downloads}) from ${shareDailyCounts} where ${shareDailyCounts.documentId} = ${documentShares.documentId}), 0)::int`,
      })
      .from(documentShares)
      .innerJoin(documents, eq(documents.id, documentShares.documentId))
      .where(and(eq(documentShares.userId, userId), isNull(documents.deletedAt)))
      .orderBy(documentShares.createdAt);
    return rows.map((r) => ({
      document_id: r.documentId,
      url: urlOf(r.slug),
      slug: r.slug,
      has_password: r.hasPassword,
      allow_download: r.allowDownload,
      views: r.views,
      downloads: r.downloads,
    }));
  }

  /** The page's lookup: a named statement, parsed and planned once per connection. */
  const bySlug = db
    .select(publicShareColumns)
    .from(documentShares)
    .innerJoin(documents, eq(documents.id, documentShares.documentId))
    .where(and(eq(documentShares.slug, sql.placeholder('slug')), isNull(documents.deletedAt)))
    .limit(1)
    .prepare('tailorcv_share_by_slug');

  /**
   * The link of `slug` and its live document's metadata, without the data (the page of an
   * unchanged document is cached): the page's hot path. Undefined when there is no such link
   * or its document is in the trash.
   */
  async function findPublicMeta(slug: string): Promise<PublicShareMeta | undefined> {
    const [row] = await bySlug.execute({ slug });
    return row;
  }

  /** A live document's data (the page's cache missed). */
  async function documentData(documentId: string): Promise<unknown> {
    const [row] = await db
      .select({ data: documents.data })
      .from(documents)
      .where(and(eq(documents.id, documentId), isNull(documents.deletedAt)))
      .limit(1);
    return row?.data;
  }

  /** The link of `slug` with its live document; undefined when there is none to show. */
  async function findPublic(slug: string): Promise<PublicShare | undefined> {
    const [row] = await db
      .select({ ...publicShareColumns, data: documents.data })
      .from(documentShares)
      .innerJoin(documents, eq(documents.id, documentShares.documentId))
      .where(and(eq(documentShares.slug, slug), isNull(documents.deletedAt)))
      .limit(1);
    return row;
  }

  return { share, get, revoke, list, findPublic, findPublicMeta, documentData, urlOf };
}

export type SharingService = ReturnType<typeof createSharingService>;
