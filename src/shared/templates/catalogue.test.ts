import { describe, expect, it } from 'vitest';
import { findTemplate, TEMPLATES } from './catalogue.ts';
import { ALL_TEMPLATES, TEMPLATE_CATEGORY_CHIPS } from './filter-templates.ts';
import { LAYOUT_FAMILIES, LAYOUT_FAMILY_IDS } from './layout-families.ts';
import { TEMPLATE_CATEGORIES } from './template-categories.ts';
import { templateSchema } from './template.schema.ts';
import { templateSlug } from './template-slug.ts';

describe('template catalogue', () => {
  it('holds exactly 56 templates with ids 1..56', () => {
    expect(TEMPLATES).toHaveLength(56);
    expect(TEMPLATES.map((t) => t.id).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 56 }, (_, i) => i + 1),
    );
  });

  it('every entry matches the Template schema', () => {
    for (const t of TEMPLATES) {
      const parsed = templateSchema.safeParse(t);
      expect(parsed.success, `${t.name}: ${parsed.error?.message}`).toBe(true);
    }
  });

  it('has unique names, slugs and descriptions', () => {
    for (const key of ['name', 'slug', 'description'] as const) {
      expect(new Set(TEMPLATES.map((t) => t[key])).size).toBe(56);
    }
  });

  it('derives each slug from the name', () => {
    for (const t of TEMPLATES) expect(t.slug).toBe(templateSlug(t.name));
    expect(findTemplate(33)?.slug).toBe('ux-ui-designer');
    expect(findTemplate(12)?.slug).toBe('counsel-litigation');
  });

  it('covers all 48 template categories', () => {
    expect(TEMPLATE_CATEGORIES).toHaveLength(48);
    const used = new Set(TEMPLATES.map((t) => t.category));
    for (const category of TEMPLATE_CATEGORIES) expect(used, category).toContain(category);
  });

  it('gives each chip category more than one template', () => {
    for (const chip of TEMPLATE_CATEGORY_CHIPS.filter((c) => c !== ALL_TEMPLATES))
      expect(TEMPLATES.filter((t) => t.category === chip).length, chip).toBeGreaterThan(1);
  });

  it('rates every template 4.6 to 4.9 with one decimal', () => {
    for (const t of TEMPLATES) {
      expect(t.rating).toBeGreaterThanOrEqual(4.6);
      expect(t.rating).toBeLessThanOrEqual(4.9);
      expect(Math.round(t.rating * 10) / 10).toBe(t.rating);
    }
  });

  it('lists 4 distinct features per template and flags none as premium', () => {
    for (const t of TEMPLATES) {
      expect(t.features).toHaveLength(4);
      expect(new Set(t.features).size).toBe(4);
      expect(t.isPremium).toBe(false);
      expect(t.downloads).toBeGreaterThan(0);
    }
  });

  it('uses every layout family several times', () => {
    for (const family of LAYOUT_FAMILY_IDS) {
      expect(LAYOUT_FAMILIES[family].description.length).toBeGreaterThan(10);
      expect(TEMPLATES.filter((t) => t.layout === family).length, family).toBeGreaterThanOrEqual(5);
    }
  });

  it('finds templates by id', () => {
    expect(findTemplate(1)?.name).toBe('Silicon Valley Engineer');
    expect(findTemplate(57)).toBeUndefined();
  });
});

describe('templateSlug', () => {
  it.each([
    ['Silicon Valley Engineer', 'silicon-valley-engineer'],
    ['UX/UI Designer', 'ux-ui-designer'],
    ['Sports Coach & Athlete', 'sports-coach-athlete'],
    ['  Fortune 500 Leader!  ', 'fortune-500-leader'],
    ['People-First Manager', 'people-first-manager'],
  ])('%s -> %s', (name, slug) => expect(templateSlug(name)).toBe(slug));
});
