import type { ExtractedProfile } from '#shared/cv-import/cv-import.schema.ts';
import type { ResumeData } from '#shared/resume/resume.schema.ts';
import { splitName } from './local/contacts.ts';

/**
 * What reading back one of our own exported resumes should give: the resume's fields in
 * the extracted-profile shape (used by the round-trip test and the bench). Our templates
 * print the links under the contact details, the languages with their levels, the
 * certifications and the skills under their category names, so all of those come back;
 * they print no section the profile has no field for.
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
    sections_not_imported: [],
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
