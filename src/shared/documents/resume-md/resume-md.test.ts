import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  arrangedSectionsResume,
  RESUME_FIXTURES,
  sectionsResume,
  type ResumeFixtureName,
} from '../__fixtures__/resume-fixtures.ts';
import type { ResumeData } from '../../resume/resume.schema.ts';
import { buildResumeMarkdown } from './resume-md.ts';

const expected = (name: string) =>
  fs.readFileSync(path.join(import.meta.dirname, '__expected__', `${name}.md`), 'utf8');

/** What a Markdown reader shows for an escaped text: every backslash escape undone. */
const unescaped = (markdown: string) => markdown.replace(/\\([!-/:-@[-`{-~])/g, '$1');

/** Markup characters of the text that no backslash escapes. */
const bareMarkup = (markdown: string) => markdown.match(/(?<!\\)(?:\\\\)*[*<>[\]`~|]/g) ?? [];

/** The resume with these words as its name, headline and one bullet. */
function typed(words: string): ResumeData {
  const data = RESUME_FIXTURES.short;
  return {
    ...data,
    personalInfo: { ...data.personalInfo, fullName: words, headline: words, links: [] },
    experience: [{ ...data.experience[0]!, description: `- ${words}\n- second` }],
  };
}

describe('buildResumeMarkdown', () => {
  it('writes the short resume exactly so', () => {
    expect(buildResumeMarkdown(RESUME_FIXTURES.short)).toBe(
      [
        '# Jane Doe',
        '',
        'jane.doe@example.com · +1 555 0100 · Portland, OR · [Portfolio](<https://jane-doe.example/work>)',
        '',
        '## Summary',
        '',
        'Product designer with six years of experience shaping web and mobile products from research to release.',
        '',
        '## Experience',
        '',
        '### Senior Product Designer',
        '',
        'Northwind Apps · Apr 2021 – Present',
        '',
        '- Lead design for the onboarding flow used by 2 million people a month.',
        '- Raised trial-to-paid conversion by 18% with a redesigned checkout.',
        '',
        '**Skills:** Figma, User Research',
        '',
        '## Education',
        '',
        '### Bachelor of Fine Arts, Graphic Design',
        '',
        'Oregon State University · Corvallis, OR · Sep 2012 – Jun 2016',
        '',
        '## Skills',
        '',
        '- **Design:** Interaction Design, Prototyping',
        '- **Tools:** Figma',
        '',
        '## Languages',
        '',
        'English (Native)',
        '',
        '## Certifications',
        '',
        '- Certified Usability Analyst – HFI, 2020',
        '',
      ].join('\n'),
    );
  });

  it.each(Object.keys(RESUME_FIXTURES) as ResumeFixtureName[])(
    'matches the stored expectation for %s',
    (name) => {
      expect(buildResumeMarkdown(RESUME_FIXTURES[name])).toBe(expected(name));
    },
  );

  it('leads with education for an academic CV', () => {
    const text = buildResumeMarkdown(RESUME_FIXTURES.short, { layout: 'academic' });
    expect(text).toBe(expected('short.academic'));
    expect(text.indexOf('## Education')).toBeLessThan(text.indexOf('## Experience'));
  });

  it('writes the headline on its own line under the name, and every v2 section', () => {
    const text = buildResumeMarkdown(sectionsResume);
    expect(
      text.startsWith('# Sam Rivera\n\nPlatform Engineer and Open Source Maintainer\n\n'),
    ).toBe(true);
    expect(text.match(/^## .*/gm)).toEqual([
      '## Summary',
      '## Experience',
      '## Education',
      '## Skills',
      '## Languages',
      '## Certifications',
      '## Projects',
      '## Volunteering',
      '## Awards',
      '## Publications',
      '## References',
      '## Interests',
      '## Conference Talks',
    ]);
    expect(text).toContain(
      '### Tidewater Scheduler\n\nLead Maintainer · Mar 2019 – Present\n\n' +
        'A batch scheduler used by forty companies.\n\n**Skills:** Rust, Raft\n\n' +
        '[tidewater.example/scheduler](<https://tidewater.example/scheduler>)\n',
    );
    expect(text).toContain('## Skills\n\nKubernetes, Go\n');
    expect(text).toContain('## Interests\n\nSailing, Amateur Astronomy\n');
  });

  it("follows the person's layout: their order and headings, hidden sections left out", () => {
    const text = buildResumeMarkdown(arrangedSectionsResume);
    expect(text.match(/^## .*/gm)).toEqual([
      '## Outside Work',
      '## Conference Talks',
      '## Open Source Work',
      '## Summary',
      '## Experience',
      '## Awards',
      '## Education',
      '## Skills',
      '## Languages',
      '## Certifications',
      '## Publications',
    ]);
    expect(text).not.toContain('Dana Whitfield');
    expect(text).not.toContain('Coding Mentor');
  });

  it("writes the engine's words in the resume's language, the person's as typed", () => {
    const german: ResumeData = {
      ...sectionsResume,
      language: 'de-DE',
      experience: [{ ...sectionsResume.experience[0]!, tags: ['Go'] }],
      languages: [{ name: 'Spanisch', level: 'Native' }],
      layout: { ...sectionsResume.layout, section_titles: { projects: 'Open Source' } },
    };
    const text = buildResumeMarkdown(german);
    expect(text.match(/^## .*/gm)).toEqual([
      '## Profil',
      '## Berufserfahrung',
      '## Ausbildung',
      '## Kenntnisse',
      '## Sprachkenntnisse',
      '## Zertifikate',
      '## Open Source',
      '## Ehrenamtliches Engagement',
      '## Auszeichnungen',
      '## Veröffentlichungen',
      '## Referenzen',
      '## Interessen',
      '## Conference Talks',
    ]);
    expect(text).toContain('Contoso Cloud · Februar 2020 – heute\n');
    expect(text).toContain('**Kenntnisse:** Go\n');
    expect(text).toContain('Spanisch (Muttersprache)\n');
    expect(text).not.toMatch(/Present|Native|Skills/);
  });

  it('prints the markup fixture as the text it is', () => {
    const text = buildResumeMarkdown(RESUME_FIXTURES.markup);
    const lines = text.split('\n');
    expect(lines[0]).toBe('# \\<b\\>Bobby\\</b\\> Tables');
    expect(unescaped(lines[0]!)).toBe('# <b>Bobby</b> Tables');
    expect(text).toContain(
      '\\<script\\>alert("xss")\\</script\\> \\<img src=x onerror=alert(1)\\>',
    );
    // '&amp;' would be read as '&'; the escape keeps it as typed.
    expect(text).toContain('\\&amp; \\<i\\>Nowhere\\</i\\>');
    // The only markup left is the writer's own: the link's brackets and the labels' bold.
    const ownMarkupRemoved = text
      .replace(/\[(.*?)\]\(<[^\n>]*>\)/g, '$1')
      .replace(/^(- )?\*\*(.*?:)\*\* /gm, '$1$2 ');
    expect(bareMarkup(ownMarkupRemoved)).toEqual([]);
    expect(text).toContain(
      '[\\<a href="javascript:alert(1)"\\>click\\</a\\>](<https://example.com/?q=%3Cb%3E&x=%221%22>)',
    );
  });

  it.each([
    ['**x**', '\\*\\*x\\*\\*'],
    ['__x__', '\\_\\_x\\_\\_'],
    ['snake_case_name', 'snake_case_name'],
    ['[click](javascript:alert(1))', '\\[click\\](javascript:alert(1))'],
    ['![img](https://x.example/a.png)', '!\\[img\\](https://x.example/a.png)'],
    ['`code`', '\\`code\\`'],
    ['~~gone~~', '\\~\\~gone\\~\\~'],
    ['a | b', 'a \\| b'],
    ['<https://x.example>', '\\<https://x.example\\>'],
    ['&copy; &#169; R&D', '\\&copy; \\&#169; R&D'],
    ['# Heading', '\\# Heading'],
    ['C# and F#', 'C# and F#'],
    ['Lead #1', 'Lead \\#1'],
    ['back\\slash', 'back\\\\slash'],
  ])('escapes %s wherever it stands', (words, escaped) => {
    const lines = buildResumeMarkdown(typed(words)).split('\n');
    expect(lines[0]).toBe(`# ${escaped}`);
    expect(lines[2]).toBe(escaped);
    expect(lines).toContain(`- ${escaped}`);
    expect(unescaped(escaped)).toBe(words);
  });

  it.each([
    ['- not a list', '\\- not a list'],
    ['+ not a list', '\\+ not a list'],
    ['---', '\\---'],
    ['=====', '\\====='],
    ['1. not ordered', '1\\. not ordered'],
    ['2019) not ordered', '2019\\) not ordered'],
    ['> not a quote', '\\> not a quote'],
  ])('escapes %s at the start of a line', (words, escaped) => {
    const lines = buildResumeMarkdown(typed(words)).split('\n');
    expect(lines[2]).toBe(escaped);
    expect(lines).toContain(`- ${escaped}`);
    expect(unescaped(escaped)).toBe(words);
  });

  it('keeps an address as typed: parentheses inside the brackets, entity-like text escaped', () => {
    const data = RESUME_FIXTURES.short;
    const text = buildResumeMarkdown({
      ...data,
      personalInfo: {
        ...data.personalInfo,
        links: [{ label: 'Wiki', url: 'https://wiki.example/A_(b)?x=1&amp;y=2&z=3' }],
      },
    });
    expect(text).toContain('[Wiki](<https://wiki.example/A_(b)?x=1\\&amp;y=2&z=3>)');
  });

  it('leaves characters that only act at the start of a line alone in the middle of one', () => {
    const text = buildResumeMarkdown(RESUME_FIXTURES.short);
    expect(text).toContain('jane.doe@example.com · +1 555 0100 · Portland, OR');
  });

  it('is empty for an empty resume, and never has Windows line ends or trailing spaces', () => {
    expect(buildResumeMarkdown(RESUME_FIXTURES.empty)).toBe('');
    for (const data of [...Object.values(RESUME_FIXTURES), sectionsResume]) {
      const text = buildResumeMarkdown(data);
      expect(text).not.toContain('\r');
      expect(text).not.toMatch(/[ \t]$/m);
      expect(text).not.toMatch(/\n{3}/);
    }
  });
});
