import type { ReactElement } from 'react';
import {
  SECTION_TITLES,
  hasSection,
  type ResumeContent,
  type SectionId,
} from '../../resume-content.ts';
import { compact, section, type LayoutContext, type SectionItem, type Style } from '../pdf-kit.ts';
import type { PdfTheme } from '../pdf-theme.ts';

/** What a layout family produces: the page's own style and what goes on the page. */
export interface LayoutResult {
  pageStyle: Style;
  children: ReactElement[];
}

export type LayoutRenderer = (content: ResumeContent, theme: PdfTheme) => LayoutResult;

export interface HeadingSpec {
  render: (title: string, minPresenceAhead?: number) => ReactElement;
  height: number;
}

/**
 * The given sections in order, each with the layout's heading and items; empty sections
 * are left out.
 */
export function sections(
  ids: SectionId[],
  content: ResumeContent,
  ctx: LayoutContext,
  heading: HeadingSpec,
  items: (id: SectionId) => SectionItem[],
  style: Style,
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
