import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  APPLICATION_STATUSES,
  type ApplicationJob,
  type StatusChange,
} from '#shared/applications/applications.schema.ts';
import { ownerId, timestamps } from './auth.ts';
import { documents } from './documents.ts';

/**
 * A user's job applications (the API is features/applications). The posting is one JSONB
 * value (`job`, fixed once saved); `history` lists every status the application has had,
 * oldest first, each with the time it was entered. Deleting is for good (no trash): the
 * application's resume and letter are documents with their own trash.
 *
 * The tailored resume and the drafted letter are documents; purging one clears the link.
 *
 * `match_*` keep the latest match score computed for the application (GET …/match), with the
 * resume it scored and that resume's version then, so the list carries every score without
 * scoring anything: a score is stale once the resume the match would score now is another one
 * or has been saved since, or when `match_scoring` (the keyword engine and the scoring's version,
 * match-scoring.ts) is not the computation the server runs now. No foreign key on
 * `match_document_id`: it records what was scored, and a purged resume simply makes the score
 * stale.
 */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('saved'),
    job: jsonb('job').$type<ApplicationJob>().notNull(),
    notes: text('notes').notNull().default(''),
    nextStep: text('next_step').notNull().default(''),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    nextStepAt: timestamp('next_step_at', { withTimezone: true }),
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
    letterId: uuid('letter_id').references(() => documents.id, { onDelete: 'set null' }),
    history: jsonb('history').$type<StatusChange[]>().notNull().default([]),
    matchScore: integer('match_score'),
    matchDocumentId: uuid('match_document_id'),
    matchDocumentVersion: integer('match_document_version'),
    matchAt: timestamp('match_at', { withTimezone: true }),
    matchScoring: text('match_scoring'),
    ...timestamps,
  },
  (t) => [
    index('applications_user_id_idx').on(t.userId, t.createdAt),
    check(
      'applications_status_check',
      sql.raw(`status in (${APPLICATION_STATUSES.map((s) => `'${s}'`).join(', ')})`),
    ),
    check('applications_match_score_check', sql`${t.matchScore} between 0 and 100`),
  ],
);
