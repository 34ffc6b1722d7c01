/** The page sizes every document comes in. */
export type PageSizeId = 'A4' | 'LETTER';

/** What a caller may choose for any document (resume or letter, PDF or DOCX). */
export interface DocumentOptions {
  pageSize?: PageSizeId;
  /** BCP 47 language tag of the document, e.g. 'en', 'en-US', 'de'. */
  lang?: string;
  /** Document title; defaults to '{name} - Resume' or '{name} - Cover Letter'. */
  title?: string;
  /** Document author; defaults to the person's name. */
  author?: string;
}
