/**
 * Draws react-pdf's layout of a document straight onto canvases, in the render worker, for
 * the live preview. The PDF a download gives is drawn from the same layout by pdfkit
 * (tagged-pdf.ts); here the same drawing calls go to an OffscreenCanvas instead, so the
 * preview skips writing a file and having pdf.js read it back: no font subsets to write, no
 * fonts to parse again on every refresh, and nothing left to paint on the page's thread but
 * one bitmap a page. See docs/decisions/0045-live-preview-drawn-from-the-layout.md.
 *
 * `CanvasDrawing` answers the part of pdfkit's API that @react-pdf/render calls for our
 * documents: pages, the graphics state, paths, colours, opacity, dashes, and text as glyphs
 * (render's `ctx.glyphs` hook). Links, bookmarks and other annotations have nothing to
 * draw and are accepted and dropped. Glyph outlines come from the fontkit fonts the layout
 * used, turned into Path2D objects once per font and glyph, so a refresh reuses them.
 */
import renderPdf from '@react-pdf/render';

/** One drawn page: its bitmap and its size in PDF points. */
export interface PageBitmap {
  bitmap: ImageBitmap;
  width: number;
  height: number;
}

/** A fontkit glyph, as react-pdf's layout hands it over. */
interface LayoutGlyph {
  id: number;
  codePoints?: number[];
  path?: { commands: { command: string; args: number[] }[] };
}

/** A fontkit font (a standard PDF font comes by name instead). */
interface LayoutFont {
  unitsPerEm?: number;
}

interface GlyphPosition {
  xAdvance: number;
  xOffset?: number;
  yOffset?: number;
}

type Color = string | number[];

interface PaintState {
  fill: string;
  stroke: string;
  fillAlpha: number;
  strokeAlpha: number;
}

type FillRule = 'nonzero' | 'evenodd';

const RULES: Record<string, FillRule> = {
  nonzero: 'nonzero',
  'non-zero': 'nonzero',
  evenodd: 'evenodd',
  'even-odd': 'evenodd',
};

/** pdfkit's name of a fill rule (or none) as the canvas's. */
const fillRule = (rule: string | undefined): FillRule => RULES[rule ?? ''] ?? 'nonzero';

/** pdfkit's colours (CSS names, hex, RGB 0–255, CMYK 0–100) as a canvas style. */
export function cssColor(color: Color): string {
  if (typeof color === 'string') return color;
  if (color.length === 4) {
    const [c, m, y, k] = color.map((v) => v / 100) as [number, number, number, number];
    const channel = (v: number) => Math.round(255 * (1 - v) * (1 - k));
    return `rgb(${channel(c)} ${channel(m)} ${channel(y)})`;
  }
  const [r = 0, g = 0, b = 0] = color;
  return `rgb(${r} ${g} ${b})`;
}

/** The CSS font a standard PDF font name stands for, for the rare run drawn in one. */
function standardFont(name: string, size: number): string {
  const bold = /bold/i.test(name) ? 'bold ' : '';
  const italic = /italic|oblique/i.test(name) ? 'italic ' : '';
  const family = /^times/i.test(name)
    ? '"Times New Roman", Times, serif'
    : /^courier/i.test(name)
      ? '"Courier New", Courier, monospace'
      : 'Helvetica, Arial, sans-serif';
  return `${italic}${bold}${size}px ${family}`;
}

/** Each font's glyph outlines, kept for the worker's life: fonts are loaded once. */
const outlines = new WeakMap<object, Map<number, Path2D>>();

function outlineOf(font: object, glyph: LayoutGlyph): Path2D {
  let glyphs = outlines.get(font);
  if (!glyphs) {
    glyphs = new Map();
    outlines.set(font, glyphs);
  }
  let path = glyphs.get(glyph.id);
  if (!path) {
    path = new Path2D();
    for (const { command, args } of glyph.path?.commands ?? []) {
      const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = args;
      if (command === 'moveTo') path.moveTo(a, b);
      else if (command === 'lineTo') path.lineTo(a, b);
      else if (command === 'quadraticCurveTo') path.quadraticCurveTo(a, b, c, d);
      else if (command === 'bezierCurveTo') path.bezierCurveTo(a, b, c, d, e, f);
      else if (command === 'closePath') path.closePath();
    }
    glyphs.set(glyph.id, path);
  }
  return path;
}

/** A do-nothing outline for bookmarks: the preview has no navigation pane. */
const OUTLINE = { addItem: () => OUTLINE };

class CanvasDrawing {
  readonly pages: PageBitmap[] = [];
  readonly outline = OUTLINE;
  page: { width: number; height: number } = { width: 0, height: 0 };
  private canvas: OffscreenCanvas | undefined;
  private ctx: OffscreenCanvasRenderingContext2D | undefined;
  private current = new Path2D();
  private paint: PaintState = { fill: '#000', stroke: '#000', fillAlpha: 1, strokeAlpha: 1 };
  private readonly saved: PaintState[] = [];
  private currentFont: LayoutFont | string | undefined;
  private size = 12;

  /** `pixelsPerPoint`: the scale pages are drawn at (the preview's width over the page's). */
  constructor(private readonly pixelsPerPoint: (pageWidth: number) => number) {}

  private get c(): OffscreenCanvasRenderingContext2D {
    if (!this.ctx) throw new Error('Nothing can be drawn before the first page.');
    return this.ctx;
  }

  addPage({ size: [width, height] }: { size: [number, number] }): this {
    this.finishPage();
    const scale = this.pixelsPerPoint(width);
    this.canvas = new OffscreenCanvas(Math.ceil(width * scale), Math.ceil(height * scale));
    const ctx = this.canvas.getContext('2d');
    if (!ctx) throw new Error('This browser cannot draw the preview.');
    this.ctx = ctx;
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, this.canvas.width, this.canvas.height);
    ctx.setTransform(scale, 0, 0, scale, 0, 0);
    this.page = { width, height };
    this.current = new Path2D();
    this.paint = { fill: '#000', stroke: '#000', fillAlpha: 1, strokeAlpha: 1 };
    this.saved.length = 0;
    return this;
  }

  end(): void {
    this.finishPage();
  }

  private finishPage(): void {
    if (!this.canvas) return;
    this.pages.push({ bitmap: this.canvas.transferToImageBitmap(), ...this.page });
    this.canvas = undefined;
    this.ctx = undefined;
  }

  // The graphics state.

  save(): this {
    this.c.save();
    this.saved.push({ ...this.paint });
    return this;
  }

  restore(): this {
    this.c.restore();
    this.paint = this.saved.pop() ?? this.paint;
    return this;
  }

  transform(a: number, b: number, c: number, d: number, e: number, f: number): this {
    this.c.transform(a, b, c, d, e, f);
    return this;
  }

  translate(x: number, y: number): this {
    return this.transform(1, 0, 0, 1, x, y);
  }

  scale(x: number, y?: number | { origin?: number[] }, options: { origin?: number[] } = {}): this {
    if (typeof y === 'object') options = y;
    const sy = typeof y === 'number' ? y : x;
    const [ox = 0, oy = 0] = options.origin ?? [];
    return this.transform(x, 0, 0, sy, ox - ox * x, oy - oy * sy);
  }

  rotate(angle: number, { origin }: { origin?: number[] } = {}): this {
    const rad = (angle * Math.PI) / 180;
    const cos = Math.cos(rad);
    const sin = Math.sin(rad);
    const [ox = 0, oy = 0] = origin ?? [];
    return this.transform(
      cos,
      sin,
      -sin,
      cos,
      ox - (ox * cos - oy * sin),
      oy - (ox * sin + oy * cos),
    );
  }

  lineWidth(width: number): this {
    this.c.lineWidth = width;
    return this;
  }

  lineCap(cap: CanvasLineCap): this {
    this.c.lineCap = cap;
    return this;
  }

  lineJoin(join: CanvasLineJoin): this {
    this.c.lineJoin = join;
    return this;
  }

  dash(length: number | number[], options: { space?: number; phase?: number } = {}): this {
    const pattern = Array.isArray(length) ? length : [length, options.space ?? length];
    this.c.setLineDash(pattern);
    this.c.lineDashOffset = options.phase ?? 0;
    return this;
  }

  undash(): this {
    this.c.setLineDash([]);
    return this;
  }

  fillColor(color: Color | null | undefined, opacity?: number): this {
    if (color != null) this.paint.fill = cssColor(color);
    if (opacity != null) this.fillOpacity(opacity);
    return this;
  }

  strokeColor(color: Color | null | undefined, opacity?: number): this {
    if (color != null) this.paint.stroke = cssColor(color);
    if (opacity != null) this.strokeOpacity(opacity);
    return this;
  }

  fillOpacity(opacity?: number | null): this {
    if (opacity != null) this.paint.fillAlpha = Math.min(1, Math.max(0, opacity));
    return this;
  }

  strokeOpacity(opacity?: number | null): this {
    if (opacity != null) this.paint.strokeAlpha = Math.min(1, Math.max(0, opacity));
    return this;
  }

  opacity(opacity?: number | null): this {
    return this.fillOpacity(opacity).strokeOpacity(opacity);
  }

  // Paths, painted (or clipped to) as pdfkit paints them: the path is used up.

  moveTo(x: number, y: number): this {
    this.current.moveTo(x, y);
    return this;
  }

  lineTo(x: number, y: number): this {
    this.current.lineTo(x, y);
    return this;
  }

  bezierCurveTo(a: number, b: number, c: number, d: number, x: number, y: number): this {
    this.current.bezierCurveTo(a, b, c, d, x, y);
    return this;
  }

  closePath(): this {
    this.current.closePath();
    return this;
  }

  rect(x: number, y: number, width: number, height: number): this {
    this.current.rect(x, y, width, height);
    return this;
  }

  path(d: string): this {
    this.current.addPath(new Path2D(d));
    return this;
  }

  fill(color?: Color | null, rule?: string): this {
    if (typeof color === 'string' && color in RULES) [rule, color] = [color, undefined];
    if (color != null) this.fillColor(color);
    this.fillPath(fillRule(rule));
    this.current = new Path2D();
    return this;
  }

  stroke(color?: Color | null): this {
    if (color != null) this.strokeColor(color);
    this.strokePath();
    this.current = new Path2D();
    return this;
  }

  fillAndStroke(fill?: Color | null, stroke: Color | null | undefined = fill, rule?: string): this {
    if (fill != null) this.fillColor(fill);
    if (stroke != null) this.strokeColor(stroke);
    this.fillPath(fillRule(rule));
    this.strokePath();
    this.current = new Path2D();
    return this;
  }

  clip(rule?: string): this {
    this.c.clip(this.current, fillRule(rule));
    this.current = new Path2D();
    return this;
  }

  private fillPath(rule: FillRule): void {
    this.c.fillStyle = this.paint.fill;
    this.c.globalAlpha = this.paint.fillAlpha;
    this.c.fill(this.current, rule);
  }

  private strokePath(): void {
    this.c.strokeStyle = this.paint.stroke;
    this.c.globalAlpha = this.paint.strokeAlpha;
    this.c.stroke(this.current);
  }

  // Text.

  /** react-pdf names a fontkit font object, or a standard font by its name. */
  font(font: LayoutFont | string, size?: number): this {
    this.currentFont = font;
    if (size !== undefined) this.size = size;
    return this;
  }

  /**
   * A run of glyphs at the pen (x, y), advancing by each position as pdfkit's text
   * operators do; offsets are in thousandths of the font size, as pdfkit writes them.
   */
  glyphs(glyphs: LayoutGlyph[], positions: GlyphPosition[], x: number, y: number): this {
    const font = this.currentFont;
    if (font === undefined) return this;
    const ctx = this.c;
    ctx.fillStyle = this.paint.fill;
    ctx.globalAlpha = this.paint.fillAlpha;
    const base = ctx.getTransform();
    const { a, b, c, d, e, f } = base;
    const offsetScale = this.size / 1000;
    let pen = x;
    // A standard font has no outlines here: its glyphs are the matching system font's text.
    const outlined = typeof font === 'string' ? undefined : font;
    if (typeof font === 'string') ctx.font = standardFont(font, this.size);
    const s = this.size / (outlined?.unitsPerEm || 1000);
    glyphs.forEach((glyph, i) => {
      const position = positions[i];
      const px = pen + (position?.xOffset ?? 0) * offsetScale;
      const py = y - (position?.yOffset ?? 0) * offsetScale;
      const tx = a * px + c * py + e;
      const ty = b * px + d * py + f;
      if (outlined) {
        ctx.setTransform(a * s, b * s, -c * s, -d * s, tx, ty);
        ctx.fill(outlineOf(outlined, glyph));
      } else {
        ctx.setTransform(a, b, c, d, tx, ty);
        ctx.fillText(String.fromCodePoint(...(glyph.codePoints ?? [glyph.id])), 0, 0);
      }
      pen += position?.xAdvance ?? 0;
    });
    ctx.setTransform(base);
    return this;
  }

  // Nothing to draw: links, destinations and notes belong to the file, not to its picture.

  link(): this {
    return this;
  }

  goTo(): this {
    return this;
  }

  annotate(): this {
    return this;
  }

  note(): this {
    return this;
  }

  addNamedDestination(): this {
    return this;
  }
}

/**
 * Draws a laid-out document (tagged-pdf.ts's layOutPdfDocument) with its pages
 * `pixelWidth` pixels wide.
 */
export function drawLayout(layout: unknown, pixelWidth: number): PageBitmap[] {
  const drawing = new CanvasDrawing((pageWidth) => pixelWidth / pageWidth);
  renderPdf(drawing as unknown as Parameters<typeof renderPdf>[0], layout as never);
  return drawing.pages;
}
