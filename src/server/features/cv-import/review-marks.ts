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
 * The v2 fields (headline, projects, volunteering, awards, publications, interests, the
 * person's own sections) are verified the same way: each value found, dates not ahead.
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
    'sous commis placement practicum student staff senior junior ceo cto cfo coo vp'
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
    'a-levels levels hsc ssc wassce ossd bacharelado mestrado doutorado licenciatura licence ' +
    'doctorat magister diplom staatsexamen'
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
function normaliseForMatch(text: string): string {
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
  private readonly places = new Map<string, [number, number][]>();

  constructor(private readonly raw: readonly string[]) {
    this.padded = raw.map((line) => ` ${normaliseForMatch(line)} `);
  }

  /**
   * The first line holding `value` as whole words (or a line and the next, for a value
   * wrapped at a column's edge), preferring the one nearest `near`; -1 when none does.
   */
  find(value: string, near = -1): number {
    return this.findSpan(value, near)[0];
  }

  /** As `find`, with the number of lines the value takes from there (0 when not found). */
  findSpan(value: string, near = -1): [line: number, span: number] {
    const needle = normaliseForMatch(value);
    if (!needle) return [-1, 0];
    const padded = ` ${needle} `;
    for (let span = 1; span <= MAX_WRAPPED_LINES; span += 1) {
      const found = this.nearest(near, (i) => this.joined(i, span).includes(padded));
      if (found >= 0) return [found, span];
    }
    // Cells of a table row set side by side interleave ('Emirates<TAB>Oct 2021' over
    // 'NBD<TAB>Present', or a wrapped cell around the row's other cells): the words in
    // order over up to three lines still place the value.
    const parts = needle.split(' ');
    const found = this.nearest(
      near,
      (i) => this.padded[i]!.includes(` ${parts[0]} `) && inOrder(parts, this.joined(i, 3)),
    );
    return found >= 0 ? [found, 3] : [-1, 0];
  }

  /**
   * Every place holding `value`: a line, lines it wraps over, or lines its words interleave
   * with a table row's other cells; ascending. Built once per value.
   */
  findAll(value: string): readonly [line: number, span: number][] {
    const needle = normaliseForMatch(value);
    if (!needle) return [];
    const cached = this.places.get(needle);
    if (cached) return cached;
    const padded = ` ${needle} `;
    const found: [number, number][] = [];
    // A longer span over a place already found is that place again.
    const covered = new Uint8Array(this.padded.length);
    const free = (i: number, span: number) => {
      for (let k = i; k < i + span && k < covered.length; k += 1) if (covered[k]) return false;
      return true;
    };
    const take = (i: number, span: number) => {
      found.push([i, span]);
      covered.fill(1, i, Math.min(covered.length, i + span));
    };
    // A place begins on a line holding the value's first word (a later start is found at
    // that later line with a shorter span first).
    const parts = needle.split(' ');
    const starts: number[] = [];
    for (let i = 0; i < this.padded.length; i += 1) {
      if (this.padded[i]!.includes(` ${parts[0]} `)) starts.push(i);
    }
    for (let span = 1; span <= MAX_WRAPPED_LINES; span += 1) {
      for (const i of starts) {
        if (free(i, span) && this.joined(i, span).includes(padded)) take(i, span);
      }
    }
    for (const i of starts) {
      if (free(i, 3) && inOrder(parts, this.joined(i, 3))) take(i, 3);
    }
    found.sort((x, y) => x[0] - y[0]);
    this.places.set(needle, found);
    return found;
  }

  /** How far from `line` the nearest place of `value` is (Infinity when none). */
  distanceTo(value: string, line: number): number {
    const places = this.findAll(value);
    let low = 0;
    let high = places.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (places[mid]![0] < line) low = mid + 1;
      else high = mid;
    }
    let best = Infinity;
    for (const k of [low - 1, low]) {
      const place = places[k];
      if (place) best = Math.min(best, Math.abs(place[0] - line));
    }
    return best;
  }

  /** Whether `value` begins line `index` or one of its cells. */
  startsCell(value: string, index: number): boolean {
    const needle = normaliseForMatch(value);
    return cellsOf(this.line(index)).some((cell) =>
      ` ${normaliseForMatch(cell)} `.startsWith(` ${needle} `),
    );
  }

  get length(): number {
    return this.raw.length;
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
  reviewV2(profile, text, marker, thisMonth);
  reviewCoverage(profile, text, marker);
  return [...marks.values()];
}

/**
 * The line of a field every CV has (the name, the location), or -1 once marked as missing
 * or as not found in the CV.
 */
function requiredLine(value: string, field: string, what: string, text: SourceText, m: Marker) {
  const line = text.find(value);
  if (!value) m.mark(field, `No ${what} found in your CV`);
  else if (line < 0) m.mark(field, `Could not find this ${what} in your CV`);
  return value ? line : -1;
}

function reviewPersonal(profile: ExtractedProfile, text: SourceText, m: Marker): void {
  const name = profile.display_name.trim();
  const nameLine = requiredLine(name, 'personal.display_name', 'name', text, m);
  if (nameLine < 0) {
    // Marked already: missing, or not in the CV.
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
  const locationLine = requiredLine(location, 'personal.location', 'location', text, m);
  if (locationLine < 0) {
    // Marked already: missing, or not in the CV.
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
    const joined = summary.join(' ');
    if (
      /https?:|www\.|@|\b(linkedin|github|portfolio)\b/i.test(joined) ||
      DATE_RANGE.test(joined)
    ) {
      m.mark('summary', 'This summary may hold a link or dates from elsewhere', start);
    }
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
  if (
    (!entry.startYear || !entry.endYear) &&
    dateLine >= 0 &&
    DANGLING_RANGE.test(text.line(dateLine))
  ) {
    // One date read of a range cut at the cell's end: a table row whose cells wrap was
    // read apart, so its end year, and often part of its names, stand lines below.
    m.mark(path, 'This row runs over several lines in your CV: check its dates and names', line);
    m.mark(`${path}.startYear`, 'The dates run over two lines: check them', line);
    m.mark(`${path}.endYear`, 'The dates run over two lines: check them', line);
  }
  if (what === 'entry' && dateLine >= 0 && dateLine !== entryLine) {
    if (entryLike(text.line(dateLine)) === 'job') {
      m.mark(`${path}.startYear`, 'These dates may be those of a job', line);
      m.mark(`${path}.endYear`, 'These dates may be those of a job', line);
    }
  }
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
  const heading = description.split('\n').find(
    (l) =>
      /^[\p{Lu}][^.!?]{0,40}:$/u.test(l.trim()) ||
      isHeading(l.trim()) ||
      // A heading set in spaced capitals ('A C A D E M I C  P O S I T I O N S').
      /^(\p{Lu}\s){3,}\p{Lu}/u.test(l.trim()),
  );
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
      (words(title).length >= 4 && ORGANISATION_WORDS.has(words(title).pop()!)) ||
      /\)\s+\p{Lu}/u.test(title)
    ) {
      m.mark(`${path}.jobTitle`, "The employer's name may be part of the job title", titleLine);
      m.mark(`${path}.company`, "The employer's name may be part of the job title", companyLine);
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

/** A month's name or its short form: what follows a school before its dates is no town. */
const MONTH =
  /^(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june|july|august|september|october|november|december)\.?$/i;

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
  } else if (cutShort(school)) {
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

  // A job listed among the qualifications ('Research Assistant, Lowmoor College', a degree
  // that is 'Lecturer') read as one of them.
  const firstCell = cellsOf(school)[0] ?? '';
  if (
    (isTitle(degree) && !isDegree(degree)) ||
    (isTitle(firstCell) && !isSchool(firstCell) && !isDegree(firstCell))
  ) {
    m.mark(path, 'This looks like a job, not an education entry', line);
  }
  if (!degree) m.mark(`${path}.degree`, 'No degree found for this entry', schoolLine);
  else if (isTitle(degree) && !isDegree(degree)) {
    m.mark(`${path}.degree`, 'This looks like a job title, not a degree', degreeLine);
  } else if (words(degree).length === 1 && !isDegree(degree) && /^\p{Lu}\p{Ll}+$/u.test(degree)) {
    // One ordinary word ('Science', 'Electrical'): the rest of a cut degree or a subject.
    m.mark(`${path}.degree`, 'This may be only part of the degree', degreeLine);
  } else if (isSchool(degree) && !isDegree(degree)) {
    m.mark(`${path}.degree`, 'This looks like a school, not a degree', degreeLine);
  } else if (/\b(in|of|and)$/i.test(degree)) {
    m.mark(`${path}.degree`, 'This degree looks cut short', degreeLine);
  } else if (!field && /\s(in|of)\s/i.test(degree)) {
    m.mark(`${path}.degree`, 'The subject may be part of the degree', degreeLine);
    m.mark(`${path}.fieldOfStudy`, 'No subject found: it may be part of the degree', degreeLine);
  }

  if (!field && degree && degreeLine >= 0) {
    // 'B.E., Civil Engineering': the cell after the degree, when no school, date or grade.
    const cells = cellsOf(text.line(degreeLine));
    const at = cells.findIndex((c) => normaliseForMatch(c) === normaliseForMatch(degree));
    const next = at >= 0 ? cells[at + 1] : undefined;
    if (
      next &&
      nameLike(next) &&
      !/\d/.test(next) &&
      !isSchool(next) &&
      !normaliseForMatch(school).includes(normaliseForMatch(next))
    ) {
      m.mark(`${path}.fieldOfStudy`, `No subject found: it may be ${quoted(next)}`, degreeLine);
    }
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
  const firstWords = description.split('\n')[0]?.trim() ?? '';
  if (
    firstWords &&
    words(firstWords).length <= 2 &&
    nameLike(firstWords) &&
    !/[\d%]/.test(firstWords) &&
    !/\b(cum laude|honou?rs|distinction|merit|first|class|pass|credit|mention)\b/i.test(firstWords)
  ) {
    m.mark(`${path}.school`, `The school's name may go on with ${quoted(firstWords)}`, schoolLine);
    m.mark(`${path}.description`, `Check the first line, ${quoted(firstWords)}`, line);
  }
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
  return town && !isDegree(town) && !MONTH.test(town) ? town : undefined;
}

function reviewSkills(skills: readonly string[], text: SourceText, m: Marker): void {
  if (skills.length === 0) m.mark('skills', 'No skills found in your CV');
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

/**
 * The fields of resume schema v2: the headline, projects, volunteering, awards,
 * publications, interests and the person's own sections. Each value must stand in the CV
 * (an entry's later fields near its first), a start or a year may not lie ahead, a text's
 * first and last words must be found, and a headline is no contact detail or heading.
 */
function reviewV2(profile: ExtractedProfile, text: SourceText, m: Marker, thisMonth: number) {
  const headline = profile.headline.trim();
  if (headline) {
    const line = locate(headline, 'personal.headline', 'headline', text, m);
    if (
      line >= 0 &&
      (/@|https?:|www\./i.test(headline) || /\d{6,}/.test(headline.replace(/[\s()+-]/g, '')))
    ) {
      m.mark('personal.headline', 'This looks like a contact detail, not a headline', line);
    } else if (line >= 0 && isHeading(headline)) {
      m.mark('personal.headline', 'This looks like a heading, not a headline', line);
    }
  }
  /** An entry's fields: the first locates it, the rest are looked for near it. */
  const fields = (path: string, values: [field: string, value: string, what: string][]) => {
    let line = -1;
    for (const [field, value, what] of values) {
      const found = locate(value, `${path}.${field}`, what, text, m, line);
      if (line < 0) line = found;
    }
    return line;
  };
  const ahead = (path: string, field: string, year: string, month: string, line: number) => {
    if (year && monthIndex(year, month)! > thisMonth)
      m.mark(`${path}.${field}`, 'This date is in the future', text.find(year, line));
  };
  const address = (url: string) => url.replace(/^[a-z]+:\/\//i, '').replace(/^www\./i, '');
  profile.projects.forEach((p, i) => {
    const path = `projects.${i}`;
    const line = fields(path, [
      ['name', p.name, 'project'],
      ['role', p.role, 'role'],
      ['url', address(p.url), 'address'],
    ]);
    ahead(path, 'startYear', p.startYear, p.startMonth, line);
    reviewText(p.description, `${path}.description`, text, m, line);
  });
  profile.volunteering.forEach((v, i) => {
    const path = `volunteering.${i}`;
    const line = fields(path, [
      ['role', v.role, 'role'],
      ['organization', v.organization, 'organisation'],
      ['location', v.location, 'place'],
    ]);
    ahead(path, 'startYear', v.startYear, v.startMonth, line);
    if (!v.isCurrent) ahead(path, 'endYear', v.endYear, v.endMonth, line);
    reviewText(v.description, `${path}.description`, text, m, line);
  });
  profile.awards.forEach((a, i) => {
    const path = `awards.${i}`;
    const line = fields(path, [
      ['title', a.title, 'award'],
      ['issuer', a.issuer, 'issuer'],
    ]);
    ahead(path, 'year', a.year, '', line);
    reviewText(a.description, `${path}.description`, text, m, line);
  });
  profile.publications.forEach((p, i) => {
    const path = `publications.${i}`;
    const line = fields(path, [
      ['title', p.title, 'title'],
      ['publisher', p.publisher, 'publisher'],
      ['url', address(p.url), 'address'],
    ]);
    ahead(path, 'year', p.year, '', line);
    reviewText(p.description, `${path}.description`, text, m, line);
  });
  profile.interests.forEach((interest, i) => {
    const line = locate(interest, `interests.${i}`, 'interest', text, m);
    if (line >= 0 && isHeading(interest))
      m.mark(`interests.${i}`, 'This looks like a heading, not an interest', line);
  });
  profile.custom_sections.forEach((section, i) => {
    const path = `custom_sections.${i}`;
    let line = locate(section.title, `${path}.title`, 'heading', text, m);
    for (const entry of section.entries) {
      // The section is one mark: an entry of it not in the CV marks the section.
      const found = text.find(entry.title, line);
      if (entry.title && found < 0)
        m.mark(path, `Could not find ${quoted(entry.title)} in your CV`, line);
      if (found >= 0) line = found;
    }
  });
}

/** A text's first and last words must stand in the CV, near the entry when it was found. */
function reviewText(value: string, path: string, text: SourceText, m: Marker, near: number) {
  const all = value.trim().split(/\s+/).filter(Boolean);
  if (all.length === 0) return;
  const start = text.find(all.slice(0, 8).join(' '), near);
  if (start < 0 || text.find(all.slice(-6).join(' '), start) < 0)
    m.mark(path, 'Could not find all of this text in your CV', start);
}

/** Two dates joined as a range ('2019 – 2021', 'Mar/2016 – Sep/2016', '2021/09 – Present'). */
const DATE_RANGE =
  /\b(?:19|20)\d{2}(?:[./]\d{1,2})?\s*(?:-|–|—|to|until)\s*(?:\p{L}{3,9}\.?[\s/]*|\d{1,2}[./])?(?:(?:19|20)\d{2}|present|current|now|today|date)\b/iu;

/**
 * A range cut at a cell's or a line's end ('Sep 2016 – Jun' then a tab): a table row
 * whose cells wrap, so the end year, and often the names beside it, stand lines below.
 */
const DANGLING_RANGE =
  /(?:^|\t)[^\t]*\b(?:19|20)\d{2}\s*(?:-|–|—|to)\s*(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)\p{L}*\.?)?\s*(?:\t|$)/iu;

/** A cell without its dates ('Sep 2021 – Present Staff Nurse' → 'Staff Nurse'). */
const withoutDates = (cell: string) =>
  cell
    .replace(
      /\b(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)\p{L}*\.?[\s/]*)?(?:\d{1,2}[./])?(?:19|20)\d{2}(?:[./]\d{1,2})?\b|\b(?:present|current|now|today|to date|till date|since)\b|\s[–—-]\s|[–—]/giu,
      ' ',
    )
    .replace(/\s+/g, ' ')
    .trim();

/** The cells of a line: split at tabs, bars, commas and spaced dashes or dots. */
const cellsOf = (line: string) =>
  line
    .split(/\s*(?:\t|\||,|;|·|•|\s[—–-]\s)\s*/)
    .map((c) => c.trim())
    .filter(Boolean);

/**
 * Whether a line reads as an entry's header: a job ('Legal Intern, Ashdown Varga Legal',
 * 'Teaching Practicum | Elmhurst Park School', a title beside a date range) or a school or
 * qualification ('LL.B. in Law 2015', 'Akademisches Gymnasium Alpenrand'). A sentence, an
 * address or a long line is none.
 */
export function entryLike(line: string): 'job' | 'school' | undefined {
  const t = line.trim();
  if (!t || t.length > 120 || /[.!?:]$/.test(t) || /@|https?:|www\./i.test(t)) return undefined;
  const count = words(t).length;
  if (count < 1 || count > 16) return undefined;
  // A label and its value ('Driving licence: Class B') is a detail, not a header.
  if (/^[\p{L} ]{2,30}:\s/u.test(t)) return undefined;
  const cells = cellsOf(t);
  // The first cell that is more than a date: a name or a title, without digits ('licence
  // No. 5229').
  const first = cells.map(withoutDates).find(Boolean) ?? '';
  if (!nameLike(first) || /\d/.test(first)) return undefined;
  if (isTitle(first) && !isSchool(first) && (cells.length >= 2 || DATE_RANGE.test(t))) {
    return 'job';
  }
  if (isSchool(first) || isDegree(first.split(/\s+/).slice(0, 2).join(' '))) return 'school';
  return undefined;
}

/** Words in capitals, as names and headers are ('Legal Intern', 'University of Pune'). */
function nameLike(text: string): boolean {
  const all = text.split(/\s+/).filter((w) => /^\p{L}/u.test(w));
  const small = all.filter(
    (w) => NAME_PARTICLES.has(w.toLowerCase()) || /^(and|for|in|&)$/i.test(w),
  );
  const capital = all.filter((w) => /^\p{Lu}/u.test(w));
  return all.length > 0 && capital.length >= 0.7 * (all.length - small.length);
}

/** A short line that is a section's heading ('Skills & Expertise', 'Board Memberships'). */
const headingLike = (line: string) => {
  const t = line.trim();
  return (
    isHeading(t.replace(/:$/, '')) ||
    (words(t).length <= 4 && !/[\d,|\t]/.test(t) && entryLike(t) === undefined)
  );
};

type ListPath = 'experience' | 'education';

interface EntryLines {
  path: string;
  list: ListPath;
  /** The lines its title, employer, school, degree or subject stand on. */
  names: Set<number>;
  /** Every line it was read from (names, dates, description). */
  all: Set<number>;
  /** The name field it lacks (a school, an employer, a title), if any. */
  lacks?: string;
  /** Whether it has a date. */
  dated: boolean;
}

/**
 * Lines of the CV that no entry accounts for: a job's header that no job's title or employer
 * stands on, a school's that no education entry's names stand on, a date range no entry's
 * dates come from. Such a line is an entry the engine missed or merged into another one;
 * the entry of its kind nearest to it is marked as a whole, and so is an entry whose text
 * took the line in.
 */
function reviewCoverage(profile: ExtractedProfile, text: SourceText, m: Marker): void {
  const entries: EntryLines[] = [];
  const other = new Set<number>();
  const take = (into: Set<number>, value: string, near = -1): number => {
    if (!value.trim()) return -1;
    const [line, span] = text.findSpan(value, near);
    for (let k = 0; k < span; k += 1) into.add(line + k);
    return line;
  };
  const takeText = (into: Set<number>, value: string, near: number) => {
    for (const part of value.split('\n')) {
      if (take(into, part, near) >= 0) continue;
      // A paragraph joined from many lines: its first and last words bound it.
      const parts = part.trim().split(/\s+/);
      if (parts.length < 8) continue;
      const from = text.find(parts.slice(0, 5).join(' '), near);
      const to = from >= 0 ? text.find(parts.slice(-5).join(' '), from) : -1;
      if (to >= from && to - from < 12) for (let i = from; i <= to; i += 1) into.add(i);
    }
  };
  const dated = new Set<number>();
  const claimed = new Set<number>();
  const add = (
    list: ListPath,
    i: number,
    names: string[],
    fields: string[],
    entry: ExtractedExperience | ExtractedEducation,
  ) => {
    const own: EntryLines = {
      path: `${list}.${i}`,
      list,
      names: new Set(),
      all: new Set(),
      dated: Boolean(entry.startYear || entry.endYear),
    };
    const values = [...names, entry.startYear, entry.endYear].filter((v) => v.trim());
    // A name the CV prints twice (an employer returned to): the place whose other values
    // stand nearest, not yet taken by another entry.
    const anchors = values.length > 0 ? text.findAll(values[0]!) : [];
    let best: [number, number] | undefined;
    let bestCost = Infinity;
    for (const [line, span] of anchors) {
      let cost = claimed.has(line) ? 100 : 0;
      for (const value of values.slice(1)) cost += Math.min(10, text.distanceTo(value, line));
      if (cost < bestCost) {
        bestCost = cost;
        best = [line, span];
      }
    }
    const near = best?.[0] ?? -1;
    if (best) for (let k = 0; k < best[1]; k += 1) own.names.add(best[0] + k);
    for (const name of best ? names.slice(1) : names) {
      // The nearest place not taken by another entry ('Associate' under 'Senior Associate').
      const all = text.findAll(name);
      // Where it heads a cell, not inside a sentence ('Teacher' in 'Secondary teacher with…').
      const heading = all.filter(([line]) => text.startsCell(name, line));
      const places = heading.length > 0 ? heading : all;
      const free = places.filter(([line]) => !claimed.has(line));
      const pool = free.length > 0 ? free : places;
      const [line, span] = pool.reduce<[number, number]>(
        (a, b) => (near >= 0 && Math.abs(b[0] - near) < Math.abs(a[0] - near) ? b : a),
        pool[0] ?? [-1, 0],
      );
      for (let k = 0; k < span; k += 1) own.names.add(line + k);
    }
    for (const line of own.names) {
      own.all.add(line);
      claimed.add(line);
    }
    for (const year of [entry.startYear, entry.endYear]) {
      const line = year ? text.find(year, near) : -1;
      if (line >= 0) {
        own.all.add(line);
        dated.add(line);
      }
    }
    takeText(own.all, entry.description, near);
    own.lacks = names
      .map((name, k) => (name.trim() ? undefined : fields[k]))
      .find((f) => f !== undefined);
    entries.push(own);
  };
  profile.experience.forEach((job, i) =>
    add('experience', i, [job.company, job.jobTitle], ['company', 'jobTitle'], job),
  );
  profile.education.forEach((entry, i) =>
    add(
      'education',
      i,
      [entry.school, entry.degree, entry.fieldOfStudy],
      ['school', 'degree', 'fieldOfStudy'],
      entry,
    ),
  );
  if (entries.length === 0) return;
  for (const value of [profile.display_name, profile.email, profile.location]) take(other, value);
  takeText(other, profile.summary, -1);
  for (const skill of profile.skills) take(other, skill);
  for (const c of profile.certifications) take(other, c.name);
  for (const l of profile.languages) take(other, l.name);

  for (const e of entries) {
    // A title from one job's header and an employer from another's: two jobs read as one.
    const headers = [...e.names].filter((i) => entryLike(text.line(i)) === 'job');
    if (e.list === 'experience' && headers.length >= 2) {
      m.mark(e.path, 'The title and the employer come from two different lines: check this job');
    }
  }
  const used = new Set(entries.flatMap((e) => [...e.all]));
  const first = Math.min(...used);
  let last = Math.max(...used);
  // A missed entry often follows the last one read: look a few lines further, up to the
  // next section.
  for (let i = last + 1; i <= last + 4 && i < text.length; i += 1) {
    if (other.has(i) || headingLike(text.line(i))) break;
    last = i;
  }
  const distance = (e: EntryLines, line: number) => {
    let best = Infinity;
    for (const l of e.all) best = Math.min(best, Math.abs(l - line));
    return best;
  };
  const nearest = (list: ListPath | undefined, line: number) => {
    let best: EntryLines | undefined;
    let bestDistance = Infinity;
    for (const e of entries) {
      if (list && e.list !== list) continue;
      const d = distance(e, line);
      if (d < bestDistance) {
        bestDistance = d;
        best = e;
      }
    }
    return best;
  };

  for (let i = first; i <= last; i += 1) {
    const raw = text.line(i);
    if (other.has(i)) continue;
    const kind = entryLike(raw);
    const shown = raw.trim().replace(/\s*\t\s*/g, ', ');
    const list: ListPath | undefined =
      kind === 'job' ? 'experience' : kind === 'school' ? 'education' : undefined;
    if (list) {
      // A school's line may be a teacher's employer; a job's line read as a school is not.
      if (entries.some((e) => (e.list === list || list === 'education') && e.names.has(i))) {
        continue;
      }
      const target = nearest(list, i);
      if (!target) continue;
      if (target.all.has(i) && target.lacks) {
        // Its own text took in the name it lacks: that field, not another entry.
        m.mark(
          `${target.path}.${target.lacks}`,
          `This may be ${quoted(shown)}, read into the text below`,
          i,
        );
        continue;
      }
      const what = list === 'experience' ? 'job' : 'education entry';
      m.mark(
        target.path,
        `Another ${what} may be missing or hidden here: check ${quoted(shown)}`,
        i,
      );
      // The entry that took the line in holds two.
      for (const e of entries) {
        if (e.all.has(i) && e !== target) {
          m.mark(e.path, `This may hold another entry, ${quoted(shown)}`, i);
        }
      }
    } else if (DATE_RANGE.test(raw) && words(raw).length <= 8 && !dated.has(i)) {
      // Beside an entry without dates they are its own, marked as missing already.
      const target = nearest(undefined, i);
      if (target?.dated) {
        m.mark(target.path, 'Another entry may be hidden here: its dates are unused', i);
      }
    }
  }
}
