import type { PageSizeId } from '#shared/documents/resume-pdf/pdf-theme.ts';

export type { PageSizeId };

export const PAGE_SIZE_LABELS: Readonly<Record<PageSizeId, string>> = {
  A4: 'A4',
  LETTER: 'US Letter',
};

/** Regions that print on US Letter; everywhere else uses A4 (ISO 216). */
const LETTER_LOCALES = new Set(['en-us', 'en-ca']);

/** The paper a new document starts on, from the browser's languages (first one wins). */
export function defaultPageSize(languages: readonly string[]): PageSizeId {
  const first = languages[0]?.toLowerCase();
  return first && LETTER_LOCALES.has(first) ? 'LETTER' : 'A4';
}

export function isPageSize(value: unknown): value is PageSizeId {
  return value === 'A4' || value === 'LETTER';
}
