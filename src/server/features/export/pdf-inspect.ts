import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * Reads a PDF the way an applicant-tracking system does: pdf.js's text layer, in
 * content-stream order, with positions, plus metadata and link annotations. Used by the
 * export tests to prove what our PDFs say; not on any request path.
 */

const require = createRequire(import.meta.url);
// pdf.js needs its standard font data as a directory URL with a trailing slash.
const STANDARD_FONTS = `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

export interface PdfTextItem {
  str: string;
  x: number;
  y: number;
  hasEOL: boolean;
}

export interface InspectedPdf {
  pageCount: number;
  pages: { items: PdfTextItem[]; text: string; links: string[]; width: number; height: number }[];
  /** Every page's text, in order, joined by newlines. */
  text: string;
  info: { Title?: string; Author?: string; Language?: string; Subject?: string; Creator?: string };
}

export async function inspectPdf(bytes: Uint8Array): Promise<InspectedPdf> {
  const doc = await getDocument({
    // pdf.js may transfer (detach) the buffer it is given: pass a copy.
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    standardFontDataUrl: STANDARD_FONTS,
    verbosity: 0,
  }).promise;
  try {
    const pages: InspectedPdf['pages'] = [];
    for (let n = 1; n <= doc.numPages; n += 1) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      const items: PdfTextItem[] = [];
      for (const item of content.items) {
        if (!('str' in item)) continue;
        items.push({
          str: item.str,
          x: item.transform[4] as number,
          y: item.transform[5] as number,
          hasEOL: item.hasEOL,
        });
      }
      const annotations = (await page.getAnnotations()) as { subtype?: string; url?: string }[];
      const [x0, y0, x1, y1] = page.view as [number, number, number, number];
      pages.push({
        width: x1 - x0,
        height: y1 - y0,
        items,
        text: items.map((i) => i.str + (i.hasEOL ? '\n' : '')).join(''),
        links: annotations.filter((a) => a.subtype === 'Link' && a.url).map((a) => a.url as string),
      });
    }
    const meta = await doc.getMetadata();
    return {
      pageCount: doc.numPages,
      pages,
      text: pages.map((p) => p.text).join('\n'),
      info: meta.info as InspectedPdf['info'],
    };
  } finally {
    await doc.destroy();
  }
}
