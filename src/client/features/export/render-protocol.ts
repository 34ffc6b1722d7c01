import type { RenderInput } from './render-request.ts';

/** Messages between the page and the render worker (render.worker.ts). */

export type WorkerFormat = 'pdf' | 'docx';

export interface RenderRequestMessage {
  id: number;
  format: WorkerFormat;
  input: RenderInput;
}

export type RenderResponseMessage =
  { id: number; ok: true; bytes: ArrayBuffer } | { id: number; ok: false; message: string };
