import { ENGLISH_DATE_WORDS, type DateWords } from './dates.ts';
import { SECTION_TITLES, UNTITLED_CUSTOM_SECTION, type SECTION_IDS } from './resume-defaults.ts';
import type { LANGUAGE_LEVELS } from './resume.schema.ts';

/**
 * The words a document prints in the resume's own language: section headings, the present,
 * the expected end of a current education or project, months and language levels. Plain
 * tables, without zod and without Intl, so the builder's preview (in the /build bundle) and
 * the document engine print the same words in Node and in every browser.
 *
 * A tag resolves to its base language ('de-AT' → de, 'pt-BR' → pt, 'en-GB' → en); a
 * language without a table here prints in English, the words every document printed before
 * resumes had a language.
 *
 * | lang | experience heading         | current job             | current degree, ends 2027 |
 * | ---- | -------------------------- | ----------------------- | ------------------------- |
 * | en   | Experience                 | Mar 2020 – Present      | Sep 2023 – Expected 2027  |
 * | de   | Berufserfahrung            | März 2020 – heute       | … – voraussichtlich 2027  |
 * | fr   | Expérience professionnelle | mars 2020 – aujourd’hui | … – prévu en 2027         |
 * | es   | Experiencia laboral        | marzo 2020 – actualidad | … – previsto 2027         |
 * | it   | Esperienza professionale   | marzo 2020 – oggi       | … – previsto 2027         |
 * | pt   | Experiência profissional   | março 2020 – atual      | … – previsto 2027         |
 * | nl   | Werkervaring               | maart 2020 – heden      | … – verwacht 2027         |
 * | pl   | Doświadczenie zawodowe     | 03.2020 – obecnie       | … – planowo 2027          |
 * | sv   | Arbetslivserfarenhet       | mars 2020 – nu          | … – beräknat 2027         |
 * | cs   | Pracovní zkušenosti        | 03/2020 – dosud         | … – předpoklad 2027       |
 *
 * Date styles: English keeps its 3-letter abbreviations ('Mar 2020'), as English documents
 * always printed them. German, French, Spanish, Italian, Portuguese, Dutch and Swedish CVs
 * write the full month name, in the language's own case (capitalised in German, lower case
 * in the rest) and without a preposition ('marzo 2020', not 'marzo de 2020'), so that a start
 * and an end read alike in a date column. Polish and Czech CVs write months as numbers
 * ('03.2020', '03/2020'), which also spares the genitive month names a date in running text
 * takes there. A year without a month prints alone ('2019') in every language.
 *
 * Headings are the ones a CV in the language uses (Berufserfahrung, Expérience
 * professionnelle, Experiencia laboral …), not word-for-word translations. Where Brazilian
 * and European Portuguese differ, the words are ones both read naturally ('Formação',
 * 'Distinções'), else Brazilian ('Contato', 'Intermediário').
 */

type SectionKey = (typeof SECTION_IDS)[number];
type LevelKey = (typeof LANGUAGE_LEVELS)[number];

export interface ResumeLocale {
  /** The base language: 'de' for 'de-AT'. */
  lang: string;
  /** The language's name in itself: 'Deutsch'. */
  name: string;
  /** The heading of each built-in section as a CV in the language writes it. */
  headings: Readonly<Record<SectionKey, string>>;
  /** A custom section's heading when the person left its title blank. */
  untitledSection: string;
  /** The heading over the contact details in a side column. */
  contact: string;
  /** The present, the expected end and months. */
  dates: DateWords;
  /** What a language entry's level prints as. */
  levels: Readonly<Record<LevelKey, string>>;
}

/**
 * A language's date words: the present, the word before an expected end year, and its months
 * as twelve names or as numbers with a separator ('.' → '03.2020').
 */
function dateWords(words: {
  present: string;
  expected: string;
  months: readonly string[] | '.' | '/';
}): DateWords {
  const { present, expected, months } = words;
  return {
    present,
    expected: (year) => `${expected} ${year}`,
    monthYear: (month, year) => {
      if (!year) return '';
      if (!/^(0[1-9]|1[0-2])$/.test(month)) return year;
      return typeof months === 'string'
        ? `${month}${months}${year}`
        : `${months[Number(month) - 1]} ${year}`;
    },
  };
}

const LOCALES = {
  en: {
    name: 'English',
    headings: SECTION_TITLES,
    untitledSection: UNTITLED_CUSTOM_SECTION,
    contact: 'Contact',
    dates: ENGLISH_DATE_WORDS,
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
    contact: 'Kontakt',
    dates: dateWords({
      present: 'heute',
      expected: 'voraussichtlich',
      months: [
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
    }),
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
    contact: 'Contact',
    dates: dateWords({
      present: 'aujourd’hui',
      expected: 'prévu en',
      months: [
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
    }),
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
    contact: 'Contacto',
    dates: dateWords({
      present: 'actualidad',
      expected: 'previsto',
      months: [
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
    }),
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
    contact: 'Contatti',
    dates: dateWords({
      present: 'oggi',
      expected: 'previsto',
      months: [
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
    }),
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
    contact: 'Contato',
    dates: dateWords({
      present: 'atual',
      expected: 'previsto',
      months: [
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
    }),
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
    contact: 'Contact',
    dates: dateWords({
      present: 'heden',
      expected: 'verwacht',
      months: [
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
    }),
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
    contact: 'Kontakt',
    dates: dateWords({
      present: 'obecnie',
      expected: 'planowo',
      months: '.',
    }),
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
    contact: 'Kontakt',
    dates: dateWords({
      present: 'nu',
      expected: 'beräknat',
      months: [
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
    }),
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
    contact: 'Kontakt',
    dates: dateWords({
      present: 'dosud',
      expected: 'předpoklad',
      months: '/',
    }),
    levels: {
      Native: 'Rodilý mluvčí',
      Fluent: 'Plynně',
      Advanced: 'Pokročilý',
      Intermediate: 'Středně pokročilý',
      Basic: 'Základy',
    },
  },
} as const satisfies Record<string, Omit<ResumeLocale, 'lang'>>;

type SupportedLang = keyof typeof LOCALES;

/** The languages with their own words, each named in itself, for a language picker. */
export const RESUME_LANGUAGES: readonly { tag: string; name: string }[] = Object.entries(
  LOCALES,
).map(([tag, locale]) => ({ tag, name: locale.name }));

function isSupported(lang: string): lang is SupportedLang {
  return Object.hasOwn(LOCALES, lang);
}

/** The words for a BCP 47 tag: its base language's, or English's when there is no table. */
export function resumeLocale(tag: string | undefined): ResumeLocale {
  const base = (tag ?? '').split('-')[0]!.toLowerCase();
  const lang: SupportedLang = isSupported(base) ? base : 'en';
  return { lang, ...LOCALES[lang] };
}
