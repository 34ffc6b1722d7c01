import { z } from 'zod';

/**
 * The `generate-keywords` function (body `{jobDescription, jobTitle,
 * company}`, answer `{keywords: string[]}`) and its richer sibling `analyze-job`, which
 * the target-job panel reads.
 */

export const JOB_DESCRIPTION_MAX = 20_000;
export const JOB_FIELD_MAX = 200;
/**
 * The openai-compatible engine asks its model for at most this many keywords; the local
 * engine answers every keyword it finds, most important first.
 */
export const MAX_KEYWORDS = 15;

export const generateKeywordsRequestSchema = z.object({
  jobDescription: z
    .string()
    .trim()
    .min(1, { error: 'Please add a job description first' })
    .max(JOB_DESCRIPTION_MAX, {
      error: `The job description must be at most ${JOB_DESCRIPTION_MAX.toLocaleString('en-US')} characters.`,
    }),
  jobTitle: z
    .string()
    .trim()
    .max(JOB_FIELD_MAX, { error: `Must be at most ${JOB_FIELD_MAX} characters.` })
    .default(''),
  company: z
    .string()
    .trim()
    .max(JOB_FIELD_MAX, { error: `Must be at most ${JOB_FIELD_MAX} characters.` })
    .default(''),
});

export type GenerateKeywordsRequest = z.infer<typeof generateKeywordsRequestSchema>;
export type GenerateKeywordsRequestInput = z.input<typeof generateKeywordsRequestSchema>;

export const generateKeywordsResponseSchema = z.object({
  keywords: z.array(z.string()),
});

export type GenerateKeywordsResponse = z.infer<typeof generateKeywordsResponseSchema>;

export const KEYWORD_CATEGORIES = ['hard-skill', 'tool', 'certification', 'soft-skill'] as const;
export type KeywordCategory = (typeof KEYWORD_CATEGORIES)[number];

/** Headings for the target-job panel's groups. */
export const KEYWORD_CATEGORY_LABELS: Record<KeywordCategory, string> = {
  'hard-skill': 'Hard skills',
  tool: 'Tools',
  certification: 'Certifications',
  'soft-skill': 'Soft skills',
};

/** How much a posting asks for a keyword: a requirement, or a nice-to-have. */
export const KEYWORD_IMPORTANCES = ['must', 'nice'] as const;
export type KeywordImportance = (typeof KEYWORD_IMPORTANCES)[number];

/** What kind of keyword it is: hard skills (know-how, tools, certifications) or soft skills. */
export const KEYWORD_KINDS = ['hard', 'soft'] as const;
export type KeywordKind = (typeof KEYWORD_KINDS)[number];

/**
 * The points of a keyword in the match score: importance × kind × emphasis, where emphasis
 * is the keyword's `weight` (how much the posting stresses it; its top keyword 1). A required
 * hard skill the posting stresses most counts 6, a nice-to-have soft skill at most 1. The
 * score is the share of the points a resume has, and each keyword's points can be shown.
 */
export const KEYWORD_POINTS = {
  importance: { must: 3, nice: 1 },
  kind: { hard: 2, soft: 1 },
} as const satisfies {
  importance: Record<KeywordImportance, number>;
  kind: Record<KeywordKind, number>;
};

/** The resume sections a keyword can be found in (the match report's `where`), in resume order. */
export const KEYWORD_SECTIONS = [
  'headline',
  'summary',
  'experience',
  'skills',
  'education',
  'certifications',
  'languages',
  'projects',
  'volunteering',
  'awards',
  'publications',
  'custom',
  'interests',
] as const;

export type KeywordSection = (typeof KEYWORD_SECTIONS)[number];

/** One keyword of a posting: canonical spelling, other spellings, group and importance. */
const targetKeywordSchema = z.object({
  name: z.string(),
  aliases: z.array(z.string()),
  category: z.enum(KEYWORD_CATEGORIES),
  /** Importance, 0 < weight ≤ 1 (the posting's most important keyword is 1). */
  weight: z.number().min(0).max(1),
  /** Letter case matters when matching ("Go", "R"), because the plain word means something else. */
  caseSensitive: z.boolean().optional(),
  /**
   * Whether the posting requires it or calls it a nice-to-have. The local engine sets it from
   * where the keyword is written; when absent (another engine) the match reads it from the
   * weight (match-keywords.ts).
   */
  importance: z.enum(KEYWORD_IMPORTANCES).optional(),
});

export type TargetKeyword = z.infer<typeof targetKeywordSchema>;

export const analyzeJobResponseSchema = z.object({
  keywords: z.array(targetKeywordSchema),
});

export type AnalyzeJobResponse = z.infer<typeof analyzeJobResponseSchema>;

/** The keyword notices, word for word. */
export const KEYWORD_NOTICES = {
  missingDescription: 'Please add a job description first',
  failed: 'Failed to generate keywords',
  noneNew: 'No new keywords were generated',
} as const;

/** 'Added {n} ATS-friendly keywords'. */
export function addedKeywordsNotice(n: number): string {
  return `Added ${n} ATS-friendly keywords`;
}
