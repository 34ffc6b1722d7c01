import WordExtractor from 'word-extractor';
import { MAX_CV_BYTES } from '#shared/cv-import/cv-import.limits.ts';
import { CvExtractionError, linesFromPlainText, type CvText } from './cv-text.ts';
import { decodeText, detectFileType } from './detect-file-type.ts';
import { extractDocxText } from './extract-docx-text.ts';
import { extractPdfText } from './extract-pdf-text.ts';

/**
 * Step 1 of the pipeline: bytes → lines of text in reading order. The type comes from
 * the content (detect-file-type.ts). A document without readable text fails with a
 * message that says why, so nothing is ever filled from a scan or an empty file.
 */
export async function extractText(bytes: Uint8Array): Promise<CvText> {
  if (bytes.byteLength > MAX_CV_BYTES) {
    throw new CvExtractionError('TOO_LARGE', 'The file is larger than 5 MB.');
  }
  const type = detectFileType(bytes);
  if (!type.ok) {
    throw new CvExtractionError(
      bytes.byteLength === 0 ? 'EMPTY' : 'UNSUPPORTED_TYPE',
      bytes.byteLength === 0
        ? 'The file is empty.'
        : `${type.reason} Please upload a PDF, DOC, DOCX, or TXT file.`,
    );
  }
  let result: CvText;
  switch (type.format) {
    case 'pdf': {
      const pdf = await extractPdfText(bytes);
      result = { format: 'pdf', ...pdf };
      break;
    }
    case 'docx':
      result = {
        format: 'docx',
        lines: await extractDocxText(bytes),
        multiColumn: false,
        pages: 0,
      };
      break;
    case 'doc': {
      let body: string;
      try {
        const doc = await new WordExtractor().extract(
          Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
        );
        body = doc.getBody();
      } catch {
        throw new CvExtractionError(
          'DAMAGED',
          'The Word document could not be read: the file is damaged or not a Word 97–2003 document.',
        );
      }
      result = { format: 'doc', lines: linesFromPlainText(body), multiColumn: false, pages: 0 };
      break;
    }
    case 'txt':
      result = {
        format: 'txt',
        lines: linesFromPlainText(decodeText(bytes) ?? ''),
        multiColumn: false,
        pages: 0,
      };
      break;
  }
  const letters = result.lines.reduce((n, l) => n + (l.text.match(/\p{L}/gu)?.length ?? 0), 0);
  if (letters < 20) {
    throw new CvExtractionError(
      'NO_TEXT',
      result.format === 'pdf'
        ? 'The PDF has no selectable text (it may be a scan or a picture of a CV), so nothing could be read from it. Upload a PDF with selectable text, or a DOCX or TXT file.'
        : 'The file contains no readable text.',
    );
  }
  return result;
}
