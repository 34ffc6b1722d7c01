import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SAMPLE_FILTERS,
  SAMPLE_INDUSTRY_FILTERS,
  SAMPLE_LEVEL_FILTERS,
  filterSamples,
  hasActiveSampleFilters,
  matchesSampleSearch,
  showingText,
  type SampleFilters,
} from './filter-samples.ts';
import { SAMPLE_RESUMES } from './samples.ts';

const filter = (partial: Partial<SampleFilters>) =>
  filterSamples(SAMPLE_RESUMES, { ...DEFAULT_SAMPLE_FILTERS, ...partial }).map((s) => s.id);

const inTitleOrDescription = (term: string) =>
  SAMPLE_RESUMES.some((s) =>
    `${s.title}\n${s.description}`.toLowerCase().includes(term.toLowerCase()),
  );

describe('sample filter choices', () => {
  it('lists the industries and levels in order', () => {
    expect(SAMPLE_INDUSTRY_FILTERS).toEqual([
      'All Industries',
      'Technology',
      'Marketing',
      'Finance',
      'Design',
      'Management',
      'Sales',
      'Human Resources',
    ]);
    expect(SAMPLE_LEVEL_FILTERS).toEqual([
      'All Levels',
      'Entry-Level (0-2 years)',
      'Mid-Level (3-5 years)',
      'Senior (5+ years)',
    ]);
  });
});

describe('sample search', () => {
  it('shows all 8 with no filters, and for a blank or whitespace search', () => {
    expect(filter({})).toHaveLength(8);
    expect(filter({ search: '   ' })).toHaveLength(8);
  });

  it('matches the title, case-insensitively', () => {
    expect(filter({ search: 'financial analyst' })).toEqual(['financial-analyst']);
    expect(filter({ search: 'UX/UI' })).toEqual(['ux-ui-designer']);
    expect(filter({ search: 'sAlEs DeVeLoPmEnT' })).toEqual(['sales-development-representative']);
  });

  it('matches the description', () => {
    // 'distributed systems' appears only in the senior engineer's description.
    expect(SAMPLE_RESUMES.find((s) => s.id === 'senior-software-engineer')?.title).not.toMatch(
      /distributed/i,
    );
    expect(filter({ search: 'DISTRIBUTED SYSTEMS' })).toEqual(['senior-software-engineer']);
    expect(filter({ search: 'works with' })).toEqual([]);
    expect(filter({ search: 'cold outreach' })).toEqual(['sales-development-representative']);
  });

  it('matches substrings inside words', () => {
    expect(filter({ search: 'analys' })).toEqual(['junior-data-analyst', 'financial-analyst']);
  });

  it('does not search features', () => {
    const featureOnly = SAMPLE_RESUMES.flatMap((s) => s.features).filter(
      (f) => !inTitleOrDescription(f),
    );
    expect(featureOnly.length).toBeGreaterThan(20);
    for (const feature of featureOnly) expect(filter({ search: feature })).toEqual([]);
    // 'credentials' appears in two samples' features and in no title or description.
    expect(
      SAMPLE_RESUMES.filter((s) => s.features.some((f) => /credentials/.test(f))),
    ).toHaveLength(2);
    expect(inTitleOrDescription('credentials')).toBe(false);
    expect(filter({ search: 'credentials' })).toEqual([]);
  });

  it('does not search the industry, level or resume content', () => {
    expect(inTitleOrDescription('Human Resources')).toBe(false);
    expect(filter({ search: 'Human Resources' })).toEqual([]);
    expect(filter({ search: 'Finance' })).toEqual([]);
    expect(filter({ search: '5+ years' })).toEqual([]);
    expect(filter({ search: 'Jonas' })).toEqual([]);
  });

  it('exposes the per-sample matcher', () => {
    const sample = SAMPLE_RESUMES[0]!;
    expect(matchesSampleSearch(sample, sample.title.toUpperCase())).toBe(true);
    expect(matchesSampleSearch(sample, '')).toBe(true);
    expect(matchesSampleSearch(sample, sample.features[0]!)).toBe(false);
  });
});

describe('sample industry and level filters', () => {
  it.each([
    ['Technology', ['senior-software-engineer', 'junior-data-analyst']],
    ['Marketing', ['digital-marketing-manager']],
    ['Finance', ['financial-analyst']],
    ['Design', ['ux-ui-designer']],
    ['Management', ['senior-project-manager']],
    ['Sales', ['sales-development-representative']],
    ['Human Resources', ['hr-business-partner']],
  ] as const)('industry %s', (industry, ids) => {
    expect(filter({ industry })).toEqual(ids);
  });

  it('finds at least one sample for every industry choice', () => {
    for (const industry of SAMPLE_INDUSTRY_FILTERS) {
      expect(filter({ industry }).length).toBeGreaterThan(0);
    }
  });

  it.each([
    ['Entry-Level (0-2 years)', ['junior-data-analyst', 'sales-development-representative']],
    ['Mid-Level (3-5 years)', ['digital-marketing-manager', 'financial-analyst', 'ux-ui-designer']],
    [
      'Senior (5+ years)',
      ['senior-software-engineer', 'senior-project-manager', 'hr-business-partner'],
    ],
  ] as const)('level %s', (level, ids) => {
    expect(filter({ level })).toEqual(ids);
  });

  it('combines search, industry and level (all must match)', () => {
    expect(filter({ industry: 'Technology', level: 'Senior (5+ years)' })).toEqual([
      'senior-software-engineer',
    ]);
    expect(filter({ industry: 'Technology', level: 'Mid-Level (3-5 years)' })).toEqual([]);
    expect(filter({ search: 'analyst', level: 'Mid-Level (3-5 years)' })).toEqual([
      'financial-analyst',
    ]);
    expect(filter({ search: 'analyst', industry: 'Technology' })).toEqual(['junior-data-analyst']);
    expect(
      filter({ search: 'senior', industry: 'Management', level: 'Senior (5+ years)' }),
    ).toEqual(['senior-project-manager']);
    expect(filter({ search: 'designer', industry: 'Sales' })).toEqual([]);
  });

  it('keeps the catalogue order and does not mutate the input', () => {
    const before = SAMPLE_RESUMES.map((s) => s.id);
    const all = filterSamples(SAMPLE_RESUMES, DEFAULT_SAMPLE_FILTERS);
    expect(all.map((s) => s.id)).toEqual(before);
    expect(all).not.toBe(SAMPLE_RESUMES);
  });
});

describe('active filters and the count text', () => {
  it('knows when a filter narrows the list', () => {
    expect(hasActiveSampleFilters(DEFAULT_SAMPLE_FILTERS)).toBe(false);
    expect(hasActiveSampleFilters({ ...DEFAULT_SAMPLE_FILTERS, search: '  ' })).toBe(false);
    expect(hasActiveSampleFilters({ ...DEFAULT_SAMPLE_FILTERS, search: 'x' })).toBe(true);
    expect(hasActiveSampleFilters({ ...DEFAULT_SAMPLE_FILTERS, industry: 'Sales' })).toBe(true);
    expect(hasActiveSampleFilters({ ...DEFAULT_SAMPLE_FILTERS, level: 'Senior (5+ years)' })).toBe(
      true,
    );
  });

  it("reads 'Showing X of 8 sample resumes'", () => {
    expect(showingText(8)).toBe('Showing 8 of 8 sample resumes');
    expect(showingText(3)).toBe('Showing 3 of 8 sample resumes');
    expect(showingText(0)).toBe('Showing 0 of 8 sample resumes');
  });
});
