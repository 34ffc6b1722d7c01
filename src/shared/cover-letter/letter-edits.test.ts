import { describe, expect, it } from 'vitest';
import { shortResume } from '../documents/__fixtures__/resume-fixtures.ts';
import { coverLetterDataSchema, emptyCoverLetter } from './cover-letter.schema.ts';
import { applyDraft, isoDate, prefillFromResume, senderFromResume } from './letter-edits.ts';

const resume = {
  ...shortResume,
  targetJob: { title: 'Lead Designer', company: 'Globex', description: '' },
};
const today = new Date(2026, 2, 1);

describe('prefillFromResume', () => {
  it('fills an empty letter from the resume and its target job', () => {
    const letter = prefillFromResume(emptyCoverLetter(), resume, today);
    expect(letter.sender).toEqual(senderFromResume(resume));
    expect(letter.sender.fullName).toBe('Jane Doe');
    expect(letter.role).toBe('Lead Designer');
    expect(letter.recipient.company).toBe('Globex');
    expect(letter.signature).toBe('Jane Doe');
    expect(letter.date).toBe('2026-03-01');
  });

  it('never replaces what was typed, and changes nothing when all is filled', () => {
    const typed = coverLetterDataSchema.parse({
      sender: { email: 'me@example.com' },
      role: 'My role',
      recipient: { company: 'My company' },
      signature: 'J.',
      date: '2025-01-01',
    });
    expect(prefillFromResume(typed, resume, today)).toBe(typed);
  });

  it('only dates a letter without a resume', () => {
    expect(prefillFromResume(emptyCoverLetter(), null, today)).toEqual({
      ...emptyCoverLetter(),
      date: '2026-03-01',
    });
  });
});

describe('applyDraft', () => {
  it('replaces the text and the trace, keeps the sender, recipient, date and role', () => {
    const letter = prefillFromResume(emptyCoverLetter(), resume, today);
    const drafted = applyDraft(
      { ...letter, paragraphs: ['old'], greeting: 'Hi' },
      {
        greeting: 'Dear Dana,',
        paragraphs: ['New one.'],
        closing: 'Best,',
        signature: 'Jane Doe',
        trace: [{ text: 'New one.', sources: ['x'], flagged: false, reason: '' }],
        engine: 'local',
      },
      'warm',
    );
    expect(drafted).toEqual({
      ...letter,
      tone: 'warm',
      greeting: 'Dear Dana,',
      paragraphs: ['New one.'],
      closing: 'Best,',
      signature: 'Jane Doe',
      trace: [{ text: 'New one.', sources: ['x'], flagged: false, reason: '' }],
    });
  });
});

describe('isoDate', () => {
  it('is the local calendar day', () =>
    expect(isoDate(new Date(2026, 11, 9, 23, 59))).toBe('2026-12-09'));
});
