import { emptyProfileExtras, type ExtractedProfile } from '#shared/cv-import/cv-import.schema.ts';
import type { ResumeData } from '#shared/resume/resume.schema.ts';
import { splitName } from './local/contacts.ts';

/**
 * What reading back one of our own exported resumes should give: the resume's fields in
 * the extracted-profile shape (used by the round-trip test and the bench).
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
    ...emptyProfileExtras(),
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
