import { mix } from '../../color.ts';
import { languageLabel, type SectionId } from '../../resume-content.ts';
import { compact, text, view, type SectionItem, headingOptions } from '../pdf-kit.ts';
import {
  certificationItems,
  contactLine,
  lineItems,
  nameLine,
  skillGroupLines,
  stackedEntry,
  summaryItem,
} from '../pdf-pieces.ts';
import type { PdfTheme } from '../pdf-theme.ts';
import {
  layoutFamily,
  layoutPreamble,
  sections,
  type HeadingSpec,
  type LayoutFamilyPdf,
  type LayoutPieces,
} from './layout.ts';

/**
 * Header band: the name and contact details in a full-width accent band across the top
 * of the first page, then two columns: the main story (summary, experience, education)
 * and a narrow column of skills, languages and certifications behind a hairline.
 */

const GUTTER = 16;

/** The two columns under the band. */
function columns(theme: PdfTheme) {
  const contentWidth = theme.page.width - theme.margin.x * 2;
  const sideWidth = Math.round(contentWidth * 0.29);
  return { sideWidth, mainWidth: contentWidth - sideWidth - GUTTER, sideInner: sideWidth - 12 };
}

function heading(theme: PdfTheme, size: number): HeadingSpec {
  return {
    height: size * 1.5 + 6,
    render: (title, presence) =>
      view(
        { flexDirection: 'row', alignItems: 'center', marginBottom: 2 },
        [
          view({
            width: 6,
            height: 6,
            backgroundColor: theme.accent,
            marginRight: 6,
            transform: 'rotate(45deg)',
          }),
          text(
            {
              fontFamily: theme.headingFont,
              fontWeight: 700,
              fontSize: size,
              color: theme.accentText,
            },
            title,
            headingOptions(),
          ),
        ],
        presence ? { minPresenceAhead: presence } : {},
      ),
  };
}

function headerBandPieces(theme: PdfTheme): LayoutPieces {
  const { sideWidth, mainWidth } = columns(theme);
  const bandText = theme.onAccent;
  const bandMuted =
    bandText === '#ffffff'
      ? mix(theme.accent, '#ffffff', 0.86)
      : mix(theme.accent, '#000000', 0.72);

  return {
    preamble: layoutPreamble(theme),
    header: (person, followedBy) => ({
      main: [
        view(
          {
            marginTop: -theme.margin.y,
            marginHorizontal: -theme.margin.x,
            paddingHorizontal: theme.margin.x,
            paddingTop: theme.margin.y * 0.95,
            paddingBottom: theme.margin.y * 0.7,
            backgroundColor: theme.accent,
            // A letter keeps its own gap under the band.
            ...(followedBy === 'sections' ? { marginBottom: theme.gap.section * 0.4 } : {}),
          },
          compact([
            nameLine(person, theme, {
              fontSize: theme.size.name * 1.05,
              color: bandText,
              lineHeight: 1.15,
            }),
            contactLine(
              person,
              { marginTop: 6, fontSize: theme.size.small + 0.2, color: bandMuted },
              { separator: '   |   ', linkStyle: { color: bandText } },
            ),
          ]),
        ),
      ],
      side: [],
    }),
    heading: heading(theme, theme.size.heading * 1.12),
    paragraphAlign: 'left',
    page: (header, body) =>
      body.side
        ? [
            // The hairline between the columns runs the full height of every page; on the
            // first page the band, drawn after it, covers its top.
            view(
              {
                position: 'absolute',
                top: theme.margin.y,
                bottom: theme.margin.y,
                left: theme.margin.x + mainWidth + GUTTER,
                width: 0.75,
                backgroundColor: theme.rule,
              },
              [],
              { fixed: true },
            ),
            ...header.main,
            view({ flexDirection: 'row' }, [
              view({ width: mainWidth }, body.main),
              view({ width: sideWidth, marginLeft: GUTTER, paddingLeft: 12 }, body.side),
            ]),
          ]
        : [...header.main, ...body.main],
  };
}

export const headerBand: LayoutFamilyPdf = layoutFamily(headerBandPieces, (content, pieces) => {
  const { ctx } = pieces.preamble;
  const { theme } = ctx;
  const { mainWidth, sideInner } = columns(theme);

  const mainItems = (id: SectionId): SectionItem[] => {
    switch (id) {
      case 'summary':
        return [summaryItem(content.summary, ctx, { width: mainWidth })];
      case 'experience':
      case 'education':
        return content[id].map((entry) =>
          stackedEntry(entry, ctx, { width: mainWidth, colors: { organization: theme.muted } }),
        );
      default:
        return [];
    }
  };

  const sideItems = (id: SectionId): SectionItem[] => {
    const line = { width: sideInner, size: theme.size.small + 0.3 };
    switch (id) {
      case 'skills':
        return skillGroupLines(content.skillGroups, ctx, {
          ...line,
          labelColor: theme.accentText,
          gap: theme.gap.block + 1.5,
        });
      case 'languages':
        return lineItems(content.languages.map(languageLabel), ctx, line);
      case 'certifications':
        return certificationItems(content.certifications, ctx, line);
      default:
        return [];
    }
  };

  return {
    main: sections(['summary', 'experience', 'education'], content, ctx, pieces.heading, mainItems),
    side: sections(
      ['skills', 'languages', 'certifications'],
      content,
      ctx,
      heading(theme, theme.size.heading),
      sideItems,
    ),
  };
});
