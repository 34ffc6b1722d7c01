import type { ExtractedLanguage } from '#shared/cv-import/cv-import.schema.ts';
import { RESUME_LANGUAGES, resumeLocale } from '#shared/resume/resume-locale.ts';

/**
 * Spoken languages and their levels as CVs print them ('German — C1', 'English (native)',
 * 'Français : courant', 'Spanish\tConversational'), in the profile's words: the name in
 * English and the level as one of Native, Fluent, Advanced, Intermediate, Basic.
 */
export type LanguageLevel = ExtractedLanguage['level'];

/** CEFR: C2 reads as a mother tongue, C1 as fluent, B2 advanced, B1 intermediate, A basic. */
const CEFR: Record<string, LanguageLevel> = {
  A1: 'Basic',
  A2: 'Basic',
  B1: 'Intermediate',
  B2: 'Advanced',
  C1: 'Fluent',
  C2: 'Native',
};

/** Level words in English, French, German, Spanish, Portuguese, Italian and Dutch. */
const LEVEL_WORDS: [string[], LanguageLevel][] = [
  [
    [
      'native',
      'mother tongue',
      'mother-tongue',
      'bilingual',
      'first language',
      'muttersprache',
      'langue maternelle',
      'maternelle',
      'lengua materna',
      'nativo',
      'nativa',
      'língua materna',
      'lingua materna',
      'madrelingua',
      'moedertaal',
    ],
    'Native',
  ],
  [
    [
      'fluent',
      'fluency',
      'full professional',
      'proficient',
      'courant',
      'fließend',
      'fliessend',
      'verhandlungssicher',
      'fluido',
      'fluida',
      'fluente',
      'vloeiend',
    ],
    'Fluent',
  ],
  [
    [
      'advanced',
      'professional working',
      'business',
      'upper intermediate',
      'upper-intermediate',
      'avancé',
      'avancée',
      'fortgeschritten',
      'sehr gut',
      'avanzado',
      'avanzada',
      'avançado',
      'avanzato',
      'gevorderd',
    ],
    'Advanced',
  ],
  [
    [
      'intermediate',
      'conversational',
      'limited working',
      'working knowledge',
      'good',
      'intermédiaire',
      'mittelstufe',
      'gut',
      'gute kenntnisse',
      'intermedio',
      'intermedia',
      'intermediário',
      'goed',
    ],
    'Intermediate',
  ],
  [
    [
      'basic',
      'elementary',
      'beginner',
      'notions',
      'grundkenntnisse',
      'anfänger',
      'básico',
      'básica',
      'basico',
      'base',
      'basis',
      'scolaire',
    ],
    'Basic',
  ],
];
/**
 * Each level's words as whole words (letters beyond ASCII count as letters), with the
 * levels our documents print in each resume language ('Ojczysty', 'Středně pokročilý') so
 * a CV exported in one of them reads back. Longest first: 'Středně pokročilý' is
 * Intermediate before its last word alone reads as Advanced, 'upper-intermediate' Advanced
 * before it reads as Intermediate.
 */
const LEVEL_RES: [RegExp, LanguageLevel][] = [
  ...LEVEL_WORDS.flatMap(([words, level]) => words.map((word) => ({ word, level }))),
  ...RESUME_LANGUAGES.flatMap(({ tag }) =>
    Object.entries(resumeLocale(tag).levels).map(([level, word]) => ({
      word: word.toLowerCase(),
      level: level as LanguageLevel,
    })),
  ),
]
  .sort((a, b) => b.word.length - a.word.length)
  .map(({ word, level }): [RegExp, LanguageLevel] => [
    new RegExp(`(?<![\\p{L}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'iu'),
    level,
  ]);

/** A printed level in the profile's words; '' when the text names none. */
export function languageLevel(text: string): LanguageLevel {
  const cefr = /\b([ABC][12])\b/.exec(text);
  if (cefr) return CEFR[cefr[1]!]!;
  for (const [re, level] of LEVEL_RES) if (re.test(text)) return level;
  return '';
}

/** Language names, with the names people print in their own language, in English. */
const NAMES = new Map<string, string>();
for (const name of [
  'Afrikaans',
  'Albanian',
  'Amharic',
  'Arabic',
  'Armenian',
  'Bengali',
  'Bosnian',
  'Bulgarian',
  'Burmese',
  'Cantonese',
  'Catalan',
  'Chinese',
  'Croatian',
  'Czech',
  'Danish',
  'Dutch',
  'English',
  'Estonian',
  'Farsi',
  'Filipino',
  'Finnish',
  'French',
  'Georgian',
  'German',
  'Greek',
  'Gujarati',
  'Hausa',
  'Hebrew',
  'Hindi',
  'Hungarian',
  'Icelandic',
  'Igbo',
  'Indonesian',
  'Irish',
  'Italian',
  'Japanese',
  'Kannada',
  'Kazakh',
  'Khmer',
  'Korean',
  'Kurdish',
  'Latvian',
  'Lithuanian',
  'Malay',
  'Malayalam',
  'Mandarin',
  'Marathi',
  'Nepali',
  'Norwegian',
  'Pashto',
  'Persian',
  'Polish',
  'Portuguese',
  'Punjabi',
  'Romanian',
  'Russian',
  'Serbian',
  'Sign Language',
  'Sinhala',
  'Slovak',
  'Slovenian',
  'Somali',
  'Spanish',
  'Swahili',
  'Swedish',
  'Tagalog',
  'Tamil',
  'Telugu',
  'Thai',
  'Turkish',
  'Ukrainian',
  'Urdu',
  'Vietnamese',
  'Welsh',
  'Yoruba',
  'Zulu',
])
  NAMES.set(name.toLowerCase(), name);
for (const [own, english] of [
  ['deutsch', 'German'],
  ['englisch', 'English'],
  ['französisch', 'French'],
  ['spanisch', 'Spanish'],
  ['italienisch', 'Italian'],
  ['anglais', 'English'],
  ['français', 'French'],
  ['allemand', 'German'],
  ['espagnol', 'Spanish'],
  ['italien', 'Italian'],
  ['español', 'Spanish'],
  ['inglés', 'English'],
  ['francés', 'French'],
  ['alemán', 'German'],
  ['português', 'Portuguese'],
  ['inglês', 'English'],
  ['italiano', 'Italian'],
  ['inglese', 'English'],
  ['tedesco', 'German'],
  ['nederlands', 'Dutch'],
  ['engels', 'English'],
  ['duits', 'German'],
] as const)
  NAMES.set(own, english);

/** The English name of a language the text names on its own ('Deutsch' → German), or ''. */
export function languageName(text: string): string {
  const t = text
    .trim()
    .replace(/[:–—-]$/, '')
    .trim()
    .toLowerCase();
  return NAMES.get(t) ?? '';
}

/**
 * The languages of one line: 'English (Native)', 'German: C1', 'French – B2',
 * 'Spanish\tConversational', or several ('English (native), German (C1)'). A line whose
 * pieces do not start with a language's name gives none.
 */
export function parseLanguageLine(text: string): ExtractedLanguage[] {
  const t = text.trim();
  // Several on a line: each piece is a language of its own.
  const pieces = t.split(/\s*[,;·•|]\s*(?![^(]*\))/).filter(Boolean);
  if (pieces.length > 1) {
    const each = pieces.map(parseLanguageLine);
    return each.every((l) => l.length === 1) ? each.flat() : [];
  }
  // One language with its level set apart: 'English\tNative', 'French: Fluent (C1)'.
  const apart = /^([^\t:–—(]+?)\s*(?:\t+|:\s*|\s[–—-]\s|\s(?=[ABC][12]\b)|\s*(?=\())(.+)$/.exec(t);
  if (apart) {
    const name = languageName(apart[1]!);
    if (name) return [{ name, level: languageLevel(apart[2]!) }];
  }
  const alone = languageName(t);
  return alone ? [{ name: alone, level: '' }] : [];
}
