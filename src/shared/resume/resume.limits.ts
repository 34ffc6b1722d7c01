/** Limits on every string and list of a resume document, shared by the forms and the API. */
export const RESUME_LIMITS = {
  /** Entry ids: timestamp strings, with room for other generators. */
  id: 64,
  shortText: 120,
  mediumText: 300,
  phone: 60,
  summary: 3_000,
  description: 5_000,
  url: 500,
  tag: 60,
  tagsPerEntry: 50,
  links: 10,
  experience: 50,
  education: 30,
  skills: 150,
  /** Distinct skill categories. */
  skillGroups: 20,
  languages: 30,
  certifications: 50,
  templateId: 64,
  projects: 30,
  volunteering: 30,
  awards: 30,
  publications: 30,
  references: 10,
  interests: 30,
  customSections: 10,
  /** Entries in one custom section. */
  customEntries: 30,
  /** A custom entry's free-form date ('2019 – 2021', 'Spring 2020'). */
  customDate: 60,
  /** A section's own title, shown instead of its default heading. */
  sectionTitle: 60,
  /** A font or font-pairing id. */
  fontId: 40,
  /** A BCP 47 language tag; 35 covers every tag in practical use. */
  languageTag: 35,
  /**
   * The largest `PUT /api/resume` body, in bytes of JSON. Below the API's general 256 KB
   * limit so the resume route answers its own 413; the builder checks the same number
   * before sending. A full two-page resume is about 10–30 KB.
   */
  maxBodyBytes: 200 * 1024,
} as const;
