/** Limits on every string and list of a resume document, shared by the forms and the API. */
export const RESUME_LIMITS = {
  shortText: 120,
  mediumText: 300,
  summary: 3_000,
  description: 5_000,
  url: 500,
  tag: 60,
  tagsPerEntry: 50,
  links: 10,
  experience: 50,
  education: 30,
  skills: 150,
  skillGroups: 20,
  languages: 30,
  certifications: 50,
} as const;
