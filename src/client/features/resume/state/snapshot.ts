import type { ResumeApiDocument } from '#shared/resume/resume-api.ts';
import { resumeFromApi } from '#shared/resume/resume-api.ts';
import type { ResumeData } from '#shared/resume/resume.schema.ts';
import type { Saved } from '../../../lib/document-session/saved-document.ts';

/** What the person edits: the document and the chosen template. */
export interface Snapshot {
  data: ResumeData;
  templateId: string | null;
}

/** The last loaded or saved state on the server. */
export type SavedSnapshot = Saved<Snapshot>;

export function savedFromApi(doc: ResumeApiDocument): SavedSnapshot {
  return {
    value: { data: resumeFromApi(doc), templateId: doc.template_id },
    version: doc.version,
    updatedAt: doc.updated_at,
  };
}

/** Structural equality for JSON-like values (the resume document is plain data). */
function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((v, i) => deepEqual(v, b[i]));
  }
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every(
    (k) =>
      Object.prototype.hasOwnProperty.call(b, k) &&
      deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
  );
}

/** The spec's unsaved-changes flag compares the form data with the last loaded or saved data. */
export function sameSnapshot(a: Snapshot, b: Snapshot): boolean {
  return a.templateId === b.templateId && deepEqual(a.data, b.data);
}
