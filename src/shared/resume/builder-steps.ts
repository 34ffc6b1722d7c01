import type { ResumeData } from './resume.schema.ts';

/** The builder's four steps, numbered 1–4 as the builder shows them. */
export const BUILDER_STEPS = [
  { number: 1, id: 'personal', label: 'Personal Info' },
  { number: 2, id: 'experience', label: 'Experience' },
  { number: 3, id: 'education', label: 'Education' },
  { number: 4, id: 'skills', label: 'Skills' },
] as const;

export type BuilderStepId = (typeof BUILDER_STEPS)[number]['id'];

/**
 * What completes each step, so that it shows a check mark (these are the minimums a
 * recruiter needs):
 * - Personal Info: a full name and an e-mail address (how to reach the person);
 * - Experience: at least one work experience entry;
 * - Education: at least one education entry;
 * - Skills: at least one skill (languages and certifications are extras).
 */
export function isStepComplete(step: BuilderStepId, data: ResumeData): boolean {
  switch (step) {
    case 'personal':
      return data.personalInfo.fullName.trim() !== '' && data.personalInfo.email.trim() !== '';
    case 'experience':
      return data.experience.length > 0;
    case 'education':
      return data.education.length > 0;
    case 'skills':
      return data.skills.length > 0;
  }
}

export function completedSteps(data: ResumeData): Record<BuilderStepId, boolean> {
  return {
    personal: isStepComplete('personal', data),
    experience: isStepComplete('experience', data),
    education: isStepComplete('education', data),
    skills: isStepComplete('skills', data),
  };
}
