import { mix } from '../../color.ts';
import type { ResumeContent } from '../../resume-content.ts';
import { compact, view } from '../pdf-kit.ts';
import { contactStack, nameLine, skillChips } from '../pdf-pieces.ts';
import type { PdfTheme } from '../pdf-theme.ts';
import {
  boxedHeading,
  fixedShape,
  layoutFamily,
  layoutPreamble,
  textHeading,
  twoColumnBody,
  type HeadingSpec,
  type LayoutFamilyPdf,
  type LayoutPieces,
} from './layout.ts';

/**
 * Two columns: a sidebar (contact, skills, languages, certifications) beside the main
 * column (summary, experience, education). Each column is one subtree, so its text is
 * contiguous in the PDF's content stream and an ATS reads one column, then the other,
 * in the visual order (left to right).
 *
 * - sidebar-left: a pale tinted panel on the left holding the name and contact details.
 * - sidebar-right: the name heads the main column; a solid accent panel on the right.
 */

type Side = 'left' | 'right';

const SIDE_PAD = 18;
const INNER_GAP = 22;

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

function sideColors(theme: PdfTheme, side: Side): SidebarColors {
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

/** Column widths, in points. */
function columns(theme: PdfTheme, side: Side) {
  const sideWidth = Math.round(theme.page.width * (side === 'left' ? 0.33 : 0.31));
  return {
    sideWidth,
    mainWidth: theme.page.width - sideWidth - INNER_GAP - theme.margin.x,
    sideInner: sideWidth - SIDE_PAD * 2,
  };
}

function sideHeading(theme: PdfTheme, colors: SidebarColors): HeadingSpec {
  return textHeading(theme, theme.size.small * 1.5 + 10, {
    fontSize: theme.size.small + 0.6,
    textTransform: 'uppercase',
    letterSpacing: 0.8,
    color: colors.heading,
    paddingBottom: 2.5,
    marginBottom: 2,
    borderBottomWidth: 0.75,
    borderBottomColor: colors.rule,
  });
}

function sidebarPieces(theme: PdfTheme, side: Side): LayoutPieces {
  const preamble = layoutPreamble(theme);
  const { sideWidth, mainWidth } = columns(theme, side);
  const colors = sideColors(theme, side);

  const nameBlock = (person: ResumeContent, color: string, size: number) =>
    nameLine(person, theme, { fontSize: size, color, lineHeight: 1.15 });

  return {
    preamble: {
      ...preamble,
      pageStyle: { paddingTop: theme.margin.y, paddingBottom: theme.margin.y },
    },
    header: (person) => {
      const contact = contactStack(person, preamble.ctx, {
        color: colors.text,
        linkColor: side === 'left' ? theme.accentText : colors.text,
        size: theme.size.small + 0.3,
      });
      return {
        main:
          side === 'right' && person.name
            ? [
                view({ marginBottom: 2 }, [
                  nameBlock(person, theme.ink, theme.size.name),
                  view({ width: 44, height: 3, backgroundColor: theme.accent, marginTop: 6 }),
                ]),
              ]
            : [],
        side: compact([
          side === 'left' ? nameBlock(person, colors.name, theme.size.name * 0.86) : null,
          contact.length > 0
            ? view(
                { marginTop: side === 'left' && person.name ? 10 : 0 },
                side === 'right'
                  ? [sideHeading(theme, colors).render(person.locale.contact), ...contact]
                  : contact,
                { wrap: false },
              )
            : null,
        ]),
      };
    },
    heading: boxedHeading(theme, theme.size.heading * 1.6 + 6, {
      box: { flexDirection: 'row', alignItems: 'center', marginBottom: 1 },
      before: view({
        width: 3,
        height: theme.size.heading * 1.15,
        backgroundColor: theme.accent,
        marginRight: 7,
      }),
      title: { fontSize: theme.size.heading * 1.18, color: theme.ink },
    }),
    paragraphAlign: 'left',
    page: (header, body) => {
      const panel = view({ width: sideWidth, paddingHorizontal: SIDE_PAD }, [
        ...header.side,
        ...(body.side ?? []),
      ]);
      const main = view(
        {
          width: mainWidth,
          ...(side === 'left'
            ? { marginLeft: INNER_GAP }
            : { marginLeft: theme.margin.x, marginRight: INNER_GAP }),
        },
        [
          ...header.main,
          // Beside the name in the left panel, the main column starts at the top.
          ...body.main.map((el, i) =>
            i === 0 && side === 'left' ? view({ marginTop: -body.lead }, [el]) : el,
          ),
        ],
      );
      // The panel colour is a fixed, absolutely placed box: it repeats on every page and
      // runs from edge to edge whatever the page padding. It holds no text.
      const background = fixedShape({
        top: 0,
        bottom: 0,
        ...(side === 'left' ? { left: 0 } : { right: 0 }),
        width: sideWidth,
        backgroundColor: colors.background,
      });
      return [
        background,
        view({ flexDirection: 'row' }, side === 'left' ? [panel, main] : [main, panel]),
      ];
    },
  };
}

function sidebarFamily(side: Side): LayoutFamilyPdf {
  return layoutFamily(
    (theme) => sidebarPieces(theme, side),
    (content, pieces) => {
      const { ctx } = pieces.preamble;
      const { theme } = ctx;
      const { mainWidth, sideInner } = columns(theme, side);
      const colors = sideColors(theme, side);
      const line = {
        width: sideInner,
        color: colors.text,
        labelColor: colors.text,
        size: theme.size.small + 0.3,
      };
      return twoColumnBody(
        content,
        ctx,
        { width: mainWidth, heading: pieces.heading },
        {
          line,
          heading: sideHeading(theme, colors),
          skills: (groups) =>
            skillChips(groups, ctx, {
              ...line,
              chipBackground: colors.chipBackground,
              chipColor: colors.chipColor,
              chipBorder: side === 'left' ? theme.soft : undefined,
              labelColor: colors.text,
            }),
        },
      );
    },
  );
}

export const sidebarLeft: LayoutFamilyPdf = sidebarFamily('left');
export const sidebarRight: LayoutFamilyPdf = sidebarFamily('right');
