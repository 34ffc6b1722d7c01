import type { FontSource } from '#shared/documents/font-registration.ts';
import type { PdfFontFamily } from '#shared/documents/fonts.ts';

/**
 * Pairs every face that fonts.ts names with the URL the bundler gave its file (keyed
 * '{package}/{file}'). A face without a URL is an error: the PDF would silently fall back
 * to Helvetica, which garbles anything beyond Latin-1, and differ from the server's.
 */
export function fontSources(
  families: readonly PdfFontFamily[],
  urls: Readonly<Record<string, string>>,
): FontSource[] {
  return families.flatMap((font) =>
    font.faces.map((face) => {
      const key = `${font.packageName}/${face.file}`;
      const src = urls[key];
      if (!src) throw new Error(`No bundled file for the font face ${key}`);
      return { family: font.family, fontWeight: face.weight, fontStyle: face.style, src };
    }),
  );
}
