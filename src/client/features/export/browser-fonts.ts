import robotoBold from '@expo-google-fonts/roboto/700Bold/Roboto_700Bold.ttf?url';
import robotoItalic from '@expo-google-fonts/roboto/400Regular_Italic/Roboto_400Regular_Italic.ttf?url';
import robotoRegular from '@expo-google-fonts/roboto/400Regular/Roboto_400Regular.ttf?url';
import monoBold from '@expo-google-fonts/roboto-mono/700Bold/RobotoMono_700Bold.ttf?url';
import monoItalic from '@expo-google-fonts/roboto-mono/400Regular_Italic/RobotoMono_400Regular_Italic.ttf?url';
import monoRegular from '@expo-google-fonts/roboto-mono/400Regular/RobotoMono_400Regular.ttf?url';
import sansBold from '@expo-google-fonts/source-sans-3/700Bold/SourceSans3_700Bold.ttf?url';
import sansItalic from '@expo-google-fonts/source-sans-3/400Regular_Italic/SourceSans3_400Regular_Italic.ttf?url';
import sansRegular from '@expo-google-fonts/source-sans-3/400Regular/SourceSans3_400Regular.ttf?url';
import serifBold from '@expo-google-fonts/source-serif-4/700Bold/SourceSerif4_700Bold.ttf?url';
import serifItalic from '@expo-google-fonts/source-serif-4/400Regular_Italic/SourceSerif4_400Regular_Italic.ttf?url';
import serifRegular from '@expo-google-fonts/source-serif-4/400Regular/SourceSerif4_400Regular.ttf?url';
import { registerFontSources } from '#shared/documents/font-registration.ts';
import { PDF_FONTS } from '#shared/documents/fonts.ts';
import { fontSources } from './font-urls.ts';

/**
 * The browser's font adapter for the document engine: the same files the server
 * registers from node_modules (src/server/features/export/pdf-fonts.ts), here as asset
 * URLs the bundler emits, with the same glyph-cache repair and hyphenation, so a PDF made
 * in the browser matches the server's. Runs inside the render worker only.
 */
const URLS: Readonly<Record<string, string>> = {
  '@expo-google-fonts/roboto/400Regular/Roboto_400Regular.ttf': robotoRegular,
  '@expo-google-fonts/roboto/700Bold/Roboto_700Bold.ttf': robotoBold,
  '@expo-google-fonts/roboto/400Regular_Italic/Roboto_400Regular_Italic.ttf': robotoItalic,
  '@expo-google-fonts/roboto-mono/400Regular/RobotoMono_400Regular.ttf': monoRegular,
  '@expo-google-fonts/roboto-mono/700Bold/RobotoMono_700Bold.ttf': monoBold,
  '@expo-google-fonts/roboto-mono/400Regular_Italic/RobotoMono_400Regular_Italic.ttf': monoItalic,
  '@expo-google-fonts/source-sans-3/400Regular/SourceSans3_400Regular.ttf': sansRegular,
  '@expo-google-fonts/source-sans-3/700Bold/SourceSans3_700Bold.ttf': sansBold,
  '@expo-google-fonts/source-sans-3/400Regular_Italic/SourceSans3_400Regular_Italic.ttf':
    sansItalic,
  '@expo-google-fonts/source-serif-4/400Regular/SourceSerif4_400Regular.ttf': serifRegular,
  '@expo-google-fonts/source-serif-4/700Bold/SourceSerif4_700Bold.ttf': serifBold,
  '@expo-google-fonts/source-serif-4/400Regular_Italic/SourceSerif4_400Regular_Italic.ttf':
    serifItalic,
};

let registered: Promise<void> | undefined;

/** Registers the fonts once per worker; react-pdf fetches and parses each face on first use. */
export function registerBrowserFonts(): Promise<void> {
  registered ??= (async () => {
    await registerFontSources(fontSources(Object.values(PDF_FONTS), URLS));
  })().catch((err: unknown) => {
    registered = undefined;
    throw err;
  });
  return registered;
}
