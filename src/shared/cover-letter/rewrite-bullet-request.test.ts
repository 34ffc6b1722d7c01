import { describe, expect, it } from 'vitest';
import { shortResume } from '../documents/__fixtures__/resume-fixtures.ts';
import { utf8Length } from '../resume/resume-api.ts';
import { RESUME_LIMITS } from '../resume/resume.limits.ts';
import { resumeDataSchema } from '../resume/resume.schema.ts';
import { rewriteBulletRequest } from './rewrite-bullet-request.ts';
import { largestResume } from './rewrite-bullet.test-support.ts';
import { REWRITE_LIMITS, rewriteBulletRequestSchema } from './rewrite-bullet.schema.ts';

const entry = shortResume.experience[0]!;
const bullet = 'Responsible for managing the design system used by 4 product teams';

describe('rewriteBulletRequest: the bullet, its entry and the resume the tracer reads', () => {
  it('sends the shown sections without the look settings or the posting, the entry once', () => {
    const resume = resumeDataSchema.parse({
      ...shortResume,
      experience: [entry, { ...entry, id: 'other', company: 'Contoso' }],
      interests: ['Climbing'],
      layout: { hidden_sections: ['interests'] },
      targetJob: { title: 'Design Lead', company: 'Globex', description: 'We use Kubernetes.' },
    });
    const body = rewriteBulletRequest({ bullet, entry, resume });
    expect(rewriteBulletRequestSchema.safeParse(body).success).toBe(true);
    expect(body.job).toEqual({ title: 'Design Lead', company: 'Globex' });
    expect(Object.keys(body.resume ?? {})).not.toEqual(
      expect.arrayContaining(['layout', 'style', 'language', 'target_job']),
    );
    expect(body.resume?.skills).toEqual(shortResume.skills);
    expect(body.resume?.experience?.map((e) => e.id)).toEqual(['other']);
    expect(body.resume?.interests).toEqual([]);
    expect(JSON.stringify(body)).not.toContain('Kubernetes');
  });

  it('sends the whole of an ordinary resume', () => {
    const body = rewriteBulletRequest({ bullet, entry, resume: shortResume });
    expect(body.resume?.education).toEqual(shortResume.education);
    expect(body.resume?.certifications).toEqual(shortResume.certifications);
    expect(body.job).toBeUndefined();
  });

  it.each([
    ['ASCII text', undefined],
    ['text of three-byte characters', '設計システムを十二の地域チームに展開した。'],
  ])(
    'keeps the body of a resume at every limit under the route’s limit (%s), skills and the entry first',
    (_label, text) => {
      const resume = largestResume(text);
      const body = rewriteBulletRequest({ bullet, entry: resume.experience[0]!, resume });
      expect(utf8Length(JSON.stringify(body))).toBeLessThanOrEqual(REWRITE_LIMITS.maxBodyBytes);
      expect(body.entry).toEqual(resume.experience[0]);
      expect(body.resume?.personal_info).toEqual(resume.personalInfo);
      expect(body.resume?.skills).toHaveLength(RESUME_LIMITS.skills);
      expect(body.resume?.experience?.length).toBeGreaterThan(0);
      expect(body.resume?.experience?.length).toBeLessThan(RESUME_LIMITS.experience - 1);
      expect(rewriteBulletRequestSchema.safeParse(body).success).toBe(true);
    },
  );
});
