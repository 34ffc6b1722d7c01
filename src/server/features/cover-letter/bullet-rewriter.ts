import fs from 'node:fs';
import { z } from 'zod';
import { rewriteBulletLocally } from '#shared/cover-letter/rewrite-bullet.ts';
import { REWRITE_LIMITS } from '#shared/cover-letter/rewrite-bullet.schema.ts';
import { cleanLine } from '#shared/documents/clean-text.ts';
import type { ExperienceEntry, TargetJob } from '#shared/resume/resume.schema.ts';
import {
  openAiCompatibleChat,
  type OpenAiCompatibleEndpoint,
} from '../../lib/openai-compatible.ts';

/**
 * A bullet rewriter proposes a stronger wording of one resume bullet; what it proposes is
 * never trusted (cover-letter.service.ts checks it with the letter's fact tracer).
 * `local` (default) only replaces a weak opening ('Responsible for managing …' →
 * 'Managed …'), so it cannot add a fact; `openai-compatible` asks a model for a real
 * rewrite. AI_PROVIDER picks one, as for the letter drafts.
 */
interface RewriteInput {
  bullet: string;
  entry: ExperienceEntry;
  job: TargetJob | undefined;
}

export interface BulletRewriter {
  readonly name: 'local' | 'openai-compatible';
  /** The rewrite, or undefined when there is nothing to improve. */
  rewrite(input: RewriteInput): Promise<string | undefined>;
}

export function createLocalRewriter(): BulletRewriter {
  return { name: 'local', rewrite: async (input) => rewriteBulletLocally(input.bullet) };
}

const SYSTEM_PROMPT = fs.readFileSync(
  new URL('./prompts/rewrite-bullet.md', import.meta.url),
  'utf8',
);

const modelAnswerSchema = z.object({ rewrite: z.string().max(REWRITE_LIMITS.bullet) });

class RewriteUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RewriteUnavailableError';
  }
}

/** The bullet and its entry as the model sees them: user text stripped of our delimiters. */
function rewritePrompt(input: RewriteInput): string {
  const safe = (value: string) => cleanLine(value).replace(/<\/?(?:bullet|entry)>/gi, '');
  const { entry, job } = input;
  return [
    `Job: ${safe(entry.jobTitle)}${entry.company ? ` at ${safe(entry.company)}` : ''}${entry.isCurrentJob ? ' (current job)' : ''}`,
    ...(job?.title ? [`Applying for: ${safe(job.title)}`] : []),
    '<entry>',
    ...entry.description.split('\n').map(safe).filter(Boolean),
    '</entry>',
    '<bullet>',
    safe(input.bullet),
    '</bullet>',
  ].join('\n');
}

export function createOpenAiRewriter(
  options: OpenAiCompatibleEndpoint & { timeoutMs?: number },
): BulletRewriter {
  const ask = openAiCompatibleChat(options);
  return {
    name: 'openai-compatible',
    async rewrite(input) {
      let answer: z.infer<typeof modelAnswerSchema>;
      try {
        answer = await ask({
          schema: modelAnswerSchema,
          name: 'bullet_rewrite',
          system: SYSTEM_PROMPT,
          prompt: rewritePrompt(input),
          temperature: 0.3,
          timeoutMs: options.timeoutMs ?? 30_000,
        });
      } catch (err) {
        throw new RewriteUnavailableError(
          `The AI service could not be reached or gave no usable answer (${(err as Error).message}).`,
        );
      }
      const rewrite = cleanLine(answer.rewrite);
      if (!rewrite) throw new RewriteUnavailableError('The model wrote no rewrite.');
      return rewrite === input.bullet.trim() ? undefined : rewrite;
    },
  };
}
