import { tryMigrateResume } from '#shared/resume/migrate-resume.ts';
import { templateIdSchema } from '#shared/resume/resume.schema.ts';
import {
  localCopyStore,
  type LocalCopy,
  type LocalCopySlot,
} from '../../../lib/document-session/local-copy.ts';
import type { Snapshot } from './snapshot.ts';

/**
 * The builder's drafts in this browser:
 * - the anonymous draft: everything an anonymous visitor types, surviving reloads, and
 *   offered to the account after sign-in or sign-up;
 * - per signed-in user, the edits not saved yet: one draft for the default resume (/build)
 *   and one per other resume (/build/:id).
 * Drafts are read through `migrateResume`, so a draft from an older app version loads.
 */

const PREFIX = 'tailorcv.resume-draft';

export type Draft = LocalCopy<Snapshot>;

const draftSlot = localCopyStore<Snapshot>({
  toStored: ({ data, templateId }) => ({ data, templateId }),
  fromStored: (stored) => {
    const data = tryMigrateResume(stored.data);
    if (!data) return null;
    const template = templateIdSchema.safeParse(stored.templateId);
    return { data, templateId: template.success ? template.data : null };
  },
});

export const anonymousDraft: LocalCopySlot<Snapshot> = draftSlot(`${PREFIX}.anonymous`);

/** `documentId` null: the default resume. */
export function userDraft(userId: string, documentId: string | null): LocalCopySlot<Snapshot> {
  return draftSlot(
    documentId === null ? `${PREFIX}.user.${userId}` : `${PREFIX}.user.${userId}.doc.${documentId}`,
  );
}
