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

interface PdfTextItem {
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
  /** The tagged structure, as an assistive technology or a structure-aware parser reads it. */
  structure: PdfStructure;
}

interface PdfStructure {
  /** The catalogue's MarkInfo says the document is tagged. */
  marked: boolean;
  /**
   * Structure elements holding text, in structure-tree order, page by page; `path` is the
   * roles from the document element down to this one, e.g. `Document/L/LI/LBody`.
   */
  elements: { role: string; text: string; page: number; path: string }[];
  /** Text drawn outside any tagged content (neither in a structure element nor an Artifact). */
  untagged: string[];
  /** Text drawn inside Artifact marked content (should be none: artifacts are decoration). */
  artifactText: string[];
}

interface StructNode {
  role?: string;
  type?: string;
  id?: string;
  children?: StructNode[];
}

type MarkedItem =
  | { type: 'beginMarkedContent' | 'beginMarkedContentProps'; tag?: string; id?: string | null }
  | { type: 'endMarkedContent' }
  | { str: string };

/** Text of each marked-content id on the page, and the text outside any of them. */
function markedText(items: MarkedItem[]) {
  const byId = new Map<string, string>();
  const untagged: string[] = [];
  const artifactText: string[] = [];
  const open: { tag?: string; id?: string | null }[] = [];
  for (const item of items) {
    if ('str' in item) {
      const inner = open.at(-1);
      if (inner?.id) byId.set(inner.id, (byId.get(inner.id) ?? '') + item.str);
      else if (item.str.trim() === '') continue;
      else if (open.some((m) => m.tag === 'Artifact')) artifactText.push(item.str);
      else untagged.push(item.str);
    } else if (item.type === 'endMarkedContent') {
      open.pop();
    } else {
      open.push({ tag: item.tag, id: item.id });
    }
  }
  return { byId, untagged, artifactText };
}

function structElements(node: StructNode | null, byId: Map<string, string>, page: number) {
  const out: PdfStructure['elements'] = [];
  const walk = (n: StructNode, above: string[]) => {
    const roles = n.role && n.role !== 'Root' ? [...above, n.role] : above;
    const contents = (n.children ?? []).filter((c) => c.type === 'content' && c.id);
    if (n.role && contents.length > 0) {
      const text = contents.map((c) => byId.get(c.id!) ?? '').join('');
      out.push({ role: n.role, text, page, path: roles.join('/') });
    }
    for (const child of n.children ?? []) if (child.role) walk(child, roles);
  };
  if (node) walk(node, []);
  return out;
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
    const markInfo = (await doc.getMarkInfo()) as { Marked?: boolean } | null;
    const structure: PdfStructure = {
      marked: markInfo?.Marked === true,
      elements: [],
      untagged: [],
      artifactText: [],
    };
    for (let n = 1; n <= doc.numPages; n += 1) {
      const page = await doc.getPage(n);
      const marked = markedText(
        (await page.getTextContent({ includeMarkedContent: true })).items as MarkedItem[],
      );
      const tree = (await page.getStructTree()) as StructNode | null;
      structure.elements.push(...structElements(tree, marked.byId, n));
      structure.untagged.push(...marked.untagged);
      structure.artifactText.push(...marked.artifactText);
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
      structure,
    };
  } finally {
    await doc.destroy();
  }
}
