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
import { ownerId, timestamps } from './auth.ts';

export const DOCUMENT_KINDS = ['resume', 'cover_letter'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/**
 * A user's documents (resumes and cover letters; the API is features/documents). `data` is the resume document
 * (src/shared/resume/resume.schema.ts, with its own `schemaVersion`); `version` counts
 * saves for optimistic concurrency: a save names the version it started from and is
 * refused (409) when another save came in between.
 *
 * The one `resume_data` record per user of `/api/resume` is the default resume: the
 * partial unique index allows one live (not trashed) default resume per user, which is
 * also the conflict target of the first save's insert.
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    kind: text('kind', { enum: DOCUMENT_KINDS }).notNull(),
    title: text('title').notNull(),
    templateId: text('template_id'),
    isDefault: boolean('is_default').notNull().default(false),
    data: jsonb('data').notNull(),
    version: integer('version').notNull().default(1),
    ...timestamps,
    /**
     * Set when moved to the trash: a trashed document is served only by the trash
     * list and restore, for 30 days, then purged.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * What the documents list shows of `data`, kept by PostgreSQL on every write (generated
     * columns), so listing 200 documents never reads their JSONB: a resume's target job, a
     * letter's role and company (src/shared/cover-letter/cover-letter.schema.ts).
     */
    targetTitle: text('target_title').generatedAlwaysAs(
      sql`case when kind = 'resume' then data -> 'targetJob' ->> 'title' else data ->> 'role' end`,
    ),
    targetCompany: text('target_company').generatedAlwaysAs(
      sql`case when kind = 'resume' then data -> 'targetJob' ->> 'company' else data -> 'recipient' ->> 'company' end`,
    ),
    /** A letter's linked resume (`data.resumeId`); null for resumes. */
    linkedResumeId: text('linked_resume_id').generatedAlwaysAs(
      sql`case when kind = 'cover_letter' then data ->> 'resumeId' end`,
    ),
  },
  (t) => [
    index('documents_user_id_idx').on(t.userId),
    // The trash sweep: trashed rows by date.
    index('documents_trash_idx')
      .on(t.deletedAt)
      .where(sql`${t.deletedAt} is not null`),
    uniqueIndex('documents_one_default_resume_idx')
      .on(t.userId)
      .where(sql`${t.isDefault} and ${t.kind} = 'resume' and ${t.deletedAt} is null`),
    check('documents_kind_check', sql`${t.kind} in ('resume', 'cover_letter')`),
    check('documents_version_check', sql`${t.version} >= 1`),
  ],
);
