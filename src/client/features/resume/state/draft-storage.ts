import { tryMigrateResume } from '#shared/resume/migrate-resume.ts';
import { templateIdSchema, type ResumeData } from '#shared/resume/resume.schema.ts';

/**
 * Drafts kept in this browser (localStorage), so no work is lost:
 * - the anonymous draft: everything an anonymous visitor types, surviving reloads, and
 *   offered to the account after sign-in or sign-up;
 * - per signed-in user, the edits not saved yet, restored after a reload or a crash:
 *   one draft for the default resume (/build) and one per other resume (/build/:id).
 *   It records the server version the edits started from, so a save after the restore
 *   still detects a save made elsewhere in between (409).
 * Drafts are read through `migrateResume`, so a draft from an older app version loads.
 * Storage can be full or disabled (private windows); then drafts are simply not kept.
 */

const PREFIX = 'tailorcv.resume-draft';
const ANONYMOUS_KEY = `${PREFIX}.anonymous`;
/** `documentId` null: the default resume. */
const userKey = (userId: string, documentId: string | null) =>
  documentId === null ? `${PREFIX}.user.${userId}` : `${PREFIX}.user.${userId}.doc.${documentId}`;

export interface Draft {
  data: ResumeData;
  templateId: string | null;
  /** Server version the edits started from (0 for anonymous drafts and new resumes). */
  baseVersion: number;
  /** When the draft was last written (ms since epoch). */
  savedAt: number;
}

function read(key: string): Draft | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(key);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<Record<keyof Draft, unknown>>;
    const data = tryMigrateResume(parsed.data);
    if (!data) return null;
    const template = templateIdSchema.safeParse(parsed.templateId);
    return {
      data,
      templateId: template.success ? template.data : null,
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

function write(key: string, draft: Omit<Draft, 'savedAt'>): void {
  try {
    localStorage.setItem(key, JSON.stringify({ ...draft, savedAt: Date.now() }));
  } catch {
    // Full or disabled storage: the editor keeps working, the draft is not kept.
  }
}

function remove(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing to do: the draft could not have been written either.
  }
}

export const anonymousDraft = {
  read: () => read(ANONYMOUS_KEY),
  write: (draft: Omit<Draft, 'savedAt' | 'baseVersion'>) =>
    write(ANONYMOUS_KEY, { ...draft, baseVersion: 0 }),
  clear: () => remove(ANONYMOUS_KEY),
};

export const userDraft = {
  read: (userId: string, documentId: string | null = null) => read(userKey(userId, documentId)),
  write: (userId: string, draft: Omit<Draft, 'savedAt'>, documentId: string | null = null) =>
    write(userKey(userId, documentId), draft),
  clear: (userId: string, documentId: string | null = null) => remove(userKey(userId, documentId)),
};
