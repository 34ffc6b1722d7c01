import { describe, expect, it } from 'vitest';
import { resumeDataSchema, type ResumeData } from '../resume/resume.schema.ts';
import { internationalResume, longResume, sectionsResume } from './__fixtures__/resume-fixtures.ts';
import { encodeCodePoints, fontDraws, undrawableCharacters } from './font-coverage.ts';

function resumeWith(summary: string, extra: Record<string, unknown> = {}): ResumeData {
  return resumeDataSchema.parse({
    personalInfo: { fullName: 'Ada Example', summary },
    ...extra,
  });
}

describe('encodeCodePoints', () => {
  it('writes runs as ranges and lone code points alone, in hex', () => {
    expect(encodeCodePoints([0x20, 0x21, 0x22, 0x41, 0x391, 0x392])).toBe('20-22,41,391-392');
    expect(encodeCodePoints([])).toBe('');
  });
});

describe('fontDraws', () => {
  it('reads the generated ranges of each family, inside and at the edges of a range', () => {
    expect(fontDraws('sans', 'A'.codePointAt(0)!)).toBe(true);
    expect(fontDraws('sans', 0x20)).toBe(true);
    expect(fontDraws('sans', 0x7e)).toBe(true);
    expect(fontDraws('serif', 'ж'.codePointAt(0)!)).toBe(true);
    expect(fontDraws('mono', 'Ω'.codePointAt(0)!)).toBe(true);
    expect(fontDraws('humanist', '中'.codePointAt(0)!)).toBe(false);
    expect(fontDraws('sans', 0x10ffff)).toBe(false);
  });
});

describe('undrawableCharacters', () => {
  it('finds nothing to warn about in Latin Extended, Greek, Cyrillic and Vietnamese text', () => {
    for (const font of ['sans', 'serif', 'mono', 'editorial', 'technical']) {
      expect(undrawableCharacters(internationalResume, font), font).toEqual([]);
      expect(undrawableCharacters(longResume, font), font).toEqual([]);
    }
    const text = 'Łódź Żółć Şerban Ăuță Ørsted façade Ελληνικά Αθήνα Русский Ёлка Ђорђе ß € – “”';
    expect(undrawableCharacters(resumeWith(text), 'sans')).toEqual([]);
  });

  it('names CJK, Arabic and Hebrew letters and emoji, each once, in reading order', () => {
    const data = resumeWith('中文 履歴書 이력서 مرحبا שלום 🚀 中');
    expect(undrawableCharacters(data, 'sans')).toEqual([...'中文履歴書이력서مرحباשלום🚀']);
  });

  it('reads every printed place: names, entries, tags, custom sections and own headings', () => {
    const data = resumeDataSchema.parse({
      personalInfo: {
        fullName: '山田',
        headline: 'ヘ',
        links: [{ label: 'ש', url: 'https://x.example' }],
      },
      experience: [{ id: 'e1', jobTitle: 'Dev', company: 'م', tags: ['한'] }],
      customSections: [
        { id: 'c1', title: '書', entries: [{ id: 'x', title: 'Item', description: '🙂' }] },
      ],
      layout: { section_titles: { experience: 'Ж経' } },
    });
    expect(undrawableCharacters(data, 'sans').sort()).toEqual([...'山田ヘשم한書🙂経'].sort());
  });

  it('ignores what is never printed: hidden sections, ids, the target job, spaces and controls', () => {
    const data = resumeDataSchema.parse({
      personalInfo: { fullName: 'Ada', summary: '要約' },
      experience: [
        { id: '経験', jobTitle: 'Dev', company: 'Co', description: 'ok\u200b\u00a0\u3000\t' },
      ],
      interests: ['趣味'],
      layout: { hidden_sections: ['summary', 'interests'] },
    });
    expect(undrawableCharacters(data, 'sans')).toEqual([]);
    const shown = resumeDataSchema.parse({ ...data, layout: { hidden_sections: [] } });
    expect(undrawableCharacters(shown, 'sans')).toEqual([...'要約趣味']);
  });

  it("checks the template's own fonts while the font is the default or unknown", () => {
    // A glyph Source Sans 3 draws and Roboto does not.
    const onlyHumanist = [...Array(0x2fff).keys()].find(
      (cp) => cp > 0x20 && fontDraws('humanist', cp) && !fontDraws('sans', cp),
    )!;
    const data = resumeWith(String.fromCodePoint(onlyHumanist));
    const humanist = { theme: { headingFont: 'humanist', bodyFont: 'humanist' } } as const;
    expect(undrawableCharacters(data, 'sans', humanist)).toEqual([]);
    expect(undrawableCharacters(data, 'no-such-pairing', humanist)).toEqual([]);
    expect(undrawableCharacters(data, 'sans')).toEqual([String.fromCodePoint(onlyHumanist)]);
    expect(undrawableCharacters(data, 'technical', humanist)).toEqual([
      String.fromCodePoint(onlyHumanist),
    ]);
  });

  it('reads the v2 sections of a full resume without a false alarm', () => {
    expect(undrawableCharacters(sectionsResume, 'humanist')).toEqual([]);
  });
});
