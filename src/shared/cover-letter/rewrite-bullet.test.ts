import { describe, expect, it } from 'vitest';
import type { TargetKeyword } from '../ats-keywords/ats-keywords.schema.ts';
import { descriptionBlocks } from '../documents/resume-content.ts';
import { shortResume } from '../documents/__fixtures__/resume-fixtures.ts';
import { SAMPLE_RESUMES } from '../samples/samples.ts';
import { rewriteBulletLocally, unsupportedInRewrite } from './rewrite-bullet.ts';

const TODAY = { year: 2026, month: 3 };
const tool = (name: string): TargetKeyword => ({ name, aliases: [], category: 'tool', weight: 1 });

describe('rewriteBulletLocally: a stronger opening verb, nothing added', () => {
  it.each([
    ['Responsible for managing the billing team of 6', 'Managed the billing team of 6'],
    ['responsible for the onboarding budget', 'Owned the onboarding budget'],
    ['Was in charge of leading weekly releases', 'Led weekly releases'],
    ['In charge of the support rota', 'Led the support rota'],
    ['Worked on the checkout redesign', 'Contributed to the checkout redesign'],
    ['Assisted with quarterly audits', 'Supported quarterly audits'],
    ['Helped with planning the 2024 offsite', 'Planned the 2024 offsite'],
    ['Involved in building the data platform', 'Built the data platform'],
    ['Tasked with copying records into SAP', 'Copied records into SAP'],
    ['- led a team of 8 engineers', 'Led a team of 8 engineers'],
  ])('%s → %s', (bullet, rewrite) => expect(rewriteBulletLocally(bullet)).toBe(rewrite));

  it.each([['Led a team of 8 engineers'], ['Raised conversion by 18% with a new checkout']])(
    '%s already opens well: no rewrite',
    (bullet) => expect(rewriteBulletLocally(bullet)).toBeUndefined(),
  );

  it('never adds a fact: every local rewrite of every sample bullet passes the tracer', () => {
    let rewritten = 0;
    for (const { resume } of SAMPLE_RESUMES) {
      resume.experience.forEach((entry) => {
        const bullets = descriptionBlocks(entry.description).flatMap((b) =>
          b.kind === 'bullets' ? b.items : [b.text],
        );
        for (const bullet of bullets) {
          // The weak form of the bullet, as a person might first write it.
          const weak = `Responsible for ${bullet.charAt(0).toLowerCase()}${bullet.slice(1)}`;
          const rewrite = rewriteBulletLocally(weak);
          if (!rewrite) continue;
          rewritten += 1;
          expect(
            unsupportedInRewrite(rewrite, { bullet: weak, entry, resume, today: TODAY }),
            rewrite,
          ).toEqual([]);
        }
      });
    }
    expect(rewritten).toBeGreaterThan(40);
  });
});

describe('unsupportedInRewrite: the letter tracer, applied to one bullet', () => {
  const entry = shortResume.experience[0]!;
  const bullet = 'Raised trial-to-paid conversion by 18% with a redesigned checkout';
  const check = (rewrite: string, vocabulary: TargetKeyword[] = []) =>
    unsupportedInRewrite(rewrite, { bullet, entry, resume: shortResume, vocabulary, today: TODAY });

  it('accepts a faithful rewrite', () => {
    expect(check('Redesigned the checkout, raising trial-to-paid conversion by 18%')).toEqual([]);
  });

  it.each([
    ['Raised trial-to-paid conversion by 40% with a redesigned checkout', 'number', '40'],
    [
      'Raised trial-to-paid conversion by 18% with a redesigned checkout at Initech',
      'employer',
      'Initech',
    ],
    [
      'Raised trial-to-paid conversion by 18% with a redesigned checkout on Kubernetes',
      'tool',
      'Kubernetes',
    ],
    [
      'Raised trial-to-paid conversion by 18% with a redesigned checkout, improving team morale',
      'claim',
      'improving team morale',
    ],
  ] as const)('flags %s: a %s', (rewrite, kind, text) => {
    expect(check(rewrite, [tool('Kubernetes')])).toContainEqual({ text, kind });
  });
});

describe('unsupportedInRewrite: the whole resume is the evidence, the posting is not', () => {
  const entry = shortResume.experience[0]!;
  const bullet = 'Lead design for the onboarding flow used by 2 million people a month';
  const resume = {
    ...shortResume,
    experience: [
      entry,
      { ...entry, id: 'earlier', company: 'Contoso', description: 'Cut review time by 40%.' },
    ],
    skills: [...shortResume.skills, { name: 'Accessibility Audits', category: 'Design' }],
    targetJob: { title: 'Design Lead', company: 'Globex', description: 'We run on Kubernetes.' },
  };
  const check = (rewrite: string) =>
    unsupportedInRewrite(rewrite, {
      bullet,
      entry,
      resume,
      vocabulary: [tool('Kubernetes')],
      today: TODAY,
    });

  it('supports a skill from the skills section and a number from another entry', () => {
    expect(
      check('Led onboarding design for 2 million people a month with accessibility audits'),
    ).toEqual([]);
    expect(
      check('Led onboarding design for 2 million people a month, cutting review time by 40%'),
    ).toEqual([]);
  });

  it('flags a number from no part of the resume, and a company or tool only the posting names', () => {
    expect(check('Led onboarding design for 3 million people a month')).toContainEqual({
      text: '3',
      kind: 'number',
    });
    const posting = check('Led onboarding design at Globex on Kubernetes');
    expect(posting).toContainEqual({ text: 'Globex', kind: 'employer' });
    expect(posting).toContainEqual({ text: 'Kubernetes', kind: 'tool' });
  });
});
