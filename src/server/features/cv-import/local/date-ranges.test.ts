import { describe, expect, it } from 'vitest';
import { findDateRange } from './date-ranges.ts';

const range = (text: string, single = false) => {
  const r = findDateRange(text, single);
  return r && [r.startMonth, r.startYear, r.endMonth, r.endYear, r.current];
};

describe('findDateRange', () => {
  it.each([
    ['Jan 2020 – Present', ['01', '2020', '', '', true]],
    ['03/2018 - 06/2021', ['03', '2018', '06', '2021', false]],
    ['2016–2019', ['', '2016', '', '2019', false]],
    ['March 2015 to Current', ['03', '2015', '', '', true]],
    ['Since 2022', ['', '2022', '', '', true]],
    ['04.2020 – today', ['04', '2020', '', '', true]],
    ['Sept. 2019 — Oct. 2021', ['09', '2019', '10', '2021', false]],
    ['2019-04 – 2021-11', ['04', '2019', '11', '2021', false]],
    ['Engineer, Acme (Feb 2017 to Dec 2018)', ['02', '2017', '12', '2018', false]],
    ['janv. 2018 – déc. 2020', ['01', '2018', '12', '2020', false]],
    ['Mai 2019 – heute', ['05', '2019', '', '', true]],
    ['Jan 2021 –', ['01', '2021', '', '', true]],
    ['Dec/2021 - Now', ['12', '2021', '', '', true]],
    ['May/2018 - Oct/2021', ['05', '2018', '10', '2021', false]],
    ['02.2020 – obecnie', ['02', '2020', '', '', true]],
    ['03/2020 – dosud', ['03', '2020', '', '', true]],
    ['março 2019 – atual', ['03', '2019', '', '', true]],
    ['setembro 2018 – junho 2021', ['09', '2018', '06', '2021', false]],
  ] as const)('%s', (text, expected) => {
    expect(range(text)).toEqual(expected);
  });

  it.each(['Led a team of 2020 people', 'Call +1 555 0100', 'No dates here'])(
    'finds no range in %s',
    (text) => {
      expect(range(text)).toBeNull();
    },
  );

  it('reads a lone year as the end date when asked (education)', () => {
    expect(range('University of Leeds 2016', true)).toEqual(['', '', '', '2016', false]);
    expect(range('Jul 2016', true)).toEqual(['', '', '07', '2016', false]);
  });
});
