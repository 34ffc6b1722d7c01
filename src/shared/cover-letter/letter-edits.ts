import type { ResumeData } from '../resume/resume.schema.ts';
import type { CoverLetterData, CoverLetterTone, Sender } from './cover-letter.schema.ts';
import type { DraftCoverLetterResponse } from './draft.schema.ts';

/**
 * The editor's edits that involve the linked resume or a draft, as pure functions: the
 * sender block filled from the resume, the role and company from its target job, and a
 * draft laid into the letter (replacing only the letter's text, never the sender or the
 * recipient).
 */

/** The resume's contact details as the letter's sender block. */
export function senderFromResume(resume: ResumeData): Sender {
  const p = resume.personalInfo;
  return {
    fullName: p.fullName,
    email: p.email,
    phone: p.phone,
    location: p.location,
    links: p.links.map((l) => ({ label: l.label, url: l.url })),
  };
}

function isSenderEmpty(sender: Sender): boolean {
  return (
    !sender.fullName.trim() &&
    !sender.email.trim() &&
    !sender.phone.trim() &&
    !sender.location.trim() &&
    sender.links.length === 0
  );
}

/** 'YYYY-MM-DD' of a local date. */
export function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Fills what is still empty from the linked resume: the sender block (when all of it is
 * empty), the role and company (from its target job), the signature (its name) and the
 * date (today). Nothing typed is ever replaced. Returns the same object when nothing
 * changes.
 */
export function prefillFromResume(
  letter: CoverLetterData,
  resume: ResumeData | null,
  today: Date,
): CoverLetterData {
  let next = letter;
  const patch = (changes: Partial<CoverLetterData>) => (next = { ...next, ...changes });
  if (!next.date) patch({ date: isoDate(today) });
  if (!resume) return next;
  if (isSenderEmpty(next.sender)) {
    const sender = senderFromResume(resume);
    if (!isSenderEmpty(sender)) patch({ sender });
  }
  const job = resume.targetJob;
  if (!next.role.trim() && job?.title.trim()) patch({ role: job.title.trim() });
  if (!next.recipient.company.trim() && job?.company.trim())
    patch({ recipient: { ...next.recipient, company: job.company.trim() } });
  if (!next.signature.trim() && resume.personalInfo.fullName.trim())
    patch({ signature: resume.personalInfo.fullName.trim() });
  return next;
}

/** A draft in place of the letter's text: greeting, paragraphs, closing, signature, trace. */
export function applyDraft(
  letter: CoverLetterData,
  draft: DraftCoverLetterResponse,
  tone: CoverLetterTone,
): CoverLetterData {
  return {
    ...letter,
    tone,
    greeting: draft.greeting,
    paragraphs: draft.paragraphs,
    closing: draft.closing,
    signature: draft.signature || letter.signature,
    trace: draft.trace,
  };
}
