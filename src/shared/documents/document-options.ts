/** The page sizes every document comes in. */
export type PageSizeId = 'A4' | 'LETTER';

/**
 * What a caller may choose for any document (resume or letter, PDF or DOCX). A resume
 * carries its own paper and language (resume-style.ts); these override them when given.
 */
export interface DocumentOptions {
  /** The paper; without it a resume prints on its `style.page_size`, a letter on A4. */
  pageSize?: PageSizeId;
  /** BCP 47 language tag of the document, e.g. 'en', 'en-US', 'de'; else the resume's `language`. */
  lang?: string;
  /** Document title; defaults to '{name} - Resume' or '{name} - Cover Letter'. */
  title?: string;
  /** Document author; defaults to the person's name. */
  author?: string;
}

/**
 * The title and author a document names itself with: the caller's, else from the
 * person's name ('Jane Doe - Resume'), else the kind of document alone.
 */
export function documentNaming(
  options: DocumentOptions,
  name: string,
  kind: 'Resume' | 'Cover Letter',
): { title: string; author: string | undefined } {
  return {
    title: options.title ?? (name ? `${name} - ${kind}` : kind),
    author: options.author ?? (name || undefined),
  };
}
