import type { LetterRenderInput } from './letter-render-input.ts';
import type { RenderInput } from './render-request.ts';

/** Messages between the page and the render worker (render.worker.ts). */

export type WorkerFormat = 'pdf' | 'docx';

/** What to render: a resume (`input`) or a cover letter (`letter`). */
export type RenderJob = { input: RenderInput } | { letter: LetterRenderInput };

export type RenderRequestMessage = { id: number; format: WorkerFormat } & RenderJob;

/** Stop job `cancel` at its next checkpoint: a newer version of it is waiting. */
export interface RenderCancelMessage {
  cancel: number;
}

export type RenderResponseMessage =
  | { id: number; ok: true; bytes: ArrayBuffer }
  | { id: number; ok: false; message: string }
  | { id: number; ok: false; cancelled: true };
