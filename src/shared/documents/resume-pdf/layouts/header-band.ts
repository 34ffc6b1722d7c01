import { mix } from '../../color.ts';
import { languageLabel, type ResumeContent, type SectionId } from '../../resume-content.ts';
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
  lineItems,
  skillGroupLines,
  stackedEntry,
  summaryItem,
} from '../pdf-pieces.ts';
import type { PdfTheme } from '../pdf-theme.ts';
import { sections, type HeadingSpec, type LayoutResult } from './layout.ts';

/**
 * Header band: the name and contact details in a full-width accent band across the top
 * of the first page, then two columns: the main story (summary, experience, education)
 * and a narrow column of skills, languages and certifications behind a hairline.
 */
export function headerBandLayout(content: ResumeContent, theme: PdfTheme): LayoutResult {
  const ctx = layoutContext(theme, theme.margin.y * 2);
  const contentWidth = theme.page.width - theme.margin.x * 2;
  const sideWidth = Math.round(contentWidth * 0.29);
  const gutter = 16;
  const mainWidth = contentWidth - sideWidth - gutter;
  const sideInner = sideWidth - 12;
  const bandText = theme.onAccent;
  const bandMuted =
    bandText === '#ffffff'
      ? mix(theme.accent, '#ffffff', 0.86)
      : mix(theme.accent, '#000000', 0.72);

  const heading = (size: number): HeadingSpec => ({
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
  });

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

  const band = view(
    {
      marginTop: -theme.margin.y,
      marginHorizontal: -theme.margin.x,
      paddingHorizontal: theme.margin.x,
      paddingTop: theme.margin.y * 0.95,
      paddingBottom: theme.margin.y * 0.7,
      backgroundColor: theme.accent,
      marginBottom: theme.gap.section * 0.4,
    },
    compact([
      content.name
        ? text(
            {
              fontFamily: theme.headingFont,
              fontWeight: 700,
              fontSize: theme.size.name * 1.05,
              color: bandText,
              lineHeight: 1.15,
            },
            content.name,
            { pdfTag: 'H1' },
          )
        : null,
      contactLine(
        content,
        { marginTop: 6, fontSize: theme.size.small + 0.2, color: bandMuted },
        {
          separator: '   |   ',
          linkStyle: { color: bandText },
        },
      ),
    ]),
  );

  const main = view(
    { width: mainWidth },
    sections(
      ['summary', 'experience', 'education'],
      content,
      ctx,
      heading(theme.size.heading * 1.12),
      mainItems,
      {
        marginTop: theme.gap.section,
      },
    ),
  );
  const side = view(
    { width: sideWidth, marginLeft: gutter, paddingLeft: 12 },
    sections(
      ['skills', 'languages', 'certifications'],
      content,
      ctx,
      heading(theme.size.heading),
      sideItems,
      {
        marginTop: theme.gap.section,
      },
    ),
  );

  return {
    pageStyle: { paddingVertical: theme.margin.y, paddingHorizontal: theme.margin.x },
    children: [
      // The hairline between the columns runs the full height of every page; on the first
      // page the band, drawn after it, covers its top.
      view(
        {
          position: 'absolute',
          top: theme.margin.y,
          bottom: theme.margin.y,
          left: theme.margin.x + mainWidth + gutter,
          width: 0.75,
          backgroundColor: theme.rule,
        },
        [],
        { fixed: true },
      ),
      band,
      view({ flexDirection: 'row' }, [main, side]),
    ],
  };
}
