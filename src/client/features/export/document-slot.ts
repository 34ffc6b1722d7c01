import { useMemo } from 'react';
import type { ResumeData } from '#shared/resume/resume.schema.ts';
import { effectiveTemplateId } from '#shared/templates/effective-template.ts';
import type { RenderInput } from './render-request.ts';

/** What the builder hands the document engine's controls (composed at the /build route). */
export interface DocumentProps {
  data: ResumeData;
  /** The document's template_id; null until one is chosen (the default template is used). */
  templateId: string | null;
  /** Whose document this is, for per-document settings kept in this browser. */
  documentKey: string;
}

/** The render input of the document as it is now (its page size is in `data.style`). */
export function useRenderInput({ data, templateId }: DocumentProps): RenderInput {
  const id = effectiveTemplateId(templateId);
  return useMemo(() => ({ data, templateId: id }), [data, id]);
}
