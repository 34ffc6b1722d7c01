import { Font } from '@react-pdf/renderer';
import { PDF_FONTS, pdfHyphenation } from './fonts.ts';
import { tuneFontkit } from './resume-pdf/fontkit-tuning.ts';

/** One face of fonts.ts as react-pdf registers it, from where the runtime finds its file. */
export interface FontSource {
  family: string;
  fontWeight: number;
  fontStyle: 'normal' | 'italic';
  /** A path in node_modules on the server, an asset URL in the browser. */
  src: string;
}

/**
 * Registers the document fonts with react-pdf and the hyphenation, then tunes fontkit
 * (fontkit-tuning.ts: glyph cache repair, shaping cache) using the smallest face. Both
 * runtimes' adapters end here, so a PDF made in the browser matches the server's.
 */
export async function registerFontSources(sources: readonly FontSource[]): Promise<void> {
  for (const source of sources) Font.register(source);
  // The builders pass this on every text node too; registering it covers any other text.
  Font.registerHyphenationCallback(pdfHyphenation);
  const probe = {
    fontFamily: PDF_FONTS.mono.family,
    fontWeight: 400,
    fontStyle: 'normal',
  } as const;
  await Font.load(probe);
  tuneFontkit(Font.getFont(probe)?.data);
}
