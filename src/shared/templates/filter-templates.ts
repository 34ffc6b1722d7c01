/**
 * Gallery logic (search, category chips, show more or fewer, download counts), kept pure
 * so the landing page and the /templates page behave identically and the rules are
 * unit-tested.
 */

/** The chip that means "no category filter". */
export const ALL_TEMPLATES = 'All Templates';

export const TEMPLATE_CATEGORY_CHIPS = [
  ALL_TEMPLATES,
  'Technology',
  'Marketing',
  'Finance',
  'Healthcare',
  'Corporate',
  'Creative',
] as const;

/** Cards shown before the gallery is expanded. */
export const COLLAPSED_TEMPLATE_COUNT = 6;

interface Searchable {
  name: string;
  category: string;
  description: string;
  features: readonly string[];
}

export interface TemplateFilter {
  query: string;
  /** A catalogue category, or ALL_TEMPLATES for none. */
  category: string;
}

/** Case-insensitive substring match over name, category, description and features. */
export function matchesTemplateQuery(template: Searchable, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [template.name, template.category, template.description, ...template.features].some(
    (field) => field.toLowerCase().includes(needle),
  );
}

export function filterTemplates<T extends Searchable>(
  list: readonly T[],
  { query, category }: TemplateFilter,
): T[] {
  return list.filter(
    (t) =>
      (category === ALL_TEMPLATES || t.category === category) && matchesTemplateQuery(t, query),
  );
}

/** Every category present in the catalogue, sorted, for the category dropdown. */
export function templateCategories(list: readonly { category: string }[]): string[] {
  return [...new Set(list.map((t) => t.category))].sort((a, b) => a.localeCompare(b, 'en'));
}

export function visibleTemplates<T>(matches: readonly T[], expanded: boolean): T[] {
  return expanded ? [...matches] : matches.slice(0, COLLAPSED_TEMPLATE_COUNT);
}

export function toggleLabel(matchCount: number, expanded: boolean): string {
  return expanded ? 'Show Less' : `View All ${matchCount} Templates`;
}

/** The toggle is pointless when every match already shows. */
export function hasMoreTemplates(matchCount: number): boolean {
  return matchCount > COLLAPSED_TEMPLATE_COUNT;
}

/** '12.4k downloads' style: one decimal above a thousand, trailing '.0' dropped. */
export function formatDownloads(count: number): string {
  if (count < 1000) return `${count}`;
  const thousands = (count / 1000).toFixed(1);
  // 999,950 rounds to '1000.0': that is '1M', not '1000k'.
  if (Number(thousands) < 1000) return `${trimZero(thousands)}k`;
  return `${trimZero((count / 1_000_000).toFixed(1))}M`;
}

function trimZero(value: string): string {
  return value.endsWith('.0') ? value.slice(0, -2) : value;
}
