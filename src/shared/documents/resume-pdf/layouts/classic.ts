import { sectionOrder, type ResumeContent, type SectionId } from '../../resume-content.ts';
import {
  compact,
  layoutContext,
  text,
  view,
  type LayoutContext,
  type SectionItem,
  headingOptions,
} from '../pdf-kit.ts';
import {
  certificationItems,
  contactLine,
  languageLine,
  skillGroupLines,
  stackedEntry,
  summaryItem,
} from '../pdf-pieces.ts';
import type { PdfTheme } from '../pdf-theme.ts';
import { sections, type HeadingSpec, type LayoutResult } from './layout.ts';

/** Classic: one column, centred name, an accent rule under the header, full-width sections. */
export function classicLayout(content: ResumeContent, theme: PdfTheme): LayoutResult {
  const ctx = layoutContext(theme, theme.margin.y * 2);
  const width = theme.page.width - theme.margin.x * 2;

  const heading: HeadingSpec = {
    height: theme.size.heading * 1.4 + 8,
    render: (title, presence) =>
      text(
        {
          fontFamily: theme.headingFont,
          fontWeight: 700,
          fontSize: theme.size.heading,
          color: theme.accentText,
          textTransform: 'uppercase',
          letterSpacing: 0.6,
          paddingBottom: 2,
          borderBottomWidth: 0.75,
          borderBottomColor: theme.soft,
          marginBottom: 1,
        },
        title,
        headingOptions(presence),
      ),
  };

  return {
    pageStyle: { paddingVertical: theme.margin.y, paddingHorizontal: theme.margin.x },
    children: [
      view(
        {
          alignItems: 'center',
          paddingBottom: 8,
          borderBottomWidth: 1.6,
          borderBottomColor: theme.accent,
        },
        compact([
          content.name
            ? text(
                {
                  fontFamily: theme.headingFont,
                  fontWeight: 700,
                  fontSize: theme.size.name,
                  color: theme.ink,
                  textAlign: 'center',
                },
                content.name,
                { pdfTag: 'H1' },
              )
            : null,
          contactLine(
            content,
            { marginTop: 4, fontSize: theme.size.small, color: theme.muted, textAlign: 'center' },
            {
              separator: '  ·  ',
              linkStyle: { color: theme.accentText },
            },
          ),
        ]),
      ),
      ...sections(
        sectionOrder('classic'),
        content,
        ctx,
        heading,
        (id) => items(id, content, ctx, width),
        {
          marginTop: theme.gap.section,
        },
      ),
    ],
  };
}

function items(
  id: SectionId,
  content: ResumeContent,
  ctx: LayoutContext,
  width: number,
): SectionItem[] {
  switch (id) {
    case 'summary':
      return [summaryItem(content.summary, ctx, { width })];
    case 'experience':
    case 'education':
      return content[id].map((entry) => stackedEntry(entry, ctx, { width }));
    case 'skills':
      return skillGroupLines(content.skillGroups, ctx, { width });
    case 'languages':
      return languageLine(content.languages, ctx, { width });
    case 'certifications':
      return certificationItems(content.certifications, ctx, { width });
  }
}
