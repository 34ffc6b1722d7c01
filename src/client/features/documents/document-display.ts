import type { DocumentListItem } from '#shared/documents-api/documents-api.ts';
import { effectiveTemplateId } from '#shared/templates/effective-template.ts';

/** The words the documents page uses for each kind. */
export const KIND_LABELS = {
  resume: 'Resume',
  cover_letter: 'Cover letter',
} as const;

/** Where a document opens: the default resume is /build, other resumes /build/:id, letters /cover-letter/:id. */
export function documentPath(doc: Pick<DocumentListItem, 'id' | 'kind' | 'is_default'>): string {
  if (doc.kind === 'cover_letter') return `/cover-letter/${doc.id}`;
  return doc.is_default ? '/build' : `/build/${doc.id}`;
}

/** "Data Engineer at Babbage & Co", "Data Engineer", "Babbage & Co", or null when there is none. */
export function targetJobText(target: DocumentListItem['target_job']): string | null {
  if (!target) return null;
  const title = target.title.trim();
  const company = target.company.trim();
  if (title && company) return `${title} at ${company}`;
  return title || company || null;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago"; "in 2 days" for future times. */
export function relativeTime(iso: string, now: number = Date.now(), locale = 'en'): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const seconds = Math.round((at - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 60) return 'just now';
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (abs >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}

/** Whole days from `now` until `iso` (at least 0), for "removed for good in N days". */
export function daysUntil(iso: string, now: number = Date.now()): number {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return 0;
  return Math.max(0, Math.ceil((at - now) / (24 * 3600 * 1000)));
}

/**
 * The template a card pictures: its own, else (a letter) its linked resume's, else the
 * default template the document is drawn in (a new or imported resume has none chosen).
 */
export function thumbnailTemplateId(
  doc: Pick<DocumentListItem, 'template_id' | 'linked_resume_id'>,
  all: readonly Pick<DocumentListItem, 'id' | 'template_id'>[],
): number {
  return effectiveTemplateId(
    doc.template_id ?? all.find((d) => d.id === doc.linked_resume_id)?.template_id,
  );
}
