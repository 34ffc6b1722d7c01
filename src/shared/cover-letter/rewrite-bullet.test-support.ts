import { shortResume } from '../documents/__fixtures__/resume-fixtures.ts';
import { RESUME_LIMITS } from '../resume/resume.limits.ts';
import { resumeDataSchema, type ResumeData } from '../resume/resume.schema.ts';

/** A resume at the limits: every experience entry and skill, each description full. */
export function largestResume(
  text = 'Shipped a reporting service in Go for 12 regional teams. ',
): ResumeData {
  const entry = shortResume.experience[0]!;
  const description = text
    .repeat(Math.ceil(RESUME_LIMITS.description / text.length))
    .slice(0, RESUME_LIMITS.description);
  return resumeDataSchema.parse({
    ...shortResume,
    experience: Array.from({ length: RESUME_LIMITS.experience }, (_, i) => ({
      ...entry,
      id: `exp-${i}`,
      description,
    })),
    skills: Array.from({ length: RESUME_LIMITS.skills }, (_, i) => ({
      name: `Skill number ${i}`,
      category: 'Tools',
    })),
    projects: Array.from({ length: RESUME_LIMITS.projects }, (_, i) => ({
      id: `p-${i}`,
      name: `Project ${i}`,
      description,
    })),
  });
}
