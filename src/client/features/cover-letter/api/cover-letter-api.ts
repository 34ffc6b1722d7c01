import {
  analyzeJobResponseSchema,
  type TargetKeyword,
} from '#shared/ats-keywords/ats-keywords.schema.ts';
import {
  DRAFT_NOTICES,
  draftCoverLetterResponseSchema,
  type DraftCoverLetterRequestInput,
  type DraftCoverLetterResponse,
} from '#shared/cover-letter/draft.schema.ts';
import type { TargetJob } from '#shared/resume/resume.schema.ts';

/**
 * The server functions the letter editor calls: 'Draft from my resume'
 * (`/api/functions/draft-cover-letter`) and the target job's keywords for the checks
 * (`/api/functions/analyze-job`). Plain fetch, answers parsed with the shared schemas.
 */

/** A draft the server refused, with the notice to show ('Please add your experience first'). */
export class DraftError extends Error {
  constructor(
    public readonly title: string,
    message: string,
    public readonly status: number,
  ) {
    super(message);
    this.name = 'DraftError';
  }
}

export async function draftCoverLetter(
  body: DraftCoverLetterRequestInput,
): Promise<DraftCoverLetterResponse> {
  let res: Response;
  try {
    res = await fetch('/api/functions/draft-cover-letter', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new DraftError(DRAFT_NOTICES.failed, 'The server could not be reached.', 0);
  }
  const json = (await res.json().catch(() => null)) as {
    error?: { message?: string; issues?: { message?: string }[] };
  } | null;
  if (res.status === 422) {
    throw new DraftError(
      json?.error?.message ?? DRAFT_NOTICES.noExperience,
      json?.error?.issues?.[0]?.message ?? DRAFT_NOTICES.noExperienceText,
      422,
    );
  }
  if (!res.ok) {
    throw new DraftError(
      DRAFT_NOTICES.failed,
      json?.error?.message && res.status !== 503 ? json.error.message : 'Please try again.',
      res.status,
    );
  }
  return draftCoverLetterResponseSchema.parse(json);
}

/** The target job's keywords (empty without a description). */
export async function jobKeywords(job: TargetJob, signal?: AbortSignal): Promise<TargetKeyword[]> {
  if (!job.description.trim()) return [];
  const res = await fetch('/api/functions/analyze-job', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jobDescription: job.description,
      jobTitle: job.title,
      company: job.company,
    }),
    ...(signal ? { signal } : {}),
  });
  if (!res.ok) throw new Error(`The keyword service answered ${res.status}.`);
  return analyzeJobResponseSchema.parse(await res.json()).keywords;
}
