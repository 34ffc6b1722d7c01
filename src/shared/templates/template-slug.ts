/**
 * A template's `{template-name-slug}` (used in download paths and file names): the
 * name lowercased, every run of other characters turned into one dash.
 */
export function templateSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
