import { Hono, type Context } from 'hono';
import {
  applicationPackRequestSchema,
  coverLetterExportRequestSchema,
} from '#shared/documents/export-request.schema.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { jsonBody } from '../../lib/json-body.ts';
import { exportRequester } from './export-requester.ts';
import { exportResponse } from './export-response.ts';
import { renderPool } from './render-pool.ts';
import type { RenderTask } from './render-task.ts';

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
 * schemas (400 VALIDATION_FAILED). They render in the export routes' render pool, in the
 * same per-requester queue as resumes.
 */
export function coverLetterExportRoutes() {
  const pool = renderPool();
  const send = async (c: Context<AppEnv>, task: RenderTask) =>
    exportResponse(c, await pool.render(task, await exportRequester(c)));
  const letter = jsonBody(coverLetterExportRequestSchema);
  return new Hono<AppEnv>()
    .post('/cover-letter/pdf', letter, (c) =>
      send(c, { kind: 'cover-letter', format: 'pdf', request: c.req.valid('json') }),
    )
    .post('/cover-letter/docx', letter, (c) =>
      send(c, { kind: 'cover-letter', format: 'docx', request: c.req.valid('json') }),
    )
    .post('/cover-letter/txt', letter, (c) =>
      send(c, { kind: 'cover-letter', format: 'txt', request: c.req.valid('json') }),
    )
    .post('/application-pack', jsonBody(applicationPackRequestSchema), (c) =>
      send(c, { kind: 'application-pack', request: c.req.valid('json') }),
    );
}
