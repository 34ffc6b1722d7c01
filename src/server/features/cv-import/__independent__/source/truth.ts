/**
 * The truth of one document, read from its view (view.ts): what a perfect reader takes
 * from the page. The profile has the shape of extractedProfileSchema; `extra` holds what the
 * CV carries that the profile has no field for yet; `meta` says how the document was made.
 *
 * Choices a reader could make otherwise, fixed here:
 * - every role is its own experience entry with its employer, also when several roles sit
 *   under one employer heading; an internship is experience wherever the CV lists it;
 * - letters after the name (a credentials line) are not part of the name;
 * - a school grade is the education entry's description, as printed;
 * - sections such as Publications, Grants, Licences, Registration, Bar Admissions,
 *   Projects, Board Positions, Personal Details and Activities fill no profile field;
 * - skills are the skills only: neither their category names nor languages.
 */
import { emptyProfileExtras, type ExtractedProfile } from '#shared/cv-import/cv-import.schema.ts';
import type { TruthExtra, TruthMeta } from '../../independent-corpus.ts';
import { sectionsOf, type View, type ViewJob } from './view.ts';

export type { TruthExtra, TruthMeta };

export type Truth = ExtractedProfile & { extra: TruthExtra; meta: TruthMeta };

export function truthOf(view: View, meta: TruthMeta): Truth {
  const experience: ExtractedProfile['experience'] = [];
  const addJob = (j: ViewJob) =>
    experience.push({
      id: String(experience.length + 1),
      jobTitle: j.title,
      company: j.company,
      ...j.truth,
      description: j.bullets.join('\n'),
      tags: [],
    });
  const education: ExtractedProfile['education'] = [];
  for (const section of view.sections) {
    if (section.kind === 'experience') {
      for (const e of section.employers) for (const role of e.roles) addJob(role);
    } else if (section.kind === 'education') {
      for (const s of section.schools) {
        education.push({
          id: String(100 + education.length),
          school: s.school,
          degree: s.degree,
          fieldOfStudy: s.field,
          ...s.truth,
          description: s.grade,
        });
      }
      for (const j of section.internships) addJob(j);
    }
  }
  const skills = sectionsOf(view, 'skills')[0];
  const p = view.person;
  return {
    display_name: view.name,
    first_name: p.first,
    last_name: p.last,
    email: view.email,
    phone: view.phone,
    location: view.location,
    summary: sectionsOf(view, 'summary')[0]?.text ?? '',
    experience,
    education,
    skills: skills ? skills.categories.flatMap((c) => c.skills) : [],
    ...emptyProfileExtras(),
    extra: {
      links: view.links,
      languages: sectionsOf(view, 'languages')[0]?.items ?? [],
      certifications: sectionsOf(view, 'certifications')[0]?.items ?? [],
      skill_categories: skills?.named ? skills.categories : [],
    },
    meta: { ...meta, classes: [...view.classes].sort() },
  };
}
