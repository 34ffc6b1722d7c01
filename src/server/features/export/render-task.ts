import type {
  ApplicationPackRequest,
  CoverLetterExportRequest,
  ExportFormat,
  ExportRequest,
  ResumeExportFormat,
} from '#shared/documents/export-request.schema.ts';
import { renderApplicationPack, renderCoverLetterRequest } from './cover-letter-export.ts';
import { renderExportRequest, type RenderedDocument } from './export.service.ts';

/** One server export, as the routes hand it to the render pool's workers. */
export type RenderTask =
  | { kind: 'resume'; format: ResumeExportFormat; request: ExportRequest }
  | { kind: 'cover-letter'; format: ExportFormat; request: CoverLetterExportRequest }
  | { kind: 'application-pack'; request: ApplicationPackRequest };

/**
 * Renders a task in this thread (the render worker's side of the pool). A PDF with more
 * than `maxPages` pages throws PageLimitError before it is drawn.
 */
export function renderTask(
  task: RenderTask,
  limits: { maxPages?: number } = {},
): Promise<RenderedDocument> {
  switch (task.kind) {
    case 'resume':
      return renderExportRequest(task.format, task.request, limits);
    case 'cover-letter':
      return renderCoverLetterRequest(task.format, task.request, limits);
    case 'application-pack':
      return renderApplicationPack(task.request, limits);
  }
}
