/** Small colour helpers for themes: '#rrggbb' in, '#rrggbb' out. */

type Rgb = [number, number, number];

function parse(hex: string): Rgb {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return [0, 0, 0];
  return [parseInt(m[1]!, 16), parseInt(m[2]!, 16), parseInt(m[3]!, 16)];
}

function format([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** `amount` 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, amount: number): string {
  const x = parse(a);
  const y = parse(b);
  return format([0, 1, 2].map((i) => x[i]! + (y[i]! - x[i]!) * amount) as Rgb);
}

/** WCAG relative luminance. */
function luminance(hex: string): number {
  const [r, g, b] = parse(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two colours (1–21). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The accent darkened until text in it reads on white (≥ 4.5:1), for headings and
 * links; a light catalogue accent keeps its hue.
 */
export function readableOnWhite(accent: string): string {
  let color = accent;
  for (let step = 0; step < 20 && contrast(color, '#ffffff') < 4.5; step += 1) {
    color = mix(color, '#000000', 0.08);
  }
  return color;
}

/** White or near-black, whichever reads better on `background`. */
export function textOn(background: string): string {
  return contrast(background, '#ffffff') >= contrast(background, '#111827') ? '#ffffff' : '#111827';
}
