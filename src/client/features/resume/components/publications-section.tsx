import { BookOpen } from 'lucide-react';
import {
  publicationFormSchema,
  type PublicationFormOutput,
  type PublicationFormValues,
} from '#shared/resume/resume-forms.schema.ts';
import { RESUME_LIMITS as L } from '#shared/resume/resume.limits.ts';
import type { EntryOf } from '../state/resume-edits.ts';
import type { EntryListSpec } from './entry-list-step.tsx';

type Publication = EntryOf<'publications'>;

export function publicationName(entry: Publication): string {
  return entry.title || 'this publication';
}

/** Publications: a title (required), the publisher or venue, the year, a web address, a note. */
export const PUBLICATIONS: EntryListSpec<
  Publication,
  PublicationFormValues,
  PublicationFormOutput
> = {
  headingId: 'section-publications',
  title: 'Publications',
  intro: 'Papers, articles, books and talks, with where they appeared.',
  listLabel: 'Publications',
  limit: L.publications,
  empty: {
    icon: BookOpen,
    title: 'No publications added yet',
    text: 'List your papers and articles, newest first.',
    add: 'Add Your First Publication',
  },
  add: 'Add Publication',
  name: publicationName,
  card: (entry) => ({
    title: entry.title || 'Untitled publication',
    subtitle: entry.publisher,
    dateRange: entry.year,
    link: entry.url,
    description: entry.description,
  }),
  form: {
    noun: 'Publication',
    review: 'publications',
    schema: publicationFormSchema,
    empty: { title: '', publisher: '', year: '', url: '', description: '' },
    requiredFilled: (v) => Boolean(v.title.trim()),
    fields: [
      {
        name: 'title',
        label: 'Title',
        required: true,
        maxLength: L.mediumText,
        placeholder: 'e.g. Query planning for sparse graphs',
      },
      {
        name: 'publisher',
        label: 'Publisher or Venue',
        maxLength: L.shortText,
        placeholder: 'e.g. VLDB Journal',
      },
      { name: 'year', label: 'Year', year: true },
    ],
    details: [
      {
        name: 'url',
        label: 'Publication URL',
        url: true,
        maxLength: L.url,
        placeholder: 'https://',
      },
      {
        name: 'description',
        label: 'Description',
        maxLength: L.description,
        rows: 3,
        placeholder: 'Co-authors, a one-line abstract...',
      },
    ],
  },
};
