import type { CoverLetterData } from '#shared/cover-letter/cover-letter.schema.ts';
import { coverLetterContent } from '#shared/documents/cover-letter-content.ts';
import { contactParts } from '#shared/documents/resume-content.ts';

/**
 * The letter as plain HTML: the preview until the PDF is drawn, and afterwards its text
 * alternative for screen readers. User text is only ever a text child (React escapes it).
 */
export function LetterHtml({ letter }: { letter: CoverLetterData }) {
  const c = coverLetterContent(letter);
  const empty = !c.greeting && c.paragraphs.length === 0 && !c.closing;
  return (
    <article
      aria-label="Cover letter preview"
      className="rounded-lg bg-white p-6 text-sm leading-relaxed text-ink shadow-md ring-1 ring-slate-200"
    >
      {c.sender.name ? <p className="text-lg font-semibold">{c.sender.name}</p> : null}
      {contactParts(c.sender).length > 0 ? (
        <p className="text-xs text-muted">{contactParts(c.sender).join(' · ')}</p>
      ) : null}
      {c.date ? <p className="mt-4">{c.date}</p> : null}
      {c.recipient.length > 0 ? (
        <p className="mt-3">
          {c.recipient.map((line, i) => (
            <span key={i} className="block">
              {line}
            </span>
          ))}
        </p>
      ) : null}
      {c.subject ? <p className="mt-3 font-semibold">{c.subject}</p> : null}
      {c.greeting ? <p className="mt-3">{c.greeting}</p> : null}
      {c.paragraphs.map((p, i) => (
        <p key={i} className="mt-3">
          {p}
        </p>
      ))}
      {c.closing ? <p className="mt-3">{c.closing}</p> : null}
      {c.signature ? <p className="mt-6 font-semibold">{c.signature}</p> : null}
      {empty ? (
        <p className="mt-4 text-muted">
          Your letter appears here. Write it below, or use Draft from my resume.
        </p>
      ) : null}
    </article>
  );
}
