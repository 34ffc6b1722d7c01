import { Contact } from 'lucide-react';
import {
  referenceFormSchema,
  type ReferenceFormOutput,
  type ReferenceFormValues,
} from '#shared/resume/resume-forms.schema.ts';
import { RESUME_LIMITS as L } from '#shared/resume/resume.limits.ts';
import type { EntryOf } from '../state/resume-edits.ts';
import type { EntryListSpec } from './entry-list-step.tsx';

type Reference = EntryOf<'references'>;

export function referenceName(entry: Reference): string {
  return entry.name || 'this reference';
}

/** References: a name (required), how the person knows you, and how to reach them. */
export const REFERENCES: EntryListSpec<Reference, ReferenceFormValues, ReferenceFormOutput> = {
  headingId: 'section-references',
  title: 'References',
  intro: 'People who will speak for your work. Ask them first.',
  listLabel: 'References',
  limit: L.references,
  empty: {
    icon: Contact,
    title: 'No references added yet',
    text: 'Add a former manager or colleague, or write "Available on request".',
    add: 'Add Your First Reference',
  },
  add: 'Add Reference',
  name: referenceName,
  card: (entry) => ({
    title: entry.name || 'Unnamed reference',
    subtitle: entry.relationship,
    description: entry.contact,
  }),
  form: {
    noun: 'Reference',
    schema: referenceFormSchema,
    empty: { name: '', relationship: '', contact: '' },
    requiredFilled: (v) => Boolean(v.name.trim()),
    fields: [
      {
        name: 'name',
        label: 'Name',
        required: true,
        maxLength: L.shortText,
        placeholder: 'e.g. Grace Hopper',
      },
      {
        name: 'relationship',
        label: 'Relationship',
        maxLength: L.shortText,
        placeholder: 'e.g. Former manager at Acme',
      },
    ],
    details: [
      {
        name: 'contact',
        label: 'Contact',
        maxLength: L.mediumText,
        placeholder: 'e.g. grace@example.com or Available on request',
      },
    ],
  },
};
