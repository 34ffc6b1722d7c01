import { GraduationCap } from 'lucide-react';
import type {
  EducationFormOutput,
  EducationFormValues,
} from '#shared/resume/resume-forms.schema.ts';
import { RESUME_LIMITS } from '#shared/resume/resume.limits.ts';
import type { EducationEntry } from '#shared/resume/resume.schema.ts';
import { EDUCATION_FORM } from './education-form.tsx';
import {
  cardDates,
  EntryListStep,
  type EntryListSpec,
  type EntryStepProps,
} from './entry-list-step.tsx';

export function educationName(entry: EducationEntry): string {
  return [entry.degree, entry.school].filter(Boolean).join(' at ') || 'this entry';
}

const EDUCATION: EntryListSpec<EducationEntry, EducationFormValues, EducationFormOutput> = {
  headingId: 'step-education',
  title: 'Education',
  intro: 'Schools, universities and training, most recent first.',
  listLabel: 'Education',
  limit: RESUME_LIMITS.education,
  empty: {
    icon: GraduationCap,
    title: 'No education added yet',
    text: 'Add your degrees, diplomas and courses.',
    add: 'Add Your Education',
  },
  add: 'Add Education',
  name: educationName,
  card: (entry) => ({
    title: entry.degree || entry.school || 'Untitled entry',
    subtitle: [entry.degree ? entry.school : '', entry.fieldOfStudy].filter(Boolean).join(' · '),
    location: entry.location,
    ...cardDates({ ...entry, current: entry.isCurrent, expectedEnd: true }),
    description: entry.description,
  }),
  form: EDUCATION_FORM,
};

/** Step 3: education entries, listed and edited like work experience. */
export function EducationStep(props: EntryStepProps<EducationEntry>) {
  return <EntryListStep spec={EDUCATION} {...props} />;
}
