import { cleanLine } from './clean-text.ts';

export type DocumentFormat = 'pdf' | 'docx' | 'txt';

/** A resume also downloads as Markdown (resume-md.ts). */
export type ResumeFileFormat = DocumentFormat | 'md';

/** Longest base name (before ' - Resume.ext'); file systems allow 255 bytes and UTF-8 letters take up to 4. */
const MAX_NAME_CHARS = 60;

// Characters Windows, macOS or Linux refuse or treat specially in file names, plus
// quotes and semicolons, which would need escaping in a Content-Disposition header.
const UNSAFE = /[\\/:*?"<>|;,`$%{}[\]~#&=+^!@]/g;

/**
 * The download name of a resume: 'Jane Doe - Resume.pdf'. Unicode letters are kept
 * ('Nguyễn Thị Minh Khai - Resume.pdf'); characters that are unsafe in file names or
 * headers go, and a name with nothing usable left gives 'Resume.pdf'.
 */
export function resumeFileName(fullName: string, format: ResumeFileFormat): string {
  const base = safeFileBase(fullName);
  return base ? `${base} - Resume.${format}` : `Resume.${format}`;
}

/**
 * The download name of a cover letter: 'Jane Doe - Cover Letter.pdf' ('Cover Letter.pdf'
 * when the name leaves nothing usable), with the same rules as resumeFileName.
 */
export function coverLetterFileName(fullName: string, format: DocumentFormat | 'zip'): string {
  const base = safeFileBase(fullName);
  return base ? `${base} - Cover Letter.${format}` : `Cover Letter.${format}`;
}

/** The application pack: 'Jane Doe - Application.zip'. */
export function applicationPackFileName(fullName: string): string {
  const base = safeFileBase(fullName);
  return base ? `${base} - Application.zip` : 'Application.zip';
}

/** A name reduced to characters that are safe in any file system and HTTP header. */
export function safeFileBase(value: string): string {
  const cleaned = cleanLine(value)
    .replace(UNSAFE, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.-]+|[\s.]+$/g, '');
  const chars = [...cleaned];
  const cut =
    chars.length > MAX_NAME_CHARS ? chars.slice(0, MAX_NAME_CHARS).join('').trimEnd() : cleaned;
  // Reserved device names on Windows ('CON', 'NUL', 'COM1' …) cannot be file names at all.
  return /^(con|prn|aux|nul|com\d|lpt\d)$/i.test(cut) ? '' : cut;
}

/** ASCII-only form of a file name, for the plain `filename=` of Content-Disposition. */
export function asciiFileName(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7E]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const extension = /\.[a-z0-9]+$/i.exec(fileName)?.[0] ?? '';
  // A name written only in other scripts has no ASCII left but its extension, or only the
  // document part ('- Cover Letter.pdf'): keep that part.
  if (ascii.startsWith('- ')) return ascii.slice(2);
  return ascii === extension || ascii === '' ? `Resume${extension}` : ascii;
}
