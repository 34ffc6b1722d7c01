import { describe, expect, it } from 'vitest';
import {
  MONTHS,
  dateRangeEnds,
  formatDateRange,
  formatMonthYear,
  isEndBeforeStart,
  monthName,
  monthShort,
  yearOptions,
} from './dates.ts';

describe('months', () => {
  it('lists 01–12 with full names (forms) and 3-letter abbreviations (cards)', () => {
    // The English month names as the platform spells them, an oracle apart from the table.
    const english = (index: number, month: 'long' | 'short') =>
      new Date(Date.UTC(2000, index, 1)).toLocaleString('en-US', { month, timeZone: 'UTC' });
    expect(MONTHS).toEqual(
      Array.from({ length: 12 }, (_, i) => ({
        value: String(i + 1).padStart(2, '0'),
        name: english(i, 'long'),
        short: english(i, 'short'),
      })),
    );
  });

  it('names a month and answers empty for anything else', () => {
    expect(monthName('09')).toBe('September');
    expect(monthShort('09')).toBe('Sep');
    expect(monthName('9')).toBe('');
    expect(monthShort('13')).toBe('');
    expect(monthShort('')).toBe('');
  });
});

describe('yearOptions', () => {
  it('offers 50 years counting back from the current year', () => {
    const years = yearOptions(new Date(2026, 5, 1));
    expect(years).toHaveLength(50);
    expect(years[0]).toBe('2026');
    expect(years[49]).toBe('1977');
    expect(years).toEqual([...years].sort().reverse());
  });

  it('follows the clock', () => {
    expect(yearOptions(new Date(2031, 0, 1))[0]).toBe('2031');
  });
});

describe('formatDateRange', () => {
  const base = { startMonth: '01', startYear: '2020', endMonth: '03', endYear: '2022' };

  it("reads 'Mon YYYY - Present' for a current entry, whatever end date is stored", () => {
    expect(formatDateRange({ ...base, current: true })).toBe('Jan 2020 - Present');
  });

  it('reads the end date otherwise', () => {
    expect(formatDateRange({ ...base, current: false })).toBe('Jan 2020 - Mar 2022');
  });

  it('shows only the start while there is no end date', () => {
    expect(formatDateRange({ ...base, endMonth: '', endYear: '', current: false })).toBe(
      'Jan 2020',
    );
  });

  it('shows a year without a month', () => {
    expect(formatMonthYear('', '2019')).toBe('2019');
    expect(formatDateRange({ ...base, endMonth: '', current: false })).toBe('Jan 2020 - 2022');
  });

  it("reads 'Expected YYYY' for a current entry with an expected end year (education, projects)", () => {
    const degree = { startMonth: '09', startYear: '2023', endMonth: '', endYear: '2027' };
    expect(formatDateRange({ ...degree, current: true, expectedEnd: true })).toBe(
      'Sep 2023 - Expected 2027',
    );
    // Without an end year, or for a job, a current entry still reads 'Present'.
    expect(formatDateRange({ ...degree, endYear: '', current: true, expectedEnd: true })).toBe(
      'Sep 2023 - Present',
    );
    expect(formatDateRange({ ...degree, current: true })).toBe('Sep 2023 - Present');
    // A finished entry reads its end date, expected end or not.
    expect(formatDateRange({ ...degree, current: false, expectedEnd: true })).toBe(
      'Sep 2023 - 2027',
    );
  });

  it('writes the range in the words it is given', () => {
    const words = {
      present: 'heute',
      expected: (year: string) => `voraussichtlich ${year}`,
      monthYear: (month: string, year: string) => (year ? `${month}/${year}` : ''),
    };
    expect(formatDateRange({ ...base, current: true }, words)).toBe('01/2020 - heute');
    expect(
      dateRangeEnds({ ...base, endMonth: '', current: true, expectedEnd: true }, words),
    ).toEqual({ start: '01/2020', end: 'voraussichtlich 2022' });
  });

  it('is empty without any date', () => {
    expect(
      formatDateRange({ startMonth: '', startYear: '', endMonth: '', endYear: '', current: false }),
    ).toBe('');
  });
});

describe('isEndBeforeStart', () => {
  // 'MM/YYYY' for a month and year; either part may be empty.
  const range = (start: string, end: string) => {
    const [startMonth = '', startYear = ''] = start.split('/');
    const [endMonth = '', endYear = ''] = end.split('/');
    return { startMonth, startYear, endMonth, endYear };
  };

  it.each([
    ['an earlier year', '05/2020', '12/2019', true],
    ['an earlier month of the same year', '05/2020', '04/2020', true],
    ['the same month', '05/2020', '05/2020', false],
    ['a later month', '05/2020', '06/2020', false],
    ['a later year with an earlier month', '11/2020', '01/2021', false],
    ['no end date', '05/2020', '/', false],
    ['same year, no end month', '05/2020', '/2020', false],
  ])('%s: %s to %s → %s', (_label, start, end, expected) => {
    expect(isEndBeforeStart(range(start, end))).toBe(expected);
  });
});
