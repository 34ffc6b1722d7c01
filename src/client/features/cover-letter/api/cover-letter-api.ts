import {
  DRAFT_NOTICES,
  draftCoverLetterResponseSchema,
  type DraftCoverLetterRequestInput,
  type DraftCoverLetterResponse,
} from '#shared/cover-letter/draft.schema.ts';
import { ApiError } from '../../../lib/api/api-error.ts';
import { request } from '../../../lib/api/request.ts';

/**
 * 'Draft from my resume' (`/api/functions/draft-cover-letter`) on the client's API layer.
 * The target job's keywords for the checks come from the keyword feature's
 * `jobKeywordsQuery`, the same query the builder's target-job panel reads.
 */
export function draftCoverLetter(
  body: DraftCoverLetterRequestInput,
): Promise<DraftCoverLetterResponse> {
  return request('POST', '/api/functions/draft-cover-letter', {
    body,
    schema: draftCoverLetterResponseSchema,
  });
}

/**
 * The notice for a draft that failed. A 422 is the server's refusal with the notice to show
 * ('Please add your experience first' and why); other answers show the server's message,
 * but an unavailable engine (503) or an answer not understood only asks to try again.
 */
export function draftFailureNotice(error: unknown): { title: string; text: string } {
  const again = { title: DRAFT_NOTICES.failed, text: 'Please try again.' };
  if (!(error instanceof ApiError) || error.code === 'BAD_ANSWER' || error.status === 503) {
    return again;
  }
  // `HTTP_<status>`: the answer carried no error of ours, so no message to show.
  const fromServer = !error.code.startsWith('HTTP_');
  if (error.status === 422) {
    return {
      title: fromServer ? error.message : DRAFT_NOTICES.noExperience,
      text: error.issues[0]?.message ?? DRAFT_NOTICES.noExperienceText,
    };
  }
  return fromServer || error.status === 0 ? { ...again, text: error.message } : again;
}
