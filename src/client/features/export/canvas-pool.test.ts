import { afterEach, describe, expect, it, vi } from 'vitest';
import { returnCanvases, takeCanvas } from './canvas-pool.ts';

const fakeCanvas = (name: string) => ({ name }) as unknown as HTMLCanvasElement;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('canvas pool', () => {
  it('lends a handed-back canvas once, and keeps a bounded number', () => {
    const canvases = Array.from({ length: 10 }, (_, i) => fakeCanvas(`c${i}`));
    const [first] = canvases;
    returnCanvases([first!, first!]);
    expect(takeCanvas()).toBe(first);
    returnCanvases(canvases);
    const lent = new Set(Array.from({ length: 8 }, () => takeCanvas()));
    expect(lent.size).toBe(8);
    for (const canvas of lent) expect(canvases).toContain(canvas);
    // The pool kept eight: the ninth canvas is a new one.
    const fresh = fakeCanvas('new');
    vi.stubGlobal('document', { createElement: () => fresh });
    expect(takeCanvas()).toBe(fresh);
  });
});
