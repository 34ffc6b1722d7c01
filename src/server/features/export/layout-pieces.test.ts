import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { fullLetter } from '#shared/documents/__fixtures__/cover-letter-fixtures.ts';
import { shortResume } from '#shared/documents/__fixtures__/resume-fixtures.ts';
import { contactParts, resumeContent } from '#shared/documents/resume-content.ts';
import { LAYOUT_FAMILY_IDS } from '#shared/templates/layout-families.ts';
import { rasterizeFirstPage, VISUAL_DPI, VISUAL_TEMPLATES } from './__visual__/visual.ts';
import { renderCoverLetterDocx, renderCoverLetterPdf } from './cover-letter-export.ts';
import { renderResumeDocx, renderResumePdf } from './export.service.ts';
import { inspectPdf } from './pdf-inspect.test-support.ts';

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

describe.each(LAYOUT_FAMILY_IDS)('%s: the letter is drawn with the resume header', (layout) => {
  it('puts the name and every contact detail where the resume does', async () => {
    const template = VISUAL_TEMPLATES[layout];
    const [resume, letter] = await Promise.all([
      renderResumePdf(shortResume, template).then(inspectPdf),
      renderCoverLetterPdf(fullLetter, template).then(inspectPdf),
    ]);
    const person = resumeContent(shortResume);
    const header = [person.name, ...contactParts(person), ...person.links.map((l) => l.display)];
    const headerItems = resume.pages[0]!.items.filter((i) => header.some((h) => i.str.includes(h)));
    // Every detail is somewhere in the header, however the text is split into items.
    for (const h of header)
      expect(
        headerItems.some((i) => i.str.includes(h)),
        h,
      ).toBe(true);
    for (const item of headerItems) {
      const twin = letter.pages[0]!.items.find(
        (i) => i.str === item.str && Math.abs(i.x - item.x) < 0.5 && Math.abs(i.y - item.y) < 0.5,
      );
      expect(twin, `"${item.str}" at ${item.x}, ${item.y}`).toBeDefined();
    }
  });
});

/** The first `count` paragraphs of a DOCX body, hyperlink ids (random per file) masked. */
function leadingParagraphs(docx: Uint8Array, count: number): string[] {
  const xml = strFromU8(unzipSync(docx)['word/document.xml']!);
  return (xml.match(/<w:p[ >][\s\S]*?<\/w:p>/g) ?? [])
    .slice(0, count)
    .map((p) => p.replace(/r:id="[^"]*"/g, 'r:id="link"'));
}

describe.each(LAYOUT_FAMILY_IDS)('%s: the letter DOCX has the resume DOCX header', (layout) => {
  it('starts with the same name and contact paragraphs', async () => {
    const template = VISUAL_TEMPLATES[layout];
    const [resume, letter] = await Promise.all([
      renderResumeDocx(shortResume, template),
      renderCoverLetterDocx(fullLetter, template),
    ]);
    const header = leadingParagraphs(resume, 2);
    expect(header[0]).toContain('Jane Doe');
    expect(header[1]).toContain('jane.doe@example.com');
    expect(leadingParagraphs(letter, 2)).toEqual(header);
  });
});
