import type { CoverLetterData } from '../cover-letter/cover-letter.schema.ts';
import { monthName } from '../resume/dates.ts';
import { emptyResume, isHttpUrl } from '../resume/resume.schema.ts';
import { cleanLine, cleanMultiline } from './clean-text.ts';
import { resumeContent, type ResumeContent } from './resume-content.ts';

/**
 * What every cover-letter builder (PDF, DOCX, TXT) prints, derived once from the letter:
 * cleaned text (clean-text.ts), the date written out, the recipient as address lines,
 * empty paragraphs dropped. The sender is a `ResumeContent` with only the contact
 * details filled, so the letter's header is drawn by the same pieces as the resume's.
 */
export interface CoverLetterContent {
  /** The sender block: name, e-mail, phone, location and links (other sections empty). */
  sender: ResumeContent;
  /** 'March 1, 2026', or ''. */
  date: string;
  /** Name, title, company, then the address lines; empty ones left out. */
  recipient: string[];
  /** 'Re: Lead Product Designer', or '' without a role. */
  subject: string;
  greeting: string;
  paragraphs: string[];
  closing: string;
  signature: string;
}

/** '2026-03-01' → 'March 1, 2026'; '' for anything else. */
export function formatLetterDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return '';
  const month = monthName(match[2]!);
  return month ? `${month} ${Number(match[3])}, ${match[1]}` : '';
}

export function coverLetterContent(letter: CoverLetterData): CoverLetterContent {
  const s = letter.sender;
  const sender = resumeContent({
    ...emptyResume(),
    personalInfo: {
      fullName: s.fullName,
      headline: '',
      email: s.email,
      phone: s.phone,
      location: s.location,
      summary: '',
      links: s.links.filter((l) => isHttpUrl(l.url.trim())),
    },
  });
  const r = letter.recipient;
  const role = cleanLine(letter.role);
  return {
    sender,
    date: formatLetterDate(letter.date),
    recipient: [
      cleanLine(r.name),
      cleanLine(r.title),
      cleanLine(r.company),
      ...cleanMultiline(r.address)
        .split('\n')
        .map((line) => line.trim()),
    ].filter(Boolean),
    subject: role ? `Re: ${role}` : '',
    greeting: cleanLine(letter.greeting),
    // A paragraph is one block of text; blank lines inside one start another.
    paragraphs: letter.paragraphs
      .flatMap((p) => cleanMultiline(p).split(/\n{2,}/))
      .map((p) => p.replace(/\s*\n\s*/g, ' ').trim())
      .filter(Boolean),
    closing: cleanLine(letter.closing),
    signature: cleanLine(letter.signature) || sender.name,
  };
}
