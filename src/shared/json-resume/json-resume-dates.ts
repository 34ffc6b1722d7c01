import { MONTH_PATTERN, YEAR_PATTERN } from '../resume/resume.schema.ts';

/**
 * JSON Resume dates are ISO 8601 with optional parts: 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD'.
 * We keep a month and a year ('01'–'12', 1900–2099), so a day is the one part we drop.
 * Leniency for real files: a one-digit month ('2019-3'), a time part ('2019-03-01T00:00Z')
 * and 'Present' (or 'current', 'now' …) as an end date.
 */

export type ParsedJrDate =
  | { kind: 'empty' }
  | { kind: 'present' }
  | { kind: 'date'; year: string; month: string; hadDay: boolean }
  | { kind: 'invalid'; reason: string };

const ISO_DATE = /^(\d{4})(?:-(\d{1,2})(?:-(\d{1,2}))?)?(?:[T ]\S*)?$/;
const PRESENT = /^(present|current|currently|now|today|ongoing)$/i;

export function parseJrDate(value: string | null | undefined): ParsedJrDate {
  const text = (value ?? '').trim();
  if (!text) return { kind: 'empty' };
  if (PRESENT.test(text)) return { kind: 'present' };
  const match = ISO_DATE.exec(text);
  if (!match) return { kind: 'invalid', reason: 'not a date (YYYY, YYYY-MM or YYYY-MM-DD)' };
  const year = match[1]!;
  if (!YEAR_PATTERN.test(year)) {
    return { kind: 'invalid', reason: 'TailorCV keeps years from 1900 to 2099' };
  }
  const month = match[2] === undefined ? '' : match[2].padStart(2, '0');
  if (month && !MONTH_PATTERN.test(month)) {
    return { kind: 'invalid', reason: 'not a date (the month is not 01–12)' };
  }
  return { kind: 'date', year, month, hadDay: match[3] !== undefined };
}

/** Our month and year as a JSON Resume date: '2021-03', '2021', or '' without a year. */
export function formatJrDate(month: string, year: string): string {
  if (!year) return '';
  return month ? `${year}-${month}` : year;
}
