import type { ReactElement } from 'react';
import { mix } from '../../color.ts';
import {
  sectionOrder,
  sectionTitle,
  type SectionId,
  type SectionWriters,
} from '../../resume-content.ts';
import { compact, view, type SectionItem } from '../pdf-kit.ts';
import {
  certificationItems,
  contactLine,
  joinedLine,
  languageBars,
  nameLine,
  skillChips,
  summaryItem,
  timelineEntry,
} from '../pdf-pieces.ts';
import type { PdfTheme } from '../pdf-theme.ts';
import {
  boxedHeading,
  fixedShape,
  layoutFamily,
  layoutPreamble,
  sections,
  titledSection,
  type LayoutFamilyPdf,
  type LayoutPieces,
} from './layout.ts';

/**
 * Creative accent: a bold colour block with a circle motif behind the name, an accent
 * stripe down every page, the summary in a tinted card, experience and education on a
 * timeline, and skills as chips beside language level bars.
 */

const STRIPE = 7;

function creativeAccentPieces(theme: PdfTheme): LayoutPieces {
  const preamble = layoutPreamble(theme);
  const { width } = preamble;
  const light = theme.onAccent === '#ffffff';
  const circle = light ? mix(theme.accent, '#ffffff', 0.2) : mix(theme.accent, '#000000', 0.12);

  return {
    preamble,
    header: (person) => ({
      main: [
        view(
          {
            marginTop: -theme.margin.y,
            marginLeft: -theme.margin.x + STRIPE,
            marginRight: -theme.margin.x,
            paddingLeft: theme.margin.x - STRIPE,
            paddingRight: theme.margin.x,
            paddingTop: theme.margin.y + 4,
            paddingBottom: theme.margin.y * 0.75,
            backgroundColor: theme.accent,
            overflow: 'hidden',
          },
          compact([
            // The circle motif is drawn first and holds no text.
            view({
              position: 'absolute',
              right: -46,
              top: -64,
              width: 190,
              height: 190,
              borderRadius: 95,
              backgroundColor: circle,
            }),
            view({
              position: 'absolute',
              right: 120,
              top: -38,
              width: 70,
              height: 70,
              borderRadius: 35,
              backgroundColor: circle,
            }),
            nameLine(person, theme, {
              fontSize: theme.size.name * 1.12,
              color: theme.onAccent,
              lineHeight: 1.1,
              maxWidth: width * 0.8,
            }),
            contactLine(
              person,
              {
                marginTop: 7,
                fontSize: theme.size.small + 0.2,
                color: theme.onAccent,
                maxWidth: width * 0.85,
              },
              {
                separator: '  /  ',
                linkStyle: { color: theme.onAccent, textDecoration: 'underline' },
              },
            ),
          ]),
        ),
      ],
      side: [],
    }),
    heading: boxedHeading(theme, theme.size.heading * 1.4 + 12, {
      box: { flexDirection: 'row', marginBottom: 3 },
      title: {
        color: theme.onAccent,
        backgroundColor: theme.accent,
        borderRadius: 3,
        paddingVertical: 2,
        paddingHorizontal: 8,
        textTransform: 'uppercase',
        letterSpacing: 0.6,
      },
    }),
    paragraphAlign: 'left',
    page: (header, body) => [
      fixedShape({ top: 0, bottom: 0, left: 0, width: STRIPE, backgroundColor: theme.accent }),
      ...header.main,
      ...body.main,
    ],
  };
}

export const creativeAccent: LayoutFamilyPdf = layoutFamily(
  creativeAccentPieces,
  (content, pieces) => {
    const { ctx, width } = pieces.preamble;
    const { theme } = ctx;
    const { heading } = pieces;

    const items = (columnWidth: number): SectionWriters<SectionItem[]> => ({
      summary: (blocks) => [
        summaryItem(blocks, ctx, {
          width: columnWidth - 24,
          style: {
            backgroundColor: theme.tint,
            borderLeftWidth: 3,
            borderLeftColor: theme.accent,
            paddingVertical: 7,
            paddingHorizontal: 11,
          },
        }),
      ],
      entries: (entries) =>
        entries.map((entry) =>
          timelineEntry(entry, ctx, {
            width: columnWidth,
            rail: theme.soft,
            dot: theme.accent,
            colors: { organization: theme.muted },
          }),
        ),
      skills: (groups) =>
        skillChips(groups, ctx, {
          width: columnWidth,
          chipBackground: theme.tint,
          chipColor: theme.ink,
          chipBorder: theme.soft,
          labelColor: theme.accentText,
        }),
      languages: (languages) =>
        languageBars(languages, ctx, { width: columnWidth, fill: theme.accent, empty: theme.tint }),
      certifications: (certifications) =>
        certificationItems(certifications, ctx, { width: columnWidth, labelColor: theme.ink }),
      interests: (interests) => joinedLine(interests, ctx, { width: columnWidth }),
    });
    const fullWidth = items(width);

    // Skills and languages side by side when they follow each other in the order, each
    // column one subtree. react-pdf splits a row of columns across pages badly, so the row
    // is kept on one page; when it is too tall for that, the two sections stack instead.
    const skillsWidth = width * 0.58;
    const languagesWidth = width - skillsWidth - 18;
    const skillItems = items(skillsWidth).skills(content.skillGroups);
    const languageItems = items(languagesWidth).languages(content.languages);
    const columnHeight = (list: SectionItem[]) =>
      list.length > 0 ? heading.height + list.reduce((sum, i) => sum + i.height, 0) : 0;
    const sideBySide =
      skillItems.length > 0 &&
      languageItems.length > 0 &&
      Math.max(columnHeight(skillItems), columnHeight(languageItems)) <= ctx.keepLimit;
    const order = sectionOrder('creative-accent', content.layout);
    const at = order.indexOf('skills');
    if (!sideBySide || at < 0 || order[at + 1] !== 'languages') {
      return { main: sections(order, content, ctx, heading, fullWidth) };
    }
    const column = (id: SectionId, list: SectionItem[]) =>
      titledSection(ctx, heading, sectionTitle(content, id), list);
    const row: ReactElement = view(
      { flexDirection: 'row', marginTop: theme.gap.section },
      [
        view({ width: skillsWidth }, compact([column('skills', skillItems)])),
        view(
          { width: languagesWidth, marginLeft: 18 },
          compact([column('languages', languageItems)]),
        ),
      ],
      { wrap: false },
    );
    return {
      main: [
        ...sections(order.slice(0, at), content, ctx, heading, fullWidth),
        row,
        ...sections(order.slice(at + 2), content, ctx, heading, fullWidth),
      ],
    };
  },
);
