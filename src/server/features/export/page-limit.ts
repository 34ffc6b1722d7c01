/**
 * The most pages a server export may have. A resume or letter is one or two pages, a long
 * career a few more; past this it is a mistake or a load test, and laying out pages costs
 * more the longer the document gets (each page is split off the rest of the layout), so
 * the PDF is refused rather than drawn. See docs/decisions/0025-fair-export-queue-and-page-cap.md.
 */
export const EXPORT_MAX_PAGES = 20;

export type PagedDocument = 'resume' | 'cover letter';

export class PageLimitError extends Error {
  constructor(
    readonly document: PagedDocument,
    readonly pages: number,
    readonly maxPages: number,
  ) {
    super(pageLimitMessage(document, pages, maxPages));
    this.name = 'PageLimitError';
  }
}

export function pageLimitMessage(document: PagedDocument, pages: number, maxPages: number) {
  return `This ${document} has ${pages} pages; a download can have at most ${maxPages}. Please shorten it, then try again.`;
}

/** The layout check renderTaggedPdf runs before drawing, or none without a limit. */
export function pageLimit(document: PagedDocument, maxPages: number | undefined) {
  if (maxPages === undefined) return undefined;
  return ({ pages }: { pages: number }) => {
    if (pages > maxPages) throw new PageLimitError(document, pages, maxPages);
  };
}

/**
 * Text past which a document is refused before it is laid out at all. Laying out is the
 * costly part, and it runs before the page count is known, so a document far over the
 * page cap would still hold a worker for seconds. Templates hold roughly 3,000–6,000
 * characters a page (a resume at the schema's limits, 156,000 characters, is 35 pages in
 * the classic template), so past this a document is over the cap in every template.
 */
export const EXPORT_MAX_CHARACTERS = 150_000;

/** Characters in every string of a request: what a layout of it has to set. */
export function textCharacters(value: unknown): number {
  if (typeof value === 'string') return value.length;
  if (Array.isArray(value)) return value.reduce((n: number, v) => n + textCharacters(v), 0);
  if (value && typeof value === 'object') {
    let n = 0;
    for (const v of Object.values(value)) n += textCharacters(v);
    return n;
  }
  return 0;
}

export function tooMuchTextMessage(document: PagedDocument, maxPages: number) {
  return `This ${document} is too long to download: it would run to more than ${maxPages} pages. Please shorten it, then try again.`;
}
