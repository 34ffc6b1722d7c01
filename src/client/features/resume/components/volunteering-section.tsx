import { HeartHandshake } from 'lucide-react';
import {
  volunteeringFormSchema,
  type VolunteeringFormOutput,
  type VolunteeringFormValues,
} from '#shared/resume/resume-forms.schema.ts';
import { RESUME_LIMITS as L } from '#shared/resume/resume.limits.ts';
import type { EntryOf } from '../state/resume-edits.ts';
import { cardDates, type EntryListSpec } from './entry-list-step.tsx';

type Volunteering = EntryOf<'volunteering'>;

export function volunteeringName(entry: Volunteering): string {
  return [entry.role, entry.organization].filter(Boolean).join(' at ') || 'this entry';
}

/** Volunteering: role and organization (required), location, optional dates, description. */
export const VOLUNTEERING: EntryListSpec<
  Volunteering,
  VolunteeringFormValues,
  VolunteeringFormOutput
> = {
  headingId: 'section-volunteering',
  title: 'Volunteering',
  intro: 'Unpaid work, mentoring and causes you give your time to.',
  listLabel: 'Volunteering',
  limit: L.volunteering,
  empty: {
    icon: HeartHandshake,
    title: 'No volunteering added yet',
    text: 'Volunteering shows skills and values a job may not.',
    add: 'Add Volunteering',
  },
  add: 'Add Volunteering',
  name: volunteeringName,
  card: (entry) => ({
    title: entry.role || 'Untitled role',
    subtitle: entry.organization,
    location: entry.location,
    ...cardDates({ ...entry, current: entry.isCurrent }),
    description: entry.description,
  }),
  form: {
    noun: 'Volunteering',
    review: 'volunteering',
    schema: volunteeringFormSchema,
    empty: {
      role: '',
      organization: '',
      location: '',
      startMonth: '',
      startYear: '',
      isCurrent: false,
      endMonth: '',
      endYear: '',
      description: '',
    },
    requiredFilled: (v) => Boolean(v.role.trim() && v.organization.trim()),
    fields: [
      {
        name: 'role',
        label: 'Role',
        required: true,
        maxLength: L.shortText,
        placeholder: 'e.g. Mentor',
      },
      {
        name: 'organization',
        label: 'Organization',
        required: true,
        maxLength: L.shortText,
        placeholder: 'e.g. Code Club',
      },
      {
        name: 'location',
        label: 'Location',
        maxLength: L.shortText,
        placeholder: 'e.g. Leeds',
      },
    ],
    dates: {
      current: 'isCurrent',
      currentLabel: 'I volunteer here now',
      startOptional: true,
    },
    details: [
      {
        name: 'description',
        label: 'Description',
        maxLength: L.description,
        rows: 4,
        placeholder: 'What you did and for whom...',
      },
    ],
  },
};
