import { Hono, type Context } from 'hono';
import {
  applicationPackRequestSchema,
  coverLetterExportRequestSchema,
} from '#shared/documents/export-request.schema.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { validate } from '../../lib/validate.ts';
import { attachmentHeader } from './content-disposition.ts';
import { renderApplicationPack, renderCoverLetterRequest } from './cover-letter-export.ts';
import type { RenderedDocument } from './export.service.ts';

/**
 * Cover letters through the document engine, mounted beside exportRoutes under
 * /api/export (so the export routes' per-IP budget, registered for /api/export/*,
 * counts these downloads too):
 *
 * - POST /api/export/cover-letter/{pdf|docx|txt}: `{letter, template_id, page_size?, lang?}`
 *   → the letter in the template's look, 'Jane Doe - Cover Letter.pdf'.
 * - POST /api/export/application-pack: a resume export request plus `letter` → a ZIP with
 *   both documents as PDF, DOCX and TXT, 'Jane Doe - Application.zip'.
 *
 * Anonymous visitors may export (nothing is stored); bodies are validated by the shared
 * schemas (400 VALIDATION_FAILED).
 */
export function coverLetterExportRoutes() {
  const send = async (c: Context<AppEnv>, rendering: Promise<RenderedDocument>) => {
    const file = await rendering;
    return c.body(file.body as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': file.contentType,
      'Content-Disposition': attachmentHeader(file.fileName),
      'Content-Length': String(file.body.byteLength),
      // A letter is personal data: no shared or stored copies.
      'Cache-Control': 'no-store',
    });
  };
  const letter = validate('json', coverLetterExportRequestSchema);
  return new Hono<AppEnv>()
    .post('/cover-letter/pdf', letter, (c) =>
      send(c, renderCoverLetterRequest('pdf', c.req.valid('json'))),
    )
    .post('/cover-letter/docx', letter, (c) =>
      send(c, renderCoverLetterRequest('docx', c.req.valid('json'))),
    )
    .post('/cover-letter/txt', letter, (c) =>
      send(c, renderCoverLetterRequest('txt', c.req.valid('json'))),
    )
    .post('/application-pack', validate('json', applicationPackRequestSchema), (c) =>
      send(c, renderApplicationPack(c.req.valid('json'))),
    );
}
