import { describe, expect, it } from 'vitest';
import { dateRangeEnds, type DateRange } from './dates.ts';
import { SECTION_IDS } from './resume-defaults.ts';
import { RESUME_LANGUAGES, resumeLocale } from './resume-locale.ts';
import { LANGUAGE_LEVELS } from './resume.schema.ts';

/** Each language's headings in SECTION_IDS order, then the untitled custom section's. */
const HEADINGS: Record<string, string[]> = {
  en: [
    'Summary',
    'Experience',
    'Education',
    'Skills',
    'Languages',
    'Certifications',
    'Projects',
    'Volunteering',
    'Awards',
    'Publications',
    'References',
    'Interests',
    'Additional Information',
  ],
  de: [
    'Profil',
    'Berufserfahrung',
    'Ausbildung',
    'Kenntnisse',
    'Sprachkenntnisse',
    'Zertifikate',
    'Projekte',
    'Ehrenamtliches Engagement',
    'Auszeichnungen',
    'Veröffentlichungen',
    'Referenzen',
    'Interessen',
    'Weitere Angaben',
  ],
  fr: [
    'Profil',
    'Expérience professionnelle',
    'Formation',
    'Compétences',
    'Langues',
    'Certifications',
    'Projets',
    'Bénévolat',
    'Distinctions',
    'Publications',
    'Références',
    'Centres d’intérêt',
    'Informations complémentaires',
  ],
  es: [
    'Perfil',
    'Experiencia laboral',
    'Formación académica',
    'Habilidades',
    'Idiomas',
    'Certificaciones',
    'Proyectos',
    'Voluntariado',
    'Premios',
    'Publicaciones',
    'Referencias',
    'Intereses',
    'Información adicional',
  ],
  it: [
    'Profilo',
    'Esperienza professionale',
    'Istruzione e formazione',
    'Competenze',
    'Lingue',
    'Certificazioni',
    'Progetti',
    'Volontariato',
    'Premi e riconoscimenti',
    'Pubblicazioni',
    'Referenze',
    'Interessi',
    'Informazioni aggiuntive',
  ],
  pt: [
    'Perfil',
    'Experiência profissional',
    'Formação',
    'Competências',
    'Idiomas',
    'Certificações',
    'Projetos',
    'Voluntariado',
    'Distinções',
    'Publicações',
    'Referências',
    'Interesses',
    'Informações adicionais',
  ],
  nl: [
    'Profiel',
    'Werkervaring',
    'Opleiding',
    'Vaardigheden',
    'Talen',
    'Certificaten',
    'Projecten',
    'Vrijwilligerswerk',
    'Prijzen',
    'Publicaties',
    'Referenties',
    'Interesses',
    'Aanvullende informatie',
  ],
  pl: [
    'Profil zawodowy',
    'Doświadczenie zawodowe',
    'Wykształcenie',
    'Umiejętności',
    'Języki obce',
    'Certyfikaty',
    'Projekty',
    'Wolontariat',
    'Nagrody',
    'Publikacje',
    'Referencje',
    'Zainteresowania',
    'Informacje dodatkowe',
  ],
  sv: [
    'Profil',
    'Arbetslivserfarenhet',
    'Utbildning',
    'Kompetenser',
    'Språk',
    'Certifieringar',
    'Projekt',
    'Ideellt engagemang',
    'Utmärkelser',
    'Publikationer',
    'Referenser',
    'Intressen',
    'Övrig information',
  ],
  cs: [
    'Profil',
    'Pracovní zkušenosti',
    'Vzdělání',
    'Dovednosti',
    'Jazykové znalosti',
    'Certifikáty',
    'Projekty',
    'Dobrovolnictví',
    'Ocenění',
    'Publikace',
    'Reference',
    'Zájmy',
    'Další informace',
  ],
};

const LANGS = Object.keys(HEADINGS);

describe('resumeLocale headings', () => {
  it.each(Object.entries(HEADINGS))(
    '%s: every built-in section and the untitled one',
    (lang, want) => {
      const locale = resumeLocale(lang);
      expect(locale.lang).toBe(lang);
      expect([...SECTION_IDS.map((id) => locale.headings[id]), locale.untitledSection]).toEqual(
        want,
      );
    },
  );

  it('has a table for exactly the ten languages, each heading distinct within its language', () => {
    expect(RESUME_LANGUAGES.map((l) => l.tag)).toEqual(LANGS);
    for (const lang of LANGS) {
      const headings = Object.values(resumeLocale(lang).headings);
      expect(new Set(headings).size).toBe(SECTION_IDS.length);
    }
  });
});

describe('resumeLocale date words', () => {
  const join = (range: DateRange, lang: string) => {
    const { start, end } = dateRangeEnds(range, resumeLocale(lang).dates);
    return [start, end].filter(Boolean).join(' – ');
  };
  const startEnd = { startMonth: '03', startYear: '2020', endMonth: '06', endYear: '2022' };
  const noMonths = { startMonth: '', startYear: '2019', endMonth: '', endYear: '2021' };
  const degree = { startMonth: '09', startYear: '2023', endMonth: '', endYear: '2027' };

  it.each([
    // lang, start–end, start–present, years only, expected end
    ['en', 'Mar 2020 – Jun 2022', 'Mar 2020 – Present', '2019 – 2021', 'Sep 2023 – Expected 2027'],
    [
      'de',
      'März 2020 – Juni 2022',
      'März 2020 – heute',
      '2019 – 2021',
      'September 2023 – voraussichtlich 2027',
    ],
    [
      'fr',
      'mars 2020 – juin 2022',
      'mars 2020 – aujourd’hui',
      '2019 – 2021',
      'septembre 2023 – prévu en 2027',
    ],
    [
      'es',
      'marzo 2020 – junio 2022',
      'marzo 2020 – actualidad',
      '2019 – 2021',
      'septiembre 2023 – previsto 2027',
    ],
    [
      'it',
      'marzo 2020 – giugno 2022',
      'marzo 2020 – oggi',
      '2019 – 2021',
      'settembre 2023 – previsto 2027',
    ],
    [
      'pt',
      'março 2020 – junho 2022',
      'março 2020 – atual',
      '2019 – 2021',
      'setembro 2023 – previsto 2027',
    ],
    [
      'nl',
      'maart 2020 – juni 2022',
      'maart 2020 – heden',
      '2019 – 2021',
      'september 2023 – verwacht 2027',
    ],
    ['pl', '03.2020 – 06.2022', '03.2020 – obecnie', '2019 – 2021', '09.2023 – planowo 2027'],
    [
      'sv',
      'mars 2020 – juni 2022',
      'mars 2020 – nu',
      '2019 – 2021',
      'september 2023 – beräknat 2027',
    ],
    ['cs', '03/2020 – 06/2022', '03/2020 – dosud', '2019 – 2021', '09/2023 – předpoklad 2027'],
  ])('%s: %s · %s · %s · %s', (lang, closed, current, years, expected) => {
    expect(join({ ...startEnd, current: false }, lang)).toBe(closed);
    expect(join({ ...startEnd, current: true }, lang)).toBe(current);
    expect(join({ ...noMonths, current: false }, lang)).toBe(years);
    expect(join({ ...degree, current: true, expectedEnd: true }, lang)).toBe(expected);
    // Without an expected end (a job), a current entry ends in the present whatever is stored.
    expect(join({ ...degree, current: true }, lang)).toBe(
      `${join({ ...degree, endYear: '', current: false }, lang)} – ${resumeLocale(lang).dates.present}`,
    );
  });

  it.each(['de', 'fr', 'es', 'it', 'pt', 'nl', 'sv'])(
    '%s: the twelve month names are the ones ICU gives for the language',
    (lang) => {
      const words = resumeLocale(lang).dates;
      for (let i = 0; i < 12; i++) {
        const month = String(i + 1).padStart(2, '0');
        const icu = new Intl.DateTimeFormat(lang, { month: 'long', timeZone: 'UTC' }).format(
          new Date(Date.UTC(2020, i, 15)),
        );
        expect(words.monthYear(month, '2020')).toBe(`${icu} 2020`);
      }
    },
  );

  it.each(LANGS)('%s: no year prints nothing; a bad month prints the year alone', (lang) => {
    const words = resumeLocale(lang).dates;
    expect(words.monthYear('03', '')).toBe('');
    expect(words.monthYear('', '2019')).toBe('2019');
    expect(words.monthYear('13', '2019')).toBe('2019');
    expect(words.monthYear('3', '2019')).toBe('2019');
  });
});

describe('resumeLocale levels', () => {
  it.each([
    ['en', ['Native', 'Fluent', 'Advanced', 'Intermediate', 'Basic']],
    ['de', ['Muttersprache', 'Fließend', 'Sehr gut', 'Gut', 'Grundkenntnisse']],
    ['fr', ['Langue maternelle', 'Courant', 'Avancé', 'Intermédiaire', 'Notions']],
    ['es', ['Nativo', 'Fluido', 'Avanzado', 'Intermedio', 'Básico']],
    ['it', ['Madrelingua', 'Fluente', 'Avanzato', 'Intermedio', 'Base']],
    ['pt', ['Nativo', 'Fluente', 'Avançado', 'Intermediário', 'Básico']],
    ['nl', ['Moedertaal', 'Vloeiend', 'Gevorderd', 'Gemiddeld', 'Basiskennis']],
    ['pl', ['Ojczysty', 'Biegły', 'Zaawansowany', 'Średniozaawansowany', 'Podstawowy']],
    ['sv', ['Modersmål', 'Flytande', 'Avancerad', 'Goda kunskaper', 'Grundläggande']],
    ['cs', ['Rodilý mluvčí', 'Plynně', 'Pokročilý', 'Středně pokročilý', 'Základy']],
  ])('%s: %j', (lang, want) => {
    const { levels } = resumeLocale(lang);
    expect(LANGUAGE_LEVELS.map((level) => levels[level])).toEqual(want);
  });
});

describe('resumeLocale tags', () => {
  it.each([
    ['de-AT', 'de'],
    ['de-CH', 'de'],
    ['pt-BR', 'pt'],
    ['pt-PT', 'pt'],
    ['en-GB', 'en'],
    ['fr-CA', 'fr'],
    ['es-419', 'es'],
    ['sv-FI', 'sv'],
    ['sr-Latn-RS', 'en'],
    ['ja', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('%s resolves to %s', (tag, lang) => {
    expect(resumeLocale(tag).lang).toBe(lang);
    expect(resumeLocale(tag).headings).toEqual(resumeLocale(lang).headings);
  });

  it('names each language in itself, for a picker', () => {
    expect(RESUME_LANGUAGES).toEqual([
      { tag: 'en', name: 'English' },
      { tag: 'de', name: 'Deutsch' },
      { tag: 'fr', name: 'Français' },
      { tag: 'es', name: 'Español' },
      { tag: 'it', name: 'Italiano' },
      { tag: 'pt', name: 'Português' },
      { tag: 'nl', name: 'Nederlands' },
      { tag: 'pl', name: 'Polski' },
      { tag: 'sv', name: 'Svenska' },
      { tag: 'cs', name: 'Čeština' },
    ]);
  });

  it.each(LANGS)('%s: the contact heading is its own word', (lang) => {
    expect(resumeLocale(lang).contact).toBe(
      {
        en: 'Contact',
        de: 'Kontakt',
        fr: 'Contact',
        es: 'Contacto',
        it: 'Contatti',
        pt: 'Contato',
        nl: 'Contact',
        pl: 'Kontakt',
        sv: 'Kontakt',
        cs: 'Kontakt',
      }[lang],
    );
  });
});
