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
