import type { ResumeData } from '../../resume/resume.schema.ts';
import type { LayoutFamily } from '../../templates/layout-families.ts';
import {
  SECTION_TITLES,
  certificationLabel,
  contactParts,
  hasSection,
  languageLabel,
  resumeContent,
  sectionOrder,
  type ContentEntry,
  type DescriptionBlock,
  type ResumeContent,
  type SectionId,
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
    contactParts(content).join(' | '),
    ...content.links.map((link) => (link.label ? `${link.label}: ${link.url}` : link.url)),
  ].filter(Boolean);
  if (header.length > 0) blocks.push(header.join('\n'));

  for (const id of sectionOrder(options.layout)) {
    if (!hasSection(content, id)) continue;
    blocks.push(`${SECTION_TITLES[id].toUpperCase()}\n${sectionText(content, id)}`);
  }
  return blocks.length > 0 ? `${blocks.join('\n\n')}\n` : '';
}

function sectionText(content: ResumeContent, id: SectionId): string {
  switch (id) {
    case 'summary':
      return descriptionText(content.summary);
    case 'experience':
    case 'education':
      return content[id].map(entryText).join('\n\n');
    case 'skills':
      return content.skillGroups
        .map((g) => (g.category ? `${g.category}: ${g.skills.join(', ')}` : g.skills.join(', ')))
        .join('\n');
    case 'languages':
      return content.languages.map(languageLabel).join(', ');
    case 'certifications':
      return content.certifications.map((c) => `- ${certificationLabel(c)}`).join('\n');
  }
}

function entryText(entry: ContentEntry): string {
  const lines = [
    entry.title,
    [entry.organization, entry.location, entry.dates].filter(Boolean).join(' | '),
  ].filter(Boolean);
  const description = descriptionText(entry.blocks);
  if (description) lines.push(description);
  if (entry.tags.length > 0) lines.push(`Skills: ${entry.tags.join(', ')}`);
  return lines.join('\n');
}

function descriptionText(blocks: DescriptionBlock[]): string {
  return blocks
    .map((block) =>
      block.kind === 'paragraph' ? block.text : block.items.map((item) => `- ${item}`).join('\n'),
    )
    .join('\n');
}
