import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Template } from '#shared/templates/template.schema.ts';
import { previewSampleFor, TEMPLATE_PREVIEW } from '#shared/templates/template-previews.ts';

/**
 * What a template's preview image is drawn from, as a digest: the template's look, the
 * sample it shows and the image size. `public/template-previews/manifest.json` keeps the
 * digest each image was made from, so a test can tell when an image is out of date.
 */
export function previewInputsDigest(
  template: Pick<Template, 'id' | 'category' | 'layout' | 'theme'>,
) {
  const sample = previewSampleFor(template);
  return createHash('sha256')
    .update(
      JSON.stringify({
        layout: template.layout,
        theme: template.theme,
        sample: sample.resume,
        size: TEMPLATE_PREVIEW,
      }),
    )
    .digest('hex')
    .slice(0, 16);
}

export const previewsDir = (root: string) => path.join(root, 'public', TEMPLATE_PREVIEW.dir);

export interface PreviewManifest {
  width: number;
  height: number;
  /** Template id → digest of the inputs its image was made from. */
  images: Record<string, string>;
}

/** Width and height of a WebP file (lossy VP8, lossless VP8L or extended VP8X), or null. */
export function webpSize(bytes: Uint8Array): { width: number; height: number } | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length < 30 || ascii(0, 4) !== 'RIFF' || ascii(8, 12) !== 'WEBP') return null;
  const chunk = ascii(12, 16);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (chunk === 'VP8 ') {
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    const bits = view.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    const u24 = (at: number) => bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);
    return { width: u24(24) + 1, height: u24(27) + 1 };
  }
  return null;
}
