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
  /**
   * The largest `PUT /api/resume` body, in bytes of JSON. Below the API's general 256 KB
   * limit so the resume route answers its own 413; the builder checks the same number
   * before sending. A full two-page resume is about 10–30 KB.
   */
  maxBodyBytes: 200 * 1024,
} as const;
