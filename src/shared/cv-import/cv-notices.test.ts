import { describe, expect, it } from 'vitest';
import { cvLeftOutText } from './cv-notices.ts';

describe('cvLeftOutText', () => {
  it('says per section how many entries were imported and how many were left out', () => {
    expect(cvLeftOutText({ experience: 79_950 })).toBe(
      'Imported the first 50 jobs; 79,950 more were left out.',
    );
    expect(cvLeftOutText({ education: 1, skills: 1234, lines: 236_294 })).toBe(
      'Imported the first 30 education entries; 1 more was left out. ' +
        'Imported the first 150 skills; 1,234 more were left out. ' +
        'Only the start of the file was read: its last 236,294 lines were left out.',
    );
  });

  it('is empty when nothing was left out', () => {
    expect(cvLeftOutText({})).toBe('');
  });
});
