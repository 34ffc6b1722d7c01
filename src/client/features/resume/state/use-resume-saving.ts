import { useCallback, useRef, useState } from 'react';
import { resumeToApi } from '#shared/resume/resume-api.ts';
import { notify } from '../../../lib/notify.ts';
import { isResumeConflict } from '../api/resume-api-client.ts';
import { useSaveResume } from '../api/save-resume.ts';
import { SaveConflictError, type SaveResume } from './resume-source.ts';
import { savedFromApi, type SavedSnapshot } from './snapshot.ts';
import type { ResumeEditor } from './use-resume-editor.ts';

export const SAVE_NOTICES = {
  success: 'Resume data saved successfully',
  failure: 'Failed to save resume data',
} as const;

export interface SaveOptions {
  /** Save over this server version instead of the last saved one ("keep mine and overwrite"). */
  overVersion?: number;
  /** Replaces the spec's success notice (e.g. when a draft was moved into the account). */
  successNotice?: { title: string; text?: string };
}

/**
 * Saving the editor's document. Saves run one after another (an add that saves at once
 * may follow a Save click), each sending what is being edited when it starts and the
 * version it starts from. A 409 opens the conflict choice instead of overwriting.
 *
 * `saveResume` saves somewhere else than the default resume (`PUT /api/resume`), e.g. a
 * document of the documents API (/build/:id).
 */
export function useResumeSaving(
  { apply, getState }: Pick<ResumeEditor, 'apply' | 'getState'>,
  saveResume?: SaveResume,
) {
  const { mutateAsync } = useSaveResume();
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<SavedSnapshot | null>(null);

  const saveDefault = useCallback<SaveResume>(
    async (snapshot, version) => {
      try {
        const doc = await mutateAsync({
          ...resumeToApi(snapshot.data),
          template_id: snapshot.templateId,
          version,
        });
        return { version: doc.version, updatedAt: doc.updated_at };
      } catch (error) {
        if (isResumeConflict(error)) throw new SaveConflictError(savedFromApi(error.current));
        throw error;
      }
    },
    [mutateAsync],
  );
  const send = saveResume ?? saveDefault;
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const running = useRef(0);

  const save = useCallback(
    (options: SaveOptions = {}): Promise<boolean> => {
      running.current += 1;
      setSaving(true);
      const run = async () => {
        const { current, saved } = getState();
        try {
          const doc = await send(current, options.overVersion ?? saved.version);
          apply({
            type: 'saved',
            snapshot: current,
            version: doc.version,
            updatedAt: doc.updatedAt,
          });
          if (options.successNotice) {
            notify.success(options.successNotice.title, options.successNotice.text);
          } else {
            notify.success(SAVE_NOTICES.success);
          }
          return true;
        } catch (error) {
          if (error instanceof SaveConflictError) {
            setConflict(error.current);
          } else {
            notify.error(
              SAVE_NOTICES.failure,
              error instanceof Error ? error.message : 'Please try again.',
            );
          }
          return false;
        } finally {
          running.current -= 1;
          if (running.current === 0) setSaving(false);
        }
      };
      const result = queue.current.then(run);
      queue.current = result.catch(() => undefined);
      return result;
    },
    [apply, getState, send],
  );

  return { save, saving, conflict, clearConflict: () => setConflict(null) };
}
