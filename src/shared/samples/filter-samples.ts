import {
  EXPERIENCE_LEVELS,
  EXPERIENCE_LEVEL_LABELS,
  SAMPLE_INDUSTRIES,
  SAMPLE_RESUMES,
  type SampleResume,
  type ExperienceLevelLabel,
} from './samples.ts';

/** The industry filter's choices, in order; 'All Industries' means no filter. */
export const SAMPLE_INDUSTRY_FILTERS = ['All Industries', ...SAMPLE_INDUSTRIES] as const;
type SampleIndustryFilter = (typeof SAMPLE_INDUSTRY_FILTERS)[number];

/** The level filter's choices, in order; 'All Levels' means no filter. */
export const SAMPLE_LEVEL_FILTERS: readonly ('All Levels' | ExperienceLevelLabel)[] = [
  'All Levels',
  ...EXPERIENCE_LEVELS.map((level) => EXPERIENCE_LEVEL_LABELS[level]),
];
type SampleLevelFilter = (typeof SAMPLE_LEVEL_FILTERS)[number];

export interface SampleFilters {
  search: string;
  industry: SampleIndustryFilter;
  level: SampleLevelFilter;
}

export const DEFAULT_SAMPLE_FILTERS: Readonly<SampleFilters> = {
  search: '',
  industry: 'All Industries',
  level: 'All Levels',
};

/**
 * Case-insensitive substring match over title and description only:
 * features and industry are deliberately not searched. A blank query matches everything.
 */
export function matchesSampleSearch(sample: SampleResume, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  return (
    sample.title.toLowerCase().includes(needle) || sample.description.toLowerCase().includes(needle)
  );
}

export function filterSamples(
  samples: readonly SampleResume[],
  filters: SampleFilters,
): SampleResume[] {
  return samples.filter(
    (sample) =>
      matchesSampleSearch(sample, filters.search) &&
      (filters.industry === 'All Industries' || sample.industry === filters.industry) &&
      (filters.level === 'All Levels' ||
        EXPERIENCE_LEVEL_LABELS[sample.experienceLevel] === filters.level),
  );
}

/** True when any filter narrows the list (a blank search does not). */
export function hasActiveSampleFilters(filters: SampleFilters): boolean {
  return (
    filters.search.trim() !== '' ||
    filters.industry !== DEFAULT_SAMPLE_FILTERS.industry ||
    filters.level !== DEFAULT_SAMPLE_FILTERS.level
  );
}

/** 'Showing X of 8 sample resumes', above the sample cards. */
export function showingText(shown: number, total: number = SAMPLE_RESUMES.length): string {
  return `Showing ${shown} of ${total} sample resumes`;
}
