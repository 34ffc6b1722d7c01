import { Trophy } from 'lucide-react';
import {
  awardFormSchema,
  type AwardFormOutput,
  type AwardFormValues,
} from '#shared/resume/resume-forms.schema.ts';
import { RESUME_LIMITS as L } from '#shared/resume/resume.limits.ts';
import type { EntryOf } from '../state/resume-edits.ts';
import type { EntryListSpec } from './entry-list-step.tsx';

type Award = EntryOf<'awards'>;

export function awardName(entry: Award): string {
  return entry.title || 'this award';
}

/** Awards: a title (required), who gave it, the year and a description. */
export const AWARDS: EntryListSpec<Award, AwardFormValues, AwardFormOutput> = {
  headingId: 'section-awards',
  title: 'Awards',
  intro: 'Prizes, honours, scholarships and grants.',
  listLabel: 'Awards',
  limit: L.awards,
  empty: {
    icon: Trophy,
    title: 'No awards added yet',
    text: 'Recognition from others is strong evidence of your work.',
    add: 'Add Your First Award',
  },
  add: 'Add Award',
  name: awardName,
  card: (entry) => ({
    title: entry.title || 'Untitled award',
    subtitle: entry.issuer,
    dateRange: entry.year,
    description: entry.description,
  }),
  form: {
    noun: 'Award',
    review: 'awards',
    schema: awardFormSchema,
    empty: { title: '', issuer: '', year: '', description: '' },
    requiredFilled: (v) => Boolean(v.title.trim()),
    fields: [
      {
        name: 'title',
        label: 'Award Title',
        required: true,
        maxLength: L.shortText,
        placeholder: 'e.g. Best Paper Award',
      },
      { name: 'issuer', label: 'Issuer', maxLength: L.shortText, placeholder: 'e.g. ACM SIGMOD' },
      { name: 'year', label: 'Year', year: true },
    ],
    details: [
      {
        name: 'description',
        label: 'Description',
        maxLength: L.description,
        rows: 3,
        placeholder: 'What it was for...',
      },
    ],
  },
};
