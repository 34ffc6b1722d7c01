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
  /** isCurrentJob for experience, isCurrent for education. */
  current: boolean;
}

/**
 * The card's date range: 'Jan 2020 - Present' for a current entry, otherwise
 * 'Jan 2020 - Mar 2022'; just the start when there is no end date yet.
 */
export function formatDateRange(range: DateRange): string {
  const start = formatMonthYear(range.startMonth, range.startYear);
  const end = range.current ? 'Present' : formatMonthYear(range.endMonth, range.endYear);
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
