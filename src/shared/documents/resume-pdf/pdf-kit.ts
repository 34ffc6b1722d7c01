import { Link, Text, View, type Styles } from '@react-pdf/renderer';
import { createElement, type ReactElement, type ReactNode } from 'react';
import { pdfHyphenation } from '../fonts.ts';
import { PDF_TAG_PROP, type PdfStructureTag } from '../pdf-structure.ts';
import type { ContentLink, DescriptionBlock } from '../resume-content.ts';
import type { PdfTheme } from './pdf-theme.ts';

/**
 * Building blocks shared by the layouts: element helpers (the shared tree compiles as
 * plain .ts, so no JSX), height estimates for keep-together decisions, and the section
 * assembly that decides where a page may break.
 *
 * Page-break rules: an entry is never split across pages when it fits on one
 * (it becomes `wrap={false}` and moves to the next page whole); a heading never ends a
 * page (it travels with its first entry, or asks for room after it with
 * `minPresenceAhead`). Entries too tall for that may split, between lines.
 */

/** react-pdf's style object, plus `fontFeatureSettings` (supported, missing from its types). */
export type Style = Styles[string] & { fontFeatureSettings?: Record<string, boolean> };
type StyleArg = Style | (Style | false | undefined)[] | undefined;

interface NodeOptions {
  wrap?: boolean;
  fixed?: boolean;
  minPresenceAhead?: number;
}

interface TextOptions extends NodeOptions {
  /** Structure tag of the text in the tagged PDF (tagged-pdf.ts); P when not given. */
  [PDF_TAG_PROP]?: PdfStructureTag;
}

/** Options of a section heading: tagged H2, kept with what follows when asked. */
export function headingOptions(minPresenceAhead?: number): TextOptions {
  return minPresenceAhead ? { [PDF_TAG_PROP]: 'H2', minPresenceAhead } : { [PDF_TAG_PROP]: 'H2' };
}

function styleOf(style: StyleArg): Style | Style[] | undefined {
  if (!Array.isArray(style)) return style;
  return style.filter((s): s is Style => Boolean(s));
}

function asChildren(children: ReactNode | ReactNode[]): ReactNode[] {
  return Array.isArray(children) ? children : [children];
}

export function view(
  style: StyleArg,
  children: ReactNode | ReactNode[] = [],
  options: NodeOptions = {},
): ReactElement {
  return createElement(View, { style: styleOf(style), ...options }, ...asChildren(children));
}

/**
 * A text node. User text is only ever a string child here, so it is printed, never
 * interpreted. Long words break only where `pdfHyphenation` allows.
 */
export function text(
  style: StyleArg,
  children: ReactNode | ReactNode[],
  options: TextOptions = {},
): ReactElement {
  return createElement(
    Text,
    {
      style: withLineHeight(styleOf(style)),
      hyphenationCallback: pdfHyphenation,
      // Break inside a long word only when nothing else works (see pdfHyphenation).
      hyphenationPenalty: 2000,
      ...options,
    },
    ...asChildren(children),
  );
}

/**
 * react-pdf turns a unitless line height into points where it is declared and children
 * inherit the points, so text set in another size than the page's body needs its own.
 */
function withLineHeight(style: Style | Style[] | undefined): Style | Style[] | undefined {
  const list = Array.isArray(style) ? style : style ? [style] : [];
  const hasSize = list.some((s) => s.fontSize !== undefined);
  const hasLineHeight = list.some((s) => s.lineHeight !== undefined);
  if (!hasSize || hasLineHeight) return style;
  return [...list, { lineHeight: TEXT_LINE_HEIGHT }];
}

const TEXT_LINE_HEIGHT = 1.3;

/** A clickable link (http/https only: resume-content drops anything else). */
export function link(target: ContentLink, style: StyleArg, label: string): ReactElement {
  return createElement(Link, { src: target.href, style: styleOf(style) }, label);
}

/** The shape of everything a layout draws with. */
export interface LayoutContext {
  theme: PdfTheme;
  /** Height available for content on one page. */
  contentHeight: number;
  /** Items estimated at most this tall are kept together on one page. */
  keepLimit: number;
  /** One line of body text, in points. */
  line: number;
}

export function layoutContext(theme: PdfTheme, verticalPadding: number): LayoutContext {
  const contentHeight = theme.page.height - verticalPadding;
  return {
    theme,
    contentHeight,
    keepLimit: contentHeight * 0.55,
    line: theme.size.body * theme.lineHeight,
  };
}

// ---- estimates --------------------------------------------------------------------

/**
 * Average advance width of a character, in ems. Deliberately generous: overestimating
 * only means a tall entry is allowed to split; underestimating could push an unsplittable
 * block taller than a page.
 */
const CHAR_EM = 0.56;

/** Lines a text takes at `width` points and `size` points type. */
function lineCount(value: string, width: number, size: number): number {
  if (!value) return 0;
  const perLine = Math.max(1, Math.floor(width / (size * CHAR_EM)));
  return value
    .split('\n')
    .reduce((sum, part) => sum + Math.max(1, Math.ceil([...part].length / perLine)), 0);
}

/** The width a line of text takes at `size` points type, estimated as generously as its lines. */
export function textWidth(value: string, size: number): number {
  return [...value].length * size * CHAR_EM;
}

export function textHeight(value: string, width: number, size: number, lineHeight: number): number {
  return lineCount(value, width, size) * size * lineHeight;
}

export function blocksHeight(
  blocks: DescriptionBlock[],
  width: number,
  ctx: LayoutContext,
  indent = 10,
): number {
  const { size, lineHeight, gap } = ctx.theme;
  let height = 0;
  for (const block of blocks) {
    if (block.kind === 'paragraph')
      height += textHeight(block.text, width, size.body, lineHeight) + gap.block;
    else
      for (const item of block.items)
        height += textHeight(item, width - indent, size.body, lineHeight) + gap.block;
  }
  return height;
}

// ---- description blocks -----------------------------------------------------------

export interface BlockStyle {
  width: number;
  bullet?: string;
  bulletColor?: string;
  color?: string;
  indent?: number;
}

/** Paragraphs and bullet lists of a description or summary. */
export function descriptionView(
  blocks: DescriptionBlock[],
  ctx: LayoutContext,
  options: BlockStyle,
): ReactElement[] {
  const { theme } = ctx;
  const indent = options.indent ?? 10;
  const color = options.color ?? theme.ink;
  const out: ReactElement[] = [];
  for (const block of blocks) {
    if (block.kind === 'paragraph') {
      out.push(text({ marginTop: theme.gap.block, color }, block.text));
      continue;
    }
    for (const item of block.items) {
      const height = textHeight(item, options.width - indent, theme.size.body, theme.lineHeight);
      out.push(
        view(
          { flexDirection: 'row', marginTop: theme.gap.block },
          [
            text(
              { width: indent, color: options.bulletColor ?? theme.accent },
              options.bullet ?? '•',
              { [PDF_TAG_PROP]: 'Lbl' },
            ),
            text({ flex: 1, color }, item, { [PDF_TAG_PROP]: 'LBody' }),
          ],
          // A bullet of a few lines is not split; a giant one may be.
          { wrap: height > ctx.keepLimit },
        ),
      );
    }
  }
  return out;
}

// ---- sections ---------------------------------------------------------------------

export interface SectionItem {
  /** Estimated height in points, margins included. */
  height: number;
  /** Draws the item; `keep` says whether it is kept on one page. */
  render(keep: boolean): ReactElement;
}

export interface SectionOptions {
  /** Draws the heading; `minPresenceAhead` is set when it cannot travel with its first item. */
  heading: (minPresenceAhead?: number) => ReactElement;
  headingHeight: number;
  items: SectionItem[];
  style?: StyleArg;
}

/**
 * A section: its heading and items, with the page-break rules above. The heading is
 * wrapped with the first item in one unbreakable block when that fits on a page, so a
 * heading can never be the last thing on a page.
 */
export function section(ctx: LayoutContext, options: SectionOptions): ReactElement | null {
  const [first, ...rest] = options.items;
  if (!first) return null;
  const keep = (item: SectionItem) => item.height <= ctx.keepLimit;
  const children: ReactElement[] = [];
  if (options.headingHeight + first.height <= ctx.keepLimit) {
    children.push(view(undefined, [options.heading(), first.render(true)], { wrap: false }));
  } else {
    children.push(options.heading(ctx.line * 4), first.render(false));
  }
  for (const item of rest) children.push(item.render(keep(item)));
  return view(options.style, children);
}

/** Joins non-empty elements; layouts build lists with optional parts. */
export function compact<T>(items: (T | null | undefined | false)[]): T[] {
  return items.filter((item): item is T => item !== null && item !== undefined && item !== false);
}
