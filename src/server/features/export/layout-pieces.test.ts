import { describe, expect, it } from 'vitest';
import { shortResume } from '#shared/documents/__fixtures__/resume-fixtures.ts';
import { rasterizeFirstPage, VISUAL_DPI, VISUAL_TEMPLATES } from './__visual__/visual.ts';
import { renderResumePdf } from './export.service.ts';
import { inspectPdf } from './pdf-inspect.ts';

/** Rows of an RGB image, top first, that are inked (darker than light grey) over `share` of the width. */
function ruledRows(
  image: { width: number; height: number; data: Uint8Array },
  rows: number,
  share: number,
) {
  const out: number[] = [];
  for (let y = 0; y < Math.min(rows, image.height); y += 1) {
    let inked = 0;
    for (let x = 0; x < image.width; x += 1) {
      const i = (y * image.width + x) * 3;
      if (Math.min(image.data[i]!, image.data[i + 1]!, image.data[i + 2]!) < 200) inked += 1;
    }
    if (inked >= image.width * share) out.push(y);
  }
  return out;
}

describe('executive serif header', () => {
  it('draws the double rule above the name across the column, not as a dot', async () => {
    const pdf = await renderResumePdf(shortResume, VISUAL_TEMPLATES['executive-serif']);
    const page = (await inspectPdf(pdf)).pages[0]!;
    const name = page.items.find((i) => i.str === 'Jane Doe')!;
    const baseline = Math.floor(((page.height - name.y) * VISUAL_DPI) / 72);
    // Above the name's baseline only the rule can ink most of a row; the name cannot.
    expect(ruledRows(rasterizeFirstPage(pdf), baseline, 0.7).length).toBeGreaterThan(0);
  });
});
