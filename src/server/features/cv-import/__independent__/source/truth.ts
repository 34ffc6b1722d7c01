/**
 * The truth of one document, read from its view (view.ts): what a perfect reader takes
 * from the page. The profile has the shape of extractedProfileSchema; `meta` says how the
 * document was made.
 *
 * Choices a reader could make otherwise, fixed here:
 * - every role is its own experience entry with its employer, also when several roles sit
 *   under one employer heading; an internship is experience wherever the CV lists it;
 * - letters after the name (a credentials line) are not part of the name;
 * - a school grade is the education entry's description, as printed;
 * - projects and publications fill their lists: a project dated by one year ended that
 *   year, a publication's authors are its description; sections such as Grants, Licences,
 *   Registration, Bar Admissions, Board Positions, Personal Details and Activities fill no
 *   profile field;
 * - skills are the skills only: neither their category names nor languages; a CV that names
 *   its skill groups also has them as skill categories;
 * - a language's level is the profile's word for it (LEVELS below); links, languages and
 *   certifications are as printed;
 * - the sections not imported are the headings of the sections that fill no field, in
 *   document order, as printed (any case) without a trailing colon.
 */
import { emptyProfileExtras, type ExtractedProfile } from '#shared/cv-import/cv-import.schema.ts';
import type { TruthMeta } from '../../independent-corpus.ts';
import { sectionsOf, type View, type ViewJob } from './view.ts';

export type { TruthMeta };

export type Truth = ExtractedProfile & { meta: TruthMeta };

/**
 * The printed levels (countries.ts) in the profile's words: CEFR C2 and mother tongue are
 * Native, C1 Fluent, B2 Advanced, B1 Intermediate, A1/A2 Basic; the other scales by the
 * step they stand for.
 */
const LEVELS: Record<string, ExtractedProfile['languages'][number]['level']> = {
  Native: 'Native',
  Fluent: 'Fluent',
  'Fluent (C1)': 'Fluent',
  C1: 'Fluent',
  Advanced: 'Advanced',
  'Business level (TOEIC 860)': 'Advanced',
  'Professional working proficiency': 'Advanced',
  Intermediate: 'Intermediate',
  'Intermediate (B1)': 'Intermediate',
  B1: 'Intermediate',
  Conversational: 'Intermediate',
  Basic: 'Basic',
  A2: 'Basic',
};

function level(printed: string): ExtractedProfile['languages'][number]['level'] {
  const l = LEVELS[printed];
  if (l === undefined) throw new Error(`No profile level for the printed level '${printed}'`);
  return l;
}

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
    links: view.links,
    languages: (sectionsOf(view, 'languages')[0]?.items ?? []).map((l) => ({
      name: l.name,
      level: level(l.level),
    })),
    certifications: sectionsOf(view, 'certifications')[0]?.items ?? [],
    skill_categories: skills?.named ? skills.categories : [],
    projects: view.sections.flatMap((s) => (s.kind === 'extra' && s.projects) || []),
    publications: view.sections.flatMap((s) => (s.kind === 'extra' && s.publications) || []),
    sections_not_imported: view.sections
      .filter(
        (s) => (s.kind === 'extra' && !s.projects && !s.publications) || s.kind === 'personal',
      )
      .map((s) => s.heading.replace(/:$/, '')),
    meta: { ...meta, classes: [...view.classes].sort() },
  };
}
