import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  RESUME_FIXTURES,
  arrangedSectionsResume,
  sectionsResume,
} from '../documents/__fixtures__/resume-fixtures.ts';
import { descriptionBlocks } from '../documents/resume-content.ts';
import { RESUME_LIMITS } from '../resume/resume.limits.ts';
import { resumeDataSchema, type ResumeData } from '../resume/resume.schema.ts';
import { SAMPLE_RESUMES } from '../samples/samples.ts';
import { fromJsonResume, levelFromFluency } from './from-json-resume.ts';
import { formatJrDate, parseJrDate } from './json-resume-dates.ts';
import {
  joinDescription,
  locationLine,
  locationParts,
  splitDescription,
  webAddress,
} from './json-resume-text.ts';
import {
  JSON_RESUME_LIMITS,
  describeNote,
  type ConversionNote,
  type JsonResumeInput,
} from './json-resume.schema.ts';
import { JSON_RESUME_NOTICES, parseJsonResume, parseJsonResumeText } from './parse-json-resume.ts';
import { jsonResumeFileName, jsonResumeText, toJsonResume } from './to-json-resume.ts';

const FIXTURES_DIR = path.join(import.meta.dirname, '__fixtures__');
const FIXTURE_NAMES = fs
  .readdirSync(FIXTURES_DIR)
  .filter((name) => name.endsWith('.json'))
  .sort();

function fixtureText(name: string): string {
  return fs.readFileSync(path.join(FIXTURES_DIR, name), 'utf8');
}

function fixture(name: string): JsonResumeInput {
  const parsed = parseJsonResumeText(fixtureText(name));
  if (!parsed.ok) throw new Error(`${name}: ${parsed.message}`);
  return parsed.resume;
}

function sequentialIds() {
  let n = 0;
  return () => `id-${(n += 1)}`;
}

function importFixture(name: string) {
  return fromJsonResume(fixture(name), { newId: sequentialIds() });
}

type Json = Record<string, unknown>;
const obj = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});
const arr = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : []);
const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** A JSON Resume date at the precision we keep ('2019-03-01' → '2019-03'); 'Present' → ''. */
function keptDate(value: unknown): string {
  const date = parseJrDate(str(value));
  return date.kind === 'date' ? formatJrDate(date.month, date.year) : '';
}

function paragraphs(value: unknown): string[] {
  return str(value)
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * What a JSON Resume file says in the fields both formats have, at the precision we keep:
 * the comparison for JSON Resume → ours → JSON Resume. Web addresses are compared as we
 * keep them (a bare domain gains https://); a fluency as the level it maps to.
 */
function sharedView(resume: unknown) {
  const r = obj(resume);
  const basics = obj(r['basics']);
  const links = [
    ...(webAddress(str(basics['url']))
      ? [{ label: 'Website', url: webAddress(str(basics['url'])) }]
      : []),
    ...arr(basics['profiles'])
      .filter((p) => webAddress(str(p['url'])))
      .map((p) => ({ label: str(p['network']), url: webAddress(str(p['url'])) })),
  ];
  const dated = (e: Json) => {
    const end = parseJrDate(str(e['endDate']));
    const start = keptDate(e['startDate']);
    return {
      start,
      end: keptDate(e['endDate']),
      ongoing: end.kind === 'present' || (end.kind === 'empty' && start !== ''),
      summary: paragraphs(e['summary']),
      highlights: arr(e['highlights']).map(str),
    };
  };
  const address = (value: unknown) => webAddress(str(value)) ?? '';
  return {
    name: str(basics['name']),
    label: str(basics['label']),
    email: str(basics['email']),
    phone: str(basics['phone']),
    summary: str(basics['summary']),
    location: locationLine(obj(basics['location'])),
    links,
    work: arr(r['work']).map((w) => ({
      name: str(w['name'] ?? w['company']),
      position: str(w['position']),
      keywords: arr(w['keywords']).map(str),
      ...dated(w),
    })),
    education: arr(r['education']).map((e) => ({
      institution: str(e['institution']),
      studyType: str(e['studyType']),
      area: str(e['area']),
      location: str(e['location']),
      ...dated(e),
    })),
    skills: arr(r['skills'])
      .filter((s) => str(s['name']) || arr(s['keywords']).length)
      .map((s) => ({ name: str(s['name']), keywords: arr(s['keywords']).map(str) })),
    languages: arr(r['languages']).map((l) => ({
      language: str(l['language']),
      level: levelFromFluency(str(l['fluency'])).level,
    })),
    certificates: arr(r['certificates']).map((c) => ({
      name: str(c['name']),
      issuer: str(c['issuer']),
      year: keptDate(c['date']).slice(0, 4),
    })),
    projects: arr(r['projects']).map((p) => ({
      name: str(p['name']),
      roles: arr(p['roles']).map(str).filter(Boolean).join(', '),
      url: address(p['url']),
      keywords: arr(p['keywords']).map(str),
      ...dated({ ...p, summary: p['description'] }),
    })),
    volunteer: arr(r['volunteer']).map((v) => ({
      organization: str(v['organization']),
      position: str(v['position']),
      location: str(v['location']),
      ...dated(v),
    })),
    awards: arr(r['awards']).map((a) => ({
      title: str(a['title']),
      awarder: str(a['awarder']),
      year: keptDate(a['date']).slice(0, 4),
      summary: str(a['summary']),
    })),
    publications: arr(r['publications']).map((p) => ({
      name: str(p['name']),
      publisher: str(p['publisher']),
      year: keptDate(p['releaseDate']).slice(0, 4),
      url: address(p['url']),
      summary: str(p['summary']),
    })),
    // A reference's own words are not shared (ours keeps who and how to reach them).
    references: arr(r['references']).map((x) => ({
      name: str(x['name']),
      relationship: str(x['relationship']),
      contact: str(x['contact']),
    })),
    // Each keyword of an interest is an interest of its own.
    interests: arr(r['interests']).flatMap((i) =>
      [str(i['name']), ...arr(i['keywords']).map(str)].filter(Boolean),
    ),
  };
}

/**
 * Ours without entry ids (a conversion makes new ones), descriptions as the engine reads
 * them, and without what JSON Resume cannot hold (custom sections, layout, style, language).
 */
function comparable(data: ResumeData) {
  const noId = <T extends { id: string; description: string }>({ id: _id, ...rest }: T) => ({
    ...rest,
    description: descriptionBlocks(rest.description),
  });
  return {
    ...data,
    experience: data.experience.map(noId),
    education: data.education.map(noId),
    certifications: data.certifications.map(({ id: _id, ...rest }) => rest),
    projects: data.projects.map(noId),
    volunteering: data.volunteering.map(noId),
    awards: data.awards.map(({ id: _id, ...rest }) => rest),
    publications: data.publications.map(({ id: _id, ...rest }) => rest),
    references: data.references.map(({ id: _id, ...rest }) => rest),
    customSections: undefined,
    layout: undefined,
    style: undefined,
    language: undefined,
    targetJob: undefined,
  };
}

describe('JSON Resume sample files', () => {
  it('has several realistic people to test against', () => {
    expect(FIXTURE_NAMES.length).toBeGreaterThanOrEqual(5);
  });

  it.each(FIXTURE_NAMES)('%s: imports into a valid resume document', (name) => {
    const { data } = importFixture(name);
    expect(resumeDataSchema.safeParse(data).success).toBe(true);
    expect(data.personalInfo.fullName).toBe(str(obj(fixture(name).basics)['name']));
  });

  it.each(FIXTURE_NAMES)(
    '%s: JSON Resume → ours → JSON Resume keeps every shared field',
    (name) => {
      const input = fixture(name);
      const { resume } = toJsonResume(importFixture(name).data);
      expect(sharedView(resume)).toEqual(sharedView(input));
    },
  );

  it.each(FIXTURE_NAMES)('%s: ours → JSON Resume → ours is the same document', (name) => {
    const { data } = importFixture(name);
    const again = fromJsonResume(toJsonResume(data).resume, { newId: sequentialIds() });
    expect(again.data).toEqual(data);
    expect(again.notImported).toEqual([]);
  });

  it.each(FIXTURE_NAMES.filter((name) => name.endsWith('-tailorcv.json')))(
    '%s: a file in our own export form comes back exactly as it was',
    (name) => {
      const input = JSON.parse(fixtureText(name)) as unknown;
      const imported = importFixture(name);
      expect(imported.notImported).toEqual([]);
      const exported = toJsonResume(imported.data);
      expect(exported.notExported).toEqual([]);
      expect(exported.resume).toEqual(input);
    },
  );

  it('has a file in our own export form with every section filled', () => {
    const { data } = importFixture('platform-engineer-tailorcv.json');
    expect(data.personalInfo.headline).toBe('Platform Engineer');
    for (const section of [
      'experience',
      'education',
      'skills',
      'languages',
      'certifications',
      'projects',
      'volunteering',
      'awards',
      'publications',
      'references',
      'interests',
    ] as const) {
      expect(data[section].length, section).toBeGreaterThan(0);
    }
    expect(data.volunteering.map((v) => [v.location, v.isCurrent, v.endYear])).toEqual([
      ['Stockholm', false, '2022'],
      ['', true, ''],
    ]);
    expect(data.references).toEqual([
      {
        id: expect.any(String) as string,
        name: 'Maja Berg',
        relationship: 'Former engineering manager',
        contact: 'maja.berg@example.se',
      },
      {
        id: expect.any(String) as string,
        name: 'Tomas Eriksson',
        relationship: '',
        contact: 'Available on request',
      },
    ]);
    expect(data.projects.map((p) => [p.name, p.role, p.isCurrent, p.tags])).toEqual([
      ['kubeslim', 'Creator', true, ['Go', 'Kubernetes']],
      ['Deploy dashboard', '', false, []],
    ]);
  });
});

describe('fromJsonResume: what each sample becomes', () => {
  it('a full 1.0 file: every section we have, and a note for everything else', () => {
    const { data, notImported } = importFixture('full-stack-engineer.json');
    expect(data.personalInfo).toEqual({
      fullName: 'Priya Raman',
      headline: 'Senior Full-Stack Engineer',
      email: 'priya.raman@example.com',
      phone: '+1 (415) 555-0142',
      location: 'San Francisco, California, US',
      summary:
        'Full-stack engineer with nine years of experience building payments and logistics products. I like owning a feature from the database migration to the last pixel.',
      links: [
        { label: 'Website', url: 'https://priya-raman.example' },
        { label: 'GitHub', url: 'https://github.com/priyaraman' },
        { label: 'LinkedIn', url: 'https://www.linkedin.com/in/priya-raman' },
      ],
    });
    expect(data.experience).toEqual([
      {
        id: 'id-1',
        jobTitle: 'Senior Software Engineer',
        company: 'Brightline Payments',
        startMonth: '04',
        startYear: '2021',
        endMonth: '',
        endYear: '',
        isCurrentJob: true,
        description: [
          'Tech lead of the disputes team (five engineers).',
          '- Cut chargeback handling time from 9 days to 36 hours with an automated evidence pipeline',
          '- Designed the idempotent ledger API now used by every payment flow',
          '- Mentored three engineers through promotion',
        ].join('\n'),
        tags: [],
      },
      {
        id: 'id-2',
        jobTitle: 'Software Engineer',
        company: 'Parcelwise',
        startMonth: '09',
        startYear: '2017',
        endMonth: '03',
        endYear: '2021',
        isCurrentJob: false,
        description: [
          'Built the shipper dashboard and the carrier rate engine.',
          '- Rewrote rate shopping in Go, taking p99 latency from 1.2 s to 140 ms',
          '- Shipped label printing for 40,000 small merchants',
        ].join('\n'),
        tags: [],
      },
      {
        id: 'id-3',
        jobTitle: 'Junior Web Developer',
        company: 'Fogbank Studios',
        startMonth: '06',
        startYear: '2015',
        endMonth: '08',
        endYear: '2017',
        isCurrentJob: false,
        description: '- Maintained 30 client sites on a shared Rails platform',
        tags: [],
      },
    ]);
    expect(data.education).toEqual([
      {
        id: 'id-4',
        school: 'University of California, Davis',
        degree: 'Bachelor of Science',
        fieldOfStudy: 'Computer Science',
        location: '',
        startMonth: '09',
        startYear: '2011',
        endMonth: '06',
        endYear: '2015',
        isCurrent: false,
        description: '',
      },
    ]);
    expect(data.skills).toEqual([
      { name: 'Go', category: 'Back end' },
      { name: 'PostgreSQL', category: 'Back end' },
      { name: 'Kafka', category: 'Back end' },
      { name: 'gRPC', category: 'Back end' },
      { name: 'TypeScript', category: 'Front end' },
      { name: 'React', category: 'Front end' },
      { name: 'CSS', category: 'Front end' },
      { name: 'Terraform', category: '' },
    ]);
    expect(data.languages).toEqual([
      { name: 'English', level: 'Native' },
      { name: 'Tamil', level: 'Fluent' },
      { name: 'Spanish', level: 'Intermediate' },
    ]);
    expect(data.certifications).toEqual([
      {
        id: 'id-5',
        name: 'AWS Certified Developer - Associate',
        issuer: 'Amazon Web Services',
        year: '2022',
      },
    ]);
    expect(data.projects).toEqual([
      {
        id: 'id-6',
        name: 'ledgerlite',
        role: 'Maintainer',
        url: 'https://github.com/priyaraman/ledgerlite',
        startMonth: '02',
        startYear: '2020',
        endMonth: '',
        endYear: '',
        isCurrent: true,
        description: 'An open-source double-entry ledger library for Go.\n- 600 stars on GitHub',
        tags: ['Go', 'Accounting'],
      },
    ]);
    expect(data.volunteering).toEqual([
      {
        id: 'id-7',
        role: 'Mentor',
        organization: 'Code the Bay',
        location: '',
        startMonth: '01',
        startYear: '2019',
        endMonth: '',
        endYear: '',
        isCurrent: true,
        description:
          'Weekly mentoring for career changers learning web development.\n- Mentored 24 students, 17 now work as developers',
      },
    ]);
    expect(data.awards).toEqual([
      {
        id: 'id-8',
        title: 'Engineering Excellence Award',
        issuer: 'Brightline Payments',
        year: '2023',
        description: 'For the ledger API.',
      },
    ]);
    expect(data.publications).toEqual([
      {
        id: 'id-9',
        title: 'Idempotency keys in practice',
        publisher: 'Brightline Engineering Blog',
        year: '2022',
        url: 'https://brightline.example/blog/idempotency',
        description: 'How we made retries safe.',
      },
    ]);
    expect(data.references).toEqual([
      { id: 'id-10', name: 'Dana Whitaker', relationship: '', contact: '' },
    ]);
    expect(data.interests).toEqual(['Cycling', 'Randonneuring', 'Bike repair']);
    expect(notImported.map(describeNote)).toEqual([
      'basics.image: TailorCV resumes have no photo',
      'basics.location.address: TailorCV keeps the city, not the address',
      'basics.location.postalCode: TailorCV keeps the city, not the postal code',
      'basics.profiles[].username (2): the link keeps the address, not the user name',
      'work[].url (2): TailorCV keeps no company web address',
      'work[].location: TailorCV experience entries have no location',
      'work[].description: TailorCV keeps no company description',
      'work[].startDate: the day of the month is not kept',
      'work[].endDate: the day of the month is not kept',
      'education[].url: TailorCV keeps no school web address',
      'education[].score: TailorCV education entries have no grade',
      'education[].courses: TailorCV education entries have no course list',
      'skills[].level (2): TailorCV skills have no level',
      'languages[].fluency (2): kept as the nearest TailorCV level',
      'certificates[].url: TailorCV keeps no certificate web address',
      'certificates[].date: TailorCV keeps the year only',
      'projects[].entity: TailorCV projects have no entity',
      'projects[].type: TailorCV projects have no type',
      'volunteer[].url: TailorCV keeps no organisation web address',
      'awards[].date: TailorCV keeps the year only',
      'publications[].releaseDate: TailorCV keeps the year only',
      "references[].reference: TailorCV keeps a reference's relationship and contact, not a written reference",
      'interests[].keywords (2): kept as interests of their own',
    ]);
  });

  it('a short file with year-only dates: an entry that started and has no end is current', () => {
    const { data, notImported } = importFixture('registered-nurse.json');
    expect(data.personalInfo.location).toBe('Manchester, GB');
    expect(
      data.experience.map((e) => [e.startYear, e.endYear, e.isCurrentJob, e.startMonth]),
    ).toEqual([
      ['2019', '', true, ''],
      ['2015', '2016', false, ''],
    ]);
    // A degree with only a graduation year is finished, not current.
    expect(data.education[0]).toMatchObject({
      school: 'University of Salford',
      degree: 'BSc (Hons)',
      fieldOfStudy: 'Adult Nursing',
      startYear: '',
      endYear: '2019',
      isCurrent: false,
    });
    expect(data.certifications[0]).toMatchObject({
      name: 'Immediate Life Support',
      issuer: 'Resuscitation Council UK',
      year: '2023',
    });
    expect(notImported).toEqual([]);
  });

  it('an international file: letters kept, bare addresses fixed, odd dates and levels reported', () => {
    const { data, notImported } = importFixture('product-designer-international.json');
    expect(data.personalInfo.fullName).toBe('Zoë Łukasz-Nguyễn');
    expect(data.personalInfo.location).toBe('Warszawa, Mazowieckie, PL');
    expect(data.personalInfo.summary).toBe(
      'Product designer working across Polish, Vietnamese and English-speaking teams.\nI turn research into interfaces people trust.',
    );
    expect(data.personalInfo.links).toEqual([
      { label: 'Website', url: 'https://zoe-design.example/portfolio' },
      { label: 'Dribbble', url: 'https://dribbble.com/zoe-ln' },
    ]);
    expect(
      data.experience.map((e) => ({
        company: e.company,
        start: formatJrDate(e.startMonth, e.startYear),
        end: formatJrDate(e.endMonth, e.endYear),
        current: e.isCurrentJob,
      })),
    ).toEqual([
      { company: 'Łódź Mobility Sp. z o.o.', start: '2022-03', end: '', current: true },
      { company: 'Công ty Sáng Tạo', start: '2018-01', end: '2022-02', current: false },
      // 'Summer 2016' is no date: the entry is kept without a start, and is not current.
      { company: 'Freelance', start: '', end: '2017-12', current: false },
    ]);
    expect(data.skills).toEqual([
      { name: 'Figma', category: '' },
      { name: 'Usability testing', category: 'Research' },
      { name: 'Diary studies', category: 'Research' },
      { name: 'Card sorting', category: 'Research' },
    ]);
    expect(data.languages).toEqual([
      { name: 'Polski', level: 'Native' },
      { name: 'Tiếng Việt', level: 'Fluent' },
      { name: 'English', level: 'Advanced' },
      { name: 'Deutsch', level: 'Basic' },
      { name: 'Esperanto', level: '' },
    ]);
    expect(data.certifications[0]?.year).toBe('2021');
    expect(data.personalInfo.headline).toBe('Product Designer');
    expect(notImported.map(describeNote)).toEqual([
      'basics.profiles[]: a profile without an address (url) cannot be a link',
      'basics.profiles[].url: not a web address (http:// or https://)',
      'work[].startDate: the day of the month is not kept',
      'work[].endDate: the day of the month is not kept',
      'work[].startDate: not a date (YYYY, YYYY-MM or YYYY-MM-DD)',
      'education[].startDate: the day of the month is not kept',
      'education[].endDate: the day of the month is not kept',
      'skills[].level: TailorCV skills have no level',
      'languages[].fluency (3): kept as the nearest TailorCV level',
      "languages[].fluency: not one of TailorCV's levels (Native, Fluent, Advanced, Intermediate, Basic)",
      'certificates[].date: TailorCV keeps the year only',
    ]);
  });

  it('an older file (company, website, gpa, nulls, unknown sections) is read leniently', () => {
    const { data, notImported } = importFixture('teacher-legacy.json');
    expect(data.personalInfo).toMatchObject({
      fullName: "Margaret O'Connell",
      phone: '',
      location: 'Cork, IE',
      links: [],
    });
    expect(data.experience.map((e) => [e.company, e.jobTitle, e.isCurrentJob])).toEqual([
      ["St. Finbarr's College", 'Head of Mathematics', true],
      ['Coláiste Muire', 'Teacher of Mathematics and Physics', false],
    ]);
    expect(data.education.map((e) => [e.degree, e.startYear, e.endYear])).toEqual([
      ['BSc', '1996', '2000'],
      ['Professional Diploma in Education', '2000', '2001'],
    ]);
    expect(notImported.map(describeNote)).toEqual([
      'hobbies: not part of JSON Resume',
      'basics.website: not part of JSON Resume',
      'work[].url: TailorCV keeps no company web address',
      'education[].gpa: TailorCV education entries have no grade',
    ]);
  });
});

describe('fromJsonResume: limits and odd input', () => {
  it('cuts over-long text to our limits and says so', () => {
    const { data, notImported } = fromJsonResume({
      basics: { name: 'N'.repeat(500), summary: 'S'.repeat(RESUME_LIMITS.summary + 10) },
      work: [{ name: 'Acme', highlights: ['x'.repeat(RESUME_LIMITS.description + 1)] }],
    });
    expect(data.personalInfo.fullName).toHaveLength(RESUME_LIMITS.shortText);
    expect(data.personalInfo.summary).toHaveLength(RESUME_LIMITS.summary);
    expect(data.experience[0]?.description).toHaveLength(RESUME_LIMITS.description);
    expect(notImported.map(describeNote)).toEqual([
      `basics.name: shortened to ${RESUME_LIMITS.shortText} characters`,
      `basics.summary: shortened to ${RESUME_LIMITS.summary} characters`,
      `work[].summary: shortened to ${RESUME_LIMITS.description} characters`,
    ]);
  });

  it('keeps at most our number of entries and counts the rest', () => {
    const work = Array.from({ length: RESUME_LIMITS.experience + 3 }, (_, i) => ({
      name: `Company ${i}`,
    }));
    const languages = Array.from({ length: RESUME_LIMITS.languages + 1 }, (_, i) => ({
      language: `Language ${i}`,
      fluency: 'Basic',
    }));
    const { data, notImported } = fromJsonResume({ work, languages });
    expect(data.experience).toHaveLength(RESUME_LIMITS.experience);
    expect(data.languages).toHaveLength(RESUME_LIMITS.languages);
    expect(notImported).toEqual([
      {
        path: 'work',
        count: 3,
        reason: `TailorCV keeps at most ${RESUME_LIMITS.experience} experience entries`,
      },
      {
        path: 'languages',
        count: 1,
        reason: `TailorCV keeps at most ${RESUME_LIMITS.languages} languages`,
      },
    ]);
  });

  it('keeps at most 20 skill categories and counts the skills left out', () => {
    const skills = Array.from({ length: RESUME_LIMITS.skillGroups + 2 }, (_, i) => ({
      name: `Group ${i}`,
      keywords: ['a', 'b'],
    }));
    const { data, notImported } = fromJsonResume({ skills });
    expect(new Set(data.skills.map((s) => s.category)).size).toBe(RESUME_LIMITS.skillGroups);
    expect(notImported).toEqual([
      {
        path: 'skills[].keywords',
        count: 4,
        reason: `TailorCV keeps at most ${RESUME_LIMITS.skillGroups} skill categories`,
      },
    ]);
  });

  it('skips entries with nothing in them and notes half-empty ones', () => {
    const { data, notImported } = fromJsonResume({
      work: [{}, { highlights: [] }],
      languages: [{ fluency: 'Fluent' }],
      certificates: [{ issuer: 'Nobody' }],
      skills: [{ name: '  ', keywords: [' ', ''] }],
    });
    expect(data.experience).toEqual([]);
    expect(data.languages).toEqual([]);
    expect(data.certifications).toEqual([]);
    expect(data.skills).toEqual([]);
    expect(notImported.map(describeNote)).toEqual([
      'languages[]: a fluency without a language is not kept',
      'certificates[]: a certificate without a name is not kept',
    ]);
  });

  it('refuses addresses that are not web addresses (javascript:, data:, mailto:)', () => {
    const { data, notImported } = fromJsonResume({
      basics: {
        url: 'javascript:alert(1)',
        profiles: [
          { network: 'X', url: 'data:text/html,<script>alert(1)</script>' },
          { network: 'Mail', url: 'mailto:a@example.com' },
          { network: 'Site', url: 'https://ok.example' },
        ],
      },
    });
    expect(data.personalInfo.links).toEqual([{ label: 'Site', url: 'https://ok.example' }]);
    expect(notImported.map(describeNote)).toEqual([
      'basics.url: not a web address (http:// or https://)',
      'basics.profiles[].url (2): not a web address (http:// or https://)',
    ]);
  });

  it('keeps markup as text: nothing in a file is interpreted', () => {
    const payload = '<img src=x onerror=alert(1)>{{constructor}}';
    const { data } = fromJsonResume({ basics: { name: payload }, work: [{ name: payload }] });
    expect(data.personalInfo.fullName).toBe(payload);
    expect(data.experience[0]?.company).toBe(payload);
  });

  it("reads the v2 sections of other tools' files: roles, odd dates, testimonials, nameless entries", () => {
    const { data, notImported } = fromJsonResume({
      projects: [
        {
          name: 'Atlas',
          roles: ['Founder', ' ', 'Designer'],
          startDate: '2019-04-02',
          endDate: 'Present',
          url: 'atlas.example/app',
        },
        { name: 'Beta', startDate: '2018', endDate: '2019-13', url: 'javascript:alert(1)' },
        { entity: 'Acme' },
      ],
      volunteer: [{ organization: 'Red Cross', startDate: '2010', endDate: '2012-06-30' }],
      awards: [{ title: 'MVP', date: 'last year' }, { awarder: 'Nobody' }, {}],
      publications: [{ name: 'Essay', releaseDate: '2001-02', url: 'https://x.example/e' }],
      references: [
        { name: 'Kim', reference: 'A great colleague.' },
        { reference: 'Anonymous praise.' },
      ],
      interests: [{ keywords: ['Chess', 'chess', 'x'.repeat(61)] }, { name: '' }],
    });
    expect(data.projects.map((p) => ({ ...p, id: '' }))).toEqual([
      {
        id: '',
        name: 'Atlas',
        role: 'Founder, Designer',
        url: 'https://atlas.example/app',
        startMonth: '04',
        startYear: '2019',
        endMonth: '',
        endYear: '',
        isCurrent: true,
        description: '',
        tags: [],
      },
      {
        id: '',
        name: 'Beta',
        role: '',
        url: '',
        startMonth: '',
        startYear: '2018',
        endMonth: '',
        endYear: '',
        isCurrent: false,
        description: '',
        tags: [],
      },
    ]);
    expect(data.volunteering[0]).toMatchObject({
      organization: 'Red Cross',
      startYear: '2010',
      endMonth: '06',
      endYear: '2012',
      isCurrent: false,
    });
    expect(data.awards.map((a) => [a.title, a.issuer, a.year])).toEqual([
      ['MVP', '', ''],
      ['', 'Nobody', ''],
    ]);
    expect(data.publications[0]).toMatchObject({ title: 'Essay', year: '2001' });
    expect(data.references.map((r) => [r.name, r.relationship, r.contact])).toEqual([
      ['Kim', '', ''],
    ]);
    expect(data.interests).toEqual(['Chess']);
    expect(notImported.map(describeNote)).toEqual([
      'projects[].startDate: the day of the month is not kept',
      'projects[].endDate: not a date (the month is not 01–12)',
      'projects[].url: not a web address (http:// or https://)',
      'projects[].entity: TailorCV projects have no entity',
      'volunteer[].endDate: the day of the month is not kept',
      'awards[].date: not a date (YYYY, YYYY-MM or YYYY-MM-DD)',
      'publications[].releaseDate: TailorCV keeps the year only',
      "references[].reference (2): TailorCV keeps a reference's relationship and contact, not a written reference",
      'references[]: a reference without a name is not kept',
      'interests[].keywords (3): kept as interests of their own',
      'interests[].keywords: TailorCV keeps interests of up to 60 characters',
    ]);
  });

  it('keeps at most our number of v2 entries and interests, and counts the rest', () => {
    const many = <T>(n: number, make: (i: number) => T): T[] =>
      Array.from({ length: n }, (_, i) => make(i));
    const { data, notImported } = fromJsonResume({
      projects: many(RESUME_LIMITS.projects + 2, (i) => ({ name: `P${i}` })),
      references: many(RESUME_LIMITS.references + 1, (i) => ({ name: `R${i}` })),
      interests: many(RESUME_LIMITS.interests + 3, (i) => ({ name: `I${i}` })),
    });
    expect(data.projects).toHaveLength(RESUME_LIMITS.projects);
    expect(data.references).toHaveLength(RESUME_LIMITS.references);
    expect(data.interests).toHaveLength(RESUME_LIMITS.interests);
    expect(notImported.map(describeNote)).toEqual([
      `interests (3): TailorCV keeps at most ${RESUME_LIMITS.interests} interests`,
      `projects (2): TailorCV keeps at most ${RESUME_LIMITS.projects} projects`,
      `references: TailorCV keeps at most ${RESUME_LIMITS.references} references`,
    ]);
  });

  it('cuts an over-long headline and project text to our limits', () => {
    const { data, notImported } = fromJsonResume({
      basics: { label: 'L'.repeat(RESUME_LIMITS.shortText + 5) },
      projects: [{ name: 'A', description: 'd'.repeat(RESUME_LIMITS.description + 1) }],
    });
    expect(data.personalInfo.headline).toHaveLength(RESUME_LIMITS.shortText);
    expect(data.projects[0]?.description).toHaveLength(RESUME_LIMITS.description);
    expect(notImported.map(describeNote)).toEqual([
      `basics.label: shortened to ${RESUME_LIMITS.shortText} characters`,
      `projects[].description: shortened to ${RESUME_LIMITS.description} characters`,
    ]);
  });

  it('makes unique entry ids by default', () => {
    const { data } = fromJsonResume({
      work: [{ name: 'A' }, { name: 'B' }],
      education: [{ institution: 'C' }],
      certificates: [{ name: 'D' }],
    });
    const ids = [...data.experience, ...data.education, ...data.certifications].map((e) => e.id);
    expect(new Set(ids).size).toBe(4);
  });
});

describe('ours → JSON Resume → ours', () => {
  const documents: [string, ResumeData][] = [
    ...Object.entries(RESUME_FIXTURES).map(
      ([name, data]) => [`fixture ${name}`, data] as [string, ResumeData],
    ),
    ...SAMPLE_RESUMES.map(
      (sample) => [`sample ${sample.id}`, sample.resume] as [string, ResumeData],
    ),
    ['every v2 section', sectionsResume],
    ['every v2 section, arranged and partly hidden', arrangedSectionsResume],
  ];

  it.each(documents)('%s: the same content in every field both formats have', (_name, data) => {
    const { resume } = toJsonResume(data);
    const back = fromJsonResume(parseOk(JSON.parse(jsonResumeText(resume))));
    expect(comparable(back.data)).toEqual(comparable(data));
  });

  it('is exact, ids aside, for descriptions written as paragraphs and "- " bullets', () => {
    const data = resumeDataSchema.parse({
      personalInfo: { fullName: 'Ana Lima', location: 'Austin, TX, US' },
      experience: [
        {
          id: 'e1',
          jobTitle: 'Engineer',
          company: 'Acme',
          startMonth: '01',
          startYear: '2020',
          endMonth: '06',
          endYear: '2022',
          description: 'Built things.\n\nLed others.\n- Shipped X\n- Shipped Y',
          tags: ['Rust'],
        },
      ],
    });
    const back = fromJsonResume(toJsonResume(data).resume, { newId: () => 'e1' });
    expect(back.data).toEqual(data);
  });

  it('is exact, ids aside, for every v2 section JSON Resume has', () => {
    const data = resumeDataSchema.parse({
      personalInfo: { fullName: 'Ana Lima', headline: 'Staff Engineer' },
      projects: [
        {
          id: 'p1',
          name: 'Atlas',
          role: 'Lead',
          url: 'https://atlas.example',
          startMonth: '03',
          startYear: '2021',
          endYear: '2022',
          description: 'A map server.\n- Served 1M tiles a day',
          tags: ['Rust', 'PostGIS'],
        },
        { id: 'p2', name: 'Current', startYear: '2024', isCurrent: true },
      ],
      volunteering: [
        {
          id: 'v1',
          role: 'Treasurer',
          organization: 'Chess Club',
          location: 'Porto',
          startYear: '2015',
          endMonth: '12',
          endYear: '2019',
          description: 'Kept the books.',
        },
      ],
      awards: [
        { id: 'a1', title: 'Best Paper', issuer: 'ICSE', year: '2020', description: '- Top 1%' },
      ],
      publications: [
        {
          id: 'b1',
          title: 'On Tiles',
          publisher: 'ACM',
          year: '2019',
          url: 'https://doi.example/1',
          description: 'Paper.',
        },
      ],
      references: [
        { id: 'r1', name: 'Rui Costa', relationship: 'Manager', contact: '+351 555 0100' },
        { id: 'r2', name: 'Eva Lund' },
      ],
      interests: ['Chess', 'Cycling'],
    });
    let n = 0;
    const ids = ['p1', 'p2', 'v1', 'a1', 'b1', 'r1', 'r2'];
    const { resume, notExported } = toJsonResume(data);
    expect(notExported).toEqual([]);
    expect(resume.basics?.label).toBe('Staff Engineer');
    expect(resume.projects?.[0]).toEqual({
      name: 'Atlas',
      description: 'A map server.',
      highlights: ['Served 1M tiles a day'],
      keywords: ['Rust', 'PostGIS'],
      startDate: '2021-03',
      endDate: '2022',
      url: 'https://atlas.example',
      roles: ['Lead'],
    });
    expect(resume.references).toEqual([
      {
        name: 'Rui Costa',
        reference: 'Manager — +351 555 0100',
        relationship: 'Manager',
        contact: '+351 555 0100',
      },
      { name: 'Eva Lund' },
    ]);
    expect(resume.interests).toEqual([{ name: 'Chess' }, { name: 'Cycling' }]);
    const back = fromJsonResume(parseOk(JSON.parse(jsonResumeText(resume))), {
      newId: () => ids[n++]!,
    });
    expect(back.notImported).toEqual([]);
    expect(back.data).toEqual(data);
  });

  it('lists what JSON Resume cannot hold of a v2 resume: custom sections, layout, style, language', () => {
    const data = resumeDataSchema.parse({
      ...arrangedSectionsResume,
      style: { accent_color: '#aa0000' },
      language: 'pt-BR',
    });
    const { resume, notExported } = toJsonResume(data);
    expect(notExported.map(describeNote)).toEqual([
      'customSections: JSON Resume has no custom sections',
      'layout.section_order: JSON Resume has no section order',
      'layout.hidden_sections (2): JSON Resume cannot hide a section: written like the others',
      'layout.section_titles (2): JSON Resume has no headings of your own',
      'style: JSON Resume has no colours, fonts or page size',
      'language: JSON Resume does not say which language a resume is in',
    ]);
    // Hidden sections are the person's data all the same.
    expect(resume.references?.map((r) => r.name)).toEqual(['Dana Whitfield']);
    expect(resume.volunteer?.map((v) => v.organization)).toEqual(['Code Harbor Youth Club']);
    // Untouched layout, style and language say nothing.
    expect(
      toJsonResume(resumeDataSchema.parse({ ...sectionsResume, customSections: [] })).notExported,
    ).toEqual([]);
  });

  it('groups skills by category (the order the preview shows them in)', () => {
    const data = resumeDataSchema.parse({
      skills: [
        { name: 'Go', category: 'Languages' },
        { name: 'Docker', category: 'Tools' },
        { name: 'Rust', category: 'languages' },
        { name: 'Writing', category: '' },
      ],
    });
    const { resume } = toJsonResume(data);
    expect(resume.skills).toEqual([
      { name: 'Languages', keywords: ['Go', 'Rust'] },
      { name: 'Tools', keywords: ['Docker'] },
      { name: 'Writing' },
    ]);
    expect(fromJsonResume(resume).data.skills).toEqual([
      { name: 'Go', category: 'Languages' },
      { name: 'Rust', category: 'Languages' },
      { name: 'Docker', category: 'Tools' },
      { name: 'Writing', category: '' },
    ]);
  });

  it('lists what JSON Resume cannot say', () => {
    const data = resumeDataSchema.parse({
      experience: [
        { id: '1', company: 'Open end', startYear: '2019' },
        { id: '2', company: 'Current, undated', isCurrentJob: true },
        { id: '3', company: 'Month only', startMonth: '04' },
        {
          id: '4',
          company: 'Current with end',
          startYear: '2020',
          endYear: '2021',
          isCurrentJob: true,
        },
      ],
      targetJob: { title: 'Data Engineer', company: 'Globex', description: '' },
    });
    const { resume, notExported } = toJsonResume(data, {
      lastModified: '2024-05-01T12:00:00.000Z',
    });
    expect(notExported.map(describeNote)).toEqual([
      'experience[].endYear: no end date: JSON Resume reads an entry with a start and no end as ongoing',
      'experience[].isCurrentJob: JSON Resume marks an ongoing entry by a start date without an end; this one has no start date',
      'experience[].startMonth: a month without a year cannot be written',
      'experience[].endYear: left out: the entry is marked isCurrentJob',
      'targetJob: JSON Resume has no place for the job a resume is tailored to',
    ]);
    expect(resume.work?.[3]).toEqual({ name: 'Current with end', startDate: '2020' });
    expect(resume.meta).toEqual({ version: 'v1.0.0', lastModified: '2024-05-01T12:00:00.000Z' });
  });

  it('writes an empty resume as a file with no empty fields', () => {
    const { resume, notExported } = toJsonResume(RESUME_FIXTURES.empty);
    expect(resume).toEqual({
      $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
      meta: { version: 'v1.0.0' },
    });
    expect(notExported).toEqual([]);
    // …which reads back (it names the schema; every section is optional).
    const back = parseJsonResumeText(jsonResumeText(resume));
    expect(back.ok && fromJsonResume(back.resume).data).toEqual(RESUME_FIXTURES.empty);
  });
});

function parseOk(value: unknown): JsonResumeInput {
  const parsed = parseJsonResume(value);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.resume;
}

describe('dates', () => {
  it.each([
    ['2019', { kind: 'date', year: '2019', month: '', hadDay: false }],
    ['2019-03', { kind: 'date', year: '2019', month: '03', hadDay: false }],
    ['2019-3', { kind: 'date', year: '2019', month: '03', hadDay: false }],
    ['2019-03-31', { kind: 'date', year: '2019', month: '03', hadDay: true }],
    ['2019-03-01T00:00:00.000Z', { kind: 'date', year: '2019', month: '03', hadDay: true }],
    [' 2019-03 ', { kind: 'date', year: '2019', month: '03', hadDay: false }],
    ['', { kind: 'empty' }],
    [null, { kind: 'empty' }],
    ['Present', { kind: 'present' }],
    ['current', { kind: 'present' }],
    ['2019-13', { kind: 'invalid', reason: 'not a date (the month is not 01–12)' }],
    ['1850', { kind: 'invalid', reason: 'TailorCV keeps years from 1900 to 2099' }],
    ['March 2019', { kind: 'invalid', reason: 'not a date (YYYY, YYYY-MM or YYYY-MM-DD)' }],
    ['19-03', { kind: 'invalid', reason: 'not a date (YYYY, YYYY-MM or YYYY-MM-DD)' }],
  ] as const)('parseJrDate(%j)', (input, expected) => {
    expect(parseJrDate(input)).toEqual(expected);
  });

  it.each([
    ['03', '2019', '2019-03'],
    ['', '2019', '2019'],
    ['03', '', ''],
    ['', '', ''],
  ])('formatJrDate(%j, %j) = %j', (month, year, expected) => {
    expect(formatJrDate(month, year)).toBe(expected);
  });
});

describe('descriptions', () => {
  it.each([
    ['', { summary: '', highlights: [] }],
    ['One paragraph.', { summary: 'One paragraph.', highlights: [] }],
    ['Did A.\nDid B.', { summary: '', highlights: ['Did A.', 'Did B.'] }],
    ['- Did A.', { summary: '', highlights: ['Did A.'] }],
    ['• Did A.\n* Did B.\n1. Did C.', { summary: '', highlights: ['Did A.', 'Did B.', 'Did C.'] }],
    ['Intro.\n\nMore.', { summary: 'Intro.\n\nMore.', highlights: [] }],
    ['Intro.\n- Did A.\n- Did B.', { summary: 'Intro.', highlights: ['Did A.', 'Did B.'] }],
  ])('splitDescription(%j)', (description, expected) => {
    expect(splitDescription(description)).toEqual(expected);
  });

  it.each([
    ['', [], ''],
    ['Intro.', [], 'Intro.'],
    ['Line one.\nLine two.', [], 'Line one.\n\nLine two.'],
    ['', ['Did A.'], '- Did A.'],
    ['Intro.', ['Did A.', 'Did\nB.'], 'Intro.\n- Did A.\n- Did B.'],
    ['', ['  ', 'Did A.'], '- Did A.'],
  ])('joinDescription(%j, %j)', (summary, highlights, expected) => {
    expect(joinDescription(summary, highlights)).toBe(expected);
  });

  it('joins so the document engine shows the same paragraphs and bullets', () => {
    const text = joinDescription('First.\nSecond.', ['A', 'B']);
    expect(descriptionBlocks(text)).toEqual([
      { kind: 'paragraph', text: 'First.' },
      { kind: 'paragraph', text: 'Second.' },
      { kind: 'bullets', items: ['A', 'B'] },
    ]);
  });
});

describe('locations and addresses', () => {
  it.each([
    ['', undefined],
    ['Remote', { city: 'Remote' }],
    ['Portland, OR', { city: 'Portland', region: 'OR' }],
    ['Austin, TX, US', { city: 'Austin', region: 'TX', countryCode: 'US' }],
    ['Berlin, Berlin, Germany', { city: 'Berlin', region: 'Berlin, Germany' }],
    ['Lagos,Nigeria', { city: 'Lagos,Nigeria' }],
    ['Paris, , France', { city: 'Paris, , France' }],
  ])('locationParts(%j) and back', (line, parts) => {
    expect(locationParts(line)).toEqual(parts);
    expect(locationLine(parts)).toBe(line);
  });

  it.each([
    ['https://example.com', 'https://example.com'],
    ['http://example.com/a?b=c', 'http://example.com/a?b=c'],
    ['github.com/jane', 'https://github.com/jane'],
    ['www.linkedin.com/in/jane-doe', 'https://www.linkedin.com/in/jane-doe'],
    ['jane', null],
    ['mailto:jane@example.com', null],
    ['javascript:alert(1)', null],
    ['ftp://example.com', null],
    [`https://example.com/${'a'.repeat(600)}`, null],
  ])('webAddress(%j) = %j', (input, expected) => {
    expect(webAddress(input)).toBe(expected);
  });
});

describe('fluency → level', () => {
  it.each([
    ['Native', 'Native', true],
    ['native', 'Native', true],
    ['Native speaker', 'Native', false],
    ['Native or bilingual proficiency', 'Native', false],
    ['Full professional proficiency', 'Fluent', false],
    ['C2', 'Fluent', false],
    ['Professional working proficiency', 'Advanced', false],
    ['C1', 'Advanced', false],
    ['B2', 'Intermediate', false],
    ['Limited working proficiency', 'Intermediate', false],
    ['A1', 'Basic', false],
    ['Elementary proficiency', 'Basic', false],
    ['Klingon level', '', false],
    ['', '', true],
  ])('%j → %j', (fluency, level, exact) => {
    expect(levelFromFluency(fluency)).toEqual({ level, exact });
  });
});

describe('reading a file', () => {
  it('accepts every sample, with or without a byte-order mark', () => {
    for (const name of FIXTURE_NAMES) {
      expect(parseJsonResumeText(fixtureText(name)).ok).toBe(true);
      expect(parseJsonResumeText(`\uFEFF${fixtureText(name)}`).ok).toBe(true);
    }
  });

  it.each([
    ['not JSON', '{"basics": ', JSON_RESUME_NOTICES.notJson],
    ['a list', '[{"basics": {}}]', JSON_RESUME_NOTICES.notObject],
    ['a string', '"resume"', JSON_RESUME_NOTICES.notObject],
    ['null', 'null', JSON_RESUME_NOTICES.notObject],
    ['no section', '{"name": "Jane"}', JSON_RESUME_NOTICES.noSections],
    ['an empty object', '{}', JSON_RESUME_NOTICES.noSections],
    [
      'a number for a text',
      '{"basics": {"phone": 5550100}}',
      `${JSON_RESUME_NOTICES.invalid} basics.phone: Must be text.`,
    ],
    [
      'text for a list',
      '{"work": [{"name": "A", "highlights": "one"}]}',
      `${JSON_RESUME_NOTICES.invalid} work[0].highlights: Must be a list.`,
    ],
    [
      'a list for a section object',
      '{"basics": []}',
      `${JSON_RESUME_NOTICES.invalid} basics: Must be an object.`,
    ],
    [
      "text for a project's roles",
      '{"projects": [{"name": "A", "roles": "Lead"}]}',
      `${JSON_RESUME_NOTICES.invalid} projects[0].roles: Must be a list.`,
    ],
    [
      'a number for an interest',
      '{"interests": [{"name": 5}]}',
      `${JSON_RESUME_NOTICES.invalid} interests[0].name: Must be text.`,
    ],
    [
      'an object for a reference',
      '{"references": {"name": "Kim"}}',
      `${JSON_RESUME_NOTICES.invalid} references: Must be a list.`,
    ],
  ])('refuses %s with a clear message', (_label, text, message) => {
    const parsed = parseJsonResumeText(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toBe(message);
  });

  it('refuses a file over the size limit before parsing it', () => {
    const text = JSON.stringify({
      basics: { summary: 'x'.repeat(JSON_RESUME_LIMITS.maxBytes) },
    });
    const parsed = parseJsonResumeText(text);
    expect(parsed).toEqual({ ok: false, message: JSON_RESUME_NOTICES.tooLarge, issues: [] });
  });

  it('refuses over-long lists and texts, naming the field', () => {
    const parsed = parseJsonResume({
      work: [{ highlights: Array.from({ length: JSON_RESUME_LIMITS.items + 1 }, () => 'x') }],
      basics: { name: 'x'.repeat(JSON_RESUME_LIMITS.text + 1) },
    });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.issues.map((i) => i.path).sort()).toEqual([
        'basics.name',
        'work[0].highlights',
      ]);
    }
  });
});

describe('notes and file names', () => {
  it('describes a note as one line', () => {
    const note: ConversionNote = { path: 'work[].url', count: 2, reason: 'no place' };
    expect(describeNote(note)).toBe('work[].url (2): no place');
    expect(describeNote({ ...note, count: 1 })).toBe('work[].url: no place');
  });

  it.each([
    ['Jane Doe', 'Jane Doe - resume.json'],
    ['', 'resume.json'],
    ['a/b:c', 'a b c - resume.json'],
  ])('jsonResumeFileName(%j) = %j', (name, expected) => {
    expect(jsonResumeFileName(name)).toBe(expected);
  });
});
