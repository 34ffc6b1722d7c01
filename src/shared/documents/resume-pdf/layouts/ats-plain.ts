import { sectionOrder, type SectionId } from '../../resume-content.ts';
import { compact, text, view, type SectionItem, headingOptions } from '../pdf-kit.ts';
import {
  certificationItems,
  contactLine,
  languageLine,
  nameLine,
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

/**
 * ATS plain: a compact, text-only single column. Black type, one accent hairline per
 * heading, plain '-' bullets and the contact details on one line: nothing a parser could
 * trip over.
 */
function atsPlainPieces(theme: PdfTheme): LayoutPieces {
  return singleColumnPieces(theme, {
    header: (person, followedBy) =>
      view(
        // Under a resume header the first heading's hairline sets it off; a letter has
        // none, so its header carries the same hairline.
        followedBy === 'letter'
          ? { paddingBottom: 4, borderBottomWidth: 0.9, borderBottomColor: theme.accent }
          : undefined,
        compact([
          nameLine(person, theme, {
            fontSize: theme.size.name,
            color: theme.ink,
          }),
          contactLine(
            person,
            { marginTop: 3, color: theme.ink },
            { separator: ' | ', linkStyle: { color: theme.ink } },
          ),
        ]),
      ),
    heading: {
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
    },
  });
}

export const atsPlain: LayoutFamilyPdf = layoutFamily(atsPlainPieces, (content, pieces) => {
  const { ctx, width } = pieces.preamble;
  const { theme } = ctx;
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

  return { main: sections(sectionOrder('ats-plain'), content, ctx, pieces.heading, items) };
});
