import { zipSync, type Zippable } from 'fflate';
import { coverLetterFileName, resumeFileName, type DocumentFormat } from './file-name.ts';

/**
 * The application pack: one ZIP with the resume and the cover letter, each as
 * PDF, DOCX and TXT, named as their single downloads are ('Jane Doe - Resume.pdf',
 * 'Jane Doe - Cover Letter.pdf' …). Built from bytes the caller rendered, so the browser
 * (render worker) and the server (export route, CLI) pack the same files. Runtime-neutral
 * (fflate is plain JavaScript).
 */

const PACK_FORMATS: readonly DocumentFormat[] = ['pdf', 'docx', 'txt'];

export interface PackDocument {
  /** The name on the resume or letter: it names the files. */
  fullName: string;
  files: Readonly<Record<DocumentFormat, Uint8Array>>;
}

/** The six entry names, in pack order. */
export function applicationPackEntryNames(resumeName: string, letterName: string): string[] {
  return [
    ...PACK_FORMATS.map((f) => resumeFileName(resumeName, f)),
    ...PACK_FORMATS.map((f) => coverLetterFileName(letterName, f)),
  ];
}

/** The ZIP: PDFs and DOCX stored as they are (already compressed), text deflated. */
export function zipApplicationPack(
  resume: PackDocument,
  letter: PackDocument,
  modified: Date = new Date(),
): Uint8Array {
  const entries: Zippable = {};
  const add = (name: string, bytes: Uint8Array, format: DocumentFormat) => {
    entries[name] = [bytes, { level: format === 'txt' ? 6 : 0, mtime: modified }];
  };
  for (const format of PACK_FORMATS)
    add(resumeFileName(resume.fullName, format), resume.files[format], format);
  for (const format of PACK_FORMATS)
    add(coverLetterFileName(letter.fullName, format), letter.files[format], format);
  return zipSync(entries);
}
