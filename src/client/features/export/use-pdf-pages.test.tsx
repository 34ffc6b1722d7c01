import { act, render, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PREVIEW_MARKS } from '#shared/documents/preview-marks.ts';
import { takeCanvas } from './canvas-pool.ts';
import { PdfCanvasPages } from './pdf-canvas-pages.tsx';
import type { DrawnPage } from './pdf-pages.ts';
import { SupersededError } from './render-queue.ts';
import { usePdfPages } from './use-pdf-pages.ts';

/** A promise the test settles. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** pdf.js stands in here: each drawing waits for the test, and remembers its isCurrent. */
const drawings: {
  text: string;
  isCurrent: () => boolean;
  done: ReturnType<typeof deferred<DrawnPage[] | null>>;
}[] = [];
const draw = (bytes: Uint8Array, _width: number, isCurrent: () => boolean) => {
  const done = deferred<DrawnPage[] | null>();
  drawings.push({ text: new TextDecoder().decode(bytes), isCurrent, done });
  return done.promise;
};

const page = (text: string): DrawnPage => {
  const canvas = document.createElement('canvas');
  canvas.dataset.text = text;
  return { canvas, width: 595, height: 842 };
};

/** Renders of each version, settled by the test. */
function renderer() {
  const asked = new Map<string, ReturnType<typeof deferred<Uint8Array>>>();
  const bytes = vi.fn((source: string) => {
    const render = deferred<Uint8Array>();
    asked.set(source, render);
    return render.promise;
  });
  const finish = (source: string) =>
    act(async () => asked.get(source)!.resolve(new TextEncoder().encode(source)));
  return { bytes, asked, finish };
}

const shownText = (result: { current: { pages: DrawnPage[] | null } }) =>
  result.current.pages?.map((p) => p.canvas.dataset.text);

beforeEach(() => {
  drawings.length = 0;
  performance.clearMarks();
});

describe('usePdfPages', () => {
  it('asks for the first render at once', () => {
    const { bytes } = renderer();
    renderHook(() => usePdfPages('v1', bytes, 600, 80, draw));
    // The rendering is told the width the pages are drawn at.
    expect(bytes).toHaveBeenCalledWith('v1', 600);
  });

  it('marks when the latest refresh began rendering, got its PDF and was drawn, one mark of each', async () => {
    const { bytes, finish } = renderer();
    const { rerender } = renderHook(({ source }) => usePdfPages(source, bytes, 600, 0, draw), {
      initialProps: { source: 'v1' },
    });
    const marks = () =>
      Object.values(PREVIEW_MARKS).map((name) => performance.getEntriesByName(name, 'mark'));
    await finish('v1');
    await waitFor(() => expect(drawings).toHaveLength(1));
    // Drawing is under way: it has begun and has its PDF, but is not drawn yet.
    expect(marks().map((list) => list.length)).toEqual([1, 1, 0]);
    await act(async () => drawings[0]!.done.resolve([page('v1')]));
    rerender({ source: 'v2' });
    await finish('v2');
    await waitFor(() => expect(drawings).toHaveLength(2));
    await act(async () => drawings[1]!.done.resolve([page('v2')]));
    const [rendering, pdf, drawn] = marks().map((list) => list);
    // Only the newest of each is kept, in the order the phases happen.
    expect([rendering!.length, pdf!.length, drawn!.length]).toEqual([1, 1, 1]);
    expect(rendering![0]!.startTime).toBeLessThanOrEqual(pdf![0]!.startTime);
    expect(pdf![0]!.startTime).toBeLessThanOrEqual(drawn![0]!.startTime);
  });

  it('waits for a pause in typing before each later render', async () => {
    const { bytes, finish } = renderer();
    const { rerender } = renderHook(({ source }) => usePdfPages(source, bytes, 600, 80, draw), {
      initialProps: { source: 'v1' },
    });
    await finish('v1');
    await waitFor(() => expect(drawings).toHaveLength(1));
    await act(async () => drawings[0]!.done.resolve([page('v1')]));

    vi.useFakeTimers();
    try {
      rerender({ source: 'v2' });
      act(() => vi.advanceTimersByTime(79));
      rerender({ source: 'v3' });
      act(() => vi.advanceTimersByTime(79));
      // Typing went on: nothing asked for since the first render.
      expect(bytes.mock.calls.map(([source]) => source)).toEqual(['v1']);
      act(() => vi.advanceTimersByTime(1));
      expect(bytes.mock.calls.map(([source]) => source)).toEqual(['v1', 'v3']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('never paints a render that newer typing overtook; the latest text is the one shown', async () => {
    const { bytes, finish } = renderer();
    const { result, rerender } = renderHook(
      ({ source }) => usePdfPages(source, bytes, 600, 0, draw),
      {
        initialProps: { source: 'v1' },
      },
    );
    rerender({ source: 'v2' });
    rerender({ source: 'v3' });
    expect(bytes.mock.calls.map(([source]) => source)).toEqual(['v1', 'v2', 'v3']);

    // v1 arrives after v3 was asked for: it is not even drawn.
    await finish('v1');
    await finish('v3');
    await waitFor(() => expect(drawings.map((d) => d.text)).toEqual(['v3']));
    // v2 comes last of all, and is still not drawn.
    await finish('v2');
    await act(async () => drawings[0]!.done.resolve([page('v3')]));
    expect(drawings.map((d) => d.text)).toEqual(['v3']);
    expect(shownText(result)).toEqual(['v3']);
    expect(result.current.drawCount).toBe(1);
  });

  it('hands a rendering that newer typing overtook to discard, undrawn', async () => {
    const { bytes, finish } = renderer();
    const discarded: string[] = [];
    const discard = (rendering: Uint8Array) => discarded.push(new TextDecoder().decode(rendering));
    const { rerender } = renderHook(
      ({ source }) => usePdfPages(source, bytes, 600, 0, draw, discard),
      { initialProps: { source: 'v1' } },
    );
    rerender({ source: 'v2' });
    await finish('v1');
    await finish('v2');
    await waitFor(() => expect(drawings.map((d) => d.text)).toEqual(['v2']));
    // v1's pictures are freed at once rather than left to the garbage collector.
    expect(discarded).toEqual(['v1']);
  });

  it('stops an overtaken drawing and lends its canvases to the next one, unshown', async () => {
    const { bytes, finish } = renderer();
    const { result, rerender } = renderHook(
      ({ source }) => usePdfPages(source, bytes, 600, 0, draw),
      {
        initialProps: { source: 'v1' },
      },
    );
    await finish('v1');
    await waitFor(() => expect(drawings).toHaveLength(1));
    const v1 = drawings[0]!;
    expect(v1.isCurrent()).toBe(true);
    rerender({ source: 'v2' });
    expect(v1.isCurrent()).toBe(false);
    // pdf.js finished the slice it was in: the drawing is complete, but outdated.
    const outdated = page('v1');
    await act(async () => v1.done.resolve([outdated]));
    expect(result.current.pages).toBeNull();
    expect(result.current.drawCount).toBe(0);
    expect(takeCanvas()).toBe(outdated.canvas);

    await finish('v2');
    await waitFor(() => expect(drawings).toHaveLength(2));
    await act(async () => drawings[1]!.done.resolve([page('v2')]));
    expect(shownText(result)).toEqual(['v2']);
    expect(result.current.status).toBe('ready');
  });

  it('keeps the last pages and reports no error when its render was superseded', async () => {
    const { bytes, asked, finish } = renderer();
    const { result, rerender } = renderHook(
      ({ source }) => usePdfPages(source, bytes, 600, 0, draw),
      {
        initialProps: { source: 'v1' },
      },
    );
    await finish('v1');
    await waitFor(() => expect(drawings).toHaveLength(1));
    await act(async () => drawings[0]!.done.resolve([page('v1')]));
    rerender({ source: 'v2' });
    await act(async () => asked.get('v2')!.reject(new SupersededError()));
    expect(result.current.status).toBe('ready');
    expect(shownText(result)).toEqual(['v1']);
  });

  it('shows an error, keeping the last pages, when the current render fails', async () => {
    const { bytes, asked, finish } = renderer();
    const { result, rerender } = renderHook(
      ({ source }) => usePdfPages(source, bytes, 600, 0, draw),
      {
        initialProps: { source: 'v1' },
      },
    );
    await finish('v1');
    await waitFor(() => expect(drawings).toHaveLength(1));
    await act(async () => drawings[0]!.done.resolve([page('v1')]));
    rerender({ source: 'v2' });
    await act(async () => asked.get('v2')!.reject(new Error('layout failed')));
    expect(result.current.status).toBe('error');
    expect(shownText(result)).toEqual(['v1']);
  });
});

describe('PdfCanvasPages', () => {
  it('lends the canvases it takes off the screen to the next drawing, never those it shows', () => {
    const first = [page('a1'), page('a2')];
    const second = [first[0]!, page('b2')];
    const { container, rerender } = render(<PdfCanvasPages pages={first} />);
    rerender(<PdfCanvasPages pages={second} />);
    const shown = [...container.querySelectorAll('canvas')];
    expect(shown.map((c) => c.dataset.text)).toEqual(['a1', 'b2']);
    expect(takeCanvas()).toBe(first[1]!.canvas);
    expect(shown).not.toContain(takeCanvas());
  });
});
