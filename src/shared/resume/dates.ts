/**
 * Month and year rules: months are '01'–'12', shown as full names in
 * the forms and as 3-letter abbreviations on the cards; the year picker offers 50 years
 * counting back from the current year.
 */

export const MONTHS = [
  { value: '01', name: 'January', short: 'Jan' },
  { value: '02', name: 'February', short: 'Feb' },
  { value: '03', name: 'March', short: 'Mar' },
  { value: '04', name: 'April', short: 'Apr' },
  { value: '05', name: 'May', short: 'May' },
  { value: '06', name: 'June', short: 'Jun' },
  { value: '07', name: 'July', short: 'Jul' },
  { value: '08', name: 'August', short: 'Aug' },
  { value: '09', name: 'September', short: 'Sep' },
  { value: '10', name: 'October', short: 'Oct' },
  { value: '11', name: 'November', short: 'Nov' },
  { value: '12', name: 'December', short: 'Dec' },
] as const;

const YEAR_PICKER_SPAN = 50;

/** The full month name for '01'…'12' ('' for anything else). */
export function monthName(month: string): string {
  return MONTHS.find((m) => m.value === month)?.name ?? '';
}

/** The 3-letter abbreviation for '01'…'12' ('' for anything else). */
export function monthShort(month: string): string {
  return MONTHS.find((m) => m.value === month)?.short ?? '';
}

/** How far ahead the education and project year pickers reach (expected graduation, plans). */
export const YEARS_AHEAD_FOR_PLANS = 8;

/**
 * The year picker, as strings: `yearsAhead` future years first (0 by default; education
 * and projects pass `YEARS_AHEAD_FOR_PLANS`), then this year and the 49 before it.
 */
export function yearOptions(now: Date = new Date(), yearsAhead = 0): string[] {
  const first = now.getFullYear() + yearsAhead;
  return Array.from({ length: YEAR_PICKER_SPAN + yearsAhead }, (_, i) => String(first - i));
}

/** 'Mar 2021', '2021' without a month, '' without a year. */
export function formatMonthYear(month: string, year: string): string {
  if (!year) return '';
  const short = monthShort(month);
  return short ? `${short} ${year}` : year;
}

export interface DateRange {
  startMonth: string;
  startYear: string;
  endMonth: string;
  endYear: string;
  /** isCurrentJob for experience, isCurrent for the other dated entries. */
  current: boolean;
  /**
   * True for education and projects, whose forms keep the end year of a current entry as the
   * year it is expected to end (a graduation, a delivery); jobs and volunteering have none.
   */
  expectedEnd?: boolean;
}

/** The words a date range is written in; resume-locale.ts holds them for each language. */
export interface DateWords {
  /** The end of a current entry. */
  present: string;
  /** The end of a current entry that is expected to end in `year`. */
  expected: (year: string) => string;
  /** A month ('01'…'12' or '') and a year as printed; '' without a year. */
  monthYear: (month: string, year: string) => string;
}

/** The builder's words, and an English document's. */
export const ENGLISH_DATE_WORDS: DateWords = {
  present: 'Present',
  expected: (year) => `Expected ${year}`,
  monthYear: formatMonthYear,
};

/**
 * A range's two ends as printed: the end of a current entry is the present ('Present'), or,
 * for an entry with an expected end that names its year, that year ('Expected 2027');
 * otherwise the end date, '' when there is none.
 */
export function dateRangeEnds(
  range: DateRange,
  words: DateWords = ENGLISH_DATE_WORDS,
): { start: string; end: string } {
  const start = words.monthYear(range.startMonth, range.startYear);
  if (!range.current) return { start, end: words.monthYear(range.endMonth, range.endYear) };
  const end = range.expectedEnd && range.endYear ? words.expected(range.endYear) : words.present;
  return { start, end };
}

/**
 * The card's date range: 'Jan 2020 - Present' for a current entry ('Sep 2023 - Expected 2027'
 * for one with an expected end year), otherwise 'Jan 2020 - Mar 2022'; just the start when
 * there is no end date yet. The preview passes the resume language's words.
 */
export function formatDateRange(range: DateRange, words: DateWords = ENGLISH_DATE_WORDS): string {
  const { start, end } = dateRangeEnds(range, words);
  if (start && end) return `${start} - ${end}`;
  return start || end;
}

export const END_BEFORE_START_MESSAGE = 'End date cannot be before start date.';

/**
 * True when both dates are known and the end lies before the start. A missing month
 * compares as "some month of that year", so only a strictly earlier year, or an earlier
 * month of the same year, counts.
 */
export function isEndBeforeStart(range: Omit<DateRange, 'current'>): boolean {
  if (!range.startYear || !range.endYear) return false;
  const startYear = Number(range.startYear);
  const endYear = Number(range.endYear);
  if (endYear !== startYear) return endYear < startYear;
  if (!range.startMonth || !range.endMonth) return false;
  return Number(range.endMonth) < Number(range.startMonth);
}
