/**
 * Canvases of pages no longer on screen, kept for the next drawing. A new canvas's pixels
 * are allocated on its first drawing, which costs tens of milliseconds a page (the
 * builder-preview bench measured 30–150 ms for one page in headless Chromium); a canvas
 * that has been drawn before is cleared and redrawn at once, even after its size is set
 * again. A canvas is either on screen, being drawn, or here: never two at a time, so a
 * drawing never shows through a page that is on screen.
 */
const MAX_SPARE = 8;
const spare: HTMLCanvasElement[] = [];

/** A canvas no one shows or draws on (sized and cleared by the caller). */
export function takeCanvas(): HTMLCanvasElement {
  return spare.pop() ?? document.createElement('canvas');
}

/** Hands back canvases taken off the screen or never shown; they may be drawn on again. */
export function returnCanvases(canvases: Iterable<HTMLCanvasElement>): void {
  for (const canvas of canvases) {
    if (spare.length >= MAX_SPARE) return;
    if (!spare.includes(canvas)) spare.push(canvas);
  }
}

/** Device pixels per CSS pixel a page is drawn at: sharp on high-density screens, at most 2. */
export function pageDensity(): number {
  return Math.min(window.devicePixelRatio || 1, 2);
}
