import { describe, expect, it } from 'vitest';
import { RESUME_LIMITS as L } from '../resume/resume.limits.ts';
import { emptyResume, resumeDataSchema, type ResumeData } from '../resume/resume.schema.ts';
import {
  emptyExtractedProfile,
  type ExtractedEducation,
  type ExtractedExperience,
  type ExtractedProfile,
} from './cv-import.schema.ts';
import {
  CV_IMPORT_SECTIONS,
  defaultChoices,
  mergeExtractedProfile,
  toLanguageLevel,
  toLinkUrl,
  uniformChoices,
  type CvImportChoices,
} from './merge-extracted-profile.ts';

/** The resume of one person: Old Name, with an entry in every section. */
const existing: ResumeData = resumeDataSchema.parse({
  personalInfo: {
    fullName: 'Old Name',
    email: 'old@example.com',
    phone: '',
    location: 'Oslo, Norway',
    summary: 'Old summary',
    links: [{ label: 'Old site', url: 'https://old.example.com' }],
  },
  experience: [{ id: '1', jobTitle: 'Old job', company: 'Old Co' }],
  education: [{ id: '2', school: 'Old School' }],
  skills: [{ name: 'Old skill', category: 'Tools' }],
  languages: [{ name: 'Norwegian', level: 'Native' }],
  certifications: [{ id: '3', name: 'Old cert', issuer: '', year: '' }],
});

const job = (patch: Partial<ExtractedExperience>): ExtractedExperience => ({
  id: '',
  jobTitle: 'Engineer',
  company: 'Acme',
  startMonth: '01',
  startYear: '2020',
  endMonth: '',
  endYear: '',
  isCurrentJob: true,
  description: '',
  tags: [],
  ...patch,
});

const school = (patch: Partial<ExtractedEducation>): ExtractedEducation => ({
  id: '',
  school: 'MIT',
  degree: 'BSc',
  fieldOfStudy: 'Physics',
  startMonth: '',
  startYear: '2010',
  endMonth: '',
  endYear: '2014',
  description: '',
  ...patch,
});

/** The CV of another person, Ada, with something for every section. */
const ada: ExtractedProfile = {
  ...emptyExtractedProfile(),
  display_name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0958',
  location: '',
  summary: 'Analyst',
  experience: [job({ jobTitle: 'Analyst', company: 'Engines Ltd' }), job({})],
  education: [school({})],
  skills: ['SQL', 'sql', 'Python'],
  skill_categories: [{ name: 'tools', skills: ['Git', 'Old skill'] }],
  links: [
    { label: 'GitHub', url: 'github.com/ada' },
    { label: 'Mail', url: 'mailto:ada@example.com' },
  ],
  languages: [
    { name: 'English', level: 'Native' },
    { name: 'norwegian', level: 'Basic' },
  ],
  certifications: [
    { name: 'AWS', issuer: 'Amazon', year: '2021' },
    { name: '  ', issuer: 'Nobody', year: '' },
  ],
};

const emptyProject = (): ExtractedProfile['projects'][number] => ({
  name: '',
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

const choices = (patch: Partial<CvImportChoices>): CvImportChoices => ({
  ...uniformChoices('keep'),
  ...patch,
});

const saves = (data: ResumeData) => expect(resumeDataSchema.safeParse(data).success).toBe(true);

describe('mergeExtractedProfile: replace', () => {
  it('replacing everything leaves nothing of the old resume (no mix of two people)', () => {
    const { data } = mergeExtractedProfile(existing, ada, uniformChoices('replace'), 1000);
    expect(data.personalInfo).toEqual({
      fullName: 'Ada Lovelace',
      headline: '',
      email: 'ada@example.com',
      phone: '+44 20 7946 0958',
      location: '', // the CV gives none, and Oslo was Old Name's
      summary: 'Analyst',
      links: [{ label: 'GitHub', url: 'https://github.com/ada' }],
    });
    expect(data.experience.map((e) => [e.id, e.jobTitle])).toEqual([
      ['1000', 'Analyst'],
      ['1001', 'Engineer'],
    ]);
    expect(data.education.map((e) => e.school)).toEqual(['MIT']);
    expect(data.skills).toEqual([
      { name: 'Git', category: 'tools' },
      { name: 'Old skill', category: 'tools' },
      { name: 'SQL', category: '' },
      { name: 'Python', category: '' },
    ]);
    expect(data.languages).toEqual([
      { name: 'English', level: 'Native' },
      { name: 'norwegian', level: 'Basic' },
    ]);
    expect(data.certifications).toEqual([
      { id: '1003', name: 'AWS', issuer: 'Amazon', year: '2021' },
    ]);
    saves(data);
  });

  it('replaces a section the CV has nothing for with nothing', () => {
    const { data, changes } = mergeExtractedProfile(
      existing,
      { ...emptyExtractedProfile(), display_name: 'Ada' },
      uniformChoices('replace'),
    );
    expect(data.personalInfo.links).toEqual([]);
    expect(data.languages).toEqual([]);
    expect(data.certifications).toEqual([]);
    expect(data.personalInfo.summary).toBe('');
    expect(changes.links).toMatchObject({ before: 1, added: 0, removed: 1, after: 0 });
    expect(changes.personal.cleared).toEqual(['email', 'location']);
    expect(changes.personal.replaced).toEqual(['fullName']);
  });

  it('reports what replacing a list changes', () => {
    const { changes } = mergeExtractedProfile(existing, ada, choices({ skills: 'replace' }));
    expect(changes.skills).toMatchObject({
      incoming: 4,
      before: 1,
      added: 4,
      removed: 1,
      after: 4,
    });
  });
});

describe('mergeExtractedProfile: fill', () => {
  it('fills only the empty personal fields and keeps the rest', () => {
    const { data, changes, fromCv } = mergeExtractedProfile(
      existing,
      ada,
      choices({ personal: 'fill', summary: 'fill' }),
    );
    expect(data.personalInfo).toMatchObject({
      fullName: 'Old Name',
      email: 'old@example.com',
      phone: '+44 20 7946 0958',
      location: 'Oslo, Norway',
      summary: 'Old summary',
    });
    expect(changes.personal.filled).toEqual(['phone']);
    expect(fromCv).toMatchObject({ personal: ['phone'], summary: false });
  });

  it('fills a list only when it is empty', () => {
    const current = { ...existing, certifications: [] };
    const { data, changes } = mergeExtractedProfile(
      current,
      ada,
      choices({ experience: 'fill', certifications: 'fill' }),
      50,
    );
    expect(data.experience.map((e) => e.jobTitle)).toEqual(['Old job']);
    expect(changes.experience).toMatchObject({ before: 1, added: 0, after: 1 });
    expect(data.certifications.map((c) => c.name)).toEqual(['AWS']);
    expect(changes.certifications).toMatchObject({ before: 0, added: 1, after: 1 });
  });
});

describe('mergeExtractedProfile: add', () => {
  it('appends the CV’s entries after the resume’s, skipping the ones already there', () => {
    const { data, changes, placed } = mergeExtractedProfile(
      existing,
      { ...ada, experience: [job({ jobTitle: 'Old job', company: 'Old Co' }), job({})] },
      choices({
        experience: 'add',
        skills: 'add',
        languages: 'add',
        links: 'add',
        certifications: 'add',
        education: 'add',
      }),
      7,
    );
    // 'Old job' differs from the resume's (dates), so it is no exact duplicate.
    expect(data.experience.map((e) => [e.id, e.jobTitle])).toEqual([
      ['1', 'Old job'],
      ['7', 'Old job'],
      ['8', 'Engineer'],
    ]);
    expect(placed.experience).toEqual(['7', '8']);
    // Skills: 'Old skill' is there; the CV's 'tools' takes the resume's spelling 'Tools'.
    expect(data.skills).toEqual([
      { name: 'Old skill', category: 'Tools' },
      { name: 'Git', category: 'Tools' },
      { name: 'SQL', category: '' },
      { name: 'Python', category: '' },
    ]);
    expect(changes.skills).toMatchObject({ before: 1, added: 3, skipped: 1, after: 4 });
    // Norwegian is listed once, at the resume's level.
    expect(data.languages).toEqual([
      { name: 'Norwegian', level: 'Native' },
      { name: 'English', level: 'Native' },
    ]);
    expect(placed.languages).toEqual(['English', null]);
    expect(data.personalInfo.links.map((l) => l.url)).toEqual([
      'https://old.example.com',
      'https://github.com/ada',
    ]);
    expect(placed.links).toEqual(['https://github.com/ada', null]);
    expect(data.certifications.map((c) => c.id)).toEqual(['3', '10']);
    expect(placed.certifications).toEqual(['10', null]);
    expect(data.education.map((e) => e.id)).toEqual(['2', '9']);
    saves(data);
  });

  it('skips an exact duplicate entry', () => {
    const first = mergeExtractedProfile(emptyResume(), ada, uniformChoices('replace'), 1);
    const again = mergeExtractedProfile(first.data, ada, uniformChoices('add'), 100);
    expect(again.data).toEqual(first.data);
    expect(again.changes.experience).toMatchObject({ before: 2, added: 0, skipped: 2 });
    expect(again.placed.experience).toEqual([null, null]);
  });

  it('means fill for personal details and the summary', () => {
    expect(uniformChoices('add')).toMatchObject({
      personal: 'fill',
      summary: 'fill',
      links: 'add',
    });
  });
});

describe('mergeExtractedProfile: keep', () => {
  it('leaves every section as it is', () => {
    const { data, changes, placed } = mergeExtractedProfile(existing, ada, uniformChoices('keep'));
    expect(data).toEqual(existing);
    for (const section of CV_IMPORT_SECTIONS) {
      expect(changes[section].added + changes[section].removed).toBe(0);
    }
    expect(placed.experience).toEqual([null, null]);
  });
});

describe('mergeExtractedProfile: the v2 sections', () => {
  /** A resume that already has one of each v2 entry, and a CV with its own. */
  const withV2: ResumeData = resumeDataSchema.parse({
    ...existing,
    personalInfo: { ...existing.personalInfo, headline: 'Old headline' },
    projects: [{ id: '10', name: 'Old project' }],
    volunteering: [{ id: '11', role: 'Old role', organization: 'Old club' }],
    awards: [{ id: '12', title: 'Old prize' }],
    publications: [{ id: '13', title: 'Old paper' }],
    interests: ['Chess'],
  });
  const cv: ExtractedProfile = {
    ...ada,
    headline: 'Data Engineer',
    projects: [
      {
        name: 'Harbour Maps',
        role: 'Maintainer',
        url: 'harbour.example/maps',
        startMonth: '03',
        startYear: '2021',
        endMonth: '05',
        endYear: '2024',
        isCurrent: true,
        description: 'Maps for sailors',
        tags: ['Rust', 'rust'],
      },
      { ...emptyProject(), name: 'Old project' },
      { ...emptyProject(), name: ' ' },
    ],
    volunteering: [
      {
        role: 'Mentor',
        organization: 'Code Club',
        location: 'Leeds',
        startMonth: '13',
        startYear: '2018',
        endMonth: '',
        endYear: '2019',
        isCurrent: false,
        description: '',
      },
    ],
    awards: [{ title: 'Best Paper', issuer: 'Data Society', year: '22', description: '' }],
    publications: [
      {
        title: 'Streams',
        publisher: 'Journal of Data',
        year: '2020',
        url: 'javascript:alert(1)',
        description: 'With T. Marsh',
      },
    ],
    interests: ['Rowing', 'chess', 'Chess'],
  };

  it('replaces them like experience: the CV’s entries with fresh ids, dates and addresses the document takes', () => {
    const { data, placed } = mergeExtractedProfile(withV2, cv, uniformChoices('replace'), 1000);
    expect(data.personalInfo.headline).toBe('Data Engineer');
    expect(data.projects).toEqual([
      {
        id: '1004',
        name: 'Harbour Maps',
        role: 'Maintainer',
        url: 'https://harbour.example/maps',
        startMonth: '03',
        startYear: '2021',
        endMonth: '',
        endYear: '',
        isCurrent: true,
        description: 'Maps for sailors',
        tags: ['Rust'],
      },
      expect.objectContaining({ id: '1005', name: 'Old project' }),
    ]);
    expect(data.volunteering).toEqual([
      expect.objectContaining({
        role: 'Mentor',
        startMonth: '',
        startYear: '2018',
        endYear: '2019',
      }),
    ]);
    expect(data.awards).toEqual([expect.objectContaining({ title: 'Best Paper', year: '' })]);
    expect(data.publications).toEqual([
      expect.objectContaining({ title: 'Streams', url: '', description: 'With T. Marsh' }),
    ]);
    expect(data.interests).toEqual(['Rowing', 'chess']);
    expect(placed.projects).toEqual(['1004', '1005', null]);
    saves(data);
  });

  it('adds them after the resume’s, skipping the ones already there, and fills only an empty headline', () => {
    const add = mergeExtractedProfile(withV2, cv, uniformChoices('add'), 1000);
    expect(add.data.personalInfo.headline).toBe('Old headline');
    expect(add.data.projects.map((p) => [p.id, p.name])).toEqual([
      ['10', 'Old project'],
      [expect.any(String), 'Harbour Maps'],
    ]);
    expect(add.changes.projects).toMatchObject({ before: 1, added: 1, skipped: 1, after: 2 });
    expect(add.data.volunteering.map((v) => v.role)).toEqual(['Old role', 'Mentor']);
    expect(add.data.awards.map((a) => a.title)).toEqual(['Old prize', 'Best Paper']);
    expect(add.data.publications.map((p) => p.title)).toEqual(['Old paper', 'Streams']);
    expect(add.data.interests).toEqual(['Chess', 'Rowing']);
    const ids = [
      ...add.data.experience,
      ...add.data.education,
      ...add.data.certifications,
      ...add.data.projects,
      ...add.data.volunteering,
      ...add.data.awards,
      ...add.data.publications,
    ].map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    saves(add.data);
  });

  it('keeps them, or fills them only when empty, as chosen', () => {
    const keep = mergeExtractedProfile(withV2, cv, uniformChoices('keep'), 1000);
    expect(keep.data.projects).toEqual(withV2.projects);
    expect(keep.data.interests).toEqual(['Chess']);
    const fill = mergeExtractedProfile(
      { ...withV2, awards: [] },
      cv,
      choices({ awards: 'fill', publications: 'fill' }),
      1000,
    );
    expect(fill.data.awards.map((a) => a.title)).toEqual(['Best Paper']);
    expect(fill.data.publications.map((p) => p.title)).toEqual(['Old paper']);
  });
});

describe('mergeExtractedProfile: limits', () => {
  it('caps every list at the resume’s limits and counts what was left out', () => {
    const many = <T>(n: number, make: (i: number) => T) =>
      Array.from({ length: n }, (_, i) => make(i));
    const huge: ExtractedProfile = {
      ...emptyExtractedProfile(),
      display_name: 'x'.repeat(500),
      summary: 's'.repeat(L.summary + 10),
      experience: many(L.experience + 3, (i) => job({ jobTitle: `Job ${i}` })),
      education: many(L.education + 1, (i) => school({ school: `School ${i}` })),
      skills: many(L.skills + 5, (i) => `skill ${i}`),
      skill_categories: many(L.skillGroups + 2, (i) => ({ name: `Group ${i}`, skills: [`g${i}`] })),
      links: many(L.links + 2, (i) => ({ label: 'l', url: `site${i}.example.com` })),
      languages: many(L.languages + 1, (i) => ({ name: `Lang ${i}`, level: 'Basic' as const })),
      certifications: many(L.certifications + 1, (i) => ({ name: `C${i}`, issuer: '', year: '' })),
    };
    const { data, changes } = mergeExtractedProfile(emptyResume(), huge);
    saves(data);
    expect(data.experience).toHaveLength(L.experience);
    expect(changes.experience.overLimit).toBe(3);
    expect(data.personalInfo.links).toHaveLength(L.links);
    expect(data.skills).toHaveLength(L.skills);
    expect(new Set(data.skills.map((s) => s.category)).size).toBeLessThanOrEqual(L.skillGroups);
    expect(data.personalInfo.fullName).toHaveLength(L.shortText);
  });

  it('keeps a full section full when adding', () => {
    const full = mergeExtractedProfile(emptyResume(), {
      ...emptyExtractedProfile(),
      links: Array.from({ length: L.links }, (_, i) => ({ label: '', url: `a${i}.io` })),
    }).data;
    const { data, changes } = mergeExtractedProfile(full, ada, choices({ links: 'add' }));
    expect(data.personalInfo.links).toHaveLength(L.links);
    expect(changes.links).toMatchObject({ added: 0, overLimit: 1 });
  });

  it('turns invalid dates into none', () => {
    const { data } = mergeExtractedProfile(emptyResume(), {
      experience: [job({ startMonth: '13', startYear: '1850' })],
    });
    expect(data.experience[0]).toMatchObject({ startMonth: '', startYear: '' });
  });
});

describe('defaultChoices', () => {
  it('replaces where the resume is empty, adds to lists and fills details where it is not', () => {
    const current = { ...existing, certifications: [] };
    expect(defaultChoices(current, { ...ada, languages: [] })).toEqual({
      personal: 'fill',
      summary: 'fill',
      links: 'add',
      experience: 'add',
      education: 'add',
      skills: 'add',
      languages: 'keep', // the CV has none: the resume's stay unless chosen otherwise
      certifications: 'replace',
      projects: 'replace',
      volunteering: 'replace',
      awards: 'replace',
      publications: 'replace',
      interests: 'replace',
      custom: 'replace',
    });
  });
});

describe("mergeExtractedProfile: the CV's sections of the person's own", () => {
  const talks = {
    title: 'Conference Talks',
    entries: [
      {
        title: 'Queues at Planet Scale',
        subtitle: 'SysConf Europe',
        date: 'Spring 2024',
        description: 'Keynote on backpressure.',
        url: 'sysconf.example/talks/queues',
      },
    ],
  };

  it('become custom sections with fresh ids, printed last, and an address gets https://', () => {
    const { data, changes } = mergeExtractedProfile(existing, { custom_sections: [talks] });
    expect(data.customSections).toHaveLength(1);
    const section = data.customSections[0]!;
    expect(section.title).toBe('Conference Talks');
    expect(section.entries[0]).toMatchObject({
      title: 'Queues at Planet Scale',
      subtitle: 'SysConf Europe',
      date: 'Spring 2024',
      url: 'https://sysconf.example/talks/queues',
    });
    expect(section.id).not.toBe(section.entries[0]!.id);
    expect(data.layout.section_order.at(-1)).toBe(`custom:${section.id}`);
    expect(changes.custom).toMatchObject({ incoming: 1, added: 1 });
  });

  it("'add' skips a section the resume already has, whatever its ids", () => {
    const once = mergeExtractedProfile(existing, { custom_sections: [talks] }).data;
    const twice = mergeExtractedProfile(
      once,
      { custom_sections: [talks] },
      { ...uniformChoices('keep'), custom: 'add' },
    );
    expect(twice.data.customSections).toEqual(once.customSections);
    expect(twice.changes.custom.skipped).toBe(1);
  });
});

describe("mergeExtractedProfile: the CV's headings of built-in sections", () => {
  const titled: ExtractedProfile = {
    ...emptyExtractedProfile(),
    experience: [job({})],
    skills: ['Go'],
    section_titles: [
      { section: 'experience', title: 'Work History' },
      { section: 'skills', title: 'Toolbox' },
    ],
  };
  const renamed: ResumeData = {
    ...existing,
    layout: { ...existing.layout, section_titles: { experience: 'Career so far' } },
  };
  const choose = (choice: CvImportChoices['experience']): CvImportChoices => ({
    ...uniformChoices('keep'),
    experience: choice,
    skills: choice,
  });

  it.each([
    ['replace', { experience: 'Work History', skills: 'Toolbox' }],
    ['add', { experience: 'Career so far', skills: 'Toolbox' }],
    ['fill', { experience: 'Career so far', skills: 'Toolbox' }],
    ['keep', { experience: 'Career so far' }],
  ] as const)("'%s' gives the sections the titles %j", (choice, titles) => {
    const { data } = mergeExtractedProfile(renamed, titled, choose(choice));
    expect(data.layout.section_titles).toEqual(titles);
  });

  it('leaves the titles alone when the CV prints the default headings', () => {
    const { data } = mergeExtractedProfile(renamed, { ...titled, section_titles: [] });
    expect(data.layout.section_titles).toEqual({ experience: 'Career so far' });
  });
});

describe('toLanguageLevel', () => {
  it.each([
    ['Native', 'Native'],
    ['mother tongue', 'Native'],
    ['C2', 'Native'],
    ['fluent', 'Fluent'],
    ['C1 (proficient)', 'Fluent'],
    ['B2', 'Advanced'],
    ['upper-intermediate', 'Advanced'],
    ['B1', 'Intermediate'],
    ['A2', 'Basic'],
    ['beginner', 'Basic'],
    ['', ''],
    ['some', ''],
  ])('%s → %s', (raw, level) => {
    expect(toLanguageLevel(raw)).toBe(level);
  });
});

describe('toLinkUrl', () => {
  it.each([
    ['linkedin.com/in/ada', 'https://linkedin.com/in/ada'],
    ['https://ada.dev', 'https://ada.dev'],
    ['http://ada.dev/x', 'http://ada.dev/x'],
    ['//ada.dev', 'https://ada.dev'],
    ['mailto:ada@example.com', null],
    ['javascript:alert(1)', null],
    ['ftp://ada.dev', null],
    ['not a url', null],
    ['', null],
    [`https://ada.dev/${'x'.repeat(600)}`, null],
  ])('%s → %s', (raw, url) => {
    expect(toLinkUrl(raw)).toBe(url);
  });
});
