import { createRequire } from 'node:module';
import path from 'node:path';
import { registerFontSources } from '#shared/documents/font-registration.ts';
import { PDF_FONTS } from '#shared/documents/fonts.ts';

const require = createRequire(import.meta.url);

/** Folder of an installed npm package (the font packages have no `exports` map). */
function packageDir(packageName: string): string {
  return path.dirname(require.resolve(`${packageName}/package.json`));
}

/** Absolute paths of every font file the PDF builders use. */
export function pdfFontFiles(): {
  family: string;
  weight: number;
  style: 'normal' | 'italic';
  file: string;
}[] {
  return Object.values(PDF_FONTS).flatMap((font) => {
    const dir = packageDir(font.packageName);
    return font.faces.map((face) => ({
      family: font.family,
      weight: face.weight,
      style: face.style,
      file: path.join(dir, face.file),
    }));
  });
}

let registered: Promise<void> | undefined;

/**
 * Registers the document fonts with react-pdf from node_modules, once per process
 * (react-pdf keeps fonts in a module-level store and parses each file on first use),
 * and tunes fontkit (fontkit-tuning.ts: glyph cache repair, shaping cache) using the smallest face.
 */
export function registerPdfFonts(): Promise<void> {
  registered ??= (async () => {
    await registerFontSources(
      pdfFontFiles().map((font) => ({
        family: font.family,
        src: font.file,
        fontWeight: font.weight,
        fontStyle: font.style,
      })),
    );
  })();
  return registered;
}
