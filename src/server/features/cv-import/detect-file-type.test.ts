import fs from 'node:fs';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { CvContentKind } from '#shared/cv-import/cv-content-mismatch.ts';
import { detectContentKind, detectFileType } from './detect-file-type.ts';

const repo = path.resolve(import.meta.dirname, '../../../..');
const file = (relative: string) => fs.readFileSync(path.join(repo, relative));
const bytes = (...parts: Array<number[] | string>) =>
  Buffer.concat(
    parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))),
  );
const zip = (names: string[]) =>
  zipSync(Object.fromEntries(names.map((name) => [name, strToU8('<x/>')])));

describe('detectContentKind: what a file holds, for the refusal to say', () => {
  it.each<[string, Uint8Array, CvContentKind]>([
    ['a PDF', file('src/server/features/cv-import/__corpus__/01-okafor-pdf-1col.pdf'), 'pdf'],
    ['a DOCX', file('src/server/features/cv-import/__corpus__/03-okafor-docx.docx'), 'docx'],
    ['a DOC', file('src/server/features/cv-import/__corpus__/07-schneider-doc.doc'), 'doc'],
    ['a text CV', file('src/server/features/cv-import/__corpus__/02-okafor-txt.txt'), 'txt'],
    ['a PNG', file('src/server/features/export/__visual__/classic.png'), 'image'],
    ['a WebP', file('public/template-previews/1.webp'), 'image'],
    ['an SVG', file('public/favicon.svg'), 'image'],
    ['a JPEG', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF', [0, 1, 1, 0]), 'image'],
    ['a GIF', bytes('GIF89a', [1, 0, 1, 0, 0x80, 0, 0]), 'image'],
    ['a ZIP of photos', zip(['photo.jpg']), 'zip'],
    ['an Excel workbook', zip(['[Content_Types].xml', 'xl/workbook.xml']), 'spreadsheet'],
    ['a PowerPoint deck', zip(['ppt/presentation.xml']), 'presentation'],
    ['an OpenDocument text', zip(['mimetype', 'content.xml']), 'opendocument'],
    ['a Windows program', bytes('MZ', [0x90, 0, 3, 0, 0, 0]), 'executable'],
    ['a Linux program', bytes([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), 'executable'],
    ['a gzip file', bytes([0x1f, 0x8b, 8, 0, 0, 0, 0, 0]), 'archive'],
    ['an MP4 video', bytes([0, 0, 0, 0x18], 'ftypmp42', [0, 0, 0, 0]), 'media'],
    ['a saved web page', bytes('<!DOCTYPE html>\n<html><body>Jane</body></html>'), 'html'],
    ['bare HTML', bytes('  <html lang="en"><p>Jane</p></html>'), 'html'],
    ['an RTF document', bytes('{\\rtf1\\ansi Jane Doe}'), 'rtf'],
    ['other binary data', bytes([0x00, 0x01, 0x02, 0x03]), 'binary'],
    // Text that merely mentions markup is still text.
    ['a CV that names HTML as a skill', bytes('Jane Doe\nSkills: <html>, CSS\n'), 'txt'],
  ])('%s → %s', (_, content, kind) => {
    expect(detectContentKind(content)).toBe(kind);
  });

  it('gives the same kind in the refusal of detectFileType', () => {
    expect(detectFileType(zip(['xl/workbook.xml']))).toMatchObject({
      ok: false,
      kind: 'spreadsheet',
    });
    expect(detectFileType(file('src/server/features/export/__visual__/classic.png'))).toMatchObject(
      {
        ok: false,
        kind: 'image',
      },
    );
  });
});
