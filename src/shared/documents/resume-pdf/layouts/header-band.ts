import { mix } from '../../color.ts';
import { compact, view } from '../pdf-kit.ts';
import { contactLine, nameLine, skillGroupLines } from '../pdf-pieces.ts';
import type { PdfTheme } from '../pdf-theme.ts';
import {
  boxedHeading,
  fixedShape,
  layoutFamily,
  layoutPreamble,
  twoColumnBody,
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
  return boxedHeading(theme, size * 1.5 + 6, {
    box: { flexDirection: 'row', alignItems: 'center', marginBottom: 2 },
    before: view({
      width: 6,
      height: 6,
      backgroundColor: theme.accent,
      marginRight: 6,
      transform: 'rotate(45deg)',
    }),
    title: { fontSize: size, color: theme.accentText },
  });
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
            fixedShape({
              top: theme.margin.y,
              bottom: theme.margin.y,
              left: theme.margin.x + mainWidth + GUTTER,
              width: 0.75,
              backgroundColor: theme.rule,
            }),
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
  const line = { width: sideInner, size: theme.size.small + 0.3 };
  return twoColumnBody(
    content,
    ctx,
    { width: mainWidth, heading: pieces.heading, entry: { colors: { organization: theme.muted } } },
    {
      line,
      heading: heading(theme, theme.size.heading),
      skills: (groups) =>
        skillGroupLines(groups, ctx, {
          ...line,
          labelColor: theme.accentText,
          gap: theme.gap.block + 1.5,
        }),
    },
  );
});
