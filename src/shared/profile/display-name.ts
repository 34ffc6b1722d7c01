/** The name fields the displayed-name rule reads (a profile row, or sign-up metadata). */
export interface DisplayNameSource {
  display_name?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
}

function clean(value: string | null | undefined): string {
  return (value ?? '').trim();
}

/**
 * The name shown for a user, in order of preference: the profile's
 * display_name; first and last name joined; first name; the part of the e-mail before
 * the '@'; the text 'User'. Blank (whitespace-only) values count as missing.
 */
export function displayName(source: DisplayNameSource | null | undefined): string {
  const display = clean(source?.display_name);
  if (display) return display;
  const first = clean(source?.first_name);
  const last = clean(source?.last_name);
  if (first && last) return `${first} ${last}`;
  if (first) return first;
  const local = clean(source?.email).split('@')[0]?.trim() ?? '';
  if (local) return local;
  return 'User';
}
