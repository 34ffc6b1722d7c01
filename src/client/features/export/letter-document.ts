import { useMemo } from 'react';
import type { CoverLetterData } from '#shared/cover-letter/cover-letter.schema.ts';
import type { ResumeData } from '#shared/resume/resume.schema.ts';
import { effectiveTemplateId } from '#shared/templates/effective-template.ts';
import type { LetterRenderInput } from './letter-render-input.ts';
import { usePageSize } from './page-size-store.ts';
import type { RenderInput } from './render-request.ts';

/** What the cover-letter editor hands the document engine's controls (composed at its route). */
export interface LetterDocumentProps {
  letter: CoverLetterData;
  /** The linked resume's template_id (or the letter's own); null: the default template. */
  templateId: string | null;
  /**
   * The linked resume's per-document key (page size is kept per document in this
   * browser), so the letter prints on the same paper as its resume.
   */
  documentKey: string;
  /** The linked resume, for the application pack; null when the letter has none. */
  resume: ResumeData | null;
}

export function useLetterRenderInputs({
  letter,
  templateId,
  documentKey,
  resume,
}: LetterDocumentProps): { letter: LetterRenderInput; resume: RenderInput | null } {
  const [pageSize] = usePageSize(documentKey);
  const id = effectiveTemplateId(templateId);
  return useMemo(
    () => ({
      letter: { letter, templateId: id, pageSize },
      resume: resume ? { data: resume, templateId: id, pageSize } : null,
    }),
    [letter, resume, id, pageSize],
  );
}
