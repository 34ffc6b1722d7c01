import { RESUME_LIMITS as L } from '../resume/resume.limits.ts';
import {
  newEntryId,
  type EducationEntry,
  type ExperienceEntry,
  type ResumeData,
  type Skill,
} from '../resume/resume.schema.ts';
import type { ExtractedProfile } from './cv-import.schema.ts';

/**
 * The one merge of an extracted profile into the builder's document (spec section 4):
 * personal info, experience, education and skills are filled from the extracted data,
 * "falling back to the existing values where a field is missing". A list counts as
 * missing when the CV gave none, so an import never empties a filled section. Entries get
 * fresh timestamp ids; texts are cut to the document's limits so the result always saves.
 */
export function mergeExtractedProfile(
  current: ResumeData,
  extracted: Partial<ExtractedProfile>,
  now: number = Date.now(),
): ResumeData {
  const pick = (value: string | undefined, fallback: string, max: number) => {
    const v = (value ?? '').trim();
    return v ? v.slice(0, max) : fallback;
  };
  const fullName =
    (extracted.display_name ?? '').trim() ||
    [extracted.first_name, extracted.last_name]
      .map((s) => (s ?? '').trim())
      .filter(Boolean)
      .join(' ');
  const p = current.personalInfo;
  const personalInfo = {
    ...p,
    fullName: pick(fullName, p.fullName, L.shortText),
    email: pick(extracted.email, p.email, L.shortText),
    phone: pick(extracted.phone, p.phone, L.phone),
    location: pick(extracted.location, p.location, L.shortText),
    summary: pick(extracted.summary, p.summary, L.summary),
  };

  const ids: string[] = [];
  const nextId = () => {
    const id = newEntryId(ids, now);
    ids.push(id);
    return id;
  };

  const experience: ExperienceEntry[] =
    extracted.experience && extracted.experience.length > 0
      ? extracted.experience.slice(0, L.experience).map((e) => ({
          id: nextId(),
          jobTitle: (e.jobTitle ?? '').trim().slice(0, L.shortText),
          company: (e.company ?? '').trim().slice(0, L.shortText),
          startMonth: e.startMonth ?? '',
          startYear: e.startYear ?? '',
          endMonth: e.isCurrentJob ? '' : (e.endMonth ?? ''),
          endYear: e.isCurrentJob ? '' : (e.endYear ?? ''),
          isCurrentJob: Boolean(e.isCurrentJob),
          description: (e.description ?? '').trim().slice(0, L.description),
          tags: uniqueTexts(e.tags ?? [], L.tagsPerEntry),
        }))
      : current.experience;

  const education: EducationEntry[] =
    extracted.education && extracted.education.length > 0
      ? extracted.education.slice(0, L.education).map((e) => ({
          id: nextId(),
          school: (e.school ?? '').trim().slice(0, L.shortText),
          degree: (e.degree ?? '').trim().slice(0, L.shortText),
          fieldOfStudy: (e.fieldOfStudy ?? '').trim().slice(0, L.shortText),
          location: '',
          startMonth: e.startMonth ?? '',
          startYear: e.startYear ?? '',
          endMonth: e.endMonth ?? '',
          endYear: e.endYear ?? '',
          isCurrent: false,
          description: (e.description ?? '').trim().slice(0, L.description),
        }))
      : current.education;

  const skills: Skill[] =
    extracted.skills && extracted.skills.length > 0
      ? uniqueTexts(extracted.skills, L.skills).map((name) => ({ name, category: '' }))
      : current.skills;

  return { ...current, personalInfo, experience, education, skills };
}

/** Trimmed, non-empty, cut to the tag limit, case-insensitively unique, at most `max`. */
function uniqueTexts(values: readonly string[], max: number): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of values) {
    const value = raw.trim().slice(0, L.tag).trim();
    const key = value.toLowerCase();
    if (!value || seen.has(key)) continue;
    seen.add(key);
    out.push(value);
    if (out.length >= max) break;
  }
  return out;
}
