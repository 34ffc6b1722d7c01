import type { KeywordEngine } from './keyword-engine.ts';
import type { Lexicon } from './lexicon.ts';
import { createLocalEngine } from './local-engine.ts';
import { createOpenAiCompatibleEngine } from './openai-engine.ts';

/** What picks and configures the engine (AI_PROVIDER, AI_BASE_URL, AI_API_KEY, AI_MODEL). */
export interface KeywordEngineSettings {
  provider: 'local' | 'openai-compatible';
  baseUrl?: string;
  apiKey?: string;
  model?: string;
}

export function createKeywordEngine(
  settings: KeywordEngineSettings,
  lexicon?: Lexicon,
): KeywordEngine {
  if (settings.provider === 'openai-compatible') {
    if (!settings.baseUrl || !settings.model)
      throw new Error('AI_PROVIDER=openai-compatible needs AI_BASE_URL and AI_MODEL');
    return createOpenAiCompatibleEngine({
      baseUrl: settings.baseUrl,
      model: settings.model,
      ...(settings.apiKey ? { apiKey: settings.apiKey } : {}),
      ...(lexicon ? { lexicon } : {}),
    });
  }
  return createLocalEngine(lexicon ? { lexicon } : {});
}
