// Rebuilds the CV corpus from its sources (source/*.ts): every document and its
// <name>.expected.json, plus manifest.json. Run after changing a source:
//   node --import tsx src/server/features/cv-import/__corpus__/generate.ts
// Needs Chromium (/usr/lib/chromium/chromium) for the HTML PDFs and LibreOffice
// (`soffice`, Debian package libreoffice-writer-nogui) for .doc and the Word-made PDFs.
// Tests and the bench only read the generated files.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Packer } from 'docx';
import { chromium } from 'playwright-core';
import { expectedProfile } from './source/expected.ts';
import { renderDocx, renderHtml, renderTxt } from './source/render.ts';
import { corpusVariants, type CorpusFormat } from './source/variants.ts';

const dir = import.meta.dirname;
const CHROMIUM = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((p) => fs.existsSync(p));

export interface ManifestEntry {
  file: string;
  expected: string;
  format: 'pdf' | 'docx' | 'doc' | 'txt';
  source: CorpusFormat;
  columns: 1 | 2;
  heldOut: boolean;
}

const EXT: Record<CorpusFormat, ManifestEntry['format']> = {
  'pdf-1col': 'pdf',
  'pdf-2col': 'pdf',
  'pdf-word': 'pdf',
  docx: 'docx',
  'docx-table': 'docx',
  doc: 'doc',
  txt: 'txt',
};

function soffice(input: string, to: 'doc' | 'pdf', outDir: string): string {
  execFileSync(
    'soffice',
    [
      '--headless',
      '--convert-to',
      to === 'doc' ? 'doc:MS Word 97' : 'pdf',
      '--outdir',
      outDir,
      input,
    ],
    {
      stdio: 'ignore',
      env: { PATH: '/usr/local/bin:/usr/bin:/bin', HOME: outDir },
    },
  );
  return path.join(outDir, `${path.basename(input, '.docx')}.${to}`);
}

async function main() {
  const variants = corpusVariants();
  for (const f of fs.readdirSync(dir)) {
    if (/\.(pdf|docx|doc|txt|json)$/.test(f)) fs.rmSync(path.join(dir, f));
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cv-corpus-'));
  if (!CHROMIUM) throw new Error('Chromium not found (apt-get install chromium)');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const page = await browser.newPage();
  const manifest: ManifestEntry[] = [];
  try {
    for (const v of variants) {
      const ext = EXT[v.format];
      const file = `${v.id}.${ext}`;
      const target = path.join(dir, file);
      if (v.format === 'pdf-1col' || v.format === 'pdf-2col') {
        await page.setContent(renderHtml(v), { waitUntil: 'load' });
        fs.writeFileSync(
          target,
          await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true }),
        );
      } else if (v.format === 'txt') {
        // One of the text files is UTF-16 with a BOM, one Latin-1-safe file stays UTF-8.
        const text = renderTxt(v);
        fs.writeFileSync(
          target,
          v.person.key === 'rossi'
            ? Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')])
            : text,
        );
      } else {
        const docx = await Packer.toBuffer(renderDocx(v));
        if (v.format === 'docx' || v.format === 'docx-table') {
          fs.writeFileSync(target, docx);
        } else {
          const src = path.join(tmp, `${v.id}.docx`);
          fs.writeFileSync(src, docx);
          fs.copyFileSync(soffice(src, v.format === 'doc' ? 'doc' : 'pdf', tmp), target);
        }
      }
      const expected = `${v.id}.expected.json`;
      fs.writeFileSync(
        path.join(dir, expected),
        `${JSON.stringify(expectedProfile(v), null, 2)}\n`,
      );
      manifest.push({
        file,
        expected,
        format: ext,
        source: v.format,
        columns: v.format === 'pdf-2col' ? 2 : 1,
        heldOut: v.heldOut,
      });
      console.log(`${file}`);
    }
  } finally {
    await browser.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  fs.writeFileSync(path.join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`${manifest.length} documents, ${manifest.filter((m) => m.heldOut).length} held out`);
}

await main();
