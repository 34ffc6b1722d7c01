import { languageLabel, sectionOrder, type SectionId } from '../../resume-content.ts';
import { text, view, type SectionItem, headingOptions } from '../pdf-kit.ts';
import {
  certificationItems,
  centredHeader,
  dateColumnEntry,
  lineItems,
  skillGroupLines,
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
 * Academic CV: dense and sober. Education leads, entries read 'Title, Institution' after
 * a narrow date column, certifications are a numbered list, and headings are small
 * capitals over a hairline with a short accent mark.
 */
function academicPieces(theme: PdfTheme): LayoutPieces {
  return singleColumnPieces(theme, {
    header: (person) =>
      centredHeader(person, theme, {
        paddingBottom: 6,
        rule: { width: 0.5, color: theme.ink },
        contactGap: 3,
        contactColor: theme.ink,
        separator: ' • ',
      }),
    heading: {
      height: theme.size.heading * 1.4 + 8,
      render: (title, presence) =>
        view(
          { marginBottom: 1 },
          [
            text(
              {
                fontFamily: theme.headingFont,
                fontWeight: 700,
                fontSize: theme.size.heading,
                color: theme.ink,
                textTransform: 'uppercase',
                letterSpacing: 0.5,
              },
              title,
              headingOptions(),
            ),
            view({ flexDirection: 'row', marginTop: 1.5 }, [
              view({ width: 28, height: 1.6, backgroundColor: theme.accent }),
              view({
                flex: 1,
                height: 1.6,
                borderBottomWidth: 0.5,
                borderBottomColor: theme.muted,
              }),
            ]),
          ],
          presence ? { minPresenceAhead: presence } : {},
        ),
    },
    paragraphAlign: 'justify',
  });
}

export const academic: LayoutFamilyPdf = layoutFamily(academicPieces, (content, pieces) => {
  const { ctx, width } = pieces.preamble;
  const { theme } = ctx;
  const dateWidth = 70;

  const items = (id: SectionId): SectionItem[] => {
    switch (id) {
      case 'summary':
        return [
          summaryItem(content.summary, ctx, {
            width,
            style: { textAlign: pieces.paragraphAlign },
          }),
        ];
      case 'experience':
      case 'education':
        return content[id].map((entry) =>
          dateColumnEntry(entry, ctx, {
            width,
            dateWidth,
            titleLine: 'inline',
            bullet: '–',
            colors: { bullet: theme.accentText, dates: theme.ink },
          }),
        );
      case 'skills':
        return skillGroupLines(content.skillGroups, ctx, { width, separator: '; ' });
      case 'languages':
        return lineItems([content.languages.map(languageLabel).join('; ')], ctx, { width });
      case 'certifications':
        return certificationItems(content.certifications, ctx, { width, numbered: true });
    }
  };

  return { main: sections(sectionOrder('academic'), content, ctx, pieces.heading, items) };
});
