import {
  shareListSchema,
  shareSettingsSchema,
  type ShareBody,
  type ShareSettings,
  type ShareSummary,
} from '#shared/sharing/sharing-api.ts';
import { request } from '../../lib/api/request.ts';

/**
 * Public links (src/shared/sharing/sharing-api.ts) on the client's API layer: answers parsed
 * with the shared schemas.
 */

const shareOf = (documentId: string) => `/api/documents/${encodeURIComponent(documentId)}/share`;

/** Every shared document of the signed-in user, with its totals. */
export async function listShares(signal?: AbortSignal): Promise<ShareSummary[]> {
  return (await request('GET', '/api/shares', { schema: shareListSchema, signal })).shares;
}

/** The link's settings and counts; a 404 ApiError when the document is not shared. */
export function getShare(documentId: string, signal?: AbortSignal): Promise<ShareSettings> {
  return request('GET', shareOf(documentId), { schema: shareSettingsSchema, signal });
}

/** Creates the link or changes its settings (fields left out keep their values). */
export function saveShare(documentId: string, body: ShareBody): Promise<ShareSettings> {
  return request('POST', shareOf(documentId), { schema: shareSettingsSchema, body });
}

/** Stops sharing: the link answers 404 from then on. */
export async function revokeShare(documentId: string): Promise<void> {
  await request('DELETE', shareOf(documentId), { schema: { parse: () => undefined } });
}
