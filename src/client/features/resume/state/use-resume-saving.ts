import { useCallback, useRef, useState } from 'react';
import type { ResumeApiDocument } from '#shared/resume/resume-api.ts';
import { resumeToApi } from '#shared/resume/resume-api.ts';
import { notify } from '../../../lib/notify.ts';
import { ResumeConflictError } from '../api/resume-api-client.ts';
import { useSaveResume } from '../api/save-resume.ts';
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
 */
export function useResumeSaving({ apply, getState }: Pick<ResumeEditor, 'apply' | 'getState'>) {
  const { mutateAsync } = useSaveResume();
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<ResumeApiDocument | null>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const running = useRef(0);

  const save = useCallback(
    (options: SaveOptions = {}): Promise<boolean> => {
      running.current += 1;
      setSaving(true);
      const run = async () => {
        const { current, saved } = getState();
        try {
          const doc = await mutateAsync({
            ...resumeToApi(current.data),
            template_id: current.templateId,
            version: options.overVersion ?? saved.version,
          });
          apply({
            type: 'saved',
            snapshot: current,
            version: doc.version,
            updatedAt: doc.updated_at,
          });
          if (options.successNotice) {
            notify.success(options.successNotice.title, options.successNotice.text);
          } else {
            notify.success(SAVE_NOTICES.success);
          }
          return true;
        } catch (error) {
          if (error instanceof ResumeConflictError) {
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
    [apply, getState, mutateAsync],
  );

  return { save, saving, conflict, clearConflict: () => setConflict(null) };
}
