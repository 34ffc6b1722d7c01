import { z } from 'zod';
import { LAYOUT_FAMILY_IDS } from './layout-families.ts';
import { TEMPLATE_CATEGORIES } from './template-categories.ts';

/**
 * The Template entity plus what the document engine needs: a layout
 * family and a theme. Kept apart from catalogue.ts so the landing page, which ships
 * the catalogue, does not also ship zod.
 */

export const FONT_STYLES = ['sans', 'serif', 'humanist', 'mono'] as const;
const DENSITIES = ['compact', 'normal', 'airy'] as const;

const templateThemeSchema = z.object({
  accent: z.string().regex(/^#[0-9a-f]{6}$/, 'A lowercase #rrggbb colour.'),
  headingFont: z.enum(FONT_STYLES),
  bodyFont: z.enum(FONT_STYLES),
  density: z.enum(DENSITIES),
});

export const templateSchema = z.object({
  id: z.number().int().min(1),
  name: z.string().min(1).max(60),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  category: z.enum(TEMPLATE_CATEGORIES),
  description: z.string().min(20).max(200),
  rating: z.number().min(4.6).max(4.9),
  downloads: z.number().int().positive(),
  isPremium: z.boolean(),
  features: z.array(z.string().min(1).max(40)).length(4),
  layout: z.enum(LAYOUT_FAMILY_IDS),
  theme: templateThemeSchema,
});

export type Template = z.infer<typeof templateSchema>;
