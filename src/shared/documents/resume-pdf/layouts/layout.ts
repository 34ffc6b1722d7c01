import type { ReactElement } from 'react';
import type { LayoutFamily } from '../../../templates/layout-families.ts';
import {
  columnSections,
  languageLabel,
  sectionOrder,
  sectionTitle,
  writeSections,
  type ContentEntry,
  type ResumeContent,
  type SectionId,
  type SectionWriters,
  type SkillGroup,
} from '../../resume-content.ts';
import {
  compact,
  headingOptions,
  layoutContext,
  section,
  text,
  view,
  type LayoutContext,
  type SectionItem,
  type Style,
} from '../pdf-kit.ts';
import {
  certificationItems,
  joinedLine,
  languageLine,
  lineItems,
  skillGroupLines,
  stackedEntry,
  summaryItem,
  type EntryOptions,
  type LineStyle,
} from '../pdf-pieces.ts';
import type { PdfTheme } from '../pdf-theme.ts';

/**
 * The one interface of the layout families. Each family draws its look as pieces (the
 * header, the section heading, the page around a body) and the resume and the cover
 * letter both compose those pieces, so a letter in a family looks like that family's
 * resume.
 */

/** What a family puts on the page: the page's own style and what goes on it. */
export interface LayoutResult {
  pageStyle: Style;
  children: ReactElement[];
}

export interface HeadingSpec {
  render: (title: string, minPresenceAhead?: number) => ReactElement;
  height: number;
}

/** What every family starts from: the layout context, the text width and the page margins. */
export interface LayoutPreamble {
  ctx: LayoutContext;
  /** Width between the page margins, in points. */
  width: number;
  /** The page padding: the theme's margins. */
  pageStyle: Style;
}

export function layoutPreamble(theme: PdfTheme): LayoutPreamble {
  return {
    ctx: layoutContext(theme, theme.margin.y * 2),
    width: theme.page.width - theme.margin.x * 2,
    pageStyle: { paddingVertical: theme.margin.y, paddingHorizontal: theme.margin.x },
  };
}

/**
 * What comes under the header, which a family may set the header off from differently: a
 * letter has no section heading under it, so ATS plain's letter header draws the hairline
 * its first heading would; the header band keeps its gap for a resume's columns.
 */
type HeaderFollowedBy = 'sections' | 'letter';

/**
 * The name and contact details in a family's look. `main` heads the main column; two-
 * column families put the rest (or all of it) in their side column.
 */
interface HeaderPiece {
  main: ReactElement[];
  side: ReactElement[];
}

/** What goes on a page besides the header. */
export interface PageBody {
  /** The main column: a resume's sections or a letter. */
  main: ReactElement[];
  /** The side column of two-column families (a resume's skills and the like). */
  side?: ReactElement[];
  /**
   * The top margin `main` opens with; a column that starts beside the name rather than
   * under it starts without it.
   */
  lead: number;
}

/** One family's look, as the pieces the resume and the cover letter draw with. */
export interface LayoutPieces {
  preamble: LayoutPreamble;
  header: (person: ResumeContent, followedBy: HeaderFollowedBy) => HeaderPiece;
  /** The main column's section heading. */
  heading: HeadingSpec;
  /** Alignment of running text: a summary, a letter's paragraphs. */
  paragraphAlign: 'left' | 'justify';
  /** The page: the family's fixed shapes, the header and the body in its columns. */
  page: (header: HeaderPiece, body: PageBody) => ReactElement[];
}

/** A layout family: its pieces in a theme, and a resume composed from them. */
export interface LayoutFamilyPdf {
  pieces: (theme: PdfTheme) => LayoutPieces;
  resume: (content: ResumeContent, theme: PdfTheme) => LayoutResult;
}

/**
 * A family from its pieces and its resume body (the sections in its columns): the resume
 * is the header over that body on the family's page.
 */
export function layoutFamily(
  pieces: (theme: PdfTheme) => LayoutPieces,
  resumeBody: (content: ResumeContent, pieces: LayoutPieces) => Omit<PageBody, 'lead'>,
): LayoutFamilyPdf {
  return {
    pieces,
    resume(content, theme) {
      const family = pieces(theme);
      const body = resumeBody(content, family);
      return {
        pageStyle: family.preamble.pageStyle,
        children: family.page(family.header(content, 'sections'), {
          ...body,
          lead: theme.gap.section,
        }),
      };
    },
  };
}

/**
 * The given sections in order, each with the layout's heading and items; empty sections
 * are left out. Each section keeps the theme's section gap above it unless `style` says
 * otherwise.
 */
export function sections(
  ids: readonly SectionId[],
  content: ResumeContent,
  ctx: LayoutContext,
  heading: HeadingSpec,
  items: SectionWriters<SectionItem[]>,
  style: Style = { marginTop: ctx.theme.gap.section },
): ReactElement[] {
  return compact(
    writeSections(content, ids, items).map(({ id, written }) =>
      titledSection(ctx, heading, sectionTitle(content, id), written, style),
    ),
  );
}

/** One section under the layout's heading; null when it has no items. */
export function titledSection(
  ctx: LayoutContext,
  heading: HeadingSpec,
  title: string,
  items: SectionItem[],
  style?: Style,
): ReactElement | null {
  return section(ctx, {
    heading: (presence) => heading.render(title, presence),
    headingHeight: heading.height,
    items,
    style,
  });
}

/** A section title's type: the heading font, bold, at the heading size, in the family's style. */
function titleStyle(theme: PdfTheme, style: Style): Style {
  return { fontFamily: theme.headingFont, fontWeight: 700, fontSize: theme.size.heading, ...style };
}

/** A heading that is its title alone; the title carries its own rule or padding. */
export function textHeading(theme: PdfTheme, height: number, style: Style): HeadingSpec {
  return {
    height,
    render: (title, presence) => text(titleStyle(theme, style), title, headingOptions(presence)),
  };
}

/**
 * A heading in a box with a shape before its title (a mark) or after it (a rule). The box,
 * not the title, asks for room after it, so the shapes stay with the title.
 */
export function boxedHeading(
  theme: PdfTheme,
  height: number,
  look: { box: Style; title: Style; before?: ReactElement; after?: ReactElement },
): HeadingSpec {
  return {
    height,
    render: (title, presence) =>
      view(
        look.box,
        compact([
          look.before,
          text(titleStyle(theme, look.title), title, headingOptions()),
          look.after,
        ]),
        presence ? { minPresenceAhead: presence } : {},
      ),
  };
}

/**
 * A shape fixed on every page (a panel, a stripe, a hairline between columns), placed
 * absolutely so the page padding does not move it. It holds no text.
 */
export function fixedShape(style: Style): ReactElement {
  return view({ position: 'absolute', ...style }, [], { fixed: true });
}

/** What a single-column family looks like: its header, heading and page, as pieces. */
export interface SingleColumnLook {
  header: (person: ResumeContent, followedBy: HeaderFollowedBy) => ReactElement;
  heading: HeadingSpec;
  paragraphAlign?: LayoutPieces['paragraphAlign'];
  /** The family's own page margins, when not the theme's. */
  pageStyle?: Style;
}

/**
 * How a single-column family draws each section's items at the column's width, beyond
 * what they all share: a summary, the entries, 'Category: a, b' skill lines, the
 * languages on one line and the certifications.
 */
export interface SingleColumnItems {
  /** `content` is the whole resume, for a date column as wide as its longest date. */
  entry: (
    entry: ContentEntry,
    ctx: LayoutContext,
    width: number,
    content: ResumeContent,
  ) => SectionItem;
  summary?: { bulletColor?: string };
  skills?: { separator?: string; labelColor?: string };
  languages?: { separator?: string };
  certifications?: { numbered?: boolean };
}

/**
 * A single-column family: the shared preamble (or the family's own page margins), its
 * header at the top of the page and its sections in the family's order under it. A
 * family that justifies running text justifies its summary too.
 */
export function singleColumnFamily(
  id: LayoutFamily,
  look: (theme: PdfTheme) => SingleColumnLook,
  items: (theme: PdfTheme) => SingleColumnItems,
): LayoutFamilyPdf {
  return layoutFamily(
    (theme) => {
      const family = look(theme);
      const preamble = layoutPreamble(theme);
      return {
        preamble: family.pageStyle ? { ...preamble, pageStyle: family.pageStyle } : preamble,
        header: (person, followedBy) => ({ main: [family.header(person, followedBy)], side: [] }),
        heading: family.heading,
        paragraphAlign: family.paragraphAlign ?? 'left',
        page: (header, body) => [...header.main, ...body.main],
      };
    },
    (content, pieces) => {
      const { ctx, width } = pieces.preamble;
      const family = items(ctx.theme);
      const summaryStyle =
        pieces.paragraphAlign === 'justify' ? { style: { textAlign: 'justify' as const } } : {};
      const sectionItems: SectionWriters<SectionItem[]> = {
        summary: (blocks) => [
          summaryItem(blocks, ctx, { width, ...summaryStyle, ...family.summary }),
        ],
        entries: (entries) => entries.map((entry) => family.entry(entry, ctx, width, content)),
        skills: (groups) => skillGroupLines(groups, ctx, { width, ...family.skills }),
        languages: (languages) => languageLine(languages, ctx, { width, ...family.languages }),
        certifications: (certifications) =>
          certificationItems(certifications, ctx, { width, ...family.certifications }),
        interests: (interests) => joinedLine(interests, ctx, { width, ...family.languages }),
      };
      return {
        main: sections(
          sectionOrder(id, content.layout),
          content,
          ctx,
          pieces.heading,
          sectionItems,
        ),
      };
    },
  );
}

/**
 * A two-column family's resume body: the summary and stacked entries in the main column,
 * the skills (as the family draws them), the languages and interests one per line and the
 * certifications in the side column, each column under its own heading, each column in
 * the resume's order (columnSections).
 */
export function twoColumnBody(
  content: ResumeContent,
  ctx: LayoutContext,
  main: { width: number; heading: HeadingSpec; entry?: Omit<EntryOptions, 'width'> },
  side: { line: LineStyle; heading: HeadingSpec; skills: (groups: SkillGroup[]) => SectionItem[] },
): Omit<PageBody, 'lead'> {
  const items: SectionWriters<SectionItem[]> = {
    summary: (blocks) => [summaryItem(blocks, ctx, { width: main.width })],
    entries: (entries) =>
      entries.map((entry) => stackedEntry(entry, ctx, { width: main.width, ...main.entry })),
    skills: side.skills,
    languages: (languages) => lineItems(languages.map(languageLabel), ctx, side.line),
    certifications: (certifications) => certificationItems(certifications, ctx, side.line),
    interests: (interests) => lineItems(interests, ctx, side.line),
  };
  const order = sectionOrder(undefined, content.layout);
  return {
    main: sections(columnSections(order, 'main'), content, ctx, main.heading, items),
    side: sections(columnSections(order, 'side'), content, ctx, side.heading, items),
  };
}
