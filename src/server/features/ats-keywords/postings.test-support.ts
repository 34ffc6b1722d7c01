import type { GenerateKeywordsRequest } from '#shared/ats-keywords/ats-keywords.schema.ts';

/** The engine and route tests' posting: Finch's frontend engineer, with the description given. */
export const finchPosting = (jobDescription: string) =>
  ({
    jobDescription,
    jobTitle: 'Frontend Engineer',
    company: 'Finch',
  }) satisfies GenerateKeywordsRequest;
