import type { CoverLetterData } from '../../cover-letter/cover-letter.schema.ts';
import { coverLetterContent } from '../cover-letter-content.ts';
import { contactParts } from '../resume-content.ts';

/**
 * The letter as plain text, to paste into an application form or an e-mail: the sender
 * block, date, recipient, subject, greeting, paragraphs and sign-off, one blank line
 * between blocks, no line wrapping, '\n' line ends. Links print their full address.
 */
export function buildCoverLetterTxt(letter: CoverLetterData): string {
  const c = coverLetterContent(letter);
  const s = c.sender;
  const sender = [
    s.name,
    contactParts(s).join(' | '),
    ...s.links.map((link) => (link.label ? `${link.label}: ${link.url}` : link.url)),
  ].filter(Boolean);
  const blocks = [
    sender.join('\n'),
    c.date,
    c.recipient.join('\n'),
    c.subject,
    c.greeting,
    ...c.paragraphs,
    [c.closing, c.signature].filter(Boolean).join('\n'),
  ].filter(Boolean);
  return blocks.length > 0 ? `${blocks.join('\n\n')}\n` : '';
}
