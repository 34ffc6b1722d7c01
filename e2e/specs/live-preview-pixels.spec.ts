import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { sampleWithEverySection } from '../../src/shared/documents/__fixtures__/resume-fixtures.ts';
import { TEMPLATES } from '../../src/shared/templates/catalogue.ts';
import { openWithAnonymousDraft } from './builder-helpers.ts';

/**
 * The live preview draws react-pdf's layout onto canvases in the render worker, without
 * writing the PDF (canvas-pages.ts); the Preview dialog draws the very file Download gives
 * with pdf.js. Both pictures of every page must agree, in every layout family, with every
 * section filled: a wrong colour, a missing rule or a shifted line would not.
 */

test.describe.configure({ timeout: 120_000 });

const FIRST_DRAW = { timeout: 60_000 };

/** The first template of each layout family. */
const FAMILIES = [...new Map(TEMPLATES.map((t) => [t.layout, t] as const)).values()];

interface PageDifference {
  /** Mean absolute difference per colour channel, 0–255. */
  mean: number;
  /** Share of pixels where some channel differs by more than 64. */
  differing: number;
}

/** Both sets of canvases scaled to one width, compared page by page. */
async function compare(page: Page): Promise<PageDifference[]> {
  return page.evaluate(() => {
    const live = [...document.querySelectorAll('[data-testid="live-preview"] canvas')];
    const file = [...document.querySelectorAll('[role="dialog"] canvas')];
    const width = 300;
    const pixels = (source: HTMLCanvasElement) => {
      const height = Math.round((width * source.height) / source.width);
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const ctx = canvas.getContext('2d')!;
      ctx.imageSmoothingQuality = 'high';
      ctx.drawImage(source, 0, 0, width, height);
      return ctx.getImageData(0, 0, width, height).data;
    };
    if (live.length !== file.length) return [{ mean: 255, differing: 1 }];
    return live.map((canvas, i) => {
      const a = pixels(canvas as HTMLCanvasElement);
      const b = pixels(file[i] as HTMLCanvasElement);
      if (a.length !== b.length) return { mean: 255, differing: 1 };
      let sum = 0;
      let differing = 0;
      for (let p = 0; p < a.length; p += 4) {
        let worst = 0;
        for (let c = 0; c < 3; c += 1) {
          const d = Math.abs(a[p + c]! - b[p + c]!);
          sum += d;
          worst = Math.max(worst, d);
        }
        if (worst > 64) differing += 1;
      }
      const count = a.length / 4;
      return { mean: sum / (count * 3), differing: differing / count };
    });
  });
}

for (const template of FAMILIES) {
  test(`the live preview draws what the PDF shows: ${template.layout} (${template.name})`, async ({
    page,
  }) => {
    await openWithAnonymousDraft(page, sampleWithEverySection(), `/build?template=${template.id}`);
    const live = page.getByTestId('live-preview');
    await expect
      .poll(async () => Number(await live.getAttribute('data-draw-count')), FIRST_DRAW)
      .toBeGreaterThan(0);
    const pages = await live.locator('canvas').count();
    expect(pages).toBeGreaterThan(1);

    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Preview' });
    await expect(dialog.locator('canvas')).toHaveCount(pages, FIRST_DRAW);
    await expect(dialog.getByTestId('preview-dialog-status')).toHaveText(`${pages} pages`);

    const differences = await compare(page);
    expect(differences).toHaveLength(pages);
    for (const difference of differences) {
      // Measured: mean 0.3–3.0 and under 0.25 % of pixels, from glyph edges rasterised at
      // two different sizes; a missing line of text or rule, or a wrong fill, is far more.
      expect(difference.mean).toBeLessThan(4);
      expect(difference.differing).toBeLessThan(0.005);
    }
  });
}

test('a browser whose workers cannot draw still gets its preview, drawn from the PDF', async ({
  page,
}) => {
  // The render worker's script as such a browser runs it: no canvases in the worker.
  await page.route('**/assets/render.worker-*.js', async (route) => {
    const response = await route.fetch();
    const script = await response.text();
    await route.fulfill({
      response,
      body: `self.OffscreenCanvas = undefined;\n${script}`,
      headers: { ...response.headers(), 'content-encoding': 'identity' },
    });
  });
  const workerScripts: string[] = [];
  page.on('request', (request) => {
    if (/pdf\.worker/.test(request.url())) workerScripts.push(request.url());
  });
  await openWithAnonymousDraft(
    page,
    sampleWithEverySection(),
    `/build?template=${FAMILIES[0]!.id}`,
  );
  const live = page.getByTestId('live-preview');
  await expect
    .poll(async () => Number(await live.getAttribute('data-draw-count')), FIRST_DRAW)
    .toBeGreaterThan(0);
  await expect(live.locator('canvas')).toHaveCount(2);
  // pdf.js drew it: its worker was loaded, which the usual preview never needs.
  expect(workerScripts.length).toBeGreaterThan(0);
});
