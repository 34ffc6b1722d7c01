import type { Context } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import { attachmentHeader } from './content-disposition.ts';
import type { RenderedDocument } from './export.service.ts';

/** A rendered export as the download's response: an attachment nobody keeps a copy of. */
export function exportResponse(c: Context<AppEnv>, file: RenderedDocument): Response {
  return c.body(file.body as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': file.contentType,
    'Content-Disposition': attachmentHeader(file.fileName),
    'Content-Length': String(file.body.byteLength),
    // A resume or a letter is personal data: no shared or stored copies.
    'Cache-Control': 'no-store',
  });
}
