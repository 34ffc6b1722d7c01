import { view } from '../pdf-kit.ts';
import { centredHeader, dateColumnEntry, dateColumnWidth } from '../pdf-pieces.ts';
import { boxedHeading, singleColumnFamily, type LayoutFamilyPdf } from './layout.ts';

/**
 * Academic CV: dense and sober. Education leads, entries read 'Title, Institution' after
 * a narrow date column, certifications are a numbered list, and headings are small
 * capitals over a hairline with a short accent mark.
 */
export const academic: LayoutFamilyPdf = singleColumnFamily(
  'academic',
  (theme) => ({
    header: (person) =>
      centredHeader(person, theme, {
        paddingBottom: 6,
        rule: { width: 0.5, color: theme.ink },
        contactGap: 3,
        contactColor: theme.ink,
        separator: ' • ',
      }),
    heading: boxedHeading(theme, theme.size.heading * 1.4 + 8, {
      box: { marginBottom: 1 },
      title: { color: theme.ink, textTransform: 'uppercase', letterSpacing: 0.5 },
      after: view({ flexDirection: 'row', marginTop: 1.5 }, [
        view({ width: 28, height: 1.6, backgroundColor: theme.accent }),
        view({ flex: 1, height: 1.6, borderBottomWidth: 0.5, borderBottomColor: theme.muted }),
      ]),
    }),
    paragraphAlign: 'justify',
  }),
  (theme) => ({
    entry: (entry, ctx, width, content) =>
      dateColumnEntry(entry, ctx, {
        width,
        dateWidth: dateColumnWidth(content, ctx, 70),
        titleLine: 'inline',
        bullet: '–',
        colors: { bullet: theme.accentText, dates: theme.ink },
      }),
    skills: { separator: '; ' },
    languages: { separator: '; ' },
    certifications: { numbered: true },
  }),
);
