import { describe, expect, it } from 'vitest';
import { TEMPLATES } from './catalogue.ts';
import {
  ALL_TEMPLATES,
  COLLAPSED_TEMPLATE_COUNT,
  TEMPLATE_CATEGORY_CHIPS,
  filterTemplates,
  formatDownloads,
  hasMoreTemplates,
  matchesTemplateQuery,
  templateCategories,
  toggleLabel,
  visibleTemplates,
} from './filter-templates.ts';
import { TEMPLATE_CATEGORIES } from './template-categories.ts';

const sample = {
  name: 'Harbour Pilot',
  category: 'Aviation',
  description: 'A crisp layout for maritime navigators.',
  features: ['Tide charts section', 'Two pages'],
};

const all = (query: string) => filterTemplates(TEMPLATES, { query, category: ALL_TEMPLATES });

describe('matchesTemplateQuery', () => {
  it.each([
    ['name', 'harbour'],
    ['category', 'aviat'],
    ['description', 'maritime'],
    ['feature', 'tide chart'],
  ])('matches on the %s', (_field, query) =>
    expect(matchesTemplateQuery(sample, query)).toBe(true),
  );

  it('ignores case in both directions', () => {
    expect(matchesTemplateQuery(sample, 'HARBOUR pIlOt')).toBe(true);
    expect(matchesTemplateQuery({ ...sample, name: 'HARBOUR' }, 'harbour')).toBe(true);
  });

  it('is a substring match, not a word match', () => {
    expect(matchesTemplateQuery(sample, 'rbou')).toBe(true);
  });

  it('treats an empty or blank query as matching everything', () => {
    expect(matchesTemplateQuery(sample, '')).toBe(true);
    expect(matchesTemplateQuery(sample, '   ')).toBe(true);
  });

  it('rejects text found in no field', () => {
    expect(matchesTemplateQuery(sample, 'submarine')).toBe(false);
  });
});

describe('filterTemplates over the catalogue', () => {
  it('returns the whole catalogue with no query and All Templates', () => {
    expect(all('')).toHaveLength(56);
  });

  it('searches names', () => {
    expect(all('silicon VALLEY').map((t) => t.id)).toEqual([1]);
  });

  it('searches categories', () => {
    const legal = all('LEGAL');
    expect(legal.length).toBeGreaterThan(0);
    expect(legal.some((t) => t.category === 'Legal')).toBe(true);
  });

  it('searches descriptions', () => {
    expect(all('registered nurses').map((t) => t.name)).toEqual(['Clinical Nurse Pro']);
  });

  it('searches features', () => {
    const names = all('numbered PUBLICATIONS').map((t) => t.name);
    expect(names).toEqual(['Tenure Track Scholar', 'Research Fellow']);
  });

  it('filters by one category; All Templates means no filter', () => {
    const tech = filterTemplates(TEMPLATES, { query: '', category: 'Technology' });
    expect(tech.map((t) => t.name)).toEqual([
      'Silicon Valley Engineer',
      'Full Stack Developer',
      'Data Scientist',
    ]);
    expect(filterTemplates(TEMPLATES, { query: '', category: ALL_TEMPLATES })).toHaveLength(56);
  });

  it('every chip category has matches', () => {
    for (const chip of TEMPLATE_CATEGORY_CHIPS) {
      const matches = filterTemplates(TEMPLATES, { query: '', category: chip });
      expect(matches.length, chip).toBeGreaterThan(0);
      if (chip !== ALL_TEMPLATES) expect(matches.every((t) => t.category === chip)).toBe(true);
    }
  });

  it('combines the category and the query', () => {
    expect(
      filterTemplates(TEMPLATES, { query: 'data', category: 'Technology' }).map((t) => t.name),
    ).toEqual(['Data Scientist']);
    expect(filterTemplates(TEMPLATES, { query: 'nurse', category: 'Finance' })).toEqual([]);
  });
});

describe('category lists', () => {
  it('has the category chips in order', () => {
    expect(TEMPLATE_CATEGORY_CHIPS).toEqual([
      'All Templates',
      'Technology',
      'Marketing',
      'Finance',
      'Healthcare',
      'Corporate',
      'Creative',
    ]);
  });

  it('builds the dropdown from every catalogue category, sorted and unique', () => {
    const categories = templateCategories(TEMPLATES);
    expect(categories).toHaveLength(48);
    expect([...categories].sort()).toEqual([...TEMPLATE_CATEGORIES].sort());
    expect(categories[0]).toBe('Academic');
    expect(categories.at(-1)).toBe('Training');
    expect(templateCategories([{ category: 'b' }, { category: 'a' }, { category: 'b' }])).toEqual([
      'a',
      'b',
    ]);
  });
});

describe('collapse and toggle', () => {
  it('shows 6 when collapsed and every match when expanded', () => {
    expect(COLLAPSED_TEMPLATE_COUNT).toBe(6);
    expect(visibleTemplates(TEMPLATES, false).map((t) => t.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(visibleTemplates(TEMPLATES, true)).toHaveLength(56);
    expect(visibleTemplates([1, 2, 3], false)).toEqual([1, 2, 3]);
  });

  it('labels the toggle with the number of matches', () => {
    expect(toggleLabel(56, false)).toBe('View All 56 Templates');
    expect(toggleLabel(9, false)).toBe('View All 9 Templates');
    expect(toggleLabel(56, true)).toBe('Show Less');
  });

  it('offers the toggle only when there are more than 6 matches', () => {
    expect(hasMoreTemplates(7)).toBe(true);
    expect(hasMoreTemplates(6)).toBe(false);
    expect(hasMoreTemplates(0)).toBe(false);
  });
});

describe('formatDownloads', () => {
  it.each([
    [0, '0'],
    [950, '950'],
    [1000, '1k'],
    [12_400, '12.4k'],
    [12_449, '12.4k'],
    [24_810, '24.8k'],
    [999_950, '1M'],
    [1_250_000, '1.3M'],
  ])('%d -> %s', (count, text) => expect(formatDownloads(count)).toBe(text));
});
