import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { coverLetterDataSchema } from '../cover-letter/cover-letter.schema.ts';
import { fullLetter } from './__fixtures__/cover-letter-fixtures.ts';
import { applicationPackEntryNames, zipApplicationPack } from './application-pack.ts';
import { coverLetterContent, formatLetterDate } from './cover-letter-content.ts';

describe('formatLetterDate', () => {
  it.each([
    ['2026-03-01', 'March 1, 2026'],
    ['2025-12-31', 'December 31, 2025'],
    ['', ''],
    ['2026-13-01', ''],
  ])('%s → %s', (date, text) => expect(formatLetterDate(date)).toBe(text));
});

describe('coverLetterContent', () => {
  it('cleans the text, splits the address and signs with the sender when no signature is given', () => {
    const c = coverLetterContent(
      coverLetterDataSchema.parse({
        sender: { fullName: ' Jane\u200b Doe ', email: 'jane@example.com' },
        recipient: { company: 'Acme', address: 'Line 1\r\n\r\n  Line 2  ' },
        paragraphs: ['One\nstill one.\n\nTwo.', '   ', 'Three\u0007.'],
        greeting: 'Hi,',
      }),
    );
    expect(c.sender.name).toBe('Jane Doe');
    expect(c.recipient).toEqual(['Acme', 'Line 1', 'Line 2']);
    expect(c.paragraphs).toEqual(['One still one.', 'Two.', 'Three.']);
    expect(c.signature).toBe('Jane Doe');
    expect(c.subject).toBe('');
  });

  it('drops links that are not http(s) even if a stored letter has one', () => {
    const c = coverLetterContent({
      ...fullLetter,
      sender: { ...fullLetter.sender, links: [{ label: 'x', url: 'javascript:alert(1)' }] },
    });
    expect(c.sender.links).toEqual([]);
  });
});

describe('zipApplicationPack', () => {
  it('holds the six files under their download names', () => {
    const bytes = (s: string) => new TextEncoder().encode(s);
    const zip = zipApplicationPack(
      {
        fullName: 'Jane Doe',
        files: { pdf: bytes('r-pdf'), docx: bytes('r-docx'), txt: bytes('r-txt') },
      },
      { fullName: '', files: { pdf: bytes('l-pdf'), docx: bytes('l-docx'), txt: bytes('l-txt') } },
    );
    const files = unzipSync(zip);
    expect(Object.keys(files)).toEqual(applicationPackEntryNames('Jane Doe', ''));
    expect(Object.keys(files)).toContain('Cover Letter.pdf');
    expect(new TextDecoder().decode(files['Jane Doe - Resume.txt'])).toBe('r-txt');
    expect(new TextDecoder().decode(files['Cover Letter.docx'])).toBe('l-docx');
  });
});
