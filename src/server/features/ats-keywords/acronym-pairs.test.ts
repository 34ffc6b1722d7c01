import { describe, expect, it } from 'vitest';
import { findAcronymPairs } from './acronym-pairs.ts';

describe('findAcronymPairs', () => {
  it.each([
    ['Current Basic Life Support (BLS) card.', 'BLS', 'Basic Life Support'],
    ['Registered with the Pharmacy Board of Ghana (PBG).', 'PBG', 'Pharmacy Board of Ghana'],
    // Lower-case expansions spell the acronym as well as capitalised ones.
    ['You keep electronic health records (EHR) up to date.', 'EHR', 'electronic health records'],
    [
      'Tolerancing to geometric dimensioning and tolerancing (GD&T).',
      'GD&T',
      'geometric dimensioning and tolerancing',
    ],
    // A plural acronym spells its initials without the "s".
    [
      'You write standard operating procedures (SOPs) for the line.',
      'SOPs',
      'standard operating procedures',
    ],
    ['Experience fine-tuning small language models (SLMs).', 'SLMs', 'small language models'],
    ['Report on Key Performance Indicators (KPIs) weekly.', 'KPIs', 'Key Performance Indicators'],
  ])('%s → %s = %s', (text, acronym, expansion) => {
    expect(findAcronymPairs(text)).toEqual([{ acronym, expansion }]);
  });

  it.each([
    // Brackets that hold an example, not the initials of the words before them.
    'Experience with cloud platforms (AWS) and containers.',
    'Hands-on work with the ward systems (EPR).',
  ])('%s → no pair', (text) => {
    expect(findAcronymPairs(text)).toEqual([]);
  });
});
