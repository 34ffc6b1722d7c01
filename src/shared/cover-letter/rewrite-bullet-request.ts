import { withoutHiddenSections } from '../ats-keywords/shown-sections.ts';
import { resumeToApi, utf8Length, type ResumeApiSections } from '../resume/resume-api.ts';
import type { ResumeData } from '../resume/resume.schema.ts';
import { REWRITE_LIMITS, type RewriteBulletRequestInput } from './rewrite-bullet.schema.ts';

/**
 * The body of `POST /api/functions/rewrite-bullet` for one bullet of an entry being edited:
 * the bullet, the entry as it stands in the form, the job the resume aims at (its title
 * and company: what the model leans towards) and the resume as the fact tracer reads it, so
 * a rewrite that uses a skill from the skills section or a number from another entry is
 * supported.
 *
 * The resume goes as its shown sections only (a hidden one is never evidence, as in the
 * letter), without the look settings and the posting, which the tracer does not read. The
 * body stays within `REWRITE_LIMITS.maxBodyBytes` for any resume: when a very large one
 * does not fit whole, sections are kept in the order below, entry by entry, while there is
 * room; the entry being edited is always sent, on its own.
 */

type ContextKey = Exclude<keyof ResumeApiSections, 'layout' | 'style' | 'language' | 'target_job'>;

/** The sections most likely to back a bullet first. */
const CONTEXT_ORDER: readonly ContextKey[] = [
  'personal_info',
  'skills',
  'experience',
  'certifications',
  'education',
  'projects',
  'languages',
  'volunteering',
  'awards',
  'publications',
  'custom_sections',
  'interests',
  'references',
];

const bytesOf = (value: unknown) => utf8Length(JSON.stringify(value));

export function rewriteBulletRequest(input: {
  bullet: string;
  entry: RewriteBulletRequestInput['entry'];
  resume: ResumeData;
}): RewriteBulletRequestInput {
  const { bullet, entry, resume } = input;
  const target = resume.targetJob;
  const base: RewriteBulletRequestInput = {
    bullet,
    entry,
    ...(target && (target.title || target.company)
      ? { job: { title: target.title, company: target.company } }
      : {}),
  };
  const api = resumeToApi({
    ...withoutHiddenSections(resume),
    // The server puts the entry as edited in its place; sending it twice is room lost.
    experience: resume.experience.filter((e) => e.id !== entry.id),
  });
  const context: Partial<Record<ContextKey, unknown>> = {};
  for (const key of CONTEXT_ORDER) context[key] = api[key];

  const whole = { ...base, resume: context } as RewriteBulletRequestInput;
  if (bytesOf(whole) <= REWRITE_LIMITS.maxBodyBytes) return whole;

  // `"key":[…],` for each section kept, one comma per item: an upper bound on the JSON.
  let room = REWRITE_LIMITS.maxBodyBytes - bytesOf({ ...base, resume: {} });
  const kept: Partial<Record<ContextKey, unknown>> = {};
  for (const key of CONTEXT_ORDER) {
    const value = context[key];
    const overhead = bytesOf(key) + 4;
    if (!Array.isArray(value)) {
      const size = overhead + bytesOf(value);
      if (size <= room) {
        kept[key] = value;
        room -= size;
      }
      continue;
    }
    if (overhead > room) continue;
    room -= overhead;
    const items: unknown[] = [];
    for (const item of value as unknown[]) {
      const size = bytesOf(item) + 1;
      if (size > room) continue;
      items.push(item);
      room -= size;
    }
    kept[key] = items;
  }
  const trimmed = { ...base, resume: kept } as RewriteBulletRequestInput;
  // The bound above is exact or over; should it ever be under, the entry alone still goes.
  return bytesOf(trimmed) <= REWRITE_LIMITS.maxBodyBytes ? trimmed : base;
}
