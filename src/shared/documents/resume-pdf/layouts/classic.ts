import { sectionOrder, type ResumeContent, type SectionId } from '../../resume-content.ts';
import { text, type LayoutContext, type SectionItem, headingOptions } from '../pdf-kit.ts';
import {
  certificationItems,
  centredHeader,
  languageLine,
  skillGroupLines,
  stackedEntry,
  summaryItem,
} from '../pdf-pieces.ts';
import type { PdfTheme } from '../pdf-theme.ts';
import {
  layoutFamily,
  sections,
  singleColumnPieces,
  type LayoutFamilyPdf,
  type LayoutPieces,
} from './layout.ts';

/** Classic: one column, centred name, an accent rule under the header, full-width sections. */
function classicPieces(theme: PdfTheme): LayoutPieces {
  return singleColumnPieces(theme, {
    header: (person) =>
      centredHeader(person, theme, {
        paddingBottom: 8,
        rule: { width: 1.6, color: theme.accent },
        contactGap: 4,
        contactColor: theme.muted,
        separator: '  ·  ',
      }),
    heading: {
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
    },
  });
}

export const classic: LayoutFamilyPdf = layoutFamily(
  classicPieces,
  (content, { preamble: { ctx, width }, heading }) => ({
    main: sections(sectionOrder('classic'), content, ctx, heading, (id) =>
      items(id, content, ctx, width),
    ),
  }),
);

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
