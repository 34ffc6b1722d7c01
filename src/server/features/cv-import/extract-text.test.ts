import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readZipDirectory } from '../../lib/safe-zip.ts';
import { lyingZip } from '../../lib/safe-zip.test-support.ts';
import { CvExtractionError } from './cv-text.ts';
import { detectFileType } from './detect-file-type.ts';
import { verifiedDocx } from './docx-safety.ts';
import { extractProfileLocally } from './extract-profile.ts';
import { extractText } from './extract-text.ts';

const fixture = (name: string) =>
  fs.readFileSync(path.join(import.meta.dirname, '__fixtures__', name));
const corpus = (name: string) =>
  fs.readFileSync(path.join(import.meta.dirname, '__corpus__', name));

async function failure(bytes: Uint8Array): Promise<CvExtractionError> {
  try {
    await extractText(bytes);
  } catch (err) {
    if (err instanceof CvExtractionError) return err;
    throw err;
  }
  throw new Error('expected a failure');
}

describe('detectFileType: by content, never by name', () => {
  it.each([
    ['01-okafor-pdf-1col.pdf', 'pdf'],
    ['03-okafor-docx.docx', 'docx'],
    ['07-schneider-doc.doc', 'doc'],
    ['02-okafor-txt.txt', 'txt'],
    ['31-rossi-docx.docx', 'docx'],
  ])('%s is %s', (file, format) => {
    expect(detectFileType(corpus(file))).toEqual({ ok: true, format });
  });

  it.each([
    [
      'a PNG named .pdf',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
    ],
    ['a ZIP that is not a Word file', fixture('not-word.docx')],
    ['binary with NUL bytes', Buffer.from('MZ\u0000\u0000\u0003binary')],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s', (_, bytes) => {
    expect(detectFileType(bytes).ok).toBe(false);
  });

  it('reads UTF-16 with a BOM and Latin-1 text', () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Zoë Dupré', 'utf16le')]);
    expect(detectFileType(utf16)).toEqual({ ok: true, format: 'txt' });
    expect(detectFileType(Buffer.from('Zoë Dupré\n', 'latin1'))).toEqual({
      ok: true,
      format: 'txt',
    });
  });
});

describe('extractText: hostile and broken files', () => {
  it('a scanned PDF (a picture, no text) fails and says why', async () => {
    const err = await failure(fixture('scanned.pdf'));
    expect(err.code).toBe('NO_TEXT');
    expect(err.message).toContain('no selectable text');
  });

  it('an encrypted PDF fails and says it is password-protected', async () => {
    const err = await failure(fixture('encrypted.pdf'));
    expect(err.code).toBe('ENCRYPTED');
    expect(err.message).toMatch(/password/i);
  });

  it('a PDF with JavaScript is read as text; the script never runs', async () => {
    const { profile } = await extractProfileLocally(fixture('javascript.pdf'));
    expect(profile.display_name).toBe('Jane Example');
    expect(profile.experience[0]).toMatchObject({
      jobTitle: 'Software Engineer',
      company: 'Acme Corp',
    });
  });

  it('a PDF with a broken cross-reference table is repaired or refused cleanly', async () => {
    const result = await extractProfileLocally(fixture('broken-xref.pdf')).then(
      (r) => r.profile.email,
      (err: unknown) => (err instanceof CvExtractionError ? err.code : 'crash'),
    );
    expect(['jane@example.com', 'DAMAGED', 'NO_TEXT']).toContain(result);
  });

  it.each([
    ['zip-bomb.docx', /unpacks to far more data|compressed suspiciously/],
    ['many-entries.docx', /too many files/],
    ['nested-archive.docx', /another archive/],
  ])('refuses %s before inflating it', async (file, message) => {
    const err = await failure(fixture(file));
    expect(err.code).toBe('UNSAFE_ARCHIVE');
    expect(err.message).toMatch(message);
  });

  it('refuses a DOCX whose word/document.xml declares 200 bytes and inflates to 300 MB', async () => {
    const docx = lyingZip('word/document.xml', 200, 300 * 1024 * 1024, [
      { name: '[Content_Types].xml', content: new TextEncoder().encode('<Types/>') },
    ]);
    expect(detectFileType(docx)).toEqual({ ok: true, format: 'docx' });
    const err = await failure(docx);
    expect(err.code).toBe('UNSAFE_ARCHIVE');
    expect(err.message).toBe(
      'The Word document was refused because a file inside it unpacks to more data than the document says it holds.',
    );
  });

  it('gives mammoth a stored copy of the text parts, never the upload', () => {
    const upload = readZipDirectory(corpus('03-okafor-docx.docx'));
    const copy = readZipDirectory(verifiedDocx(corpus('03-okafor-docx.docx')));
    expect(copy.map((e) => e.name)).toEqual(
      upload.map((e) => e.name).filter((name) => /\.(xml|rels)$/.test(name)),
    );
    expect(copy.map((e) => e.name)).toContain('word/document.xml');
    expect(copy.every((e) => e.method === 0 && e.compressedSize === e.size)).toBe(true);
  });

  it('an empty file and a file of blanks fail with a clear text', async () => {
    expect((await failure(new Uint8Array())).message).toBe('The file is empty.');
    expect((await failure(Buffer.from('   \n\n  '))).code).toBe('NO_TEXT');
  });

  it('reads a UTF-16 text CV', async () => {
    const text = await extractText(corpus('31-rossi-docx.docx'));
    expect(text.format).toBe('docx');
    const utf16 = await extractText(
      Buffer.concat([
        Buffer.from([0xff, 0xfe]),
        Buffer.from('Giulia Rossi\ngiulia@example.it\nHead Chef at Trattoria\n', 'utf16le'),
      ]),
    );
    expect(utf16.lines.map((l) => l.text)).toEqual([
      'Giulia Rossi',
      'giulia@example.it',
      'Head Chef at Trattoria',
    ]);
  });

  it('reads a two-column PDF column by column', async () => {
    const text = await extractText(corpus('27-kowalski-pdf-2col.pdf'));
    expect(text.multiColumn).toBe(true);
    const lines = text.lines.map((l) => l.text);
    // The sidebar's skills come as one block, not interleaved with the main column.
    const skills = lines.findIndex((l) => /skills|competencies|expertise/i.test(l));
    expect(lines.slice(skills + 1, skills + 3).join(' ')).toMatch(/Kubernetes|Terraform/);
  });
});
