import { describe, expect, it } from 'vitest';
import { PDF_FONTS } from '#shared/documents/fonts.ts';
import { fontSources } from './font-urls.ts';

const families = Object.values(PDF_FONTS);
const allUrls = Object.fromEntries(
  families.flatMap((f) =>
    f.faces.map((face) => [`${f.packageName}/${face.file}`, `/x/${face.file}`]),
  ),
);

describe('fontSources', () => {
  it('gives every face of every family its URL', () => {
    const sources = fontSources(families, allUrls);
    expect(sources).toHaveLength(families.length * 3);
    expect(sources).toContainEqual({
      family: 'Roboto',
      fontWeight: 700,
      fontStyle: 'normal',
      src: '/x/700Bold/Roboto_700Bold.ttf',
    });
  });

  it('refuses a face that has no bundled file', () => {
    const urls = { ...allUrls };
    delete urls[
      '@expo-google-fonts/roboto-mono/400Regular_Italic/RobotoMono_400Regular_Italic.ttf'
    ];
    expect(() => fontSources(families, urls)).toThrow(/RobotoMono_400Regular_Italic/);
  });
});
