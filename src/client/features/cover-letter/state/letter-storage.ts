import {
  coverLetterDataSchema,
  type CoverLetterData,
} from '#shared/cover-letter/cover-letter.schema.ts';
import { ANONYMOUS_LETTER_KEY } from './anonymous-letter-key.ts';

/**
 * Cover letters kept in this browser (localStorage), like the builder's drafts:
 * - the anonymous letter: everything an anonymous visitor writes, surviving reloads, and
 *   moved into the account after sign-up or sign-in;
 * - per signed-in user and letter, the edits not saved yet, with the server version they
 *   started from, so a save after a restore still detects a save made elsewhere (409).
 * A stored letter that no longer passes the schema is ignored, never half-loaded.
 * Storage can be full or disabled; then letters are simply not kept.
 */
const userKey = (userId: string, documentId: string) =>
  `tailorcv.cover-letter-draft.user.${userId}.doc.${documentId}`;

export interface StoredLetter {
  letter: CoverLetterData;
  baseVersion: number;
  savedAt: number;
}

function read(key: string): StoredLetter | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(key);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as {
      letter?: unknown;
      baseVersion?: unknown;
      savedAt?: unknown;
    };
    const letter = coverLetterDataSchema.safeParse(parsed.letter);
    if (!letter.success) return null;
    return {
      letter: letter.data,
      baseVersion:
        typeof parsed.baseVersion === 'number' && Number.isInteger(parsed.baseVersion)
          ? Math.max(0, parsed.baseVersion)
          : 0,
      savedAt: typeof parsed.savedAt === 'number' ? parsed.savedAt : 0,
    };
  } catch {
    return null;
  }
}

function write(key: string, letter: CoverLetterData, baseVersion: number): void {
  try {
    localStorage.setItem(key, JSON.stringify({ letter, baseVersion, savedAt: Date.now() }));
  } catch {
    // Full or disabled storage: the editor keeps working, the letter is not kept.
  }
}

function remove(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing to do.
  }
}

export const anonymousLetter = {
  read: () => read(ANONYMOUS_LETTER_KEY),
  write: (letter: CoverLetterData) => write(ANONYMOUS_LETTER_KEY, letter, 0),
  clear: () => remove(ANONYMOUS_LETTER_KEY),
};

export const userLetterEdits = {
  read: (userId: string, documentId: string) => read(userKey(userId, documentId)),
  write: (userId: string, documentId: string, letter: CoverLetterData, baseVersion: number) =>
    write(userKey(userId, documentId), letter, baseVersion),
  clear: (userId: string, documentId: string) => remove(userKey(userId, documentId)),
};
