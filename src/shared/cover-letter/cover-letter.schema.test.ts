import { describe, expect, it } from 'vitest';
import {
  COVER_LETTER_LIMITS as L,
  coverLetterDataSchema,
  emptyCoverLetter,
  hasLetterText,
  isCalendarDate,
  isEmptyCoverLetter,
} from './cover-letter.schema.ts';

describe('coverLetterDataSchema', () => {
  it('fills every field of an empty object with its default', () => {
    const letter = emptyCoverLetter();
    expect(letter).toMatchObject({
      schemaVersion: 1,
      resumeId: null,
      templateId: null,
      date: '',
      paragraphs: [],
      tone: 'formal',
      trace: [],
    });
    expect(letter.sender.links).toEqual([]);
    expect(isEmptyCoverLetter(letter)).toBe(true);
    expect(hasLetterText(letter)).toBe(false);
  });

  it('keeps a complete letter as given', () => {
    const input = {
      schemaVersion: 1,
      resumeId: '3f1c2a40-1111-4a2b-9c3d-123456789abc',
      templateId: '12',
      sender: {
        fullName: 'Jane Doe',
        email: 'jane@example.com',
        phone: '+1 555 0100',
        location: 'Austin, TX',
        links: [{ label: 'Portfolio', url: 'https://jane.example' }],
      },
      recipient: { name: 'Dana Smith', title: 'Engineering Manager', company: 'Acme', address: '' },
      date: '2026-03-01',
      role: 'Senior Engineer',
      greeting: 'Dear Dana Smith,',
      paragraphs: ['One.', 'Two.'],
      closing: 'Sincerely,',
      signature: 'Jane Doe',
      tone: 'warm',
      trace: [{ text: 'One.', sources: ['experience[0].jobTitle'], flagged: false, reason: '' }],
    };
    expect(coverLetterDataSchema.parse(input)).toEqual(input);
  });

  it.each([
    ['a paragraph over the limit', { paragraphs: ['x'.repeat(L.paragraph + 1)] }],
    ['too many paragraphs', { paragraphs: Array.from({ length: L.paragraphs + 1 }, () => 'p') }],
    ['a long greeting', { greeting: 'x'.repeat(L.greeting + 1) }],
    ['an unknown tone', { tone: 'sarcastic' }],
    ['an impossible date', { date: '2026-02-30' }],
    ['a date in another format', { date: '03/01/2026' }],
    ['a javascript: link', { sender: { links: [{ label: 'x', url: 'javascript:alert(1)' }] } }],
    ['another schema version', { schemaVersion: 2 }],
    [
      'too many traced sentences',
      { trace: Array.from({ length: L.sentences + 1 }, () => ({ text: 'a' })) },
    ],
  ])('refuses %s', (_name, input) => {
    expect(coverLetterDataSchema.safeParse(input).success).toBe(false);
  });

  it('knows real calendar days', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2023-13-01')).toBe(false);
  });

  it('tells a letter with text from one with only a sender', () => {
    const senderOnly = coverLetterDataSchema.parse({ sender: { fullName: 'Jane' } });
    expect(hasLetterText(senderOnly)).toBe(false);
    expect(isEmptyCoverLetter(senderOnly)).toBe(false);
    expect(hasLetterText(coverLetterDataSchema.parse({ paragraphs: ['', ' Hi '] }))).toBe(true);
  });
});
