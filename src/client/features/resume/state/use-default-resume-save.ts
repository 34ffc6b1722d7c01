import { useCallback } from 'react';
import { resumeToApi } from '#shared/resume/resume-api.ts';
import { SaveConflictError } from '../../../lib/document-session/saved-document.ts';
import { isResumeConflict } from '../api/resume-api-client.ts';
import { useSaveResume } from '../api/save-resume.ts';
import type { SaveResume } from './resume-source.ts';
import { savedFromApi } from './snapshot.ts';

/** Saving the default resume (/build): `PUT /api/resume` with the version it starts from. */
export function useDefaultResumeSave(): SaveResume {
  const { mutateAsync } = useSaveResume();
  return useCallback<SaveResume>(
    async (snapshot, version, options) => {
      try {
        const doc = await mutateAsync({
          ...resumeToApi(snapshot.data),
          template_id: snapshot.templateId,
          version,
          ...(options?.imported ? { version_reason: 'import' as const } : {}),
        });
        return { version: doc.version, updatedAt: doc.updated_at };
      } catch (error) {
        if (isResumeConflict(error)) throw new SaveConflictError(savedFromApi(error.current));
        throw error;
      }
    },
    [mutateAsync],
  );
}
