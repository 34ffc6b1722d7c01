import { describe, expect, it } from 'vitest';
import {
  resumeApiSectionsSchema,
  resumeBodyBytes,
  resumeFromApi,
  resumePutBodySchema,
  resumeToApi,
  utf8Length,
} from './resume-api.ts';
import { emptyResume, resumeDataSchema, type ResumeData } from './resume.schema.ts';

const data: ResumeData = {
  ...emptyResume(),
  personalInfo: {
    fullName: 'Ada',
    headline: 'Analyst',
    email: 'ada@example.com',
    phone: '',
    location: '',
    summary: '',
    links: [{ label: 'Site', url: 'https://ada.dev' }],
  },
  skills: [{ name: 'SQL', category: 'Data' }],
  languages: [{ name: 'German', level: 'Fluent' }],
  certifications: [{ id: '1', name: 'AWS', issuer: 'Amazon', year: '2024' }],
};

describe('API shape converters', () => {
  it('use the resume_data field names and round-trip', () => {
    const api = resumeToApi(data);
    expect(Object.keys(api)).toEqual([
      'personal_info',
      'experience',
      'education',
      'skills',
      'languages',
      'certifications',
      'projects',
      'volunteering',
      'awards',
      'publications',
      'references',
      'interests',
      'custom_sections',
      'layout',
      'style',
      'language',
    ]);
    expect(resumeFromApi(api)).toEqual(data);
  });
});

describe('resumePutBodySchema', () => {
  it('needs the version the edit started from', () => {
    expect(resumePutBodySchema.safeParse(resumeToApi(data)).success).toBe(false);
    expect(resumePutBodySchema.safeParse({ ...resumeToApi(data), version: -1 }).success).toBe(
      false,
    );
    expect(resumePutBodySchema.safeParse({ ...resumeToApi(data), version: 1.5 }).success).toBe(
      false,
    );
    expect(resumePutBodySchema.safeParse({ ...resumeToApi(data), version: '1' }).success).toBe(
      false,
    );
    expect(resumePutBodySchema.parse({ ...resumeToApi(data), version: 0 })).toMatchObject({
      version: 0,
      template_id: null,
    });
  });

  it('takes the original shape: four sections, skills as strings', () => {
    const body = resumePutBodySchema.parse({
      personal_info: { fullName: 'Ada' },
      experience: [],
      education: [],
      skills: ['SQL', ' Go '],
      version: 0,
      user_id: 'someone-else',
    });
    expect(body.skills).toEqual([
      { name: 'SQL', category: '' },
      { name: 'Go', category: '' },
    ]);
    expect(body.languages).toEqual([]);
    expect(body).not.toHaveProperty('user_id');
    expect(body.personal_info.email).toBe('');
  });

  it('checks template ids', () => {
    expect(resumePutBodySchema.safeParse({ version: 0, template_id: '12' }).success).toBe(true);
    expect(resumePutBodySchema.safeParse({ version: 0, template_id: '../x' }).success).toBe(false);
  });
});

describe('resumeBodyBytes', () => {
  it('counts UTF-8 bytes', () => {
    expect(utf8Length('abc')).toBe(3);
    expect(utf8Length('é')).toBe(2);
    expect(utf8Length('€')).toBe(3);
    expect(utf8Length('😀')).toBe(4);
    const body = { ...resumeToApi(data), version: 0 };
    expect(resumeBodyBytes(body)).toBe(Buffer.byteLength(JSON.stringify(body)));
  });
});

describe('target job', () => {
  it('round-trips through the API shape so a signed-in user keeps it', () => {
    const data = resumeDataSchema.parse({
      targetJob: { title: 'Nurse', company: 'St Mary', description: 'ICU experience required' },
    });
    const api = resumeApiSectionsSchema.parse(resumeToApi(data));
    expect(api.target_job).toEqual(data.targetJob);
    expect(resumeFromApi(api).targetJob).toEqual(data.targetJob);
  });

  it('stays absent when the resume has none', () => {
    const api = resumeApiSectionsSchema.parse(resumeToApi(resumeDataSchema.parse({})));
    expect(api.target_job).toBeUndefined();
    expect(resumeFromApi(api)).not.toHaveProperty('targetJob');
  });
});
