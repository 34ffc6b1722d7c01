import { addTags } from '../resume/tags.ts';

/**
 * "Keywords that are already tags are not added again". Case-insensitive
 * (the tag rules' own comparison), trimmed, empty ones dropped, the tag limit kept.
 * Returns the new tag list and the keywords actually added (for 'Added {n} …').
 */
export function mergeKeywords(
  tags: readonly string[],
  keywords: readonly string[],
): { tags: string[]; added: string[] } {
  return addTags(tags, keywords);
}
