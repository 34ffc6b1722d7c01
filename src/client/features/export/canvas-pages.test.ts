import { describe, expect, it } from 'vitest';
import { cssColor } from './canvas-pages.ts';

describe('cssColor', () => {
  it.each([
    ['#1d4ed8', '#1d4ed8'],
    ['navy', 'navy'],
    [[29, 78, 216], 'rgb(29 78 216)'],
    // CMYK in percent, as pdfkit takes it.
    [[0, 0, 0, 100], 'rgb(0 0 0)'],
    [[100, 0, 0, 0], 'rgb(0 255 255)'],
    [[0, 0, 0, 0], 'rgb(255 255 255)'],
  ] as const)('draws pdfkit’s %j as %s', (color, css) => {
    expect(cssColor(color as string | number[])).toBe(css);
  });
});
