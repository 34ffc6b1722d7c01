import { safeFileBase } from '../documents/file-name.ts';
import { DEFAULT_LANGUAGE, DEFAULT_STYLE, SECTION_IDS } from '../resume/resume-defaults.ts';
import type { ResumeData } from '../resume/resume.schema.ts';
import { formatJrDate } from './json-resume-dates.ts';
import {
  ConversionNotes,
  JSON_RESUME_SCHEMA_URL,
  JSON_RESUME_VERSION,
  type ConversionNote,
  type JsonResume,
} from './json-resume.schema.ts';
import { locationParts, referenceLine, splitDescription } from './json-resume-text.ts';

/**
 * Our resume document → JSON Resume (schema 1.0). The inverse of from-json-resume.ts for
 * every field both formats have (from-json-resume.ts says how the sections of different
 * shape map). Some of our fields have no JSON Resume field and are written where the
 * schema allows extra properties, with the names its other sections use, so a TailorCV
 * resume comes back whole: `work[].keywords` (our tags), `education[].location`,
 * `education[].summary`/`highlights` (our description), `volunteer[].location`, and
 * `references[].relationship`/`contact`.
 *
 * What cannot be written at all is listed in `notExported`: the target job, custom
 * sections, and the layout, style and language when the person changed them. Hidden
 * sections are written like the others: the file is the person's data, and JSON Resume
 * has no way to hide a section.
 */

export interface JsonResumeExport {
  resume: JsonResume;
  notExported: ConversionNote[];
}

export interface ToJsonResumeOptions {
  /** ISO time written as `meta.lastModified` (the document's last save). */
  lastModified?: string;
}

/** Copies only what has a value, so the file carries no empty fields. */
function compact<T extends object>(value: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (field === undefined || field === '') continue;
    if (Array.isArray(field) && field.length === 0) continue;
    if (typeof field === 'object' && field !== null && !Array.isArray(field)) {
      if (Object.keys(field).length === 0) continue;
    }
    out[key] = field;
  }
  return out as T;
}

interface Dated {
  startMonth: string;
  startYear: string;
  endMonth: string;
  endYear: string;
}

export function toJsonResume(
  data: ResumeData,
  options: ToJsonResumeOptions = {},
): JsonResumeExport {
  const notes = new ConversionNotes();

  /** Start and end as JSON Resume dates; an ongoing entry has no end date (its convention). */
  const dates = (entry: Dated, current: boolean, section: string, currentField: string) => {
    if (entry.startMonth && !entry.startYear) {
      notes.add(`${section}[].startMonth`, 'a month without a year cannot be written');
    }
    if (!current && entry.endMonth && !entry.endYear) {
      notes.add(`${section}[].endMonth`, 'a month without a year cannot be written');
    }
    if (current && entry.endYear) {
      notes.add(`${section}[].endYear`, `left out: the entry is marked ${currentField}`);
    }
    if (!current && entry.startYear && !entry.endYear) {
      notes.add(
        `${section}[].endYear`,
        'no end date: JSON Resume reads an entry with a start and no end as ongoing',
      );
    }
    if (current && !entry.startYear) {
      notes.add(
        `${section}[].${currentField}`,
        'JSON Resume marks an ongoing entry by a start date without an end; this one has no start date',
      );
    }
    return {
      startDate: formatJrDate(entry.startMonth, entry.startYear),
      endDate: current ? '' : formatJrDate(entry.endMonth, entry.endYear),
    };
  };

  /** Our one-role project as JSON Resume's list of roles. */
  const roles = (role: string) => (role ? [role] : []);

  const info = data.personalInfo;
  const [first, ...rest] = info.links;
  const website = first && first.label === 'Website' ? first : undefined;
  const profiles = (website ? rest : info.links).map((link) =>
    compact({ network: link.label, url: link.url }),
  );
  const basics = compact({
    name: info.fullName,
    label: info.headline,
    email: info.email,
    phone: info.phone,
    url: website?.url,
    summary: info.summary,
    location: locationParts(info.location),
    profiles,
  });

  const work = data.experience.map((entry) => {
    const { summary, highlights } = splitDescription(entry.description);
    return compact({
      name: entry.company,
      position: entry.jobTitle,
      ...dates(entry, entry.isCurrentJob, 'experience', 'isCurrentJob'),
      summary,
      highlights,
      keywords: entry.tags,
    });
  });

  const education = data.education.map((entry) => {
    const { summary, highlights } = splitDescription(entry.description);
    return compact({
      institution: entry.school,
      studyType: entry.degree,
      area: entry.fieldOfStudy,
      ...dates(entry, entry.isCurrent, 'education', 'isCurrent'),
      location: entry.location,
      summary,
      highlights,
    });
  });

  // Skills: an uncategorised skill is a JSON Resume skill; a category, one with keywords.
  const skills: { name: string; keywords?: string[] }[] = [];
  const categories = new Map<string, { name: string; keywords: string[] }>();
  for (const skill of data.skills) {
    if (!skill.category) {
      skills.push({ name: skill.name });
      continue;
    }
    const key = skill.category.toLowerCase();
    const group = categories.get(key);
    if (group) {
      group.keywords.push(skill.name);
    } else {
      const created = { name: skill.category, keywords: [skill.name] };
      categories.set(key, created);
      skills.push(created);
    }
  }

  const languages = data.languages.map((language) =>
    compact({ language: language.name, fluency: language.level }),
  );
  const certificates = data.certifications.map((certification) =>
    compact({ name: certification.name, issuer: certification.issuer, date: certification.year }),
  );

  const projects = data.projects.map((entry) => {
    const { summary, highlights } = splitDescription(entry.description);
    return compact({
      name: entry.name,
      description: summary,
      highlights,
      keywords: entry.tags,
      ...dates(entry, entry.isCurrent, 'projects', 'isCurrent'),
      url: entry.url,
      roles: roles(entry.role),
    });
  });

  const volunteer = data.volunteering.map((entry) => {
    const { summary, highlights } = splitDescription(entry.description);
    return compact({
      organization: entry.organization,
      position: entry.role,
      ...dates(entry, entry.isCurrent, 'volunteering', 'isCurrent'),
      summary,
      highlights,
      location: entry.location,
    });
  });

  // Awards and publications have one text field, so the description goes whole.
  const awards = data.awards.map((entry) =>
    compact({
      title: entry.title,
      date: entry.year,
      awarder: entry.issuer,
      summary: entry.description,
    }),
  );
  const publications = data.publications.map((entry) =>
    compact({
      name: entry.title,
      publisher: entry.publisher,
      releaseDate: entry.year,
      url: entry.url,
      summary: entry.description,
    }),
  );
  const references = data.references.map((entry) =>
    compact({
      name: entry.name,
      reference: referenceLine(entry.relationship, entry.contact),
      relationship: entry.relationship,
      contact: entry.contact,
    }),
  );
  const interests = data.interests.map((name) => ({ name }));

  notes.add(
    'customSections',
    'JSON Resume has no custom sections',
    data.customSections.filter((section) => section.entries.length > 0).length,
  );
  const layout = data.layout;
  const defaultOrder = SECTION_IDS.every((id, i) => layout.section_order[i] === id);
  if (!defaultOrder) notes.add('layout.section_order', 'JSON Resume has no section order');
  notes.add(
    'layout.hidden_sections',
    'JSON Resume cannot hide a section: written like the others',
    layout.hidden_sections.length,
  );
  notes.add(
    'layout.section_titles',
    'JSON Resume has no headings of your own',
    Object.keys(layout.section_titles).length,
  );
  const style = data.style;
  const defaultStyle = (Object.keys(DEFAULT_STYLE) as (keyof typeof DEFAULT_STYLE)[]).every(
    (key) => style[key] === DEFAULT_STYLE[key],
  );
  if (!defaultStyle) notes.add('style', 'JSON Resume has no colours, fonts or page size');
  if (data.language !== DEFAULT_LANGUAGE) {
    notes.add('language', 'JSON Resume does not say which language a resume is in');
  }

  const target = data.targetJob;
  if (target && (target.title || target.company || target.description)) {
    notes.add('targetJob', 'JSON Resume has no place for the job a resume is tailored to');
  }

  // In the schema's own order, so the file reads like other JSON Resume files.
  const resume: JsonResume = compact({
    $schema: JSON_RESUME_SCHEMA_URL,
    basics,
    work,
    volunteer,
    education,
    awards,
    certificates,
    publications,
    skills,
    languages,
    interests,
    references,
    projects,
    meta: compact({ version: JSON_RESUME_VERSION, lastModified: options.lastModified }),
  });
  return { resume, notExported: notes.list() };
}

/** The file as people keep it: two-space indented JSON with a final newline. */
export function jsonResumeText(resume: JsonResume): string {
  return `${JSON.stringify(resume, null, 2)}\n`;
}

/**
 * The download name: 'Jane Doe - resume.json' ('resume.json' is the name JSON Resume's
 * tools look for; the person's name keeps several files apart).
 */
export function jsonResumeFileName(fullName: string): string {
  const base = safeFileBase(fullName);
  return base ? `${base} - resume.json` : 'resume.json';
}
