import { compact, view } from '../pdf-kit.ts';
import { contactLine, nameLine, stackedEntry } from '../pdf-pieces.ts';
import { singleColumnFamily, textHeading, type LayoutFamilyPdf } from './layout.ts';

/**
 * ATS plain: a compact, text-only single column. Black type, one accent hairline per
 * heading, plain '-' bullets and the contact details on one line: nothing a parser could
 * trip over.
 */
export const atsPlain: LayoutFamilyPdf = singleColumnFamily(
  'ats-plain',
  (theme) => ({
    header: (person, followedBy) =>
      view(
        // Under a resume header the first heading's hairline sets it off; a letter has
        // none, so its header carries the same hairline.
        followedBy === 'letter'
          ? { paddingBottom: 4, borderBottomWidth: 0.9, borderBottomColor: theme.accent }
          : undefined,
        compact([
          nameLine(person, theme, { fontSize: theme.size.name, color: theme.ink }),
          contactLine(
            person,
            { marginTop: 3, color: theme.ink },
            { separator: ' | ', linkStyle: { color: theme.ink } },
          ),
        ]),
      ),
    heading: textHeading(theme, theme.size.heading * 1.4 + 6, {
      color: theme.ink,
      textTransform: 'uppercase',
      paddingBottom: 1.5,
      borderBottomWidth: 0.9,
      borderBottomColor: theme.accent,
    }),
  }),
  (theme) => {
    const ink = theme.ink;
    return {
      summary: { bulletColor: ink },
      entry: (entry, ctx, width) =>
        stackedEntry(entry, ctx, {
          width,
          colors: { title: ink, organization: ink, dates: ink, bullet: ink },
          bullet: '-',
          italicOrganization: true,
        }),
    };
  },
);
