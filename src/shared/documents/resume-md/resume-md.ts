import type { ResumeData } from '../../resume/resume.schema.ts';
import type { LayoutFamily } from '../../templates/layout-families.ts';
import {
  certificationLabel,
  contactParts,
  languageLabel,
  resumeContent,
  sectionOrder,
  sectionTitle,
  writeSections,
  type ContentEntry,
  type ContentLink,
  type DescriptionBlock,
  type SectionWriters,
} from '../resume-content.ts';

/**
 * The resume as Markdown, for READMEs, personal sites and notes apps: `# Name`, the
 * headline, one contact line with the links as Markdown links, then one `## ` heading per
 * section in reading order, entries as `### ` headings with their organization and dates
 * under them, list items as '- '. Every block is its own paragraph (a blank line between
 * blocks), so no line of the person's text can turn the line before it into a heading.
 *
 * What the person typed is printed as typed: every character that could be read as markup
 * where it stands is backslash-escaped (`markdownText`), so `<script>` or `**x**` shows as
 * those characters in any Markdown viewer and never as HTML or emphasis.
 */
export function buildResumeMarkdown(
  data: ResumeData,
  options: { layout?: LayoutFamily } = {},
): string {
  const content = resumeContent(data);
  const blocks: string[] = [];

  if (content.name) blocks.push(`# ${markdownText(content.name)}`);
  if (content.headline) blocks.push(markdownLine(markdownText(content.headline)));
  const contact = [
    ...contactParts(content).map(markdownText),
    ...content.links.map((link) => markdownLink(link.label || link.display, link)),
  ];
  if (contact.length > 0) blocks.push(markdownLine(contact.join(CONTACT_SEPARATOR)));

  const order = sectionOrder(options.layout, content.layout);
  for (const { id, written } of writeSections(content, order, MARKDOWN)) {
    blocks.push(`## ${markdownText(sectionTitle(content, id))}`, written);
  }
  return blocks.length > 0 ? `${blocks.join('\n\n')}\n` : '';
}

const CONTACT_SEPARATOR = ' · ';

/** '&' that starts what Markdown reads as an entity reference ('&amp;', '&#169;'). */
const ENTITY_AMPERSAND = /&(?=#?[A-Za-z0-9]+;)/g;

/**
 * User text made inert inside a line of Markdown (CommonMark and GitHub's extensions): the
 * characters that open inline markup (emphasis, code, links, HTML, autolinks, tables,
 * strikethrough) are escaped wherever they stand; '_' unless it is inside a word
 * ('snake_case' cannot be emphasis); '&' where it would start an entity reference; '#' that
 * starts a word (a heading, or a heading's closing sequence). '(', ')' and '!' need nothing:
 * they only mean something next to '[', which is always escaped. Every value of the
 * person's goes through here.
 */
function markdownText(text: string): string {
  return text
    .replace(/[\\`*[\]<>|~]/g, '\\$&')
    .replace(/(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])/gu, '\\_')
    .replace(ENTITY_AMPERSAND, '\\&')
    .replace(/(^|\s)#/g, '$1\\#');
}

/**
 * A line that starts with the person's text: what would make it a list item, a rule or an
 * ordered list there ('-', '+', '=', '1.', '1)') is escaped. Only at the start of a line, so
 * a phone number's '+' after an e-mail address stays as typed.
 */
function markdownLine(line: string): string {
  return line.replace(/^[-+=]/, '\\$&').replace(/^(\d{1,9})([.)])/, '$1\\$2');
}

/**
 * `[text](<address>)`. The address is the percent-encoded `href` (http or https only, which
 * resume-content.ts checks), in angle brackets so parentheses in it do not end it; the
 * backslashes and entity-like '&' it may still hold are escaped, since Markdown reads escapes
 * and entity references in an address too.
 */
function markdownLink(text: string, link: ContentLink): string {
  const address = link.href.replace(/[\\<>]/g, '\\$&').replace(ENTITY_AMPERSAND, '\\&');
  return `[${markdownText(text)}](<${address}>)`;
}

/** A list item's text starts a line of its own too ('- - x' would be a list in a list). */
const listItem = (text: string) => `- ${markdownLine(markdownText(text))}`;

/** A comma-separated line of short values (skills, languages, interests). */
const commaLine = (values: readonly string[]) => markdownLine(values.map(markdownText).join(', '));

function blocksText(blocks: DescriptionBlock[]): string {
  return blocks
    .map((block) =>
      block.kind === 'paragraph'
        ? markdownLine(markdownText(block.text))
        : block.items.map(listItem).join('\n'),
    )
    .join('\n\n');
}

const MARKDOWN: SectionWriters<string> = {
  summary: blocksText,
  entries: (entries) => entries.map(entryText).join('\n\n'),
  skills: (groups) =>
    // Skills without categories are one group: a comma line, as interests are.
    groups.every((g) => !g.category)
      ? commaLine(groups.flatMap((g) => g.skills))
      : groups
          .map((g) =>
            g.category
              ? `- **${markdownText(g.category)}:** ${g.skills.map(markdownText).join(', ')}`
              : `- ${commaLine(g.skills)}`,
          )
          .join('\n'),
  languages: (languages) => commaLine(languages.map(languageLabel)),
  certifications: (certifications) =>
    certifications.map((c) => listItem(certificationLabel(c))).join('\n'),
  interests: commaLine,
};

/**
 * `### Title`, then the organization, location and dates on one line, the description, the
 * tags and the link. An entry without a title is headed by its organization.
 */
function entryText(entry: ContentEntry): string {
  const heading = entry.title || entry.organization;
  const details = [entry.title ? entry.organization : '', entry.location, entry.dates].filter(
    Boolean,
  );
  const parts = [
    heading ? `### ${markdownText(heading)}` : '',
    markdownLine(details.map(markdownText).join(CONTACT_SEPARATOR)),
    blocksText(entry.blocks),
    entry.tags.length > 0
      ? `**${markdownText(entry.tagsLabel)}:** ${entry.tags.map(markdownText).join(', ')}`
      : '',
    entry.link ? markdownLink(entry.link.display, entry.link) : '',
  ];
  return parts.filter(Boolean).join('\n\n');
}
