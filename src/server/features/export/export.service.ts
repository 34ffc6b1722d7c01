import { Packer, type Document } from 'docx';
import {
  EXPORT_CONTENT_TYPES,
  type ExportFormat,
  type ExportRequest,
  type ResumeExportFormat,
} from '#shared/documents/export-request.schema.ts';
import { resumeFileName } from '#shared/documents/file-name.ts';
import { buildResumeDocx } from '#shared/documents/resume-docx/resume-docx.ts';
import type { renderTaggedPdf as RenderTaggedPdf } from '#shared/documents/tagged-pdf.ts';
import type {
  buildResumePdf as BuildResumePdf,
  PageSizeId,
} from '#shared/documents/resume-pdf/resume-pdf.ts';
import { buildResumeMarkdown } from '#shared/documents/resume-md/resume-md.ts';
import { buildResumeTxt } from '#shared/documents/resume-txt/resume-txt.ts';
import { resumeFromApi } from '#shared/resume/resume-api.ts';
import type { ResumeData } from '#shared/resume/resume.schema.ts';
import { SAMPLE_RESUMES } from '#shared/samples/samples.ts';
import { findTemplate } from '#shared/templates/catalogue.ts';
import type { Template } from '#shared/templates/template.schema.ts';
import { pageLimit } from './page-limit.ts';

/**
 * Server-side rendering of the document engine's formats (a resume also as Markdown): the adapters between
 * the runtime-neutral builders (src/shared/documents) and Node (fonts from node_modules,
 * Buffers). Used by the export routes, the `npm run export` CLI and the benchmarks.
 */

export interface RenderOptions {
  pageSize?: PageSizeId;
  lang?: string;
  /** PDF only: more pages than this throws PageLimitError after the layout (page-limit.ts). */
  maxPages?: number;
}

export interface RenderedDocument {
  body: Uint8Array;
  contentType: string;
  fileName: string;
}

/** One way to render a document in each export format (a resume's include Markdown). */
export type FormatRenderers<F extends ResumeExportFormat = ExportFormat> = Record<
  F,
  () => Uint8Array | Promise<Uint8Array>
>;

/** A document rendered in the asked format, with its content type and the download's name. */
export async function renderedAs<F extends ResumeExportFormat>(
  format: F,
  render: FormatRenderers<F>,
  fileName: string,
): Promise<RenderedDocument> {
  return { body: await render[format](), contentType: EXPORT_CONTENT_TYPES[format], fileName };
}

/** A DOCX package's bytes (a view of Node's buffer, not a copy). */
export async function docxBytes(document: Document): Promise<Uint8Array> {
  const buffer = await Packer.toBuffer(document);
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

interface PdfEngine {
  renderTaggedPdf: typeof RenderTaggedPdf;
  buildResumePdf: typeof BuildResumePdf;
}

let pdfEngine: Promise<PdfEngine> | undefined;

/**
 * react-pdf takes most of a second to import, so the server loads it on first use (or
 * from `warmUpPdfEngine` just after start) rather than on every start.
 */
export function loadPdfEngine(): Promise<PdfEngine> {
  pdfEngine ??= Promise.all([
    import('#shared/documents/tagged-pdf.ts'),
    import('#shared/documents/resume-pdf/resume-pdf.ts'),
    import('./pdf-fonts.ts'),
  ]).then(
    async ([renderer, builder, fonts]) => {
      await fonts.registerPdfFonts();
      return { renderTaggedPdf: renderer.renderTaggedPdf, buildResumePdf: builder.buildResumePdf };
    },
    (err: unknown) => {
      pdfEngine = undefined;
      throw err;
    },
  );
  return pdfEngine;
}

/**
 * Loads the PDF engine and renders a full sample resume (regular, bold and italic text,
 * lists, links) in the most used font pairing, so the fonts are parsed and the layout code
 * has run before the first real export: an empty resume left half of that to the first
 * user. Errors are left for the first real export to report.
 */
export async function warmUpPdfEngine(): Promise<void> {
  const template = findTemplate(1);
  const sample = SAMPLE_RESUMES[0];
  if (!template || !sample) return;
  await renderResumePdf(sample.resume, template).catch(() => undefined);
}

export async function renderResumePdf(
  data: ResumeData,
  template: Pick<Template, 'layout' | 'theme'>,
  options: RenderOptions = {},
): Promise<Uint8Array> {
  const { renderTaggedPdf, buildResumePdf } = await loadPdfEngine();
  return renderTaggedPdf(buildResumePdf(data, template, options), {
    onLayout: pageLimit('resume', options.maxPages),
  });
}

export async function renderResumeDocx(
  data: ResumeData,
  template: Pick<Template, 'layout' | 'theme'>,
  options: RenderOptions = {},
): Promise<Uint8Array> {
  return docxBytes(buildResumeDocx(data, template, options));
}

export function renderResumeTxt(data: ResumeData, template: Pick<Template, 'layout'>): Uint8Array {
  return new TextEncoder().encode(buildResumeTxt(data, { layout: template.layout }));
}

function renderResumeMarkdown(data: ResumeData, template: Pick<Template, 'layout'>): Uint8Array {
  return new TextEncoder().encode(buildResumeMarkdown(data, { layout: template.layout }));
}

export async function renderResume(
  format: ResumeExportFormat,
  data: ResumeData,
  template: Pick<Template, 'layout' | 'theme'>,
  options: RenderOptions = {},
): Promise<RenderedDocument> {
  return renderedAs(
    format,
    {
      pdf: () => renderResumePdf(data, template, options),
      docx: () => renderResumeDocx(data, template, options),
      txt: () => renderResumeTxt(data, template),
      md: () => renderResumeMarkdown(data, template),
    },
    resumeFileName(data.personalInfo.fullName, format),
  );
}

/** A validated export request (route body or CLI input) rendered in one format. */
export function renderExportRequest(
  format: ResumeExportFormat,
  request: ExportRequest,
  limits: { maxPages?: number } = {},
): Promise<RenderedDocument> {
  return renderResume(
    format,
    resumeFromApi(request),
    templateOf(request.template_id),
    optionsOf(request, limits),
  );
}

/** The catalogue template a validated request names. */
export function templateOf(id: number): Template {
  const template = findTemplate(id);
  // The schema already refused unknown ids; this guards against a catalogue change.
  if (!template) throw new Error(`Unknown template ${id}`);
  return template;
}

/** What a request asks for, and the page limit of the route it came through (if any). */
export const optionsOf = (
  request: { page_size?: PageSizeId; lang?: string },
  limits: { maxPages?: number },
): RenderOptions => ({
  pageSize: request.page_size,
  lang: request.lang,
  maxPages: limits.maxPages,
});
