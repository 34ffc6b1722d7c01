import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ownerId, timestamps } from './auth.ts';

export const CV_UPLOAD_STATUSES = ['uploaded', 'processing', 'done', 'failed'] as const;
export type CvUploadStatus = (typeof CV_UPLOAD_STATUSES)[number];

/**
 * One uploaded CV (bucket `user-cvs`, key `{userId}/cv_{timestamp}_{name}`) and what its
 * processing gave: the extracted profile (`result`) or the reason it failed (`error`).
 * Rows go with the account (cascade); the stored file goes by a user-deletion hook.
 */
export const cvUploads = pgTable(
  'cv_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    storageKey: text('storage_key').notNull().unique(),
    originalName: text('original_name').notNull(),
    /** The type decided from the content, never the browser's claim. */
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    status: text('status', { enum: CV_UPLOAD_STATUSES }).notNull().default('uploaded'),
    result: jsonb('result'),
    error: text('error'),
    ...timestamps,
  },
  (t) => [index('cv_uploads_user_id_idx').on(t.userId)],
);
