import { describe, expect, it } from 'vitest';
import { resumeDataSchema, type ResumeData } from '../resume/resume.schema.ts';
import type { TargetKeyword } from './ats-keywords.schema.ts';
import { findKeywordSupport, missingKeywordSupport, stem } from './keyword-support.ts';
import { matchKeywords } from './match-keywords.ts';

const kw = (name: string, extra: Partial<TargetKeyword> = {}): TargetKeyword => ({
  name,
  aliases: [],
  category: 'hard-skill',
  weight: 1,
  ...extra,
});

function resume(description: string, more: Record<string, unknown> = {}): ResumeData {
  return resumeDataSchema.parse({
    experience: [{ id: '1', jobTitle: 'Engineer', company: 'Acme', description }],
    ...more,
  });
}

describe('stem', () => {
  it.each([
    ['mentoring', 'mentor'],
    ['mentored', 'mentor'],
    ['management', 'manag'],
    ['managed', 'manag'],
    ['analysis', 'analy'],
    ['analyzed', 'analy'],
    ['optimization', 'optim'],
    ['optimised', 'optim'],
    ['communication', 'communic'],
    ['communicated', 'communic'],
  ])('%s → %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });
});

describe('findKeywordSupport', () => {
  it.each([
    ['Mentoring', '- Mentored four junior engineers.', 'word-form'],
    ['Stakeholder management', '- Managed stakeholders across 3 teams.', 'word-form'],
    ['Data analysis', '- Analyzed sales data every week.', 'word-form'],
    ['Project management', '- Managed 3 projects end to end.', 'word-form'],
    ['Communication', '- Communicated releases to 40 customers.', 'word-form'],
    ['Docker', '- Dockerized the billing services.', 'word-form'],
    ['Front end', '- Built the frontend in React.', 'compound'],
    ['Frontend', '- Built the front-end in React.', 'compound'],
    ['Search engine optimization', '- Ran SEO for the shop.', 'acronym'],
  ] as const)('%s in “%s” (%s)', (name, description, reason) => {
    const evidence = findKeywordSupport(resume(description), kw(name));
    expect(evidence).toMatchObject({
      field: 'experience.0.description',
      label: 'Engineer, Acme: description',
      line: description.slice(2),
      reason,
      experienceIndex: 0,
    });
  });

  it.each([
    ['Kubernetes', '- Built APIs in Python.'],
    ['Java', '- Built the app in JavaScript.'],
    ['Go', '- Helped the team go live in May.'],
    ['Go', '- Wrote services in go and Rust.'],
    ['Leadership', '- Led a team of 5.'],
    [
      'Data analysis',
      '- Analyzed the release plan; data came from the CRM and its reports later on.',
    ],
    ['API', '- Answered phone inquiries.'],
    ['KPI', '- Set key performance indicators for the team.'],
    ['SQL', '- Shipped quality logistics.'],
    ['Terraform', '- Formed the terra cotta team.'],
  ])('not %s in “%s”', (name, description) => {
    const evidence = findKeywordSupport(
      resume(description),
      kw(name, name === 'Go' ? { caseSensitive: true } : {}),
    );
    expect(evidence).toBeUndefined();
  });

  it('finds the keyword as written in a hidden section, and says so', () => {
    const data = resume('- Built APIs in Python.', {
      projects: [{ id: 'p', name: 'Homelab', description: 'A Kubernetes cluster at home.' }],
      layout: { hidden_sections: ['projects'] },
    });
    expect(findKeywordSupport(data, kw('Kubernetes'))).toEqual({
      field: 'projects.0.description',
      label: 'Homelab (hidden Projects section)',
      line: 'A Kubernetes cluster at home.',
      reason: 'hidden',
    });
  });

  it('reads aliases in their other forms too', () => {
    const data = resume('- Containerised services for 3 teams.');
    expect(findKeywordSupport(data, kw('Docker', { aliases: ['containerization'] }))?.reason).toBe(
      'word-form',
    );
  });
});

describe('missingKeywordSupport', () => {
  it('gives support for the match’s missing keywords only, by name', () => {
    const data = resume('- Built the frontend in React.\n- Mentored 2 juniors.', {
      skills: [{ name: 'React', category: '' }],
    });
    const keywords = [kw('React'), kw('Front end'), kw('Mentoring'), kw('Kubernetes')];
    const support = missingKeywordSupport(data, matchKeywords(data, keywords).matches);
    expect([...support.keys()]).toEqual(['Front end', 'Mentoring']);
    expect(support.get('Mentoring')?.line).toBe('Mentored 2 juniors.');
  });
});
