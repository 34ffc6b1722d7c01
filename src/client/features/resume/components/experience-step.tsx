import { Briefcase } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { DEFAULT_LANGUAGE } from '#shared/resume/resume-defaults.ts';
import type {
  ExperienceFormOutput,
  ExperienceFormValues,
} from '#shared/resume/resume-forms.schema.ts';
import { RESUME_LIMITS } from '#shared/resume/resume.limits.ts';
import type { ExperienceEntry, ResumeData } from '#shared/resume/resume.schema.ts';
import type { EntryFormAddons } from './entry-form.tsx';
import {
  cardDates,
  EntryListStep,
  type EntryListSpec,
  type EntryStepProps,
} from './entry-list-step.tsx';
import {
  atsKeywordsAddons,
  EXPERIENCE_FORM,
  type AtsKeywordsSlotProps,
} from './experience-form.tsx';

export function experienceName(entry: ExperienceEntry): string {
  return [entry.jobTitle, entry.company].filter(Boolean).join(' at ') || 'this entry';
}

const EXPERIENCE: EntryListSpec<ExperienceEntry, ExperienceFormValues, ExperienceFormOutput> = {
  headingId: 'step-experience',
  title: 'Work Experience',
  intro: 'Your jobs, most recent first. Drag the cards or use the arrows to change the order.',
  listLabel: 'Work experience',
  limit: RESUME_LIMITS.experience,
  empty: {
    icon: Briefcase,
    title: 'No work experience added yet',
    text: 'Add your jobs to show employers what you have achieved.',
    add: 'Add Work Experience',
  },
  add: 'Add Experience',
  name: experienceName,
  card: (entry) => ({
    title: entry.jobTitle || 'Untitled role',
    subtitle: entry.company,
    ...cardDates({ ...entry, current: entry.isCurrentJob }),
    description: entry.description,
    tags: entry.tags,
  }),
  form: EXPERIENCE_FORM,
};

// The review's rules and the rewrite offer load with the first experience entry opened
// for editing, not with the builder's first JavaScript.
const BulletReview = lazy(() =>
  import('./bullet-review.tsx').then((m) => ({ default: m.BulletReview })),
);
const BulletRewrite = lazy(() =>
  import('./bullet-rewrite.tsx').then((m) => ({ default: m.BulletRewrite })),
);

/**
 * The controls under the description: the bullet review of what is typed, 'Suggest a
 * rewrite' (one bullet at a time, accepted or rejected), then the keyword control when
 * the builder has one.
 */
function descriptionAddons(
  language: string,
  renderAtsKeywords: ((props: AtsKeywordsSlotProps) => ReactNode) | undefined,
  resume: ResumeData | undefined,
): EntryFormAddons<ExperienceFormValues, ExperienceFormOutput> {
  const keywords = atsKeywordsAddons(renderAtsKeywords).description;
  return {
    description: (form, values, entryId) => (
      <>
        <Suspense fallback={null}>
          <BulletReview
            description={values.description}
            isCurrentJob={values.isCurrentJob}
            language={language}
          />
          <BulletRewrite
            values={values}
            entryId={entryId}
            resume={resume}
            onAccept={(description) =>
              form.setValue('description', description, { shouldDirty: true })
            }
          />
        </Suspense>
        {keywords?.(form, values, entryId)}
      </>
    ),
  };
}

/**
 * Step 2: work experience, with the bullet review under the description (in the resume's
 * language) and the keyword control in the form when the builder has one.
 */
export function ExperienceStep({
  renderAtsKeywords,
  language = DEFAULT_LANGUAGE,
  resume,
  ...props
}: EntryStepProps<ExperienceEntry> & {
  renderAtsKeywords?: ((props: AtsKeywordsSlotProps) => ReactNode) | undefined;
  /** The resume's language: the review's wording checks read English only. */
  language?: string;
  /** The whole resume: a suggested rewrite is checked against all of it. */
  resume?: ResumeData | undefined;
}) {
  return (
    <EntryListStep
      spec={EXPERIENCE}
      {...props}
      formAddons={descriptionAddons(language, renderAtsKeywords, resume)}
    />
  );
}
