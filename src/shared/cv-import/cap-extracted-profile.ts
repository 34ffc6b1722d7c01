import { RESUME_LIMITS as L } from '../resume/resume.limits.ts';
import type {
  CvLeftOut,
  ExtractedEducation,
  ExtractedExperience,
  ExtractedProfile,
} from './cv-import.schema.ts';

/**
 * Cuts an extracted profile to the resume's limits, whichever engine produced it: the
 * first entries of each list are kept (a CV lists its newest first), texts are cut to
 * their field's length. The entries dropped are counted per section, so the person can be
 * told; texts cut short are not (the builder shows them, and the import's merge cuts the
 * same way).
 */
export function capExtractedProfile(profile: ExtractedProfile): {
  profile: ExtractedProfile;
  leftOut: CvLeftOut;
} {
  const capped: ExtractedProfile = {
    display_name: cutText(profile.display_name, L.shortText),
    first_name: cutText(profile.first_name, L.shortText),
    last_name: cutText(profile.last_name, L.shortText),
    email: cutText(profile.email, L.shortText),
    phone: cutText(profile.phone, L.phone),
    location: cutText(profile.location, L.shortText),
    headline: cutText(profile.headline, L.shortText),
    summary: cutText(profile.summary, L.summary),
    experience: profile.experience.slice(0, L.experience).map(capExperience),
    education: profile.education.slice(0, L.education).map(capEducation),
    skills: profile.skills.slice(0, L.skills).map((s) => cutText(s, L.tag)),
    links: profile.links
      .slice(0, L.links)
      .map((l) => ({ label: cutText(l.label, L.shortText), url: cutText(l.url, L.url) })),
    languages: profile.languages
      .slice(0, L.languages)
      .map((l) => ({ ...l, name: cutText(l.name, L.tag) })),
    certifications: profile.certifications.slice(0, L.certifications).map((c) => ({
      ...c,
      name: cutText(c.name, L.shortText),
      issuer: cutText(c.issuer, L.shortText),
    })),
    skill_categories: profile.skill_categories.slice(0, L.skillGroups).map((c) => ({
      name: cutText(c.name, L.tag),
      skills: c.skills.slice(0, L.skills).map((s) => cutText(s, L.tag)),
    })),
    projects: profile.projects.slice(0, L.projects).map((p) => ({
      ...p,
      name: cutText(p.name, L.shortText),
      role: cutText(p.role, L.shortText),
      url: cutText(p.url, L.url),
      description: cutText(p.description, L.description),
      tags: p.tags.slice(0, L.tagsPerEntry).map((t) => cutText(t, L.tag)),
    })),
    volunteering: profile.volunteering.slice(0, L.volunteering).map((v) => ({
      ...v,
      role: cutText(v.role, L.shortText),
      organization: cutText(v.organization, L.shortText),
      location: cutText(v.location, L.shortText),
      description: cutText(v.description, L.description),
    })),
    awards: profile.awards.slice(0, L.awards).map((a) => ({
      ...a,
      title: cutText(a.title, L.shortText),
      issuer: cutText(a.issuer, L.shortText),
      description: cutText(a.description, L.description),
    })),
    publications: profile.publications.slice(0, L.publications).map((p) => ({
      ...p,
      title: cutText(p.title, L.mediumText),
      publisher: cutText(p.publisher, L.shortText),
      url: cutText(p.url, L.url),
      description: cutText(p.description, L.description),
    })),
    interests: profile.interests.slice(0, L.interests).map((i) => cutText(i, L.tag)),
    custom_sections: profile.custom_sections.slice(0, L.customSections).map((s) => ({
      title: cutText(s.title, L.sectionTitle),
      entries: s.entries.slice(0, L.customEntries).map((e) => ({
        title: cutText(e.title, L.shortText),
        subtitle: cutText(e.subtitle, L.shortText),
        date: cutText(e.date, L.customDate),
        description: cutText(e.description, L.description),
        url: cutText(e.url, L.url),
      })),
    })),
    section_titles: profile.section_titles.map((t) => ({
      ...t,
      title: cutText(t.title, L.sectionTitle),
    })),
    sections_not_imported: profile.sections_not_imported.slice(0, 30).map((s) => cutText(s, L.tag)),
  };
  return {
    profile: capped,
    leftOut: sumLeftOut({
      experience: profile.experience.length - capped.experience.length,
      education: profile.education.length - capped.education.length,
      skills: profile.skills.length - capped.skills.length,
    }),
  };
}

function capExperience(e: ExtractedExperience): ExtractedExperience {
  return {
    ...e,
    id: cutText(e.id, L.id),
    jobTitle: cutText(e.jobTitle, L.shortText),
    company: cutText(e.company, L.shortText),
    description: cutText(e.description, L.description),
    tags: e.tags.slice(0, L.tagsPerEntry).map((t) => cutText(t, L.tag)),
  };
}

function capEducation(e: ExtractedEducation): ExtractedEducation {
  return {
    ...e,
    id: cutText(e.id, L.id),
    school: cutText(e.school, L.shortText),
    degree: cutText(e.degree, L.shortText),
    fieldOfStudy: cutText(e.fieldOfStudy, L.shortText),
    description: cutText(e.description, L.description),
  };
}

/** At most `max` UTF-16 units, never half of a surrogate pair. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\uD800-\uDBFF]/.test(text.charAt(max - 1)) ? max - 1 : max;
  return text.slice(0, end);
}

/** Left-out counts added up per section; sections at zero are left out of the result. */
export function sumLeftOut(...parts: CvLeftOut[]): CvLeftOut {
  const sum: CvLeftOut = {};
  for (const part of parts) {
    for (const key of ['experience', 'education', 'skills', 'lines'] as const) {
      const value = (sum[key] ?? 0) + Math.max(0, part[key] ?? 0);
      if (value > 0) sum[key] = value;
    }
  }
  return sum;
}

/** Whether anything was left out. */
export function leftAnythingOut(leftOut: CvLeftOut): boolean {
  return Object.values(leftOut).some((n) => (n ?? 0) > 0);
}
