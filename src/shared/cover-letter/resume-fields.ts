import { formatMonthYear } from '../resume/dates.ts';
import type { ResumeData } from '../resume/resume.schema.ts';
import { parsePostingSpanPath } from './posting-company.ts';

/**
 * Citations: the resume field a drafted sentence took a fact from, written as a path such
 * as `experience[0].jobTitle`, `skills[3].name` or `targetJob.company`. The letter's own
 * fields (when the resume has no target job) are `letter.role` and `letter.company`; what
 * the posting says about the company is a span of it, `targetJob.description[120-187]`.
 *
 * `resolveField` reads the value a path names (undefined when the path names nothing or
 * an empty value), so a citation can be checked, and shown beside its sentence.
 */

/** What the draft was given besides the resume: the letter's own role and company. */
export interface LetterContext {
  role?: string;
  company?: string;
}

export interface FieldValue {
  path: string;
  /** A reader's label: 'Job 1 (Acme): title'. */
  label: string;
  /** The value as text ('Mar 2021', 'current job' for a true isCurrentJob). */
  value: string;
}

const PATH =
  /^([A-Za-z]+)(?:\[(\d{1,3})\])?(?:\.([A-Za-z]+))?(?:\[(\d{1,3})\])?(?:\.([A-Za-z]+))?$/;

const EXPERIENCE_FIELDS: Record<string, string> = {
  jobTitle: 'title',
  company: 'company',
  description: 'description',
  startYear: 'start date',
  startMonth: 'start date',
  endYear: 'end date',
  endMonth: 'end date',
  isCurrentJob: 'current job',
};

const EDUCATION_FIELDS: Record<string, string> = {
  school: 'school',
  degree: 'degree',
  fieldOfStudy: 'field of study',
  description: 'description',
};

const PERSONAL_FIELDS: Record<string, string> = {
  fullName: 'Full name',
  headline: 'Headline',
  email: 'E-mail',
  phone: 'Phone',
  location: 'Location',
  summary: 'Summary',
};

/**
 * The v2 sections a letter may cite: each entry's name for a reader ('Project 2 (Atlas)')
 * and its text fields with their labels.
 */
const ENTRY_SECTIONS = {
  projects: {
    noun: 'Project',
    nameKey: 'name',
    fields: { name: 'name', role: 'role', description: 'description' },
  },
  volunteering: {
    noun: 'Volunteering',
    nameKey: 'organization',
    fields: { role: 'role', organization: 'organisation', description: 'description' },
  },
  awards: {
    noun: 'Award',
    nameKey: 'title',
    fields: { title: 'title', issuer: 'issuer', description: 'description' },
  },
  publications: {
    noun: 'Publication',
    nameKey: 'title',
    fields: { title: 'title', publisher: 'publisher', description: 'description' },
  },
} as const;

type EntrySection = keyof typeof ENTRY_SECTIONS;

const nonEmpty = (value: string | undefined): string | undefined =>
  value !== undefined && value.trim() !== '' ? value : undefined;

/** The value and label a citation path names, or undefined when it names nothing. */
export function resolveField(
  resume: ResumeData,
  path: string,
  letter: LetterContext = {},
): FieldValue | undefined {
  const span = parsePostingSpanPath(path);
  if (span) {
    const words = resume.targetJob?.description.slice(span.start, span.end);
    return words && span.end <= (resume.targetJob?.description.length ?? 0)
      ? { path, label: 'The job posting', value: words }
      : undefined;
  }
  const m = PATH.exec(path);
  if (!m) return undefined;
  const [, root, indexText, key, subIndexText, subKey] = m;
  const index = indexText === undefined ? undefined : Number(indexText);
  const subIndex = subIndexText === undefined ? undefined : Number(subIndexText);
  const found = (label: string, value: string | undefined): FieldValue | undefined => {
    const v = nonEmpty(value);
    return v === undefined ? undefined : { path, label, value: v };
  };

  switch (root) {
    case 'personalInfo': {
      if (index !== undefined || subIndex !== undefined || subKey || !key) return undefined;
      const label = PERSONAL_FIELDS[key];
      if (!label) return undefined;
      return found(
        label,
        resume.personalInfo[
          key as 'fullName' | 'headline' | 'email' | 'phone' | 'location' | 'summary'
        ],
      );
    }
    case 'experience': {
      const job = index === undefined ? undefined : resume.experience[index];
      if (!job || !key) return undefined;
      const name = `Job ${index! + 1}${job.company.trim() ? ` (${job.company.trim()})` : ''}`;
      if (key === 'tags') {
        if (subIndex === undefined || subKey) return undefined;
        return found(`${name}: skill tag`, job.tags[subIndex]);
      }
      const what = EXPERIENCE_FIELDS[key];
      if (!what || subIndex !== undefined || subKey) return undefined;
      if (key === 'isCurrentJob')
        return job.isCurrentJob ? found(`${name}: ${what}`, 'current job') : undefined;
      if (key === 'startYear' || key === 'startMonth')
        return found(`${name}: ${what}`, formatMonthYear(job.startMonth, job.startYear));
      if (key === 'endYear' || key === 'endMonth')
        return found(`${name}: ${what}`, formatMonthYear(job.endMonth, job.endYear));
      return found(`${name}: ${what}`, job[key as 'jobTitle' | 'company' | 'description']);
    }
    case 'education': {
      const school = index === undefined ? undefined : resume.education[index];
      const what = key ? EDUCATION_FIELDS[key] : undefined;
      if (!school || !what || subIndex !== undefined || subKey) return undefined;
      const name = `Education ${index! + 1}${school.school.trim() ? ` (${school.school.trim()})` : ''}`;
      return found(
        `${name}: ${what}`,
        school[key as 'school' | 'degree' | 'fieldOfStudy' | 'description'],
      );
    }
    case 'skills': {
      const skill = index === undefined ? undefined : resume.skills[index];
      if (!skill || key !== 'name' || subIndex !== undefined || subKey) return undefined;
      return found('Skills', skill.name);
    }
    case 'languages': {
      const language = index === undefined ? undefined : resume.languages[index];
      if (!language || key !== 'name' || subIndex !== undefined || subKey) return undefined;
      return found('Languages', language.name);
    }
    case 'certifications': {
      const cert = index === undefined ? undefined : resume.certifications[index];
      if (!cert || (key !== 'name' && key !== 'issuer') || subIndex !== undefined || subKey)
        return undefined;
      return found(key === 'name' ? 'Certification' : 'Certification issuer', cert[key]);
    }
    case 'projects':
    case 'volunteering':
    case 'awards':
    case 'publications': {
      const section = ENTRY_SECTIONS[root as EntrySection];
      const entry: Record<string, unknown> | undefined =
        index === undefined ? undefined : resume[root as EntrySection][index];
      if (!entry || !key || subKey) return undefined;
      const own = String(entry[section.nameKey]).trim();
      const name = `${section.noun} ${index! + 1}${own ? ` (${own})` : ''}`;
      if (root === 'projects' && key === 'tags') {
        if (subIndex === undefined) return undefined;
        return found(`${name}: skill tag`, resume.projects[index!]!.tags[subIndex]);
      }
      const fields: Readonly<Record<string, string>> = section.fields;
      const what = Object.hasOwn(fields, key) ? fields[key] : undefined;
      if (!what || subIndex !== undefined) return undefined;
      const value = entry[key];
      return found(`${name}: ${what}`, typeof value === 'string' ? value : undefined);
    }
    case 'targetJob': {
      if (index !== undefined || subIndex !== undefined || subKey) return undefined;
      if (key === 'title') return found('Target job: title', resume.targetJob?.title);
      if (key === 'company') return found('Target job: company', resume.targetJob?.company);
      return undefined;
    }
    case 'letter': {
      if (index !== undefined || subIndex !== undefined || subKey) return undefined;
      if (key === 'role') return found('This letter: role applied for', letter.role);
      if (key === 'company') return found('This letter: company', letter.company);
      return undefined;
    }
    default:
      return undefined;
  }
}
