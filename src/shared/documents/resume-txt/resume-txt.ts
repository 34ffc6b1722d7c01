import type { ResumeData } from '../../resume/resume.schema.ts';
import type { LayoutFamily } from '../../templates/layout-families.ts';
import {
  certificationLabel,
  contactParts,
  languageLabel,
  ownSectionTitle,
  resumeContent,
  sectionOrder,
  sectionTitle,
  writeSections,
  type ContentEntry,
  type SectionWriters,
} from '../resume-content.ts';

/**
 * The resume as plain text, to paste into an application form: one section after the
 * other in reading order, headings in capitals, list items as '- ', no line wrapping
 * (forms reflow text themselves), '\n' line ends and one blank line between blocks.
 * Links print their full address so they stay usable when pasted.
 */
export function buildResumeTxt(data: ResumeData, options: { layout?: LayoutFamily } = {}): string {
  const content = resumeContent(data);
  const blocks: string[] = [];

  const header = [
    // As typed: upper-casing would change a name ('Weiß' → 'WEISS').
    content.name,
    content.headline,
    contactParts(content).join(' | '),
    ...content.links.map((link) => (link.label ? `${link.label}: ${link.url}` : link.url)),
  ].filter(Boolean);
  if (header.length > 0) blocks.push(header.join('\n'));

  const order = sectionOrder(options.layout, content.layout);
  for (const { id, written } of writeSections(content, order, TEXT)) {
    // The person's own heading as typed, like the name; the standard ones in capitals.
    const title = ownSectionTitle(content, id) ?? sectionTitle(content, id).toUpperCase();
    blocks.push(`${title}\n${written}`);
  }
  return blocks.length > 0 ? `${blocks.join('\n\n')}\n` : '';
}

const TEXT: SectionWriters<string> = {
  summary: (blocks) =>
    blocks
      .map((block) =>
        block.kind === 'paragraph' ? block.text : block.items.map((item) => `- ${item}`).join('\n'),
      )
      .join('\n'),
  entries: (entries) => entries.map(entryText).join('\n\n'),
  skills: (groups) =>
    groups
      .map((g) => (g.category ? `${g.category}: ${g.skills.join(', ')}` : g.skills.join(', ')))
      .join('\n'),
  languages: (languages) => languages.map(languageLabel).join(', '),
  certifications: (certifications) =>
    certifications.map((c) => `- ${certificationLabel(c)}`).join('\n'),
  interests: (interests) => interests.join(', '),
};

function entryText(entry: ContentEntry): string {
  const lines = [
    entry.title,
    [entry.organization, entry.location, entry.dates].filter(Boolean).join(' | '),
  ].filter(Boolean);
  // An entry's description is written as the summary is.
  const description = TEXT.summary(entry.blocks);
  if (description) lines.push(description);
  if (entry.tags.length > 0) lines.push(`${entry.tagsLabel}: ${entry.tags.join(', ')}`);
  if (entry.link) lines.push(entry.link.url);
  return lines.join('\n');
}
