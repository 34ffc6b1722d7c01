import { resumePageSize } from '#shared/documents/resume-style.ts';
import type { ResumeData } from '#shared/resume/resume.schema.ts';
import type { PageSizeId } from './page-size.ts';

/**
 * Everything a rendering depends on: equal inputs give the same file. The page size, like
 * the rest of the look, is the resume's own (`data.style`), so every device prints it alike.
 */
export interface RenderInput {
  data: ResumeData;
  /** A catalogue id (1–56). */
  templateId: number;
}

/** The paper the resume prints on, for labels beside its preview and downloads. */
export function renderPageSize(input: RenderInput): PageSizeId {
  return resumePageSize(input.data.style);
}

/** A string that is equal exactly when two inputs render the same document. */
export function renderKey(input: RenderInput): string {
  return JSON.stringify([input.templateId, input.data]);
}

/**
 * Remembers the last few renders by input, so the live preview, the Preview dialog and
 * Download share one rendering of the same input: the bytes shown are the bytes
 * downloaded (react-pdf writes a creation time, so two renders are never identical).
 * A failed render is forgotten, so the next request tries again. Inputs other than a
 * resume's (a cover letter's) give their own `keyOf`.
 */
export function memoizeRenders<T, I = RenderInput>(
  render: (input: I) => Promise<T>,
  size = 4,
  keyOf: (input: I) => string = renderKey as unknown as (input: I) => string,
): (input: I) => Promise<T> {
  const cache = new Map<string, Promise<T>>();
  return (input) => {
    const key = keyOf(input);
    const hit = cache.get(key);
    if (hit) {
      // Most recently used last, so the oldest entry is the one dropped.
      cache.delete(key);
      cache.set(key, hit);
      return hit;
    }
    const result = render(input);
    cache.set(key, result);
    result.catch(() => {
      if (cache.get(key) === result) cache.delete(key);
    });
    while (cache.size > size) {
      const oldest = cache.keys().next().value;
      if (oldest === undefined) break;
      cache.delete(oldest);
    }
    return result;
  };
}
