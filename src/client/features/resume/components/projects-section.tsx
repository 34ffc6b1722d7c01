import { FolderGit2 } from 'lucide-react';
import { YEARS_AHEAD_FOR_PLANS } from '#shared/resume/dates.ts';
import {
  projectFormSchema,
  type ProjectFormOutput,
  type ProjectFormValues,
} from '#shared/resume/resume-forms.schema.ts';
import { RESUME_LIMITS as L } from '#shared/resume/resume.limits.ts';
import type { EntryOf } from '../state/resume-edits.ts';
import { cardDates, type EntryListSpec } from './entry-list-step.tsx';

type Project = EntryOf<'projects'>;

export function projectName(entry: Project): string {
  return entry.name || 'this project';
}

/**
 * Projects: a name (required), the role, a web address, optional dates (a running project
 * may name the year it is expected to end), a description and keyword tags.
 */
export const PROJECTS: EntryListSpec<Project, ProjectFormValues, ProjectFormOutput> = {
  headingId: 'section-projects',
  title: 'Projects',
  intro: 'Things you built, led or shipped, at work or on your own.',
  listLabel: 'Projects',
  limit: L.projects,
  empty: {
    icon: FolderGit2,
    title: 'No projects added yet',
    text: 'Show what you made: a product, a study, an open-source library.',
    add: 'Add Your First Project',
  },
  add: 'Add Project',
  name: projectName,
  card: (entry) => ({
    title: entry.name || 'Untitled project',
    subtitle: entry.role,
    ...cardDates({ ...entry, current: entry.isCurrent, expectedEnd: true }),
    link: entry.url,
    description: entry.description,
    tags: entry.tags,
  }),
  form: {
    noun: 'Project',
    review: 'projects',
    schema: projectFormSchema,
    empty: {
      name: '',
      role: '',
      url: '',
      startMonth: '',
      startYear: '',
      isCurrent: false,
      endMonth: '',
      endYear: '',
      description: '',
      tags: [],
    },
    requiredFilled: (v) => Boolean(v.name.trim()),
    fields: [
      {
        name: 'name',
        label: 'Project Name',
        required: true,
        maxLength: L.shortText,
        placeholder: 'e.g. Open-source ledger',
      },
      { name: 'role', label: 'Role', maxLength: L.shortText, placeholder: 'e.g. Lead developer' },
    ],
    dates: {
      current: 'isCurrent',
      currentLabel: 'This project is ongoing',
      startOptional: true,
      yearsAhead: YEARS_AHEAD_FOR_PLANS,
      expectedEnd: 'Expected Completion Year',
    },
    details: [
      {
        name: 'url',
        label: 'Project URL',
        url: true,
        maxLength: L.url,
        placeholder: 'https://',
      },
      {
        name: 'description',
        label: 'Description',
        maxLength: L.description,
        rows: 4,
        placeholder: 'What it does, your part in it, and what came of it...',
      },
      {
        name: 'tags',
        label: 'Technologies',
        placeholder: 'Add a tool and press Enter',
        tags: true,
      },
    ],
  },
};
