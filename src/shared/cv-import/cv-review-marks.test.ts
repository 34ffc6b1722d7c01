import { describe, expect, it } from 'vitest';
import { resumeDataSchema } from '../resume/resume.schema.ts';
import { emptyExtractedProfile, extractedExperienceSchema } from './cv-import.schema.ts';
import {
  liveReviewMarks,
  placeReviewMarks,
  reviewKey,
  reviewTargetValue,
} from './cv-review-marks.ts';
import { mergeExtractedProfile, uniformChoices } from './merge-extracted-profile.ts';

const resume = resumeDataSchema.parse({
  personalInfo: { fullName: 'Old Name', email: 'old@example.com' },
  experience: [{ id: '1', jobTitle: 'Old job', company: 'Old Co' }],
});

const profile = {
  ...emptyExtractedProfile(),
  display_name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+44 1',
  experience: [
    { ...extractedExperienceSchema.parse({}), jobTitle: 'Analyst', company: 'Engines' },
    { ...extractedExperienceSchema.parse({}), jobTitle: 'Clerk', company: 'Bank' },
  ],
  languages: [{ name: 'German', level: 'Fluent' as const }],
  links: [{ label: 'Site', url: 'ada.dev' }],
};

const mark = (path: string, reason = 'Unsure', line = '') => ({ path, reason, line });

describe('placeReviewMarks', () => {
  it("puts marks on the interests and the sections of the person's own the merge made", () => {
    const result = mergeExtractedProfile(
      resume,
      {
        ...profile,
        interests: ['Sailing', 'sailing', 'OUTSIDE WORK'],
        custom_sections: [
          { title: '', entries: [] },
          {
            title: 'Talks',
            entries: [{ title: 'Keynote', subtitle: '', date: '', description: '', url: '' }],
          },
        ],
      },
      uniformChoices('replace'),
      500,
    );
    const talks = result.data.customSections[0]!;
    const marks = placeReviewMarks(
      [
        mark('interests.2', 'A heading?'),
        mark('interests.1'),
        mark('custom_sections.1.title'),
        mark('custom_sections.1'),
        mark('custom_sections.0'),
      ],
      result,
    );
    // The repeated interest and the empty section were not imported: their marks go.
    expect(marks.map((m) => [m.target, m.value])).toEqual([
      [{ section: 'interests', entry: 'OUTSIDE WORK' }, '"OUTSIDE WORK"'],
      [{ section: 'custom', entry: talks.id, field: 'title' }, '"Talks"'],
      [{ section: 'custom', entry: talks.id }, JSON.stringify(talks)],
    ]);
    const renamed = { ...result.data, interests: ['Sailing'] };
    expect(liveReviewMarks(marks, renamed).map((m) => m.target.section)).toEqual([
      'custom',
      'custom',
    ]);
  });

  it('puts marks on the headline and on the v2 entries the merge made', () => {
    const result = mergeExtractedProfile(
      resume,
      {
        ...profile,
        headline: 'Data Engineer',
        projects: [
          {
            name: 'Harbour Maps',
            role: 'Lead',
            url: '',
            startMonth: '',
            startYear: '2021',
            endMonth: '',
            endYear: '',
            isCurrent: false,
            description: '',
            tags: [],
          },
        ],
        awards: [{ title: 'Best Paper', issuer: 'Data Society', year: '2022', description: '' }],
      },
      uniformChoices('replace'),
      500,
    );
    const marks = placeReviewMarks(
      [mark('personal.headline'), mark('projects.0.role'), mark('awards.0'), mark('awards.3')],
      result,
    );
    expect(marks.map((m) => m.target)).toEqual([
      { section: 'personal', field: 'headline' },
      { section: 'projects', entry: result.data.projects[0]!.id, field: 'role' },
      { section: 'awards', entry: result.data.awards[0]!.id },
    ]);
    expect(marks[1]!.value).toBe(JSON.stringify('Lead'));
  });

  it('puts each mark on the entry the merge made of it, by id', () => {
    const result = mergeExtractedProfile(
      resume,
      profile,
      { ...uniformChoices('add'), personal: 'fill' },
      500,
    );
    const marks = placeReviewMarks(
      [
        mark('experience.1.company', 'Could be a department', 'Clerk, Bank 2019'),
        mark('experience.0'),
        mark('personal.phone'),
        mark('personal.display_name'), // not imported: the resume's name stayed
        mark('experience.7.company'), // no such entry
        mark('languages.0.level'),
        mark('links.0'),
      ],
      result,
    );
    expect(marks.map((m) => m.target)).toEqual([
      { section: 'experience', entry: '501', field: 'company' },
      { section: 'experience', entry: '500' },
      { section: 'personal', field: 'phone' },
      { section: 'languages', entry: 'German', field: 'level' },
      { section: 'links', entry: 'https://ada.dev' },
    ]);
    expect(marks[0]).toMatchObject({
      reason: 'Could be a department',
      line: 'Clerk, Bank 2019',
      value: '"Bank"',
    });
  });

  it('joins two marks on one place', () => {
    const result = mergeExtractedProfile(resume, profile, uniformChoices('replace'));
    const marks = placeReviewMarks(
      [mark('personal.first_name', 'First?'), mark('personal.last_name', 'Last?', 'Ada L.')],
      result,
    );
    expect(marks).toHaveLength(1);
    expect(marks[0]).toMatchObject({ reason: 'First? Last?', line: 'Ada L.' });
  });
});

describe('liveReviewMarks', () => {
  it('drops a mark once its value is edited or its entry removed', () => {
    const result = mergeExtractedProfile(resume, profile, uniformChoices('replace'), 10);
    const marks = placeReviewMarks(
      [mark('personal.email'), mark('experience.0.jobTitle'), mark('experience.1')],
      result,
    );
    const data = result.data;
    expect(liveReviewMarks(marks, data)).toHaveLength(3);
    const edited = {
      ...data,
      personalInfo: { ...data.personalInfo, email: 'ada@example.org' },
      experience: [{ ...data.experience[0]!, company: 'Other' }],
    };
    // The job title is as it was; the email changed; the second job is gone.
    expect(liveReviewMarks(marks, edited).map((m) => m.key)).toEqual([
      reviewKey({ section: 'experience', entry: '10', field: 'jobTitle' }),
    ]);
  });

  it('reads values where they are in the document', () => {
    const { data } = mergeExtractedProfile(resume, profile, uniformChoices('replace'));
    expect(reviewTargetValue(data, { section: 'skills' })).toBe('[]');
    expect(reviewTargetValue(data, { section: 'languages', entry: 'german' })).toBe(
      JSON.stringify({ name: 'German', level: 'Fluent' }),
    );
    expect(reviewTargetValue(data, { section: 'certifications', entry: 'x' })).toBeUndefined();
  });
});
