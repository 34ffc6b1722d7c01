import { describe, expect, it } from 'vitest';
import { groupSkills } from './skill-groups.ts';

describe('groupSkills', () => {
  it('groups by category case-insensitively, in order of first appearance', () => {
    expect(
      groupSkills([
        { name: 'Figma', category: 'Tools' },
        { name: 'Leadership', category: '' },
        { name: 'Jira', category: 'tools' },
      ]),
    ).toEqual([
      {
        category: 'Tools',
        skills: [
          { name: 'Figma', category: 'Tools' },
          { name: 'Jira', category: 'tools' },
        ],
      },
      { category: '', skills: [{ name: 'Leadership', category: '' }] },
    ]);
  });

  it('is empty for no skills', () => {
    expect(groupSkills([])).toEqual([]);
  });
});
