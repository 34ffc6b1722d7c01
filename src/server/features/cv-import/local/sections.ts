import { RESUME_LANGUAGES, resumeLocale } from '#shared/resume/resume-locale.ts';

/**
 * Section headings as people write them, in any case or style ('WORK HISTORY',
 * 'Professional Experience:', 'E X P E R I E N C E', '— Skills —', 'Berufserfahrung').
 */
export type SectionKind =
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'languages'
  | 'certifications'
  | 'projects'
  | 'volunteering'
  | 'awards'
  | 'publications'
  | 'interests'
  /** Contact details and links: read for the header's fields, never 'not imported'. */
  | 'contact'
  /** A section whose content fills no field of the profile ('References', 'Grants'). */
  | 'other';

const HEADINGS: Record<Exclude<SectionKind, 'other'>, string[]> = {
  summary: [
    'summary',
    'professional summary',
    'career summary',
    'executive summary',
    'summary of qualifications',
    'profile',
    'professional profile',
    'personal profile',
    'career profile',
    'about me',
    'about',
    'objective',
    'career objective',
    'professional objective',
    'overview',
    'introduction',
    'personal statement',
    'profil',
    'profil professionnel',
    'kurzprofil',
    'perfil',
    'resumen',
    'résumé',
    'à propos',
    'zusammenfassung',
  ],
  experience: [
    'experience',
    'work experience',
    'professional experience',
    'employment',
    'employment history',
    'work history',
    'career',
    'career history',
    'professional background',
    'relevant experience',
    'experience history',
    'positions held',
    'career experience',
    'professional history',
    'work',
    'expérience',
    'expérience professionnelle',
    'expériences professionnelles',
    'berufserfahrung',
    'experiencia',
    'experiencia laboral',
    'experiencia profesional',
    'esperienza',
    'esperienze professionali',
    'werkervaring',
    'academic appointments',
    'appointments',
    'professional appointments',
    'internships',
    'internship',
    'placements',
    'teaching posts',
    'legal practice',
    'clinical practice',
    'employment record',
  ],
  education: [
    'education',
    'academic background',
    'education and training',
    'education & training',
    'qualifications',
    'academic qualifications',
    'educational background',
    'academic history',
    'studies',
    'training',
    'education and qualifications',
    'education & qualifications',
    'academic record',
    'degrees',
    'formation',
    'formations',
    'ausbildung',
    'bildungsweg',
    'studium',
    'educación',
    'formación',
    'formación académica',
    'istruzione',
    'opleiding',
  ],
  skills: [
    'skills',
    'key skills',
    'core skills',
    'technical skills',
    'core competencies',
    'competencies',
    'skills & expertise',
    'skills and expertise',
    'areas of expertise',
    'expertise',
    'skill set',
    'skillset',
    'technical proficiencies',
    'proficiencies',
    'skills & tools',
    'skills and tools',
    'tools & technologies',
    'technologies',
    'tech stack',
    'key competencies',
    'professional skills',
    'strengths',
    'abilities',
    'compétences',
    'kenntnisse',
    'fähigkeiten',
    'kompetenzen',
    'habilidades',
    'competencias',
    'competenze',
    'vaardigheden',
  ],
  languages: [
    'languages',
    'language skills',
    'language',
    'spoken languages',
    'foreign languages',
    'langues',
    'sprachen',
    'sprachkenntnisse',
    'idiomas',
    'lingue',
    'talen',
  ],
  certifications: [
    'certifications',
    'certificates',
    'certification',
    'professional certifications',
    'licenses & certifications',
    'licenses and certifications',
    'licences & certifications',
    'licences and certifications',
    'certifications & licenses',
    'certifications and licenses',
    'certifications & licences',
    'certifications and licences',
    'accreditations',
    'certificats',
    'zertifikate',
    'zertifizierungen',
    'certificaciones',
    'certificazioni',
  ],
  projects: [
    'projects',
    'key projects',
    'personal projects',
    'selected projects',
    'side projects',
    'open source',
    'open source projects',
    'open source contributions',
    'projets',
    'projekte',
    'proyectos',
  ],
  volunteering: [
    'volunteering',
    'volunteer experience',
    'volunteer work',
    'volunteer activities',
    'volunteer roles',
    'community service',
    'community involvement',
    'bénévolat',
    'ehrenamt',
    'ehrenamtliches engagement',
    'voluntariado',
  ],
  awards: [
    'awards',
    'honors',
    'honours',
    'awards & honors',
    'awards and honors',
    'awards & honours',
    'awards and honours',
    'honors & awards',
    'honors and awards',
    'honours & awards',
    'honours and awards',
    'prizes',
    'distinctions',
    'auszeichnungen',
    'premios',
  ],
  publications: [
    'publications',
    'selected publications',
    'papers',
    'veröffentlichungen',
    'publikationen',
    'publicaciones',
  ],
  interests: [
    'interests',
    'hobbies',
    'hobbies & interests',
    'hobbies and interests',
    'interests & hobbies',
    'interests and hobbies',
    'personal interests',
    "centres d'intérêt",
    'loisirs',
    'hobbys',
    'interessen',
    'intereses',
    'aficiones',
  ],
  contact: [
    'contact',
    'contact details',
    'contact information',
    'contact info',
    'links',
    'online profiles',
    'profiles',
    'social',
    'kontakt',
  ],
};

const OTHER = [
  'licenses',
  'achievements',
  'references',
  'memberships',
  'affiliations',
  'professional affiliations',
  'activities',
  'extracurricular activities',
  'courses',
  'conferences',
  'presentations',
  'patents',
  'additional information',
  'personal details',
  'referenzen',
  'personal information',
  'personal data',
  'licensure',
  'licences',
  'licence',
  'license',
  'registration',
  'professional registration',
  'bar admissions',
  'admissions',
  'grants',
  'grants and funding',
  // Funding won, not prizes: the section is about grants whatever else its heading names.
  'grants and awards',
  'grants & awards',
  'funding',
  'board memberships',
  'board positions',
  'extra curricular activities',
  'extracurricular activities',
  'extra curricular',
  'co curricular activities',
  'referees',
  'professional memberships',
];

const LOOKUP = new Map<string, SectionKind>();
for (const [kind, names] of Object.entries(HEADINGS))
  for (const n of names) LOOKUP.set(n, kind as SectionKind);
for (const n of OTHER) LOOKUP.set(n, 'other');
// The headings our documents print in each resume language (Berufserfahrung, Expérience
// professionnelle …), so a CV exported in one of them reads back; references fill no field.
for (const { tag } of RESUME_LANGUAGES) {
  const locale = resumeLocale(tag);
  const printed: [string, SectionKind][] = [
    ...Object.entries(locale.headings).map(([id, heading]): [string, SectionKind] => [
      heading,
      id === 'references' ? 'other' : (id as SectionKind),
    ]),
    [locale.contact, 'contact'],
  ];
  for (const [heading, kind] of printed) {
    const n = heading
      .toLowerCase()
      .replace(/[^\p{L}&\s']/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (!LOOKUP.has(n)) LOOKUP.set(n, kind);
  }
}
/** The last word of a heading the lexicon does not hold, and the kind it names. */
const SUFFIX_KIND = new Map<string, SectionKind>([
  ['experience', 'experience'],
  ['experiences', 'experience'],
  ['employment', 'experience'],
  ['appointments', 'experience'],
  ['internships', 'experience'],
  ['placements', 'experience'],
  ['posts', 'experience'],
  ['publications', 'publications'],
  ['grants', 'other'],
  ['admissions', 'other'],
  ['memberships', 'other'],
  ['certifications', 'certifications'],
  ['certificates', 'certifications'],
  ['licences', 'other'],
  ['licenses', 'other'],
  ['licensure', 'other'],
  ['registration', 'other'],
  ['registrations', 'other'],
  ['projects', 'projects'],
  ['activities', 'other'],
  ['awards', 'awards'],
  ['interests', 'interests'],
  ['references', 'other'],
  ['referees', 'other'],
]);
/** Letter-spaced headings whose word gaps were lost ('E M P L O Y M E N T H I S T O R Y'). */
const COMPACT = new Map([...LOOKUP].map(([name, kind]) => [name.replace(/[\s&']/g, ''), kind]));
const COMPACT_NAME = new Map([...LOOKUP.keys()].map((name) => [name.replace(/[\s&']/g, ''), name]));

/**
 * Letter-spaced headings: single letters separated by single spaces, words by wider gaps
 * ('P E R S O N A L  D A T A' → 'PERSONAL DATA'); other text as it is.
 */
export function unspaceHeading(text: string): string {
  const t = text.trim();
  if (!/^(?:\p{L}[ \u00a0]){3,}\p{L}/u.test(t)) return t;
  const words = t
    .split(/\s{2,}|\t/)
    .map((word) => word.replace(/\s+/g, ''))
    .join(' ');
  // Every gap the same width: the words of a known heading are told apart by the lexicon.
  const known = words.includes(' ') ? undefined : COMPACT_NAME.get(words.toLowerCase());
  if (!known) return words;
  return words === words.toUpperCase() ? known.toUpperCase() : known;
}

/** 'E X P E R I E N C E' → 'experience'; punctuation, numbering and decoration dropped. */
function normalizeHeading(text: string): string {
  return unspaceHeading(text)
    .toLowerCase()
    .replace(/^[\d.\s)ivx]+(?=\p{L}{3})/u, (m) => (/^[ivx]+$/.test(m.trim()) ? m : ''))
    .replace(/[^\p{L}&\s']/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Skills and fields named '… Experience' ('User Experience' in a list of skills). */
const NOT_A_HEADING_FIRST = new Set([
  'user',
  'customer',
  'client',
  'patient',
  'guest',
  'candidate',
  'employee',
  'developer',
  'volunteer',
  'volunteering',
]);

/**
 * Field-specific headings name their kind in their last word ('Clinical Experience',
 * 'Nursing Experience', 'Selected Publications', 'Professional Licences'): up to four
 * capitalised words the lexicon does not hold.
 */
function headingByLastWord(text: string, n: string): SectionKind | null {
  const words = n.split(' ');
  if (words.length > 4 || !looksLikeHeadingText(text)) return null;
  const kind = SUFFIX_KIND.get(words.at(-1)!);
  if (!kind || (kind === 'experience' && NOT_A_HEADING_FIRST.has(words[0]!))) return null;
  return kind;
}

/**
 * True when the heading is read only by its last word: the parser takes it as a heading
 * only when it is set like the document's other headings.
 */
export function isHeadingByLastWord(text: string): boolean {
  const n = normalizeHeading(text);
  return !LOOKUP.has(n) && headingKind(text) !== null && headingByLastWord(text, n) !== null;
}

/** Capitalised words and no digits, as headings are set ('Clinical Experience', 'LICENCES'). */
export function looksLikeHeadingText(text: string): boolean {
  if (/\d/.test(text)) return false;
  const words = text.split(/\s+/).filter((w) => /^\p{L}{4,}/u.test(w));
  return words.length > 0 && words.every((w) => /^\p{Lu}/u.test(w));
}

/** The section a line heads, or null when it is not a heading. */
export function headingKind(text: string): SectionKind | null {
  if (text.length > 60) return null;
  const n = normalizeHeading(text);
  if (!n) return null;
  // Capitals with letter-spacing come out of PDFs with stray spaces ('SUM M A RY').
  if (text === text.toUpperCase() && /\p{Lu}/u.test(text) && / /.test(n)) {
    const compact = COMPACT.get(n.replace(/[\s&']/g, ''));
    if (compact && !LOOKUP.has(n)) return compact;
  }
  if (/^(?:\p{L}[ \u00a0]){3,}\p{L}/u.test(text.trim())) {
    const letters = n.replace(/[\s&']/g, '');
    const compact = COMPACT.get(letters);
    if (compact) return compact;
    // Letter-spaced with every gap alike and not in the lexicon ('R E S E A R C H E X P E R
    // I E N C E'): its last word decides, as for other field-specific headings.
    for (const [word, kind] of SUFFIX_KIND)
      if (letters.endsWith(word) && letters.length - word.length <= 20) return kind;
  }
  if (n.split(' ').length > 6) return null;
  const direct = LOOKUP.get(n);
  if (direct) return direct;
  const byLastWord = headingByLastWord(text, n);
  if (byLastWord) return byLastWord;
  // 'Work Experience & Internships', 'Skills and Languages': the leading known heading decides.
  const words = n.split(' ');
  for (let k = Math.min(words.length - 1, 4); k >= 1; k -= 1) {
    const head = words.slice(0, k).join(' ');
    const rest = words.slice(k).join(' ');
    const kind = LOOKUP.get(head);
    if (kind && /^(?:&|and|und|et|y)\b/.test(rest)) return kind;
  }
  return null;
}
