import { describe, expect, it } from 'vitest';
import { cvContentMismatchMessage, type CvContentKind } from './cv-content-mismatch.ts';

const ASK = 'Please upload a PDF, DOC, DOCX, or TXT file.';

describe('cvContentMismatchMessage', () => {
  it.each<[string, CvContentKind, string]>([
    ['cv.pdf', 'image', 'This file is named .pdf but holds an image.'],
    ['CV.PDF', 'image', 'This file is named .pdf but holds an image.'],
    ['cv.docx', 'zip', 'This file is named .docx but holds a ZIP archive.'],
    ['cv.docx', 'spreadsheet', 'This file is named .docx but holds a spreadsheet.'],
    [
      'cv.doc',
      'office',
      'This file is named .doc but holds an Office file that is not a Word document.',
    ],
    ['cv.doc', 'rtf', 'This file is named .doc but holds a Rich Text (RTF) document.'],
    ['cv.pdf', 'html', 'This file is named .pdf but holds a web page (HTML).'],
    ['cv.txt', 'executable', 'This file is named .txt but holds a program (an executable file).'],
    ['cv.pdf', 'docx', 'This file is named .pdf but holds a Word document.'],
    ['cv.docx', 'pdf', 'This file is named .docx but holds a PDF document.'],
    ['cv.pdf', 'txt', 'This file is named .pdf but holds plain text.'],
    ['cv.txt', 'archive', 'This file is named .txt but holds a compressed archive.'],
    ['cv.pdf', 'media', 'This file is named .pdf but holds audio or video.'],
    ['cv.pdf', 'binary', 'This file is named .pdf but holds data that is not text.'],
  ])('%s holding %s: says so', (name, kind, said) => {
    expect(cvContentMismatchMessage(name, kind)).toBe(`${said} ${ASK}`);
  });

  it.each<[string, CvContentKind]>([
    ['cv.pdf', 'pdf'],
    ['cv.docx', 'docx'],
    // Word documents are often saved under the other Word extension.
    ['cv.doc', 'docx'],
    ['cv.docx', 'doc'],
    ['cv.txt', 'txt'],
    // A name that claims no CV format: the plain refusal says enough.
    ['photo.png', 'image'],
    ['cv', 'image'],
    ['page.html', 'html'],
  ])('%s holding %s: nothing to add', (name, kind) => {
    expect(cvContentMismatchMessage(name, kind)).toBeNull();
  });
});
