import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ownerId, timestamps } from './auth.ts';
import { documents } from './documents.ts';

export const VERSION_REASONS = ['save', 'import', 'template', 'restore'] as const;
export type VersionReason = (typeof VERSION_REASONS)[number];

/**
 * Earlier states of a document (its title, template and data as they were). `updatedAt` moves
 * when saves within a few minutes of each other are folded into one 'save' version. Deleted
 * with the document.
 */
export const documentVersions = pgTable(
  'document_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    reason: text('reason', { enum: VERSION_REASONS }).notNull(),
    name: text('name'),
    title: text('title').notNull(),
    templateId: text('template_id'),
    data: jsonb('data').notNull(),
    ...timestamps,
  },
  (t) => [
    index('document_versions_document_idx').on(t.documentId, t.createdAt),
    index('document_versions_user_id_idx').on(t.userId),
    check(
      'document_versions_reason_check',
      sql`${t.reason} in ('save', 'import', 'template', 'restore')`,
    ),
  ],
);
