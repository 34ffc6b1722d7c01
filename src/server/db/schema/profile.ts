import { pgTable, text } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * The editable profile (table `profiles`), keyed by the user id. The row
 * is created in the same statement as the user by the `user_create_profile` trigger
 * (migration 0002), so no user ever exists without one.
 */
export const profiles = pgTable('profiles', {
  id: text('id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  firstName: text('first_name'),
  lastName: text('last_name'),
  displayName: text('display_name'),
});
