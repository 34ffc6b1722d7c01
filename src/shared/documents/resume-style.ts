import { DEFAULT_LANGUAGE, DEFAULT_STYLE } from '../resume/resume-defaults.ts';
import type { ResumeData } from '../resume/resume.schema.ts';
import type { Template } from '../templates/template.schema.ts';
import type { DocumentOptions, PageSizeId } from './document-options.ts';
import { findFontPairing } from './font-pairings.ts';
import type { FontStyle } from './fonts.ts';

/**
 * How a resume's `style` meets its catalogue template. Each template has its own accent,
 * fonts and density; the style's defaults are template 1's look. A field still at its
 * default keeps the template's own value, so a resume that never touched its style prints
 * in its template's look (and documents made before the style existed do not change); a
 * field the person changed wins over the template. See docs/decisions/0032-resume-style.md.
 * Zod-free (types only from the schema), so the builder imports it.
 */

type ResumeStyle = ResumeData['style'];
type TemplateLook = Pick<Template, 'layout' | 'theme'>;

/** A template's look with a resume's style applied, and the style's type scale. */
export interface StyledTemplate extends TemplateLook {
  /** Multiplies every type size (1 leaves the template's sizes). */
  fontScale: number;
}

/** The style's densities in the engine's terms; 'comfortable', the default, is the template's. */
const DENSITIES = { compact: 'compact', spacious: 'airy' } as const;

/** The engine's name for each of the style's page sizes. */
const PAGE_SIZES: Readonly<Record<ResumeStyle['page_size'], PageSizeId>> = {
  A4: 'A4',
  Letter: 'LETTER',
};

/**
 * The heading and body fonts a resume prints in: the pairing its `style.font` names, or the
 * template's own fonts while the font is the default or an id this engine does not know
 * (a pairing removed since, a client ahead of this one).
 */
export function resumeFonts(
  theme: Pick<Template['theme'], 'headingFont' | 'bodyFont'>,
  fontId: string,
): { headingFont: FontStyle; bodyFont: FontStyle } {
  const pairing = fontId === DEFAULT_STYLE.font ? undefined : findFontPairing(fontId);
  return pairing
    ? { headingFont: pairing.heading, bodyFont: pairing.body }
    : { headingFont: theme.headingFont, bodyFont: theme.bodyFont };
}

/** The template as the resume's style draws it; no style draws the template as it is. */
export function styledTemplate(
  template: TemplateLook,
  style: ResumeStyle | undefined,
): StyledTemplate {
  if (!style) return { layout: template.layout, theme: template.theme, fontScale: 1 };
  const { theme } = template;
  const accent =
    style.accent_color.toLowerCase() === DEFAULT_STYLE.accent_color
      ? theme.accent
      : style.accent_color.toLowerCase();
  const density = style.density === 'comfortable' ? theme.density : DENSITIES[style.density];
  return {
    layout: template.layout,
    theme: { ...theme, accent, density, ...resumeFonts(theme, style.font) },
    fontScale: style.font_scale,
  };
}

/** The page a resume prints on: the caller's choice when given, else the resume's own. */
export function resumePageSize(style: ResumeStyle | undefined, override?: PageSizeId): PageSizeId {
  return override ?? PAGE_SIZES[style?.page_size ?? DEFAULT_STYLE.page_size];
}

/** The language a resume's documents declare: the caller's choice when given, else its own. */
export function resumeLanguage(data: Pick<ResumeData, 'language'>, override?: string): string {
  return override ?? (data.language || DEFAULT_LANGUAGE);
}

/**
 * A cover letter drawn like the resume it goes with: the resume's style on their template,
 * on the resume's paper and in its language unless the caller names them. Without the
 * resume the letter keeps the template's look.
 */
export function followResume<O extends Pick<DocumentOptions, 'pageSize' | 'lang'>>(
  template: TemplateLook,
  resume: Pick<ResumeData, 'style' | 'language'> | null | undefined,
  options: O,
): { template: StyledTemplate; options: O } {
  if (!resume) return { template: styledTemplate(template, undefined), options };
  return {
    template: styledTemplate(template, resume.style),
    options: {
      ...options,
      pageSize: resumePageSize(resume.style, options.pageSize),
      lang: resumeLanguage(resume, options.lang),
    },
  };
}
