import { sectionOrder, type SectionId } from '../../resume-content.ts';
import { compact, text, view, type SectionItem, headingOptions } from '../pdf-kit.ts';
import {
  certificationItems,
  contactLine,
  dateColumnEntry,
  languageLine,
  nameLine,
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
 * Executive serif: a formal single column. Spaced capitals for the name between fine
 * double rules, centred headings with a double rule, and a date column beside every
 * entry.
 */
function executiveSerifPieces(theme: PdfTheme): LayoutPieces {
  // Full width of its column: in a centred column a rule without a width would be a dot.
  const doubleRule = (thick: number, thin: number, marginTop = 0) =>
    view({
      width: '100%',
      marginTop,
      height: thick + thin + 1.6,
      borderTopWidth: thick,
      borderBottomWidth: thin,
      borderColor: theme.accent,
    });

  return singleColumnPieces(theme, {
    pageStyle: { paddingVertical: theme.margin.y + 4, paddingHorizontal: theme.margin.x + 6 },
    header: (person) =>
      view(
        { alignItems: 'center' },
        compact([
          doubleRule(1.4, 0.5),
          nameLine(person, theme, {
            marginTop: 8,
            fontSize: theme.size.name * 0.95,
            color: theme.ink,
            // Spaced, not capitalised: upper-casing would change the name itself
            // ('Weißmann' → 'WEISSMANN') in the text an ATS reads.
            letterSpacing: 1.2,
            textAlign: 'center',
          }),
          contactLine(
            person,
            {
              marginTop: 4,
              marginBottom: 7,
              fontSize: theme.size.small,
              color: theme.muted,
              textAlign: 'center',
            },
            { separator: '   ·   ', linkStyle: { color: theme.accentText } },
          ),
          doubleRule(0.5, 1.4),
        ]),
      ),
    heading: {
      height: theme.size.heading * 1.5 + 10,
      render: (title, presence) =>
        view(
          { alignItems: 'center', marginBottom: 2 },
          [
            text(
              {
                fontFamily: theme.headingFont,
                fontWeight: 700,
                fontSize: theme.size.heading,
                color: theme.accentText,
                textTransform: 'uppercase',
                letterSpacing: 1.1,
              },
              title,
              headingOptions(),
            ),
            doubleRule(0.4, 0.4, 2),
          ],
          presence ? { minPresenceAhead: presence } : {},
        ),
    },
    paragraphAlign: 'justify',
  });
}

export const executiveSerif: LayoutFamilyPdf = layoutFamily(
  executiveSerifPieces,
  (content, pieces) => {
    const { ctx, width } = pieces.preamble;
    const { theme } = ctx;
    const dateWidth = 82;

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
              italicOrganization: true,
              colors: { bullet: theme.accentText },
            }),
          );
        case 'skills':
          return skillGroupLines(content.skillGroups, ctx, {
            width,
            separator: ' · ',
            labelColor: theme.accentText,
          });
        case 'languages':
          return languageLine(content.languages, ctx, { width });
        case 'certifications':
          return certificationItems(content.certifications, ctx, { width });
      }
    };

    return {
      main: sections(sectionOrder('executive-serif'), content, ctx, pieces.heading, items),
    };
  },
);
