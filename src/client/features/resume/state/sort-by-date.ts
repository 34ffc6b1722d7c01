/**
 * 'Sort by date': newest first. Current entries come first, then the latest end date, then
 * the latest start date; an entry without a date goes after the dated ones, and entries
 * that compare equal keep their order.
 */

/** The dates an entry is sorted by; an award or a publication has only its year, as its end. */
export interface EntryDates {
  current: boolean;
  startMonth: string;
  startYear: string;
  endMonth: string;
  endYear: string;
}

/** Months since year 0, or -1 without a year; a missing month counts as the year's last. */
function monthIndex(year: string, month: string): number {
  if (!year) return -1;
  return Number(year) * 12 + (month ? Number(month) - 1 : 11);
}

function compareNewestFirst(a: EntryDates, b: EntryDates): number {
  if (a.current !== b.current) return a.current ? -1 : 1;
  const end = monthIndex(b.endYear, b.endMonth) - monthIndex(a.endYear, a.endMonth);
  if (end !== 0) return end;
  return monthIndex(b.startYear, b.startMonth) - monthIndex(a.startYear, a.startMonth);
}

export function sortNewestFirst<T>(list: readonly T[], datesOf: (entry: T) => EntryDates): T[] {
  return list
    .map((entry, index) => ({ entry, index, dates: datesOf(entry) }))
    .sort((a, b) => compareNewestFirst(a.dates, b.dates) || a.index - b.index)
    .map((x) => x.entry);
}

/** The dates of an entry dated by one year (an award, a publication). */
export function yearDates(entry: { year: string }): EntryDates {
  return { current: false, startMonth: '', startYear: '', endMonth: '', endYear: entry.year };
}
