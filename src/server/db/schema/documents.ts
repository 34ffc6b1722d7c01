import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

export const DOCUMENT_KINDS = ['resume', 'cover_letter'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/**
 * A user's documents (resumes, later cover letters). `data` is the resume document
 * (src/shared/resume/resume.schema.ts, with its own `schemaVersion`); `version` counts
 * saves for optimistic concurrency: a save names the version it started from and is
 * refused (409) when another save came in between.
 *
 * The spec's one `resume_data` record per user is the user's default resume: the
 * partial unique index allows one live (not trashed) default resume per user, which is
 * also the conflict target of the first save's insert.
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: DOCUMENT_KINDS }).notNull(),
    title: text('title').notNull(),
    templateId: text('template_id'),
    isDefault: boolean('is_default').notNull().default(false),
    data: jsonb('data').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when moved to the trash (a later issue); trashed documents are never served. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('documents_user_id_idx').on(t.userId),
    uniqueIndex('documents_one_default_resume_idx')
      .on(t.userId)
      .where(sql`${t.isDefault} and ${t.kind} = 'resume' and ${t.deletedAt} is null`),
    check('documents_kind_check', sql`${t.kind} in ('resume', 'cover_letter')`),
    check('documents_version_check', sql`${t.version} >= 1`),
  ],
);
