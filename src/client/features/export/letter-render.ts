import {
  drawJobInWorker,
  renderDocx,
  renderJobInWorker,
  renderPdf,
  renderTxt,
} from './document-renderer.ts';
import type { LetterRenderInput } from './letter-render-input.ts';
import { memoizeRenders, type RenderInput } from './render-request.ts';

/**
 * Cover letters through the same render worker as resumes: the Preview dialog and the
 * downloads share one rendering per input, so the bytes shown are the bytes downloaded; the
 * live preview draws the same layout as pictures (canvas-pages.ts). The application pack renders the resume and the letter in all
 * three formats and zips them here in the browser: nothing leaves the device.
 */

const letterKey = (input: LetterRenderInput) =>
  JSON.stringify([input.templateId, input.pageSize, input.resume, input.letter]);

/** The letter's PDF: the same input gives the same bytes (see memoizeRenders). */
export const renderLetterPdf = memoizeRenders(
  (letter: LetterRenderInput) => renderJobInWorker('pdf', { letter }),
  4,
  letterKey,
);

/** The live preview's pages of a letter, skipped when typing has overtaken them. */
export const previewLetterPages = (letter: LetterRenderInput, pixelWidth: number) =>
  drawJobInWorker({ letter }, pixelWidth, 'letter-preview');

export const renderLetterDocx = memoizeRenders(
  (letter: LetterRenderInput) => renderJobInWorker('docx', { letter }),
  1,
  letterKey,
);

export async function renderLetterTxt(input: LetterRenderInput): Promise<Uint8Array> {
  const { buildCoverLetterTxt } =
    await import('#shared/documents/cover-letter-txt/cover-letter-txt.ts');
  return new TextEncoder().encode(buildCoverLetterTxt(input.letter));
}

/** The ZIP of the application pack: the resume and the letter as PDF, DOCX and TXT. */
export async function renderApplicationPack(
  resume: RenderInput,
  letter: LetterRenderInput,
): Promise<Uint8Array> {
  const [{ zipApplicationPack }, rPdf, rDocx, rTxt, lPdf, lDocx, lTxt] = await Promise.all([
    import('#shared/documents/application-pack.ts'),
    renderPdf(resume),
    renderDocx(resume),
    renderTxt(resume),
    renderLetterPdf(letter),
    renderLetterDocx(letter),
    renderLetterTxt(letter),
  ]);
  const resumeName = resume.data.personalInfo.fullName;
  return zipApplicationPack(
    { fullName: resumeName, files: { pdf: rPdf, docx: rDocx, txt: rTxt } },
    {
      fullName: letter.letter.sender.fullName || resumeName,
      files: { pdf: lPdf, docx: lDocx, txt: lTxt },
    },
  );
}
