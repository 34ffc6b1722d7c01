import { CV_EXTENSIONS, fileExtension, type CvFormat } from './cv-import.limits.ts';
import { CV_NOTICES } from './cv-notices.ts';

/**
 * What a file holds, as far as its first bytes tell: one of the CV formats, or a kind
 * people upload by mistake (a photo of the CV, a zipped folder, a saved web page).
 */
export type CvContentKind =
  | 'pdf'
  | 'doc'
  | 'docx'
  | 'txt'
  | 'image'
  | 'html'
  | 'rtf'
  | 'zip'
  | 'spreadsheet'
  | 'presentation'
  | 'opendocument'
  | 'office'
  | 'archive'
  | 'executable'
  | 'media'
  | 'binary';

const KIND_WORDS: Record<CvContentKind, string> = {
  pdf: 'a PDF document',
  doc: 'a Word 97–2003 document',
  docx: 'a Word document',
  txt: 'plain text',
  image: 'an image',
  html: 'a web page (HTML)',
  rtf: 'a Rich Text (RTF) document',
  zip: 'a ZIP archive',
  spreadsheet: 'a spreadsheet',
  presentation: 'a presentation',
  opendocument: 'an OpenDocument file',
  office: 'an Office file that is not a Word document',
  archive: 'a compressed archive',
  executable: 'a program (an executable file)',
  media: 'audio or video',
  binary: 'data that is not text',
};

/** The kinds the reader takes, each with the extensions that may stand for it. */
const FITTING_EXTENSIONS: Record<CvFormat, readonly string[]> = {
  pdf: ['.pdf'],
  // Word documents are often saved with the other Word extension.
  doc: ['.doc', '.docx'],
  docx: ['.doc', '.docx'],
  txt: ['.txt'],
};

function isCvFormat(kind: CvContentKind): kind is CvFormat {
  return kind in FITTING_EXTENSIONS;
}

/**
 * The refusal's text for a file whose name says one CV format and whose content is
 * another thing, e.g. 'This file is named .pdf but holds an image. Please upload a PDF,
 * DOC, DOCX, or TXT file.' Null when the name and content agree, or when the name claims
 * no CV format (then the plain 'Invalid file type' text says all there is to say).
 */
export function cvContentMismatchMessage(fileName: string, kind: CvContentKind): string | null {
  const ext = fileExtension(fileName);
  if (!(CV_EXTENSIONS as readonly string[]).includes(ext)) return null;
  if (isCvFormat(kind) && FITTING_EXTENSIONS[kind].includes(ext)) return null;
  return `This file is named ${ext} but holds ${KIND_WORDS[kind]}. ${CV_NOTICES.invalidType.text}`;
}
