import { z } from 'zod';
import {
  MAX_KEYWORDS,
  type GenerateKeywordsRequest,
  type TargetKeyword,
} from '#shared/ats-keywords/ats-keywords.schema.ts';
import { containsTerm, prepareText, termKey, termPattern } from '#shared/ats-keywords/tokens.ts';
import {
  openAiCompatibleChat,
  type OpenAiCompatibleEndpoint,
} from '../../lib/openai-compatible.ts';
import type { KeywordEngine } from './keyword-engine.ts';
import { loadLexicon, lookupTerm, type Lexicon } from './lexicon.ts';
import { isNoise } from './local-engine.ts';

/**
 * The `openai-compatible` engine: any chat-completions endpoint through the AI SDK, asked
 * for `{keywords}` by a zod schema. The model's answer is not trusted: a keyword is kept
 * only when it occurs in the posting, or when the lexicon knows it and one of its
 * spellings occurs there (then the canonical spelling is used). So the model can rank and
 * pick, but cannot invent skills the posting never asked for.
 */

export interface OpenAiCompatibleEngineOptions extends OpenAiCompatibleEndpoint {
  lexicon?: Lexicon;
  /** Give up after this long (default 30 s). */
  timeoutMs?: number;
}

const llmAnswerSchema = z.object({
  keywords: z.array(z.string().max(100)).max(40),
});

const SYSTEM_PROMPT = [
  'You extract ATS keywords from job postings.',
  'Return the skills, tools, technologies, certifications, methods and qualifications a recruiter would screen for, most important first.',
  'Use the spelling of the posting. Each keyword is a short noun phrase of one to four words.',
  'Never return benefits, salary, company culture phrases, equal-opportunity text, locations, dates, the company name or the job title.',
  `Return at most ${MAX_KEYWORDS} keywords.`,
].join(' ');

/** Keeps the keywords the posting supports, canonical where the lexicon knows them. */
export function groundKeywords(
  keywords: readonly string[],
  request: GenerateKeywordsRequest,
  lexicon: Lexicon,
): TargetKeyword[] {
  const posting = prepareText(`${request.jobDescription}\n${request.jobTitle}`);
  const kept: Omit<TargetKeyword, 'weight'>[] = [];
  const seen = new Set<string>();
  for (const raw of keywords) {
    const keyword = raw.replace(/\s+/g, ' ').trim();
    if (!keyword) continue;
    const entry = lookupTerm(lexicon, keyword);
    let found: Omit<TargetKeyword, 'weight'> | undefined;
    if (entry) {
      const spellings = [
        termPattern(entry.name, entry.caseSensitive),
        ...entry.aliases.map((a) => termPattern(a)),
      ];
      if (spellings.some((p) => containsTerm(posting, p)))
        found = {
          name: entry.name,
          aliases: entry.aliases,
          category: entry.category,
          ...(entry.caseSensitive ? { caseSensitive: true } : {}),
        };
    } else if (!isNoise(keyword) && containsTerm(posting, termPattern(keyword))) {
      found = { name: keyword, aliases: [], category: 'hard-skill' };
    }
    if (!found) continue;
    const key = termKey(found.name);
    if (seen.has(key) || (request.company && key === termKey(request.company))) continue;
    seen.add(key);
    kept.push(found);
    if (kept.length === MAX_KEYWORDS) break;
  }
  // The model lists the most important first; weight falls gently with rank.
  return kept.map((k, i) => ({
    ...k,
    weight: Math.round((1 - (0.5 * i) / kept.length) * 100) / 100,
  }));
}

export function createOpenAiCompatibleEngine(
  options: OpenAiCompatibleEngineOptions,
): KeywordEngine {
  const lexicon = options.lexicon ?? loadLexicon();
  const ask = openAiCompatibleChat(options);
  return {
    name: 'openai-compatible',
    async analyze(request) {
      const output = await ask({
        schema: llmAnswerSchema,
        name: 'ats_keywords',
        system: SYSTEM_PROMPT,
        prompt: [
          `Job title: ${request.jobTitle || '(not given)'}`,
          `Company: ${request.company || '(not given)'}`,
          'Job posting:',
          request.jobDescription,
        ].join('\n'),
        temperature: 0,
        timeoutMs: options.timeoutMs ?? 30_000,
      });
      return groundKeywords(output.keywords, request, lexicon);
    },
  };
}
