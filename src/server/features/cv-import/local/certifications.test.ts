import { describe, expect, it } from 'vitest';
import { parseCertification } from './certifications.ts';

describe('parseCertification', () => {
  it.each`
    text                                                            | name                            | issuer                     | year
    ${'Certified Bread Sommelier — Guild of Bakers, 2022'}          | ${'Certified Bread Sommelier'}  | ${'Guild of Bakers'}       | ${'2022'}
    ${'Forklift Operator, Harbour Safety Board (2019)'}             | ${'Forklift Operator'}          | ${'Harbour Safety Board'}  | ${'2019'}
    ${'2021\tFood Hygiene Level 3, Catering Council'}               | ${'Food Hygiene Level 3'}       | ${'Catering Council'}      | ${'2021'}
    ${'Cloud Networking Associate (Skyward Academy), 2020'}         | ${'Cloud Networking Associate'} | ${'Skyward Academy'}       | ${'2020'}
    ${'Lean Six Sigma Green Belt | Quality Institute | 2018'}       | ${'Lean Six Sigma Green Belt'}  | ${'Quality Institute'}     | ${'2018'}
    ${'Wilderness First Aid, issued by Mountain Rescue Trust 2017'} | ${'Wilderness First Aid'}       | ${'Mountain Rescue Trust'} | ${'2017'}
    ${'Scuba Instructor'}                                           | ${'Scuba Instructor'}           | ${''}                      | ${''}
  `('$text', ({ text, name, issuer, year }) => {
    expect(parseCertification(text)).toEqual({ name, issuer, year });
  });

  it('reads nothing from a line without words', () => {
    expect(parseCertification('2020')).toBeNull();
  });
});
