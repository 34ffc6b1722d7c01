import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { generateText, Output } from 'ai';
import type { z, ZodType } from 'zod';

/** An OpenAI-compatible chat endpoint (AI_BASE_URL, AI_API_KEY, AI_MODEL). */
export interface OpenAiCompatibleEndpoint {
  baseUrl: string;
  apiKey?: string;
  model: string;
}

export interface StructuredQuestion<Schema extends ZodType> {
  /** The answer's shape, sent as a JSON schema (structured output) and checked on return. */
  schema: Schema;
  /** The schema's name, as the endpoint sees it. */
  name: string;
  system: string;
  prompt: string;
  temperature: number;
  /** Give up after this long. */
  timeoutMs: number;
}

/**
 * The chat model behind an OpenAI-compatible endpoint (Vercel AI SDK), asked for an answer
 * of a zod schema's shape. One retry, then the call fails: the features that ask (keyword
 * extraction, cover letters) answer 503 rather than keep a person waiting. What the model
 * says is only schema-checked here; each feature decides what of it to trust.
 */
export function openAiCompatibleChat(endpoint: OpenAiCompatibleEndpoint) {
  const provider = createOpenAICompatible({
    name: 'tailorcv',
    baseURL: endpoint.baseUrl,
    ...(endpoint.apiKey ? { apiKey: endpoint.apiKey } : {}),
    supportsStructuredOutputs: true,
  });
  const model = provider.chatModel(endpoint.model);

  return async function ask<Schema extends ZodType>(
    question: StructuredQuestion<Schema>,
  ): Promise<z.output<Schema>> {
    const { output } = await generateText({
      model,
      output: Output.object({ schema: question.schema, name: question.name }),
      system: question.system,
      prompt: question.prompt,
      temperature: question.temperature,
      maxRetries: 1,
      abortSignal: AbortSignal.timeout(question.timeoutMs),
    });
    return output as z.output<Schema>;
  };
}
