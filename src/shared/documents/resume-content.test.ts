import { describe, expect, it } from 'vitest';
import { SECTION_IDS } from '../resume/resume-defaults.ts';
import { resumeLocale } from '../resume/resume-locale.ts';
import { resumeDataSchema } from '../resume/resume.schema.ts';
import {
  RESUME_FIXTURES,
  arrangedSectionsResume,
  sectionsResume,
} from './__fixtures__/resume-fixtures.ts';
import {
  certificationLabel,
  descriptionBlocks,
  displayUrl,
  hasSection,
  linkLabel,
  resumeContent,
  sectionOrder,
  sectionTitle,
  writeSections,
  type SectionWriters,
} from './resume-content.ts';

describe('descriptionBlocks', () => {
  it('turns several unmarked lines into one list of achievements', () => {
    expect(descriptionBlocks('Shipped X.\nCut costs.')).toEqual([
      { kind: 'bullets', items: ['Shipped X.', 'Cut costs.'] },
    ]);
  });

  it('keeps a single line, or blank-line separated text, as paragraphs', () => {
    expect(descriptionBlocks('One line.')).toEqual([{ kind: 'paragraph', text: 'One line.' }]);
    expect(descriptionBlocks('First.\n\nSecond.')).toEqual([
      { kind: 'paragraph', text: 'First.' },
      { kind: 'paragraph', text: 'Second.' },
    ]);
  });

  it('reads bullet markers and mixes paragraphs with lists', () => {
    expect(descriptionBlocks('Intro.\n- a\n* b\n• c\n1. d\nOutro.')).toEqual([
      { kind: 'paragraph', text: 'Intro.' },
      { kind: 'bullets', items: ['a', 'b', 'c', 'd'] },
      { kind: 'paragraph', text: 'Outro.' },
    ]);
  });

  it('is empty for blank text', () => {
    expect(descriptionBlocks(' \n ')).toEqual([]);
  });
});

describe('resumeContent', () => {
  it('groups skills by category, uncategorised last, case-insensitively', () => {
    const data = resumeDataSchema.parse({
      skills: [
        { name: 'Go', category: 'Languages' },
        { name: 'Teamwork', category: '' },
        { name: 'Rust', category: 'languages' },
        { name: 'AWS', category: 'Cloud' },
      ],
    });
    expect(resumeContent(data).skillGroups).toEqual([
      { category: 'Languages', skills: ['Go', 'Rust'] },
      { category: 'Cloud', skills: ['AWS'] },
      { category: '', skills: ['Teamwork'] },
    ]);
  });

  it('formats dates and drops entries with nothing in them', () => {
    const data = resumeDataSchema.parse({
      experience: [
        { id: '1', jobTitle: 'Engineer', startMonth: '03', startYear: '2021', isCurrentJob: true },
        { id: '2' },
      ],
      education: [
        {
          id: '3',
          school: 'MIT',
          degree: 'BSc',
          fieldOfStudy: 'Physics',
          startYear: '2010',
          endYear: '2014',
        },
      ],
    });
    const content = resumeContent(data);
    expect(content.experience).toHaveLength(1);
    expect(content.experience[0]).toMatchObject({
      title: 'Engineer',
      dates: 'Mar 2021 – Present',
      start: 'Mar 2021',
      end: 'Present',
    });
    expect(content.education[0]).toMatchObject({
      title: 'BSc, Physics',
      organization: 'MIT',
      dates: '2010 – 2014',
    });
  });

  it('keeps http(s) links with a percent-encoded target and a short display form', () => {
    const content = resumeContent(RESUME_FIXTURES.international);
    expect(content.links).toEqual([
      {
        label: 'Hồ sơ',
        url: 'https://minh-khai.example/hồ-sơ',
        href: 'https://minh-khai.example/h%E1%BB%93-s%C6%A1',
        display: 'minh-khai.example/hồ-sơ',
      },
    ]);
    expect(displayUrl('https://www.example.com/in/jane/')).toBe('www.example.com/in/jane');
    expect(linkLabel({ label: '', url: 'x', href: 'x', display: 'example.com' })).toBe(
      'example.com',
    );
  });

  it('reports which sections have something to print', () => {
    const empty = resumeContent(RESUME_FIXTURES.empty);
    expect(sectionOrder(undefined).some((id) => hasSection(empty, id))).toBe(false);
    const short = resumeContent(RESUME_FIXTURES.short);
    expect(sectionOrder(undefined).every((id) => hasSection(short, id))).toBe(true);
    expect(certificationLabel(short.certifications[0]!)).toBe(
      'Certified Usability Analyst – HFI, 2020',
    );
  });
});

describe('schema v2 sections', () => {
  const sections = resumeContent(sectionsResume);
  const arranged = resumeContent(arrangedSectionsResume);

  it('keeps the headline and maps the new entries onto the entry fields', () => {
    expect(sections.headline).toBe('Platform Engineer and Open Source Maintainer');
    expect(sections.projects).toEqual([
      expect.objectContaining({
        title: 'Tidewater Scheduler',
        organization: 'Lead Maintainer',
        dates: 'Mar 2019 – Present',
        tags: ['Rust', 'Raft'],
        link: expect.objectContaining({ display: 'tidewater.example/scheduler' }),
      }),
    ]);
    expect(sections.volunteering[0]).toMatchObject({
      title: 'Coding Mentor',
      organization: 'Code Harbor Youth Club',
      location: 'Lisbon',
      dates: 'Sep 2018 – Jun 2021',
    });
    expect(sections.awards[0]).toMatchObject({
      title: 'Engineering Excellence Prize',
      organization: 'Contoso Foundation',
      dates: '2023',
    });
    expect(sections.publications[0]?.link?.href).toBe(
      'https://journal.example/scheduling-without-clocks',
    );
    expect(sections.references[0]).toMatchObject({
      title: 'Dana Whitfield',
      organization: 'Former Engineering Director',
      blocks: [{ kind: 'paragraph', text: 'dana.whitfield@example.com' }],
    });
    expect(sections.interests).toEqual(['Sailing', 'Amateur Astronomy']);
    expect(sections.customSections).toEqual([
      {
        id: 'custom:talks',
        title: 'Conference Talks',
        entries: [
          expect.objectContaining({ title: 'Queues at Planet Scale', dates: 'Spring 2024' }),
        ],
      },
    ]);
  });

  it("adds the new sections after each family's own order while the layout is untouched", () => {
    const added = [
      'projects',
      'volunteering',
      'awards',
      'publications',
      'references',
      'interests',
      'custom:talks',
    ];
    expect(sections.layout?.personChosen).toBe(false);
    expect(sectionOrder('classic', sections.layout)).toEqual([
      ...sectionOrder('classic'),
      ...added,
    ]);
    expect(sectionOrder('academic', sections.layout)).toEqual([
      'summary',
      'education',
      'experience',
      'skills',
      'languages',
      'certifications',
      ...added,
    ]);
  });

  it("follows the person's order in every family, without hidden sections", () => {
    expect(arranged.layout?.personChosen).toBe(true);
    const expected = [
      'interests',
      'custom:talks',
      'projects',
      'summary',
      'experience',
      'awards',
      'education',
      'skills',
      'languages',
      'certifications',
      'publications',
    ];
    expect(sectionOrder('classic', arranged.layout)).toEqual(expected);
    expect(sectionOrder('academic', arranged.layout)).toEqual(expected);
  });

  it("uses the person's headings, then a custom section's own title", () => {
    expect(sectionTitle(arranged, 'projects')).toBe('Open Source Work');
    expect(sectionTitle(arranged, 'interests')).toBe('Outside Work');
    expect(sectionTitle(arranged, 'awards')).toBe('Awards');
    expect(sectionTitle(arranged, 'custom:talks')).toBe('Conference Talks');
    const untitled = resumeContent(
      resumeDataSchema.parse({
        customSections: [{ id: 'c', title: ' ', entries: [{ id: 'e', title: 'Entry' }] }],
      }),
    );
    expect(sectionTitle(untitled, 'custom:c')).toBe('Additional Information');
  });

  it('writes every new section through the writers and leaves empty ones out', () => {
    const kinds: SectionWriters<string> = {
      summary: () => 'summary',
      entries: (entries) => `entries:${entries.map((e) => e.title).join('|')}`,
      skills: () => 'skills',
      languages: () => 'languages',
      certifications: () => 'certifications',
      interests: (interests) => `interests:${interests.join('|')}`,
    };
    const written = writeSections(sections, sectionOrder(undefined, sections.layout), kinds);
    expect(written.slice(6).map((s) => `${s.id}=${s.written}`)).toEqual([
      'projects=entries:Tidewater Scheduler',
      'volunteering=entries:Coding Mentor',
      'awards=entries:Engineering Excellence Prize',
      'publications=entries:Scheduling Without Clocks',
      'references=entries:Dana Whitfield',
      'interests=interests:Sailing|Amateur Astronomy',
      'custom:talks=entries:Queues at Planet Scale',
    ]);
    const bare = resumeContent(
      resumeDataSchema.parse({
        projects: [{ id: 'p', name: ' ' }],
        interests: [],
        customSections: [{ id: 'c', title: 'Empty', entries: [] }],
      }),
    );
    expect(writeSections(bare, sectionOrder(undefined, bare.layout), kinds)).toEqual([]);
  });
});

describe("resumeContent in the resume's language", () => {
  const resumeIn = (language: string) =>
    resumeDataSchema.parse({
      language,
      experience: [
        {
          id: 'closed',
          jobTitle: 'Engineer',
          company: 'Acme',
          startMonth: '03',
          startYear: '2020',
          endMonth: '06',
          endYear: '2022',
          tags: ['Go'],
        },
        // A job's stored end year never reads as expected: jobs end in the present.
        {
          id: 'current',
          jobTitle: 'Lead',
          company: 'Acme',
          startMonth: '03',
          startYear: '2020',
          endYear: '2027',
          isCurrentJob: true,
        },
      ],
      education: [
        {
          id: 'expected',
          school: 'Uni',
          degree: 'MSc',
          startMonth: '09',
          startYear: '2023',
          endYear: '2027',
          isCurrent: true,
        },
        { id: 'open', school: 'Uni', degree: 'PhD', startYear: '2024', isCurrent: true },
        { id: 'years', school: 'Uni', degree: 'BSc', startYear: '2019', endYear: '2021' },
      ],
      projects: [
        {
          id: 'p',
          name: 'Tool',
          startMonth: '09',
          startYear: '2023',
          endYear: '2027',
          isCurrent: true,
        },
      ],
      volunteering: [
        {
          id: 'v',
          role: 'Mentor',
          organization: 'Club',
          startMonth: '03',
          startYear: '2020',
          endYear: '2027',
          isCurrent: true,
        },
      ],
      languages: [
        { name: 'Lingo', level: 'Native' },
        { name: 'Other', level: '' },
      ],
      customSections: [{ id: 'c', title: '', entries: [{ id: 'e', title: 'Entry' }] }],
    });

  it.each([
    // lang, experience heading, closed job, current job, expected degree, open degree, years only, level
    [
      'en',
      'Experience',
      'Mar 2020 – Jun 2022',
      'Mar 2020 – Present',
      'Sep 2023 – Expected 2027',
      '2024 – Present',
      '2019 – 2021',
      'Native',
    ],
    [
      'de',
      'Berufserfahrung',
      'März 2020 – Juni 2022',
      'März 2020 – heute',
      'September 2023 – voraussichtlich 2027',
      '2024 – heute',
      '2019 – 2021',
      'Muttersprache',
    ],
    [
      'fr',
      'Expérience professionnelle',
      'mars 2020 – juin 2022',
      'mars 2020 – aujourd’hui',
      'septembre 2023 – prévu en 2027',
      '2024 – aujourd’hui',
      '2019 – 2021',
      'Langue maternelle',
    ],
    [
      'es',
      'Experiencia laboral',
      'marzo 2020 – junio 2022',
      'marzo 2020 – actualidad',
      'septiembre 2023 – previsto 2027',
      '2024 – actualidad',
      '2019 – 2021',
      'Nativo',
    ],
    [
      'it',
      'Esperienza professionale',
      'marzo 2020 – giugno 2022',
      'marzo 2020 – oggi',
      'settembre 2023 – previsto 2027',
      '2024 – oggi',
      '2019 – 2021',
      'Madrelingua',
    ],
    [
      'pt',
      'Experiência profissional',
      'março 2020 – junho 2022',
      'março 2020 – atual',
      'setembro 2023 – previsto 2027',
      '2024 – atual',
      '2019 – 2021',
      'Nativo',
    ],
    [
      'nl',
      'Werkervaring',
      'maart 2020 – juni 2022',
      'maart 2020 – heden',
      'september 2023 – verwacht 2027',
      '2024 – heden',
      '2019 – 2021',
      'Moedertaal',
    ],
    [
      'pl',
      'Doświadczenie zawodowe',
      '03.2020 – 06.2022',
      '03.2020 – obecnie',
      '09.2023 – planowo 2027',
      '2024 – obecnie',
      '2019 – 2021',
      'Ojczysty',
    ],
    [
      'sv',
      'Arbetslivserfarenhet',
      'mars 2020 – juni 2022',
      'mars 2020 – nu',
      'september 2023 – beräknat 2027',
      '2024 – nu',
      '2019 – 2021',
      'Modersmål',
    ],
    [
      'cs',
      'Pracovní zkušenosti',
      '03/2020 – 06/2022',
      '03/2020 – dosud',
      '09/2023 – předpoklad 2027',
      '2024 – dosud',
      '2019 – 2021',
      'Rodilý mluvčí',
    ],
  ])('%s: %s, %s, %s, %s', (lang, heading, closed, current, expected, open, years, level) => {
    const content = resumeContent(resumeIn(lang));
    const locale = resumeLocale(lang);
    expect(sectionTitle(content, 'experience')).toBe(heading);
    for (const id of SECTION_IDS) expect(sectionTitle(content, id)).toBe(locale.headings[id]);
    expect(sectionTitle(content, 'custom:c')).toBe(locale.untitledSection);

    expect(content.experience.map((e) => e.dates)).toEqual([closed, current]);
    expect(content.education.map((e) => e.dates)).toEqual([expected, open, years]);
    // A project ends as expected, volunteering in the present, like education and jobs.
    expect(content.projects[0]!.dates).toBe(expected);
    expect(content.volunteering[0]!.dates).toBe(current);
    // The date column's two ends.
    const [start, end] = expected.split(' – ');
    expect(content.education[0]).toMatchObject({ start, end });

    expect(content.languages).toEqual([
      { name: 'Lingo', level, score: 5 },
      { name: 'Other', level: '', score: 0 },
    ]);
    expect(content.experience[0]!.tagsLabel).toBe(locale.headings.skills);
  });

  it('resolves a regional tag to its language and an unknown one to English', () => {
    expect(sectionTitle(resumeContent(resumeIn('de-AT')), 'experience')).toBe('Berufserfahrung');
    expect(resumeContent(resumeIn('pt-BR')).experience[1]!.dates).toBe('março 2020 – atual');
    expect(resumeContent(resumeIn('ja')).experience[1]!.dates).toBe('Mar 2020 – Present');
    expect(sectionTitle(resumeContent(resumeIn('ja')), 'education')).toBe('Education');
  });

  it("prints the person's own heading, as typed, over the language's", () => {
    const data = resumeIn('de');
    const content = resumeContent({
      ...data,
      layout: { ...data.layout, section_titles: { experience: 'Werdegang', education: 'Studium' } },
    });
    expect(sectionTitle(content, 'experience')).toBe('Werdegang');
    expect(sectionTitle(content, 'education')).toBe('Studium');
    expect(sectionTitle(content, 'skills')).toBe('Kenntnisse');
  });
});
