import { emptyProfileExtras, type ExtractedProfile } from '#shared/cv-import/cv-import.schema.ts';
import type { DateStyle, Variant } from './variants.ts';

/** The profile a perfect reader gets from a variant's document: what it prints, nothing more. */
export function expectedProfile(v: Variant): ExtractedProfile {
  const p = v.person;
  const month = (m: string, style: DateStyle) => (style === 'year' ? '' : m);
  return {
    display_name: p.name,
    first_name: p.first,
    last_name: p.last,
    email: p.email,
    phone: p.phone,
    location: p.location,
    summary: p.summary,
    ...emptyProfileExtras(),
    experience: p.jobs.map((j, i) => ({
      id: String(i + 1),
      jobTitle: j.title,
      company: j.company,
      startMonth: month(j.start[0], v.dates),
      startYear: j.start[1],
      endMonth: j.end ? month(j.end[0], v.dates) : '',
      endYear: j.end ? j.end[1] : '',
      isCurrentJob: !j.end,
      description: j.bullets.join('\n'),
      tags: j.tags ?? [],
    })),
    education: p.schools.map((s, i) => ({
      id: String(100 + i),
      school: s.school,
      degree: s.degree,
      fieldOfStudy: s.field,
      startMonth: s.start ? month(s.start[0], v.dates) : '',
      startYear: s.start ? s.start[1] : '',
      endMonth: month(s.end[0], v.dates),
      endYear: s.end[1],
      description: (s.notes ?? []).join('\n'),
    })),
    skills: p.skills.flatMap(([, items]) => items),
  };
}
