import type { ReactElement } from 'react';
import {
  certificationLabel,
  contactParts,
  languageLabel,
  linkLabel,
  type ContentCertification,
  type ContentEntry,
  type ContentLanguage,
  type ResumeContent,
  type SkillGroup,
} from '../resume-content.ts';
import {
  blocksHeight,
  compact,
  descriptionView,
  link,
  text,
  textHeight,
  textWidth,
  view,
  type LayoutContext,
  type SectionItem,
  type Style,
} from './pdf-kit.ts';
import { PDF_TAG_PROP } from '../pdf-structure.ts';
import type { PdfTheme } from './pdf-theme.ts';

/**
 * Entry and list renderers the layouts combine. Each returns `SectionItem`s: the element
 * plus an estimated height, so `section()` can keep it on one page.
 */

interface EntryColors {
  title?: string;
  organization?: string;
  dates?: string;
  body?: string;
  bullet?: string;
  tags?: string;
}

export interface EntryOptions {
  /** Width of the column the entry sits in. */
  width: number;
  colors?: EntryColors;
  bullet?: string;
  /** Italic organization line (serif layouts). */
  italicOrganization?: boolean;
}

function tagsLine(
  entry: ContentEntry,
  ctx: LayoutContext,
  options: EntryOptions,
  style: Style = {},
) {
  if (entry.tags.length === 0) return null;
  const { theme } = ctx;
  return text(
    {
      marginTop: theme.gap.block + 1,
      fontSize: theme.size.small,
      color: options.colors?.tags ?? theme.muted,
      ...style,
    },
    [text({ fontWeight: 700 }, `${entry.tagsLabel}: `), entry.tags.join(' · ')],
  );
}

/** An entry's address (a project's, a publication's), clickable, under its description. */
function linkLine(entry: ContentEntry, ctx: LayoutContext, options: EntryOptions) {
  if (!entry.link) return null;
  const { theme } = ctx;
  return text({ marginTop: theme.gap.block, fontSize: theme.size.small }, [
    link(
      entry.link,
      { color: options.colors?.organization ?? theme.accentText, textDecoration: 'none' },
      entry.link.display,
    ),
  ]);
}

/** The height of what follows an entry's description: its tags and its address. */
function footHeight(entry: ContentEntry, width: number, ctx: LayoutContext): number {
  const { size, lineHeight, gap } = ctx.theme;
  const tags =
    entry.tags.length === 0
      ? 0
      : textHeight(`${entry.tagsLabel}: ${entry.tags.join(' · ')}`, width, size.small, lineHeight) +
        gap.block +
        1;
  const address = entry.link
    ? textHeight(entry.link.display, width, size.small, lineHeight) + gap.block
    : 0;
  return tags + address;
}

/** An entry's title, an H3 in the heading font. */
function entryTitle(
  entry: ContentEntry,
  ctx: LayoutContext,
  options: EntryOptions,
  style: Style = {},
): ReactElement {
  const { theme } = ctx;
  return text(
    {
      ...style,
      fontFamily: theme.headingFont,
      fontWeight: 700,
      fontSize: theme.size.title,
      color: options.colors?.title ?? theme.ink,
    },
    entry.title,
    { [PDF_TAG_PROP]: 'H3' },
  );
}

/** What follows an entry's title lines: its description, then its tags and its address. */
function entryBody(
  entry: ContentEntry,
  ctx: LayoutContext,
  options: EntryOptions,
  width: number,
): (ReactElement | null)[] {
  const c = options.colors ?? {};
  return [
    ...descriptionView(entry.blocks, ctx, {
      width,
      bullet: options.bullet,
      bulletColor: c.bullet,
      color: c.body,
    }),
    tagsLine(entry, ctx, options),
    linkLine(entry, ctx, options),
  ];
}

function organizationText(entry: ContentEntry): string {
  return [entry.organization, entry.location].filter(Boolean).join(' · ');
}

/**
 * Title and dates on one line, organization under it, then the description: the common
 * résumé entry (classic, sidebars, header band).
 */
export function stackedEntry(
  entry: ContentEntry,
  ctx: LayoutContext,
  options: EntryOptions,
): SectionItem {
  const { theme } = ctx;
  const c = options.colors ?? {};
  const org = organizationText(entry);
  const datesWidth = entry.dates
    ? Math.min(120, entry.dates.length * theme.size.small * 0.55 + 8)
    : 0;
  const height =
    textHeight(entry.title || ' ', options.width - datesWidth, theme.size.title, theme.lineHeight) +
    (org ? textHeight(org, options.width, theme.size.body, theme.lineHeight) : 0) +
    blocksHeight(entry.blocks, options.width, ctx) +
    footHeight(entry, options.width, ctx) +
    theme.gap.entry;
  return {
    height,
    render: (keep) =>
      view(
        { marginTop: theme.gap.entry },
        compact([
          view(
            undefined,
            compact([
              view(
                { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-start' },
                compact([
                  entryTitle(entry, ctx, options, { flex: 1 }),
                  entry.dates
                    ? text(
                        {
                          marginLeft: 10,
                          fontSize: theme.size.small,
                          color: c.dates ?? theme.muted,
                          textAlign: 'right',
                        },
                        entry.dates,
                      )
                    : null,
                ]),
              ),
              org
                ? text(
                    {
                      color: c.organization ?? theme.accentText,
                      fontStyle: options.italicOrganization ? 'italic' : 'normal',
                    },
                    org,
                  )
                : null,
            ]),
            keep ? {} : { minPresenceAhead: ctx.line * 2 },
          ),
          ...entryBody(entry, ctx, options, options.width),
        ]),
        { wrap: !keep },
      ),
  };
}

/** The right padding of a date column, between the dates and the entry. */
const DATE_COLUMN_GAP = 8;

/** A date column widens for long month names by at most this share of its own width. */
const DATE_COLUMN_GROWTH = 0.4;

/**
 * The width of a family's date column for this resume: its own width, or wider where a
 * range's start ('September 2023 –') or end would not fit on one line, as with the full
 * month names of most languages; at most DATE_COLUMN_GROWTH wider, so a long word for an
 * expected end ('voraussichtlich 2027') may still wrap. Every entry of the resume shares
 * it, so the column stays straight.
 */
export function dateColumnWidth(content: ResumeContent, ctx: LayoutContext, base: number): number {
  const entries = [
    content.experience,
    content.education,
    content.projects,
    content.volunteering,
    ...content.customSections.map((s) => s.entries),
  ].flat();
  const widest = Math.max(
    0,
    ...entries
      .filter((e) => e.start && e.end)
      .flatMap((e) => dateColumnLines(e))
      .map((line) => textWidth(line, ctx.theme.size.small) + DATE_COLUMN_GAP),
  );
  return Math.min(Math.max(base, Math.ceil(widest)), Math.round(base * (1 + DATE_COLUMN_GROWTH)));
}

/** A date column's lines: the start over the end, or the one date. */
function dateColumnLines(entry: ContentEntry): string[] {
  return entry.start && entry.end ? [`${entry.start} –`, entry.end] : [entry.dates];
}

/**
 * A date column beside the entry (executive, academic): the dates read first, as the
 * eye meets them, then title, organization and description.
 */
export function dateColumnEntry(
  entry: ContentEntry,
  ctx: LayoutContext,
  options: EntryOptions & { dateWidth: number; titleLine?: 'stacked' | 'inline' },
): SectionItem {
  const { theme } = ctx;
  const c = options.colors ?? {};
  const bodyWidth = options.width - options.dateWidth;
  const org = organizationText(entry);
  const inline = options.titleLine === 'inline';
  const head = inline ? [entry.title, org].filter(Boolean).join(', ') : entry.title;
  const height =
    textHeight(head || ' ', bodyWidth, theme.size.title, theme.lineHeight) +
    (!inline && org ? textHeight(org, bodyWidth, theme.size.body, theme.lineHeight) : 0) +
    blocksHeight(entry.blocks, bodyWidth, ctx) +
    footHeight(entry, bodyWidth, ctx) +
    theme.gap.entry;
  const dateLines = dateColumnLines(entry);
  return {
    height,
    render: (keep) =>
      view(
        { flexDirection: 'row', marginTop: theme.gap.entry },
        [
          text(
            {
              width: options.dateWidth,
              paddingRight: DATE_COLUMN_GAP,
              fontSize: theme.size.small,
              color: c.dates ?? theme.muted,
              lineHeight: 1.35,
            },
            dateLines.filter(Boolean).join('\n'),
          ),
          view(
            { flex: 1 },
            compact([
              inline
                ? text(
                    { fontSize: theme.size.title, color: c.title ?? theme.ink },
                    compact([
                      entry.title
                        ? text({ fontFamily: theme.headingFont, fontWeight: 700 }, entry.title)
                        : null,
                      entry.title && org ? ', ' : null,
                      org
                        ? text({ fontStyle: 'italic', color: c.organization ?? theme.ink }, org)
                        : null,
                    ]),
                    {
                      [PDF_TAG_PROP]: 'H3',
                      ...(keep ? {} : { minPresenceAhead: ctx.line * 2 }),
                    },
                  )
                : view(
                    undefined,
                    compact([
                      entry.title ? entryTitle(entry, ctx, options) : null,
                      org
                        ? text(
                            {
                              fontStyle: options.italicOrganization ? 'italic' : 'normal',
                              color: c.organization ?? theme.accentText,
                            },
                            org,
                          )
                        : null,
                    ]),
                    keep ? {} : { minPresenceAhead: ctx.line * 2 },
                  ),
              ...entryBody(entry, ctx, options, bodyWidth),
            ]),
          ),
        ],
        { wrap: !keep },
      ),
  };
}

/** An entry on a vertical timeline (creative accent): a dot on a rail, dates above the title. */
export function timelineEntry(
  entry: ContentEntry,
  ctx: LayoutContext,
  options: EntryOptions & { rail: string; dot: string },
): SectionItem {
  const { theme } = ctx;
  const c = options.colors ?? {};
  const bodyWidth = options.width - 16;
  const org = organizationText(entry);
  const height =
    (entry.dates ? textHeight(entry.dates, bodyWidth, theme.size.small, theme.lineHeight) : 0) +
    textHeight(entry.title || ' ', bodyWidth, theme.size.title, theme.lineHeight) +
    (org ? textHeight(org, bodyWidth, theme.size.body, theme.lineHeight) : 0) +
    blocksHeight(entry.blocks, bodyWidth, ctx) +
    footHeight(entry, bodyWidth, ctx) +
    theme.gap.entry;
  return {
    height,
    render: (keep) =>
      view(
        {
          marginLeft: 4,
          paddingLeft: 14,
          paddingTop: theme.gap.entry * 0.6,
          paddingBottom: theme.gap.entry * 0.4,
          borderLeftWidth: 1.5,
          borderLeftColor: options.rail,
        },
        compact([
          // The dot is drawn first (no text), centred on the rail.
          view({
            position: 'absolute',
            left: -5.25,
            top: theme.gap.entry * 0.6 + 2,
            width: 9,
            height: 9,
            borderRadius: 4.5,
            backgroundColor: options.dot,
            borderWidth: 2,
            borderColor: '#ffffff',
          }),
          view(
            undefined,
            compact([
              entry.dates
                ? text(
                    {
                      fontSize: theme.size.small,
                      fontWeight: 700,
                      color: c.dates ?? theme.accentText,
                      textTransform: 'uppercase',
                      letterSpacing: 0.3,
                    },
                    entry.dates,
                  )
                : null,
              entryTitle(entry, ctx, options),
              org ? text({ color: c.organization ?? theme.muted }, org) : null,
            ]),
            keep ? {} : { minPresenceAhead: ctx.line * 2 },
          ),
          ...entryBody(entry, ctx, options, bodyWidth),
        ]),
        { wrap: !keep },
      ),
  };
}

// ---- lists ------------------------------------------------------------------------

export interface LineStyle {
  width: number;
  color?: string;
  labelColor?: string;
  size?: number;
  gap?: number;
}

/** 'Category: a, b, c' lines, one item per group. */
export function skillGroupLines(
  groups: SkillGroup[],
  ctx: LayoutContext,
  style: LineStyle & { separator?: string },
): SectionItem[] {
  const { theme } = ctx;
  const size = style.size ?? theme.size.body;
  return groups.map((g) => {
    const line = g.category
      ? `${g.category}: ${g.skills.join(style.separator ?? ', ')}`
      : g.skills.join(style.separator ?? ', ');
    return {
      height:
        textHeight(line, style.width, size, theme.lineHeight) + (style.gap ?? theme.gap.block),
      render: (keep) =>
        text(
          {
            marginTop: style.gap ?? theme.gap.block,
            fontSize: size,
            color: style.color ?? theme.ink,
          },
          compact([
            g.category
              ? text({ fontWeight: 700, color: style.labelColor ?? theme.ink }, `${g.category}: `)
              : null,
            g.skills.join(style.separator ?? ', '),
          ]),
          { wrap: !keep },
        ),
    };
  });
}

/** Skills as chips, a group's category above its chips. */
export function skillChips(
  groups: SkillGroup[],
  ctx: LayoutContext,
  style: LineStyle & { chipBackground: string; chipColor: string; chipBorder?: string },
): SectionItem[] {
  const { theme } = ctx;
  const size = style.size ?? theme.size.small;
  return groups.map((g) => {
    const chars = g.skills.reduce((sum, s) => sum + s.length + 4, 0);
    const rows = Math.max(1, Math.ceil((chars * size * 0.56) / style.width));
    return {
      height: rows * (size * 1.3 + 8) + (g.category ? size * 1.5 : 0) + 4,
      render: (keep) =>
        view(
          { marginTop: 4 },
          compact([
            g.category
              ? text(
                  {
                    fontSize: size,
                    fontWeight: 700,
                    color: style.labelColor ?? theme.ink,
                    marginBottom: 2,
                  },
                  g.category,
                )
              : null,
            view(
              { flexDirection: 'row', flexWrap: 'wrap' },
              g.skills.map((skill) =>
                text(
                  {
                    fontSize: size,
                    color: style.chipColor,
                    backgroundColor: style.chipBackground,
                    borderRadius: 3,
                    paddingVertical: 1.5,
                    paddingHorizontal: 5,
                    marginRight: 4,
                    marginBottom: 4,
                    ...(style.chipBorder
                      ? { borderWidth: 0.6, borderColor: style.chipBorder }
                      : {}),
                  },
                  skill,
                ),
              ),
            ),
          ]),
          { wrap: !keep },
        ),
    };
  });
}

/** One item per line: the sidebars' skill, language and certification lists. */
export function lineItems(lines: string[], ctx: LayoutContext, style: LineStyle): SectionItem[] {
  const { theme } = ctx;
  const size = style.size ?? theme.size.body;
  return lines.map((line) => ({
    height: textHeight(line, style.width, size, theme.lineHeight) + (style.gap ?? theme.gap.block),
    render: (keep) =>
      text(
        {
          marginTop: style.gap ?? theme.gap.block,
          fontSize: size,
          color: style.color ?? theme.ink,
        },
        line,
        { wrap: !keep },
      ),
  }));
}

/** Languages with a five-step level bar (creative accent). */
export function languageBars(
  languages: ContentLanguage[],
  ctx: LayoutContext,
  style: LineStyle & { fill: string; empty: string },
): SectionItem[] {
  const { theme } = ctx;
  return languages.map((l) => ({
    height: theme.size.body * theme.lineHeight + 10,
    render: (keep) =>
      view(
        { marginTop: 4 },
        compact([
          view(
            { flexDirection: 'row', justifyContent: 'space-between' },
            compact([
              text({ fontWeight: 700, color: style.color ?? theme.ink }, l.name),
              l.level ? text({ fontSize: theme.size.small, color: theme.muted }, l.level) : null,
            ]),
          ),
          l.score > 0
            ? view(
                { flexDirection: 'row', marginTop: 2 },
                [1, 2, 3, 4, 5].map((step) =>
                  view({
                    flex: 1,
                    height: 4,
                    marginRight: step < 5 ? 2 : 0,
                    borderRadius: 2,
                    backgroundColor: step <= l.score ? style.fill : style.empty,
                  }),
                ),
              )
            : null,
        ]),
        { wrap: !keep },
      ),
  }));
}

/** Certifications: name in bold, issuer and year after it. */
export function certificationItems(
  certifications: ContentCertification[],
  ctx: LayoutContext,
  style: LineStyle & { numbered?: boolean },
): SectionItem[] {
  const { theme } = ctx;
  const size = style.size ?? theme.size.body;
  return certifications.map((c, i) => {
    const tail = [c.issuer, c.year].filter(Boolean).join(', ');
    const label = certificationLabel(c);
    const number = style.numbered ? `${i + 1}.` : null;
    return {
      height:
        textHeight(label, style.width - (number ? 16 : 0), size, theme.lineHeight) +
        (style.gap ?? theme.gap.block),
      render: (keep) =>
        view(
          { flexDirection: 'row', marginTop: style.gap ?? theme.gap.block },
          compact([
            number
              ? text({ width: 16, fontSize: size, color: style.labelColor ?? theme.muted }, number)
              : null,
            text(
              { flex: 1, fontSize: size, color: style.color ?? theme.ink },
              compact([
                text(
                  { fontWeight: 700, color: style.labelColor ?? style.color ?? theme.ink },
                  c.name,
                ),
                tail ? ` – ${tail}` : null,
              ]),
            ),
          ]),
          { wrap: !keep },
        ),
    };
  });
}

/** Short items (languages, interests) on one line, ' · ' between them unless the family says otherwise. */
export function joinedLine(
  labels: string[],
  ctx: LayoutContext,
  style: LineStyle & { separator?: string },
): SectionItem[] {
  if (labels.length === 0) return [];
  return lineItems([labels.join(style.separator ?? ' · ')], ctx, style);
}

/** All languages on one line. */
export function languageLine(
  languages: ContentLanguage[],
  ctx: LayoutContext,
  style: LineStyle & { separator?: string },
): SectionItem[] {
  return joinedLine(languages.map(languageLabel), ctx, style);
}

// ---- contact ----------------------------------------------------------------------

/**
 * The person's name, the document's one H1: heading font, bold, in the family's style; the
 * headline, when there is one, under it in the same colour and alignment, as every family
 * draws its header through here.
 */
export function nameLine(
  person: ResumeContent,
  theme: PdfTheme,
  style: Style,
): ReactElement | null {
  const name = person.name
    ? text({ fontFamily: theme.headingFont, fontWeight: 700, ...style }, person.name, {
        [PDF_TAG_PROP]: 'H1',
      })
    : null;
  if (!person.headline) return name;
  const headline = text(
    {
      fontSize: theme.size.title,
      color: style.color,
      textAlign: style.textAlign,
      marginTop: name ? 2 : 0,
    },
    person.headline,
  );
  // The pair spans its column: in a centring header a box as wide as its widest line would
  // leave the shorter line at that box's edge instead of centred on the page.
  return view({ alignSelf: 'stretch' }, compact([name, headline]));
}

/**
 * The contact line: e-mail, phone, location and links in one paragraph, links clickable.
 * One Text node, so an ATS reads it as one line of contact details.
 */
export function contactLine(
  content: ResumeContent,
  style: Style,
  options: { separator: string; linkStyle?: Style },
): ReactElement | null {
  const parts = contactParts(content);
  if (parts.length === 0 && content.links.length === 0) return null;
  const children: (string | ReactElement)[] = [];
  const push = (part: string | ReactElement) => {
    if (children.length > 0) children.push(options.separator);
    children.push(part);
  };
  parts.forEach(push);
  content.links.forEach((l) =>
    push(link(l, { textDecoration: 'none', ...options.linkStyle }, linkLabel(l))),
  );
  return text(style, children);
}

/**
 * A centred name over a centred contact line, with a rule under both (classic, academic):
 * the families differ only in the rule, the gap and the contact line's colour and separator.
 */
export function centredHeader(
  person: ResumeContent,
  theme: PdfTheme,
  options: {
    paddingBottom: number;
    rule: { width: number; color: string };
    contactGap: number;
    contactColor: string;
    separator: string;
  },
): ReactElement {
  return view(
    {
      alignItems: 'center',
      paddingBottom: options.paddingBottom,
      borderBottomWidth: options.rule.width,
      borderBottomColor: options.rule.color,
    },
    compact([
      nameLine(person, theme, {
        fontSize: theme.size.name,
        color: theme.ink,
        textAlign: 'center',
      }),
      contactLine(
        person,
        {
          marginTop: options.contactGap,
          fontSize: theme.size.small,
          color: options.contactColor,
          textAlign: 'center',
        },
        { separator: options.separator, linkStyle: { color: theme.accentText } },
      ),
    ]),
  );
}

/** Contact details one per line (sidebars). */
export function contactStack(
  content: ResumeContent,
  ctx: LayoutContext,
  style: { color: string; linkColor: string; size: number },
): ReactElement[] {
  const { theme } = ctx;
  const lineStyle: Style = { fontSize: style.size, color: style.color, marginTop: theme.gap.block };
  return [
    ...contactParts(content).map((part) => text(lineStyle, part)),
    ...content.links.map((l) =>
      text(lineStyle, [
        l.label ? text({ fontWeight: 700 }, `${l.label}: `) : null,
        link(l, { color: style.linkColor, textDecoration: 'none' }, l.display),
      ]),
    ),
  ];
}

/** A summary (or any free text) as one item. */
export function summaryItem(
  blocks: ResumeContent['summary'],
  ctx: LayoutContext,
  options: { width: number; color?: string; style?: Style; bulletColor?: string },
): SectionItem {
  return {
    height: blocksHeight(blocks, options.width, ctx) + ctx.theme.gap.block,
    render: (keep) =>
      view(
        options.style ?? {},
        descriptionView(blocks, ctx, {
          width: options.width,
          color: options.color,
          bulletColor: options.bulletColor,
        }),
        {
          wrap: !keep,
        },
      ),
  };
}
