import {
  analyzeJobResponseSchema,
  generateKeywordsResponseSchema,
  type GenerateKeywordsRequestInput,
  type TargetKeyword,
} from '#shared/ats-keywords/ats-keywords.schema.ts';

/**
 * The server's two keyword functions: keywords for one entry, and a target job's
 * keywords. Plain fetch, the answer parsed with the shared schema: anything unexpected is
 * an error the caller turns into 'Failed to generate keywords'.
 */
async function post(path: string, body: GenerateKeywordsRequestInput, signal?: AbortSignal) {
  const res = await fetch(`/api/functions/${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    ...(signal ? { signal } : {}),
  });
  if (!res.ok) throw new Error(`The keyword service answered ${res.status}.`);
  return (await res.json()) as unknown;
}

export async function generateKeywords(body: GenerateKeywordsRequestInput): Promise<string[]> {
  return generateKeywordsResponseSchema.parse(await post('generate-keywords', body)).keywords;
}

export async function analyzeJob(
  body: GenerateKeywordsRequestInput,
  signal?: AbortSignal,
): Promise<TargetKeyword[]> {
  return analyzeJobResponseSchema.parse(await post('analyze-job', body, signal)).keywords;
}
