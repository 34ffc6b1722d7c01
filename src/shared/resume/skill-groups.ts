import type { Skill } from './resume.schema.ts';

/** Skills grouped by category (case-insensitively), in the order each category first appears. */
export function groupSkills(skills: readonly Skill[]): { category: string; skills: Skill[] }[] {
  const groups = new Map<string, { category: string; skills: Skill[] }>();
  for (const skill of skills) {
    const key = skill.category.toLowerCase();
    const group = groups.get(key) ?? { category: skill.category, skills: [] };
    group.skills.push(skill);
    groups.set(key, group);
  }
  return [...groups.values()];
}
