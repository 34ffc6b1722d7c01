import type {
  GenerateKeywordsRequest,
  TargetKeyword,
} from '#shared/ats-keywords/ats-keywords.schema.ts';

/**
 * A keyword engine turns a posting into its important keywords, most important first, in
 * the posting's own spelling (the openai-compatible engine at most MAX_KEYWORDS). `local` (default, offline, deterministic) and
 * `openai-compatible` implement it; AI_PROVIDER picks one.
 */
export interface KeywordEngine {
  readonly name: 'local' | 'openai-compatible';
  analyze(request: GenerateKeywordsRequest): Promise<TargetKeyword[]>;
}

/** The keyword strings alone, as `generate-keywords` answers them. */
export async function generateKeywords(
  engine: KeywordEngine,
  request: GenerateKeywordsRequest,
): Promise<string[]> {
  return (await engine.analyze(request)).map((k) => k.name);
}
