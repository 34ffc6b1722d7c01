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
    // Each part of a hyphenated word may give its initial.
    ['Carry out risk-based inspection (RBI) studies.', 'RBI', 'risk-based inspection'],
    ['Calculate loan-to-value (LTV) ratios.', 'LTV', 'loan-to-value'],
    [
      'Use the Australasian Inter-service Incident Management System (AIIMS).',
      'AIIMS',
      'Australasian Inter-service Incident Management System',
    ],
    // Letters from inside a word, after its initial.
    ['Vestibular testing such as videonystagmography (VNG).', 'VNG', 'videonystagmography'],
    [
      'Run the heart-lung machine for cardiopulmonary bypass (CPB).',
      'CPB',
      'cardiopulmonary bypass',
    ],
    // The acronym first, its words in brackets.
    [
      'Working towards chartership with the ICE (Institution of Civil Engineers).',
      'ICE',
      'Institution of Civil Engineers',
    ],
    // Initials win over letters from inside a word: not "Reports".
    ['Prepare Real Property Reports (RPRs).', 'RPRs', 'Real Property Reports'],
  ])('%s → %s = %s', (text, acronym, expansion) => {
    expect(findAcronymPairs(text)).toEqual([{ acronym, expansion }]);
  });

  it.each([
    // Brackets that hold an example, not the initials of the words before them.
    'Experience with cloud platforms (AWS) and containers.',
    'Hands-on work with the ward systems (EPR).',
    // A code with digits is not spelled by letters from inside words.
    'Tickets in chainsaw maintenance and cross-cutting (CS30).',
    // Brackets after an acronym that hold examples, not its words.
    'Experience with an HRIS (Employment Hero) and payroll.',
  ])('%s → no pair', (text) => {
    expect(findAcronymPairs(text)).toEqual([]);
  });
});
