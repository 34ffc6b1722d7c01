import {
  awardSchema,
  customSectionsSchema,
  emptyResume,
  experienceEntrySchema,
  projectEntrySchema,
  publicationSchema,
  volunteeringEntrySchema,
  type ResumeData,
} from '#shared/resume/resume.schema.ts';

/** A resume with an entry in every section the ATS check names, for the jump tests. */
export const JUMP_RESUME: ResumeData = {
  ...emptyResume(),
  personalInfo: { ...emptyResume().personalInfo, fullName: 'Ada', headline: 'Data engineer' },
  experience: [
    experienceEntrySchema.parse({ id: 'e1', jobTitle: 'Engineer', company: 'Acme' }),
    experienceEntrySchema.parse({ id: 'e2', jobTitle: 'Analyst', company: 'Globex' }),
  ],
  projects: [projectEntrySchema.parse({ id: 'p1', name: 'Ledger', description: 'Spark jobs' })],
  volunteering: [
    volunteeringEntrySchema.parse({ id: 'v1', role: 'Tutor', organization: 'Code Club' }),
    volunteeringEntrySchema.parse({ id: 'v2', role: 'Mentor', organization: 'Girls Who Code' }),
  ],
  awards: [awardSchema.parse({ id: 'a1', title: 'Best paper', issuer: 'ACM' })],
  publications: [publicationSchema.parse({ id: 'u1', title: 'On streams', publisher: 'VLDB' })],
  customSections: customSectionsSchema.parse([
    {
      id: 'c1',
      title: 'Talks',
      entries: [
        { id: 't1', title: 'Kafka at scale' },
        { id: 't2', title: 'Streams 101', description: 'A talk on Flink' },
      ],
    },
  ]),
  interests: ['Chess', 'Sailing'],
};
