import type { ReactElement } from 'react';
import {
  SECTION_TITLES,
  hasSection,
  type ResumeContent,
  type SectionId,
} from '../../resume-content.ts';
import {
  compact,
  layoutContext,
  section,
  type LayoutContext,
  type SectionItem,
  type Style,
} from '../pdf-kit.ts';
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
export type HeaderFollowedBy = 'sections' | 'letter';

/**
 * The name and contact details in a family's look. `main` heads the main column; two-
 * column families put the rest (or all of it) in their side column.
 */
export interface HeaderPiece {
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
  ids: SectionId[],
  content: ResumeContent,
  ctx: LayoutContext,
  heading: HeadingSpec,
  items: (id: SectionId) => SectionItem[],
  style: Style = { marginTop: ctx.theme.gap.section },
): ReactElement[] {
  return compact(
    ids
      .filter((id) => hasSection(content, id))
      .map((id) =>
        section(ctx, {
          heading: (presence) => heading.render(SECTION_TITLES[id], presence),
          headingHeight: heading.height,
          items: items(id),
          style,
        }),
      ),
  );
}

/**
 * The pieces of a single-column family: the shared preamble (or the family's own page
 * margins), its header at the top of the page and the body under it.
 */
export function singleColumnPieces(
  theme: PdfTheme,
  family: {
    header: (person: ResumeContent, followedBy: HeaderFollowedBy) => ReactElement;
    heading: HeadingSpec;
    paragraphAlign?: LayoutPieces['paragraphAlign'];
    pageStyle?: Style;
  },
): LayoutPieces {
  const preamble = layoutPreamble(theme);
  return {
    preamble: family.pageStyle ? { ...preamble, pageStyle: family.pageStyle } : preamble,
    header: (person, followedBy) => ({ main: [family.header(person, followedBy)], side: [] }),
    heading: family.heading,
    paragraphAlign: family.paragraphAlign ?? 'left',
    page: (header, body) => [...header.main, ...body.main],
  };
}
