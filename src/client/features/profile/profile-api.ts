import { profileSchema, type Profile, type ProfileUpdate } from '#shared/profile/profile.schema.ts';
import { request } from '../../lib/api/request.ts';

/** `GET /api/profile`: the caller's own profile (the server scopes it to the session). */
export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return request('GET', '/api/profile', { schema: profileSchema, signal });
}

/** `PATCH /api/profile` with trimmed fields (empty as null); answers the updated row. */
export function updateProfile(update: ProfileUpdate): Promise<Profile> {
  return request('PATCH', '/api/profile', { body: update, schema: profileSchema });
}
