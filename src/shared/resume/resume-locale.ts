import type { SECTION_IDS } from './resume-defaults.ts';

/**
 * The words a document prints in the resume's own language: section headings, the word for
 * the present, the expected end of a current education or project, month names and language
 * levels. Plain tables without zod or Intl, so the builder's preview (in the /build bundle)
 * and the document engine print the same words in Node and every browser.
 *
 * A tag resolves to its base language ('de-AT' → de, 'pt-BR' → pt, 'en-GB' → en); a language
 * without a table here prints in English.
 *
 * | lang | experience heading      | current entry               | expected end        |
 * |------|-------------------------|-----------------------------|---------------------|
 * | en   | Experience              | Mar 2020 – Present          | Expected 2027       |
 * | de   | Berufserfahrung         | März 2020 – heute           | voraussichtlich 2027|
 * | fr   | Expérience professionnelle | mars 2020 – aujourd’hui  | prévu en 2027       |
 * | es   | Experiencia laboral     | marzo 2020 – actualidad     | previsto 2027       |
 * | it   | Esperienza professionale| marzo 2020 – oggi           | previsto 2027       |
 * | pt   | Experiência profissional| março 2020 – atual          | previsto 2027       |
 * | nl   | Werkervaring            | maart 2020 – heden          | verwacht 2027       |
 * | pl   | Doświadczenie zawodowe  | 03.2020 – obecnie           | planowo 2027        |
 * | sv   | Arbetslivserfarenhet    | mars 2020 – nu              | beräknat 2027       |
 * | cs   | Pracovní zkušenosti     | 03/2020 – dosud             | předpoklad 2027     |
 *
 * Date styles: English keeps its 3-letter abbreviations ('Mar 2020'), the form every English
 * document has printed so far. German, French, Spanish, Italian, Portuguese, Dutch and
 * Swedish write the full month name as their CVs do, in the language's own case (capitalised
 * in German, lower case in the rest) and without a preposition ('marzo 2020', not
 * 'marzo de 2020'), so a start and an end read alike in a date column. Polish and Czech CVs
 * write months as numbers ('03.2020', '03/2020'), which also avoids the genitive month
 * names a date in running text takes in those languages. A year without a month prints alone.
 */

type SectionKey = (typeof SECTION_IDS)[number];

/** The levels a language entry may carry (LANGUAGE_LEVELS in resume.schema.ts). */
type LevelKey = 'Native' | 'Fluent' | 'Advanced' | 'Intermediate' | 'Basic';

export interface ResumeLocale {
  /** The base language: 'de' for 'de-AT'. */
  lang: string;
  headings: Readonly<Record<SectionKey, string>>;
  /** A custom section's heading when the person left its title blank. */
  untitledSection: string;
  /** The end of a current entry: 'Present', 'heute'. */
  present: string;
  /** The end of a current education or project with a planned end year. */
  expected: (year: string) => string;
  /** '01'…'12' with a year as printed: 'Mar 2020', 'März 2020', '03.2020'. */
  monthYear: (month: string, year: string) => string;
  levels: Readonly<Record<LevelKey, string>>;
}

type MonthStyle = { names: readonly string[] } | { numeric: '.' | '/' };

interface LocaleTable {
  name: string;
  headings: Record<SectionKey, string>;
  untitledSection: string;
  present: string;
  /** '{year}' marks where the year goes. */
  expected: string;
  months: MonthStyle;
  levels: Record<LevelKey, string>;
}

const TABLES = {
  en: {
    name: 'English',
    headings: {
      summary: 'Summary',
      experience: 'Experience',
      education: 'Education',
      skills: 'Skills',
      languages: 'Languages',
      certifications: 'Certifications',
      projects: 'Projects',
      volunteering: 'Volunteering',
      awards: 'Awards',
      publications: 'Publications',
      references: 'References',
      interests: 'Interests',
    },
    untitledSection: 'Additional Information',
    present: 'Present',
    expected: 'Expected {year}',
    months: {
      names: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    },
    levels: {
      Native: 'Native',
      Fluent: 'Fluent',
      Advanced: 'Advanced',
      Intermediate: 'Intermediate',
      Basic: 'Basic',
    },
  },
  de: {
    name: 'Deutsch',
    headings: {
      summary: 'Profil',
      experience: 'Berufserfahrung',
      education: 'Ausbildung',
      skills: 'Kenntnisse',
      languages: 'Sprachkenntnisse',
      certifications: 'Zertifikate',
      projects: 'Projekte',
      volunteering: 'Ehrenamtliches Engagement',
      awards: 'Auszeichnungen',
      publications: 'Veröffentlichungen',
      references: 'Referenzen',
      interests: 'Interessen',
    },
    untitledSection: 'Weitere Angaben',
    present: 'heute',
    expected: 'voraussichtlich {year}',
    months: {
      names: [
        'Januar',
        'Februar',
        'März',
        'April',
        'Mai',
        'Juni',
        'Juli',
        'August',
        'September',
        'Oktober',
        'November',
        'Dezember',
      ],
    },
    levels: {
      Native: 'Muttersprache',
      Fluent: 'Fließend',
      Advanced: 'Sehr gut',
      Intermediate: 'Gut',
      Basic: 'Grundkenntnisse',
    },
  },
  fr: {
    name: 'Français',
    headings: {
      summary: 'Profil',
      experience: 'Expérience professionnelle',
      education: 'Formation',
      skills: 'Compétences',
      languages: 'Langues',
      certifications: 'Certifications',
      projects: 'Projets',
      volunteering: 'Bénévolat',
      awards: 'Distinctions',
      publications: 'Publications',
      references: 'Références',
      interests: 'Centres d’intérêt',
    },
    untitledSection: 'Informations complémentaires',
    present: 'aujourd’hui',
    expected: 'prévu en {year}',
    months: {
      names: [
        'janvier',
        'février',
        'mars',
        'avril',
        'mai',
        'juin',
        'juillet',
        'août',
        'septembre',
        'octobre',
        'novembre',
        'décembre',
      ],
    },
    levels: {
      Native: 'Langue maternelle',
      Fluent: 'Courant',
      Advanced: 'Avancé',
      Intermediate: 'Intermédiaire',
      Basic: 'Notions',
    },
  },
  es: {
    name: 'Español',
    headings: {
      summary: 'Perfil',
      experience: 'Experiencia laboral',
      education: 'Formación académica',
      skills: 'Habilidades',
      languages: 'Idiomas',
      certifications: 'Certificaciones',
      projects: 'Proyectos',
      volunteering: 'Voluntariado',
      awards: 'Premios',
      publications: 'Publicaciones',
      references: 'Referencias',
      interests: 'Intereses',
    },
    untitledSection: 'Información adicional',
    present: 'actualidad',
    expected: 'previsto {year}',
    months: {
      names: [
        'enero',
        'febrero',
        'marzo',
        'abril',
        'mayo',
        'junio',
        'julio',
        'agosto',
        'septiembre',
        'octubre',
        'noviembre',
        'diciembre',
      ],
    },
    levels: {
      Native: 'Nativo',
      Fluent: 'Fluido',
      Advanced: 'Avanzado',
      Intermediate: 'Intermedio',
      Basic: 'Básico',
    },
  },
  it: {
    name: 'Italiano',
    headings: {
      summary: 'Profilo',
      experience: 'Esperienza professionale',
      education: 'Istruzione e formazione',
      skills: 'Competenze',
      languages: 'Lingue',
      certifications: 'Certificazioni',
      projects: 'Progetti',
      volunteering: 'Volontariato',
      awards: 'Premi e riconoscimenti',
      publications: 'Pubblicazioni',
      references: 'Referenze',
      interests: 'Interessi',
    },
    untitledSection: 'Informazioni aggiuntive',
    present: 'oggi',
    expected: 'previsto {year}',
    months: {
      names: [
        'gennaio',
        'febbraio',
        'marzo',
        'aprile',
        'maggio',
        'giugno',
        'luglio',
        'agosto',
        'settembre',
        'ottobre',
        'novembre',
        'dicembre',
      ],
    },
    levels: {
      Native: 'Madrelingua',
      Fluent: 'Fluente',
      Advanced: 'Avanzato',
      Intermediate: 'Intermedio',
      Basic: 'Base',
    },
  },
  pt: {
    name: 'Português',
    headings: {
      summary: 'Perfil',
      experience: 'Experiência profissional',
      education: 'Formação',
      skills: 'Competências',
      languages: 'Idiomas',
      certifications: 'Certificações',
      projects: 'Projetos',
      volunteering: 'Voluntariado',
      awards: 'Distinções',
      publications: 'Publicações',
      references: 'Referências',
      interests: 'Interesses',
    },
    untitledSection: 'Informações adicionais',
    present: 'atual',
    expected: 'previsto {year}',
    months: {
      names: [
        'janeiro',
        'fevereiro',
        'março',
        'abril',
        'maio',
        'junho',
        'julho',
        'agosto',
        'setembro',
        'outubro',
        'novembro',
        'dezembro',
      ],
    },
    levels: {
      Native: 'Nativo',
      Fluent: 'Fluente',
      Advanced: 'Avançado',
      Intermediate: 'Intermediário',
      Basic: 'Básico',
    },
  },
  nl: {
    name: 'Nederlands',
    headings: {
      summary: 'Profiel',
      experience: 'Werkervaring',
      education: 'Opleiding',
      skills: 'Vaardigheden',
      languages: 'Talen',
      certifications: 'Certificaten',
      projects: 'Projecten',
      volunteering: 'Vrijwilligerswerk',
      awards: 'Prijzen',
      publications: 'Publicaties',
      references: 'Referenties',
      interests: 'Interesses',
    },
    untitledSection: 'Aanvullende informatie',
    present: 'heden',
    expected: 'verwacht {year}',
    months: {
      names: [
        'januari',
        'februari',
        'maart',
        'april',
        'mei',
        'juni',
        'juli',
        'augustus',
        'september',
        'oktober',
        'november',
        'december',
      ],
    },
    levels: {
      Native: 'Moedertaal',
      Fluent: 'Vloeiend',
      Advanced: 'Gevorderd',
      Intermediate: 'Gemiddeld',
      Basic: 'Basiskennis',
    },
  },
  pl: {
    name: 'Polski',
    headings: {
      summary: 'Profil zawodowy',
      experience: 'Doświadczenie zawodowe',
      education: 'Wykształcenie',
      skills: 'Umiejętności',
      languages: 'Języki obce',
      certifications: 'Certyfikaty',
      projects: 'Projekty',
      volunteering: 'Wolontariat',
      awards: 'Nagrody',
      publications: 'Publikacje',
      references: 'Referencje',
      interests: 'Zainteresowania',
    },
    untitledSection: 'Informacje dodatkowe',
    present: 'obecnie',
    expected: 'planowo {year}',
    months: { numeric: '.' },
    levels: {
      Native: 'Ojczysty',
      Fluent: 'Biegły',
      Advanced: 'Zaawansowany',
      Intermediate: 'Średniozaawansowany',
      Basic: 'Podstawowy',
    },
  },
  sv: {
    name: 'Svenska',
    headings: {
      summary: 'Profil',
      experience: 'Arbetslivserfarenhet',
      education: 'Utbildning',
      skills: 'Kompetenser',
      languages: 'Språk',
      certifications: 'Certifieringar',
      projects: 'Projekt',
      volunteering: 'Ideellt engagemang',
      awards: 'Utmärkelser',
      publications: 'Publikationer',
      references: 'Referenser',
      interests: 'Intressen',
    },
    untitledSection: 'Övrig information',
    present: 'nu',
    expected: 'beräknat {year}',
    months: {
      names: [
        'januari',
        'februari',
        'mars',
        'april',
        'maj',
        'juni',
        'juli',
        'augusti',
        'september',
        'oktober',
        'november',
        'december',
      ],
    },
    levels: {
      Native: 'Modersmål',
      Fluent: 'Flytande',
      Advanced: 'Avancerad',
      Intermediate: 'Goda kunskaper',
      Basic: 'Grundläggande',
    },
  },
  cs: {
    name: 'Čeština',
    headings: {
      summary: 'Profil',
      experience: 'Pracovní zkušenosti',
      education: 'Vzdělání',
      skills: 'Dovednosti',
      languages: 'Jazykové znalosti',
      certifications: 'Certifikáty',
      projects: 'Projekty',
      volunteering: 'Dobrovolnictví',
      awards: 'Ocenění',
      publications: 'Publikace',
      references: 'Reference',
      interests: 'Zájmy',
    },
    untitledSection: 'Další informace',
    present: 'dosud',
    expected: 'předpoklad {year}',
    months: { numeric: '/' },
    levels: {
      Native: 'Rodilý mluvčí',
      Fluent: 'Plynně',
      Advanced: 'Pokročilý',
      Intermediate: 'Středně pokročilý',
      Basic: 'Základy',
    },
  },
} as const satisfies Record<string, LocaleTable>;

type SupportedLang = keyof typeof TABLES;

/** The languages with their own words, each named in itself, for a language picker. */
export const RESUME_LANGUAGES: readonly { tag: string; name: string }[] = Object.entries(
  TABLES,
).map(([tag, table]) => ({ tag, name: table.name }));

function isSupported(lang: string): lang is SupportedLang {
  return Object.hasOwn(TABLES, lang);
}

const MONTH_VALUES = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'];

function monthYearFormatter(style: MonthStyle): ResumeLocale['monthYear'] {
  return (month, year) => {
    if (!year) return '';
    const index = MONTH_VALUES.indexOf(month);
    if (index < 0) return year;
    return 'names' in style ? `${style.names[index]} ${year}` : `${month}${style.numeric}${year}`;
  };
}

const cache = new Map<SupportedLang, ResumeLocale>();

/** The words for a BCP 47 tag: its base language's, or English's when there is no table. */
export function resumeLocale(tag: string | undefined): ResumeLocale {
  const base = (tag ?? '').split('-')[0]!.toLowerCase();
  const lang: SupportedLang = isSupported(base) ? base : 'en';
  const known = cache.get(lang);
  if (known) return known;
  const table: LocaleTable = TABLES[lang];
  const locale: ResumeLocale = {
    lang,
    headings: table.headings,
    untitledSection: table.untitledSection,
    present: table.present,
    expected: (year) => table.expected.replace('{year}', year),
    monthYear: monthYearFormatter(table.months),
    levels: table.levels,
  };
  cache.set(lang, locale);
  return locale;
}
