import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEMPLATES } from '#shared/templates/catalogue.ts';
import { TEMPLATE_PREVIEW } from '#shared/templates/template-previews.ts';
import {
  previewInputsDigest,
  previewsDir,
  webpSize,
  type PreviewManifest,
} from './template-previews.ts';

const dir = previewsDir(path.resolve(import.meta.dirname, '../../../..'));
const REGENERATE = 'run `npm run template-previews` and commit public/template-previews';

describe('template preview images', () => {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8'),
  ) as PreviewManifest;

  it('has one WebP page image per catalogue template, at the preview size', () => {
    expect(manifest.width).toBe(TEMPLATE_PREVIEW.width);
    expect(manifest.height).toBe(TEMPLATE_PREVIEW.height);
    for (const template of TEMPLATES) {
      const file = path.join(dir, `${template.id}.webp`);
      expect(fs.existsSync(file), `${template.name}: no preview; ${REGENERATE}`).toBe(true);
      const bytes = new Uint8Array(fs.readFileSync(file));
      expect(webpSize(bytes), `${template.name}: not a WebP image`).toEqual({
        width: TEMPLATE_PREVIEW.width,
        height: TEMPLATE_PREVIEW.height,
      });
      // A blank or failed render encodes to a few hundred bytes; a page of text does not.
      expect(bytes.length).toBeGreaterThan(8 * 1024);
    }
    const extra = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.webp'))
      .filter((f) => !TEMPLATES.some((t) => `${t.id}.webp` === f));
    expect(extra).toEqual([]);
  });

  it("is up to date with each template's look and sample", () => {
    const stale = TEMPLATES.filter(
      (t) => manifest.images[String(t.id)] !== previewInputsDigest(t),
    ).map((t) => t.name);
    expect(stale, `out-of-date previews; ${REGENERATE}`).toEqual([]);
  });
});

describe('webpSize', () => {
  it('reads lossy, lossless and extended headers and refuses other files', () => {
    const riff = (chunk: string, body: number[]) =>
      new Uint8Array([
        ...'RIFF'.split('').map((c) => c.charCodeAt(0)),
        0,
        0,
        0,
        0,
        ...'WEBP'.split('').map((c) => c.charCodeAt(0)),
        ...chunk.split('').map((c) => c.charCodeAt(0)),
        ...body,
      ]);
    // VP8: chunk size, frame tag, start code, then 14-bit width and height.
    const lossy = riff(
      'VP8 ',
      [0, 0, 0, 0, 0, 0, 0, 0x9d, 0x01, 0x2a, 0x30, 0x02, 0x18, 0x03, 0, 0],
    );
    expect(webpSize(lossy)).toEqual({ width: 560, height: 792 });
    // VP8L: chunk size, signature 0x2f, then (width-1) | (height-1) << 14.
    const bits = 559 | (791 << 14);
    const lossless = riff('VP8L', [
      0,
      0,
      0,
      0,
      0x2f,
      bits & 0xff,
      (bits >> 8) & 0xff,
      (bits >> 16) & 0xff,
      (bits >>> 24) & 0xff,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
    ]);
    expect(webpSize(lossless)).toEqual({ width: 560, height: 792 });
    // VP8X: chunk size, flags, reserved, then 24-bit width-1 and height-1.
    const extended = riff(
      'VP8X',
      [0, 0, 0, 0, 0, 0, 0, 0, 0x2f, 0x02, 0x00, 0x17, 0x03, 0x00, 0, 0],
    );
    expect(webpSize(extended)).toEqual({ width: 560, height: 792 });
    expect(
      webpSize(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toBeNull();
  });
});
