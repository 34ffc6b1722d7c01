import { ApiError } from './api-error.ts';
import { errorFrom } from './failed-call.ts';
import { send, type Method, type SendOptions } from './request.ts';

/**
 * File downloads through the one API layer: the answer's bytes and the name the server
 * gave it. Its own module, so only the screens that download carry it, not every page.
 */
export interface FileAnswer {
  blob: Blob;
  /** From Content-Disposition (the RFC 5987 form first); null when the server gave none. */
  fileName: string | null;
}

function attachmentName(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A broken encoding: the plain name, if any, is the next best.
    }
  }
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? null;
}

/** Throws ApiError like `request`; a download cut off halfway is status 0 'NETWORK'. */
export async function requestFile(
  method: Method,
  path: string,
  options: SendOptions & { accept?: string } = {},
): Promise<FileAnswer> {
  const res = await send(method, path, options, options.accept ?? '*/*');
  if (!res.ok) {
    let body: unknown = null;
    try {
      body = await res.json();
    } catch {
      // Not our JSON error body: the status says what happened.
    }
    throw errorFrom(res, body);
  }
  let blob: Blob;
  try {
    blob = await res.blob();
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK', 'The download was interrupted. Please try again.');
  }
  return { blob, fileName: attachmentName(res.headers.get('content-disposition')) };
}
