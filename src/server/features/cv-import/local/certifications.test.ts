import { describe, expect, it } from 'vitest';
import { parseCertification } from './certifications.ts';

describe('parseCertification', () => {
  it.each([
    [
      'Certified Bread Sommelier — Guild of Bakers, 2022',
      { name: 'Certified Bread Sommelier', issuer: 'Guild of Bakers', year: '2022' },
    ],
    [
      'Forklift Operator, Harbour Safety Board (2019)',
      { name: 'Forklift Operator', issuer: 'Harbour Safety Board', year: '2019' },
    ],
    [
      '2021\tFood Hygiene Level 3, Catering Council',
      { name: 'Food Hygiene Level 3', issuer: 'Catering Council', year: '2021' },
    ],
    [
      'Cloud Networking Associate (Skyward Academy), 2020',
      { name: 'Cloud Networking Associate', issuer: 'Skyward Academy', year: '2020' },
    ],
    [
      'Lean Six Sigma Green Belt | Quality Institute | 2018',
      { name: 'Lean Six Sigma Green Belt', issuer: 'Quality Institute', year: '2018' },
    ],
    [
      'Wilderness First Aid, issued by Mountain Rescue Trust 2017',
      { name: 'Wilderness First Aid', issuer: 'Mountain Rescue Trust', year: '2017' },
    ],
    ['Scuba Instructor', { name: 'Scuba Instructor', issuer: '', year: '' }],
  ])('%s', (text, certification) => {
    expect(parseCertification(text)).toEqual(certification);
  });

  it('reads nothing from a line without words', () => {
    expect(parseCertification('2020')).toBeNull();
  });
});
