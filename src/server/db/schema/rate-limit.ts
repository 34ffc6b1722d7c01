import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters shared by every app process (sign-in, uploads, exports …).
 * The shape is also the one Better Auth's database rate-limit storage expects.
 */
export const rateLimit = pgTable('rate_limit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});
