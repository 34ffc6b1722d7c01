import {
  CV_REVIEW_LIMITS,
  type CvReviewMark,
  type ExtractedEducation,
  type ExtractedExperience,
  type ExtractedProfile,
} from '#shared/cv-import/cv-import.schema.ts';

/**
 * Review marks: what in an imported profile a person should check, each with the line of
 * the file it was read from and a short reason. It verifies the profile against the CV's
 * text after the fact, whichever engine produced it (the local parser or a model), so it
 * reads nothing of how the profile was made: it finds each value in the text, and marks a
 * value the text does not hold, a field that is missing where every CV has one, and a
 * value that reads like another field (a company that reads like a job title, a school
 * that reads like a degree, a date range in a description).
 *
 * Dates are marked on their year field: `startYear` for the start date, `endYear` for the
 * end date (or the current-job box); the builder shows month and year as one date.
 */

/** Words that make a phrase read as a job title. */
const TITLE_WORDS = new Set(
  (
    'manager director officer engineer developer designer nurse assistant associate intern ' +
    'internship trainee apprentice analyst consultant teacher lecturer professor tutor instructor ' +
    'chef cook electrician technician accountant auditor lawyer solicitor attorney barrister ' +
    'counsel paralegal pharmacist representative executive specialist coordinator administrator ' +
    'scientist researcher clerk supervisor lead head president vice partner advisor adviser ' +
    'architect editor writer fellow driver operator planner agent programmer physician therapist ' +
    'midwife carer volunteer founder owner chief principal postdoctoral postdoc resident registrar ' +
    'surgeon dentist doctor receptionist secretary foreman mechanic plumber carpenter inspector ' +
    'surveyor strategist producer photographer illustrator buyer controller dispatcher merchandiser ' +
    'sous commis placement student staff senior junior ceo cto cfo coo vp'
  ).split(' '),
);

/** Words that make a phrase read as an organisation. */
const ORGANISATION_WORDS = new Set(
  (
    'ltd limited inc llc llp gmbh plc corp corporation company group holdings hospital ' +
    'clinic bank studio studios agency council trust services solutions systems technologies ' +
    'pharmacy pharmacies electrical facilities media health foods restaurant hotel logistics ' +
    'consulting labs laboratories nhs ministry department centre center institute foundation ' +
    'society partners chambers firm network networks clubs club industries enterprises retail ' +
    'stores school college university academy bv'
  ).split(' '),
);

/** Words that make a phrase read as a school. */
const SCHOOL_WORDS = new Set(
  (
    'university universität universite université universidade universidad college collegiate ' +
    'school schule institute institut instituto academy akademie polytechnic polytechnique ' +
    'gymnasium lycée lycee hochschule fachhochschule conservatoire conservatory seminary ' +
    'escola colegio colégio école ecole iit faculty faculdade facultad fakultät campus ' +
    'universiteit universitat università hogeschool eth epfl kth ucl lse'
  ).split(' '),
);

/** Words that make a phrase read as a degree or qualification. */
const DEGREE_WORDS = new Set(
  (
    'bachelor bachelors master masters phd doctorate diploma degree certificate baccalauréat ' +
    'baccalaureat abitur matura bsc ba msc ma mba meng beng llb llm bs ms associate hnd gcse ' +
    'a-levels levels hsc ssc wassce ossd bacharelado mestrado licenciatura'
  ).split(' '),
);

/** Headings a CV sets over its sections; a name or a title equal to one was misread. */
const HEADING_PHRASES = new Set([
  'curriculum vitae',
  'resume',
  'résumé',
  'cv',
  'profile',
  'personal profile',
  'professional profile',
  'summary',
  'professional summary',
  'contact',
  'contact details',
  'personal details',
  'experience',
  'work experience',
  'professional experience',
  'employment',
  'employment history',
  'career',
  'education',
  'qualifications',
  'skills',
  'key skills',
  'languages',
  'certifications',
  'references',
  'interests',
  'projects',
  'publications',
]);

/** Small words inside surnames; they do not count as a part of the name. */
const NAME_PARTICLES = new Set(
  'van von der den de del della da das dos du di le la bin ibn al el ter ten of'.split(' '),
);

/** Words that say a skill is a category's heading ('Design Tools', 'Platforms'). */
const CATEGORY_WORDS = new Set(
  (
    'tools skills software platforms systems disciplines methods languages technologies ' +
    'frameworks competencies expertise areas techniques applications'
  ).split(' '),
);

/** Lower case, one space, letters and digits only: how values and lines are compared. */
export function normaliseForMatch(text: string): string {
  return (
    text
      .normalize('NFKC')
      // … or to the capital of the next word ('Business AdministrationSep/2011').
      .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
      .toLowerCase()
      // A lost tab stop glues a date to the word before it ('Installations2020').
      .replace(/(\p{L})(\p{N})|(\p{N})(\p{L})/gu, '$1$3 $2$4')
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
  );
}

const words = (text: string) => normaliseForMatch(text).split(' ').filter(Boolean);

/** A narrow column wraps a school's or employer's name over this many lines at most. */
const MAX_WRAPPED_LINES = 4;

/** The lines of the CV, normalised once, with where a value stands among them. */
class SourceText {
  private readonly padded: string[];
  private readonly spans: string[][] = [];

  constructor(private readonly raw: readonly string[]) {
    this.padded = raw.map((line) => ` ${normaliseForMatch(line)} `);
  }

  /**
   * The first line holding `value` as whole words (or a line and the next, for a value
   * wrapped at a column's edge), preferring the one nearest `near`; -1 when none does.
   */
  find(value: string, near = -1): number {
    const needle = normaliseForMatch(value);
    if (!needle) return -1;
    const padded = ` ${needle} `;
    for (let span = 1; span <= MAX_WRAPPED_LINES; span += 1) {
      const found = this.nearest(near, (i) => this.joined(i, span).includes(padded));
      if (found >= 0) return found;
    }
    // Cells of a table row set side by side interleave ('Emirates<TAB>Oct 2021' over
    // 'NBD<TAB>Present', or a wrapped cell around the row's other cells): the words in
    // order over up to three lines still place the value.
    const parts = needle.split(' ');
    return this.nearest(
      near,
      (i) => this.padded[i]!.includes(` ${parts[0]} `) && inOrder(parts, this.joined(i, 3)),
    );
  }

  /** `span` lines from `start` as one normalised text ('' past the end); built once per span. */
  private joined(start: number, span: number): string {
    let spans = this.spans[span];
    if (!spans) {
      spans = this.padded.map((first, i) => {
        if (i + span > this.padded.length) return '';
        let out = first;
        for (let k = 1; k < span; k += 1) out += this.padded[i + k]!.slice(1);
        return out;
      });
      this.spans[span] = spans;
    }
    return spans[start] ?? '';
  }

  /** The line nearest `near` (the first when `near` is -1) that passes `test`; -1 when none. */
  private nearest(near: number, test: (i: number) => boolean): number {
    let best = -1;
    for (let i = 0; i < this.padded.length; i += 1) {
      if (!test(i)) continue;
      if (near < 0) return i;
      if (best < 0 || Math.abs(i - near) < Math.abs(best - near)) best = i;
    }
    return best;
  }

  line(index: number): string {
    return index >= 0 ? (this.raw[index] ?? '') : '';
  }

  /**
   * When `value` starts line `index` with the whole last field of it ('LLB, Law' over
   * 'Carrow Hill University' read as 'Law Carrow Hill University'), that field; undefined
   * when the value stands on the line itself or begins inside a field.
   */
  leadingCell(value: string, index: number): string | undefined {
    const needle = normaliseForMatch(value);
    if (index < 0 || this.padded[index]!.includes(` ${needle} `)) return undefined;
    // The dates a header ends with are a field of their own, not where the value begins.
    const cells = this.line(index)
      .split(/[,;|\t•·]/)
      .filter((c) => c.trim() && !looksLikeDate(c.trim()));
    const cell = cells.pop() ?? '';
    const start = normaliseForMatch(cell);
    return start && needle.startsWith(`${start} `) ? cell.trim() : undefined;
  }

  /** Whether the digits of `value` stand together on one line (phone numbers). */
  hasDigits(value: string): boolean {
    const digits = value.replace(/\D/g, '');
    return digits.length > 0 && this.raw.some((line) => line.replace(/\D/g, '').includes(digits));
  }
}

/** Whether `parts` occur as whole words of `padded`, in this order (others between them). */
function inOrder(parts: readonly string[], padded: string): boolean {
  let from = 0;
  for (const part of parts) {
    const at = padded.indexOf(` ${part} `, from);
    if (at < 0) return false;
    from = at + part.length + 1;
  }
  return padded.length > 0;
}

/**
 * A name that stops mid-phrase ('Head of', 'Smith &'), starts in lower case or holds a
 * table's cell break: the rest of it is elsewhere.
 */
const cutShort = (text: string) =>
  (text.match(/\(/g)?.length ?? 0) !== (text.match(/\)/g)?.length ?? 0) ||
  /(\s(of|and|for|the|in|at|to)|[&,/(-])$/i.test(text) ||
  /^\p{Ll}/u.test(text) ||
  /\t|\s\|\s/.test(text);

/** Spoken languages: the truth of a CV lists them apart from its skills. */
const LANGUAGE_NAMES = new Set(
  (
    'english french german spanish italian portuguese dutch russian arabic mandarin chinese ' +
    'japanese korean hindi bengali urdu punjabi tamil telugu marathi gujarati swahili yoruba igbo ' +
    'hausa turkish polish greek swedish norwegian danish finnish czech hungarian romanian ' +
    'hebrew persian farsi vietnamese thai indonesian malay tagalog cantonese afrikaans zulu'
  ).split(' '),
);

const hasWord = (text: string, set: Set<string>) => words(text).some((w) => set.has(w));
const looksLikeDate = (text: string) =>
  /\b(19|20)\d{2}\b/.test(text) || /^(present|current|now|today|to date|since)\b/i.test(text);
const isHeading = (text: string) => HEADING_PHRASES.has(normaliseForMatch(text));
const isTitle = (text: string) => hasWord(text, TITLE_WORDS);
const isOrganisation = (text: string) => hasWord(text, ORGANISATION_WORDS);
const isSchool = (text: string) => hasWord(text, SCHOOL_WORDS);
const isDegree = (text: string) => hasWord(text.replace(/\./g, ''), DEGREE_WORDS);

/** A date as a number of months, or undefined without a year. */
function monthIndex(year: string, month: string): number | undefined {
  if (!year) return undefined;
  return Number(year) * 12 + (month ? Number(month) - 1 : 0);
}

/**
 * The first line of a description when it is a stray fragment: a word or two, or a short
 * name of an organisation, but no sentence.
 */
function strayFirstLine(description: string): string | undefined {
  const first = description.split('\n')[0]?.trim() ?? '';
  if (!first || first.length > 40) return undefined;
  if (/[.;:!?\d]/.test(first) || /^[-•*–]/.test(first)) return undefined;
  const count = first.split(/\s+/).length;
  return count <= 2 || (count <= 5 && isOrganisation(first)) ? first : undefined;
}

/**
 * A job title at the end of a description ('… wiring regulations Apprentice Electrician'):
 * the next job's header read into this one.
 */
function strayLastWords(description: string): string | undefined {
  const last = description.trim().split('\n').pop() ?? '';
  const tail = /(?:^|\s)((?:\p{Lu}[\p{L}-]*\s?){1,3})$/u.exec(last)?.[1]?.trim();
  if (!tail || /[.;:!?]/.test(tail)) return undefined;
  return isTitle(tail) && !isTitle(last.slice(0, last.length - tail.length)) ? tail : undefined;
}

/** A value as a reason quotes it: in quotes, cut at a word so the reason stays short. */
const quoted = (value: string) =>
  value.length > 40 ? `'${value.slice(0, 40).replace(/\s+\S*$/, '')}…'` : `'${value}'`;

interface Marker {
  mark(path: string, reason: string, lineIndex?: number): void;
}

export interface ReviewOptions {
  /** Today, for dates in the future (default: now). */
  now?: Date;
}

/**
 * The review marks of a profile (as answered: within the resume's limits; the paths index
 * into it) read from these lines of the CV. At most CV_REVIEW_LIMITS.marks, one per path,
 * in the profile's order.
 */
export function reviewMarks(
  profile: ExtractedProfile,
  lines: readonly { text: string }[],
  options: ReviewOptions = {},
): CvReviewMark[] {
  const text = new SourceText(lines.map((line) => line.text));
  const marks = new Map<string, CvReviewMark>();
  const marker: Marker = {
    mark(path, reason, lineIndex = -1) {
      if (marks.has(path) || marks.size >= CV_REVIEW_LIMITS.marks) return;
      marks.set(path, {
        path,
        line: text.line(lineIndex).slice(0, CV_REVIEW_LIMITS.line),
        reason: reason.slice(0, CV_REVIEW_LIMITS.reason),
      });
    },
  };
  const now = options.now ?? new Date();
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();

  const towns = townsOf(
    lines.map((line) => line.text),
    profile.location,
  );
  reviewPersonal(profile, text, marker);
  profile.experience.forEach((entry, i) =>
    reviewExperience(entry, `experience.${i}`, towns, text, marker, thisMonth),
  );
  profile.education.forEach((entry, i) =>
    reviewEducation(entry, `education.${i}`, towns.home, text, marker, thisMonth),
  );
  reviewSkills(profile.skills, text, marker);
  reviewLists(profile, text, marker, thisMonth);
  return [...marks.values()];
}

function reviewPersonal(profile: ExtractedProfile, text: SourceText, m: Marker): void {
  const name = profile.display_name.trim();
  const nameLine = text.find(name);
  if (!name) {
    m.mark('personal.display_name', 'No name found in your CV');
  } else if (nameLine < 0) {
    m.mark('personal.display_name', 'Could not find this name in your CV');
  } else if (isHeading(name)) {
    m.mark('personal.display_name', 'This looks like a heading, not a name', nameLine);
  } else if (/[\d@/]/.test(name) || name.split(/\s+/).length > 5) {
    m.mark('personal.display_name', 'This does not look like a name', nameLine);
  } else if (name.split(/\s+/).filter((w) => !NAME_PARTICLES.has(w.toLowerCase())).length >= 3) {
    m.mark(
      'personal.display_name',
      'Check which part is your first name and which your family name',
      nameLine,
    );
  }

  const email = profile.email.trim();
  if (email) {
    const line = text.find(email);
    if (line < 0) m.mark('personal.email', 'Could not find this e-mail address in your CV');
    else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
      m.mark('personal.email', 'This does not look like an e-mail address', line);
    }
  }

  const phone = profile.phone.trim();
  if (phone) {
    if (!text.hasDigits(phone)) m.mark('personal.phone', 'Could not find this number in your CV');
    else if (phone.replace(/\D/g, '').length < 7) {
      m.mark('personal.phone', 'This number looks too short', text.find(phone));
    }
  }

  const location = profile.location.trim();
  const locationLine = text.find(location);
  if (!location) {
    m.mark('personal.location', 'No location found in your CV');
  } else if (locationLine < 0) {
    m.mark('personal.location', 'Could not find this location in your CV');
  } else if (
    isTitle(location) ||
    isOrganisation(location) ||
    isSchool(location) ||
    location.split(/\s+/).length > 6
  ) {
    m.mark('personal.location', 'This does not look like a place', locationLine);
  }

  const summary = profile.summary.trim().split(/\s+/);
  if (summary.length > 0 && summary[0]) {
    const start = text.find(summary.slice(0, 8).join(' '));
    // Its end is looked for too: a summary that runs on into the next section ends elsewhere.
    // A heading after the last sentence: 'payments work. Experience'.
    const after = /[.!?]\s+(\p{Lu}[\p{L} ]*)$/u.exec(summary.join(' '))?.[1];
    const runsOn = after !== undefined && isHeading(after);
    if (start < 0 || runsOn || text.find(summary.slice(-6).join(' '), start) < 0) {
      m.mark('summary', 'Could not find all of this summary in your CV', start);
    }
  }
}

/** Marks a field whose value the text does not hold; answers its line (-1 when absent). */
function locate(
  value: string,
  path: string,
  what: string,
  text: SourceText,
  m: Marker,
  near = -1,
): number {
  if (!value.trim()) return -1;
  const line = text.find(value, near);
  if (line < 0) m.mark(path, `Could not find this ${what} in your CV`);
  return line;
}

/** The date checks shared by jobs and education entries. */
function reviewDates(
  entry: ExtractedExperience | ExtractedEducation,
  path: string,
  what: 'job' | 'entry',
  entryLine: number,
  text: SourceText,
  m: Marker,
  thisMonth: number,
): void {
  // The line of the dates: the one nearest the entry's header holding a year of it.
  const year = entry.startYear || entry.endYear;
  const dateLine = year ? text.find(year, entryLine) : -1;
  const line = dateLine >= 0 ? dateLine : entryLine;
  const current = 'isCurrentJob' in entry && entry.isCurrentJob;
  const start = monthIndex(entry.startYear, entry.startMonth);
  const end = monthIndex(entry.endYear, entry.endMonth);
  if (start === undefined && end === undefined && !current) {
    m.mark(`${path}.startYear`, `No dates found for this ${what}`, line);
    m.mark(`${path}.endYear`, `No dates found for this ${what}`, line);
    return;
  }
  if (what === 'job' && start === undefined) {
    m.mark(`${path}.startYear`, 'No start date found for this job', line);
  }
  if (what === 'job' && end === undefined && !current) {
    m.mark(`${path}.endYear`, 'No end date found: is this your current job?', line);
  }
  if (start !== undefined && end !== undefined && end < start) {
    m.mark(`${path}.endYear`, 'The end date is before the start date', line);
  }
  if (start !== undefined && start > thisMonth) {
    m.mark(`${path}.startYear`, 'The start date is in the future', line);
  }
}

/** Marks a description that holds what belongs elsewhere; answers its stray first line. */
function reviewDescription(
  description: string,
  path: string,
  text: SourceText,
  m: Marker,
  near: number,
  forJob: boolean,
): string | undefined {
  if (!description.trim()) return undefined;
  const firstLine = text.find(description.split('\n')[0] ?? '', near);
  if (/\t/.test(description)) {
    m.mark(`${path}.description`, 'Cells of a table may be mixed into this text', firstLine);
  }
  if (
    /\b(19|20)\d{2}\s*(-|–|—|to|until)\s*(\p{L}{3,9}\.?\s*|\d{1,2}[./])?((19|20)\d{2}|present|current|now)\b/iu.test(
      description,
    )
  ) {
    m.mark(`${path}.description`, 'This text may hold another entry', firstLine);
  }
  const heading = description
    .split('\n')
    .find((l) => /^[\p{Lu}][^.!?]{0,40}:$/u.test(l.trim()) || isHeading(l.trim()));
  if (heading) {
    m.mark(
      `${path}.description`,
      `The heading ${quoted(heading.trim())} may have been read into this text`,
      firstLine,
    );
  }
  if (!forJob) return undefined;
  // A bullet in the file is a line of the description, however short.
  const bulleted = /^\s*[-–•*·▪◦]/.test(text.line(firstLine));
  const stray = bulleted ? undefined : strayFirstLine(description);
  if (stray) {
    m.mark(
      `${path}.description`,
      `Check the first line, ${quoted(stray)}: it may belong above`,
      firstLine,
    );
  }
  const tail = strayLastWords(description);
  if (tail) {
    m.mark(
      `${path}.description`,
      `Check the end, ${quoted(tail)}: it may be the next job's title`,
      firstLine,
    );
  }
  return stray;
}

function reviewExperience(
  job: ExtractedExperience,
  path: string,
  towns: Towns,
  text: SourceText,
  m: Marker,
  thisMonth: number,
): void {
  const title = job.jobTitle.trim();
  const company = job.company.trim();
  // The employer is the rarer text ('Developer' is in 'Senior Developer' too): find it
  // first, then the title nearest to it, then the employer nearest to that title.
  const titleLine = locate(title, `${path}.jobTitle`, 'job title', text, m, text.find(company));
  const companyLine = locate(company, `${path}.company`, 'employer', text, m, titleLine);
  const line = titleLine >= 0 ? titleLine : companyLine;

  if (!title) m.mark(`${path}.jobTitle`, 'No job title found for this job', companyLine);
  if (!company) {
    m.mark(`${path}.company`, 'No employer found for this job', titleLine);
    if (title.split(/\s+/).length >= 4) {
      m.mark(`${path}.jobTitle`, "The employer's name may be inside the job title", titleLine);
    }
    if (job.description.trim()) {
      m.mark(`${path}.description`, "The employer's name may be in this text", titleLine);
    }
  }
  if (title && company && normaliseForMatch(title) === normaliseForMatch(company)) {
    m.mark(`${path}.company`, 'The job title and the employer are the same', line);
  }
  if (title) {
    if (looksLikeDate(title)) m.mark(`${path}.jobTitle`, 'This looks like a date', titleLine);
    else if (isHeading(title)) m.mark(`${path}.jobTitle`, 'This looks like a heading', titleLine);
    else if (towns.all.has(normaliseForMatch(title))) {
      m.mark(`${path}.jobTitle`, 'This looks like a place, not a job title', titleLine);
    } else if (isDegree(title) && !isTitle(title)) {
      m.mark(`${path}.jobTitle`, 'This looks like a degree, not a job title', titleLine);
    } else if (!isTitle(title) && (isOrganisation(title) || (company && isTitle(company)))) {
      m.mark(`${path}.jobTitle`, 'The job title and the employer may be swapped', titleLine);
      m.mark(`${path}.company`, 'The job title and the employer may be swapped', companyLine);
    } else if (
      title.length > 60 ||
      title.split(/\s+/).length > 8 ||
      (/,\s/.test(title) && title.split(/\s+/).length > 4)
    ) {
      m.mark(`${path}.jobTitle`, 'This job title is unusually long', titleLine);
    } else if (cutShort(title)) {
      m.mark(`${path}.jobTitle`, 'This job title looks cut short', titleLine);
    }
  }
  if (company) {
    if (looksLikeDate(company)) m.mark(`${path}.company`, 'This looks like a date', companyLine);
    else if (isHeading(company))
      m.mark(`${path}.company`, 'This looks like a heading', companyLine);
    else if (towns.all.has(normaliseForMatch(company))) {
      m.mark(`${path}.company`, 'This looks like a place, not an employer', companyLine);
      if (!isTitle(title)) {
        m.mark(`${path}.jobTitle`, 'This may be the employer, not the job title', titleLine);
      }
    } else if (isTitle(company) && !isOrganisation(company)) {
      m.mark(`${path}.company`, 'This looks like a job title, not an employer', companyLine);
    } else if (endsWithTown(company, towns)) {
      m.mark(`${path}.company`, "The employer's name may include a town", companyLine);
    } else if (cutShort(company) || company.split(/\s+/).length > 8) {
      m.mark(`${path}.company`, "Check the employer's name: it may be cut or run on", companyLine);
    }
  }
  const stray = reviewDescription(job.description, path, text, m, line, true);
  if (stray) {
    if (isTitle(stray) || stray.startsWith('(')) {
      m.mark(`${path}.jobTitle`, `The job title may go on with ${quoted(stray)}`, titleLine);
    } else if (isOrganisation(stray)) {
      m.mark(`${path}.company`, `The employer's name may go on with ${quoted(stray)}`, companyLine);
    }
  }
  reviewDates(job, path, 'job', line, text, m, thisMonth);
}

/**
 * Whether the employer's name ends with a town of the CV (the person's own, or one set
 * after a comma beside a date elsewhere): the town was read into the name.
 */
function endsWithTown(company: string, towns: Towns): boolean {
  const name = words(company);
  // 'Colegio Internacional de Valencia': a town after 'of' or 'de' is the name's own.
  if (name.includes('of')) return false;
  for (const size of [1, 2]) {
    if (name.length <= size || NAME_PARTICLES.has(name[name.length - size - 1]!)) continue;
    if (towns.all.has(name.slice(-size).join(' '))) return true;
  }
  return false;
}

/** A town: one or two capitalised words, then the end, a tab, a comma or a date. */
const TOWN = String.raw`(\p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*)?)(?=\s*(?:$|\t|,|\s[-–—(]|\s?\d))`;
const TOWN_AFTER_COMMA = new RegExp(`,\\s*${TOWN}`, 'gu');
const TOWN_FIRST = new RegExp(`^\\s*,\\s*${TOWN}`, 'u');

interface Towns {
  /** Every town the CV names, normalised. */
  all: Set<string>;
  /** The person's town: the location's, else the one the CV names most often (twice or more). */
  home: string;
}

/** The towns a CV names: the person's, and those set after a comma on a line with a year. */
function townsOf(lines: readonly string[], location: string): Towns {
  const counts = new Map<string, number>();
  for (const line of lines) {
    if (!/\b(19|20)\d{2}\b/.test(line)) continue;
    for (const match of line.matchAll(TOWN_AFTER_COMMA)) {
      const town = match[1]!;
      if (isOrganisation(town) || isTitle(town) || isSchool(town) || isDegree(town)) continue;
      // Only a town set after an employer or a school ('BSc, Law' names a subject).
      const before =
        line
          .slice(0, match.index)
          .split(/[,\t|]/)
          .pop() ?? '';
      if (!isOrganisation(before) && !isSchool(before)) continue;
      const key = normaliseForMatch(town);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  let home = normaliseForMatch(location.split(',')[0] ?? '');
  if (!home) {
    const [top] = [...counts].sort((a, b) => b[1] - a[1]);
    if (top && top[1] >= 2) home = top[0];
  }
  const all = new Set(counts.keys());
  if (home) all.add(home);
  return { all, home };
}

function reviewEducation(
  entry: ExtractedEducation,
  path: string,
  homeTown: string,
  text: SourceText,
  m: Marker,
  thisMonth: number,
): void {
  const school = entry.school.trim();
  const degree = entry.degree.trim();
  const field = entry.fieldOfStudy.trim();
  const schoolLine = locate(school, `${path}.school`, 'school', text, m);
  const degreeLine = locate(degree, `${path}.degree`, 'degree', text, m, schoolLine);
  const fieldLine = locate(field, `${path}.fieldOfStudy`, 'subject', text, m, degreeLine);
  const line = schoolLine >= 0 ? schoolLine : degreeLine;

  const leading = field ? undefined : text.leadingCell(school, schoolLine);
  if (!school) m.mark(`${path}.school`, 'No school found for this entry', degreeLine);
  else if (leading && isDegree(leading)) {
    m.mark(
      `${path}.school`,
      `${quoted(leading)} may be the degree, not part of the school`,
      schoolLine,
    );
    m.mark(`${path}.degree`, `The degree may be ${quoted(leading)}`, schoolLine);
  } else if (leading) {
    m.mark(
      `${path}.school`,
      `${quoted(leading)} may be the subject, not part of the school`,
      schoolLine,
    );
    m.mark(`${path}.fieldOfStudy`, `The subject may be ${quoted(leading)}`, schoolLine);
  } else if (isDegree(school) && !isSchool(school)) {
    m.mark(`${path}.school`, 'This looks like a degree, not a school', schoolLine);
    m.mark(`${path}.degree`, 'The school and the degree may be swapped', degreeLine);
  } else if (/\b(diploma|certificate|baccalaur\w*)\b/i.test(school)) {
    m.mark(`${path}.school`, 'This may hold the degree as well as the school', schoolLine);
    m.mark(`${path}.degree`, 'The school and the degree may be mixed up', degreeLine);
  } else if (words(school).length === 1 && isSchool(school)) {
    // 'College' alone: the entry's header was split up; any of its fields may be off.
    m.mark(path, 'This entry may be read wrongly: check it against your CV', schoolLine);
    m.mark(`${path}.school`, "Check the school's name: it may be cut short", schoolLine);
  } else if (!isSchool(school)) {
    m.mark(`${path}.school`, "Check the school's name: it may be cut short", schoolLine);
  } else if (/\b(cum laude|honou?rs|distinction|gpa|grade)\b/i.test(school)) {
    m.mark(`${path}.school`, "A grade may have been read into the school's name", schoolLine);
  } else if (/,\s*\p{Lu}[\p{L}'’-]*( \p{Lu}[\p{L}'’-]*)?$/u.test(school)) {
    const town = school.slice(school.lastIndexOf(',') + 1).trim();
    m.mark(
      `${path}.school`,
      `Check whether ${quoted(town)} is part of the school's name`,
      schoolLine,
    );
  } else {
    // A town other than the person's own is more often part of the school's name.
    const town = townAfter(school, text.line(schoolLine));
    if (town && normaliseForMatch(town) !== homeTown) {
      m.mark(
        `${path}.school`,
        `Check whether ${quoted(town)} is part of the school's name`,
        schoolLine,
      );
    }
  }

  if (!degree) m.mark(`${path}.degree`, 'No degree found for this entry', schoolLine);
  else if (isSchool(degree) && !isDegree(degree)) {
    m.mark(`${path}.degree`, 'This looks like a school, not a degree', degreeLine);
  } else if (/\b(in|of|and)$/i.test(degree)) {
    m.mark(`${path}.degree`, 'This degree looks cut short', degreeLine);
  } else if (!field && /\s(in|of)\s/i.test(degree)) {
    m.mark(`${path}.degree`, 'The subject may be part of the degree', degreeLine);
    m.mark(`${path}.fieldOfStudy`, 'No subject found: it may be part of the degree', degreeLine);
  }

  if (field) {
    if (/\d|%|\bgpa\b|\bgrade\b/i.test(field)) {
      m.mark(`${path}.fieldOfStudy`, 'This looks like a grade, not a subject', fieldLine);
    } else if (/^\p{Ll}/u.test(field)) {
      m.mark(`${path}.fieldOfStudy`, "This may be part of the degree's name", fieldLine);
      m.mark(`${path}.degree`, `The degree's name may go on with ${quoted(field)}`, degreeLine);
    } else if (isSchool(field)) {
      m.mark(`${path}.fieldOfStudy`, 'This looks like a school, not a subject', fieldLine);
    }
  }

  const description = entry.description;
  reviewDescription(description, path, text, m, line, false);
  if (description && (isSchool(description) || isDegree(description.split('\n')[0] ?? ''))) {
    m.mark(`${path}.description`, 'This text may hold the school or degree', line);
  }
  reviewDates(entry, path, 'entry', line, text, m, thisMonth);
}

/**
 * The town set after a school on its line ('Coastal Institute of Engineering, Pune'): some
 * schools carry it in their name, so the person decides.
 */
function townAfter(school: string, line: string): string | undefined {
  const at = line.toLowerCase().indexOf(school.toLowerCase());
  if (at < 0) return undefined;
  const town = TOWN_FIRST.exec(line.slice(at + school.length))?.[1];
  return town && !isDegree(town) ? town : undefined;
}

function reviewSkills(skills: readonly string[], text: SourceText, m: Marker): void {
  for (const skill of skills) {
    const line = text.find(skill);
    const parts = words(skill);
    if (line < 0) {
      m.mark('skills', `Could not find ${quoted(skill)} in your CV`);
      return;
    }
    if (parts.length === 1 && LANGUAGE_NAMES.has(parts[0]!)) {
      m.mark('skills', `${quoted(skill)} is a language: it belongs with your languages`, line);
      return;
    }
    if (parts.length === 1 && CATEGORY_WORDS.has(parts[0]!)) {
      m.mark('skills', `${quoted(skill)} may be the end of the skill before it`, line);
      return;
    }
    const category = parts.findIndex((w) => CATEGORY_WORDS.has(w));
    if (category >= 0 && category < parts.length - 1) {
      m.mark('skills', `${quoted(skill)} may include the name of a skill group`, line);
      return;
    }
    if (parts.length > 5 || skill.length > 50) {
      m.mark('skills', `${quoted(skill)} is long for one skill: it may be several`, line);
      return;
    }
  }
}

/** Languages, certifications and links: each value must stand in the CV. */
function reviewLists(profile: ExtractedProfile, text: SourceText, m: Marker, thisMonth: number) {
  profile.languages.forEach((language, i) => {
    locate(language.name, `languages.${i}.name`, 'language', text, m);
  });
  profile.certifications.forEach((certification, i) => {
    const path = `certifications.${i}`;
    const line = locate(certification.name, `${path}.name`, 'certification', text, m);
    locate(certification.issuer, `${path}.issuer`, 'issuer', text, m, line);
    if (certification.year && Number(certification.year) * 12 > thisMonth) {
      m.mark(`${path}.year`, 'This year is in the future', text.find(certification.year, line));
    }
  });
  profile.links.forEach((link, i) => {
    const address = link.url.replace(/^[a-z]+:\/\//i, '').replace(/^www\./i, '');
    locate(address, `links.${i}.url`, 'address', text, m);
  });
}
