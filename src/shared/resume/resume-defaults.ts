/**
 * The v2 defaults as plain data, without zod, so that data-only modules (the samples, which
 * ship in the landing page) can fill a document without pulling in the schema.
 */

/** The built-in sections, in the order the templates print them today. */
export const SECTION_IDS = [
  'summary',
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
] as const;

/** The built-in sections that hold a list of the document's own name (all but the summary). */
export const LIST_SECTION_IDS = SECTION_IDS.filter(
  (id): id is Exclude<(typeof SECTION_IDS)[number], 'summary'> => id !== 'summary',
);

/**
 * Section headings, the same in every format (standard names parse best in an ATS) and in the
 * builder's preview.
 */
export const SECTION_TITLES: Readonly<Record<(typeof SECTION_IDS)[number], string>> = {
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
};

/** A custom section's heading when the person left its title blank. */
export const UNTITLED_CUSTOM_SECTION = 'Additional Information';

/**
 * The look of the default template (catalogue template 1) on the documents' default A4
 * page, so a resume that never touched its style prints as before.
 */
export const DEFAULT_STYLE = {
  accent_color: '#2563eb',
  font: 'sans',
  font_scale: 1,
  density: 'comfortable',
  page_size: 'A4',
} as const;

export const DEFAULT_LANGUAGE = 'en';

export function defaultLayout(): {
  section_order: string[];
  hidden_sections: string[];
  section_titles: Record<string, string>;
} {
  return { section_order: [...SECTION_IDS], hidden_sections: [], section_titles: {} };
}

export function defaultStyle(): {
  accent_color: string;
  font: string;
  font_scale: number;
  density: (typeof DEFAULT_STYLE)['density'];
  page_size: (typeof DEFAULT_STYLE)['page_size'];
} {
  return { ...DEFAULT_STYLE };
}

/** What schema v2 adds to a document, empty: the value a v1 document takes on migration. */
export function emptyV2Fields() {
  return {
    projects: [],
    volunteering: [],
    awards: [],
    publications: [],
    references: [],
    interests: [],
    customSections: [],
    layout: defaultLayout(),
    style: defaultStyle(),
    language: DEFAULT_LANGUAGE,
  };
}
