import { describe, expect, it } from 'vitest';
import { RESUME_LIMITS } from './resume.limits.ts';
import { addTag, addTags, hasTag, removeTag } from './tags.ts';

describe('addTag', () => {
  it('trims the tag', () => {
    expect(addTag([], '  React  ')).toEqual({ tags: ['React'], outcome: 'added' });
  });

  it('refuses an empty or blank tag', () => {
    expect(addTag(['A'], '')).toEqual({ tags: ['A'], outcome: 'empty' });
    expect(addTag(['A'], '   ')).toEqual({ tags: ['A'], outcome: 'empty' });
  });

  it('ignores a duplicate, case-insensitively, keeping the first spelling', () => {
    expect(addTag(['React'], 'react')).toEqual({ tags: ['React'], outcome: 'duplicate' });
    expect(addTag(['React'], ' REACT ')).toEqual({ tags: ['React'], outcome: 'duplicate' });
  });

  it('refuses a tag over the length limit and past the count limit', () => {
    expect(addTag([], 'x'.repeat(RESUME_LIMITS.tag + 1)).outcome).toBe('too-long');
    expect(addTag(['a', 'b'], 'c', 2)).toEqual({ tags: ['a', 'b'], outcome: 'full' });
  });

  it('never changes the list it was given', () => {
    const tags = ['a'];
    addTag(tags, 'b');
    expect(tags).toEqual(['a']);
  });
});

describe('addTags, hasTag, removeTag', () => {
  it('adds only new tags and says which', () => {
    expect(addTags(['SQL'], ['sql', ' Go ', '', 'Rust', 'go'])).toEqual({
      tags: ['SQL', 'Go', 'Rust'],
      added: ['Go', 'Rust'],
    });
  });

  it('finds tags case-insensitively and removes exact ones', () => {
    expect(hasTag(['TypeScript'], 'typescript')).toBe(true);
    expect(hasTag(['TypeScript'], 'Type')).toBe(false);
    expect(removeTag(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });
});
