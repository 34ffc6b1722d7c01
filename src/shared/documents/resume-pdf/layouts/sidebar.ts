import type { ReactElement } from 'react';
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
  contactStack,
  lineItems,
  skillChips,
  stackedEntry,
  summaryItem,
} from '../pdf-pieces.ts';
import type { PdfTheme } from '../pdf-theme.ts';
import { sections, type HeadingSpec, type LayoutResult } from './layout.ts';

/**
 * Two columns: a sidebar (contact, skills, languages, certifications) beside the main
 * column (summary, experience, education). Each column is one subtree, so its text is
 * contiguous in the PDF's content stream and an ATS reads one column, then the other,
 * in the visual order (left to right).
 *
 * - sidebar-left: a pale tinted panel on the left holding the name and contact details.
 * - sidebar-right: the name heads the main column; a solid accent panel on the right.
 */

const MAIN_SECTIONS: SectionId[] = ['summary', 'experience', 'education'];
const SIDE_SECTIONS: SectionId[] = ['skills', 'languages', 'certifications'];

interface SidebarColors {
  background: string;
  text: string;
  muted: string;
  heading: string;
  rule: string;
  chipBackground: string;
  chipColor: string;
  name: string;
}

function sideColors(theme: PdfTheme, side: 'left' | 'right'): SidebarColors {
  if (side === 'left') {
    return {
      background: theme.tint,
      text: theme.ink,
      muted: theme.muted,
      heading: theme.accentText,
      rule: theme.soft,
      chipBackground: '#ffffff',
      chipColor: theme.ink,
      name: theme.accentText,
    };
  }
  const light = theme.onAccent === '#ffffff';
  return {
    background: theme.accent,
    text: theme.onAccent,
    muted: light ? mix(theme.accent, '#ffffff', 0.85) : mix(theme.accent, '#000000', 0.7),
    heading: theme.onAccent,
    rule: light ? mix(theme.accent, '#ffffff', 0.45) : mix(theme.accent, '#000000', 0.35),
    chipBackground: light ? mix(theme.accent, '#000000', 0.22) : mix(theme.accent, '#ffffff', 0.45),
    chipColor: theme.onAccent,
    name: theme.onAccent,
  };
}

function sidebarLayout(
  content: ResumeContent,
  theme: PdfTheme,
  side: 'left' | 'right',
): LayoutResult {
  const ctx = layoutContext(theme, theme.margin.y * 2);
  const sideWidth = Math.round(theme.page.width * (side === 'left' ? 0.33 : 0.31));
  const sidePad = 18;
  const innerGap = 22;
  const mainWidth = theme.page.width - sideWidth - innerGap - theme.margin.x;
  const sideInner = sideWidth - sidePad * 2;
  const colors = sideColors(theme, side);

  const sideHeading: HeadingSpec = {
    height: theme.size.small * 1.5 + 10,
    render: (title, presence) =>
      text(
        {
          fontFamily: theme.headingFont,
          fontWeight: 700,
          fontSize: theme.size.small + 0.6,
          textTransform: 'uppercase',
          letterSpacing: 0.8,
          color: colors.heading,
          paddingBottom: 2.5,
          marginBottom: 2,
          borderBottomWidth: 0.75,
          borderBottomColor: colors.rule,
        },
        title,
        headingOptions(presence),
      ),
  };

  const mainHeading: HeadingSpec = {
    height: theme.size.heading * 1.6 + 6,
    render: (title, presence) =>
      view(
        { flexDirection: 'row', alignItems: 'center', marginBottom: 1 },
        [
          view({
            width: 3,
            height: theme.size.heading * 1.15,
            backgroundColor: theme.accent,
            marginRight: 7,
          }),
          text(
            {
              fontFamily: theme.headingFont,
              fontWeight: 700,
              fontSize: theme.size.heading * 1.18,
              color: theme.ink,
            },
            title,
            headingOptions(),
          ),
        ],
        presence ? { minPresenceAhead: presence } : {},
      ),
  };

  const sideItems = (id: SectionId): SectionItem[] => {
    const line = {
      width: sideInner,
      color: colors.text,
      labelColor: colors.text,
      size: theme.size.small + 0.3,
    };
    switch (id) {
      case 'skills':
        return skillChips(content.skillGroups, ctx, {
          ...line,
          chipBackground: colors.chipBackground,
          chipColor: colors.chipColor,
          chipBorder: side === 'left' ? theme.soft : undefined,
          labelColor: colors.text,
        });
      case 'languages':
        return lineItems(content.languages.map(languageLabel), ctx, line);
      case 'certifications':
        return certificationItems(content.certifications, ctx, line);
      default:
        return [];
    }
  };

  const mainItems = (id: SectionId): SectionItem[] => {
    switch (id) {
      case 'summary':
        return [summaryItem(content.summary, ctx, { width: mainWidth })];
      case 'experience':
      case 'education':
        return content[id].map((entry) => stackedEntry(entry, ctx, { width: mainWidth }));
      default:
        return [];
    }
  };

  const nameBlock = (color: string, size: number): ReactElement | null =>
    content.name
      ? text(
          {
            fontFamily: theme.headingFont,
            fontWeight: 700,
            fontSize: size,
            color,
            lineHeight: 1.15,
          },
          content.name,
          { pdfTag: 'H1' },
        )
      : null;

  const contact = contactStack(content, ctx, {
    color: colors.text,
    linkColor: side === 'left' ? theme.accentText : colors.text,
    size: theme.size.small + 0.3,
  });

  const sidebar = view(
    { width: sideWidth, paddingHorizontal: sidePad },
    compact([
      side === 'left' ? nameBlock(colors.name, theme.size.name * 0.86) : null,
      contact.length > 0
        ? view(
            { marginTop: side === 'left' && content.name ? 10 : 0 },
            side === 'right' ? [sideHeading.render('Contact'), ...contact] : contact,
            { wrap: false },
          )
        : null,
      ...sections(SIDE_SECTIONS, content, ctx, sideHeading, sideItems, {
        marginTop: theme.gap.section,
      }),
    ]),
  );

  const main = view(
    {
      width: mainWidth,
      ...(side === 'left'
        ? { marginLeft: innerGap }
        : { marginLeft: theme.margin.x, marginRight: innerGap }),
    },
    compact([
      side === 'right' && content.name
        ? view({ marginBottom: 2 }, [
            nameBlock(theme.ink, theme.size.name),
            view({ width: 44, height: 3, backgroundColor: theme.accent, marginTop: 6 }),
          ])
        : null,
      ...sections(MAIN_SECTIONS, content, ctx, mainHeading, mainItems, {
        marginTop: theme.gap.section,
      }).map((el, i) =>
        i === 0 && side === 'left' ? view({ marginTop: -theme.gap.section }, [el]) : el,
      ),
    ]),
  );

  // The panel colour is a fixed, absolutely placed box: it repeats on every page and
  // runs from edge to edge whatever the page padding. It holds no text.
  const background = view(
    {
      position: 'absolute',
      top: 0,
      bottom: 0,
      ...(side === 'left' ? { left: 0 } : { right: 0 }),
      width: sideWidth,
      backgroundColor: colors.background,
    },
    [],
    { fixed: true },
  );

  return {
    pageStyle: { paddingTop: theme.margin.y, paddingBottom: theme.margin.y },
    children: [
      background,
      view({ flexDirection: 'row' }, side === 'left' ? [sidebar, main] : [main, sidebar]),
    ],
  };
}

export const sidebarLeftLayout = (content: ResumeContent, theme: PdfTheme) =>
  sidebarLayout(content, theme, 'left');
export const sidebarRightLayout = (content: ResumeContent, theme: PdfTheme) =>
  sidebarLayout(content, theme, 'right');
