/**
 * The structured records behind the independent corpus: one invented person per document,
 * drawn from an occupation and a country with a seeded Random. view.ts lays a person out
 * for one document and truth.ts reads the truth from that same layout.
 */
import type { ExtractedProject, ExtractedPublication } from '#shared/cv-import/cv-import.schema.ts';
import type { Country } from './countries.ts';
import type { YearMonth } from './dates.ts';
import type { ExtraKind, Occupation } from './occupations.ts';
import type { Random } from './random.ts';

export interface Job {
  title: string;
  company: string;
  city: string;
  start: YearMonth;
  /** Omitted: the current job. */
  end?: YearMonth;
  bullets: string[];
}

interface School {
  school: string;
  city: string;
  degree: string;
  field: string;
  start: YearMonth;
  end: YearMonth;
  grade: string;
  /** A school-leaving qualification (Abitur, A-levels, Class XII …). */
  leaving: boolean;
}

export interface Person {
  slug: string;
  first: string;
  last: string;
  credentials: string;
  email: string;
  phone: string;
  location: string;
  links: { label: string; url: string }[];
  summary: string;
  /** Most recent first. */
  jobs: Job[];
  internships: Job[];
  /** Most recent first. */
  schools: School[];
  skills: { name: string; skills: string[] }[];
  languages: { name: string; level: string }[];
  certifications: { name: string; issuer: string; year: string }[];
  extras: Extra[];
  personal: [label: string, value: string][];
  occupation: Occupation;
  country: Country;
}

/**
 * A section the profile has no list for, as printed lines; projects and publications also
 * as the entries a reader takes from them (the truth's projects and publications).
 */
export interface Extra {
  kind: ExtraKind;
  lines: string[];
  projects?: ExtractedProject[];
  publications?: ExtractedPublication[];
}

/** The corpus is dated as of June 2025, so it does not change with the day it is rebuilt. */
const NOW_YEAR = 2025;

const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '');

const WORDS = ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven'];
const words = (n: number) => WORDS[n - 2] ?? String(n);

const ym = (month: number, year: number): YearMonth => [
  String(month).padStart(2, '0'),
  String(year),
];

/** Months since year 0, and back. */
const toIndex = ([m, y]: YearMonth) => Number(y) * 12 + Number(m) - 1;
const fromIndex = (i: number): YearMonth => ym((i % 12) + 1, Math.floor(i / 12));

export function createPerson(occupation: Occupation, country: Country, r: Random): Person {
  const first = r.pick(country.firstNames);
  const last = r.pick(country.lastNames);
  const slug = `${ascii(first)}-${ascii(last)}`;
  const domain = r.pick(['example.com', 'example.org']);
  const email = `${ascii(first)}.${ascii(last)}@${domain}`;
  const location = r.pick(country.cities);
  const city = location.split(',')[0]!;

  // Career, newest first: the current job started 2020–2024, each earlier one ended a month
  // or two before the next began.
  const count = r.int(2, 4);
  const employers = r.shuffle(occupation.employers);
  const jobs: Job[] = [];
  let nextStart = toIndex(ym(r.int(1, 12), r.int(2020, 2024)));
  const bullets = r.shuffle(occupation.bullets);
  for (let i = 0; i < count; i += 1) {
    const start = i === 0 ? nextStart : nextStart - r.int(1, 2) - r.int(14, 44);
    const end = i === 0 ? undefined : fromIndex(nextStart - r.int(1, 2));
    const level = Math.max(0, Math.min(2, count - 1 - i + (r.chance(0.3) ? -1 : 0)));
    jobs.push({
      title: occupation.titles[level]!,
      company: employers[i % employers.length]!,
      city,
      start: fromIndex(start),
      end,
      bullets: bullets.splice(0, r.int(2, 3)),
    });
    nextStart = start;
  }
  // A promotion: the two newest jobs at one employer.
  if (count >= 2 && r.chance(0.45)) {
    jobs[1]!.company = jobs[0]!.company;
    if (jobs[1]!.title === jobs[0]!.title) jobs[1]!.title = occupation.titles[0];
    if (jobs[0]!.title === occupation.titles[0]) jobs[0]!.title = occupation.titles[1];
  }
  // Back at an earlier employer after a job elsewhere.
  if (count >= 3 && jobs[1]!.company !== jobs[0]!.company && r.chance(0.35)) {
    jobs[2]!.company = jobs[0]!.company;
  }
  if (r.chance(0.3)) {
    const job = r.pick(jobs);
    job.title = `${job.title} ${r.pick(occupation.qualifiers)}`;
  }
  if (r.chance(0.25)) {
    const other = r.pick([
      'London, UK',
      'Singapore',
      'Dubai, UAE',
      'Berlin, Germany',
      'Toronto, ON',
    ]);
    jobs[jobs.length - 1]!.city = other.split(',')[0]!;
  }

  // Education ends the summer before the first job.
  const firstStart = toIndex(jobs[jobs.length - 1]!.start);
  let gradYear = Math.floor((firstStart - 7) / 12);
  const universities = r.shuffle(country.universities);
  const schools: School[] = [];
  if (occupation.key === 'researcher') {
    schools.push({
      school: universities[0]!,
      city,
      degree: country.phd,
      field: occupation.field,
      start: ym(10, gradYear - 4),
      end: ym(r.pick([3, 9, 12]), gradYear),
      grade: r.chance(0.5) ? 'Thesis: ' + r.pick(occupation.topics) : '',
      leaving: false,
    });
    gradYear -= 4;
  }
  if (occupation.key === 'researcher' || r.chance(0.35)) {
    schools.push({
      school: universities[1 % universities.length]!,
      city,
      degree: country.master(occupation.degrees?.master),
      field: occupation.masterField,
      start: ym(9, gradYear - 2),
      end: ym(r.pick([6, 7, 9]), gradYear),
      grade: r.chance(0.6) ? r.pick(country.grades) : '',
      leaving: false,
    });
    gradYear -= 2;
  }
  const bachelorYears = r.int(3, 4);
  schools.push({
    school: universities[2 % universities.length]!,
    city,
    degree: country.bachelor(occupation.key, occupation.degrees?.bachelor),
    field: occupation.field,
    start: ym(9, gradYear - bachelorYears),
    end: ym(r.pick([6, 7]), gradYear),
    grade: r.pick(country.grades),
    leaving: false,
  });
  const leaving = country.leaving;
  if (leaving && r.chance(0.75)) {
    const year = gradYear - bachelorYears;
    schools.push({
      school: r.pick(leaving.schools),
      city,
      degree: leaving.degree,
      field: leaving.field,
      start: ym(9, year - 2),
      end: ym(6, year),
      grade: leaving.grades.length > 0 ? r.pick(leaving.grades) : '',
      leaving: true,
    });
  }

  const internships: Job[] = [];
  if (country.internships || r.chance(0.25)) {
    const year = gradYear - 1;
    internships.push({
      title: occupation.internTitle,
      company: employers[employers.length - 1]!,
      city,
      start: ym(r.pick([3, 6, 7]), year),
      end: ym(r.pick([8, 9]), year),
      bullets: bullets.splice(0, 1),
    });
  }

  const yearsWorked = NOW_YEAR - Number(jobs[jobs.length - 1]!.start[1]);
  const links = [{ label: 'LinkedIn', url: `https://linkedin.example.com/in/${slug}` }];
  if (occupation.key === 'software')
    links.push({
      label: 'GitHub',
      url: `https://github.example.org/${ascii(first)}${ascii(last)}`,
    });
  if (occupation.key === 'designer')
    links.push({ label: 'Portfolio', url: `https://${ascii(last)}.example.org` });
  if (occupation.key === 'researcher')
    links.push({
      label: 'ORCID',
      url: `https://orcid.example.org/0000-0002-${r.int(1000, 9999)}-${r.int(1000, 9999)}`,
    });

  const certifications = r
    .sample(occupation.certifications, r.int(1, occupation.certifications.length))
    .map((c) => ({ ...c, year: String(r.int(Number(jobs[jobs.length - 1]!.start[1]), 2024)) }));

  const extraKinds = r.sample(occupation.extras, r.int(1, 2));
  const extras = extraKinds
    .map((kind) => ({ kind, ...extraLines(kind, { first, last, city, occupation, r }) }))
    .filter((e) => e.lines.length > 0);

  const birthYear = gradYear - bachelorYears - 19;
  const personal: Person['personal'] = country.personalDetails
    ? [
        ['Date of birth', country.birthDate(r.int(1, 28), r.int(1, 12), birthYear)],
        ['Nationality', country.nationality],
        ...(r.chance(0.5) ? [['Driving licence', 'Class B'] as [string, string]] : []),
        ...(['in', 'ng'].includes(country.key) && r.chance(0.7)
          ? [['Marital status', r.pick(['Single', 'Married'])] as [string, string]]
          : []),
      ]
    : [];

  return {
    slug,
    first,
    last,
    credentials: occupation.credentials ? r.pick(occupation.credentials) : '',
    email,
    phone: country.phone(r),
    location,
    links,
    summary: occupation.summary.replace('{years}', words(Math.max(2, yearsWorked))),
    jobs,
    internships,
    schools,
    skills: occupation.skills.map((c) => ({ name: c.name, skills: [...c.skills] })),
    languages: r.pick(country.languages),
    certifications,
    extras,
    personal,
    occupation,
    country,
  };
}

function extraLines(
  kind: ExtraKind,
  p: { first: string; last: string; city: string; occupation: Occupation; r: Random },
): Omit<Extra, 'kind'> {
  const { r, occupation } = p;
  const year = () => String(r.int(2016, 2024));
  // Each value is drawn in the order the printed line names it, so a seed gives the lines
  // it always gave.
  switch (kind) {
    case 'publications': {
      const publications = occupation.topics.slice(0, 2).map((topic, i) => {
        const authors = `${p.last}, ${p.first[0]}.${i ? ' and Marsh, T.' : ''}`;
        const published = year();
        const venue = `Journal of ${occupation.field} Practice`;
        const pages = `${r.int(3, 40)}(${r.int(1, 4)}), ${r.int(10, 90)}–${r.int(91, 130)}`;
        return {
          line: `${authors} (${published}). ${topic}. ${venue}, ${pages}.`,
          entry: {
            title: topic,
            publisher: venue,
            year: published,
            url: '',
            description: authors,
          },
        };
      });
      return {
        lines: publications.map((x) => x.line),
        publications: publications.map((x) => x.entry),
      };
    }
    case 'projects': {
      const projects = occupation.topics.map((topic) => {
        const done = year();
        const role = r.pick(['lead', 'design lead', 'volunteer', 'sole author']);
        return {
          line: `${topic} (${done}): ${role}`,
          entry: {
            name: topic,
            role,
            url: '',
            startMonth: '',
            startYear: '',
            endMonth: '',
            endYear: done,
            isCurrent: false,
            description: '',
            tags: [],
          },
        };
      });
      return { lines: projects.map((x) => x.line), projects: projects.map((x) => x.entry) };
    }
    default:
      return { lines: otherExtraLines(kind, p, year) };
  }
}

function otherExtraLines(
  kind: Exclude<ExtraKind, 'publications' | 'projects'>,
  p: { first: string; last: string; city: string; occupation: Occupation; r: Random },
  year: () => string,
): string[] {
  const { r, occupation } = p;
  switch (kind) {
    case 'grants':
      return [
        `${year()}: Early Career Research Grant, Westbridge Science Foundation (EUR ${r.int(20, 90)},000)`,
        `${year()}: Travel Award, Society for Coastal Ecology`,
      ];
    case 'licences':
      return [
        {
          nurse: `Registered Nurse licence No. RN-${r.int(100000, 999999)}, valid until 2027`,
          logistics: 'Heavy goods vehicle licence, Category C+E',
          electrician: `Licensed Electrical Contractor, No. EC-${r.int(10000, 99999)}`,
          pharmacist: `Pharmacist licence No. PH-${r.int(10000, 99999)}`,
        }[occupation.key] ?? `Professional licence No. ${r.int(10000, 99999)}`,
      ];
    case 'registration':
      return [
        {
          nurse: `Nursing and Midwifery Register of Westmark, PIN ${r.int(10, 99)}A${r.int(1000, 9999)}E`,
          pharmacist: `Pharmacy Council of Westmark, registration No. ${r.int(2000000, 2999999)}`,
          civil: `Engineering Council of Westmark, registration No. ${r.int(500000, 599999)}`,
        }[occupation.key] ?? `Professional register No. ${r.int(100000, 999999)}`,
      ];
    case 'bar-admissions':
      return [
        `Admitted to the Bar of the Northern Province, ${year()}`,
        `Solicitor of the Senior Courts of Westmark, ${year()}`,
      ];
    case 'board-positions':
      return [
        `Treasurer, ${p.city} Community Food Bank (${r.int(2017, 2021)}–present)`,
        `Trustee, Harbour Lane Youth Theatre (${r.int(2014, 2016)}–${r.int(2017, 2020)})`,
      ];
    case 'extra-curricular':
      return [
        `Captain of the university debating team (${r.int(2008, 2016)})`,
        `Volunteer first-aider at the ${p.city} marathon`,
      ];
  }
}
