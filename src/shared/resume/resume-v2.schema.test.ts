import { describe, expect, it } from 'vitest';
import { YEARS_AHEAD_FOR_PLANS, yearOptions } from './dates.ts';
import { RESUME_LIMITS as L } from './resume.limits.ts';
import {
  SECTION_IDS,
  emptyResume,
  isEmptyResume,
  isLanguageTag,
  normalizeLayout,
  resumeDataSchema,
} from './resume.schema.ts';

const many = (n: number, make: (i: number) => unknown) =>
  Array.from({ length: n }, (_, i) => make(i));

/** The first issue's path and message, or null when the document is valid. */
function firstIssue(input: unknown): [string, string] | null {
  const parsed = resumeDataSchema.safeParse(input);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  return [issue.path.join('.'), issue.message];
}

describe('schema v2 sections', () => {
  it('fills entries of every new section with their defaults', () => {
    const doc = resumeDataSchema.parse({
      projects: [{ id: 'p1', name: 'Compiler' }],
      volunteering: [{ id: 'v1', role: 'Mentor' }],
      awards: [{ id: 'a1', title: 'Best paper' }],
      publications: [{ id: 'b1', title: 'On engines' }],
      references: [{ id: 'r1', name: 'Charles' }],
      interests: ['Chess'],
      customSections: [{ id: 'c1', title: 'Talks', entries: [{ id: 'e1', title: 'PyCon' }] }],
    });
    expect(doc.projects[0]).toEqual({
      id: 'p1',
      name: 'Compiler',
      role: '',
      url: '',
      startMonth: '',
      startYear: '',
      endMonth: '',
      endYear: '',
      isCurrent: false,
      description: '',
      tags: [],
    });
    expect(doc.volunteering[0]).toMatchObject({ organization: '', location: '', isCurrent: false });
    expect(doc.awards[0]).toEqual({
      id: 'a1',
      title: 'Best paper',
      issuer: '',
      year: '',
      description: '',
    });
    expect(doc.publications[0]).toMatchObject({ publisher: '', year: '', url: '' });
    expect(doc.references[0]).toEqual({ id: 'r1', name: 'Charles', relationship: '', contact: '' });
    expect(doc.customSections[0]!.entries[0]).toEqual({
      id: 'e1',
      title: 'PyCon',
      subtitle: '',
      date: '',
      description: '',
      url: '',
    });
    expect(isEmptyResume(doc)).toBe(false);
  });

  it.each([
    ['headline', { personalInfo: { headline: 'x'.repeat(L.shortText + 1) } }],
    ['projects.0.name', { projects: [{ id: '1', name: 'x'.repeat(L.shortText + 1) }] }],
    [
      'projects.0.description',
      { projects: [{ id: '1', description: 'x'.repeat(L.description + 1) }] },
    ],
    ['volunteering.0.role', { volunteering: [{ id: '1', role: 'x'.repeat(L.shortText + 1) }] }],
    ['awards.0.issuer', { awards: [{ id: '1', issuer: 'x'.repeat(L.shortText + 1) }] }],
    ['publications.0.title', { publications: [{ id: '1', title: 'x'.repeat(L.mediumText + 1) }] }],
    ['references.0.contact', { references: [{ id: '1', contact: 'x'.repeat(L.mediumText + 1) }] }],
    ['interests.0', { interests: ['x'.repeat(L.tag + 1)] }],
    [
      'customSections.0.title',
      { customSections: [{ id: '1', title: 'x'.repeat(L.sectionTitle + 1) }] },
    ],
    [
      'customSections.0.entries.0.date',
      { customSections: [{ id: '1', entries: [{ id: 'e', date: 'x'.repeat(L.customDate + 1) }] }] },
    ],
  ])('limits the length of %s', (path, input) => {
    const issue = firstIssue(input);
    expect(issue?.[0]).toBe(path.replace('headline', 'personalInfo.headline'));
    expect(issue?.[1]).toMatch(/^Must be at most \d+ characters\.$/);
  });

  it.each([
    ['projects', L.projects, (i: number) => ({ id: String(i) }), `At most ${L.projects} projects.`],
    [
      'volunteering',
      L.volunteering,
      (i: number) => ({ id: String(i) }),
      `At most ${L.volunteering} volunteering entries.`,
    ],
    ['awards', L.awards, (i: number) => ({ id: String(i) }), `At most ${L.awards} awards.`],
    [
      'publications',
      L.publications,
      (i: number) => ({ id: String(i) }),
      `At most ${L.publications} publications.`,
    ],
    [
      'references',
      L.references,
      (i: number) => ({ id: String(i) }),
      `At most ${L.references} references.`,
    ],
    ['interests', L.interests, (i: number) => `i${i}`, `At most ${L.interests} interests.`],
    [
      'customSections',
      L.customSections,
      (i: number) => ({ id: String(i) }),
      `At most ${L.customSections} custom sections.`,
    ],
  ])('limits the number of %s to %i', (key, max, make, message) => {
    expect(firstIssue({ [key]: many(max, make) })).toBeNull();
    expect(firstIssue({ [key]: many(max + 1, make) })).toEqual([key, message]);
  });

  it('limits the entries of a custom section', () => {
    const section = (n: number) => ({ id: 'c', entries: many(n, (i) => ({ id: String(i) })) });
    expect(firstIssue({ customSections: [section(L.customEntries)] })).toBeNull();
    expect(firstIssue({ customSections: [section(L.customEntries + 1)] })).toEqual([
      'customSections.0.entries',
      `At most ${L.customEntries} entries in a section.`,
    ]);
  });

  it('needs a distinct id for each custom section', () => {
    expect(firstIssue({ customSections: [{ id: 'a' }, { id: 'a' }] })).toEqual([
      'customSections',
      'Each custom section needs its own id.',
    ]);
  });

  it('takes an empty or http(s) address for projects, publications and custom entries', () => {
    const message = 'Enter a web address starting with http:// or https://';
    expect(firstIssue({ projects: [{ id: '1', url: 'https://ada.dev/engine' }] })).toBeNull();
    expect(firstIssue({ projects: [{ id: '1', url: 'javascript:alert(1)' }] })).toEqual([
      'projects.0.url',
      message,
    ]);
    expect(firstIssue({ publications: [{ id: '1', url: 'ftp://x.org' }] })).toEqual([
      'publications.0.url',
      message,
    ]);
    expect(
      firstIssue({ customSections: [{ id: 'c', entries: [{ id: 'e', url: 'example.com' }] }] }),
    ).toEqual(['customSections.0.entries.0.url', message]);
  });

  it('takes end years up to 8 years ahead for education and projects (the year pickers)', () => {
    const now = new Date();
    const ahead = String(now.getFullYear() + 8);
    expect(YEARS_AHEAD_FOR_PLANS).toBe(8);
    expect(yearOptions(now, YEARS_AHEAD_FOR_PLANS)[0]).toBe(ahead);
    expect(yearOptions(now)[0]).toBe(String(now.getFullYear()));
    expect(
      firstIssue({
        education: [{ id: '1', school: 'MIT', endYear: ahead }],
        projects: [{ id: '1', name: 'Thesis', endYear: ahead }],
      }),
    ).toBeNull();
  });

  it('refuses malformed dates and years in the new sections', () => {
    expect(firstIssue({ projects: [{ id: '1', startMonth: '13' }] })?.[1]).toBe('Choose a month.');
    expect(firstIssue({ volunteering: [{ id: '1', endYear: '20' }] })?.[1]).toBe('Choose a year.');
    expect(firstIssue({ awards: [{ id: '1', year: 'soon' }] })?.[1]).toBe('Choose a year.');
  });
});

describe('layout', () => {
  it('defaults to every built-in section in today’s order, nothing hidden or renamed', () => {
    expect(emptyResume().layout).toEqual({
      section_order: [...SECTION_IDS],
      hidden_sections: [],
      section_titles: {},
    });
  });

  it('refuses an id that is neither a built-in section nor custom:<id>', () => {
    expect(firstIssue({ layout: { section_order: ['summary', 'hobbies'] } })).toEqual([
      'layout.section_order.1',
      'Unknown section id: hobbies.',
    ]);
    expect(firstIssue({ layout: { hidden_sections: ['custom:'] } })?.[1]).toBe(
      'Unknown section id: custom:.',
    );
    expect(firstIssue({ layout: { section_titles: { hobbies: 'Fun' } } })?.[0]).toBe(
      'layout.section_titles.hobbies',
    );
  });

  it('drops ids of custom sections that no longer exist instead of refusing the document', () => {
    const doc = resumeDataSchema.parse({
      customSections: [{ id: 'talks', title: 'Talks' }],
      layout: {
        section_order: ['custom:gone', 'custom:talks', 'experience', 'summary'],
        hidden_sections: ['custom:gone', 'awards'],
        section_titles: { 'custom:gone': 'Old', experience: 'Work' },
      },
    });
    expect(doc.layout.section_order.slice(0, 3)).toEqual(['custom:talks', 'experience', 'summary']);
    expect(doc.layout.hidden_sections).toEqual(['awards']);
    expect(doc.layout.section_titles).toEqual({ experience: 'Work' });
  });

  it('completes the order: each id once, missing sections last (a new custom section too)', () => {
    const layout = normalizeLayout(
      {
        section_order: ['skills', 'skills', 'summary'],
        hidden_sections: ['awards', 'awards'],
        section_titles: { skills: '  Toolbox ', summary: '   ' },
      },
      [{ id: 'c1' }],
    );
    expect(layout.section_order).toEqual([
      'skills',
      'summary',
      ...SECTION_IDS.filter((id) => id !== 'skills' && id !== 'summary'),
      'custom:c1',
    ]);
    expect(layout.hidden_sections).toEqual(['awards']);
    expect(layout.section_titles).toEqual({ skills: 'Toolbox' });
  });

  it('limits section titles', () => {
    expect(
      firstIssue({ layout: { section_titles: { skills: 'x'.repeat(L.sectionTitle + 1) } } }),
    ).toEqual(['layout.section_titles.skills', `Must be at most ${L.sectionTitle} characters.`]);
  });
});

describe('style', () => {
  it('defaults to the default template’s look on A4', () => {
    expect(emptyResume().style).toEqual({
      accent_color: '#2563eb',
      font: 'sans',
      font_scale: 1,
      density: 'comfortable',
      page_size: 'A4',
    });
  });

  it('keeps valid settings, the colour in lower case', () => {
    const style = {
      accent_color: '#AA00FF',
      font: 'classic-pairing',
      font_scale: 1.15,
      density: 'spacious',
      page_size: 'Letter',
    };
    expect(resumeDataSchema.parse({ style }).style).toEqual({ ...style, accent_color: '#aa00ff' });
    expect(firstIssue({ style: { font: 'mono', font_scale: 0.85 } })).toBeNull();
  });

  it.each([
    ['accent_color', '#12345', 'Enter a colour as #RRGGBB, for example #2563eb.'],
    ['accent_color', 'blue', 'Enter a colour as #RRGGBB, for example #2563eb.'],
    ['font', 'Comic Sans', 'Choose a font: sans, serif, mono or a font pairing.'],
    ['font', 'a'.repeat(L.fontId + 1), `Must be at most ${L.fontId} characters.`],
    ['font_scale', 0.84, 'Font scale must be between 0.85 and 1.15.'],
    ['font_scale', 1.16, 'Font scale must be between 0.85 and 1.15.'],
    ['font_scale', '1', 'Font scale must be between 0.85 and 1.15.'],
    ['density', 'normal', 'Density must be compact, comfortable or spacious.'],
    ['page_size', 'LETTER', 'Page size must be A4 or Letter.'],
  ])('refuses %s %j', (key, value, message) => {
    expect(firstIssue({ style: { [key]: value } })).toEqual([`style.${key}`, message]);
  });
});

describe('language', () => {
  it('defaults to en and keeps a tag in its canonical case', () => {
    expect(emptyResume().language).toBe('en');
    expect(resumeDataSchema.parse({ language: 'pt-br' }).language).toBe('pt-BR');
    expect(resumeDataSchema.parse({ language: 'zh-Hant-TW' }).language).toBe('zh-Hant-TW');
  });

  it.each(['', 'english', 'e', 'en_GB', 'en-', '12', 'en-GB-' + 'x'.repeat(9)])(
    'refuses %j',
    (tag) => {
      expect(isLanguageTag(tag)).toBe(false);
      expect(firstIssue({ language: tag })).toEqual([
        'language',
        'Enter a language tag such as en, en-GB or pt-BR.',
      ]);
    },
  );

  it('limits the tag length', () => {
    expect(firstIssue({ language: 'en-' + many(9, () => 'abcd').join('-') })).toEqual([
      'language',
      `Must be at most ${L.languageTag} characters.`,
    ]);
  });
});
