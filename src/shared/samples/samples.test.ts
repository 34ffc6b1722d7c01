import { describe, expect, it } from 'vitest';
import { resumeDataSchema } from '../resume/resume.schema.ts';
import { findTemplate } from '../templates/catalogue.ts';
import {
  EXPERIENCE_LEVEL_LABELS,
  EXPERIENCE_LEVELS,
  SAMPLE_INDUSTRIES,
  SAMPLE_RESUMES,
} from './samples.ts';

describe('sample resumes', () => {
  it('has exactly 8 entries', () => {
    expect(SAMPLE_RESUMES).toHaveLength(8);
  });

  it('has unique ids and titles, and suggests a template from the catalogue', () => {
    expect(new Set(SAMPLE_RESUMES.map((s) => s.id)).size).toBe(8);
    expect(new Set(SAMPLE_RESUMES.map((s) => s.title)).size).toBe(8);
    for (const sample of SAMPLE_RESUMES) {
      expect(sample.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(Number.isInteger(sample.templateId)).toBe(true);
      expect(sample.templateId).toBeGreaterThanOrEqual(1);
      expect(sample.templateId).toBeLessThanOrEqual(56);
      expect(findTemplate(sample.templateId)).toBeDefined();
    }
  });

  it('covers every industry of the filter and every experience level', () => {
    expect(new Set(SAMPLE_RESUMES.map((s) => s.industry))).toEqual(new Set(SAMPLE_INDUSTRIES));
    expect(new Set(SAMPLE_RESUMES.map((s) => s.experienceLevel))).toEqual(
      new Set(EXPERIENCE_LEVELS),
    );
  });

  it('labels the levels with their years of experience', () => {
    expect(EXPERIENCE_LEVEL_LABELS).toEqual({
      'Entry-Level': 'Entry-Level (0-2 years)',
      'Mid-Level': 'Mid-Level (3-5 years)',
      Senior: 'Senior (5+ years)',
    });
  });

  it('gives each card a title, a description and several features', () => {
    for (const sample of SAMPLE_RESUMES) {
      expect(sample.title.trim()).not.toBe('');
      expect(sample.description.length).toBeGreaterThan(40);
      expect(sample.features.length).toBeGreaterThanOrEqual(3);
      for (const feature of sample.features) expect(feature.trim()).not.toBe('');
    }
  });

  describe.each(SAMPLE_RESUMES.map((s) => [s.id, s] as const))('%s resume', (_id, sample) => {
    it('is a valid resume document, unchanged by parsing', () => {
      const parsed = resumeDataSchema.safeParse(sample.resume);
      expect(parsed.error?.issues ?? []).toEqual([]);
      expect(parsed.data).toEqual(sample.resume);
    });

    it('is full: contact details, summary, 2–4 jobs with bullets and tags, education, skills', () => {
      const { personalInfo, experience, education, skills, languages, certifications } =
        sample.resume;
      expect(personalInfo.fullName).not.toBe('');
      expect(personalInfo.email).toMatch(/^[^@\s]+@example\.com$/);
      expect(personalInfo.phone).not.toBe('');
      expect(personalInfo.location).not.toBe('');
      expect(personalInfo.summary.length).toBeGreaterThan(150);
      expect(experience.length).toBeGreaterThanOrEqual(2);
      expect(experience.length).toBeLessThanOrEqual(4);
      for (const job of experience) {
        expect(job.jobTitle).not.toBe('');
        expect(job.company).not.toBe('');
        expect(job.startMonth).not.toBe('');
        expect(job.startYear).not.toBe('');
        expect(job.description.split('\n').length).toBeGreaterThanOrEqual(2);
        expect(job.tags.length).toBeGreaterThan(0);
        if (job.isCurrentJob) {
          expect([job.endMonth, job.endYear]).toEqual(['', '']);
        } else {
          const start = Number(job.startYear) * 12 + Number(job.startMonth);
          const end = Number(job.endYear) * 12 + Number(job.endMonth);
          expect(end).toBeGreaterThanOrEqual(start);
        }
      }
      expect(experience.filter((job) => job.isCurrentJob).length).toBeLessThanOrEqual(1);
      expect(education.length).toBeGreaterThan(0);
      expect(skills.length).toBeGreaterThanOrEqual(5);
      expect(languages.length).toBeGreaterThan(0);
      expect(certifications.length).toBeGreaterThan(0);
    });

    it('uses ids that are unique within the document', () => {
      const ids = [
        ...sample.resume.experience.map((e) => e.id),
        ...sample.resume.education.map((e) => e.id),
        ...sample.resume.certifications.map((c) => c.id),
      ];
      expect(new Set(ids).size).toBe(ids.length);
    });
  });

  it('uses a different person for every sample, including accented names', () => {
    const names = SAMPLE_RESUMES.map((s) => s.resume.personalInfo.fullName);
    expect(new Set(names).size).toBe(8);
    expect(names.some((name) => /[^\u0020-\u007E]/.test(name))).toBe(true);
    const countries = SAMPLE_RESUMES.map((s) => s.resume.personalInfo.location.split(', ').pop());
    expect(new Set(countries).size).toBeGreaterThanOrEqual(6);
  });
});
