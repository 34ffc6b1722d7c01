import type { TargetKeyword } from '#shared/ats-keywords/ats-keywords.schema.ts';
import type {
  DraftCoverLetterRequest,
  DraftCoverLetterResponse,
} from '#shared/cover-letter/draft.schema.ts';
import { DRAFT_NOTICES } from '#shared/cover-letter/draft.schema.ts';
import {
  collectLetterFacts,
  hasExperience,
  yearMonthOf,
} from '#shared/cover-letter/letter-facts.ts';
import { unsupportedInRewrite } from '#shared/cover-letter/rewrite-bullet.ts';
import type {
  RewriteBulletRequest,
  RewriteBulletResponse,
} from '#shared/cover-letter/rewrite-bullet.schema.ts';
import { resumeFromApi } from '#shared/resume/resume-api.ts';
import { emptyResume } from '#shared/resume/resume.schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { KeywordEngine } from '../ats-keywords/keyword-engine.ts';
import type { Lexicon } from '../ats-keywords/lexicon.ts';
import {
  createLocalRewriter,
  createOpenAiRewriter,
  type BulletRewriter,
} from './bullet-rewriter.ts';
import type { CoverLetterDrafter } from './cover-letter-drafter.ts';
import { createLocalDrafter } from './local-drafter.ts';
import { createOpenAiDrafter, termsInText } from './openai-drafter.ts';

/** What picks and configures the drafter (AI_PROVIDER, AI_BASE_URL, AI_API_KEY, AI_MODEL). */
export interface DrafterSettings {
  provider: 'local' | 'openai-compatible';
  baseUrl?: string;
  apiKey?: string;
  model?: string;
}

export function createDrafter(settings: DrafterSettings): CoverLetterDrafter {
  if (settings.provider === 'openai-compatible') {
    if (!settings.baseUrl || !settings.model)
      throw new Error('AI_PROVIDER=openai-compatible needs AI_BASE_URL and AI_MODEL');
    return createOpenAiDrafter({
      baseUrl: settings.baseUrl,
      model: settings.model,
      ...(settings.apiKey ? { apiKey: settings.apiKey } : {}),
    });
  }
  return createLocalDrafter();
}

export function createRewriter(settings: DrafterSettings): BulletRewriter {
  if (settings.provider === 'openai-compatible') {
    if (!settings.baseUrl || !settings.model)
      throw new Error('AI_PROVIDER=openai-compatible needs AI_BASE_URL and AI_MODEL');
    return createOpenAiRewriter({
      baseUrl: settings.baseUrl,
      model: settings.model,
      ...(settings.apiKey ? { apiKey: settings.apiKey } : {}),
    });
  }
  return createLocalRewriter();
}

export interface RewriteDeps {
  rewriter: BulletRewriter;
  /** Finds the tools and skills a rewrite names, to check each against the resume. */
  lexicon: Lexicon;
  now?: () => Date;
}

/**
 * 'Suggest a rewrite' for one bullet: the rewriter's wording, then the letter's fact
 * tracer over it (numbers, employers, tools and claims the resume does not hold). The
 * entry counts as part of the resume even when the resume is not sent (or is older than
 * the entry being edited).
 */
export async function rewriteBullet(
  request: RewriteBulletRequest,
  deps: RewriteDeps,
): Promise<RewriteBulletResponse> {
  const base = request.resume ? resumeFromApi(request.resume) : emptyResume();
  const known = base.experience.some((e) => e.id === request.entry.id);
  const resume = {
    ...base,
    experience: known
      ? base.experience.map((e) => (e.id === request.entry.id ? request.entry : e))
      : [...base.experience, request.entry],
  };
  const proposed = await deps.rewriter.rewrite({
    bullet: request.bullet,
    entry: request.entry,
    job: request.job ?? resume.targetJob,
  });
  const rewrite = proposed ?? request.bullet;
  const unsupported = proposed
    ? unsupportedInRewrite(rewrite, {
        bullet: request.bullet,
        entry: request.entry,
        resume,
        vocabulary: termsInText(rewrite, deps.lexicon),
        today: yearMonthOf((deps.now ?? (() => new Date()))()),
      })
    : [];
  return { rewrite, unsupported, changed: proposed !== undefined, engine: deps.rewriter.name };
}

export interface DraftDeps {
  drafter: CoverLetterDrafter;
  /** Finds the target job's keywords (the local lexicon engine: fast and grounded). */
  keywords: KeywordEngine;
  now?: () => Date;
}

/**
 * 'Draft from my resume': the resume's facts (with the target job's keywords the resume
 * shows) → the drafter. A resume without any job to write about answers 422.
 */
export async function draftCoverLetter(
  request: DraftCoverLetterRequest,
  deps: DraftDeps,
): Promise<DraftCoverLetterResponse> {
  const resume = resumeFromApi(request.resume);
  if (!hasExperience(resume))
    throw new AppError('UNPROCESSABLE_CONTENT', 422, DRAFT_NOTICES.noExperience, [
      { path: 'resume.experience', message: DRAFT_NOTICES.noExperienceText },
    ]);
  const job = resume.targetJob;
  const keywords: TargetKeyword[] = job?.description.trim()
    ? await deps.keywords.analyze({
        jobDescription: job.description.trim(),
        jobTitle: job.title.trim(),
        company: job.company.trim(),
      })
    : [];
  const facts = collectLetterFacts(resume, keywords, {
    today: yearMonthOf((deps.now ?? (() => new Date()))()),
    letter: { role: request.role, company: request.company },
  });
  return deps.drafter.draft({
    resume,
    facts,
    keywords,
    tone: request.tone,
    recipientName: request.recipientName,
    role: request.role,
    company: request.company,
  });
}
