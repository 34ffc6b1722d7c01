import { sectionOrder, type ResumeContent, type SectionId } from '../../resume-content.ts';
import {
  compact,
  layoutContext,
  text,
  view,
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

/**
 * ATS plain: a compact, text-only single column. Black type, one accent hairline per
 * heading, plain '-' bullets and the contact details on one line: nothing a parser could
 * trip over.
 */
export function atsPlainLayout(content: ResumeContent, theme: PdfTheme): LayoutResult {
  const ctx = layoutContext(theme, theme.margin.y * 2);
  const width = theme.page.width - theme.margin.x * 2;

  const heading: HeadingSpec = {
    height: theme.size.heading * 1.4 + 6,
    render: (title, presence) =>
      text(
        {
          fontFamily: theme.headingFont,
          fontWeight: 700,
          fontSize: theme.size.heading,
          color: theme.ink,
          textTransform: 'uppercase',
          paddingBottom: 1.5,
          borderBottomWidth: 0.9,
          borderBottomColor: theme.accent,
        },
        title,
        headingOptions(presence),
      ),
  };

  const colors = { title: theme.ink, organization: theme.ink, dates: theme.ink, bullet: theme.ink };

  const items = (id: SectionId): SectionItem[] => {
    switch (id) {
      case 'summary':
        return [summaryItem(content.summary, ctx, { width, bulletColor: theme.ink })];
      case 'experience':
      case 'education':
        return content[id].map((entry) =>
          stackedEntry(entry, ctx, { width, colors, bullet: '-', italicOrganization: true }),
        );
      case 'skills':
        return skillGroupLines(content.skillGroups, ctx, { width });
      case 'languages':
        return languageLine(content.languages, ctx, { width });
      case 'certifications':
        return certificationItems(content.certifications, ctx, { width });
    }
  };

  return {
    pageStyle: { paddingVertical: theme.margin.y, paddingHorizontal: theme.margin.x },
    children: [
      view(
        undefined,
        compact([
          content.name
            ? text(
                {
                  fontFamily: theme.headingFont,
                  fontWeight: 700,
                  fontSize: theme.size.name,
                  color: theme.ink,
                },
                content.name,
                { pdfTag: 'H1' },
              )
            : null,
          contactLine(
            content,
            { marginTop: 3, color: theme.ink },
            { separator: ' | ', linkStyle: { color: theme.ink } },
          ),
        ]),
      ),
      ...sections(sectionOrder('ats-plain'), content, ctx, heading, items, {
        marginTop: theme.gap.section,
      }),
    ],
  };
}
