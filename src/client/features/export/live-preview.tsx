import { useEffect, type ReactNode } from 'react';
import { isEmptyResume } from '#shared/resume/resume.schema.ts';
import { previewPages } from './document-renderer.ts';
import { useRenderInput, type DocumentProps } from './document-slot.ts';
import { LivePdfPages } from './live-pdf-pages.tsx';
import { renderPageSize } from './render-request.ts';
import { publishRenderedPages } from './rendered-pages-store.ts';
import { TemplatePicker } from './template-picker.tsx';

/**
 * The builder's live preview column: the chosen template's PDF of the current data, its
 * pages drawn from the layout Download's file is written from, with the template picker above
 * it. The paper is the resume's own (its style, set in the Look panel), named under the
 * pages. `fallback` (a plain HTML rendering of the data) shows until the first PDF is
 * drawn and while the resume is still empty (it has the placeholders); after that it stays
 * as the preview's text alternative for screen readers.
 */
export function LivePreview({
  fallback,
  onTemplateChange,
  ...document
}: DocumentProps & { fallback: ReactNode; onTemplateChange: (templateId: string) => void }) {
  const input = useRenderInput(document);
  // The ATS check's length rule counts the pages on screen (features/ats-keywords).
  useEffect(() => () => publishRenderedPages(null), []);

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
        <TemplatePicker templateId={input.templateId} onChange={onTemplateChange} />
      </div>
      <LivePdfPages
        source={isEmptyResume(document.data) ? null : input}
        renderPages={previewPages}
        pageSize={renderPageSize(input)}
        testId="live-preview"
        fallback={fallback}
        renderingText="Rendering your template..."
        errorText="The preview could not be updated. Your data is safe; keep editing and it will try again."
        emptyNote="Start filling in your details to see them in this template."
        onPages={publishRenderedPages}
      />
    </div>
  );
}
