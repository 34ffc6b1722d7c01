import { RESUME_LIMITS } from './resume.limits.ts';

/**
 * Tag rules: a tag is trimmed, must not be empty, and a duplicate is
 * ignored. Duplicates are compared case-insensitively ("react" = "React"), because an ATS
 * reads them as the same keyword; the first spelling wins.
 */

export type AddTagOutcome = 'added' | 'empty' | 'duplicate' | 'too-long' | 'full';

function sameTag(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
}

export function hasTag(tags: readonly string[], candidate: string): boolean {
  return tags.some((t) => sameTag(t, candidate));
}

/** Adds `raw` to `tags` when the rules allow; `tags` itself is never changed. */
export function addTag(
  tags: readonly string[],
  raw: string,
  max: number = RESUME_LIMITS.tagsPerEntry,
): { tags: string[]; outcome: AddTagOutcome } {
  const tag = raw.trim();
  if (!tag) return { tags: [...tags], outcome: 'empty' };
  if (tag.length > RESUME_LIMITS.tag) return { tags: [...tags], outcome: 'too-long' };
  if (hasTag(tags, tag)) return { tags: [...tags], outcome: 'duplicate' };
  if (tags.length >= max) return { tags: [...tags], outcome: 'full' };
  return { tags: [...tags, tag], outcome: 'added' };
}

/** Adds many (keywords, say), keeping the rules; returns the list and what was new. */
export function addTags(
  tags: readonly string[],
  candidates: readonly string[],
  max: number = RESUME_LIMITS.tagsPerEntry,
): { tags: string[]; added: string[] } {
  let list = [...tags];
  const added: string[] = [];
  for (const candidate of candidates) {
    const result = addTag(list, candidate, max);
    if (result.outcome === 'added') {
      list = result.tags;
      added.push(candidate.trim());
    }
  }
  return { tags: list, added };
}

export function removeTag(tags: readonly string[], tag: string): string[] {
  return tags.filter((t) => t !== tag);
}
