import fs from 'node:fs';
import { z } from 'zod';
import type { TargetKeyword } from '#shared/ats-keywords/ats-keywords.schema.ts';
import { tokenize } from '#shared/ats-keywords/tokens.ts';
import { traceSentences } from '#shared/cover-letter/check-claims.ts';
import { yearsPhrase } from '#shared/cover-letter/compose-letter.ts';
import { COVER_LETTER_LIMITS as L } from '#shared/cover-letter/cover-letter.schema.ts';
import type { LetterFacts } from '#shared/cover-letter/letter-facts.ts';
import { cleanLine, cleanMultiline } from '#shared/documents/clean-text.ts';
import {
  openAiCompatibleChat,
  type OpenAiCompatibleEndpoint,
} from '../../lib/openai-compatible.ts';
import { findTerms, loadLexicon, type Lexicon } from '../ats-keywords/lexicon.ts';
import type { CoverLetterDrafter, DraftInput } from './cover-letter-drafter.ts';

/**
 * AI_PROVIDER=openai-compatible: a model writes the letter from the facts (and only the
 * facts) through any OpenAI-compatible chat endpoint (Vercel AI SDK, structured output).
 * The answer is not trusted: every sentence is traced to the resume and checked
 * (src/shared/cover-letter/check-claims.ts), with the skills vocabulary widened by every
 * lexicon term the model's text contains, so an invented tool is caught even when the
 * posting never named it. Flagged sentences stay in the draft, marked, for the user.
 */

const SYSTEM_PROMPT = fs.readFileSync(
  new URL('./prompts/draft-cover-letter.md', import.meta.url),
  'utf8',
);

class DraftUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DraftUnavailableError';
  }
}

const modelAnswerSchema = z.object({
  greeting: z.string().max(L.greeting),
  paragraphs: z.array(z.string().max(L.paragraph)).min(1).max(6),
  closing: z.string().max(L.closing),
});

export interface OpenAiDrafterOptions extends OpenAiCompatibleEndpoint {
  lexicon?: Lexicon;
  /** Give up after this long (default 60 s). */
  timeoutMs?: number;
}

/** Facts as the model sees them: labelled lines, user text stripped of our delimiters. */
function factsPrompt(input: DraftInput): string {
  const f: LetterFacts = input.facts;
  const safe = (value: string) => cleanLine(value).replace(/<\/?facts>/gi, '');
  const lines: string[] = [];
  const add = (label: string, value: string | undefined) => {
    if (value) lines.push(`${label}: ${safe(value)}`);
  };
  add('Applicant name', f.name?.value);
  add('Role applied for', f.role?.value);
  add('Company applied to', f.company?.value);
  add('Hiring manager', input.recipientName || undefined);
  if (f.title)
    add(
      f.current ? 'Current job' : 'Most recent job',
      `${f.title.value}${f.employer ? ` at ${f.employer.value}` : ''}`,
    );
  add('Headline', f.headline?.value);
  add('Years of experience', f.years ? yearsPhrase(f.years.value) : undefined);
  if (f.roles.length > 0)
    add(
      'Earlier roles',
      f.roles.map((r) => `${r.title.value}${r.company ? ` at ${r.company.value}` : ''}`).join('; '),
    );
  if (f.achievements.length > 0) {
    lines.push('Achievements (from the resume, keep numbers exact):');
    for (const a of f.achievements)
      lines.push(`- ${safe(a.value)}${a.company ? ` (at ${safe(a.company.value)})` : ''}`);
  }
  add('Posting keywords the resume shows', f.keywords.map((k) => k.value).join(', ') || undefined);
  add('Education', f.education?.value);
  add('Certifications', f.certifications.map((c) => c.value).join(', ') || undefined);
  add(
    'Projects',
    f.projects.map((p) => `${p.name.value}${p.role ? ` (${p.role.value})` : ''}`).join('; ') ||
      undefined,
  );
  add(
    'Volunteering',
    f.volunteering
      .map((v) => [v.role?.value, v.organization?.value].filter(Boolean).join(' at '))
      .join('; ') || undefined,
  );
  add('Awards', f.awards.map((a) => a.value).join('; ') || undefined);
  add('Publications', f.publications.map((p) => p.value).join('; ') || undefined);
  if (f.keywords.length === 0) add('Skills', f.skills.map((s) => s.value).join(', ') || undefined);
  if (f.aboutCompany.length > 0) {
    lines.push(
      'What the posting says about the company (its own words, the only ones to use about it):',
    );
    for (const a of f.aboutCompany) lines.push(`- ${safe(a.value)}`);
  }
  return [`Tone: ${input.tone}`, '<facts>', ...lines, '</facts>'].join('\n');
}

/** Lexicon terms in the model's text (hard skills, tools, certifications), as keywords to check. */
export function termsInText(text: string, lexicon: Lexicon): TargetKeyword[] {
  const seen = new Set<number>();
  const terms: TargetKeyword[] = [];
  for (const hit of findTerms(lexicon, tokenize(text))) {
    if (hit.entry.category === 'soft-skill' || seen.has(hit.entry.id)) continue;
    seen.add(hit.entry.id);
    terms.push({
      name: hit.entry.name,
      aliases: hit.entry.aliases,
      category: hit.entry.category,
      weight: 1,
      ...(hit.entry.caseSensitive ? { caseSensitive: true } : {}),
    });
  }
  return terms;
}

export function createOpenAiDrafter(options: OpenAiDrafterOptions): CoverLetterDrafter {
  const lexicon = options.lexicon ?? loadLexicon();
  const ask = openAiCompatibleChat(options);
  return {
    name: 'openai-compatible',
    async draft(input) {
      let answer: z.infer<typeof modelAnswerSchema>;
      try {
        answer = await ask({
          schema: modelAnswerSchema,
          name: 'cover_letter',
          system: SYSTEM_PROMPT,
          prompt: factsPrompt(input),
          temperature: 0.4,
          timeoutMs: options.timeoutMs ?? 60_000,
        });
      } catch (err) {
        throw new DraftUnavailableError(
          `The AI service could not be reached or gave no usable answer (${(err as Error).message}).`,
        );
      }
      const paragraphs = answer.paragraphs
        .map((p) => cleanMultiline(p).replace(/\s*\n\s*/g, ' '))
        .filter(Boolean);
      if (paragraphs.length === 0)
        throw new DraftUnavailableError('The model wrote no paragraphs.');
      const vocabulary = [...input.keywords, ...termsInText(paragraphs.join('\n'), lexicon)];
      const trace = traceSentences(paragraphs, {
        resume: input.resume,
        facts: input.facts,
        vocabulary,
        context: {
          recipientName: input.recipientName,
          role: input.role,
          company: input.company,
        },
      });
      if (trace.length > L.sentences || trace.some((s) => s.text.length > L.sentence))
        throw new DraftUnavailableError('The model wrote sentences too many or too long to check.');
      const fallbackGreeting = input.recipientName
        ? `Dear ${input.recipientName},`
        : 'Dear Hiring Manager,';
      return {
        greeting: cleanLine(answer.greeting) || fallbackGreeting,
        paragraphs,
        closing: cleanLine(answer.closing) || 'Sincerely,',
        signature: input.facts.name?.value ?? '',
        trace,
        engine: 'openai-compatible',
      };
    },
  };
}
