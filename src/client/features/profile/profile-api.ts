import type { Profile, ProfileUpdate } from '#shared/profile/profile.schema.ts';

/** `GET /api/profile`: the caller's own profile (the server scopes it to the session). */
export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  const res = await fetch('/api/profile', {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
    signal,
  });
  if (!res.ok) throw new Error(`GET /api/profile answered ${res.status}`);
  return (await res.json()) as Profile;
}

/** `PATCH /api/profile` with trimmed fields (empty as null); answers the updated row. */
export async function updateProfile(update: ProfileUpdate): Promise<Profile> {
  const res = await fetch('/api/profile', {
    method: 'PATCH',
    credentials: 'same-origin',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify(update),
  });
  if (!res.ok) throw new Error(`PATCH /api/profile answered ${res.status}`);
  return (await res.json()) as Profile;
}
