import { sumLeftOut } from '#shared/cv-import/cap-extracted-profile.ts';
import { RESUME_LANGUAGES, resumeLocale } from '#shared/resume/resume-locale.ts';
import type {
  CvLeftOut,
  ExtractedAward,
  ExtractedProject,
  ExtractedPublication,
  ExtractedVolunteering,
  ExtractedCertification,
  ExtractedCustomSection,
  ExtractedLanguage,
  ExtractedLink,
  ExtractedSkillCategory,
  ExtractedEducation,
  ExtractedExperience,
  ExtractedProfile,
  ExtractedSectionTitle,
  CvTitledSection,
} from '#shared/cv-import/cv-import.schema.ts';
import { CV_TITLED_SECTIONS } from '#shared/cv-import/cv-import.schema.ts';
import { RESUME_LIMITS } from '#shared/resume/resume.limits.ts';
import type { CvLine } from '../cv-text.ts';
import {
  cleanName,
  findEmail,
  findLocation,
  findPhone,
  looksLikeName,
  splitName,
  splitPieces,
} from './contacts.ts';
import { findDateRange, tidy, withoutRange, type DateRange } from './date-ranges.ts';
import {
  isDegree,
  isSchool,
  splitDegree,
  splitEducation,
  splitGrade,
  splitTitleCompany,
  companyScore,
  titleScore,
  withoutTown,
} from './entry-parts.ts';
import { parseCertification } from './certifications.ts';
import { parseLanguageLine } from './languages.ts';
import { continuesLink, findLinks } from './links.ts';
import {
  headingKind,
  isHeadingByLastWord,
  looksLikeHeadingText,
  unspaceHeading,
  type SectionKind,
} from './sections.ts';
import { cellsOf, columnRoles, type Cells, type ColumnRole } from './table-rows.ts';

/**
 * The local engine (AI_PROVIDER=local): CV lines → extracted profile, offline and
 * deterministic. Known limits: one person per file; entries need a date range (or, for
 * education, a year) to be told apart, unless they are bold or followed by bullets;
 * sections under headings it does not know are read as part of the section before only
 * when nothing marks them; right-to-left scripts are untested.
 */

interface Line {
  text: string;
  bullet: boolean;
  bold: boolean;
  size: number;
  heading: boolean;
  /** A DOCX heading's level (0 for other lines). */
  headingLevel: number;
  /** Plain text: a blank line stands above the line. */
  paragraphStart: boolean;
  /** A heading word kept as the label of a skill group. */
  label?: boolean;
  /** A table row under a header row, by column. */
  cells?: Cells;
  /** The row's label cell when its other cells are a list ('Tools | Figma, Sketch'). */
  group?: string;
}

interface Section {
  kind: SectionKind | 'header';
  /** The heading as printed, without a trailing colon ('' for the header). */
  heading: string;
  lines: Line[];
  /** Opened by a heading the lexicon does not know: the person's own entries, no contacts. */
  own?: boolean;
}

/** Sections that may hold the person's contact details and links. */
const holdsContacts = (s: Section) => SIDE_KINDS.has(s.kind) && !s.own;

/** The kinds whose sections hold the CV's main entries; other headings may label a skill group. */
const MAIN_KINDS = new Set<Section['kind']>(['summary', 'experience', 'education']);
/** Sections that may hold contact details (a sidebar's Contact, Languages, Links). */
const SIDE_KINDS = new Set<Section['kind']>(['other', 'contact', 'languages', 'certifications']);
/** Sections of dated entries, whose 'Skills: …' lines are the entry's tags. */
const ENTRY_KINDS = new Set<Section['kind']>([
  'experience',
  'education',
  'projects',
  'volunteering',
  'awards',
  'publications',
]);

const BULLET_RE = /^\s*(?:[•·‣◦▪●○■□➢➤►▸✓✔❖*]|[-–—](?=\s)|\d{1,2}[.)](?=\s))\s*/;
/** The label our documents print before an entry's tags, in each resume language ('Kenntnisse'). */
const LOCALE_TAG_LABELS = RESUME_LANGUAGES.map(({ tag }) =>
  resumeLocale(tag).headings.skills.toLowerCase(),
);
const TAGS_LINE_RE = new RegExp(
  `^(?:skills|technologies|technologies used|tools|tech stack|stack|environment|key skills|tags|skills used|${LOCALE_TAG_LABELS.join('|')})\\s*:\\s*(.+)$`,
  'iu',
);

export interface ParseOptions {
  /** First entry id (timestamp strings, as the builder makes them); the next entries count up. */
  idBase?: number;
}

export function parseProfile(input: CvLine[], options: ParseOptions = {}): ExtractedProfile {
  return parseProfileWithLeftOut(input, options).profile;
}

/**
 * The profile, and how many entries were found past the resume's limits: those are
 * counted but not built (a file of 80,000 jobs costs the count, not 80,000 entries).
 */
export function parseProfileWithLeftOut(
  input: CvLine[],
  options: ParseOptions = {},
): { profile: ExtractedProfile; leftOut: CvLeftOut } {
  const lines = readTableRows(prepare(input));
  const sections = readOwnSectionsByShape(splitSections(lines));
  let idCounter = options.idBase ?? Date.now();
  const nextId = () => String(idCounter++);

  const header = sections.find((s) => s.kind === 'header')?.lines ?? [];
  const allText = lines.map((l) => l.text);
  const contactLines = [...header, ...sections.filter(holdsContacts).flatMap((s) => s.lines)];

  const name = findName(header, lines);
  const { first, last } = splitName(name);
  const email = findEmail(header.map((l) => l.text).join('\n')) || findEmail(allText.join('\n'));
  const phone =
    firstNonEmpty(contactLines.map((l) => findPhone(l.text))) ||
    firstNonEmpty(
      lines
        .filter((l) => /\b(?:phone|tel|mobile|cell|mob)\b|^\+/i.test(l.text))
        .map((l) => findPhone(l.text)),
    );
  const pieces = contactLines
    .flatMap((l) => splitPieces(l.text))
    .filter((p) => cleanName(p) !== name);
  const headline = findHeadline(lines, name);
  const location = findLocation(
    headline ? pieces.filter((p) => !headline.includes(p) && p !== headline) : pieces,
  );

  let summary = '';
  const experience: ExtractedExperience[] = [];
  const education: ExtractedEducation[] = [];
  const skills: string[] = [];
  const skillCategories: ExtractedSkillCategory[] = [];
  const languages: ExtractedLanguage[] = [];
  const certifications: ExtractedCertification[] = [];
  const notImported: string[] = [];
  const projects: ExtractedProject[] = [];
  const volunteering: ExtractedVolunteering[] = [];
  const awards: ExtractedAward[] = [];
  const publications: ExtractedPublication[] = [];
  const interests: string[] = [];
  const customSections: ExtractedCustomSection[] = [];
  const sectionTitles: ExtractedSectionTitle[] = [];
  const internships: ExtractedExperience[] = [];
  let experienceFound = 0;
  let educationFound = 0;
  for (const section of sections) {
    if (section.kind === 'summary' && !summary) summary = joinParagraph(section.lines);
    if (section.kind === 'experience') {
      const entries = segment(section.lines, false);
      experienceFound += entries.length;
      const room = RESUME_LIMITS.experience - experience.length;
      const jobs = entries.slice(0, Math.max(0, room)).map((e) => toExperience(e, nextId));
      // Several roles under one employer heading: a role with a title and no employer of
      // its own is at the employer of the role before it.
      jobs.forEach((job, i) => {
        const previous = jobs[i - 1];
        if (previous && job.jobTitle && !job.company) job.company = previous.company;
      });
      experience.push(...jobs);
    }
    if (section.kind === 'education') {
      const all = segment(section.lines, true);
      // An internship listed under education is experience ('Marketing Intern', a firm).
      const jobs = all.filter(isInternship);
      const entries = all.filter((e) => !jobs.includes(e));
      experienceFound += jobs.length;
      internships.push(...jobs.map((e) => toExperience(e, nextId)));
      educationFound += entries.length;
      const room = RESUME_LIMITS.education - education.length;
      education.push(...entries.slice(0, Math.max(0, room)).map((e) => toEducation(e, nextId)));
    }
    if (section.kind === 'skills') {
      const read = parseSkills(section.lines);
      skills.push(...read.skills);
      skillCategories.push(...read.categories);
    }
    if (section.kind === 'languages') languages.push(...parseLanguages(section.lines));
    if (section.kind === 'certifications')
      certifications.push(...parseCertifications(section.lines));
    // A section of these kinds that gives no entry is listed as not imported, so the
    // person is told rather than losing it without a word.
    let found = -1;
    if (section.kind === 'projects') {
      found = entriesOrItems(section.lines).filter((e) => {
        const project = toProject(e);
        return project.name && projects.push(project);
      }).length;
    }
    if (section.kind === 'volunteering') {
      found = segment(section.lines, false).filter((e) => {
        const entry = toVolunteering(e);
        return (entry.role || entry.organization) && volunteering.push(entry);
      }).length;
    }
    if (section.kind === 'awards') {
      found = entriesOrItems(section.lines).filter((e) => {
        const award = toAward(e);
        return award.title && awards.push(award);
      }).length;
    }
    if (section.kind === 'publications') {
      const read = parsePublications(section.lines).filter((e) => e.title);
      publications.push(...read);
      found = read.length;
    }
    if (section.kind === 'interests') {
      // A sidebar read before the main column runs on into the name and headline above it.
      const own = section.lines.filter(
        (l) => cleanName(l.text) !== name && (!headline || !headline.startsWith(l.text)),
      );
      const read = parseInterests(own);
      interests.push(...read);
      found = read.length;
    }
    // A heading of the person's own (set like the known ones, see splitSections) opens a
    // section of their own; its entries keep their lines as title, subtitle and date.
    if (section.kind === 'other' && section.own && section.heading) {
      const entries = customEntries(section.lines);
      if (entries.length > 0 && customSections.length < RESUME_LIMITS.customSections) {
        customSections.push({ title: section.heading, entries });
        continue;
      }
    }
    if (found === 0 && section.heading) notImported.push(section.heading);
    if (section.kind === 'other' && section.heading) notImported.push(section.heading);
    const titled = titledSection(section);
    if (found !== 0 && titled && !sectionTitles.some((t) => t.section === titled))
      sectionTitles.push({ section: titled, title: section.heading });
  }
  // Internships found under education go among the jobs by date (newest first, as the
  // jobs are listed), wherever the education section stood.
  for (const job of internships) {
    if (experience.length >= RESUME_LIMITS.experience) break;
    const year = job.startYear || job.endYear;
    const at = experience.findIndex((e) => year && (e.startYear || e.endYear) < year);
    experience.splice(at < 0 ? experience.length : at, 0, job);
  }
  const towns = knownTowns(location, lines);
  for (const job of experience) job.company = withoutKnownTown(job.company, towns);
  if (!summary) summary = headerSummary(header, name);
  const allSkills = unique(skills);

  return {
    profile: {
      display_name: name,
      first_name: first,
      last_name: last,
      email,
      phone,
      location,
      headline,
      summary,
      experience,
      education,
      skills: allSkills.slice(0, RESUME_LIMITS.skills),
      links: findAllLinks(sections),
      languages: uniqueBy(languages, (l) => l.name),
      // A sidebar read before the main column runs on into the name above it.
      certifications: certifications.filter(
        (c) => !(name && c.name.startsWith(name)) && !findEmail(`${c.name} ${c.issuer}`),
      ),
      skill_categories: skillCategories,
      projects,
      volunteering,
      awards,
      publications,
      interests: unique(interests),
      custom_sections: customSections,
      section_titles: sectionTitles,
      sections_not_imported: unique(notImported),
    },
    leftOut: sumLeftOut({
      experience: experienceFound - experience.length,
      education: educationFound - education.length,
      skills: allSkills.length - RESUME_LIMITS.skills,
    }),
  };
}

/**
 * Sections under headings of the person's own that are built-in sections renamed ('Track
 * Record' for experience, 'Toolbox' for skills), told by their entries' shape, never by the
 * heading's words. A resume prints each built-in section once, so a kind the document
 * already has (under a known heading, or an own section before) stays what it was.
 */
function readOwnSectionsByShape(sections: Section[]): Section[] {
  const present = new Set(sections.filter((s) => !s.own).map((s) => s.kind));
  for (const section of sections) {
    if (section.kind !== 'other' || !section.own || !section.heading) continue;
    const kind = kindByShape(section.lines);
    if (!kind || present.has(kind)) continue;
    section.kind = kind;
    present.add(kind);
  }
  return sections;
}

/**
 * The built-in section lines read as, by shape: lists of short terms are skills; entries
 * that each name a degree (or a school, and no job title) are education; entries that each
 * span a date range and name a job title and an employer are experience. The entries must
 * start at the section's first line: a paragraph with a date in it is none of these.
 */
function kindByShape(lines: Line[]): 'experience' | 'education' | 'skills' | null {
  if (lines.length === 0) return null;
  if (isTermList(lines)) return 'skills';
  const startsAtTop = (entries: Entry[]) =>
    entries.length > 0 && entries[0]!.headerLines[0] === lines[0];
  const schooling = segment(lines, true);
  if (
    startsAtTop(schooling) &&
    schooling.every((e) => {
      const pieces = headerPieces(e);
      return (
        pieces.some(isDegree) || (pieces.some(isSchool) && pieces.every((p) => !titleScore(p)))
      );
    })
  )
    return 'education';
  const jobs = segment(lines, false);
  if (
    startsAtTop(jobs) &&
    jobs.every((e) => {
      const spans = Boolean(e.range?.startYear && (e.range.endYear || e.range.current));
      const job = toExperience(e, () => '');
      return spans && job.jobTitle !== '' && job.company !== '';
    })
  )
    return 'experience';
  return null;
}

/**
 * Lines that are lists of short terms and nothing else: each line a few words or several
 * separated by commas or dots, after an optional label ('Platforms: AWS, GCP'); no dates,
 * links or sentences, at least one line with several terms, three terms in all.
 */
function isTermList(lines: Line[]): boolean {
  let terms = 0;
  let listed = false;
  for (const line of lines) {
    const text = line.text.replace(BULLET_RE, '').replace(/^[^:,]{2,40}:\s*/, '');
    if (
      findDateRange(text, true) !== null ||
      findLinks(text).length > 0 ||
      findEmail(text) ||
      /[.!?]$/.test(text.trim())
    )
      return false;
    const items = splitList(text);
    if (items.some((item) => item.split(/\s+/).length > 4)) return false;
    terms += items.length;
    if (items.length > 1) listed = true;
  }
  return listed && terms >= 3;
}

/** The headings our documents print by default for each section, in every resume language. */
const DEFAULT_HEADINGS = new Map<CvTitledSection, Set<string>>(
  CV_TITLED_SECTIONS.map((id) => [
    id,
    new Set(RESUME_LANGUAGES.map(({ tag }) => foldHeading(resumeLocale(tag).headings[id]))),
  ]),
);

/** A heading's letters only: a letter-spaced 'E DUC AT ION' is the default 'Education'. */
function foldHeading(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}]/gu, '');
}

/**
 * The built-in section whose heading the import carries over: one the profile has a field
 * for, printed under a heading of its own ('Work History'), not the default one any of our
 * documents prints ('Experience', 'EXPERIENCE', 'Berufserfahrung').
 */
function titledSection(section: Section): CvTitledSection | null {
  const kind = CV_TITLED_SECTIONS.find((id) => id === section.kind);
  if (!kind || !section.heading) return null;
  return DEFAULT_HEADINGS.get(kind)!.has(foldHeading(section.heading)) ? null : kind;
}

function firstNonEmpty(values: string[]): string {
  return values.find((v) => v) ?? '';
}

function unique(values: string[]): string[] {
  return uniqueBy(values, (v) => v);
}

/** The first of the items whose key is the same without case. */
function uniqueBy<T>(values: T[], key: (v: T) => string): T[] {
  const seen = new Set<string>();
  return values.filter((v) => {
    const k = key(v).toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

function prepare(input: CvLine[]): Line[] {
  const out: Line[] = [];
  for (const raw of input) {
    // Wide gaps separate fields laid out apart: keep them as a tab, collapse other spaces.
    let text = raw.text
      .replace(/[\u200b-\u200d\ufeff]/g, '')
      .replace(/[ \u00a0]{3,}/g, '\t')
      .replace(/[ \u00a0]+/g, ' ')
      .replace(/\s*\t\s*/g, '\t')
      .trim();
    // Rules drawn with characters ('=====', '-----', '_____') are decoration.
    if (!text || /^[=_*~#.\-–—]{3,}$/.test(text)) continue;
    text = unglueDates(text);
    // Markdown marks: '# Name' and '### Experience' are headings, '**Title**' is bold.
    let markHeading = false;
    let markBold = false;
    const hashes = /^#{1,6}\s+/.exec(text);
    if (hashes) {
      text = text.slice(hashes[0].length).replace(/\s+#+$/, '');
      markHeading = true;
    }
    if (/(\*\*|__)\S.*?\S?\1/.test(text)) {
      markBold = /^(?:\*\*|__)/.test(text);
      text = text.replace(/(\*\*|__)(\S(?:.*?\S)?)\1/g, '$2');
    }
    // A line the PDF reader saw wrap at its column's edge carries on the line before
    // (even when it starts with a dash: '(Apr 2020' then '– Present)').
    // A heading is never taken into the line above unless the two make one heading.
    const previousLine = out[out.length - 1];
    // A line that is one web address is an entry's link under its text, unless the line
    // before is its label ('Portfolio:') or ends inside an address a narrow column broke.
    const ownAddress =
      previousLine !== undefined &&
      !previousLine.text.endsWith(':') &&
      !/\s/.test(text) &&
      findLinks(text).length === 1 &&
      !continuesLink(previousLine.text, text);
    if (previousLine && raw.continues && !ownAddress && !headingKind(previousLine.text)) {
      const joined =
        previousLine.text.endsWith('-') && /^\p{Ll}/u.test(text)
          ? `${previousLine.text}${text}`
          : `${previousLine.text} ${text}`;
      if (!headingKind(text) || headingKind(joined)) {
        previousLine.text = joined;
        continue;
      }
    }
    let bullet = Boolean(raw.bullet);
    if (BULLET_RE.test(text) && !/^\d{1,2}[.)]\s*(?:19|20)\d{2}/.test(text)) {
      const stripped = text.replace(BULLET_RE, '').trim();
      if (!stripped) continue; // a bullet glyph alone on its line
      text = stripped;
      bullet = true;
    }
    // A header row whose two sides both wrapped ('… Erasmus<TAB>September 2013 to' then
    // 'University Rotterdam<TAB>August 2015') is put back together side by side.
    const previous = out[out.length - 1];
    if (previous && !bullet && previous.text.includes('\t') && text.includes('\t')) {
      const [pl, pr] = splitOnce(previous.text);
      const [l, r] = splitOnce(text);
      // The range may also break after its end month ('September 2016 – January' / '2019').
      if (
        /(?:\s(?:to|until|bis)|[–—-])$/i.test(pr) ||
        (!wholeRange(pr) && /^(?:19|20)\d{2}$/.test(r) && wholeRange(`${pr} ${r}`))
      ) {
        // A job title on the left is a field of its own, the employer under it another.
        // So is a degree with the school under it (not a school's name that wrapped:
        // 'Master of Science, Erasmus' over 'University Rotterdam').
        const glue =
          (titleScore(pl) > 0 && splitTitleCompany([pl]).company === '') ||
          (DEGREE_START_RE.test(pl.split(/,\s*/).at(-1)!) && !isSchool(pl) && isSchool(l))
            ? ' | '
            : ' ';
        previous.text = `${pl}${glue}${l}\t${pr} ${r}`;
        continue;
      }
      // Dates on the left ('Apr 2021 –<TAB>Title' then 'Present<TAB>Company'), also broken
      // after the end month ('January 2016 to May<TAB>Chef' then '2017<TAB>Company').
      if (
        (/(?:\s(?:to|until|bis)|[–—-])$/i.test(pl) && findDateRange(`${pl} ${l}`)) ||
        (!wholeRange(pl) && /^(?:19|20)\d{2}$/.test(l) && wholeRange(`${pl} ${l}`))
      ) {
        // Beside the date's second row may stand the first line of the description.
        if (readsAsSentence(r)) {
          previous.text = `${pl} ${l}\t${pr}`;
          out.push({ ...previous, text: r, heading: false, bold: false });
        } else {
          previous.text = `${pl} ${l}\t${pr}\t${r}`;
        }
        continue;
      }
    }
    // Dates on the left with the end alone on the next line ('Sep 2012 –<TAB>Degree' then 'Jun 2016').
    if (previous && !bullet && previous.text.includes('\t') && !text.includes('\t')) {
      const cut = previous.text.indexOf('\t');
      const pl = previous.text.slice(0, cut);
      if (
        /[–—-]$|\sto$/i.test(pl) &&
        findDateRange(`${pl} ${text}`)?.length === `${pl} ${text}`.length
      ) {
        previous.text = `${pl} ${text}${previous.text.slice(cut)}`;
        continue;
      }
    }
    // A header's left side wrapped in a narrow column ('Nurse Manager — Harrowgate Health
    // <TAB>March 2024 to date' over 'Trust'): a word or two with no title word, under a
    // left side that already names title and employer apart, carries on that side.
    if (
      previous &&
      !bullet &&
      !previous.bullet &&
      /^[^\t]+\s[—–|]\s[^\t]+\t[^\t]+$/.test(previous.text) &&
      wholeRange(splitOnce(previous.text)[1]) &&
      /^\p{Lu}[\p{L}'’&.-]*(?: \p{Lu}[\p{L}'’&.-]*)?$/u.test(text) &&
      titleScore(text) === 0 &&
      !isSchool(text) &&
      !isDegree(text) &&
      !headingKind(text) &&
      !findDateRange(text)
    ) {
      const [left, right] = splitOnce(previous.text);
      previous.text = `${left} ${text}\t${right}`;
      continue;
    }
    // Narrow columns wrap header lines: a line that continues an open parenthesis or an
    // unfinished date range, or (in a PDF) starts in lower case, joins the line before.
    if (previous && !bullet && !previous.heading && !headingKind(previous.text)) {
      const openParen =
        (previous.text.match(/\(/g)?.length ?? 0) > (previous.text.match(/\)/g)?.length ?? 0);
      const openRange = /(?:19|20)\d{2}\s*(?:to|until|–|—|-)$/i.test(previous.text);
      const lowerStart =
        raw.size > 0 &&
        Math.abs(previous.size - raw.size) < 0.5 &&
        /^\p{Ll}/u.test(text) &&
        !text.includes('@') &&
        !ownAddress &&
        !endsSentence(previous.text);
      if ((openParen && /\)/.test(text) && text.length < 40) || openRange || lowerStart) {
        previous.text = `${previous.text} ${text}`;
        continue;
      }
    }
    out.push({
      text,
      bullet,
      bold: raw.bold || markBold,
      size: raw.size,
      heading: Boolean(raw.heading) || markHeading,
      headingLevel: raw.headingLevel ?? 0,
      paragraphStart: Boolean(raw.paragraphStart),
    });
  }
  return out;
}

/**
 * Rows under a table's header row ('Period | Position | Employer | City') carry their cells
 * by column; the header row is dropped. A skills table ('Area | Skills') keeps its items.
 */
function readTableRows(lines: Line[]): Line[] {
  const out: Line[] = [];
  let roles: ColumnRole[] | null = null;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    const header = line.bullet ? null : columnRoles(line.text);
    if (header) {
      roles = header;
      continue;
    }
    if (roles && !line.bullet && headingKind(line.text)) roles = null;
    const wrapped = roles ? wrappedRow(lines.slice(i, i + 4), roles) : null;
    if (wrapped) {
      out.push(wrapped);
      i += 2;
      continue;
    }
    // Word and text rows keep their cells apart; a PDF row's cells are only laid apart.
    const cells = roles && !line.bullet ? cellsOf(line.text, roles, line.size === 0) : null;
    if (!cells || !wholeCells(cells, roles!)) {
      out.push(line);
      continue;
    }
    if (cells.items !== undefined && !cells.title && !cells.degree) {
      out.push({ ...line, text: cells.items, group: cells.label });
      continue;
    }
    out.push({ ...line, cells });
  }
  return out;
}

/**
 * A PDF table row whose cells wrapped: the one-line cells sit on the middle line, and a
 * two-line cell has its first line above and its second below ('Clinical Nurse' over
 * 'August 2024 – Present<TAB>Quillon Hospital<TAB>Leeds' over 'Manager', then bullets).
 * The wrapped cell is the column the middle line leaves empty: the dates when its two
 * lines make a date range, else the title (bold as the title column is, or naming a job)
 * or the employer. Null for anything else.
 */
function wrappedRow(block: Line[], roles: ColumnRole[]): Line | null {
  const [top, middle, bottom, after] = block;
  if (!top || !middle || !bottom || !roles.includes('dates')) return null;
  if (top.size === 0 || [top, middle, bottom].some((l) => l.bullet || headingKind(l.text)))
    return null;
  if (top.text.includes('\t') || bottom.text.includes('\t') || !middle.text.includes('\t'))
    return null;
  if (after && !after.bullet && !headingKind(after.text)) return null;
  if ([top, bottom].some((l) => l.text.split(' ').length > 6)) return null;
  // The middle line's cells; dates run into the next cell ('June 2019 – May 2020 Staff Nurse').
  const pieces = middle.text.split('\t').flatMap((piece) => {
    const r = findDateRange(piece, true);
    if (!r || r.index !== 0 || r.length === piece.length) return [piece];
    return [piece.slice(0, r.length).trim(), piece.slice(r.length).trim()];
  });
  const cells: Cells = {};
  const free = new Set(roles);
  const fragment = `${top.text} ${bottom.text}`;
  const fill = (role: ColumnRole, text: string) => {
    cells[role] = text;
    free.delete(role);
  };
  if (wholeRange(fragment)) fill('dates', fragment);
  const rest: string[] = [];
  for (const piece of pieces) {
    if (!cells.dates && wholeRange(piece)) fill('dates', piece);
    else rest.push(piece);
  }
  if (!cells.dates) return null;
  if (fragment !== cells.dates) {
    const asTitle =
      (top.bold && bottom.bold && !middle.bold) ||
      (titleScore(fragment) > 0 && companyScore(fragment) === 0);
    const role = asTitle ? 'title' : 'company';
    if (!free.has(role)) return null;
    fill(role, fragment);
  }
  const open = roles.filter((r) => free.has(r) && r !== 'place');
  // One piece more than the columns left: the last is the city.
  if (free.has('place') && rest.length === open.length + 1) fill('place', rest.pop()!);
  if (rest.length > open.length) return null;
  rest.forEach((piece, k) => fill(open[k]!, piece));
  // The row's text as one line by column, so that its dates read as one range.
  const text = roles.map((r) => cells[r] ?? '').join('\t');
  return { ...middle, text, cells };
}

/**
 * A row read cell by cell only when its cells line up with the header: the dates column
 * holds a date and nothing else (a PDF may run two cells together, 'Engineer Acme Ltd').
 */
function wholeCells(cells: Cells, roles: ColumnRole[]): boolean {
  if (!roles.includes('dates')) return true;
  const dates = cells.dates ?? '';
  const r = findDateRange(dates, true);
  return r !== null && tidy(withoutRange(dates, r)) === '';
}

/** True when the text is one date range and nothing else. */
function wholeRange(text: string): boolean {
  const r = findDateRange(text);
  return r !== null && r.index === 0 && r.length === text.length;
}

/**
 * Dates set at a right tab stop come out of some Word files glued to the text before them
 * ('Voltara Installations2020 to date', 'LawSeptember 2015 – July 2018'): a date range
 * that ends the line and starts right after a letter is set apart with a tab.
 */
export function unglueDates(text: string): string {
  for (const m of text.matchAll(/(?<=[\p{L})])(?=[\p{Lu}\d])/gu)) {
    const tail = text.slice(m.index);
    const r = findDateRange(tail);
    if (r && r.index === 0 && r.length === tail.length) return `${text.slice(0, m.index)}\t${tail}`;
  }
  return text;
}

function splitOnce(text: string): [string, string] {
  const i = text.lastIndexOf('\t');
  return [text.slice(0, i).trim(), text.slice(i + 1).trim()];
}

/** How a heading looks: type size, weight, capitals, heading style (DOCX). */
function headingStyle(line: Line): string {
  const caps = line.text === line.text.toUpperCase() && /\p{Lu}/u.test(line.text);
  return `${Math.round(line.size * 2) / 2}|${line.bold}|${caps}|${line.heading}|${line.headingLevel}`;
}

function splitSections(lines: Line[]): Section[] {
  const sections: Section[] = [{ kind: 'header', heading: '', lines: [] }];
  // The looks of the document's main headings (and of the heading that opened a skills
  // section): a heading word styled like none of them inside a skills section is the
  // label of a skill group ('Languages' over 'Go, Rust'), not a new section.
  const mainStyles = new Set(
    lines
      .filter(
        (l) => !l.bullet && /^(?:summary|experience|education)$/.test(headingKind(l.text) ?? ''),
      )
      .map(headingStyle),
  );
  let skillsHeadingStyle = '';
  let ownHeadingStyle = '';
  // Headings read by their last word ('Nursing Experience') must look like the document's
  // known headings: 'Patient Experience' in a list of skills is no section.
  const knownStyles = new Set(
    lines
      .filter((l) => !l.bullet && headingKind(l.text) && !isHeadingByLastWord(l.text))
      .map(headingStyle),
  );
  const ownHeadingStyles = headingOnlyStyles(lines);
  const byPosition = headingsOpenParagraphs(lines);
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    const kind =
      line.bullet ||
      (isHeadingByLastWord(line.text) &&
        knownStyles.size > 0 &&
        !knownStyles.has(headingStyle(line)))
        ? null
        : (headingKind(line.text) ??
          ((ownHeading(line, ownHeadingStyles) ||
            (byPosition && ownHeadingByPosition(lines, i, sections.at(-1)!.kind === 'skills'))) &&
          // A section is never empty: a line right under a heading is its first entry.
          sections.at(-1)!.lines.length > 0
            ? 'other'
            : null));
    const next = lines[i + 1];
    // Under a heading of the person's own, the same holds with that heading's look: a
    // renamed skills section ('Toolbox') keeps its 'Languages' group.
    const current = sections.at(-1)!;
    const groupsStyle = current.own
      ? ownHeadingStyle
      : current.kind === 'skills'
        ? skillsHeadingStyle
        : '';
    if (
      kind &&
      !MAIN_KINDS.has(kind) &&
      groupsStyle !== '' &&
      headingStyle(line) !== groupsStyle &&
      !mainStyles.has(headingStyle(line)) &&
      next !== undefined &&
      !next.bullet &&
      headingKind(next.text) === null
    ) {
      sections.at(-1)!.lines.push({ ...line, label: true });
      continue;
    }
    if (kind) {
      sections.push({
        kind,
        heading: printedHeading(line.text),
        lines: [],
        own: headingKind(line.text) === null,
      });
      if (kind === 'skills') skillsHeadingStyle = headingStyle(line);
      if (sections.at(-1)!.own) ownHeadingStyle = headingStyle(line);
      continue;
    }
    // A label column set on the line of the section's first row ('Career<TAB>Electrician,
    // Copperfield Maintenance<TAB>2020–present'): the label opens the section.
    const label = !line.bullet && /^([^\t]{3,40})\t(.+)$/.exec(line.text);
    const labelKind = label ? headingKind(label[1]!) : null;
    if (label && labelKind && labelKind !== 'other' && !isHeadingByLastWord(label[1]!)) {
      sections.push({
        kind: labelKind,
        heading: printedHeading(label[1]!),
        lines: [{ ...line, text: label[2]! }],
      });
      continue;
    }
    // 'Skills: Python, SQL' on one line opens the skills section with its content (and so
    // do 'Languages: …' and 'Certifications: …').
    const inline = /^([^:]{3,40}):\s*(.+)$/.exec(line.text);
    const inlineKind = inline && !line.bullet ? headingKind(inline[1]!) : null;
    const currentKind = sections.at(-1)?.kind;
    // Inside a section of the person's own, 'Languages: Go, Rust' is one of its lines (a
    // renamed skills section's group), not a section of its own.
    if (
      inline &&
      inlineKind &&
      !sections.at(-1)?.own &&
      ['skills', 'summary', 'languages', 'certifications', 'interests'].includes(inlineKind) &&
      (currentKind === 'header' ||
        currentKind === 'summary' ||
        (currentKind && !ENTRY_KINDS.has(currentKind) && currentKind !== 'skills'))
    ) {
      sections.push({
        kind: inlineKind,
        heading: printedHeading(inline[1]!),
        lines: [{ ...line, text: inline[2]! }],
      });
      continue;
    }
    sections[sections.length - 1]!.lines.push(line);
  }
  return sections;
}

/**
 * The looks that only the document's headings have (a caps line, a bold size of its own,
 * a heading level): at least two known headings making half of the lines set that way, and
 * with the lines shaped as headings over lines of another look, three in four of them. A
 * plain body style never qualifies.
 */
function headingOnlyStyles(lines: Line[]): Set<string> {
  const counts = new Map<string, { headings: number; shaped: number; all: number }>();
  lines.forEach((line, i) => {
    if (line.bullet) return;
    const style = headingStyle(line);
    const c = counts.get(style) ?? { headings: 0, shaped: 0, all: 0 };
    c.all += 1;
    const next = lines[i + 1];
    if (headingKind(line.text)) c.headings += 1;
    // Shaped as a heading with lines of another look under it: a heading of the person's
    // own, when the style's known headings make at least half of it.
    else if (headingShape(line.text) && next && headingStyle(next) !== style) c.shaped += 1;
    counts.set(style, c);
  });
  const styles = new Set<string>();
  for (const [style, c] of counts) {
    const plain = /^0\|false\|false\|false\|0$/.test(style);
    if (
      !plain &&
      c.headings >= 2 &&
      c.headings >= c.all * 0.5 &&
      c.headings + c.shaped >= c.all * 0.75
    )
      styles.add(style);
  }
  return styles;
}

/**
 * A heading the lexicon does not know (the person's own section, 'Conference Talks'): a
 * few capitalised words set exactly as the document's known headings are and nothing else.
 */
function ownHeading(line: Line, styles: Set<string>): boolean {
  return styles.has(headingStyle(line)) && headingShape(line.text);
}

/**
 * Plain text with no type to read: its known headings (at least two) each open a paragraph,
 * so a paragraph's first line is where a heading of the person's own may stand too.
 */
function headingsOpenParagraphs(lines: Line[]): boolean {
  if (lines.some((l) => l.size > 0 || l.bold || l.heading)) return false;
  const known = lines.filter((l, i) => i > 0 && !l.bullet && headingKind(l.text));
  return known.length >= 2 && known.every((l) => l.paragraphStart);
}

/**
 * In such plain text, a heading of the person's own by its place and shape: a few
 * capitalised words opening a paragraph, over an entry (a title line, then a line with a
 * date or fields set apart: 'SysConf Europe | Spring 2024') or over a paragraph of lists of
 * short terms ('Languages: Go, Rust, SQL'). An entry's own title has that dated line right
 * under it, and a job title or a school is an entry's, never a heading. Inside a skills
 * section, a line over a list is the label of a group of skills.
 */
function ownHeadingByPosition(lines: Line[], i: number, inSkills: boolean): boolean {
  const line = lines[i]!;
  const title = lines[i + 1];
  const meta = lines[i + 2];
  if (
    !line.paragraphStart ||
    !title ||
    title.paragraphStart ||
    !headingShape(line.text) ||
    titleScore(line.text) > 0 ||
    isSchool(line.text) ||
    isDegree(line.text)
  )
    return false;
  if (!inSkills) {
    let end = i + 1;
    while (end < lines.length && !lines[end]!.paragraphStart) end += 1;
    if (isTermList(lines.slice(i + 1, end))) return true;
  }
  if (!meta || meta.paragraphStart) return false;
  const dated = (l: Line) => findDateRange(l.text, true) !== null || splitPieces(l.text).length > 1;
  return !title.bullet && !dated(title) && findLinks(title.text).length === 0 && dated(meta);
}

/** A heading's shape: a few capitalised words, no list or sentence punctuation. */
function headingShape(text: string): boolean {
  return (
    text.length <= 40 &&
    !text.includes('\t') &&
    text.split(' ').length <= 5 &&
    looksLikeHeadingText(unspaceHeading(text)) &&
    !/[,.;:@|·•]/.test(text)
  );
}

/** A heading as the CV prints it, without numbering marks or a trailing colon. */
function printedHeading(text: string): string {
  return unspaceHeading(text)
    .replace(/\s*:\s*$/, '')
    .replace(/^[\s—–-]+|[\s—–-]+$/g, '')
    .trim();
}

function findName(header: Line[], all: Line[]): string {
  const candidates = (header.length > 0 ? header : all).slice(0, 8);
  // The biggest type on the page is usually the name.
  const bySize = [...all.slice(0, 60)].filter((l) => l.size > 0).sort((a, b) => b.size - a.size)[0];
  if (bySize) {
    // A big name wrapped onto two lines in a narrow column ('Alexander' /
    // 'Montgomery-Whitfield', 'Nguyễn Thị Minh' / 'Khai').
    const i = all.indexOf(bySize);
    const next = all[i + 1];
    const wrapped =
      next &&
      Math.abs(next.size - bySize.size) < 0.5 &&
      next.bold === bySize.bold &&
      (!bySize.text.includes(' ') || !next.text.includes(' '))
        ? `${bySize.text} ${next.text}`
        : '';
    if (wrapped && looksLikeName(wrapped)) return cleanName(wrapped);
    if (looksLikeName(bySize.text)) return cleanName(bySize.text);
  }
  for (const line of candidates) {
    if (headingKind(line.text)) continue;
    for (const piece of splitPieces(line.text)) if (looksLikeName(piece)) return cleanName(piece);
  }
  for (const line of all.slice(0, 12)) {
    if (!line.bullet && !headingKind(line.text) && looksLikeName(line.text))
      return cleanName(line.text);
  }
  return '';
}

/**
 * The headline: the line under the name that names a role ('Platform Engineer and Open
 * Source Maintainer'), put back together when a narrow column wrapped it (the next line in
 * the same type). Contact details, a credentials line ('RN, BSN') and sentences are none.
 */
function findHeadline(lines: Line[], name: string): string {
  // The name's line wherever the reading order put it (after a sidebar read first).
  const at = lines.findIndex((l) => name && cleanName(l.text) === name);
  const first = lines[at + 1];
  if (at < 0 || !first) return '';
  let text = first.text;
  const second = lines[at + 2];
  if (
    second &&
    first.size > 0 &&
    second.size === first.size &&
    second.bold === first.bold &&
    !endsSentence(first.text) &&
    readsAsRole(second.text, false)
  ) {
    text = `${text} ${second.text}`;
  }
  return readsAsRole(text, true) && !first.bullet && headingKind(text) === null ? text : '';
}

/** A short line naming a role: no contact detail, digit or sentence; `whole` wants a role word. */
function readsAsRole(text: string, whole: boolean): boolean {
  return (
    text.length <= 100 &&
    text.split(' ').length <= 12 &&
    !/[\d@]/.test(text) &&
    findLinks(text).length === 0 &&
    !endsSentence(text) &&
    !text.includes('\t') &&
    (!whole || titleScore(text) > 0)
  );
}

function headerSummary(header: Line[], name: string): string {
  const long = header.filter(
    (l) =>
      l.text.length >= 60 && !findEmail(l.text) && !findPhone(l.text) && cleanName(l.text) !== name,
  );
  return joinParagraph(long);
}

/** Wrapped lines of one paragraph joined with spaces; list items joined with '\n'. */
function joinParagraph(lines: Line[]): string {
  const items = joinWrapped(lines);
  return items.join(items.length > 1 && lines.some((l) => l.bullet) ? '\n' : ' ').trim();
}

/**
 * Undoes line wrapping: a line that does not start a bullet continues the previous one
 * when that one does not end a sentence, or when it starts in lower case.
 */
function joinWrapped(lines: Line[]): string[] {
  const items: string[] = [];
  let previous: Line | undefined;
  for (const line of lines) {
    const last = items.length - 1;
    const continues =
      previous !== undefined &&
      !line.bullet &&
      (/^[\p{Ll}(&,]/u.test(line.text) ||
        (!/[.!?:;]$/.test(previous.text) && previous.text.length >= 45));
    if (continues && last >= 0) {
      items[last] =
        items[last]!.endsWith('-') && /^\p{Ll}/u.test(line.text)
          ? items[last]! + line.text
          : `${items[last]} ${line.text}`;
    } else {
      items.push(line.text);
    }
    previous = line;
  }
  return items;
}

interface Entry {
  headerLines: Line[];
  range: DateRange | null;
  body: Line[];
}

/** True when a line ends a sentence (not an abbreviation such as 'Inc.' or 'S.A.'). */
function endsSentence(text: string): boolean {
  if (/[!?;]$/.test(text)) return true;
  if (!text.endsWith('.')) return false;
  return !/(?:\b(?:inc|ltd|co|corp|llc|plc|jr|sr|st|dept|univ|hons|etc|bros|intl|assn)|\b\p{L}\.\p{L}|(?:^|\s)\p{L})\.$/iu.test(
    text,
  );
}

/** Words in lower case that names hold too ('University of Leeds', 'Ernst & Young'). */
const NAME_PARTICLES = new Set(
  'of and the for in at on de du des la le di da do dos das del van von der und y e et &'.split(
    ' ',
  ),
);

/**
 * A line written as a sentence, not a name: three or more words in lower case
 * ('Trained new commis chefs on every section', unbulleted, under a date line).
 */
function readsAsSentence(text: string): boolean {
  const lower = text
    .split(/\s+/)
    .filter((w) => /^\p{Ll}/u.test(w) && !NAME_PARTICLES.has(w.toLowerCase()));
  return lower.length >= 3;
}

/** A short, unbulleted line that can be part of an entry header. */
function headerLike(line: Line): boolean {
  return (
    !line.bullet &&
    line.text.length <= 100 &&
    !endsSentence(line.text) &&
    !TAGS_LINE_RE.test(line.text) &&
    line.text.split(' ').length <= 14
  );
}

/**
 * Splits a section into entries. Each date range anchors one entry; the header lines
 * around it follow the pattern of the section's first entry (layouts repeat themselves).
 * Without dates, a bold line or a run of short lines before bullets starts an entry.
 */
function segment(lines: Line[], allowSingleYear: boolean): Entry[] {
  const ranges = lines.map((l) =>
    l.bullet || (l.text.length > 120 && !l.cells)
      ? null
      : (findDateRange(l.text, allowSingleYear) ?? (allowSingleYear ? null : yearColumn(l.text))),
  );
  const anchors = ranges.flatMap((r, i) => (r ? [i] : []));
  if (anchors.length === 0) return segmentWithoutDates(lines);

  // The first entry's pattern: header lines before and after its date line.
  const first = anchors[0]!;
  let before = 0;
  while (before < Math.min(first, 3) && headerLike(lines[first - before - 1]!)) before += 1;
  let after = 0;
  const firstParts = partsOf(
    lines.slice(first - before, first + 1),
    ranges[first]!,
    allowSingleYear,
  );
  const needed = Math.max(0, 2 - firstParts);
  while (
    after < needed &&
    first + after + 1 < lines.length &&
    ranges[first + after + 1] === null &&
    headerLike(lines[first + after + 1]!) &&
    !lines[first + after + 1]!.bullet
  ) {
    after += 1;
  }
  // A date line that only repeats another piece (school on one line, year on the next)
  // keeps the pattern; nothing more to do here.

  const entries: Entry[] = [];
  const starts: { start: number; end: number; anchor: number }[] = [];
  let floor = 0;
  for (const a of anchors) {
    let start = a;
    let k = 0;
    while (
      k < before &&
      start - 1 >= floor &&
      headerLike(lines[start - 1]!) &&
      !readsAsSentence(lines[start - 1]!.text) &&
      ranges[start - 1] === null
    ) {
      start -= 1;
      k += 1;
    }
    // A bold line right above a plain date line heads the entry, whatever the first entry
    // did ('Graphic Designer' in bold over '2018–2022  Lumen & Slate Design'), and so does
    // a row of fields set apart ('Diploma<TAB>Maple Ridge School' over '2005–2007<TAB>Honours').
    while (
      k < 2 &&
      start - 1 >= floor &&
      !lines[a]!.bold &&
      (lines[start - 1]!.bold || lines[start - 1]!.text.includes('\t')) &&
      headerLike(lines[start - 1]!) &&
      ranges[start - 1] === null
    ) {
      start -= 1;
      k += 1;
    }
    // A role whose title stands on a line of its own above the employer ('Apprentice
    // Electrician' over 'Brightline Facilities, Leipzig' over '2019–2021') where the first
    // entry taught one line (an employer heading over 'Title<TAB>dates'): the title line
    // joins the header when the header names no title beside its employer.
    if (
      !allowSingleYear &&
      start - 1 >= floor &&
      start < a &&
      ranges[start - 1] === null &&
      shortTitleLine(lines[start - 1]!) &&
      !titleAndCompany(lines.slice(start, a + 1), ranges[a]!)
    ) {
      start -= 1;
    }
    let end = a;
    let j = 0;
    while (
      j < after &&
      end + 1 < lines.length &&
      ranges[end + 1] === null &&
      headerLike(lines[end + 1]!) &&
      !readsAsSentence(lines[end + 1]!.text)
    ) {
      end += 1;
      // A grade line ('GPA 3.6/4.0') between the date line and the school takes no place
      // in the pattern.
      if (!allowSingleYear || splitGrade(lines[end]!.text)?.rest !== '') j += 1;
    }
    // Its employer on a line of its own under the dates ('Pre-registration Pharmacist' over
    // 'July 2021 – August 2021' over 'Caldor Health Pharmacies', then bullets) where the
    // first entry needed no line after its dates: the name line joins the header.
    // (Under education, only an internship's header takes it: a grade line is no employer.)
    const below = lines[end + 1];
    if (
      (!allowSingleYear || lines.slice(start, end + 1).some((l) => INTERNSHIP_RE.test(l.text))) &&
      below &&
      ranges[end + 1] === null &&
      (lines[end + 2] === undefined || lines[end + 2]!.bullet) &&
      shortNameLine(below) &&
      !titleAndCompany(lines.slice(start, end + 1), ranges[a]!) &&
      titleAndCompany(lines.slice(start, end + 2), ranges[a]!)
    ) {
      end += 1;
    }
    // Two date lines in one header (an entry with dates in two places) stay one entry.
    const previous = starts.at(-1);
    if (previous && start <= previous.end) continue;
    starts.push({ start, end, anchor: a });
    floor = end + 1;
  }
  for (let i = 0; i < starts.length; i += 1) {
    const s = starts[i]!;
    const next = starts[i + 1]?.start ?? lines.length;
    entries.push({
      headerLines: lines.slice(s.start, s.end + 1),
      range: ranges[s.anchor]!,
      body: lines.slice(s.end + 1, next),
    });
  }
  // Lines before the first entry's header (a stray intro) are not an entry.
  return entries;
}

/**
 * The towns a CV names on its own: the person's town, and the cells of a table's city
 * column ('Tessellate Agency<TAB>London').
 */
function knownTowns(location: string, lines: Line[]): Set<string> {
  const towns = new Set<string>();
  const own = location.split(',')[0]!.trim();
  if (own) towns.add(own);
  for (const l of lines) if (l.cells?.place) towns.add(l.cells.place.trim());
  return towns;
}

/**
 * An employer with one of those towns glued after it, where a PDF set the city cell too
 * close to be a field of its own ('Studio Pennywhistle Montréal'): the town is cut, unless
 * it belongs to the name ('Bank of Lisbon', 'Lisbon').
 */
function withoutKnownTown(company: string, towns: Set<string>): string {
  for (const town of towns) {
    if (!company.endsWith(` ${town}`)) continue;
    const rest = company.slice(0, -town.length - 1).trim();
    if (/\p{L}/u.test(rest) && !/\b(?:of|de|du|di|da|von|van|in|at)$/i.test(rest))
      return rest.replace(/\s*[,;–—-]$/, '');
  }
  return company;
}

/**
 * A line of a few words and nothing else (no bullet, no tab): at most `most` words, each
 * starting as `capital` allows or one of the small `joining` words.
 */
function fewCapitalisedWords(line: Line, most: number, capital: RegExp, joining: RegExp): boolean {
  const words = line.text.split(' ');
  return (
    !line.bullet &&
    !line.text.includes('\t') &&
    words.length <= most &&
    words.every((w) => capital.test(w) || joining.test(w))
  );
}

/** A line that is a job title and nothing else: a few capitalised words naming a role. */
function shortTitleLine(line: Line): boolean {
  return (
    fewCapitalisedWords(line, 5, /^[\p{Lu}(&]/u, /^(?:of|and|for|the|de|du|in)$/) &&
    titleScore(line.text) > 0 &&
    splitTitleCompany([line.text]).company === ''
  );
}

/** A line that is a name and nothing else: a few capitalised words, no title word. */
function shortNameLine(line: Line): boolean {
  return (
    fewCapitalisedWords(line, 6, /^[\p{Lu}\d(&]/u, /^(?:of|and|for|the|de|du)$/) &&
    titleScore(line.text) === 0
  );
}

/** True when header lines (their date range left out) name both a title and an employer. */
function titleAndCompany(headerLines: Line[], range: DateRange): boolean {
  const pieces = headerLines.flatMap((line) => {
    const r = findDateRange(line.text, true);
    const text = r && r.index === range.index ? withoutRange(line.text, r) : line.text;
    return splitPieces(text).filter((p) => tidy(p));
  });
  const { jobTitle, company } = splitTitleCompany(withoutTown(pieces, true));
  return jobTitle !== '' && company !== '';
}

/**
 * A job dated by one year set apart at either end of its line ('2012<TAB>Student Nurse,
 * Harrowgate Trust'): it started and ended that year. A year inside the text is no date.
 */
function yearColumn(text: string): DateRange | null {
  const m = /^((?:19|20)\d{2})\t|\t((?:19|20)\d{2})$/.exec(text);
  if (!m) return null;
  const year = m[1] ?? m[2]!;
  return {
    startMonth: '',
    startYear: year,
    endMonth: '',
    endYear: year,
    current: false,
    index: m.index + (m[1] ? 0 : 1),
    length: 4,
  };
}

function partsOf(headerLines: Line[], range: DateRange, education: boolean): number {
  let count = 0;
  for (const line of headerLines) {
    const r = findDateRange(line.text, true);
    const text = r && r.index === range.index ? withoutRange(line.text, r) : line.text;
    for (const piece of splitPieces(text).filter((p) => tidy(p))) {
      // 'Lecturer, University of Westbridge' names both parts in one piece.
      const parts = education ? splitEducation([piece]) : splitTitleCompany([piece]);
      const filled = (
        'school' in parts ? [parts.school, parts.degree] : [parts.jobTitle, parts.company]
      ).filter(Boolean).length;
      count += Math.max(1, Math.min(2, filled));
    }
  }
  return count;
}

function segmentWithoutDates(lines: Line[]): Entry[] {
  const entries: Entry[] = [];
  let current: Entry | null = null;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    const startsEntry =
      headerLike(line) &&
      (line.bold ||
        line.heading ||
        (current !== null && current.body.length > 0) ||
        current === null) &&
      !(current && current.body.length === 0 && current.headerLines.length >= 2);
    if (startsEntry && (!current || current.body.length > 0 || line.bold)) {
      current = { headerLines: [line], range: null, body: [] };
      entries.push(current);
    } else if (current && current.body.length === 0 && headerLike(line)) {
      current.headerLines.push(line);
    } else if (current) {
      current.body.push(line);
    }
  }
  return entries;
}

/** The header's pieces without dates; `job` for an experience entry (see withoutTown). */
function headerPieces(entry: Entry, job = false): string[] {
  const pieces: string[] = [];
  for (const line of entry.headerLines) {
    const r = findDateRange(line.text, true);
    const text = r ? withoutRange(line.text, r) : line.text;
    const linePieces = splitPieces(text)
      .map((p) => tidy(unwrapParenthesis(p)))
      .filter(Boolean);
    pieces.push(...withoutTown(linePieces, job));
  }
  return pieces;
}

/** A piece's stray parenthesis left by a cut-out date ('(Apr 2020' → 'Apr 2020'); 'Chef (Pastry)' keeps its own. */
function unwrapParenthesis(piece: string): string {
  const opens = (piece.match(/\(/g) ?? []).length;
  const closes = (piece.match(/\)/g) ?? []).length;
  if (opens > closes) return piece.replace(/^\(/, '');
  if (closes > opens) return piece.replace(/\)$/, '');
  return /^\(.*\)$/.test(piece) ? piece.slice(1, -1) : piece;
}

/** A piece that starts with a degree's name ('Bachelor of Pharmacy …', 'MSc …'). */
const DEGREE_START_RE =
  /^(?:bachelor|master|doctor|associate|diploma|ph\.?\s?d|m\.?sc|b\.?sc|b\.?a\b|m\.?a\b|mba|ll\.?[bm])/i;

const INTERNSHIP_RE =
  /\b(?:intern|internship|placement|practicum|trainee|apprentice|apprenticeship)\b/i;

/** An entry of the education section that is a job: an internship, with no degree or school. */
function isInternship(entry: Entry): boolean {
  const pieces = headerPieces(entry);
  return (
    pieces.some((p) => INTERNSHIP_RE.test(p)) && !pieces.some((p) => isDegree(p) || isSchool(p))
  );
}

/** The cells of an entry's table row, when its header is one. */
function entryCells(entry: Entry): Cells | undefined {
  return entry.headerLines.find((l) => l.cells)?.cells;
}

function toExperience(entry: Entry, nextId: () => string): ExtractedExperience {
  const cells = entryCells(entry);
  const { jobTitle, company } =
    cells && (cells.title || cells.company)
      ? { jobTitle: cells.title ?? '', company: withoutTown([cells.company ?? ''], true)[0] ?? '' }
      : splitTitleCompany(headerPieces(entry, true));
  const { description, tags } = entryBody(entry.body);
  const r = entry.range;
  const current = r?.current ?? false;
  return {
    id: nextId(),
    jobTitle,
    company,
    startMonth: r?.startMonth ?? '',
    startYear: r?.startYear ?? '',
    endMonth: current ? '' : (r?.endMonth ?? ''),
    endYear: current ? '' : (r?.endYear ?? ''),
    isCurrentJob: current,
    description,
    tags,
  };
}

function toEducation(entry: Entry, nextId: () => string): ExtractedEducation {
  const cells = entryCells(entry);
  // Grades in the header ('GPA 3.7/4.0', 'mention Bien') are the description, not a field.
  const pieces: string[] = [];
  const grades: string[] = [];
  for (const piece of headerPieces(entry)) {
    const g = splitGrade(piece);
    if (g) grades.push(g.grade);
    if (!g || g.rest) pieces.push(g ? g.rest : piece);
  }
  const { school, degree, fieldOfStudy } =
    cells && (cells.degree || cells.school)
      ? {
          school: withoutTown([cells.school ?? ''])[0] ?? '',
          ...splitDegree(cells.degree ?? ''),
        }
      : splitEducation(pieces);
  const body = entryBody(entry.body).description;
  // A table row's grade is its grade cell; the same text among the pieces is not another.
  const description = [...(cells ? [cells.grade] : grades), body].filter(Boolean).join('\n');
  const r = entry.range;
  return {
    id: nextId(),
    school,
    degree,
    fieldOfStudy,
    startMonth: r?.startMonth ?? '',
    startYear: r?.startYear ?? '',
    endMonth: r?.current ? '' : (r?.endMonth ?? ''),
    endYear: r?.current ? '' : (r?.endYear ?? ''),
    description,
  };
}

/**
 * The header of a project, volunteering, award or publication entry in printed order (our
 * templates and most CVs put the name first, then the role, organisation or venue, then
 * a place), dates cut out. A header on one line with no other separator ('Tidewater
 * Scheduler, Lead Maintainer') is split at its first comma.
 */
function orderedPieces(entry: Entry): string[] {
  const pieces: string[] = [];
  for (const line of entry.headerLines) {
    const r = findDateRange(line.text, true);
    const text = r ? withoutRange(line.text, r) : line.text;
    pieces.push(
      ...splitPieces(text)
        .map((p) => tidy(unwrapParenthesis(p)))
        .filter(Boolean),
    );
  }
  // 'Name (2021): role' leaves 'Name : role' once its year is cut out.
  const [first, ...rest] = pieces.flatMap((p) => p.split(/\s+:\s+|\s*:\s*$/).filter(Boolean));
  const comma = first?.indexOf(', ') ?? -1;
  if (first && comma > 0 && entry.headerLines.length === 1)
    return [first.slice(0, comma), first.slice(comma + 2), ...rest];
  return first ? [first, ...rest] : [];
}

/**
 * A section's entries (see segment); a list of one-line items ('- Campus lighting upgrade
 * (2021): lead', one bullet each) when that finds none: each item is an entry.
 */
function entriesOrItems(lines: Line[]): Entry[] {
  const entries = segment(lines, true);
  if (entries.length > 0 && !lines.every((l) => l.bullet)) return entries;
  // A sentence with no date is a note about the section, not an item of it.
  return lines
    .map((line) => ({ line, range: findDateRange(line.text, true) }))
    .filter(({ line, range }) => range || !endsSentence(line.text))
    .map(({ line, range }) => ({ headerLines: [{ ...line, bullet: false }], range, body: [] }));
}

/** An entry's dates; an ongoing one has no end. */
function entryDates(entry: Entry) {
  const r = entry.range;
  const current = r?.current ?? false;
  return {
    startMonth: r?.startMonth ?? '',
    startYear: r?.startYear ?? '',
    endMonth: current ? '' : (r?.endMonth ?? ''),
    endYear: current ? '' : (r?.endYear ?? ''),
    isCurrent: current,
  };
}

/** One year: an award's or a publication's (a range gives its end). */
function entryYear(entry: Entry): string {
  const r = entry.range;
  return r ? r.endYear || r.startYear : '';
}

/**
 * An entry's body with its web address apart: a line that is only an address is the
 * entry's link (the first one), not part of its description.
 */
function bodyWithUrl(body: Line[]): { description: string; tags: string[]; url: string } {
  let url = '';
  const kept = body.filter((line) => {
    const links = findLinks(line.text);
    const only = links.length === 1 && !/\s/.test(line.text.replace(/^\S+:\s*/, ''));
    if (only && !url) url = links[0]!.url;
    return !only;
  });
  return { ...entryBody(kept), url };
}

function toProject(entry: Entry): ExtractedProject {
  const [name = '', role = ''] = orderedPieces(entry);
  const { description, tags, url } = bodyWithUrl(entry.body);
  return { name, role, url, ...entryDates(entry), description, tags };
}

function toVolunteering(entry: Entry): ExtractedVolunteering {
  const [role = '', organization = '', ...place] = orderedPieces(entry);
  const { description } = entryBody(entry.body);
  return {
    role,
    organization,
    location: place.join(', '),
    ...entryDates(entry),
    description,
  };
}

function toAward(entry: Entry): ExtractedAward {
  const [title = '', issuer = ''] = orderedPieces(entry);
  return { title, issuer, year: entryYear(entry), description: entryBody(entry.body).description };
}

function toPublication(entry: Entry): ExtractedPublication {
  const [title = '', publisher = ''] = orderedPieces(entry);
  const { description, url } = bodyWithUrl(entry.body);
  return { title, publisher, year: entryYear(entry), url, description };
}

/**
 * A reference as journals print it: 'Authors (2019). Title. Venue, 10(2), 72–109.' (the
 * year may also follow the authors without brackets: 'Authors, 2019. Title. Venue.').
 */
const CITATION_RE =
  /^(?<authors>.+?)[,.]?\s*\(?(?<year>(?:19|20)\d{2})[a-z]?\)?\.\s+(?<title>[^.?!]+[.?!])\s+(?<venue>[^,.]+)(?<rest>.*)$/u;

const NEXT_REFERENCE_RE =
  /(?<=\.)\s+(?=\p{Lu}[\p{L}'’-]+, (?:\p{Lu}\.\s?)+(?:(?:,|\sand|\s&)\s[^()]{0,80})?\s*\((?:19|20)\d{2}[a-z]?\)\.)/u;

/**
 * The publications of a section: each reference a journal would print is one entry (its
 * authors are the description); other sections are read as entries with a title line.
 */
function parsePublications(lines: Line[]): ExtractedPublication[] {
  // A PDF may take the next reference for a wrapped line of this one: each starts anew
  // where authors and a bracketed year follow a full stop.
  const items = joinWrapped(lines).flatMap((item) => item.split(NEXT_REFERENCE_RE));
  const cited = items.map((item) => CITATION_RE.exec(item)?.groups);
  if (cited.length === 0 || cited.some((c) => !c)) return segment(lines, true).map(toPublication);
  return cited.map((c, i) => {
    const url = findLinks(items[i]!)[0]?.url ?? '';
    return {
      title: c!.title!.replace(/\.$/, '').trim(),
      publisher: c!.venue!.trim(),
      year: c!.year!,
      url,
      description: c!.authors!.trim(),
    };
  });
}

/**
 * The entries of a section of the person's own: dated entries as in other sections, else
 * one item per line. A header piece that holds a date is the entry's date as printed
 * ('Spring 2024'); the first other piece is its title, the rest its subtitle.
 */
function customEntries(lines: Line[]): ExtractedCustomSection['entries'] {
  return entriesOrItems(lines)
    .slice(0, RESUME_LIMITS.customEntries)
    .map((entry) => {
      let date = '';
      const pieces: string[] = [];
      for (const line of entry.headerLines) {
        for (const raw of splitPieces(line.text)) {
          const piece = tidy(unwrapParenthesis(raw));
          if (!piece) continue;
          if (!date && findDateRange(piece, true)) date = piece;
          else pieces.push(piece);
        }
      }
      // A title line alone over a short line that is no sentence: that line is the subtitle
      // ('Spring 2024 | Queues at Planet Scale' over 'SysConf Europe').
      let body = entry.body;
      const next = body[0];
      if (
        pieces.length === 1 &&
        next &&
        !next.bullet &&
        next.text.split(' ').length <= 6 &&
        !endsSentence(next.text) &&
        findLinks(next.text).length === 0
      ) {
        pieces.push(next.text);
        body = body.slice(1);
      }
      // Title and subtitle on one line ('Queues at Planet Scale, SysConf Europe'), as
      // orderedPieces reads other entries.
      const comma = pieces[0]?.indexOf(', ') ?? -1;
      if (pieces.length === 1 && entry.headerLines.length === 1 && comma > 0)
        pieces.splice(0, 1, pieces[0]!.slice(0, comma), pieces[0]!.slice(comma + 2));
      const [title = '', ...rest] = pieces;
      const { description, url } = bodyWithUrl(body);
      return { title, subtitle: rest.join(', '), date, description, url };
    })
    .filter((e) => e.title);
}

/** Interests: a list on one or more lines ('Sailing · Amateur Astronomy'); sentences are none. */
function parseInterests(lines: Line[]): string[] {
  // Contact details a sidebar's reading order put under it are no interests.
  return lines.flatMap((line) =>
    splitList(line.text.replace(BULLET_RE, '')).filter(
      (item) =>
        item.split(' ').length <= 6 &&
        !findEmail(item) &&
        !findPhone(item) &&
        findLinks(item).length === 0,
    ),
  );
}

function entryBody(body: Line[]): { description: string; tags: string[] } {
  const tags: string[] = [];
  const kept: Line[] = [];
  for (const line of body) {
    const m = TAGS_LINE_RE.exec(line.text);
    if (m && !line.bullet) {
      tags.push(...splitList(m[1]!));
      continue;
    }
    kept.push(line);
  }
  return { description: joinWrapped(kept).join('\n'), tags: unique(tags) };
}

function splitList(text: string): string[] {
  return text
    .split(/\s*[,;•·|]\s*|\t|\s+[–—]\s+/)
    .map((s) => s.replace(/\.$/, '').trim())
    .filter((s) => s.length > 0 && s.length <= 60);
}

/**
 * A skill group's label on a line of its own ('Languages' over 'Go · Rust · SQL'): a few
 * words with no list separator, set apart from the items after it by weight or style.
 */
function isGroupLabel(line: Line, next: Line | undefined): boolean {
  if (line.label) return true;
  if (!next || next.label) return false;
  if (/[,;•·|\t]/.test(line.text) || line.text.length > 40 || line.text.split(' ').length > 4)
    return false;
  return (line.bold && !next.bold) || (line.heading && !next.heading);
}

/**
 * The skills of a skills section, and its named groups: 'Clinical: IV Therapy, Triage', a
 * category in a cell of its own ('Cooking<TAB>Sauces, Butchery'), a table row under an
 * 'Area | Skills' header, or a label line over its items ('Tools' over 'Figma · Sketch').
 * The category names are no skills.
 */
function parseSkills(lines: Line[]): { skills: string[]; categories: ExtractedSkillCategory[] } {
  const skills: string[] = [];
  const categories: ExtractedSkillCategory[] = [];
  let label: ExtractedSkillCategory | null = null;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    if (isGroupLabel(line, lines[i + 1])) {
      label = { name: printedHeading(line.text), skills: [] };
      categories.push(label);
      continue;
    }
    const category = line.group
      ? [line.text, line.group, line.text]
      : (/^([^:,]{2,40}):\s*(.*)$/.exec(line.text) ??
        /^([^,;:\t·•|]{2,30})\t([^\t]*[,;·•|][^\t]*)$/.exec(line.text));
    const text = category ? category[2]! : line.text;
    if (category) label = null;
    if (!text.trim()) continue;
    const items = splitList(text);
    // A sentence is not a list of skills.
    if (items.length === 1 && items[0]!.split(' ').length > 6) continue;
    skills.push(...items);
    if (category) categories.push({ name: category[1]!.trim(), skills: items });
    else label?.skills.push(...items);
  }
  return { skills, categories: categories.filter((c) => c.skills.length > 0) };
}

/** The languages of a languages section: one per line, several on a line, or a table. */
function parseLanguages(lines: Line[]): ExtractedLanguage[] {
  const out: ExtractedLanguage[] = [];
  for (const item of joinWrapped(lines.filter((l) => !l.group)))
    out.push(...parseLanguageLine(item));
  for (const l of lines.filter((x) => x.group)) {
    out.push(...parseLanguageLine(`${l.group}\t${l.text}`));
  }
  return out;
}

/**
 * The certifications of a section, one item per bullet or per line that ends with its year;
 * a line without a year runs on into the next (a narrow column wrapped it).
 */
function parseCertifications(lines: Line[]): ExtractedCertification[] {
  const items: string[] = [];
  let open = '';
  for (const line of lines) {
    if (line.bullet && open) {
      items.push(open);
      open = '';
    }
    open = open ? `${open} ${line.text}` : line.text;
    if (/(?:19|20)\d{2}\)?\.?$|^\(?(?:19|20)\d{2}\b/.test(line.text)) {
      items.push(open);
      open = '';
    }
  }
  if (open) items.push(open);
  return items
    .map(withoutStrayContact)
    .map(parseCertification)
    .filter((c): c is ExtractedCertification => c !== null);
}

/**
 * Contact details a PDF's reading order put after an item's year ('…, 2017 ld-example |
 * GitHub: github.com/someone') are no part of it.
 */
function withoutStrayContact(item: string): string {
  const m = /^(.*(?:19|20)\d{2}\)?)\s+(.*)$/.exec(item);
  return m && (findLinks(m[2]!).length > 0 || findEmail(m[2]!)) ? m[1]! : item;
}

/**
 * Links wherever contact details stand: the header and the side sections (Contact,
 * Links, a sidebar's Languages), not inside jobs or studies. A long address a narrow
 * column broke is put back together first.
 */
function findAllLinks(sections: Section[]): ExtractedLink[] {
  const texts = sections
    .filter((s) => s.kind === 'header' || holdsContacts(s))
    .flatMap((s) => s.lines.map((l) => l.text));
  const joined: string[] = [];
  for (const text of texts) {
    const last = joined.length - 1;
    if (last >= 0 && continuesLink(joined[last]!, text)) joined[last] += ` ${text}`;
    else joined.push(text);
  }
  return uniqueBy(joined.flatMap(findLinks), (l) => l.url);
}
