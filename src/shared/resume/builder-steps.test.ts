import { describe, expect, it } from 'vitest';
import { BUILDER_STEPS, completedSteps, isStepComplete } from './builder-steps.ts';
import { emptyResume, resumeDataSchema, type ResumeData } from './resume.schema.ts';

function withData(patch: Partial<ResumeData>): ResumeData {
  return { ...emptyResume(), ...patch };
}

describe('builder steps', () => {
  it('are the four steps, in order', () => {
    expect(BUILDER_STEPS.map((s) => `${s.number} ${s.label}`)).toEqual([
      '1 Personal Info',
      '2 Experience',
      '3 Education',
      '4 Skills',
    ]);
  });

  it('start incomplete', () => {
    expect(completedSteps(emptyResume())).toEqual({
      personal: false,
      experience: false,
      education: false,
      skills: false,
    });
  });

  it('Personal Info needs a full name and an e-mail (blank text does not count)', () => {
    const info = emptyResume().personalInfo;
    expect(
      isStepComplete('personal', withData({ personalInfo: { ...info, fullName: 'Ada' } })),
    ).toBe(false);
    expect(
      isStepComplete(
        'personal',
        withData({ personalInfo: { ...info, fullName: 'Ada', email: '  ' } }),
      ),
    ).toBe(false);
    expect(
      isStepComplete(
        'personal',
        withData({ personalInfo: { ...info, fullName: 'Ada', email: 'a@b.co' } }),
      ),
    ).toBe(true);
  });

  it('Experience, Education and Skills need one entry each', () => {
    const done = completedSteps(
      resumeDataSchema.parse({
        experience: [{ id: '1', jobTitle: 'Dev', company: 'Acme' }],
        education: [{ id: '2', school: 'MIT', degree: 'BSc' }],
        skills: [{ name: 'SQL' }],
      }),
    );
    expect(done).toEqual({ personal: false, experience: true, education: true, skills: true });
    expect(
      isStepComplete('skills', withData({ languages: [{ name: 'German', level: 'Basic' }] })),
    ).toBe(false);
  });
});
