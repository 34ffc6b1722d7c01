import {
  emptyExtractedProfile,
  type ExtractedProfile,
} from '#shared/cv-import/cv-import.schema.ts';
import type { LanguageLevel } from '#shared/resume/resume.schema.ts';
import { readCsvRows } from './csv.ts';

/**
 * Turns the CSV files of LinkedIn's 'Get a copy of your data' archive into the profile a CV
 * import extracts, so the same merge choices and dialog apply. Every file may be missing,
 * columns are found by name whatever their case, and unknown columns are ignored.
 */

/** The files read, as LinkedIn names them. */
export const LINKEDIN_FILES = [
  'Profile.csv',
  'Email Addresses.csv',
  'Positions.csv',
  'Education.csv',
  'Skills.csv',
  'Languages.csv',
  'Certifications.csv',
  'Projects.csv',
  'Volunteering.csv',
  'Honors.csv',
] as const;
export type LinkedInFile = (typeof LINKEDIN_FILES)[number];

type Row = Record<string, string>;

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

export interface MonthYear {
  month: string;
  year: string;
}

/**
 * 'Mar 2021', 'March 2021', '2014', '2021-03', '03/2021' → month '03' and year '2021'
 * (month '' when only a year is given); anything else → both ''.
 */
export function parseLinkedInDate(raw: string | undefined): MonthYear {
  const text = (raw ?? '').trim().toLowerCase();
  const year = /\b((?:19|20)\d{2})\b/.exec(text)?.[1];
  if (!year) return { month: '', year: '' };
  const named = /\b([a-z]{3})[a-z]*\.?\s/.exec(text)?.[1];
  let index = named ? MONTHS.indexOf(named) : -1;
  if (index < 0) {
    const numeric = /^(\d{4})-(\d{1,2})\b/.exec(text)?.[2] ?? /^(\d{1,2})\/\d{4}$/.exec(text)?.[1];
    if (numeric !== undefined) index = Number(numeric) - 1;
  }
  const month = index >= 0 && index < 12 ? String(index + 1).padStart(2, '0') : '';
  return { month, year };
}

/** The dates of an entry; an entry that started and has no end is current. */
function range(row: Row, startKey: string, endKey: string) {
  const start = parseLinkedInDate(row[startKey]);
  const end = parseLinkedInDate(row[endKey]);
  const current = start.year !== '' && (row[endKey] ?? '').trim() === '';
  return {
    dates: {
      startMonth: start.month,
      startYear: start.year,
      endMonth: end.month,
      endYear: end.year,
    },
    current,
  };
}

/** LinkedIn's five proficiencies in the resume's levels. */
const PROFICIENCY: [RegExp, LanguageLevel][] = [
  [/native|bilingual/, 'Native'],
  [/full professional/, 'Fluent'],
  [/professional working/, 'Advanced'],
  [/limited working/, 'Intermediate'],
  [/elementary/, 'Basic'],
];

export function toLanguageLevel(raw: string | undefined): LanguageLevel | '' {
  const text = (raw ?? '').toLowerCase();
  return PROFICIENCY.find(([pattern]) => pattern.test(text))?.[1] ?? '';
}

const yes = (value: string | undefined) => /^(yes|true|1)$/i.test((value ?? '').trim());

/** The lines that are not empty, joined by a line break. */
const lines = (...parts: (string | undefined)[]) =>
  parts
    .map((p) => (p ?? '').trim())
    .filter(Boolean)
    .join('\n');

/** Profile.csv's Websites: '[COMPANY:https://a.example,PERSONAL:b.example]'. */
export function parseWebsites(raw: string | undefined): { label: string; url: string }[] {
  const text = (raw ?? '').trim().replace(/^\[/, '').replace(/\]$/, '');
  if (!text) return [];
  const out: { label: string; url: string }[] = [];
  // Each item starts with an upper-case label and a colon, unless it is an address alone.
  for (const item of text.split(/,(?=\s*(?:[A-Z_]+:|https?:))/)) {
    const match = /^\s*([A-Z_]+):(?!\/\/)(.*)$/.exec(item);
    const url = (match ? match[2]! : item).trim();
    if (!url) continue;
    const label = match ? websiteLabel(match[1]!) : 'Website';
    out.push({ label, url });
  }
  return out;
}

function websiteLabel(kind: string): string {
  switch (kind) {
    case 'COMPANY':
      return 'Company';
    case 'BLOG':
      return 'Blog';
    case 'PORTFOLIO':
      return 'Portfolio';
    case 'RSS':
      return 'RSS';
    default:
      return 'Website';
  }
}

function primaryEmail(rows: Row[]): string {
  const withAddress = rows.filter((r) => (r['email address'] ?? '') !== '');
  const chosen =
    withAddress.find((r) => yes(r['primary'])) ??
    withAddress.find((r) => yes(r['confirmed'])) ??
    withAddress[0];
  return chosen?.['email address'] ?? '';
}

/**
 * The profile from the CSV texts the archive holds (`files` answers undefined for a missing
 * one). Lists keep LinkedIn's order, newest first. Not capped: see cap-extracted-profile.ts.
 */
export function linkedInProfile(
  files: (name: LinkedInFile) => string | undefined,
): ExtractedProfile {
  const rows = (name: LinkedInFile): Row[] => {
    const text = files(name);
    return text === undefined ? [] : readCsvRows(text);
  };
  const profile = emptyExtractedProfile();

  const person = rows('Profile.csv')[0];
  if (person) {
    profile.first_name = person['first name'] ?? '';
    profile.last_name = person['last name'] ?? '';
    profile.display_name = [profile.first_name, profile.last_name].filter(Boolean).join(' ');
    profile.headline = person['headline'] ?? '';
    profile.summary = person['summary'] ?? '';
    profile.location = person['geo location'] ?? '';
    profile.links = parseWebsites(person['websites']);
  }
  profile.email = primaryEmail(rows('Email Addresses.csv'));

  profile.experience = rows('Positions.csv')
    .filter((r) => r['title'] || r['company name'])
    .map((r) => {
      const { dates, current } = range(r, 'started on', 'finished on');
      return {
        id: '',
        jobTitle: r['title'] ?? '',
        company: r['company name'] ?? '',
        ...dates,
        isCurrentJob: current,
        description: r['description'] ?? '',
        tags: [],
      };
    });

  profile.education = rows('Education.csv')
    .filter((r) => r['school name'] || r['degree name'])
    .map((r) => {
      const { dates } = range(r, 'start date', 'end date');
      return {
        id: '',
        school: r['school name'] ?? '',
        degree: r['degree name'] ?? '',
        fieldOfStudy: '',
        ...dates,
        description: lines(r['notes'], r['activities']),
      };
    });

  profile.skills = rows('Skills.csv')
    .map((r) => r['name'] ?? '')
    .filter(Boolean);

  profile.languages = rows('Languages.csv')
    .filter((r) => r['name'])
    .map((r) => ({ name: r['name'] ?? '', level: toLanguageLevel(r['proficiency']) }));

  profile.certifications = rows('Certifications.csv')
    .filter((r) => r['name'])
    .map((r) => ({
      name: r['name'] ?? '',
      issuer: r['authority'] ?? '',
      year: parseLinkedInDate(r['started on']).year,
    }));

  profile.projects = rows('Projects.csv')
    .filter((r) => r['title'])
    .map((r) => {
      const { dates, current } = range(r, 'started on', 'finished on');
      return {
        name: r['title'] ?? '',
        role: '',
        url: r['url'] ?? '',
        ...dates,
        isCurrent: current,
        description: r['description'] ?? '',
        tags: [],
      };
    });

  profile.volunteering = rows('Volunteering.csv')
    .filter((r) => r['role'] || r['company name'])
    .map((r) => {
      const { dates, current } = range(r, 'started on', 'finished on');
      return {
        role: r['role'] ?? '',
        organization: r['company name'] ?? '',
        location: '',
        ...dates,
        isCurrent: current,
        description: r['description'] ?? '',
      };
    });

  profile.awards = rows('Honors.csv')
    .filter((r) => r['title'])
    .map((r) => ({
      title: r['title'] ?? '',
      issuer: '',
      year: parseLinkedInDate(r['issued on']).year,
      description: r['description'] ?? '',
    }));

  return profile;
}
