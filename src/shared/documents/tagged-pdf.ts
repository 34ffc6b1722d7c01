import { Font, pdf, type DocumentProps } from '@react-pdf/renderer';
import layoutDocument from '@react-pdf/layout';
import renderPdf from '@react-pdf/render';
import PDFDocument from 'pdfkit';
import type { ReactElement } from 'react';
import { PDF_TAG_PROP, type PdfStructureTag } from './pdf-structure.ts';

/**
 * Renders a react-pdf `<Document>` as a tagged PDF, with the document title, author and
 * language set, in Node and in the browser alike.
 *
 * react-pdf draws its layout with pdfkit but writes no structure. pdfkit can (`tagged`,
 * `markStructureContent`, `struct`), so we run react-pdf's own three stages ourselves —
 * reconcile (`pdf()`), lay out (`@react-pdf/layout`), draw (`@react-pdf/render`) — on a
 * pdfkit document we created with `tagged: true`, and between layout and drawing we hook
 * the text nodes: each one's lines are drawn inside a marked-content sequence that belongs
 * to a structure element (H1 for the name, H2 for section headings, H3 for an entry's
 * title, bullets as lists — L, LI, Lbl, LBody — and P for the rest, as the template says
 * through the `pdfTag` prop). Everything else on the page — backgrounds,
 * rules, borders, bars — is marked as an Artifact, so assistive technology and ATS parsers
 * that read the structure get exactly the text, in the order the layout reads (each column
 * contiguous). See docs/decisions/0021-tagged-pdf.md.
 */

interface LayoutNode {
  type: string;
  props?: Record<string, unknown>;
  lines?: unknown[];
  children?: LayoutNode[];
}

interface DocumentNode {
  props: DocumentProps;
}

/** The parts of pdfkit's document this module uses (pdfkit ships no types). */
interface PdfKitDocument {
  struct(type: string, children: unknown[]): PdfKitStructElement;
  struct(type: string, options?: Record<string, unknown>): PdfKitStructElement;
  addStructure(element: PdfKitStructElement): PdfKitDocument;
  markStructureContent(tag: string): unknown;
  markContent(tag: string): PdfKitDocument;
  endMarkedContent(): PdfKitDocument;
  on(event: 'data', listener: (chunk: Uint8Array) => void): void;
  on(event: 'end' | 'error', listener: (value?: unknown) => void): void;
  [method: string]: unknown;
}

interface PdfKitStructElement {
  add(child: unknown): PdfKitStructElement;
  end(): void;
}

type PdfKitConstructor = new (options: Record<string, unknown>) => PdfKitDocument;

/** Drawing calls that start a path or paint outside text: each opens an Artifact. */
const GRAPHICS_START = [
  'rect',
  'roundedRect',
  'moveTo',
  'ellipse',
  'circle',
  'polygon',
  'path',
  'image',
] as const;

/** Calls that end a path by painting (or clipping) it: an open Artifact closes after them. */
const GRAPHICS_END = ['fill', 'stroke', 'fillAndStroke', 'clip', 'image'] as const;

export interface TaggedPdfOptions {
  compress?: boolean;
  /**
   * Called once the layout is done, before anything is drawn, with the number of pages; it
   * may throw (or reject) to stop there: a page limit (the layout is the exact count, and
   * the drawing is left undone), or a live preview that newer typing overtook. Drawing
   * waits for the promise it returns.
   */
  onLayout?: (layout: { pages: number }) => void | Promise<void>;
}

type Reconciled = { container: { document: DocumentNode } };

/** react-pdf's layout of a reconciled document: pages, boxes, and text broken into lines. */
async function layOutDocument(instance: Reconciled): Promise<LayoutNode> {
  // react-pdf calls it with its font store as the second argument; the types name one.
  const layOut = layoutDocument as unknown as (root: unknown, fonts: unknown) => Promise<unknown>;
  return (await layOut(instance.container.document, Font)) as LayoutNode;
}

/**
 * The element laid out as renderTaggedPdf lays it out, for drawing somewhere other than a
 * PDF file (the live preview draws it onto canvases): the same pages, lines and glyphs.
 */
export async function layOutPdfDocument(element: ReactElement<DocumentProps>): Promise<unknown> {
  return layOutDocument(pdf(element) as unknown as Reconciled);
}

/** Renders the element to the bytes of a tagged PDF. */
export async function renderTaggedPdf(
  element: ReactElement<DocumentProps>,
  { compress = true, onLayout }: TaggedPdfOptions = {},
): Promise<Uint8Array> {
  const instance = pdf(element) as unknown as Reconciled;
  const root = instance.container.document;
  const props = root.props;
  const ctx = new (PDFDocument as unknown as PdfKitConstructor)({
    compress,
    pdfVersion: '1.7',
    lang: props.language,
    tagged: true,
    displayTitle: true,
    autoFirstPage: false,
    // No default font: pdfkit would parse Helvetica's metrics for every document and write
    // the unused font into the file; every run of our text names its own font.
    font: null,
    info: withoutEmpty({
      Title: props.title,
      Author: props.author,
      Subject: props.subject,
      Keywords: props.keywords,
      Creator: props.creator,
      Producer: props.producer,
      CreationDate: props.creationDate ?? new Date(),
    }),
  });

  const layout = await layOutDocument(instance);
  await onLayout?.({ pages: layout.children?.length ?? 0 });

  const bytes = collect(ctx);
  reuseEmbeddedFonts(ctx);
  const tagger = new StructureTagger(ctx);
  tagger.hookTextNodes(layout);
  renderPdf(ctx as unknown as Parameters<typeof renderPdf>[0], layout as never);
  return bytes;
}

/**
 * Keeps the marked-content state while react-pdf draws: at most one Artifact open at a
 * time, none open while text is drawn or when a page begins or the document ends.
 */
class StructureTagger {
  private readonly document: PdfKitStructElement;
  private inText = false;
  private inArtifact = false;
  private list: PdfKitStructElement | undefined;
  private item: PdfKitStructElement | undefined;
  private itemHasBody = false;

  constructor(private readonly ctx: PdfKitDocument) {
    this.document = ctx.struct('Document');
    ctx.addStructure(this.document);
    for (const name of GRAPHICS_START) this.before(name, () => this.openArtifact());
    for (const name of GRAPHICS_END) this.after(name, () => this.closeArtifact());
    this.before('addPage', () => this.closeArtifact());
    this.before('end', () => {
      this.closeArtifact();
      this.closeList();
      this.document.end();
    });
  }

  /** Makes every text node draw its lines as one tagged marked-content sequence. */
  hookTextNodes(node: LayoutNode): void {
    if (node.type === 'TEXT' && Array.isArray(node.lines)) {
      const tag = structureTag(node.props?.[PDF_TAG_PROP]);
      node.lines = taggedLines(node.lines, (draw) => this.drawText(tag, draw));
    }
    for (const child of node.children ?? []) this.hookTextNodes(child);
  }

  private drawText(tag: PdfStructureTag, draw: () => void): void {
    this.closeArtifact();
    const content = this.ctx.markStructureContent(tag);
    this.inText = true;
    try {
      draw();
    } finally {
      this.inText = false;
      this.ctx.endMarkedContent();
    }
    const element = this.ctx.struct(tag, [content]);
    if (tag === 'Lbl' || tag === 'LBody') this.listItemFor(tag).add(element);
    else {
      this.closeList();
      this.document.add(element);
    }
  }

  /**
   * The list item a label or body belongs to: a label always starts a new item, a body
   * joins the item its label started (or starts one of its own). Items follow each other
   * in one list until other text is drawn.
   */
  private listItemFor(tag: 'Lbl' | 'LBody'): PdfKitStructElement {
    if (!this.list) {
      this.list = this.ctx.struct('L');
      this.document.add(this.list);
    }
    if (tag === 'Lbl' || !this.item || this.itemHasBody) {
      this.item?.end();
      this.item = this.ctx.struct('LI');
      this.list.add(this.item);
      this.itemHasBody = false;
    }
    if (tag === 'LBody') this.itemHasBody = true;
    return this.item;
  }

  private closeList(): void {
    this.item?.end();
    this.list?.end();
    this.item = undefined;
    this.list = undefined;
  }

  private openArtifact(): void {
    if (this.inText || this.inArtifact) return;
    this.inArtifact = true;
    this.ctx.markContent('Artifact');
  }

  private closeArtifact(): void {
    if (!this.inArtifact) return;
    this.inArtifact = false;
    this.ctx.endMarkedContent();
  }

  private before(name: string, hook: () => void): void {
    const original = this.ctx[name] as (...args: unknown[]) => unknown;
    this.ctx[name] = (...args: unknown[]) => {
      hook();
      return original.apply(this.ctx, args);
    };
  }

  private after(name: string, hook: () => void): void {
    const original = this.ctx[name] as (...args: unknown[]) => unknown;
    this.ctx[name] = (...args: unknown[]) => {
      const result = original.apply(this.ctx, args);
      hook();
      return result;
    };
  }
}

/**
 * react-pdf sets the font of every text run by passing pdfkit the fontkit font object.
 * pdfkit caches fonts by name only when given a string, so for an object it builds a new
 * embedded font (a font subset, glyph metrics) on every run, then finds the one it already
 * has by comparing the two fonts' name tables through JSON.stringify — hundreds of times a
 * page. The same object always resolves to the same embedded font, so remember it by
 * identity: same fonts, text and layout, and a 2-page resume renders faster.
 */
function reuseEmbeddedFonts(ctx: PdfKitDocument): void {
  const original = ctx.font as (src: unknown, family?: unknown, size?: unknown) => PdfKitDocument;
  const embedded = new Map<object, unknown>();
  ctx.font = (src: unknown, familyOrSize?: unknown, size?: unknown) => {
    // pdfkit's own overload: font(src, size).
    const family = typeof familyOrSize === 'number' ? undefined : familyOrSize;
    if (typeof familyOrSize === 'number') size = familyOrSize;
    const known = typeof src === 'object' && src !== null ? embedded.get(src) : undefined;
    if (known === undefined || family !== undefined) {
      const result = original.call(ctx, src, familyOrSize, size);
      if (typeof src === 'object' && src !== null && family === undefined) {
        embedded.set(src, ctx._font);
      }
      return result;
    }
    ctx._fontSource = src;
    ctx._fontFamily = null;
    if (typeof size === 'number') (ctx.fontSize as (size: number) => void).call(ctx, size);
    ctx._font = known;
    return ctx;
  };
}

/**
 * react-pdf draws a text node as `[node.lines].forEach(block => block.forEach(drawLine))`;
 * an array whose forEach wraps the whole walk lets us bracket exactly that drawing.
 */
function taggedLines(lines: unknown[], wrap: (draw: () => void) => void): unknown[] {
  class TaggedLines extends Array<unknown> {
    override forEach(
      callback: (value: unknown, index: number, array: unknown[]) => void,
      thisArg?: unknown,
    ): void {
      wrap(() => super.forEach(callback, thisArg));
    }
  }
  const tagged = new TaggedLines();
  tagged.push(...lines);
  return tagged;
}

const STRUCTURE_TAGS: ReadonlySet<unknown> = new Set<PdfStructureTag>([
  'H1',
  'H2',
  'H3',
  'P',
  'Lbl',
  'LBody',
]);

function structureTag(value: unknown): PdfStructureTag {
  return STRUCTURE_TAGS.has(value) ? (value as PdfStructureTag) : 'P';
}

function withoutEmpty(info: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(info).filter(([, value]) => value != null));
}

function collect(ctx: PdfKitDocument): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    ctx.on('data', (chunk) => chunks.push(chunk));
    ctx.on('error', reject);
    ctx.on('end', () => {
      const size = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
      const bytes = new Uint8Array(size);
      let offset = 0;
      for (const chunk of chunks) {
        bytes.set(chunk, offset);
        offset += chunk.length;
      }
      resolve(bytes);
    });
  });
}
