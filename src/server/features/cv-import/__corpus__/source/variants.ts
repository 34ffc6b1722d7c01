import { PEOPLE, type Person } from './people.ts';

/** How one corpus document looks: format, layout and writing styles. */
export type CorpusFormat =
  'pdf-1col' | 'pdf-2col' | 'pdf-word' | 'docx' | 'docx-table' | 'doc' | 'txt';
export type DateStyle = 'mon' | 'month-to' | 'slash' | 'year' | 'dot';
type EntryLayout = 'title-first' | 'company-first' | 'one-line' | 'at';
type SkillsStyle = 'comma' | 'categories' | 'bullets';
type HeadingCase = 'upper' | 'title' | 'spaced';

export interface Variant {
  id: string;
  person: Person;
  format: CorpusFormat;
  headings: { summary: string; experience: string; education: string; skills: string };
  headingCase: HeadingCase;
  dates: DateStyle;
  entry: EntryLayout;
  skills: SkillsStyle;
  /** Contact line separator, or 'lines' for one item per line. */
  contacts: ' | ' | ' • ' | 'lines';
  showHeadline: boolean;
  /** Kept aside: never looked at while tuning the parser. */
  heldOut: boolean;
}

const HEADING_SETS: Variant['headings'][] = [
  {
    summary: 'Professional Summary',
    experience: 'Work Experience',
    education: 'Education',
    skills: 'Skills',
  },
  {
    summary: 'Profile',
    experience: 'Employment History',
    education: 'Qualifications',
    skills: 'Core Competencies',
  },
  {
    summary: 'About Me',
    experience: 'Career',
    education: 'Academic Background',
    skills: 'Technical Skills',
  },
  {
    summary: 'Summary',
    experience: 'Professional Experience',
    education: 'Education & Training',
    skills: 'Areas of Expertise',
  },
  {
    summary: 'Objective',
    experience: 'Work History',
    education: 'Education',
    skills: 'Key Skills',
  },
];
const FORMATS: CorpusFormat[] = [
  'pdf-1col',
  'pdf-2col',
  'docx-table',
  'txt',
  'doc',
  'pdf-word',
  'docx',
];
const DATES: DateStyle[] = ['mon', 'slash', 'year', 'month-to', 'dot'];
const ENTRIES: EntryLayout[] = ['title-first', 'company-first', 'one-line', 'at'];
const SKILLS: SkillsStyle[] = ['comma', 'bullets', 'categories'];
const CASES: HeadingCase[] = ['upper', 'title', 'spaced'];
const CONTACTS: Variant['contacts'][] = [' | ', 'lines', ' • '];

/** People whose documents are the held-out check (about a tenth of the corpus). */
const HELD_OUT_PEOPLE = new Set(['haddad', 'muller']);

/** Three documents per person, each in another format and style. */
export function corpusVariants(): Variant[] {
  const out: Variant[] = [];
  PEOPLE.forEach((person, p) => {
    for (let k = 0; k < 3; k += 1) {
      const n = p * 3 + k;
      const format = FORMATS[(p * 2 + k * 3) % FORMATS.length]!;
      const headingCase = CASES[n % CASES.length]!;
      out.push({
        id: `${String(n + 1).padStart(2, '0')}-${person.key}-${format}`,
        person,
        format,
        headings: HEADING_SETS[(p + k) % HEADING_SETS.length]!,
        // Letter-spaced headings only where the renderer can space them (PDF, text).
        headingCase:
          headingCase === 'spaced' && !['pdf-1col', 'txt'].includes(format) ? 'upper' : headingCase,
        dates: DATES[(p + k * 2) % DATES.length]!,
        entry: ENTRIES[(p + k) % ENTRIES.length]!,
        skills: SKILLS[(p + k) % SKILLS.length]!,
        contacts: CONTACTS[(p + k) % CONTACTS.length]!,
        showHeadline: (p + k) % 2 === 0,
        heldOut: HELD_OUT_PEOPLE.has(person.key),
      });
    }
  });
  return out;
}
