import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    ...timestamps,
  },
  (t) => [
    index('applications_user_id_idx').on(t.userId, t.createdAt),
    check(
      'applications_status_check',
      sql.raw(`status in (${APPLICATION_STATUSES.map((s) => `'${s}'`).join(', ')})`),
    ),
  ],
);
