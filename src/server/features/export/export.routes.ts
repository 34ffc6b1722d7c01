import { Hono, type Context } from 'hono';
import {
  exportRequestSchema,
  type ExportFormat,
  type ExportRequest,
} from '#shared/documents/export-request.schema.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { validate } from '../../lib/validate.ts';
import { attachmentHeader } from './content-disposition.ts';
import { renderExportRequest, warmUpPdfEngine } from './export.service.ts';

/** Long enough for the server to be listening first; the warm-up then runs in the background. */
const WARM_UP_DELAY_MS = 200;

/**
 * POST /api/export/{pdf|docx|txt}: renders the posted resume (the `GET /api/resume`
 * shape plus `template_id`, optional `page_size` and `lang`) and answers the file as an
 * attachment. Anonymous visitors may export: nothing is stored. The body is validated by
 * the shared schema (400 VALIDATION_FAILED) and capped by the API's body limit (413).
 * Rate limiting is added with the limiter middleware in a later change.
 *
 * `warmUp` loads the PDF engine shortly after the server starts (off the start-up path),
 * so the first export does not pay for importing react-pdf and parsing fonts.
 */
export function exportRoutes(options: { warmUp?: boolean } = {}) {
  if (options.warmUp) setTimeout(() => void warmUpPdfEngine(), WARM_UP_DELAY_MS).unref();
  const send = async (c: Context<AppEnv>, format: ExportFormat, request: ExportRequest) => {
    const file = await renderExportRequest(format, request);
    return c.body(file.body as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': file.contentType,
      'Content-Disposition': attachmentHeader(file.fileName),
      'Content-Length': String(file.body.byteLength),
      // A resume is personal data: no shared or stored copies.
      'Cache-Control': 'no-store',
    });
  };
  return new Hono<AppEnv>()
    .post('/pdf', validate('json', exportRequestSchema), (c) => send(c, 'pdf', c.req.valid('json')))
    .post('/docx', validate('json', exportRequestSchema), (c) =>
      send(c, 'docx', c.req.valid('json')),
    )
    .post('/txt', validate('json', exportRequestSchema), (c) =>
      send(c, 'txt', c.req.valid('json')),
    );
}
