import { queryOptions } from '@tanstack/react-query';
import {
  analyzeJobResponseSchema,
  generateKeywordsResponseSchema,
  type GenerateKeywordsRequestInput,
  type TargetKeyword,
} from '#shared/ats-keywords/ats-keywords.schema.ts';
import type { TargetJob } from '#shared/resume/resume.schema.ts';
import { request } from '../../lib/api/request.ts';

/**
 * The server's two keyword functions: keywords for one entry, and a target job's
 * keywords (the builder's target-job panel and the letter editor's checks both read the
 * latter through `jobKeywordsQuery`). Answers are parsed with the shared schemas: anything
 * unexpected is an ApiError the caller turns into its notice.
 */
export async function generateKeywords(body: GenerateKeywordsRequestInput): Promise<string[]> {
  const answer = await request('POST', '/api/functions/generate-keywords', {
    body,
    schema: generateKeywordsResponseSchema,
  });
  return answer.keywords;
}

async function analyzeJob(
  body: GenerateKeywordsRequestInput,
  signal?: AbortSignal,
): Promise<TargetKeyword[]> {
  const answer = await request('POST', '/api/functions/analyze-job', {
    body,
    schema: analyzeJobResponseSchema,
    signal,
  });
  return answer.keywords;
}

/**
 * A target job's keywords as a query: keyed by the fields as the server reads them
 * (trimmed), kept for the visit (a posting's keywords do not change), not retried (the
 * screens say it failed and a new edit asks again). Off without a description.
 */
export function jobKeywordsQuery(job: TargetJob) {
  const body = {
    jobTitle: job.title.trim(),
    company: job.company.trim(),
    jobDescription: job.description.trim(),
  };
  return queryOptions({
    queryKey: ['job-keywords', body.jobTitle, body.company, body.jobDescription],
    queryFn: ({ signal }) => analyzeJob(body, signal),
    enabled: body.jobDescription !== '',
    staleTime: Infinity,
    retry: false,
  });
}
