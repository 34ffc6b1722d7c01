import type { AiConfig } from '../../config.ts';
import type { KeywordEngine } from './keyword-engine.ts';
import type { Lexicon } from './lexicon.ts';
import { createLocalEngine } from './local-engine.ts';
import { createOpenAiCompatibleEngine } from './openai-engine.ts';

/** What picks and configures the engine: the AI settings, of which only the provider is needed. */
export type KeywordEngineSettings = Pick<AiConfig, 'provider'> &
  Partial<Omit<AiConfig, 'provider'>>;

export function createKeywordEngine(
  settings: KeywordEngineSettings,
  lexicon?: Lexicon,
): KeywordEngine {
  const withLexicon = lexicon ? { lexicon } : {};
  if (settings.provider === 'local') return createLocalEngine(withLexicon);
  const { baseUrl, model, apiKey } = settings;
  if (!baseUrl || !model)
    throw new Error('AI_PROVIDER=openai-compatible needs AI_BASE_URL and AI_MODEL');
  return createOpenAiCompatibleEngine({
    baseUrl,
    model,
    ...(apiKey ? { apiKey } : {}),
    ...withLexicon,
  });
}
