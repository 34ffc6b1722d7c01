import { useLayoutEffect, useRef } from 'react';
import { cn } from '../../lib/cn.ts';
import { returnCanvases } from './canvas-pool.ts';
import type { DrawnPage } from './pdf-pages.ts';

/**
 * Shows drawn PDF pages. The canvases are made by pdf.js outside React, so they are
 * placed into this container directly. They are images of text: the container is
 * hidden from assistive technology and its owner provides the text alternative.
 */
export function PdfCanvasPages({
  pages,
  className,
  pageClassName,
}: {
  pages: DrawnPage[];
  className?: string;
  pageClassName?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = useRef<DrawnPage[]>([]);
  useLayoutEffect(() => {
    const container = ref.current;
    if (!container) return;
    // The pages taken off the screen lend their canvases to the next drawing (canvas-pool.ts).
    const kept = new Set(pages.map((page) => page.canvas));
    const replaced = shown.current.filter((page) => !kept.has(page.canvas));
    shown.current = pages;
    container.replaceChildren(
      ...pages.map((page, i) => {
        const frame = document.createElement('div');
        frame.className = cn('bg-white shadow-md ring-1 ring-slate-200', pageClassName);
        frame.dataset.page = String(i + 1);
        page.canvas.className = 'block h-auto w-full';
        page.canvas.style.aspectRatio = `${page.width} / ${page.height}`;
        frame.append(page.canvas);
        return frame;
      }),
    );
    returnCanvases(replaced.map((page) => page.canvas));
  }, [pages, pageClassName]);
  return <div ref={ref} aria-hidden="true" className={cn('flex flex-col gap-4', className)} />;
}
