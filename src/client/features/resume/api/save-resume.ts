import { useMutation } from '@tanstack/react-query';
import type { ResumePutBody } from '#shared/resume/resume-api.ts';
import { putResume } from './resume-api-client.ts';

/**
 * `PUT /api/resume`. Nothing to invalidate: the resume query is not cached between visits
 * (get-resume.ts) and the editor keeps the saved version itself.
 */
export function useSaveResume() {
  return useMutation({ mutationFn: (body: ResumePutBody) => putResume(body) });
}
