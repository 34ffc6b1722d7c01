import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { DayCount } from '#shared/sharing/sharing-api.ts';
import type { Db } from '../../db/client.ts';
import {
  shareDailyCounts,
  shareSalts,
  shareVisits,
  type ShareEvent,
} from '../../db/schema/shares.ts';

/** A visitor as the count sees them for one request: never stored, only hashed. */
export interface Visitor {
  ip: string;
  userAgent: string;
}

/** One visitor's count key for a link on a day. */
export interface Visit {
  day: string;
  hash: string;
}

interface PendingVisit extends Visit {
  documentId: string;
  event: ShareEvent;
}

/** How long page views wait in memory to be written together. */
const FLUSH_MS = 250;
/** Visits of the day one process remembers having written (about 10 MB at most). */
const SEEN_MAX = 100_000;

/** The UTC day of a moment, as PostgreSQL's `date` reads it: YYYY-MM-DD. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * The visitor's hash for one link on one day: sha256 of the day's salt, the address, the
 * browser and the slug. With the salt deleted once the day is over, a stored hash cannot be
 * tested against an address any more (2^32 IPv4 addresses would otherwise be a quick search).
 */
export function visitorHash(salt: string, visitor: Visitor, slug: string): string {
  return createHash('sha256')
    .update(`${salt}\n${visitor.ip}\n${visitor.userAgent}\n${slug}`)
    .digest('base64url');
}

/**
 * Views and downloads of shared documents per UTC day, each visitor counted once a day per
 * link and kind of event, without storing an address or setting a cookie:
 *
 * - the day's salt is random and kept in `share_salts`, so every app process hashes a
 *   visitor alike; each process reads it once a day;
 * - `share_visits` keeps the hashes of the day; a hash seen again changes nothing;
 * - the first time a process takes a new day's salt it deletes the salts and visits of the
 *   earlier days (every process does the same, harmlessly), so yesterday's hashes go with
 *   yesterday's salt. `share_daily_counts` keeps only numbers.
 */
export function createShareCounter(
  db: Db,
  opts: { now?: () => Date; onError?: (err: unknown) => void } = {},
) {
  const now = opts.now ?? (() => new Date());
  let current: { day: string; salt: Promise<string> } | undefined;

  async function loadSalt(day: string): Promise<string> {
    await db
      .insert(shareSalts)
      .values({ day, salt: randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
    const [row] = await db
      .select({ salt: shareSalts.salt })
      .from(shareSalts)
      .where(eq(shareSalts.day, day))
      .limit(1);
    if (!row) throw new Error('the day’s salt was not stored');
    // Earlier days' hashes and salts are of no use any more: gone, so none can be matched.
    await db.delete(shareVisits).where(lt(shareVisits.day, day));
    await db.delete(shareSalts).where(lt(shareSalts.day, day));
    return row.salt;
  }

  /** The salt of `day`, read (or made) once per process and day. */
  function saltOf(day: string): Promise<string> {
    if (current?.day !== day) {
      const salt = loadSalt(day);
      current = { day, salt };
      // A failed read is tried again by the next request, not cached.
      salt.catch(() => {
        if (current?.salt === salt) current = undefined;
      });
    }
    return current.salt;
  }

  /** The visitor's day and hash for a link: what a count stores, computed before any query. */
  async function visit(slug: string, visitor: Visitor): Promise<Visit> {
    const day = utcDay(now());
    return { day, hash: visitorHash(await saltOf(day), visitor, slug) };
  }

  /**
   * Page views are the hot path: they are written in batches. A view is kept in memory and
   * written with the others of the next `FLUSH_MS` in one statement; a visit this process
   * already wrote today is not written again (the table would refuse it anyway). Owner reads
   * (`countsOf`, the list) flush first, so a process reports its own views at once; another
   * process's views arrive within `FLUSH_MS`.
   */
  let pending: PendingVisit[] = [];
  let flushing: Promise<void> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const seen = { day: '', hashes: new Set<string>() };

  async function view(documentId: string, slug: string, visitor: Visitor): Promise<void> {
    const { day, hash } = await visit(slug, visitor);
    if (seen.day !== day) {
      seen.day = day;
      seen.hashes.clear();
    }
    const key = `${documentId}:${hash}`;
    if (seen.hashes.has(key)) return;
    if (seen.hashes.size < SEEN_MAX) seen.hashes.add(key);
    pending.push({ documentId, day, event: 'view', hash });
    timer ??= setTimeout(() => {
      timer = undefined;
      flush().catch((err: unknown) => opts.onError?.(err));
    }, FLUSH_MS);
    timer.unref?.();
  }

  /** Writes the pending views: new visits inserted, each document's day raised by its new ones. */
  async function flush(): Promise<void> {
    await flushing;
    if (pending.length === 0) return;
    const batch = pending;
    pending = [];
    // Four array parameters, whatever the batch's size: no statement text or parameter list
    // grows with it. Every element is of a fixed alphabet (uuid, date, event, base64url), so
    // the array literals need no quoting.
    const array = (values: string[]) => `{${values.join(',')}}`;
    const ids = array(batch.map((v) => v.documentId));
    const days = array(batch.map((v) => v.day));
    const events = array(batch.map((v) => v.event));
    const hashes = array(batch.map((v) => v.hash));
    flushing = db
      .execute(
        sql`
        with visit as (
          insert into ${shareVisits} (document_id, day, event, visitor_hash)
          select * from unnest(${ids}::uuid[], ${days}::date[], ${events}::text[], ${hashes}::text[])
          on conflict do nothing
          returning document_id, day
        )
        insert into ${shareDailyCounts} (document_id, day, views, downloads)
        select document_id, day, count(*), 0 from visit group by document_id, day
        on conflict (document_id, day) do update set
          views = ${shareDailyCounts.views} + excluded.views`,
      )
      .then(() => undefined)
      .finally(() => {
        flushing = undefined;
      });
    await flushing;
  }

  /**
   * Counts one view or download of a document's link by a visitor, once per visitor, link,
   * event and day: one statement, which inserts the visit and, only when it is new, adds one
   * to the day's count.
   */
  async function record(
    documentId: string,
    slug: string,
    event: ShareEvent,
    visitor: Visitor,
  ): Promise<void> {
    const { day, hash } = await visit(slug, visitor);
    const views = event === 'view' ? 1 : 0;
    const downloads = event === 'download' ? 1 : 0;
    await db.execute(sql`
      with visit as (
        insert into ${shareVisits} (document_id, day, event, visitor_hash)
        values (${documentId}, ${day}, ${event}, ${hash})
        on conflict do nothing
        returning document_id
      )
      insert into ${shareDailyCounts} (document_id, day, views, downloads)
      select document_id, ${day}, ${views}, ${downloads} from visit
      on conflict (document_id, day) do update set
        views = ${shareDailyCounts.views} + excluded.views,
        downloads = ${shareDailyCounts.downloads} + excluded.downloads`);
  }

  /** The totals of every day and the last `days` UTC days with a count, newest first. */
  async function countsOf(
    documentId: string,
    days: number,
  ): Promise<{ views: number; downloads: number; days: DayCount[] }> {
    await flush();
    const since = utcDay(new Date(now().getTime() - (days - 1) * 24 * 60 * 60 * 1000));
    const [totals, recent] = await Promise.all([
      db
        .select({
          views: sql<number>`coalesce(sum(${shareDailyCounts.views}), 0)::int`,
          downloads: sql<number>`coalesce(sum(${shareDailyCounts.downloads}), 0)::int`,
        })
        .from(shareDailyCounts)
        .where(eq(shareDailyCounts.documentId, documentId)),
      db
        .select({
          day: shareDailyCounts.day,
          views: shareDailyCounts.views,
          downloads: shareDailyCounts.downloads,
        })
        .from(shareDailyCounts)
        .where(and(eq(shareDailyCounts.documentId, documentId), gte(shareDailyCounts.day, since)))
        .orderBy(desc(shareDailyCounts.day)),
    ]);
    return {
      views: totals[0]?.views ?? 0,
      downloads: totals[0]?.downloads ?? 0,
      days: recent,
    };
  }

  return { view, flush, record, countsOf };
}

export type ShareCounter = ReturnType<typeof createShareCounter>;
