import type { CoverLetterData } from '#shared/cover-letter/cover-letter.schema.ts';
import { zipApplicationPack } from '#shared/documents/application-pack.ts';
import { buildCoverLetterDocx } from '#shared/documents/cover-letter-docx/cover-letter-docx.ts';
import type { buildCoverLetterPdf as BuildCoverLetterPdf } from '#shared/documents/cover-letter-pdf/cover-letter-pdf.ts';
import { buildCoverLetterTxt } from '#shared/documents/cover-letter-txt/cover-letter-txt.ts';
import {
  ZIP_CONTENT_TYPE,
  type ApplicationPackRequest,
  type CoverLetterExportRequest,
  type ExportFormat,
} from '#shared/documents/export-request.schema.ts';
import { applicationPackFileName, coverLetterFileName } from '#shared/documents/file-name.ts';
import { followResume } from '#shared/documents/resume-style.ts';
import { resumeFromApi } from '#shared/resume/resume-api.ts';
import type { Template } from '#shared/templates/template.schema.ts';
import {
  docxBytes,
  loadPdfEngine,
  optionsOf,
  renderedAs,
  renderResume,
  type RenderedDocument,
  type RenderOptions,
  templateOf,
} from './export.service.ts';
import { pageLimit } from './page-limit.ts';

/**
 * Server-side rendering of cover letters (PDF, DOCX, TXT) and the application pack
 * (the resume and the letter in all three formats, zipped), for the export routes and
 * the `npm run export` CLI. The builders are the shared ones the browser's render worker
 * uses, so a letter downloaded from the editor and one exported here are the same.
 */

let letterPdfBuilder: Promise<typeof BuildCoverLetterPdf> | undefined;

function loadLetterPdfBuilder(): Promise<typeof BuildCoverLetterPdf> {
  letterPdfBuilder ??= import('#shared/documents/cover-letter-pdf/cover-letter-pdf.ts').then(
    (m) => m.buildCoverLetterPdf,
    (err: unknown) => {
      letterPdfBuilder = undefined;
      throw err;
    },
  );
  return letterPdfBuilder;
}

export async function renderCoverLetterPdf(
  letter: CoverLetterData,
  template: Pick<Template, 'layout' | 'theme'>,
  options: RenderOptions = {},
): Promise<Uint8Array> {
  const [{ renderTaggedPdf }, build] = await Promise.all([loadPdfEngine(), loadLetterPdfBuilder()]);
  return renderTaggedPdf(build(letter, template, options), {
    onLayout: pageLimit('cover letter', options.maxPages),
  });
}

export async function renderCoverLetterDocx(
  letter: CoverLetterData,
  template: Pick<Template, 'layout' | 'theme'>,
  options: RenderOptions = {},
): Promise<Uint8Array> {
  return docxBytes(buildCoverLetterDocx(letter, template, options));
}

function renderCoverLetterTxt(letter: CoverLetterData): Uint8Array {
  return new TextEncoder().encode(buildCoverLetterTxt(letter));
}

export async function renderCoverLetter(
  format: ExportFormat,
  letter: CoverLetterData,
  template: Pick<Template, 'layout' | 'theme'>,
  options: RenderOptions = {},
): Promise<RenderedDocument> {
  return renderedAs(
    format,
    {
      pdf: () => renderCoverLetterPdf(letter, template, options),
      docx: () => renderCoverLetterDocx(letter, template, options),
      txt: () => renderCoverLetterTxt(letter),
    },
    coverLetterFileName(letter.sender.fullName, format),
  );
}

export function renderCoverLetterRequest(
  format: ExportFormat,
  request: CoverLetterExportRequest,
  limits: { maxPages?: number } = {},
): Promise<RenderedDocument> {
  return renderCoverLetter(
    format,
    request.letter,
    templateOf(request.template_id),
    optionsOf(request, limits),
  );
}

/**
 * The resume and the letter as PDF, DOCX and TXT, in one ZIP. One after the other, the PDFs
 * first: the work is all on one thread anyway, and a PDF over the page limit then stops the
 * pack before anything else is rendered (nothing keeps the worker busy after the refusal).
 */
export async function renderApplicationPack(
  request: ApplicationPackRequest,
  limits: { maxPages?: number } = {},
): Promise<RenderedDocument> {
  const template = templateOf(request.template_id);
  const options = optionsOf(request, limits);
  const resume = resumeFromApi(request);
  // The letter looks like its resume: its style, paper and language (resume-style.ts).
  const letterLook = followResume(template, resume, options);
  const renderLetter = (format: ExportFormat) =>
    renderCoverLetter(format, request.letter, letterLook.template, letterLook.options);
  const rPdf = await renderResume('pdf', resume, template, options);
  const lPdf = await renderLetter('pdf');
  const rDocx = await renderResume('docx', resume, template, options);
  const rTxt = await renderResume('txt', resume, template, options);
  const lDocx = await renderLetter('docx');
  const lTxt = await renderLetter('txt');
  const resumeName = resume.personalInfo.fullName;
  const letterName = request.letter.sender.fullName || resumeName;
  const body = zipApplicationPack(
    { fullName: resumeName, files: { pdf: rPdf.body, docx: rDocx.body, txt: rTxt.body } },
    { fullName: letterName, files: { pdf: lPdf.body, docx: lDocx.body, txt: lTxt.body } },
  );
  return {
    body,
    contentType: ZIP_CONTENT_TYPE,
    fileName: applicationPackFileName(resumeName || letterName),
  };
}
