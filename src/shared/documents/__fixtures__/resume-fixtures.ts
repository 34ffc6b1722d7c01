import { emptyResume, resumeDataSchema, type ResumeData } from '../../resume/resume.schema.ts';
import { SAMPLE_RESUMES } from '../../samples/samples.ts';

/**
 * Resume documents the document engine is tested against: a short one, one
 * that runs to three pages, one with every field empty, one in four scripts, one with
 * words and addresses too long for any line, and one whose fields are full of markup.
 * Parsed through the schema, so they are valid documents with every default filled in.
 */

const lines = (...items: string[]) => items.join('\n');

export const shortResume: ResumeData = resumeDataSchema.parse({
  personalInfo: {
    fullName: 'Jane Doe',
    email: 'jane.doe@example.com',
    phone: '+1 555 0100',
    location: 'Portland, OR',
    summary:
      'Product designer with six years of experience shaping web and mobile products from research to release.',
    links: [{ label: 'Portfolio', url: 'https://jane-doe.example/work' }],
  },
  experience: [
    {
      id: 'short-exp-1',
      jobTitle: 'Senior Product Designer',
      company: 'Northwind Apps',
      startMonth: '04',
      startYear: '2021',
      isCurrentJob: true,
      description: lines(
        'Lead design for the onboarding flow used by 2 million people a month.',
        'Raised trial-to-paid conversion by 18% with a redesigned checkout.',
      ),
      tags: ['Figma', 'User Research'],
    },
  ],
  education: [
    {
      id: 'short-edu-1',
      school: 'Oregon State University',
      degree: 'Bachelor of Fine Arts',
      fieldOfStudy: 'Graphic Design',
      location: 'Corvallis, OR',
      startMonth: '09',
      startYear: '2012',
      endMonth: '06',
      endYear: '2016',
    },
  ],
  skills: [
    { name: 'Interaction Design', category: 'Design' },
    { name: 'Prototyping', category: 'Design' },
    { name: 'Figma', category: 'Tools' },
  ],
  languages: [{ name: 'English', level: 'Native' }],
  certifications: [
    { id: 'short-cert-1', name: 'Certified Usability Analyst', issuer: 'HFI', year: '2020' },
  ],
});

const COMPANIES = [
  ['Principal Engineer', 'Contoso Cloud Services', '2021', ''],
  ['Engineering Manager', 'Fabrikam Logistics', '2018', '2021'],
  ['Senior Software Engineer', 'Adventure Works Travel', '2016', '2018'],
  ['Software Engineer', 'Tailspin Toys', '2014', '2016'],
  ['Software Engineer', 'Wide World Importers', '2012', '2014'],
  ['Junior Developer', 'Litware Consulting', '2010', '2012'],
  ['Developer Intern', 'Proseware Labs', '2009', '2010'],
] as const;

const ACHIEVEMENTS = [
  'Designed and shipped a multi-region event pipeline processing 3 billion events a day with 99.99% availability.',
  'Cut infrastructure spend by 27% by right-sizing clusters and moving batch work onto preemptible capacity.',
  'Led a team of eight engineers through a rewrite of the billing service without a single missed invoice run.',
  'Introduced trunk-based development and feature flags, taking deployments from weekly to forty a day.',
  'Mentored six engineers, three of whom were promoted, and ran the hiring loop for the platform group.',
];

export const longResume: ResumeData = resumeDataSchema.parse({
  personalInfo: {
    fullName: 'Alexander Montgomery-Whitfield',
    email: 'alex.whitfield@example.com',
    phone: '+44 20 7946 0958',
    location: 'London, United Kingdom',
    summary:
      'Engineering leader with fifteen years of experience building distributed systems, developer platforms and the teams that run them. Known for turning unreliable, expensive infrastructure into calm, observable systems, and for growing engineers into leaders. Comfortable from architecture reviews to incident calls to board updates.',
    links: [
      { label: 'LinkedIn', url: 'https://www.linkedin.com/in/alex-whitfield-example' },
      { label: 'GitHub', url: 'https://github.com/alex-whitfield-example' },
    ],
  },
  experience: COMPANIES.map(([jobTitle, company, startYear, endYear], i) => ({
    id: `long-exp-${i + 1}`,
    jobTitle,
    company,
    startMonth: '03',
    startYear,
    endMonth: endYear ? '02' : '',
    endYear,
    isCurrentJob: !endYear,
    description: lines(...ACHIEVEMENTS.map((a) => `${a.slice(0, -1)} at ${company}.`)),
    tags: ['Go', 'Kubernetes', 'PostgreSQL', 'Kafka'].slice(0, 1 + (i % 4)),
  })),
  education: [
    {
      id: 'long-edu-1',
      school: 'Imperial College London',
      degree: 'Master of Engineering',
      fieldOfStudy: 'Computing',
      location: 'London',
      startMonth: '10',
      startYear: '2005',
      endMonth: '06',
      endYear: '2009',
      description:
        'First-class honours. Thesis on lock-free data structures for multi-core schedulers.',
    },
    {
      id: 'long-edu-2',
      school: 'Open University',
      degree: 'Postgraduate Certificate',
      fieldOfStudy: 'Technology Management',
      startYear: '2017',
      endYear: '2018',
    },
  ],
  skills: [
    ...['Go', 'Rust', 'TypeScript', 'Python', 'SQL'].map((name) => ({
      name,
      category: 'Languages',
    })),
    ...['Kubernetes', 'Terraform', 'AWS', 'GCP', 'Kafka', 'PostgreSQL'].map((name) => ({
      name,
      category: 'Platforms',
    })),
    ...['Hiring', 'Mentoring', 'Incident Command', 'Roadmapping'].map((name) => ({
      name,
      category: 'Leadership',
    })),
  ],
  languages: [
    { name: 'English', level: 'Native' },
    { name: 'French', level: 'Advanced' },
    { name: 'Spanish', level: 'Intermediate' },
  ],
  certifications: [
    { id: 'long-cert-1', name: 'Certified Kubernetes Administrator', issuer: 'CNCF', year: '2020' },
    {
      id: 'long-cert-2',
      name: 'AWS Solutions Architect Professional',
      issuer: 'Amazon Web Services',
      year: '2019',
    },
    { id: 'long-cert-3', name: 'Professional Scrum Master I', issuer: 'Scrum.org', year: '2017' },
  ],
});

const emptyResumeFixture: ResumeData = emptyResume();

export const internationalResume: ResumeData = resumeDataSchema.parse({
  personalInfo: {
    fullName: 'Nguyễn Thị Minh Khai',
    email: 'minh.khai@example.com',
    phone: '+84 28 3822 1234',
    location: 'Thành phố Hồ Chí Minh, Việt Nam',
    summary:
      'Kỹ sư phần mềm với tám năm kinh nghiệm. Worked with teams in Łódź, Zürich, Москва and Αθήνα; fluent in four languages.',
    links: [{ label: 'Hồ sơ', url: 'https://minh-khai.example/hồ-sơ' }],
  },
  experience: [
    {
      id: 'intl-exp-1',
      jobTitle: 'Ведущий разработчик',
      company: 'ООО «Северный Ветер»',
      startMonth: '01',
      startYear: '2020',
      isCurrentJob: true,
      description: lines(
        'Разработала платформу аналитики для 40 региональных офисов.',
        'Οδήγησα τη μετάβαση σε υπηρεσίες cloud για την Ελληνική Εταιρεία Δεδομένων.',
      ),
      tags: ['Kotlin', 'Ελληνικά'],
    },
    {
      id: 'intl-exp-2',
      jobTitle: 'Inżynier oprogramowania',
      company: 'Żółć & Świątek sp. z o.o.',
      startMonth: '06',
      startYear: '2016',
      endMonth: '12',
      endYear: '2019',
      description:
        'Zbudowałam system płatności dla sklepów w Kraków, Gdańsk i Poznań; über 99,9 % Verfügbarkeit.',
    },
  ],
  education: [
    {
      id: 'intl-edu-1',
      school: 'Đại học Bách khoa Hà Nội',
      degree: 'Kỹ sư',
      fieldOfStudy: 'Công nghệ thông tin',
      location: 'Hà Nội',
      startYear: '2011',
      endYear: '2016',
    },
  ],
  skills: [
    { name: 'Tiếng Việt', category: 'Ngôn ngữ' },
    { name: 'Ørsted-style façade déjà vu naïve', category: 'Misc' },
  ],
  languages: [
    { name: 'Tiếng Việt', level: 'Native' },
    { name: 'Русский', level: 'Fluent' },
    { name: 'Ελληνικά', level: 'Intermediate' },
  ],
  certifications: [
    {
      id: 'intl-cert-1',
      name: 'Şerban Ăuță Ţară Certificate',
      issuer: 'Øresund Institut',
      year: '2018',
    },
  ],
});

const LONG_URL =
  'https://portfolio.example.com/projects/2024/an-extremely-long-path-segment-that-cannot-fit-on-one-line/with/more/segments/and-a-query?tab=overview&utm_source=resume';
const LONG_WORD =
  'Donaudampfschifffahrtselektrizitätenhauptbetriebswerkbauunterbeamtengesellschaft';

export const longWordsResume: ResumeData = resumeDataSchema.parse({
  personalInfo: {
    fullName: 'Maximilian Alexander Friedrich von Hohenzollern-Sigmaringen',
    email: 'maximilian.alexander.friedrich.von.hohenzollern@a-very-long-company-domain.example.com',
    phone: '+49 30 1234567890',
    location: 'Sigmaringen, Baden-Württemberg, Deutschland',
    summary: `Worked at the ${LONG_WORD} on ${LONG_WORD.toLowerCase()}ish projects; see ${LONG_URL} for details.`,
    links: [{ label: 'Project', url: LONG_URL }],
  },
  experience: [
    {
      id: 'words-exp-1',
      jobTitle: 'Oberbetriebsingenieurhauptabteilungsleiterstellvertreter',
      company: LONG_WORD,
      startMonth: '01',
      startYear: '2019',
      isCurrentJob: true,
      description: `Maintained ${LONG_URL} and ${LONG_WORD}.`,
      tags: ['Rechtsschutzversicherungsgesellschaften'],
    },
  ],
  skills: [{ name: 'Kraftfahrzeughaftpflichtversicherung', category: '' }],
});

export const markupResume: ResumeData = resumeDataSchema.parse({
  personalInfo: {
    fullName: '<b>Bobby</b> Tables',
    email: 'bobby@example.com',
    phone: '<script>alert(1)</script>',
    location: '&amp; <i>Nowhere</i>',
    summary: `<script>alert("xss")</script> <img src=x onerror=alert(1)> ]]> {{template}} \${injection} Robert'); DROP TABLE students;--`,
    links: [
      { label: '<a href="javascript:alert(1)">click</a>', url: 'https://example.com/?q=<b>&x="1"' },
    ],
  },
  experience: [
    {
      id: 'markup-exp-1',
      jobTitle: '<h1>Chief</h1> Officer',
      company: '<style>body{display:none}</style>',
      startMonth: '05',
      startYear: '2018',
      endMonth: '07',
      endYear: '2020',
      description: lines('- <b>Bold</b> claim & "quotes"', '- <!-- comment --> <![CDATA[x]]>'),
      tags: ['<script>'],
    },
  ],
  education: [
    { id: 'markup-edu-1', school: '<iframe src="x"></iframe>', degree: '<em>Degree</em>' },
  ],
  skills: [{ name: '<b>HTML</b>', category: '<i>Web</i>' }],
});

/**
 * Every section schema v2 added, each field with its own words so a test can find it. Kept
 * out of RESUME_FIXTURES: that set draws the visual baselines, which hold v1 content only.
 */
export const sectionsResume: ResumeData = resumeDataSchema.parse({
  personalInfo: {
    fullName: 'Sam Rivera',
    headline: 'Platform Engineer and Open Source Maintainer',
    email: 'sam.rivera@example.com',
    summary: 'Engineer who builds developer platforms.',
  },
  experience: [
    {
      id: 'v2-exp-1',
      jobTitle: 'Staff Engineer',
      company: 'Contoso Cloud',
      startMonth: '02',
      startYear: '2020',
      isCurrentJob: true,
      description: 'Run the build platform for 300 engineers.',
    },
  ],
  education: [{ id: 'v2-edu-1', school: 'Lakeside University', degree: 'BSc Physics' }],
  skills: [{ name: 'Kubernetes' }, { name: 'Go' }],
  languages: [{ name: 'Spanish', level: 'Native' }],
  certifications: [{ id: 'v2-cert-1', name: 'CKA Certified', year: '2022' }],
  projects: [
    {
      id: 'v2-proj-1',
      name: 'Tidewater Scheduler',
      role: 'Lead Maintainer',
      url: 'https://tidewater.example/scheduler',
      startMonth: '03',
      startYear: '2019',
      isCurrent: true,
      description: 'A batch scheduler used by forty companies.',
      tags: ['Rust', 'Raft'],
    },
  ],
  volunteering: [
    {
      id: 'v2-vol-1',
      role: 'Coding Mentor',
      organization: 'Code Harbor Youth Club',
      location: 'Lisbon',
      startMonth: '09',
      startYear: '2018',
      endMonth: '06',
      endYear: '2021',
      description: 'Taught weekly programming classes to teenagers.',
    },
  ],
  awards: [
    {
      id: 'v2-award-1',
      title: 'Engineering Excellence Prize',
      issuer: 'Contoso Foundation',
      year: '2023',
      description: 'Awarded for the zero-downtime migration.',
    },
  ],
  publications: [
    {
      id: 'v2-pub-1',
      title: 'Scheduling Without Clocks',
      publisher: 'Systems Quarterly',
      year: '2021',
      url: 'https://journal.example/scheduling-without-clocks',
      description: 'On ordering jobs by logical time.',
    },
  ],
  references: [
    {
      id: 'v2-ref-1',
      name: 'Dana Whitfield',
      relationship: 'Former Engineering Director',
      contact: 'dana.whitfield@example.com',
    },
  ],
  interests: ['Sailing', 'Amateur Astronomy'],
  customSections: [
    {
      id: 'talks',
      title: 'Conference Talks',
      entries: [
        {
          id: 'v2-talk-1',
          title: 'Queues at Planet Scale',
          subtitle: 'SysConf Europe',
          date: 'Spring 2024',
          description: 'Keynote on backpressure.',
          url: 'https://sysconf.example/talks/queues',
        },
      ],
    },
  ],
});

/**
 * A full sample resume with every optional section added, filled from sectionsResume: a
 * two-page document that exercises every part of a template (the builder-preview bench and
 * the live preview's pixel test).
 */
export function sampleWithEverySection(sampleId = 'senior-software-engineer'): ResumeData {
  const sample = SAMPLE_RESUMES.find((s) => s.id === sampleId);
  if (!sample) throw new Error(`no sample ${sampleId}`);
  const extra = sectionsResume;
  return {
    ...sample.resume,
    personalInfo: { ...sample.resume.personalInfo, headline: extra.personalInfo.headline },
    projects: extra.projects,
    volunteering: extra.volunteering,
    awards: extra.awards,
    publications: extra.publications,
    references: extra.references,
    interests: extra.interests,
    customSections: extra.customSections,
    layout: extra.layout,
  };
}

/** sectionsResume with the person's own layout: sections moved, hidden and renamed. */
export const arrangedSectionsResume: ResumeData = resumeDataSchema.parse({
  ...sectionsResume,
  layout: {
    section_order: [
      'interests',
      'custom:talks',
      'projects',
      'summary',
      'experience',
      'awards',
      'education',
      'skills',
    ],
    hidden_sections: ['references', 'volunteering'],
    section_titles: { projects: 'Open Source Work', interests: 'Outside Work' },
  },
});

export const RESUME_FIXTURES = {
  short: shortResume,
  long: longResume,
  empty: emptyResumeFixture,
  international: internationalResume,
  'long-words': longWordsResume,
  markup: markupResume,
} as const satisfies Record<string, ResumeData>;

export type ResumeFixtureName = keyof typeof RESUME_FIXTURES;
