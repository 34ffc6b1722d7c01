import type { ReactNode } from 'react';
import { hasLetterText } from '#shared/cover-letter/cover-letter.schema.ts';
import { findTemplate } from '#shared/templates/catalogue.ts';
import { useLetterRenderInputs, type LetterDocumentProps } from './letter-document.ts';
import { previewLetterPages } from './letter-render.ts';
import { LivePdfPages } from './live-pdf-pages.tsx';
import { PAGE_SIZE_LABELS } from './page-size.ts';
import { PageSizeSelect } from './page-size-select.tsx';
import { usePageSize } from './page-size-store.ts';

/**
 * The cover-letter editor's live preview: the letter's PDF in the linked resume's
 * template, drawn from the very bytes Download gives (the builder's render worker and
 * pdf.js drawing). `fallback` (the letter as HTML) shows until the first PDF is drawn and
 * while the letter has no text; afterwards it is the preview's text alternative.
 */
export function LetterPreview({
  fallback,
  ...document
}: LetterDocumentProps & { fallback: ReactNode }) {
  const inputs = useLetterRenderInputs(document);
  const [storedPageSize, setPageSize] = usePageSize(document.documentKey);
  const pageSize = inputs.letter.pageSize;
  const template = findTemplate(inputs.letter.templateId);

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3 shadow-sm sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted">
          <span className="font-medium text-ink">{template?.name ?? 'Default'}</span> template, as
          the resume it goes with
        </p>
        {/* With its resume at hand the letter takes the resume's paper (letter-document.ts). */}
        {document.resume ? (
          <p className="text-sm text-muted">{PAGE_SIZE_LABELS[pageSize]}, as the resume</p>
        ) : (
          <div className="flex items-center gap-2">
            <PageSizeSelect id="letter-page-size" value={storedPageSize} onChange={setPageSize} />
          </div>
        )}
      </div>
      <LivePdfPages
        source={hasLetterText(document.letter) ? inputs.letter : null}
        renderPages={previewLetterPages}
        pageSize={pageSize}
        testId="letter-preview"
        fallback={fallback}
        renderingText="Rendering your letter..."
        errorText="The preview could not be updated. Your letter is safe; keep editing and it will try again."
      />
    </div>
  );
}
