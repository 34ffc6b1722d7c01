// `npm run template-previews`: renders page 1 of every catalogue template with sample
// content through the document engine (the same PDF Download gives), rasterises it with
// poppler's pdftoppm and encodes it as WebP in headless Chromium, into
// public/template-previews/<id>.webp with a manifest of what each image was made from.
// Run it after changing a template's look or a sample; the template-previews test says when.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { TEMPLATES } from '#shared/templates/catalogue.ts';
import { previewSampleFor, TEMPLATE_PREVIEW } from '#shared/templates/template-previews.ts';
import { renderResumePdf } from '#server/features/export/export.service.ts';
import {
  previewInputsDigest,
  previewsDir,
  type PreviewManifest,
} from '#server/features/export/template-previews.ts';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const outDir = previewsDir(root);
const { width, height } = TEMPLATE_PREVIEW;

function rasterise(pdf: Uint8Array): Buffer {
  const result = spawnSync(
    'pdftoppm',
    [
      '-png',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      '-scale-to-x',
      String(width),
      '-scale-to-y',
      String(height),
      '-aa',
      'yes',
      '-aaVector',
      'yes',
      '-',
    ],
    { input: pdf, maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`pdftoppm failed: ${result.stderr.toString()}`);
  return result.stdout;
}

/** scripts/chromium.mjs is plain JavaScript; load it at run time and type what we use. */
async function tools() {
  return (await import(pathToFileURL(path.join(root, 'scripts/chromium.mjs')).href)) as {
    ensureChromium: () => string;
    ensureDebianTool: (command: string, pkg: string, purpose: string) => void;
  };
}

async function main() {
  const { ensureChromium, ensureDebianTool } = await tools();
  ensureDebianTool('pdftoppm', 'poppler-utils', 'rasterising the template previews');
  const browser = await chromium.launch({
    executablePath: ensureChromium(),
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    fs.mkdirSync(outDir, { recursive: true });
    const manifest: PreviewManifest = { width, height, images: {} };
    let bytes = 0;
    for (const template of TEMPLATES) {
      const sample = previewSampleFor(template);
      const pdf = await renderResumePdf(sample.resume, template, {
        pageSize: TEMPLATE_PREVIEW.pageSize,
      });
      const png = rasterise(pdf).toString('base64');
      const webp = await page.evaluate(
        async ({ png, width, height }) => {
          const blob = await (await fetch(`data:image/png;base64,${png}`)).blob();
          const canvas = new OffscreenCanvas(width, height);
          canvas.getContext('2d')!.drawImage(await createImageBitmap(blob), 0, 0, width, height);
          const out = await canvas.convertToBlob({ type: 'image/webp', quality: 0.82 });
          const data = new Uint8Array(await out.arrayBuffer());
          let binary = '';
          for (const byte of data) binary += String.fromCharCode(byte);
          return btoa(binary);
        },
        { png, width, height },
      );
      const file = Buffer.from(webp, 'base64');
      fs.writeFileSync(path.join(outDir, `${template.id}.webp`), file);
      manifest.images[String(template.id)] = previewInputsDigest(template);
      bytes += file.length;
      console.error(
        `${template.id}. ${template.name} (${sample.title}): ${Math.round(file.length / 1024)} KB`,
      );
    }
    fs.writeFileSync(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    console.error(
      `${TEMPLATES.length} previews, ${Math.round(bytes / 1024)} KB in all, in ${path.relative(root, outDir)}`,
    );
  } finally {
    await browser.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
