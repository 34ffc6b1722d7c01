import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RESUME_FIXTURES, type ResumeFixtureName } from '../__fixtures__/resume-fixtures.ts';
import { buildResumeTxt } from './resume-txt.ts';

const expected = (name: string) =>
  fs.readFileSync(path.join(import.meta.dirname, '__expected__', `${name}.txt`), 'utf8');

describe('buildResumeTxt', () => {
  it('writes the short resume exactly so', () => {
    expect(buildResumeTxt(RESUME_FIXTURES.short)).toBe(
      [
        'Jane Doe',
        'jane.doe@example.com | +1 555 0100 | Portland, OR',
        'Portfolio: https://jane-doe.example/work',
        '',
        'SUMMARY',
        'Product designer with six years of experience shaping web and mobile products from research to release.',
        '',
        'EXPERIENCE',
        'Senior Product Designer',
        'Northwind Apps | Apr 2021 – Present',
        '- Lead design for the onboarding flow used by 2 million people a month.',
        '- Raised trial-to-paid conversion by 18% with a redesigned checkout.',
        'Skills: Figma, User Research',
        '',
        'EDUCATION',
        'Bachelor of Fine Arts, Graphic Design',
        'Oregon State University | Corvallis, OR | Sep 2012 – Jun 2016',
        '',
        'SKILLS',
        'Design: Interaction Design, Prototyping',
        'Tools: Figma',
        '',
        'LANGUAGES',
        'English (Native)',
        '',
        'CERTIFICATIONS',
        '- Certified Usability Analyst – HFI, 2020',
        '',
      ].join('\n'),
    );
  });

  it.each(Object.keys(RESUME_FIXTURES) as ResumeFixtureName[])(
    'matches the stored expectation for %s',
    (name) => {
      expect(buildResumeTxt(RESUME_FIXTURES[name])).toBe(expected(name));
    },
  );

  it('leads with education for an academic CV', () => {
    const text = buildResumeTxt(RESUME_FIXTURES.short, { layout: 'academic' });
    expect(text).toBe(expected('short.academic'));
    expect(text.indexOf('EDUCATION')).toBeLessThan(text.indexOf('EXPERIENCE'));
  });

  it('prints markup as the text it is', () => {
    const text = buildResumeTxt(RESUME_FIXTURES.markup);
    expect(text).toContain('<script>alert("xss")</script> <img src=x onerror=alert(1)>');
    expect(text.split('\n')[0]).toBe('<b>Bobby</b> Tables');
  });

  it('is empty for an empty resume, and never has Windows line ends or trailing spaces', () => {
    expect(buildResumeTxt(RESUME_FIXTURES.empty)).toBe('');
    for (const data of Object.values(RESUME_FIXTURES)) {
      const text = buildResumeTxt(data);
      expect(text).not.toContain('\r');
      expect(text).not.toMatch(/[ \t]$/m);
    }
  });
});
