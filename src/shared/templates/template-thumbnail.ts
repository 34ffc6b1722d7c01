import type { LayoutFamily } from './layout-families.ts';

/**
 * A schematic A4 page for a template, as an SVG string: blocks for the name,
 * headings and text lines laid out the way the template's layout family places them,
 * coloured with its accent. It stands in for a preview image until the document
 * engine renders real previews (a later issue), and it is never a stock picture.
 * Pure and runtime-neutral: the client turns it into a data: URL.
 */

interface ThumbnailSource {
  id: number;
  layout: LayoutFamily;
  theme: { accent: string; density: 'compact' | 'normal' | 'airy' };
}

const W = 210;
const H = 297;
const DARK = '#334155';
const TEXT = '#cbd5e1';
const RULE = '#e2e8f0';

/** Line pitch per density: compact pages hold more text. */
const PITCH = { compact: 6.5, normal: 8, airy: 9.5 } as const;

interface Page {
  accent: string;
  pitch: number;
  /** Deterministic 0..1 numbers so a template always draws the same page. */
  rand: () => number;
  /** Text lines stop here, so a column never runs off its page. */
  bottom: number;
  out: string[];
}

function seeded(seed: number): () => number {
  let s = seed * 2654435761;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const n = (v: number) => Math.round(v * 10) / 10;

function rect(p: Page, x: number, y: number, w: number, h: number, fill: string, extra = '') {
  p.out.push(
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`,
  );
}

/** A rounded bar: one line of text, a name or a heading. */
function bar(p: Page, x: number, y: number, w: number, h: number, fill: string, opacity = 1) {
  rect(p, x, y, w, h, fill, ` rx="${n(h / 2)}"${opacity < 1 ? ` opacity="${opacity}"` : ''}`);
}

function circle(p: Page, cx: number, cy: number, r: number, fill: string, opacity = 1) {
  p.out.push(
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${opacity < 1 ? ` opacity="${opacity}"` : ''}/>`,
  );
}

/** A paragraph of `count` lines; returns the y below it. */
function paragraph(
  p: Page,
  x: number,
  y: number,
  w: number,
  count: number,
  color = TEXT,
  opacity = 1,
): number {
  for (let i = 0; i < count && y + 2.6 <= p.bottom; i++) {
    const last = i === count - 1;
    const share = last ? 0.45 + p.rand() * 0.3 : 0.82 + p.rand() * 0.18;
    bar(p, x, y, w * share, 2.6, color, opacity);
    y += p.pitch;
  }
  return y;
}

interface SectionStyle {
  heading: (p: Page, x: number, y: number, w: number) => number;
  body: (p: Page, x: number, y: number, w: number) => number;
}

/** Fills a column with sections until the next one would not fit above `bottom`. */
function sections(p: Page, x: number, y: number, w: number, bottom: number, style: SectionStyle) {
  const pageBottom = p.bottom;
  p.bottom = bottom;
  // Start a section only if its heading and two lines fit.
  while (y + 3.5 * p.pitch + 6 < bottom) {
    y = style.heading(p, x, y, w);
    y = style.body(p, x, y, w) + p.pitch * 1.2;
  }
  p.bottom = pageBottom;
}

const accentHeading =
  (width = 46) =>
  (p: Page, x: number, y: number) => {
    bar(p, x, y, width, 4.4, p.accent);
    return y + 4.4 + p.pitch * 0.9;
  };

const plainBody = (p: Page, x: number, y: number, w: number) =>
  paragraph(p, x, y, w, 2 + Math.floor(p.rand() * 3));

function classic(p: Page) {
  bar(p, (W - 96) / 2, 20, 96, 10, DARK);
  bar(p, (W - 64) / 2, 36, 64, 4, p.accent);
  bar(p, (W - 124) / 2, 46, 124, 3, TEXT);
  rect(p, 16, 56, W - 32, 1.6, p.accent);
  sections(p, 16, 68, W - 32, H - 14, { heading: accentHeading(), body: plainBody });
}

function sidebarLeft(p: Page) {
  rect(p, 0, 0, 68, H, p.accent, ' opacity="0.14"');
  circle(p, 34, 38, 18, p.accent);
  sections(p, 12, 72, 44, H - 14, {
    heading: accentHeading(28),
    body: (q, x, y, w) => paragraph(q, x, y, w, 3, '#94a3b8'),
  });
  bar(p, 80, 22, 100, 10, DARK);
  bar(p, 80, 38, 64, 4, p.accent);
  sections(p, 80, 56, W - 96, H - 14, { heading: accentHeading(40), body: plainBody });
}

function sidebarRight(p: Page) {
  rect(p, 142, 0, W - 142, H, p.accent);
  bar(p, 16, 22, 100, 10, DARK);
  bar(p, 16, 38, 64, 4, p.accent);
  bar(p, 16, 47, 96, 3, TEXT);
  sections(p, 16, 62, 112, H - 14, { heading: accentHeading(40), body: plainBody });
  // The accent column holds skills drawn as white dots and lines.
  let y = 24;
  while (y + 50 < H - 14) {
    bar(p, 154, y, 30, 4.4, '#ffffff');
    y += 12;
    for (let i = 0; i < 3; i++) {
      circle(p, 157, y + 1.3, 1.8, '#ffffff', 0.9);
      bar(p, 162, y, 22 + p.rand() * 14, 2.6, '#ffffff', 0.7);
      y += p.pitch;
    }
    y += 10;
  }
}

function headerBand(p: Page) {
  rect(p, 0, 0, W, 64, p.accent);
  bar(p, 16, 18, 112, 11, '#ffffff');
  bar(p, 16, 36, 70, 4, '#ffffff', 0.8);
  bar(p, 16, 47, 132, 3, '#ffffff', 0.6);
  sections(p, 16, 80, 118, H - 14, { heading: accentHeading(42), body: plainBody });
  rect(p, 146, 80, 1, H - 96, RULE);
  sections(p, 156, 80, 38, H - 14, {
    heading: accentHeading(26),
    body: (q, x, y, w) => paragraph(q, x, y, w, 3),
  });
}

function atsPlain(p: Page) {
  bar(p, 14, 16, 80, 8, DARK);
  bar(p, 14, 29, 152, 3, TEXT);
  sections(p, 14, 42, W - 28, H - 12, {
    heading: (q, x, y, w) => {
      bar(q, x, y, 36, 3.8, DARK);
      rect(q, x, y + 6, w, 0.8, q.accent);
      return y + 6 + q.pitch * 0.9;
    },
    body: (q, x, y, w) => paragraph(q, x, y, w, 3 + Math.floor(q.rand() * 3)),
  });
}

function doubleRule(p: Page, y: number) {
  rect(p, 16, y, W - 32, 1.2, p.accent);
  rect(p, 16, y + 3, W - 32, 0.5, p.accent);
}

function executiveSerif(p: Page) {
  doubleRule(p, 14);
  bar(p, (W - 100) / 2, 26, 100, 10, DARK);
  bar(p, (W - 70) / 2, 42, 70, 3.5, '#64748b');
  doubleRule(p, 54);
  doubleRule(p, H - 18);
  sections(p, 16, 72, W - 32, H - 24, {
    heading: (q, x, y, w) => {
      const hw = 46;
      const mid = x + w / 2;
      rect(q, x + 20, y + 1.8, mid - hw / 2 - x - 26, 0.6, q.accent);
      bar(q, mid - hw / 2, y, hw, 4.2, q.accent);
      rect(q, mid + hw / 2 + 6, y + 1.8, x + w - 20 - (mid + hw / 2 + 6), 0.6, q.accent);
      return y + 4.2 + q.pitch;
    },
    // A date column beside each entry, as executive resumes do.
    body: (q, x, y, w) => {
      bar(q, x, y, 26, 2.6, '#94a3b8');
      return paragraph(q, x + 36, y, w - 36, 2 + Math.floor(q.rand() * 2));
    },
  });
}

function creativeAccent(p: Page) {
  circle(p, 18, 18, 62, p.accent);
  circle(p, W - 10, H - 6, 34, p.accent, 0.22);
  bar(p, 90, 22, 100, 11, DARK);
  bar(p, 90, 40, 70, 4, p.accent);
  bar(p, 90, 50, 84, 3, TEXT);
  // Experience as a timeline: a vertical accent line with a dot per role.
  const top = 96;
  let y = top;
  const end = 222;
  while (y + 30 < end) {
    circle(p, 24, y + 2, 3.4, p.accent);
    bar(p, 36, y, 64, 4.4, DARK);
    y = paragraph(p, 36, y + 4.4 + p.pitch * 0.8, W - 52, 2) + p.pitch;
  }
  rect(p, 23.3, top + 2, 1.4, y - top - p.pitch - 4, p.accent, ' opacity="0.5"');
  // Skill bars.
  y = Math.max(y, 214);
  bar(p, 16, y, 40, 4.4, p.accent);
  y += 14;
  while (y + 8 < H - 16) {
    bar(p, 16, y, 34, 2.6, '#94a3b8');
    bar(p, 60, y - 0.4, 110, 3.4, RULE);
    bar(p, 60, y - 0.4, 40 + p.rand() * 70, 3.4, p.accent);
    y += 10;
  }
}

function academic(p: Page) {
  bar(p, 16, 18, 110, 11, DARK);
  for (let i = 0; i < 3; i++) {
    const w = 38 + p.rand() * 14;
    bar(p, W - 16 - w, 17 + i * 6, w, 2.8, '#94a3b8');
  }
  rect(p, 16, 40, W - 32, 1, DARK);
  sections(p, 16, 52, W - 32, H - 12, {
    heading: (q, x, y) => {
      rect(q, x, y, 4.4, 4.4, q.accent);
      bar(q, x + 9, y, 52, 4.4, DARK);
      return y + 4.4 + q.pitch;
    },
    // Numbered entries with a hanging indent, like a publication list.
    body: (q, x, y, w) => {
      const items = 2 + Math.floor(q.rand() * 2);
      for (let i = 0; i < items; i++) {
        bar(q, x, y, 6, 2.6, q.accent, 0.8);
        y = paragraph(q, x + 11, y, w - 11, 2);
      }
      return y;
    },
  });
}

const FAMILIES: Record<LayoutFamily, (p: Page) => void> = {
  classic,
  'sidebar-left': sidebarLeft,
  'sidebar-right': sidebarRight,
  'header-band': headerBand,
  'ats-plain': atsPlain,
  'executive-serif': executiveSerif,
  'creative-accent': creativeAccent,
  academic,
};

export const THUMBNAIL_SIZE = { width: W, height: H } as const;

export function templateThumbnailSvg(template: ThumbnailSource): string {
  const page: Page = {
    accent: template.theme.accent,
    pitch: PITCH[template.theme.density],
    rand: seeded(template.id),
    bottom: H - 12,
    out: [],
  };
  FAMILIES[template.layout](page);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">` +
    `<rect width="${W}" height="${H}" fill="#ffffff"/>${page.out.join('')}</svg>`
  );
}
