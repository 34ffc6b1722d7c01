import { Briefcase } from 'lucide-react';
import type { ReactNode } from 'react';
import type {
  ExperienceFormOutput,
  ExperienceFormValues,
} from '#shared/resume/resume-forms.schema.ts';
import { RESUME_LIMITS } from '#shared/resume/resume.limits.ts';
import type { ExperienceEntry } from '#shared/resume/resume.schema.ts';
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

/** Step 2: work experience, with the keyword control in the form when the builder has one. */
export function ExperienceStep({
  renderAtsKeywords,
  ...props
}: EntryStepProps<ExperienceEntry> & {
  renderAtsKeywords?: ((props: AtsKeywordsSlotProps) => ReactNode) | undefined;
}) {
  return (
    <EntryListStep spec={EXPERIENCE} {...props} formAddons={atsKeywordsAddons(renderAtsKeywords)} />
  );
}
