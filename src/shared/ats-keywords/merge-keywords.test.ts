import { describe, expect, it } from 'vitest';
import { RESUME_LIMITS } from '../resume/resume.limits.ts';
import { addedKeywordsNotice, KEYWORD_NOTICES } from './ats-keywords.schema.ts';
import { mergeKeywords } from './merge-keywords.ts';

describe('mergeKeywords', () => {
  it.each([
    {
      tags: [],
      keywords: ['React', 'TypeScript'],
      result: ['React', 'TypeScript'],
      added: ['React', 'TypeScript'],
    },
    {
      tags: ['react'],
      keywords: ['React', 'TypeScript'],
      result: ['react', 'TypeScript'],
      added: ['TypeScript'],
    },
    { tags: ['SQL'], keywords: ['sql', ' SQL '], result: ['SQL'], added: [] },
    { tags: [], keywords: ['Python', 'python', 'PYTHON'], result: ['Python'], added: ['Python'] },
    { tags: ['A'], keywords: ['', '   '], result: ['A'], added: [] },
    { tags: [], keywords: ['  Kubernetes  '], result: ['Kubernetes'], added: ['Kubernetes'] },
  ])('$tags + $keywords → $result', ({ tags, keywords, result, added }) => {
    const merged = mergeKeywords(tags, keywords);
    expect(merged.tags).toEqual(result);
    expect(merged.added).toEqual(added);
  });

  it('never changes the tags it was given', () => {
    const tags = ['Go'];
    mergeKeywords(tags, ['Rust']);
    expect(tags).toEqual(['Go']);
  });

  it('stops at the tag limit', () => {
    const tags = Array.from({ length: RESUME_LIMITS.tagsPerEntry - 1 }, (_, i) => `t${i}`);
    const merged = mergeKeywords(tags, ['x', 'y']);
    expect(merged.added).toEqual(['x']);
    expect(merged.tags).toHaveLength(RESUME_LIMITS.tagsPerEntry);
  });
});

describe('keyword notices', () => {
  it('quotes the spec word for word', () => {
    expect(KEYWORD_NOTICES).toEqual({
      missingDescription: 'Please add a job description first',
      failed: 'Failed to generate keywords',
      noneNew: 'No new keywords were generated',
    });
    expect(addedKeywordsNotice(3)).toBe('Added 3 ATS-friendly keywords');
  });
});
