import { eq, sql } from 'drizzle-orm';
import type { Profile, ProfileUpdate } from '#shared/profile/profile.schema.ts';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { profiles } from '../../db/schema/profile.ts';

/**
 * The caller's own profile. Every query is keyed by the session's user id, which the
 * routes take from `c.var.user`; nothing here accepts an id from the request.
 */
export function createProfileService(db: Db) {
  const select = async (userId: string): Promise<Profile | null> => {
    const [row] = await db
      .select({
        id: user.id,
        first_name: profiles.firstName,
        last_name: profiles.lastName,
        display_name: profiles.displayName,
        email: user.email,
        hasProfile: sql<boolean>`${profiles.id} is not null`,
      })
      .from(user)
      .leftJoin(profiles, eq(profiles.id, user.id))
      .where(eq(user.id, userId))
      .limit(1);
    if (!row) return null;
    if (!row.hasProfile) {
      // Users get their row from a trigger at creation; this only heals a row deleted by hand.
      await db.insert(profiles).values({ id: userId }).onConflictDoNothing();
    }
    const { hasProfile: _has, ...profile } = row;
    return profile;
  };

  return {
    get: select,

    async update(userId: string, patch: ProfileUpdate): Promise<Profile | null> {
      const set: Partial<typeof profiles.$inferInsert> = {};
      if (patch.first_name !== undefined) set.firstName = patch.first_name;
      if (patch.last_name !== undefined) set.lastName = patch.last_name;
      if (patch.display_name !== undefined) set.displayName = patch.display_name;
      if (Object.keys(set).length > 0) {
        await db
          .insert(profiles)
          .values({ id: userId, ...set })
          .onConflictDoUpdate({ target: profiles.id, set });
      }
      return select(userId);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
