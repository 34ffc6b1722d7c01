import { inflateSync } from 'node:zlib';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { fullLetter } from '#shared/documents/__fixtures__/cover-letter-fixtures.ts';
import { shortResume } from '#shared/documents/__fixtures__/resume-fixtures.ts';
import { readableOnWhite } from '#shared/documents/color.ts';
import { DEFAULT_STYLE } from '#shared/resume/resume-defaults.ts';
import { resumeToApi } from '#shared/resume/resume-api.ts';
import type { ResumeData } from '#shared/resume/resume.schema.ts';
import { LAYOUT_FAMILY_IDS, type LayoutFamily } from '#shared/templates/layout-families.ts';
import { renderApplicationPack } from './cover-letter-export.ts';
import { renderResumeDocx, renderResumePdf, type RenderOptions } from './export.service.ts';
import { inspectPdf } from './pdf-inspect.test-support.ts';
import { VISUAL_TEMPLATES } from './__visual__/visual.ts';

type Style = ResumeData['style'];

function styled(style: Partial<Style>, language = 'en'): ResumeData {
  return { ...shortResume, style: { ...DEFAULT_STYLE, ...style } as Style, language };
}

/**
 * The PDF as text: its objects as written and every Flate stream inflated, so drawing
 * operators (colours, font sizes) and font dictionaries can be searched.
 */
function pdfSource(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1');
  const parts = [raw];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    try {
      parts.push(inflateSync(Buffer.from(raw.slice(start, end), 'latin1')).toString('latin1'));
    } catch {
      // Not a Flate stream (or a font program): its objects are searched as written.
    }
  }
  return parts.join('\n');
}

const channel = (v: string) =>
  Math.round(Number(v) * 255)
    .toString(16)
    .padStart(2, '0');

/** Every colour the PDF fills or strokes with, as '#rrggbb'. */
function pdfColors(source: string): Set<string> {
  const colors = new Set<string>();
  for (const [, r, g, b] of source.matchAll(/([\d.]+) ([\d.]+) ([\d.]+) (?:rg|RG|scn|SCN)\b/g)) {
    colors.add(`#${channel(r!)}${channel(g!)}${channel(b!)}`);
  }
  return colors;
}

/** Font sizes the text is set in (the Tf operators), largest first. */
function fontSizes(source: string): number[] {
  const sizes = [...source.matchAll(/\/F\d+ ([\d.]+) Tf/g)].map((m) => Number(m[1]));
  return [...new Set(sizes)].sort((a, b) => b - a);
}

/** The embedded fonts' PostScript names, without the subset prefix. */
function fontNames(source: string): Set<string> {
  return new Set([...source.matchAll(/\/BaseFont \/(?:[A-Z]{6}\+)?([\w-]+)/g)].map((m) => m[1]!));
}

async function pdf(data: ResumeData, layout: LayoutFamily = 'classic', options?: RenderOptions) {
  const bytes = await renderResumePdf(data, VISUAL_TEMPLATES[layout], options);
  return { source: pdfSource(bytes), inspected: await inspectPdf(bytes) };
}

async function docxXml(data: ResumeData, layout: LayoutFamily = 'classic') {
  const files = unzipSync(await renderResumeDocx(data, VISUAL_TEMPLATES[layout]));
  return {
    styles: strFromU8(files['word/styles.xml']!),
    document: strFromU8(files['word/document.xml']!),
  };
}

describe('a resume style in the PDF', () => {
  it('prints on the resume’s page size, unless the caller names one', async () => {
    const a4 = await pdf(styled({}));
    expect(a4.inspected.pages[0]!.width).toBeCloseTo(595.28, 0);
    const letter = await pdf(styled({ page_size: 'Letter' }));
    expect(letter.inspected.pages[0]!.width).toBeCloseTo(612, 0);
    expect(letter.inspected.pages[0]!.height).toBeCloseTo(792, 0);
    expect(letter.source).toMatch(/\/MediaBox \[0 0 612 792\]/);
    const overridden = await pdf(styled({ page_size: 'Letter' }), 'classic', { pageSize: 'A4' });
    expect(overridden.inspected.pages[0]!.height).toBeCloseTo(841.89, 0);
  });

  it('draws shapes in the chosen accent and text in it darkened to read on white', async () => {
    const template = VISUAL_TEMPLATES.classic.theme.accent;
    const own = pdfColors((await pdf(styled({}))).source);
    expect(own).toContain(template);

    const light = '#f5c518';
    const colors = pdfColors((await pdf(styled({ accent_color: light }))).source);
    expect(colors).toContain(light);
    expect(colors).toContain(readableOnWhite(light));
    expect(readableOnWhite(light)).not.toBe(light);
    expect(colors).not.toContain(template);
  });

  it('sets the text in the pairing’s fonts', async () => {
    const own = fontNames((await pdf(styled({}), 'executive-serif')).source);
    expect([...own].some((name) => name.startsWith('SourceSerif4'))).toBe(true);

    const mono = fontNames((await pdf(styled({ font: 'technical' }), 'executive-serif')).source);
    expect([...mono].some((name) => name.startsWith('RobotoMono'))).toBe(true);
    expect([...mono].some((name) => name.startsWith('Roboto-'))).toBe(true);
    expect([...mono].some((name) => name.startsWith('SourceSerif4'))).toBe(false);

    const unknown = fontNames(
      (await pdf(styled({ font: 'gone-pairing' }), 'executive-serif')).source,
    );
    expect(unknown).toEqual(own);
  });

  it('multiplies every type size by the font scale', async () => {
    const base = fontSizes((await pdf(styled({}))).source);
    const larger = fontSizes((await pdf(styled({ font_scale: 1.15 }))).source);
    expect(larger).toHaveLength(base.length);
    larger.forEach((size, i) => expect(size).toBeCloseTo(base[i]! * 1.15, 1));
  });

  it('spaces the page by the chosen density', async () => {
    const extent = async (density: Style['density']) => {
      const page = (await pdf(styled({ density }), 'ats-plain')).inspected.pages[0]!;
      const items = page.items.filter((i) => i.str.trim() !== '');
      const ys = items.map((i) => i.y);
      return {
        left: Math.min(...items.map((i) => i.x)),
        height: Math.max(...ys) - Math.min(...ys),
      };
    };
    // The ATS-plain template is compact of its own; comfortable keeps that.
    const own = await extent('comfortable');
    const compact = await extent('compact');
    const spacious = await extent('spacious');
    expect(compact).toEqual(own);
    expect(spacious.left).toBeGreaterThan(own.left);
    expect(spacious.height).toBeGreaterThan(own.height);
  });

  it('declares the resume’s language in the catalog, unless the caller names one', async () => {
    expect((await pdf(styled({}, 'de'))).inspected.info.Language).toBe('de');
    expect((await pdf(styled({}, 'de'))).source).toMatch(/\/Lang \(de\)/);
    const overridden = await pdf(styled({}, 'de'), 'classic', { lang: 'fr-CA' });
    expect(overridden.inspected.info.Language).toBe('fr-CA');
  });

  it.each(LAYOUT_FAMILY_IDS)('draws the %s family in a style of its own', async (layout) => {
    const data = styled({
      accent_color: '#be123c',
      font: 'editorial',
      font_scale: 0.9,
      density: 'spacious',
      page_size: 'Letter',
    });
    const { source, inspected } = await pdf(data, layout);
    expect(inspected.pages[0]!.width).toBeCloseTo(612, 0);
    expect(inspected.text).toContain('Jane Doe');
    const fonts = [...fontNames(source)];
    expect(fonts.some((name) => name.startsWith('SourceSans3'))).toBe(true);
    // Some families leave an empty run in react-pdf's default Helvetica: named, never drawn.
    const drawing = fonts.filter((name) => name !== 'Helvetica');
    expect(drawing.filter((name) => !/^(SourceSans3|SourceSerif4)/.test(name))).toEqual([]);
    const colors = pdfColors(source);
    expect(colors.has('#be123c') || colors.has(readableOnWhite('#be123c'))).toBe(true);
  });
});

describe('a resume style in the DOCX', () => {
  it('names the pairing’s Word fonts and colours headings in the readable accent', async () => {
    const own = await docxXml(styled({}), 'executive-serif');
    expect(own.styles).toContain('w:ascii="Georgia"');

    const { styles } = await docxXml(
      styled({ font: 'technical', accent_color: '#f5c518' }),
      'executive-serif',
    );
    expect(styles).toContain('w:ascii="Consolas"');
    expect(styles).toContain('w:ascii="Arial"');
    expect(styles).not.toContain('w:ascii="Georgia"');
    expect(styles).toContain(
      `<w:color w:val="${readableOnWhite('#f5c518').slice(1).toUpperCase()}"`,
    );
    expect(styles).toContain('w:color="F5C518"');
  });

  it('sets the page size, type size and margins from the style', async () => {
    const a4 = await docxXml(styled({}));
    expect(a4.document).toMatch(/<w:pgSz w:w="11906" w:h="16838"/);
    const letter = await docxXml(styled({ page_size: 'Letter', font_scale: 1.15 }));
    expect(letter.document).toMatch(/<w:pgSz w:w="12240" w:h="15840"/);
    const bodySize = (xml: string) =>
      Number(/<w:docDefaults>.*?<w:sz w:val="(\d+)"/s.exec(xml)?.[1]);
    expect(bodySize(letter.styles)).toBe(Math.round(bodySize(a4.styles) * 1.15));
    const margin = (xml: string) => Number(/<w:pgMar w:top="(\d+)"/.exec(xml)?.[1]);
    const spacious = await docxXml(styled({ density: 'spacious' }));
    expect(margin(spacious.document)).toBeGreaterThan(margin(a4.document));
  });

  it.each(LAYOUT_FAMILY_IDS)('writes the %s family in a style of its own', async (layout) => {
    const data = styled({
      font: 'modern',
      font_scale: 1.1,
      density: 'compact',
      page_size: 'Letter',
    });
    const { styles, document } = await docxXml(data, layout);
    expect(document).toMatch(/<w:pgSz w:w="12240" w:h="15840"/);
    expect(document).toContain('Jane Doe');
    expect(styles).toContain('w:ascii="Georgia"');
    expect(styles).toContain('w:ascii="Arial"');
  });

  it('sets the document language (w:lang) from the resume', async () => {
    expect((await docxXml(styled({}, 'de'))).styles).toMatch(/<w:lang w:val="de"/);
    const hebrew = (await docxXml(styled({}, 'he'))).styles;
    expect(hebrew).toMatch(/<w:lang [^>]*w:bidi="he"/);
  });
});

describe('a resume style in the application pack', () => {
  const pack = async (style: Partial<Style>, language = 'en') => {
    const resume = resumeToApi(styled(style, language));
    const zip = await renderApplicationPack({ ...resume, template_id: 1, letter: fullLetter });
    return unzipSync(zip.body);
  };

  it('puts the letter on its resume’s paper and in its language', async () => {
    const files = await pack({ page_size: 'Letter' }, 'de');
    for (const name of ['Jane Doe - Resume.pdf', 'Jane Doe - Cover Letter.pdf']) {
      const inspected = await inspectPdf(files[name]!);
      expect(inspected.pages[0]!.width, name).toBeCloseTo(612, 0);
      expect(inspected.info.Language, name).toBe('de');
    }
  });

  it('draws the letter in its resume’s accent, fonts and type size', async () => {
    const plain = pdfSource((await pack({}))['Jane Doe - Cover Letter.pdf']!);
    const files = await pack({ accent_color: '#be123c', font: 'technical', font_scale: 1.15 });
    const letter = pdfSource(files['Jane Doe - Cover Letter.pdf']!);
    expect(pdfColors(letter)).toContain('#be123c');
    expect([...fontNames(letter)].some((name) => name.startsWith('RobotoMono'))).toBe(true);
    expect(fontSizes(letter)[0]).toBeCloseTo(fontSizes(plain)[0]! * 1.15, 1);
    const docx = strFromU8(unzipSync(files['Jane Doe - Cover Letter.docx']!)['word/styles.xml']!);
    expect(docx).toContain('w:ascii="Consolas"');
  });
});
