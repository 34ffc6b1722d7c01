import { RESUME_LIMITS as L } from '../resume/resume.limits.ts';
import {
  LANGUAGE_LEVELS,
  newEntryId,
  resumeDataSchema,
  withinSkillGroupLimit,
  type Certification,
  type EducationEntry,
  type ExperienceEntry,
  type Language,
  type LanguageLevel,
  type Link,
  type ResumeData,
  type Skill,
} from '../resume/resume.schema.ts';
import { addTag } from '../resume/tags.ts';
import { parseJrDate, type ParsedJrDate } from './json-resume-dates.ts';
import {
  ConversionNotes,
  jrAwardSchema,
  jrBasicsSchema,
  jrCertificateSchema,
  jrEducationSchema,
  jrInterestSchema,
  jrLanguageSchema,
  jrProfileSchema,
  jrProjectSchema,
  jrPublicationSchema,
  jrReferenceSchema,
  jrSkillSchema,
  jrVolunteerSchema,
  jrWorkSchema,
  jsonResumeSchema,
  type ConversionNote,
  type JsonResumeInput,
} from './json-resume.schema.ts';
import { joinDescription, locationLine, referenceLine, webAddress } from './json-resume-text.ts';

/**
 * JSON Resume → our resume document. Every field both formats have is carried over
 * (to-json-resume.ts is the inverse); everything else is listed in `notImported`, one
 * note per field with how many entries had it, so the person knows what to add by hand.
 *
 * Where the two schemas differ in shape:
 * - `projects[].roles` is a list and our project has one role: the roles are joined with
 *   ', '. A project's `entity` and `type` have no field.
 * - `awards[].date` and `publications[].releaseDate` keep their year, as certificates do.
 * - `references[]` holds a name and `reference`, the reference's own words; ours holds a
 *   name, a relationship and a way to reach the person. Our files carry the two as extra
 *   properties (`relationship`, `contact`) and `reference` as the line made of them
 *   (referenceLine); a `reference` that is not that line, such as a testimonial written
 *   in another tool, has no field here and is noted.
 * - `interests[]` is a name with keywords; ours is a list of short phrases. The name is
 *   an interest, and each keyword becomes an interest of its own (noted), so nothing the
 *   person listed is lost.
 */

type ProjectEntry = ResumeData['projects'][number];
type VolunteeringEntry = ResumeData['volunteering'][number];
type Award = ResumeData['awards'][number];
type Publication = ResumeData['publications'][number];
type Reference = ResumeData['references'][number];

export interface JsonResumeImport {
  data: ResumeData;
  notImported: ConversionNote[];
}

export interface FromJsonResumeOptions {
  /** Entry ids; default: the builder's timestamp ids. */
  newId?: () => string;
}

const IGNORED_TOP_LEVEL = new Set(['$schema', 'meta']);
const NOT_JSON_RESUME = 'not part of JSON Resume';

type Text = string | null | undefined;

function hasValue(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}

function defaultIdGenerator(): () => string {
  const taken: string[] = [];
  return () => {
    const id = newEntryId(taken);
    taken.push(id);
    return id;
  };
}

/** Cuts at `max` UTF-16 units without leaving half a surrogate pair. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(head) ? head.slice(0, -1) : head;
}

const LEVEL_RULES: readonly [RegExp, LanguageLevel][] = [
  [/\b(native|mother[ -]?tongue|bilingual|first language)\b/i, 'Native'],
  [/\b(c2|fluent|fluency|full professional|proficient|mastery)\b/i, 'Fluent'],
  [/\b(c1|advanced|professional working|upper[ -]intermediate)\b/i, 'Advanced'],
  [/\b(b1|b2|intermediate|conversational|limited working|good)\b/i, 'Intermediate'],
  [/\b(a1|a2|basic|beginner|elementary|novice)\b/i, 'Basic'],
];

/** Our level for a JSON Resume fluency, and whether it is exactly one of our level names. */
export function levelFromFluency(fluency: string): { level: LanguageLevel | ''; exact: boolean } {
  const text = fluency.trim();
  if (!text) return { level: '', exact: true };
  const exact = LANGUAGE_LEVELS.find((level) => level.toLowerCase() === text.toLowerCase());
  if (exact) return { level: exact, exact: true };
  const rule = LEVEL_RULES.find(([pattern]) => pattern.test(text));
  return { level: rule ? rule[1] : '', exact: false };
}

export function fromJsonResume(
  input: JsonResumeInput,
  options: FromJsonResumeOptions = {},
): JsonResumeImport {
  const notes = new ConversionNotes();
  const newId = options.newId ?? defaultIdGenerator();

  /** Trimmed text within `max` characters; a longer one is cut and noted. */
  const text = (value: Text, max: number, path: string): string => {
    const trimmed = (value ?? '').trim();
    if (trimmed.length <= max) return trimmed;
    notes.add(path, `shortened to ${max} characters`);
    return cut(trimmed, max).trimEnd();
  };

  const noteIf = (value: unknown, path: string, reason: string) => {
    if (hasValue(value)) notes.add(path, reason);
  };

  const noteUnknown = (value: object, known: readonly string[], path: string) => {
    for (const [key, field] of Object.entries(value)) {
      if (!known.includes(key)) noteIf(field, `${path}.${key}`, NOT_JSON_RESUME);
    }
  };

  /** Our month and year from a JSON Resume date; what cannot be kept is noted. */
  const dateOf = (value: Text, path: string): ParsedJrDate => {
    const date = parseJrDate(value);
    if (date.kind === 'invalid') notes.add(path, date.reason);
    if (date.kind === 'date' && date.hadDay) notes.add(path, 'the day of the month is not kept');
    return date;
  };
  const monthYear = (date: ParsedJrDate) =>
    date.kind === 'date' ? { month: date.month, year: date.year } : { month: '', year: '' };

  /**
   * An entry's `startDate` and `endDate` as our four date fields, and whether it is ongoing
   * (JSON Resume's convention: it started and has no end, or ends 'Present'); an ongoing
   * entry keeps no end date.
   */
  const dateRange = (entry: { startDate?: Text; endDate?: Text }, path: string) => {
    const start = dateOf(entry.startDate, `${path}.startDate`);
    const end = dateOf(entry.endDate, `${path}.endDate`);
    const ongoing = end.kind === 'present' || (end.kind === 'empty' && start.kind === 'date');
    const fields = {
      startMonth: monthYear(start).month,
      startYear: monthYear(start).year,
      endMonth: ongoing ? '' : monthYear(end).month,
      endYear: ongoing ? '' : monthYear(end).year,
    };
    return { fields, ongoing };
  };

  const description = (summary: Text, highlights: Text[] | null | undefined, path: string) =>
    text(
      joinDescription(
        summary ?? '',
        (highlights ?? []).map((h) => h ?? ''),
      ),
      L.description,
      `${path}.summary`,
    );

  /** Keeps the first `max` items; the rest are noted under `path`. */
  const capped = <T>(items: T[], max: number, path: string, what: string): T[] => {
    notes.add(path, `TailorCV keeps at most ${max} ${what}`, items.length - max);
    return items.slice(0, max);
  };

  /** Keywords as our tags, within our limits; what does not fit is noted. */
  const tagsOf = (keywords: Text[] | null | undefined, path: string): string[] => {
    let tags: string[] = [];
    for (const keyword of keywords ?? []) {
      const added = addTag(tags, keyword ?? '');
      tags = added.tags;
      if (added.outcome === 'too-long' || added.outcome === 'full') {
        notes.add(
          `${path}.keywords`,
          `TailorCV keeps at most ${L.tagsPerEntry} tags of up to ${L.tag} characters`,
        );
      }
    }
    return tags;
  };

  /** The year of a JSON Resume date, for the fields that keep a year only. */
  const yearOf = (value: Text, path: string): string => {
    const date = parseJrDate(value);
    if (date.kind === 'invalid') notes.add(path, date.reason);
    if (date.kind === 'date' && date.month) notes.add(path, 'TailorCV keeps the year only');
    return date.kind === 'date' ? date.year : '';
  };

  /** A web address for a field that may be empty; anything else is noted. */
  const urlOf = (value: Text, path: string): string => {
    if (!hasValue(value)) return '';
    const url = webAddress(value);
    if (!url) notes.add(path, 'not a web address (http:// or https://)');
    return url ?? '';
  };

  // Top level: anything that is not a JSON Resume section.
  const known = new Set<string>(Object.keys(jsonResumeSchema.shape));
  for (const [key, value] of Object.entries(input)) {
    if (IGNORED_TOP_LEVEL.has(key)) continue;
    if (!known.has(key)) noteIf(value, key, NOT_JSON_RESUME);
  }

  // basics → personal details.
  const basics = input.basics ?? {};
  noteUnknown(basics, Object.keys(jrBasicsSchema.shape), 'basics');
  noteIf(basics.image, 'basics.image', 'TailorCV resumes have no photo');
  const location = basics.location ?? {};
  noteIf(location.address, 'basics.location.address', 'TailorCV keeps the city, not the address');
  noteIf(
    location.postalCode,
    'basics.location.postalCode',
    'TailorCV keeps the city, not the postal code',
  );
  noteUnknown(
    location,
    ['address', 'postalCode', 'city', 'countryCode', 'region'],
    'basics.location',
  );

  const links: Link[] = [];
  if (hasValue(basics.url)) {
    const url = webAddress(basics.url);
    if (url) links.push({ label: 'Website', url });
    else notes.add('basics.url', 'not a web address (http:// or https://)');
  }
  for (const profile of basics.profiles ?? []) {
    noteUnknown(profile, Object.keys(jrProfileSchema.shape), 'basics.profiles[]');
    if (!hasValue(profile.url)) {
      if (hasValue(profile.network) || hasValue(profile.username)) {
        notes.add('basics.profiles[]', 'a profile without an address (url) cannot be a link');
      }
      continue;
    }
    const url = webAddress(profile.url);
    if (!url) {
      notes.add('basics.profiles[].url', 'not a web address (http:// or https://)');
      continue;
    }
    noteIf(
      profile.username,
      'basics.profiles[].username',
      'the link keeps the address, not the user name',
    );
    links.push({ label: text(profile.network, L.shortText, 'basics.profiles[].network'), url });
  }

  const personalInfo = {
    fullName: text(basics.name, L.shortText, 'basics.name'),
    headline: text(basics.label, L.shortText, 'basics.label'),
    email: text(basics.email, L.shortText, 'basics.email'),
    phone: text(basics.phone, L.phone, 'basics.phone'),
    location: text(locationLine(location), L.shortText, 'basics.location'),
    summary: text(basics.summary, L.summary, 'basics.summary'),
    links: capped(links, L.links, 'basics.profiles', 'links'),
  };

  // work → experience.
  const experience: ExperienceEntry[] = [];
  for (const work of input.work ?? []) {
    const path = 'work[]';
    noteUnknown(work, Object.keys(jrWorkSchema.shape), path);
    noteIf(work.url ?? work.website, `${path}.url`, 'TailorCV keeps no company web address');
    noteIf(work.location, `${path}.location`, 'TailorCV experience entries have no location');
    noteIf(work.description, `${path}.description`, 'TailorCV keeps no company description');
    const dates = dateRange(work, path);
    const tags = tagsOf(work.keywords, path);
    const entry: ExperienceEntry = {
      id: '',
      jobTitle: text(work.position, L.shortText, `${path}.position`),
      company: text(work.name ?? work.company, L.shortText, `${path}.name`),
      ...dates.fields,
      isCurrentJob: dates.ongoing,
      description: description(work.summary, work.highlights, path),
      tags,
    };
    if (entry.jobTitle || entry.company || entry.startYear || entry.description || tags.length) {
      experience.push({ ...entry, id: newId() });
    }
  }

  // education → education.
  const education: EducationEntry[] = [];
  for (const school of input.education ?? []) {
    const path = 'education[]';
    noteUnknown(school, [...Object.keys(jrEducationSchema.shape), 'gpa'], path);
    noteIf(school.url, `${path}.url`, 'TailorCV keeps no school web address');
    noteIf(school.score, `${path}.score`, 'TailorCV education entries have no grade');
    noteIf(
      (school as { gpa?: unknown }).gpa,
      `${path}.gpa`,
      'TailorCV education entries have no grade',
    );
    noteIf(school.courses, `${path}.courses`, 'TailorCV education entries have no course list');
    const dates = dateRange(school, path);
    const entry: EducationEntry = {
      id: '',
      school: text(school.institution, L.shortText, `${path}.institution`),
      degree: text(school.studyType, L.shortText, `${path}.studyType`),
      fieldOfStudy: text(school.area, L.shortText, `${path}.area`),
      location: text(school.location, L.shortText, `${path}.location`),
      ...dates.fields,
      isCurrent: dates.ongoing,
      description: description(school.summary, school.highlights, path),
    };
    if (entry.school || entry.degree || entry.fieldOfStudy || entry.startYear || entry.endYear) {
      education.push({ ...entry, id: newId() });
    }
  }

  // skills → skills: a skill with keywords is a category of them; one without, a skill.
  const skills: Skill[] = [];
  const skillName = (value: Text, path: string) => text(value, L.tag, path);
  for (const skill of input.skills ?? []) {
    noteUnknown(skill, Object.keys(jrSkillSchema.shape), 'skills[]');
    noteIf(skill.level, 'skills[].level', 'TailorCV skills have no level');
    const keywords = (skill.keywords ?? [])
      .map((k) => skillName(k, 'skills[].keywords'))
      .filter(Boolean);
    const name = skillName(skill.name, 'skills[].name');
    if (keywords.length > 0) {
      for (const [i, keyword] of keywords.entries()) {
        if (!withinSkillGroupLimit([...skills, { name: keyword, category: name }])) {
          notes.add(
            'skills[].keywords',
            `TailorCV keeps at most ${L.skillGroups} skill categories`,
            keywords.length - i,
          );
          break;
        }
        skills.push({ name: keyword, category: name });
      }
    } else if (name) {
      skills.push({ name, category: '' });
    }
  }

  // languages → languages, fluency as the nearest of our levels.
  const languages: Language[] = [];
  for (const language of input.languages ?? []) {
    noteUnknown(language, Object.keys(jrLanguageSchema.shape), 'languages[]');
    const name = text(language.language, L.tag, 'languages[].language');
    if (!name) {
      noteIf(language.fluency, 'languages[]', 'a fluency without a language is not kept');
      continue;
    }
    const { level, exact } = levelFromFluency(language.fluency ?? '');
    if (!exact) {
      notes.add(
        'languages[].fluency',
        level
          ? 'kept as the nearest TailorCV level'
          : `not one of TailorCV's levels (${LANGUAGE_LEVELS.join(', ')})`,
      );
    }
    languages.push({ name, level });
  }

  // certificates → certifications (we keep the year).
  const certifications: Certification[] = [];
  for (const certificate of input.certificates ?? []) {
    noteUnknown(certificate, Object.keys(jrCertificateSchema.shape), 'certificates[]');
    const name = text(certificate.name, L.shortText, 'certificates[].name');
    if (!name) {
      if (hasValue(certificate.issuer) || hasValue(certificate.date)) {
        notes.add('certificates[]', 'a certificate without a name is not kept');
      }
      continue;
    }
    noteIf(certificate.url, 'certificates[].url', 'TailorCV keeps no certificate web address');
    certifications.push({
      id: newId(),
      name,
      issuer: text(certificate.issuer, L.shortText, 'certificates[].issuer'),
      year: yearOf(certificate.date, 'certificates[].date'),
    });
  }

  // projects → projects.
  const projects: ProjectEntry[] = [];
  for (const project of input.projects ?? []) {
    const path = 'projects[]';
    noteUnknown(project, Object.keys(jrProjectSchema.shape), path);
    noteIf(project.entity, `${path}.entity`, 'TailorCV projects have no entity');
    noteIf(project.type, `${path}.type`, 'TailorCV projects have no type');
    const dates = dateRange(project, path);
    const roles = (project.roles ?? []).map((role) => (role ?? '').trim()).filter(Boolean);
    const entry: ProjectEntry = {
      id: '',
      name: text(project.name, L.shortText, `${path}.name`),
      role: text(roles.join(', '), L.shortText, `${path}.roles`),
      url: urlOf(project.url, `${path}.url`),
      ...dates.fields,
      isCurrent: dates.ongoing,
      description: text(
        joinDescription(
          project.description ?? '',
          (project.highlights ?? []).map((h) => h ?? ''),
        ),
        L.description,
        `${path}.description`,
      ),
      tags: tagsOf(project.keywords, path),
    };
    if (entry.name || entry.role || entry.url || entry.description || entry.tags.length) {
      projects.push({ ...entry, id: newId() });
    }
  }

  // volunteer → volunteering.
  const volunteering: VolunteeringEntry[] = [];
  for (const item of input.volunteer ?? []) {
    const path = 'volunteer[]';
    noteUnknown(item, Object.keys(jrVolunteerSchema.shape), path);
    noteIf(item.url, `${path}.url`, 'TailorCV keeps no organisation web address');
    const dates = dateRange(item, path);
    const entry: VolunteeringEntry = {
      id: '',
      role: text(item.position, L.shortText, `${path}.position`),
      organization: text(item.organization, L.shortText, `${path}.organization`),
      location: text(item.location, L.shortText, `${path}.location`),
      ...dates.fields,
      isCurrent: dates.ongoing,
      description: description(item.summary, item.highlights, path),
    };
    if (entry.role || entry.organization || entry.startYear || entry.description) {
      volunteering.push({ ...entry, id: newId() });
    }
  }

  // awards → awards (we keep the year).
  const awards: Award[] = [];
  for (const award of input.awards ?? []) {
    const path = 'awards[]';
    noteUnknown(award, Object.keys(jrAwardSchema.shape), path);
    const entry: Award = {
      id: '',
      title: text(award.title, L.shortText, `${path}.title`),
      issuer: text(award.awarder, L.shortText, `${path}.awarder`),
      year: yearOf(award.date, `${path}.date`),
      description: text(award.summary, L.description, `${path}.summary`),
    };
    if (entry.title || entry.issuer || entry.description) awards.push({ ...entry, id: newId() });
  }

  // publications → publications (we keep the year).
  const publications: Publication[] = [];
  for (const publication of input.publications ?? []) {
    const path = 'publications[]';
    noteUnknown(publication, Object.keys(jrPublicationSchema.shape), path);
    const entry: Publication = {
      id: '',
      title: text(publication.name, L.mediumText, `${path}.name`),
      publisher: text(publication.publisher, L.shortText, `${path}.publisher`),
      year: yearOf(publication.releaseDate, `${path}.releaseDate`),
      url: urlOf(publication.url, `${path}.url`),
      description: text(publication.summary, L.description, `${path}.summary`),
    };
    if (entry.title || entry.publisher || entry.url || entry.description) {
      publications.push({ ...entry, id: newId() });
    }
  }

  // references → references: who, how they know the person, how to reach them.
  const references: Reference[] = [];
  for (const reference of input.references ?? []) {
    const path = 'references[]';
    noteUnknown(reference, Object.keys(jrReferenceSchema.shape), path);
    const entry: Reference = {
      id: '',
      name: text(reference.name, L.shortText, `${path}.name`),
      relationship: text(reference.relationship, L.shortText, `${path}.relationship`),
      contact: text(reference.contact, L.mediumText, `${path}.contact`),
    };
    const words = (reference.reference ?? '').trim();
    if (words && words !== referenceLine(entry.relationship, entry.contact)) {
      notes.add(
        `${path}.reference`,
        "TailorCV keeps a reference's relationship and contact, not a written reference",
      );
    }
    if (!entry.name) {
      if (entry.relationship || entry.contact || words) {
        notes.add(path, 'a reference without a name is not kept');
      }
      continue;
    }
    references.push({ ...entry, id: newId() });
  }

  // interests → interests: the name, then each keyword, as interests of their own.
  let interests: string[] = [];
  const addInterest = (value: Text, path: string) => {
    const added = addTag(interests, value ?? '', L.interests);
    interests = added.tags;
    if (added.outcome === 'too-long') {
      notes.add(path, `TailorCV keeps interests of up to ${L.tag} characters`);
    }
    if (added.outcome === 'full')
      notes.add('interests', `TailorCV keeps at most ${L.interests} interests`);
  };
  for (const interest of input.interests ?? []) {
    noteUnknown(interest, Object.keys(jrInterestSchema.shape), 'interests[]');
    addInterest(interest.name, 'interests[].name');
    const keywords = (interest.keywords ?? []).filter(hasValue);
    notes.add('interests[].keywords', 'kept as interests of their own', keywords.length);
    for (const keyword of keywords) addInterest(keyword, 'interests[].keywords');
  }

  const data = resumeDataSchema.parse({
    personalInfo,
    experience: capped(experience, L.experience, 'work', 'experience entries'),
    education: capped(education, L.education, 'education', 'education entries'),
    skills: capped(skills, L.skills, 'skills[].keywords', 'skills'),
    languages: capped(languages, L.languages, 'languages', 'languages'),
    certifications: capped(certifications, L.certifications, 'certificates', 'certifications'),
    projects: capped(projects, L.projects, 'projects', 'projects'),
    volunteering: capped(volunteering, L.volunteering, 'volunteer', 'volunteering entries'),
    awards: capped(awards, L.awards, 'awards', 'awards'),
    publications: capped(publications, L.publications, 'publications', 'publications'),
    references: capped(references, L.references, 'references', 'references'),
    interests,
  });
  return { data, notImported: notes.list() };
}
