/**
 * Names inside the data archive: a four-digit number keeps entries apart and in order, and
 * an ASCII slug of the title keeps them readable ('0003-data-engineer-at-globex.json').
 * ASCII only, so every unzip tool on every system shows the same names.
 */

const MAX_SLUG = 40;

export function archiveSlug(title: string, fallback: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG)
    .replace(/-+$/g, '');
  return slug || fallback;
}

export function numbered(index: number, title: string, fallback: string): string {
  return `${String(index + 1).padStart(4, '0')}-${archiveSlug(title, fallback)}`;
}
