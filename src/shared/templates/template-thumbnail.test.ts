import { describe, expect, it } from 'vitest';
import { TEMPLATES } from './catalogue.ts';
import { LAYOUT_FAMILY_IDS, type LayoutFamily } from './layout-families.ts';
import { templateThumbnailSvg } from './template-thumbnail.ts';

const base = { id: 7, theme: { accent: '#123456', density: 'normal' as const } };
const draw = (layout: LayoutFamily, accent = '#123456') =>
  templateThumbnailSvg({ ...base, layout, theme: { ...base.theme, accent } });

/** The drawing with colours stripped: what differs is the page's structure. */
const shape = (svg: string) =>
  svg.replace(/fill="#[0-9a-f]{6}"/g, '').replace(/opacity="[\d.]+"/g, '');

describe('templateThumbnailSvg', () => {
  it('draws a standalone A4-proportioned SVG', () => {
    const svg = draw('classic');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 210 297"')).toBe(
      true,
    );
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).not.toMatch(/<image|href=/);
  });

  it('gives each layout family a different page structure', () => {
    const shapes = LAYOUT_FAMILY_IDS.map((family) => shape(draw(family)));
    expect(new Set(shapes).size).toBe(LAYOUT_FAMILY_IDS.length);
  });

  it('shows the theme accent in every family', () => {
    for (const family of LAYOUT_FAMILY_IDS) {
      expect(draw(family, '#abcdef')).toContain('fill="#abcdef"');
      expect(draw(family, '#abcdef')).not.toContain('#123456');
    }
  });

  it('is deterministic for a template', () => {
    const t = TEMPLATES[0]!;
    expect(templateThumbnailSvg(t)).toBe(templateThumbnailSvg(t));
  });

  it('keeps every shape inside the page', () => {
    for (const t of TEMPLATES) {
      for (const m of templateThumbnailSvg(t).matchAll(
        /<rect x="([\d.-]+)" y="([\d.-]+)" width="([\d.]+)" height="([\d.]+)"/g,
      )) {
        const [x, y, w, h] = m.slice(1).map(Number) as [number, number, number, number];
        expect(x + w, `${t.name} x`).toBeLessThanOrEqual(210);
        expect(y + h, `${t.name} y`).toBeLessThanOrEqual(297);
        expect(w).toBeGreaterThan(0);
      }
    }
  });

  it('spaces lines by density', () => {
    const size = (density: 'compact' | 'airy') =>
      templateThumbnailSvg({ id: 3, layout: 'classic', theme: { accent: '#000000', density } })
        .length;
    expect(size('compact')).toBeGreaterThan(size('airy'));
  });
});
