import { describe, expect, it } from 'vitest';
import { restoreOrder } from './resume-edits.ts';
import { sortNewestFirst, yearDates, type EntryDates } from './sort-by-date.ts';

type Dated = EntryDates & { id: string };

const entry = (id: string, dates: Partial<EntryDates>): Dated => ({
  id,
  current: false,
  startMonth: '',
  startYear: '',
  endMonth: '',
  endYear: '',
  ...dates,
});
const ids = (list: readonly { id: string }[]) => list.map((e) => e.id);

describe('sortNewestFirst', () => {
  it('puts current entries first, then the latest end, then the latest start', () => {
    const list = [
      entry('old', { startYear: '2010', endYear: '2012' }),
      entry('ended-2020-03', { startYear: '2018', endMonth: '03', endYear: '2020' }),
      entry('now', { current: true, startYear: '2021' }),
      entry('ended-2020-11', { startYear: '2015', endMonth: '11', endYear: '2020' }),
      entry('undated', {}),
      entry('ended-2020-11-later-start', { startYear: '2019', endMonth: '11', endYear: '2020' }),
    ];
    expect(ids(sortNewestFirst(list, (e) => e))).toEqual([
      'now',
      'ended-2020-11-later-start',
      'ended-2020-11',
      'ended-2020-03',
      'old',
      'undated',
    ]);
  });

  it('counts a year without a month as its last month, and keeps ties in their order', () => {
    const list = [
      entry('a', { endMonth: '12', endYear: '2020' }),
      entry('b', { endYear: '2020' }),
      entry('c', { endMonth: '06', endYear: '2020' }),
    ];
    expect(ids(sortNewestFirst(list, (e) => e))).toEqual(['a', 'b', 'c']);
  });

  it('sorts year-dated entries (awards, publications) by their year', () => {
    const awards = [
      { id: '1', year: '2015' },
      { id: '2', year: '' },
      { id: '3', year: '2021' },
    ];
    expect(ids(sortNewestFirst(awards, yearDates))).toEqual(['3', '1', '2']);
  });
});

describe('restoreOrder', () => {
  it('puts entries back in the old order, entries added since after them', () => {
    const now = [{ id: 'c' }, { id: 'new' }, { id: 'a' }];
    expect(ids(restoreOrder(now, ['a', 'b', 'c']))).toEqual(['a', 'c', 'new']);
  });
});
