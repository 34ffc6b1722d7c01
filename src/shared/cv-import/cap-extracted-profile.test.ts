import { describe, expect, it } from 'vitest';
import { RESUME_LIMITS as L } from '../resume/resume.limits.ts';
import {
  capExtractedProfile,
  cutText,
  leftAnythingOut,
  sumLeftOut,
} from './cap-extracted-profile.ts';
import {
  emptyExtractedProfile,
  extractedEducationSchema,
  extractedExperienceSchema,
  importedProfileSchema,
  type ExtractedProfile,
} from './cv-import.schema.ts';

const job = (i: number) =>
  extractedExperienceSchema.parse({ jobTitle: `Job ${i}`, tags: ['x'.repeat(80)] });

describe('capExtractedProfile', () => {
  it('keeps the first entries up to the resume’s limits and counts the rest', () => {
    const profile: ExtractedProfile = {
      ...emptyExtractedProfile(),
      experience: Array.from({ length: 80_000 }, (_, i) => job(i)),
      education: Array.from({ length: 31 }, () => extractedEducationSchema.parse({})),
      skills: Array.from({ length: 150 }, (_, i) => `Skill ${i}`),
    };
    const { profile: capped, leftOut } = capExtractedProfile(profile);
    expect(capped.experience).toHaveLength(L.experience);
    expect(capped.experience[0]?.jobTitle).toBe('Job 0');
    expect(capped.education).toHaveLength(L.education);
    expect(capped.skills).toHaveLength(150);
    expect(leftOut).toEqual({ experience: 80_000 - L.experience, education: 1 });
    expect(importedProfileSchema.safeParse(capped).success).toBe(true);
    // The uncapped profile is not an answer process-cv may give.
    expect(importedProfileSchema.safeParse(profile).success).toBe(false);
  });

  it('cuts texts to their field’s length, never inside a character', () => {
    const { profile, leftOut } = capExtractedProfile({
      ...emptyExtractedProfile(),
      display_name: 'n'.repeat(500),
      summary: 's'.repeat(L.summary - 1) + '😀',
      experience: [job(0)],
    });
    expect(profile.display_name).toHaveLength(L.shortText);
    expect(profile.summary).toBe('s'.repeat(L.summary - 1));
    expect(profile.experience[0]?.tags[0]).toHaveLength(L.tag);
    expect(leftOut).toEqual({});
    expect(importedProfileSchema.safeParse(profile).success).toBe(true);
  });

  it('caps the headline, projects, volunteering, awards, publications and interests too', () => {
    const empty = emptyExtractedProfile();
    const long = 'w'.repeat(6_000);
    const { profile } = capExtractedProfile({
      ...empty,
      headline: long,
      projects: Array.from({ length: L.projects + 5 }, () => ({
        name: long,
        role: long,
        url: long,
        startMonth: '',
        startYear: '',
        endMonth: '',
        endYear: '',
        isCurrent: false,
        description: long,
        tags: Array.from({ length: 60 }, () => long),
      })),
      volunteering: [
        {
          role: long,
          organization: long,
          location: long,
          startMonth: '',
          startYear: '',
          endMonth: '',
          endYear: '',
          isCurrent: false,
          description: long,
        },
      ],
      awards: Array.from({ length: L.awards + 1 }, () => ({
        title: long,
        issuer: long,
        year: '2020',
        description: long,
      })),
      publications: [{ title: long, publisher: long, year: '', url: long, description: long }],
      interests: Array.from({ length: L.interests + 3 }, () => long),
    });
    expect(profile.headline).toHaveLength(L.shortText);
    expect(profile.projects).toHaveLength(L.projects);
    expect(profile.projects[0]?.tags).toHaveLength(L.tagsPerEntry);
    expect(profile.volunteering[0]?.organization).toHaveLength(L.shortText);
    expect(profile.awards).toHaveLength(L.awards);
    expect(profile.publications[0]?.title).toHaveLength(L.mediumText);
    expect(profile.interests).toHaveLength(L.interests);
    expect(importedProfileSchema.safeParse(profile).success).toBe(true);
  });
});

describe('left-out counts', () => {
  it('add up per section and drop sections at zero', () => {
    expect(sumLeftOut({ experience: 3, skills: 0 }, { experience: 2, lines: 10 }, {})).toEqual({
      experience: 5,
      lines: 10,
    });
    expect(leftAnythingOut(sumLeftOut({ skills: 0 }))).toBe(false);
    expect(leftAnythingOut({ lines: 1 })).toBe(true);
  });

  it('cutText keeps short texts as they are', () => {
    expect(cutText('abc', 3)).toBe('abc');
    expect(cutText('abcd', 3)).toBe('abc');
  });
});
