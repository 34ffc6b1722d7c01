/**
 * One document's layout of a person: every string as the document prints it, in the order
 * it prints it, with the dates' truth beside them. The renderers only place these strings;
 * truth.ts reads the truth from the same view, so a document and its truth cannot drift.
 */
import type { FailureClass } from './classes.ts';
import { formatRange, type DateStyle, type DateTruth } from './dates.ts';
import type { ExtraKind } from './occupations.ts';
import type { Extra, Job, Person } from './people.ts';
import type { Random } from './random.ts';

export interface DocOptions {
  dates: DateStyle;
  graduationYearOnly: boolean;
  headingColon: boolean;
  employerFirst: boolean;
  /** Several roles at one employer under one employer heading. */
  groupRoles: boolean;
  educationFirst: boolean;
  internships: 'experience' | 'section' | 'education';
  credentialsLine: boolean;
  summary: boolean;
  skillCategories: boolean;
  languages: boolean;
  certifications: boolean;
  links: boolean;
  extras: boolean;
  personal: 'top' | 'bottom' | 'none';
  /** The city after each employer, and after each school. */
  jobCity: boolean;
  schoolCity: boolean;
  /** 'Bachelor of Science in Nursing', 'BSc (Hons), Nursing' or 'BSc (Hons) Nursing'. */
  degreeForm: 'in' | 'comma' | 'space';
}

export interface ViewJob {
  title: string;
  company: string;
  city: string;
  dates: string;
  truth: DateTruth;
  bullets: string[];
}

/** An employer with one role, or (grouped) several. */
export interface ViewEmployer {
  company: string;
  city: string;
  roles: ViewJob[];
}

export interface ViewSchool {
  school: string;
  city: string;
  degree: string;
  field: string;
  /** Degree and field as one line prints them. */
  qualification: string;
  dates: string;
  truth: Omit<DateTruth, 'isCurrentJob'>;
  grade: string;
  leaving: boolean;
}

export type ViewSection =
  | { kind: 'summary'; heading: string; text: string }
  | { kind: 'experience'; heading: string; employers: ViewEmployer[] }
  | { kind: 'education'; heading: string; schools: ViewSchool[]; internships: ViewJob[] }
  | {
      kind: 'skills';
      heading: string;
      categories: { name: string; skills: string[] }[];
      named: boolean;
    }
  | { kind: 'languages'; heading: string; items: { name: string; level: string }[] }
  | {
      kind: 'certifications';
      heading: string;
      items: { name: string; issuer: string; year: string }[];
    }
  | {
      kind: 'extra';
      extra: ExtraKind;
      heading: string;
      lines: string[];
      /** What a reader takes from a projects or publications section (see people.ts). */
      projects?: Extra['projects'];
      publications?: Extra['publications'];
    }
  | { kind: 'personal'; heading: string; pairs: [string, string][] };

export interface View {
  name: string;
  credentials: string;
  email: string;
  phone: string;
  location: string;
  links: { label: string; url: string }[];
  sections: ViewSection[];
  person: Person;
  options: DocOptions;
  classes: Set<FailureClass>;
}

const STANDARD_EXPERIENCE = [
  'Experience',
  'Work Experience',
  'Professional Experience',
  'Employment History',
  'Work History',
];
const HEADINGS = {
  summary: [
    'Profile',
    'Summary',
    'Professional Summary',
    'About Me',
    'Personal Statement',
    'Objective',
  ],
  experience: [
    'Work Experience',
    'Experience',
    'Professional Experience',
    'Professional Background',
    'Career',
    'Employment',
    'Employment History',
    'Work History',
    'Career History',
  ],
  education: [
    'Education',
    'Education and Training',
    'Academic Background',
    'Qualifications',
    'Education & Qualifications',
  ],
  skills: ['Skills', 'Key Skills', 'Core Competencies', 'Skills & Expertise'],
  languages: ['Languages', 'Language Skills'],
  certifications: ['Certifications', 'Certificates', 'Professional Certifications'],
  internships: ['Internships', 'Internship Experience', 'Placements'],
  personal: ['Personal Details', 'Personal Information', 'Personal Data'],
} as const;
const EXTRA_HEADINGS: Record<ExtraKind, string[]> = {
  publications: ['Publications', 'Selected Publications'],
  grants: ['Grants', 'Grants and Awards', 'Funding'],
  licences: ['Licences', 'Licenses', 'Licensure'],
  registration: ['Registration', 'Professional Registration'],
  'bar-admissions': ['Bar Admissions', 'Admissions'],
  projects: ['Projects', 'Selected Projects', 'Key Projects'],
  'board-positions': ['Board Positions', 'Board Memberships'],
  'extra-curricular': ['Extra-curricular Activities', 'Activities'],
};

/** Options for one document, drawn from the person's country and the style's leanings. */
export function drawOptions(person: Person, r: Random, force: Partial<DocOptions>): DocOptions {
  return {
    dates: r.pick(person.country.dateStyles),
    graduationYearOnly: r.chance(0.35),
    headingColon: r.chance(0.2),
    employerFirst: r.chance(0.3),
    groupRoles: r.chance(0.6),
    educationFirst: r.chance(person.occupation.key === 'researcher' ? 0.8 : 0.2),
    internships: r.pick(['experience', 'section', 'education'] as const),
    credentialsLine: person.credentials !== '' && r.chance(0.7),
    summary: r.chance(0.75),
    skillCategories: r.chance(0.6),
    languages: r.chance(person.country.key === 'us' ? 0.3 : 0.8),
    certifications: r.chance(0.6),
    links: r.chance(0.6),
    extras: r.chance(0.85),
    personal: person.personal.length === 0 ? 'none' : r.pick(['top', 'bottom', 'bottom'] as const),
    degreeForm: r.pick(['in', 'comma', 'space'] as const),
    jobCity: r.chance(0.7),
    schoolCity: r.chance(0.5),
    ...force,
  };
}

export function buildView(person: Person, options: DocOptions, r: Random): View {
  const classes = new Set<FailureClass>();
  const colon = (h: string) => (options.headingColon ? `${h}:` : h);
  if (options.headingColon) classes.add('heading:trailing-colon');

  const job = (j: Job): ViewJob => {
    const range = formatRange(options.dates, j.start, j.end);
    for (const c of range.classes) classes.add(c as FailureClass);
    if (/\(/.test(j.title)) classes.add('title:parenthesis');
    return {
      title: j.title,
      company: j.company,
      city: options.jobCity ? j.city : '',
      dates: range.text,
      truth: range.truth,
      bullets: j.bullets,
    };
  };

  // Jobs in order; neighbours at one employer share a heading when the options group them.
  const employers: ViewEmployer[] = [];
  for (const j of person.jobs) {
    const last = employers[employers.length - 1];
    if (options.groupRoles && last && last.company === j.company) {
      last.roles.push(job(j));
      classes.add('experience:roles-under-one-employer');
    } else {
      employers.push({ company: j.company, city: options.jobCity ? j.city : '', roles: [job(j)] });
    }
  }
  const companies = person.jobs.map((j) => j.company);
  if (companies.some((c, i) => companies.indexOf(c) !== i && companies[i - 1] !== c))
    classes.add('experience:same-employer-twice');
  const internships = person.internships.map(job);
  if (internships.length > 0 && options.internships === 'experience') {
    employers.push(...internships.map((i) => ({ company: i.company, city: i.city, roles: [i] })));
  }

  const experienceHeading = r.pick([
    ...person.occupation.experienceHeadings,
    ...HEADINGS.experience,
  ]);
  if (!STANDARD_EXPERIENCE.includes(experienceHeading)) classes.add('heading:field-specific');
  if (options.employerFirst) classes.add('entry:employer-first');

  const schools: ViewSchool[] = person.schools.map((s) => {
    let dates: string;
    let truth: ViewSchool['truth'];
    if (options.graduationYearOnly) {
      dates = s.end[1];
      truth = { startMonth: '', startYear: '', endMonth: '', endYear: s.end[1] };
      classes.add('education:graduation-year-only');
    } else {
      const range = formatRange({ ...options.dates, since: false }, s.start, s.end);
      dates = range.text;
      const { isCurrentJob: _current, ...rest } = range.truth;
      truth = rest;
    }
    const qualification = !s.field
      ? s.degree
      : options.degreeForm === 'in'
        ? `${s.degree} in ${s.field}`
        : options.degreeForm === 'comma'
          ? `${s.degree}, ${s.field}`
          : `${s.degree} ${s.field}`;
    if (s.leaving) classes.add('education:school-leaving');
    if (s.grade && person.country.key !== 'us' && !s.grade.startsWith('Thesis'))
      classes.add('education:foreign-grades');
    return {
      school: s.school,
      // A school whose name already ends in its town gets no second one.
      city: options.schoolCity && !s.school.includes(',') ? s.city : '',
      degree: s.degree,
      field: s.field,
      qualification,
      dates,
      truth,
      grade: s.grade,
      leaving: s.leaving,
    };
  });

  const sections: ViewSection[] = [];
  const personal: ViewSection | undefined =
    options.personal === 'none'
      ? undefined
      : { kind: 'personal', heading: colon(r.pick(HEADINGS.personal)), pairs: person.personal };
  if (personal) classes.add('section:personal-details');
  if (personal && options.personal === 'top') sections.push(personal);
  if (options.summary) {
    sections.push({
      kind: 'summary',
      heading: colon(r.pick(HEADINGS.summary)),
      text: person.summary,
    });
  }
  const experience: ViewSection[] = [
    { kind: 'experience', heading: colon(experienceHeading), employers },
  ];
  if (internships.length > 0 && options.internships === 'section') {
    experience.push({
      kind: 'experience',
      heading: colon(r.pick(HEADINGS.internships)),
      employers: internships.map((i) => ({ company: i.company, city: i.city, roles: [i] })),
    });
    classes.add('experience:internships-section');
    classes.add('heading:field-specific');
  }
  const education: ViewSection = {
    kind: 'education',
    heading: colon(r.pick(HEADINGS.education)),
    schools,
    internships: options.internships === 'education' ? internships : [],
  };
  if (internships.length > 0 && options.internships === 'education')
    classes.add('education:internship-under-education');
  if (options.educationFirst) {
    sections.push(education, ...experience);
    classes.add('education:before-experience');
  } else {
    sections.push(...experience, education);
  }
  sections.push({
    kind: 'skills',
    heading: colon(r.pick(HEADINGS.skills)),
    categories: person.skills,
    named: options.skillCategories,
  });
  if (options.skillCategories) classes.add('extra:skill-categories');
  if (options.certifications && person.certifications.length > 0) {
    sections.push({
      kind: 'certifications',
      heading: colon(r.pick(HEADINGS.certifications)),
      items: person.certifications,
    });
    classes.add('extra:certifications');
  }
  if (options.languages) {
    sections.push({
      kind: 'languages',
      heading: colon(r.pick(HEADINGS.languages)),
      items: person.languages,
    });
    classes.add('extra:languages');
  }
  if (options.extras) {
    for (const e of person.extras) {
      sections.push({
        kind: 'extra',
        extra: e.kind,
        heading: colon(r.pick(EXTRA_HEADINGS[e.kind])),
        lines: e.lines,
        projects: e.projects,
        publications: e.publications,
      });
      classes.add(`section:${e.kind}`);
    }
  }
  if (personal && options.personal === 'bottom') sections.push(personal);
  if (options.links) classes.add('extra:links');
  if (options.credentialsLine) classes.add('name:credentials-line');

  return {
    name: `${person.first} ${person.last}`,
    credentials: options.credentialsLine ? person.credentials : '',
    email: person.email,
    phone: person.phone,
    location: person.location,
    links: options.links ? person.links : [],
    sections,
    person,
    options,
    classes,
  };
}

/** 'Name, City', or the name alone when no city is printed. */
export function at(name: string, city: string, separator = ', '): string {
  return city ? `${name}${separator}${city}` : name;
}

/** The sections of a kind, in order. */
export function sectionsOf<K extends ViewSection['kind']>(
  view: View,
  kind: K,
): Extract<ViewSection, { kind: K }>[] {
  return view.sections.filter((s): s is Extract<ViewSection, { kind: K }> => s.kind === kind);
}
