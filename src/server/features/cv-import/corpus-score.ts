import type { ExtractedProfile } from '#shared/cv-import/cv-import.schema.ts';

/**
 * Field-by-field score of an extracted profile against its expected JSON. Every field is
 * worth one point: names, contacts and summary; each subfield of each expected experience
 * and education entry (entries are paired by their best match, so one missed entry does
 * not shift the rest); skills as one set-F1 figure. An extra entry that matches nothing
 * costs one point. Long texts (summary, descriptions) score their word-level F1; short
 * ones must match after case and spacing are normalised. Ids are ignored.
 */
export interface FieldScore {
  field: string;
  score: number;
  expected?: string;
  actual?: string;
}

export interface ProfileScore {
  score: number;
  total: number;
  accuracy: number;
  fields: FieldScore[];
  /**
   * The fields the profile gained later (links, languages with their level,
   * certifications, skill categories, sections not imported), scored apart so that
   * `accuracy` stays comparable with earlier runs; `accuracyWithNew` counts both.
   */
  newFields: FieldScore[];
  accuracyWithNew: number;
  /**
   * The resume schema v2 fields (headline, projects, volunteering, awards, publications,
   * interests, the person's own sections), scored apart again: truths written before them hold none, so they are
   * read only where the truth was written with them (the round trip of our templates).
   */
  v2Fields: FieldScore[];
  /** The v2 fields' own accuracy (1 when there is none to score). */
  accuracyV2: number;
}

const norm = (s: string) => s.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();
const digits = (s: string) => s.replace(/\D/g, '');

function tokens(s: string): string[] {
  return norm(s)
    .split(/[^\p{L}\p{N}%]+/u)
    .filter(Boolean);
}

/** Word-level F1 (1 when both are empty). */
function textF1(expected: string, actual: string): number {
  const e = tokens(expected);
  const a = tokens(actual);
  if (e.length === 0 && a.length === 0) return 1;
  if (e.length === 0 || a.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const t of e) counts.set(t, (counts.get(t) ?? 0) + 1);
  let hit = 0;
  for (const t of a) {
    const c = counts.get(t) ?? 0;
    if (c > 0) {
      hit += 1;
      counts.set(t, c - 1);
    }
  }
  if (hit === 0) return 0;
  const p = hit / a.length;
  const r = hit / e.length;
  return (2 * p * r) / (p + r);
}

/** Set F1 of two lists, case-insensitive (1 when both are empty). */
function setF1(expected: string[], actual: string[]): number {
  const e = new Set(expected.map(norm));
  const a = new Set(actual.map(norm));
  if (e.size === 0 && a.size === 0) return 1;
  if (e.size === 0 || a.size === 0) return 0;
  let hit = 0;
  for (const x of a) if (e.has(x)) hit += 1;
  if (hit === 0) return 0;
  const p = hit / a.size;
  const r = hit / e.size;
  return (2 * p * r) / (p + r);
}

const same = (e: string, a: string) => (norm(e) === norm(a) ? 1 : 0);

function pair<T>(
  expected: T[],
  actual: T[],
  similarity: (e: T, a: T) => number,
): (T | undefined)[] {
  const used = new Set<number>();
  return expected.map((e) => {
    let best = -1;
    let bestScore = 0.34;
    actual.forEach((a, i) => {
      if (used.has(i)) return;
      const s = similarity(e, a);
      if (s > bestScore) {
        bestScore = s;
        best = i;
      }
    });
    if (best < 0) return undefined;
    used.add(best);
    return actual[best];
  });
}

/** The date fields of an experience or education entry, each scored as a short text. */
const DATE_FIELDS = ['startMonth', 'startYear', 'endMonth', 'endYear'] as const;

export function scoreProfile(expected: ExtractedProfile, actual: ExtractedProfile): ProfileScore {
  const fields: FieldScore[] = [];
  const add = (field: string, score: number, e?: string, a?: string) =>
    fields.push({ field, score, expected: e, actual: a });
  /** A long text, scored by its word-level F1; nothing read scores 0. */
  const addText = (field: string, e: string, a: string | undefined) =>
    add(field, a === undefined ? 0 : textF1(e, a), e, a);
  /** Short texts, which must match after normalising; a missing entry scores 0. */
  const addSame = <K extends string, T extends Record<K, string>>(
    prefix: string,
    keys: readonly K[],
    e: T,
    a: T | undefined,
  ) => {
    for (const k of keys) add(prefix + k, a ? same(e[k], a[k]) : 0, e[k], a?.[k]);
  };
  /**
   * Each expected entry scored against the read entry paired with it (by `similarity`),
   * then a point lost for each read entry that pairs with none.
   */
  const addEntries = <T>(
    section: string,
    e: T[],
    a: T[],
    similarity: (e: T, a: T) => number,
    addEntry: (prefix: string, e: T, a: T | undefined) => void,
  ) => {
    const paired = pair(e, a, similarity);
    e.forEach((entry, i) => addEntry(`${section}[${i}].`, entry, paired[i]));
    const extra = a.length - paired.filter(Boolean).length;
    for (let i = 0; i < extra; i += 1) add(`${section}.extra`, 0);
  };

  addSame('', ['display_name', 'first_name', 'last_name', 'email', 'location'], expected, actual);
  add(
    'phone',
    digits(expected.phone) === digits(actual.phone) ? 1 : 0,
    expected.phone,
    actual.phone,
  );
  addText('summary', expected.summary, actual.summary);

  addEntries(
    'experience',
    expected.experience,
    actual.experience,
    (e, a) =>
      textF1(`${e.jobTitle} ${e.company}`, `${a.jobTitle} ${a.company}`) * 0.7 +
      (e.startYear === a.startYear ? 0.3 : 0),
    (p, e, a) => {
      addSame(p, ['jobTitle', 'company', ...DATE_FIELDS], e, a);
      add(`${p}isCurrentJob`, a && a.isCurrentJob === e.isCurrentJob ? 1 : 0);
      addText(`${p}description`, e.description, a?.description);
      if (e.tags.length > 0 || (a && a.tags.length > 0)) {
        add(`${p}tags`, a ? setF1(e.tags, a.tags) : 0, e.tags.join(', '), a?.tags.join(', '));
      }
    },
  );

  addEntries(
    'education',
    expected.education,
    actual.education,
    (e, a) =>
      textF1(
        `${e.school} ${e.degree} ${e.fieldOfStudy}`,
        `${a.school} ${a.degree} ${a.fieldOfStudy}`,
      ) *
        0.7 +
      (e.endYear === a.endYear ? 0.3 : 0),
    (p, e, a) => {
      addSame(p, ['school', 'degree', 'fieldOfStudy', ...DATE_FIELDS], e, a);
      if (e.description || (a && a.description)) {
        addText(`${p}description`, e.description, a?.description);
      }
    },
  );

  add(
    'skills',
    setF1(expected.skills, actual.skills),
    expected.skills.join(', '),
    actual.skills.join(', '),
  );

  const score = fields.reduce((s, f) => s + f.score, 0);
  const newFields = scoreNewFields(expected, actual);
  const all = score + newFields.reduce((s, f) => s + f.score, 0);
  const allTotal = fields.length + newFields.length;
  const v2Fields = scoreV2Fields(expected, actual);
  return {
    score,
    total: fields.length,
    accuracy: fields.length ? score / fields.length : 1,
    fields,
    newFields,
    accuracyWithNew: allTotal ? all / allTotal : 1,
    v2Fields,
    accuracyV2: v2Fields.length
      ? v2Fields.reduce((sum, f) => sum + f.score, 0) / v2Fields.length
      : 1,
  };
}

/** 'https://www.Example.org/me/' and 'example.org/me' are one address. */
const url = (s: string) =>
  norm(s)
    .replace(/^[a-z]+:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/+$/, '');
/** A heading's trailing colon is punctuation, not part of it. */
const heading = (s: string) => norm(s).replace(/\s*:$/, '');

/**
 * One list of the new fields: expected items paired with read ones by `similarity`, each
 * of their keys one point ('links[0].url'), each read item that matches none a point lost
 * ('links.extra'). A CV with none of them, read as none, adds no point.
 */
function scoreList<T extends object>(
  name: string,
  expected: T[],
  actual: T[],
  keys: { [K in keyof T]?: (e: T[K], a: T[K]) => number },
  similarity: (e: T, a: T) => number,
): FieldScore[] {
  const out: FieldScore[] = [];
  const paired = pair(expected, actual, similarity);
  expected.forEach((e, i) => {
    const a = paired[i];
    for (const [k, compare] of Object.entries(keys) as [
      keyof T,
      (x: unknown, y: unknown) => number,
    ][]) {
      out.push({
        field: `${name}[${i}].${String(k)}`,
        score: a ? compare(e[k], a[k]) : 0,
        expected: String(e[k]),
        actual: a ? String(a[k]) : undefined,
      });
    }
  });
  const spare = actual.length - paired.filter(Boolean).length;
  for (let i = 0; i < spare; i += 1) out.push({ field: `${name}.extra`, score: 0 });
  return out;
}

function scoreNewFields(expected: ExtractedProfile, actual: ExtractedProfile): FieldScore[] {
  const fields = [
    ...scoreList('links', expected.links, actual.links, { label: same, url: sameUrl }, (e, a) =>
      sameUrl(e.url, a.url),
    ),
    ...scoreList(
      'languages',
      expected.languages,
      actual.languages,
      { name: same, level: same },
      (e, a) => same(e.name, a.name),
    ),
    ...scoreList(
      'certifications',
      expected.certifications,
      actual.certifications,
      { name: same, issuer: same, year: same },
      (e, a) => textF1(`${e.name} ${e.issuer}`, `${a.name} ${a.issuer}`),
    ),
    ...scoreList(
      'skill_categories',
      expected.skill_categories,
      actual.skill_categories,
      { name: same, skills: setF1 },
      (e, a) => Math.max(textF1(e.name, a.name), setF1(e.skills, a.skills)),
    ),
  ];
  const e = expected.sections_not_imported;
  const a = actual.sections_not_imported;
  if (e.length > 0 || a.length > 0) {
    fields.push({
      field: 'sections_not_imported',
      score: setF1(e.map(heading), a.map(heading)),
      expected: e.join(', '),
      actual: a.join(', '),
    });
  }
  return fields;
}

const sameFlag = (e: boolean, a: boolean) => (e === a ? 1 : 0);
const sameUrl = (e: string, a: string) => (url(e) === url(a) ? 1 : 0);
/** The date keys of a dated v2 entry, each a short text. */
const DATE_KEYS = {
  startMonth: same,
  startYear: same,
  endMonth: same,
  endYear: same,
  isCurrent: sameFlag,
} as const;

/**
 * The v2 fields, as scoreNewFields scores its lists: each key of each expected entry a
 * point, each read entry matching none a point lost; the headline a point and the
 * interests one set-F1 point, when either side has them.
 */
function scoreV2Fields(expected: ExtractedProfile, actual: ExtractedProfile): FieldScore[] {
  const fields: FieldScore[] = [];
  if (expected.headline || actual.headline) {
    fields.push({
      field: 'headline',
      score: same(expected.headline, actual.headline),
      expected: expected.headline,
      actual: actual.headline,
    });
  }
  fields.push(
    ...scoreList(
      'projects',
      expected.projects,
      actual.projects,
      {
        name: same,
        role: same,
        url: sameUrl,
        ...DATE_KEYS,
        description: textF1,
        tags: setF1,
      },
      (e, a) => textF1(`${e.name} ${e.role}`, `${a.name} ${a.role}`),
    ),
    ...scoreList(
      'volunteering',
      expected.volunteering,
      actual.volunteering,
      { role: same, organization: same, location: same, ...DATE_KEYS, description: textF1 },
      (e, a) => textF1(`${e.role} ${e.organization}`, `${a.role} ${a.organization}`),
    ),
    ...scoreList(
      'awards',
      expected.awards,
      actual.awards,
      { title: same, issuer: same, year: same, description: textF1 },
      (e, a) => textF1(`${e.title} ${e.issuer}`, `${a.title} ${a.issuer}`),
    ),
    ...scoreList(
      'publications',
      expected.publications,
      actual.publications,
      { title: same, publisher: same, year: same, url: sameUrl, description: textF1 },
      (e, a) => textF1(`${e.title} ${e.publisher}`, `${a.title} ${a.publisher}`),
    ),
  );
  if (expected.interests.length > 0 || actual.interests.length > 0) {
    fields.push({
      field: 'interests',
      score: setF1(expected.interests, actual.interests),
      expected: expected.interests.join(', '),
      actual: actual.interests.join(', '),
    });
  }
  fields.push(
    ...scoreList(
      'custom_sections',
      customEntries(expected),
      customEntries(actual),
      {
        section: (e, a) => same(heading(e), heading(a)),
        title: same,
        subtitle: same,
        date: same,
        description: textF1,
        url: sameUrl,
      },
      (e, a) => textF1(`${e.section} ${e.title}`, `${a.section} ${a.title}`),
    ),
  );
  return fields;
}

/** The entries of the person's own sections, each with its section's heading. */
function customEntries(profile: ExtractedProfile) {
  return profile.custom_sections.flatMap((s) =>
    s.entries.map((entry) => ({ section: s.title, ...entry })),
  );
}
