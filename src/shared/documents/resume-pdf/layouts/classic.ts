import { centredHeader, stackedEntry } from '../pdf-pieces.ts';
import { singleColumnFamily, textHeading, type LayoutFamilyPdf } from './layout.ts';

/** Classic: one column, centred name, an accent rule under the header, full-width sections. */
export const classic: LayoutFamilyPdf = singleColumnFamily(
  'classic',
  (theme) => ({
    header: (person) =>
      centredHeader(person, theme, {
        paddingBottom: 8,
        rule: { width: 1.6, color: theme.accent },
        contactGap: 4,
        contactColor: theme.muted,
        separator: '  ·  ',
      }),
    heading: textHeading(theme, theme.size.heading * 1.4 + 8, {
      color: theme.accentText,
      textTransform: 'uppercase',
      letterSpacing: 0.6,
      paddingBottom: 2,
      borderBottomWidth: 0.75,
      borderBottomColor: theme.soft,
      marginBottom: 1,
    }),
  }),
  () => ({ entry: (entry, ctx, width) => stackedEntry(entry, ctx, { width }) }),
);
