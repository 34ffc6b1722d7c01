import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ownerId, timestamps } from './auth.ts';
import { documents } from './documents.ts';

export const SHARE_EVENTS = ['view', 'download'] as const;
export type ShareEvent = (typeof SHARE_EVENTS)[number];

/**
 * A document's public link (`/r/:slug`): at most one per document. Revoking deletes the row,
 * so the slug answers 404 at once and a new share gets a new slug. `passwordHash` is an
 * argon2id PHC string when the owner set a password.
 */
export const documentShares = pgTable(
  'document_shares',
  {
    documentId: uuid('document_id')
      .primaryKey()
      .references(() => documents.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    slug: text('slug').notNull(),
    passwordHash: text('password_hash'),
    allowDownload: boolean('allow_download').notNull().default(false),
    allowIndexing: boolean('allow_indexing').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('document_shares_slug_idx').on(t.slug),
    index('document_shares_user_id_idx').on(t.userId),
  ],
);

/**
 * Views and downloads of a shared document per UTC day. Counts survive a revoke (they belong
 * to the document), and go with it.
 */
export const shareDailyCounts = pgTable(
  'share_daily_counts',
  {
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
    downloads: integer('downloads').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.day] })],
);

/**
 * Who was already counted today, as a hash of the visitor's address and browser with the
 * day's salt: no address and no cookie is stored. Rows and salts of earlier days are deleted,
 * so a hash cannot be matched to a visitor once its day is over.
 */
export const shareVisits = pgTable(
  'share_visits',
  {
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    event: text('event', { enum: SHARE_EVENTS }).notNull(),
    visitorHash: text('visitor_hash').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.day, t.event, t.visitorHash] }),
    index('share_visits_day_idx').on(t.day),
    check('share_visits_event_check', sql`${t.event} in ('view', 'download')`),
  ],
);

/** The random salt of each UTC day for `share_visits`; one row per day, shared by every server. */
export const shareSalts = pgTable('share_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
