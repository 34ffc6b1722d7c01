import { RESUME_LANGUAGES, resumeLocale } from '#shared/resume/resume-locale.ts';
/**
 * Dates as people write them on CVs: 'Jan 2020 – Present', '03/2018 - 06/2021',
 * '2016–2019', 'March 2015 to Current', 'Since 2022', '04.2020 – today', '2020-04'.
 * Months come out as '01'–'12', or '' when only a year is given.
 */

import type { DateRange as ResumeDateRange } from '#shared/resume/dates.ts';

export interface DateRange extends ResumeDateRange {
  /** Where the range sits in the text, to cut it out. */
  index: number;
  length: number;
}

const MONTH_NAMES: Record<string, string> = {};
const monthWords: [string, string[]][] = [
  [
    '01',
    [
      'january',
      'jan',
      'janv',
      'janvier',
      'januar',
      'jän',
      'enero',
      'ene',
      'gennaio',
      'gen',
      'januari',
      'jänner',
    ],
  ],
  [
    '02',
    [
      'february',
      'feb',
      'févr',
      'fevr',
      'février',
      'fevrier',
      'februar',
      'febrero',
      'febbraio',
      'februari',
      'fév',
    ],
  ],
  ['03', ['march', 'mar', 'mars', 'märz', 'maerz', 'mär', 'mrz', 'marzo', 'maart', 'mrt']],
  ['04', ['april', 'apr', 'avr', 'avril', 'abril', 'abr', 'aprile']],
  ['05', ['may', 'mai', 'mayo', 'maggio', 'mei']],
  ['06', ['june', 'jun', 'juin', 'juni', 'junio', 'giugno', 'giu']],
  ['07', ['july', 'jul', 'juil', 'juillet', 'juli', 'julio', 'luglio', 'lug']],
  ['08', ['august', 'aug', 'août', 'aout', 'agosto', 'ago', 'augustus']],
  ['09', ['september', 'sep', 'sept', 'septembre', 'septiembre', 'set', 'settembre']],
  ['10', ['october', 'oct', 'octobre', 'oktober', 'okt', 'octubre', 'ottobre', 'ott']],
  ['11', ['november', 'nov', 'novembre', 'noviembre']],
  [
    '12',
    [
      'december',
      'dec',
      'décembre',
      'decembre',
      'déc',
      'dezember',
      'dez',
      'diciembre',
      'dic',
      'dicembre',
    ],
  ],
];
for (const [value, words] of monthWords) for (const w of words) MONTH_NAMES[w] = value;
// Portuguese, as our documents print a resume written in it ('março 2019').
'janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro'
  .split(' ')
  .forEach((w, i) => (MONTH_NAMES[w] = String(i + 1).padStart(2, '0')));

const MONTH_ALT = Object.keys(MONTH_NAMES)
  .sort((a, b) => b.length - a.length)
  .join('|');
const YEAR = '(?:19|20)\\d{2}';
/** One date: 'Jan 2020', 'January, 2020', '03/2018', '3.2018', '2020-04', '2020', "Jan '20" is not read. */
const DATE = `(?:(?:${MONTH_ALT})(?:\\.?,?\\s*|\\s*[/.]\\s*)${YEAR}|(?:0?[1-9]|1[0-2])\\s*[/.]\\s*${YEAR}|${YEAR}[-/.](?:0[1-9]|1[0-2])(?![\\d])|${YEAR})`;
/** The present as our documents print it in each resume language ('heute', 'obecnie', 'dosud'). */
const LOCALE_PRESENT = RESUME_LANGUAGES.map(({ tag }) =>
  resumeLocale(tag).dates.present.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
);
const PRESENT = `(?:present|current(?:ly)?|now|today|ongoing|to date|till date|date|heute|aujourd'hui|aujourd’hui|actuel(?:lement)?|presente|actualidad|hoy|oggi|nu|${LOCALE_PRESENT.join('|')})`;
const SEP = '(?:\\s*(?:–|—|-|−|~|to|until|till|through|thru|bis|au|à|a|al|hasta)\\s*)';

const RANGE_RE = new RegExp(
  `(?<![\\p{L}\\d])(${DATE})${SEP}(${DATE}|${PRESENT})(?![\\p{L}\\d])`,
  'iu',
);
const SINCE_RE = new RegExp(
  `(?<![\\p{L}\\d])(?:since|from|seit|depuis|desde|dal)\\s+(${DATE})(?:\\s*(?:–|—|-)\\s*(?:${PRESENT}))?(?![\\p{L}\\d])`,
  'iu',
);
const OPEN_RE = new RegExp(`(?<![\\p{L}\\d])(${DATE})\\s*(?:–|—|-|−)\\s*(?=$|\\s*[|,)])`, 'iu');
const SINGLE_RE = new RegExp(`(?<![\\p{L}\\d/.])(${DATE})(?![\\p{L}\\d/])`, 'iu');

/** '03/2018' → {month '03', year '2018'}; 'March 2015' → {'03', '2015'}; '2016' → {'', '2016'}. */
function parseDate(text: string): { month: string; year: string } | null {
  const t = text.trim().toLowerCase();
  let m = /^(\p{L}+)(?:\.?,?\s*|\s*[/.]\s*)((?:19|20)\d{2})$/u.exec(t);
  if (m) {
    const month = MONTH_NAMES[m[1]!];
    return month ? { month, year: m[2]! } : null;
  }
  m = /^(\d{1,2})\s*[/.]\s*((?:19|20)\d{2})$/.exec(t);
  if (m) return { month: m[1]!.padStart(2, '0'), year: m[2]! };
  m = /^((?:19|20)\d{2})[-/.](\d{2})$/.exec(t);
  if (m) return { month: m[2]!, year: m[1]! };
  m = /^((?:19|20)\d{2})$/.exec(t);
  if (m) return { month: '', year: m[1]! };
  return null;
}

/** No date: the open end of a running range, or the missing start of a lone date. */
const NO_DATE = { month: '', year: '' };

/** The range matched by `m`, from its start and end dates. */
function rangeAt(
  m: RegExpExecArray,
  start: { month: string; year: string },
  end: { month: string; year: string },
  current: boolean,
): DateRange {
  return {
    startMonth: start.month,
    startYear: start.year,
    endMonth: end.month,
    endYear: end.year,
    current,
    index: m.index,
    length: m[0].length,
  };
}

/** The first date range in a line, or null. A lone date counts when `allowSingle`. */
export function findDateRange(text: string, allowSingle = false): DateRange | null {
  let m = RANGE_RE.exec(text);
  if (m) {
    const start = parseDate(m[1]!);
    const end = parseDate(m[2]!);
    // An end that is no date is a word for "now".
    if (start) return end ? rangeAt(m, start, end, false) : rangeAt(m, start, NO_DATE, true);
  }
  // 'Since 2020' and '2020 –' run on to now.
  for (const re of [SINCE_RE, OPEN_RE]) {
    m = re.exec(text);
    const start = m && parseDate(m[1]!);
    if (m && start) return rangeAt(m, start, NO_DATE, true);
  }
  if (allowSingle) {
    m = SINGLE_RE.exec(text);
    const d = m && parseDate(m[1]!);
    if (m && d) return rangeAt(m, NO_DATE, d, false);
  }
  return null;
}

/** The text with the range cut out and the separators it leaves behind tidied. */
export function withoutRange(text: string, range: Pick<DateRange, 'index' | 'length'>): string {
  const before = text.slice(0, range.index);
  const after = text.slice(range.index + range.length);
  return tidy(`${before} ${after}`.replace(/\(\s*\)/g, ''));
}

/** Trims separators ('|', ',', '–', '·') and spaces from both ends and collapses spaces. */
export function tidy(text: string): string {
  return text
    .replace(/[ \u00a0]{2,}/g, ' ')
    .replace(/^[\s|,;:·•–—-]+|[\s|,;:·•–—-]+$/g, '')
    .trim();
}
