import type { PageBitmap } from './canvas-pages.ts';
import type { LetterRenderInput } from './letter-render-input.ts';
import type { RenderInput } from './render-request.ts';

/** Messages between the page and the render worker (render.worker.ts). */

/** A file, or (`pages`) the PDF's pages drawn as bitmaps for a live preview. */
export type WorkerFormat = 'pdf' | 'docx' | 'pages';

/** What to render: a resume (`input`) or a cover letter (`letter`). */
export type RenderJob = { input: RenderInput } | { letter: LetterRenderInput };

export type RenderRequestMessage = {
  id: number;
  format: WorkerFormat;
  /** For `pages`: how many pixels wide each page is drawn. */
  pixelWidth?: number;
} & RenderJob;

/** What the worker makes of a request: a file's bytes, or a drawing's pages. */
export type RenderOutput = ArrayBuffer | PageBitmap[];

/** Stop job `cancel` at its next checkpoint: a newer version of it is waiting. */
export interface RenderCancelMessage {
  cancel: number;
}

export type RenderResponseMessage =
  | { id: number; ok: true; bytes: ArrayBuffer }
  | { id: number; ok: true; pages: PageBitmap[] }
  | { id: number; ok: false; message: string }
  | { id: number; ok: false; cancelled: true };
