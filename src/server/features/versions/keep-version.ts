import { sql, type SQL } from 'drizzle-orm';
import { VERSION_LIMITS, type VersionReason } from '#shared/versions/versions-api.ts';
import type { Db } from '../../db/client.ts';

/** The time the versions service and the saves read; tests pass a fake one. */
export type Clock = () => Date;

/** A time as `toISOString()` writes it, from SQL (the documents list formats its times so too). */
export const isoTime = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * The CTEs that keep a version of what the CTE `saved` wrote, for one statement with the
 * write itself (one round trip, one transaction). `saved` has the document's `id`,
 * `user_id`, `title`, `template_id` and `data` as written, `changed` (the content differs
 * from what was there) and `reason`.
 *
 * - Nothing is kept when `changed` is false.
 * - A 'save' folds into the newest version when that is an unnamed 'save' updated after
 *   `cutoff` (so a burst of saves is one version); any other version in between, a name,
 *   or a gap of `VERSION_LIMITS.coalesceMs` starts a new one.
 * - After a version is added, unnamed versions beyond the newest `VERSION_LIMITS.keep` are
 *   deleted (the statement does not see the row it adds, so the window is one shorter).
 *
 * `now` and `cutoff` are timestamptz expressions: the injected clock's time, not the
 * database's, so the ten-minute rule is tested with a fake clock.
 */
export function keepVersionCtes(now: SQL, cutoff: SQL): SQL {
  return sql`latest as (
    select v.id, v.reason, v.name, v.updated_at
    from document_versions v
    where v.document_id = (select id from saved)
    order by v.created_at desc, v.id desc
    limit 1
  ),
  plan as (
    select s.id, s.user_id, s.title, s.template_id, s.data, s.reason, l.id as latest_id,
      coalesce(s.reason = 'save' and l.reason = 'save' and l.name is null and l.updated_at > ${cutoff}, false) as fold
    from saved s left join latest l on true
    where s.changed
  ),
  folded as (
    update document_versions v
    set title = p.title, template_id = p.template_id, data = p.data, updated_at = ${now}
    from plan p
    where p.fold and v.id = p.latest_id
    returning v.id
  ),
  added as (
    insert into document_versions (document_id, user_id, reason, title, template_id, data, created_at, updated_at)
    select p.id, p.user_id, p.reason, p.title, p.template_id, p.data, ${now}, ${now}
    from plan p
    where not p.fold
    returning document_id
  ),
  pruned as (
    delete from document_versions v
    using (
      select o.id from document_versions o
      where o.document_id = (select document_id from added)
      order by o.created_at desc, o.id desc
      offset ${sql.raw(String(VERSION_LIMITS.keep - 1))}
    ) beyond
    where v.id = beyond.id and v.name is null
    returning v.id
  )`;
}

/** A save at `now` folds into a 'save' version last updated after this. */
export function coalesceCutoff(now: Date): Date {
  return new Date(now.getTime() - VERSION_LIMITS.coalesceMs);
}

/**
 * Keeps a version of a document as it is now in the database (inside the caller's
 * transaction, after its write): a new document, an import, the state before a restore,
 * a save whose content changed. A 'save' may fold into the newest version (see above).
 */
export async function keepVersion(
  db: Pick<Db, 'execute'>,
  doc: { documentId: string; userId: string; reason: VersionReason },
  now: Date,
): Promise<void> {
  await db.execute(sql`with saved as (
      select id, user_id, title, template_id, data, true as changed, ${doc.reason}::text as reason
      from documents
      where id = ${doc.documentId} and user_id = ${doc.userId}
    ),
    ${keepVersionCtes(sql`${now.toISOString()}::timestamptz`, sql`${coalesceCutoff(now).toISOString()}::timestamptz`)}
    select 1`);
}
