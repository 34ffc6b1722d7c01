/**
 * Where this browser keeps an anonymous visitor's cover letter. Its own module with no
 * imports, so the root layout can look for it (to move it into the account after sign-up)
 * without loading the editor.
 */
export const ANONYMOUS_LETTER_KEY = 'tailorcv.cover-letter-draft.anonymous';

export function hasAnonymousLetter(): boolean {
  try {
    return localStorage.getItem(ANONYMOUS_LETTER_KEY) !== null;
  } catch {
    return false;
  }
}
