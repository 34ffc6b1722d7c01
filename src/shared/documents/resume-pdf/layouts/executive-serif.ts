import type { PdfTheme } from '../pdf-theme.ts';
import { compact, view } from '../pdf-kit.ts';
import { contactLine, dateColumnEntry, dateColumnWidth, nameLine } from '../pdf-pieces.ts';
import { boxedHeading, singleColumnFamily, type LayoutFamilyPdf } from './layout.ts';

/**
 * Executive serif: a formal single column. Spaced capitals for the name between fine
 * double rules, centred headings with a double rule, and a date column beside every
 * entry.
 */

/** Full width of its column: in a centred column a rule without a width would be a dot. */
function doubleRule(theme: PdfTheme, thick: number, thin: number, marginTop = 0) {
  return view({
    width: '100%',
    marginTop,
    height: thick + thin + 1.6,
    borderTopWidth: thick,
    borderBottomWidth: thin,
    borderColor: theme.accent,
  });
}

export const executiveSerif: LayoutFamilyPdf = singleColumnFamily(
  'executive-serif',
  (theme) => ({
    pageStyle: { paddingVertical: theme.margin.y + 4, paddingHorizontal: theme.margin.x + 6 },
    // Stretched, not centred: the rules span the column, and the name and headline centre
    // in its full width (a centred box shrinks to the headline, leaving the name at its left).
    header: (person) =>
      view(
        {},
        compact([
          doubleRule(theme, 1.4, 0.5),
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
          doubleRule(theme, 0.5, 1.4),
        ]),
      ),
    heading: boxedHeading(theme, theme.size.heading * 1.5 + 10, {
      box: { alignItems: 'center', marginBottom: 2 },
      title: { color: theme.accentText, textTransform: 'uppercase', letterSpacing: 1.1 },
      after: doubleRule(theme, 0.4, 0.4, 2),
    }),
    paragraphAlign: 'justify',
  }),
  (theme) => ({
    entry: (entry, ctx, width, content) =>
      dateColumnEntry(entry, ctx, {
        width,
        dateWidth: dateColumnWidth(content, ctx, 82),
        italicOrganization: true,
        colors: { bullet: theme.accentText },
      }),
    skills: { separator: ' · ', labelColor: theme.accentText },
  }),
);
