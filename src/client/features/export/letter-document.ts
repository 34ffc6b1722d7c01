import { useMemo } from 'react';
import type { CoverLetterData } from '#shared/cover-letter/cover-letter.schema.ts';
import { resumePageSize } from '#shared/documents/resume-style.ts';
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
   * The linked resume's per-document key: a letter whose resume is not at hand keeps its
   * paper in this browser under it (page-size-store.ts).
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
  const [storedPageSize] = usePageSize(documentKey);
  const id = effectiveTemplateId(templateId);
  // The letter prints on the same paper as its resume, which keeps it in its style.
  const pageSize = resume ? resumePageSize(resume.style) : storedPageSize;
  return useMemo(
    () => ({
      letter: {
        letter,
        templateId: id,
        pageSize,
        resume: resume ? { style: resume.style, language: resume.language } : null,
      },
      resume: resume ? { data: resume, templateId: id } : null,
    }),
    [letter, resume, id, pageSize],
  );
}
