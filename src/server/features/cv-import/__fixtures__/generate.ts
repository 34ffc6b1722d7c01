// Rebuilds the hostile and broken files the CV import is tested against:
//   node --import tsx src/server/features/cv-import/__fixtures__/generate.ts
// encrypted.pdf is made separately with LibreOffice (password 'secret'):
//   soffice --headless --convert-to 'pdf:writer_pdf_Export:{"EncryptFile":{"type":"boolean","value":"true"},"DocumentOpenPassword":{"type":"string","value":"secret"}}' some.docx
import fs from 'node:fs';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';

const dir = import.meta.dirname;

/** A PDF from its object bodies, with a correct cross-reference table (unless `breakXref`). */
function pdf(objects: string[], options: { breakXref?: boolean } = {}): Buffer {
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets)
    out += `${String(options.breakXref ? o + 7919 : o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${options.breakXref ? xref + 333 : xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const textPage = (text: string[]) => {
  const ops = text.map((t, i) => `BT /F1 12 Tf 72 ${720 - i * 18} Td (${t}) Tj ET`).join('\n');
  return `<< /Length ${Buffer.byteLength(ops)} >>\nstream\n${ops}\nendstream`;
};

const CV_LINES = [
  'Jane Example',
  'jane@example.com | +1 555 0100 | Boston, MA',
  'EXPERIENCE',
  'Software Engineer, Acme Corp    Jan 2020 - Present',
  '- Built the billing service',
  'EDUCATION',
  'BSc in Computer Science, Boston University    2015 - 2019',
];

// A page that is only a picture: what a scanner produces.
const gray = 'ff'.repeat(64 * 64);
fs.writeFileSync(
  path.join(dir, 'scanned.pdf'),
  pdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << /Im1 5 0 R >> >> /Contents 4 0 R >>',
    (() => {
      const ops = 'q 500 0 0 700 56 46 cm /Im1 Do Q';
      return `<< /Length ${ops.length} >>\nstream\n${ops}\nendstream`;
    })(),
    `<< /Type /XObject /Subtype /Image /Width 64 /Height 64 /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /ASCIIHexDecode /Length ${gray.length + 1} >>\nstream\n${gray}>\nendstream`,
  ]),
);

// Text plus a document-open JavaScript action: the text is read, the script never runs.
const withText = (extra: string[] = []) => [
  `<< /Type /Catalog /Pages 2 0 R ${extra.length ? '/OpenAction 6 0 R /Names << /JavaScript << /Names [(x) 6 0 R] >> >>' : ''} >>`,
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
  textPage(CV_LINES),
  '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ...extra,
];
fs.writeFileSync(
  path.join(dir, 'javascript.pdf'),
  pdf(
    withText([
      "<< /Type /Action /S /JavaScript /JS (app.alert\\('pwned'\\); while\\(true\\){}) >>",
    ]),
  ),
);
fs.writeFileSync(path.join(dir, 'broken-xref.pdf'), pdf(withText(), { breakXref: true }));

// DOCX zip bombs: a huge, highly compressible entry; thousands of entries; an archive inside.
const docxParts = {
  '[Content_Types].xml': strToU8(
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
  ),
  'word/document.xml': strToU8(
    '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>',
  ),
};
fs.writeFileSync(
  path.join(dir, 'zip-bomb.docx'),
  zipSync(
    { ...docxParts, 'word/media/padding.xml': new Uint8Array(60 * 1024 * 1024) },
    { level: 9 },
  ),
);
const many: Record<string, Uint8Array> = { ...docxParts };
for (let i = 0; i < 3000; i += 1) many[`word/media/p${i}.xml`] = strToU8('x');
fs.writeFileSync(path.join(dir, 'many-entries.docx'), zipSync(many));
fs.writeFileSync(
  path.join(dir, 'nested-archive.docx'),
  zipSync({ ...docxParts, 'word/media/inner.zip': zipSync({ 'a.txt': strToU8('hello') }) }),
);
// A ZIP that is not a Word document, named like one.
fs.writeFileSync(path.join(dir, 'not-word.docx'), zipSync({ 'hello.txt': strToU8('hello') }));
console.log('fixtures written');
