import { CV_TITLED_SECTIONS, type ExtractedProfile } from '#shared/cv-import/cv-import.schema.ts';
import type { ResumeData } from '#shared/resume/resume.schema.ts';
import { resumeLocale } from '#shared/resume/resume-locale.ts';
import { splitName } from './local/contacts.ts';

/**
 * What reading back one of our own exported resumes should give: the resume's fields in
 * the extracted-profile shape (used by the round-trip test and the bench). Our templates
 * print the links under the contact details, the languages with their levels, the
 * certifications and the skills under their category names, the headline, projects,
 * volunteering, awards, publications, interests and the person's own sections (under their
 * headings, each entry's title, subtitle, date, text and link), so all of those come back.
 * References, which the profile has no field for, are listed as not imported under the
 * heading the layout gives them, in the resume's language. A built-in section printed under
 * a heading of the person's own comes back with that heading.
 */
export function profileFromResume(data: ResumeData): ExtractedProfile {
  const p = data.personalInfo;
  const { first, last } = splitName(p.fullName);
  return {
    display_name: p.fullName,
    first_name: first,
    last_name: last,
    email: p.email,
    phone: p.phone,
    location: p.location,
    summary: p.summary,
    links: p.links.map((l) => ({ label: l.label, url: l.url })),
    languages: data.languages.map((l) => ({ name: l.name, level: l.level })),
    certifications: data.certifications.map((c) => ({
      name: c.name,
      issuer: c.issuer,
      year: c.year,
    })),
    skill_categories: skillCategories(data.skills),
    headline: p.headline,
    projects: data.projects.map((e) => ({
      name: e.name,
      role: e.role,
      url: e.url,
      startMonth: e.startMonth,
      startYear: e.startYear,
      endMonth: e.isCurrent ? '' : e.endMonth,
      endYear: e.isCurrent ? '' : e.endYear,
      isCurrent: e.isCurrent,
      description: e.description,
      tags: e.tags,
    })),
    volunteering: data.volunteering.map((e) => ({
      role: e.role,
      organization: e.organization,
      location: e.location,
      startMonth: e.startMonth,
      startYear: e.startYear,
      endMonth: e.isCurrent ? '' : e.endMonth,
      endYear: e.isCurrent ? '' : e.endYear,
      isCurrent: e.isCurrent,
      description: e.description,
    })),
    awards: data.awards.map((a) => ({
      title: a.title,
      issuer: a.issuer,
      year: a.year,
      description: a.description,
    })),
    publications: data.publications.map((e) => ({
      title: e.title,
      publisher: e.publisher,
      year: e.year,
      url: e.url,
      description: e.description,
    })),
    interests: data.interests,
    custom_sections: data.customSections
      .filter((s) => s.entries.length > 0 && !hidden(data).has(`custom:${s.id}`))
      .map((s) => ({
        title: s.title || resumeLocale(data.language).untitledSection,
        entries: s.entries.map((e) => ({
          title: e.title,
          subtitle: e.subtitle,
          date: e.date,
          description: e.description,
          url: e.url,
        })),
      })),
    section_titles: sectionTitles(data),
    sections_not_imported: notImportedHeadings(data),
    experience: data.experience.map((e) => ({
      id: e.id,
      jobTitle: e.jobTitle,
      company: e.company,
      startMonth: e.startMonth,
      startYear: e.startYear,
      endMonth: e.isCurrentJob ? '' : e.endMonth,
      endYear: e.isCurrentJob ? '' : e.endYear,
      isCurrentJob: e.isCurrentJob,
      description: e.description,
      tags: e.tags,
    })),
    education: data.education.map((e) => ({
      id: e.id,
      school: e.school,
      degree: e.degree,
      fieldOfStudy: e.fieldOfStudy,
      startMonth: e.startMonth,
      startYear: e.startYear,
      endMonth: e.endMonth,
      endYear: e.endYear,
      description: e.description,
    })),
    skills: data.skills.map((s) => s.name),
  };
}

const hidden = (data: ResumeData) => new Set<string>(data.layout.hidden_sections);

/** The headings the person gave the printed built-in sections the profile has a field for. */
function sectionTitles(data: ResumeData): ExtractedProfile['section_titles'] {
  const titles: Record<string, string | undefined> = data.layout.section_titles;
  return CV_TITLED_SECTIONS.flatMap((section) => {
    const title = titles[section]?.trim();
    const printed = section === 'summary' ? data.personalInfo.summary : data[section].length > 0;
    return title && printed && !hidden(data).has(section) ? [{ section, title }] : [];
  });
}

/** The headings of the printed sections the profile has no field for. */
function notImportedHeadings(data: ResumeData): string[] {
  const titles: Record<string, string | undefined> = data.layout.section_titles;
  if (data.references.length === 0 || hidden(data).has('references')) return [];
  return [titles.references || resumeLocale(data.language).headings.references];
}

/** The skills under their category names, in order of first use; uncategorised ones are in none. */
function skillCategories(skills: ResumeData['skills']): ExtractedProfile['skill_categories'] {
  const groups = new Map<string, string[]>();
  for (const s of skills) {
    if (!s.category) continue;
    const group = groups.get(s.category) ?? [];
    group.push(s.name);
    groups.set(s.category, group);
  }
  return [...groups].map(([name, list]) => ({ name, skills: list }));
}
