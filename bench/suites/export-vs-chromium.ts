import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { pdfFontFiles } from '../../src/server/features/export/pdf-fonts.ts';
import { renderResumePdf } from '../../src/server/features/export/export.service.ts';
import { longResume } from '../../src/shared/documents/__fixtures__/resume-fixtures.ts';
import {
  certificationLabel,
  contactParts,
  hasSection,
  languageLabel,
  linkLabel,
  resumeContent,
  sectionTitle,
  sectionOrder,
  type DescriptionBlock,
  type ResumeContent,
  type SectionId,
} from '../../src/shared/documents/resume-content.ts';
import { pdfTheme, type PdfTheme } from '../../src/shared/documents/resume-pdf/pdf-theme.ts';
import type { ResumeData } from '../../src/shared/resume/resume.schema.ts';
import { findTemplate } from '../../src/shared/templates/catalogue.ts';
import { findChromium } from '../lib/chromium.ts';
import { round } from '../lib/rows.ts';
import { summarize, type Summary } from '../lib/stats.ts';
import type { Row, Suite } from '../lib/types.ts';

/**
 * Our document engine against what other resume builders do: headless Chromium
 * printing an HTML rendering of the resume with `page.pdf()`. The same two-page resume as
 * the `export` suite (the long fixture cut to four jobs, template 4, classic, Roboto, A4),
 * both warm and in this process, without HTTP:
 *
 * - engine: `renderResumePdf` (react-pdf), from the resume data to PDF bytes;
 * - Chromium: the resume as HTML (built here from the same `resumeContent`, with the
 *   engine's theme: sizes, margins, colours, the same Roboto files), `page.setContent`
 *   and `page.pdf()` in a page that stays open, with the fonts already loaded. Browser
 *   start-up is left out, which favours Chromium.
 */
const WARM_UPS = 5;
const RUNS = 30;
const TEMPLATE_ID = 4;

const twoPageResume: ResumeData = { ...longResume, experience: longResume.experience.slice(0, 4) };

const esc = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function blocksHtml(blocks: DescriptionBlock[]): string {
  return blocks
    .map((b) =>
      b.kind === 'paragraph'
        ? `<p>${esc(b.text)}</p>`
        : `<ul>${b.items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>`,
    )
    .join('');
}

function sectionHtml(content: ResumeContent, id: SectionId): string {
  const body = (() => {
    switch (id) {
      case 'summary':
        return blocksHtml(content.summary);
      case 'experience':
      case 'education':
        return content[id]
          .map(
            (e) => `<article>
              <div class="row"><strong>${esc(e.title)}</strong><span class="muted">${esc(e.dates)}</span></div>
              <div class="row muted"><span>${esc(e.organization)}</span><span>${esc(e.location)}</span></div>
              ${blocksHtml(e.blocks)}
              ${e.tags.length ? `<p class="muted">${esc(e.tags.join(' · '))}</p>` : ''}
            </article>`,
          )
          .join('');
      case 'skills':
        return content.skillGroups
          .map(
            (g) =>
              `<p>${g.category ? `<strong>${esc(g.category)}:</strong> ` : ''}${esc(g.skills.join(', '))}</p>`,
          )
          .join('');
      case 'languages':
        return `<p>${esc(content.languages.map(languageLabel).join(' · '))}</p>`;
      case 'certifications':
        return `<ul>${content.certifications.map((c) => `<li>${esc(certificationLabel(c))}</li>`).join('')}</ul>`;
    }
  })();
  return `<section><h2>${esc(sectionTitle(content, id))}</h2>${body}</section>`;
}

/** The resume as one HTML page, styled like the engine's classic layout. */
export function resumeHtml(data: ResumeData, theme: PdfTheme): string {
  const content = resumeContent(data);
  const fonts = pdfFontFiles()
    .filter((f) => f.family === theme.bodyFont || f.family === theme.headingFont)
    .map(
      (f) =>
        `@font-face{font-family:"${f.family}";font-weight:${f.weight};font-style:${f.style};src:url("${pathToFileURL(f.file).href}") format("truetype")}`,
    )
    .join('\n');
  const contact = [...contactParts(content), ...content.links.map(linkLabel)];
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(content.name)}</title>
<style>
${fonts}
@page { size: A4; margin: ${theme.margin.y}pt ${theme.margin.x}pt; }
* { box-sizing: border-box; margin: 0; padding: 0; }
body { font-family: "${theme.bodyFont}"; font-size: ${theme.size.body}pt; line-height: ${theme.lineHeight}; color: ${theme.ink}; }
header { text-align: center; border-bottom: 1pt solid ${theme.rule}; padding-bottom: ${theme.gap.entry}pt; }
h1 { font-family: "${theme.headingFont}"; font-size: ${theme.size.name}pt; font-weight: 700; color: ${theme.accentText}; }
.contact { font-size: ${theme.size.small}pt; color: ${theme.muted}; }
section { margin-top: ${theme.gap.section}pt; }
h2 { font-family: "${theme.headingFont}"; font-size: ${theme.size.heading}pt; text-transform: uppercase; letter-spacing: 0.06em; color: ${theme.accentText}; border-bottom: 0.75pt solid ${theme.rule}; margin-bottom: ${theme.gap.block}pt; }
article { margin-top: ${theme.gap.entry}pt; break-inside: avoid-page; }
.row { display: flex; justify-content: space-between; gap: 8pt; }
.muted { color: ${theme.muted}; font-size: ${theme.size.small}pt; }
p, ul { margin-top: ${theme.gap.block}pt; }
ul { padding-left: 12pt; }
</style></head><body>
<header><h1>${esc(content.name)}</h1><p class="contact">${esc(contact.join(' · '))}</p></header>
<main>${sectionOrder(theme.layout)
    .filter((id) => hasSection(content, id))
    .map((id) => sectionHtml(content, id))
    .join('')}</main>
</body></html>`;
}

function pdfPages(file: string): number | null {
  const pages = /Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file]).toString())?.[1];
  return pages ? Number(pages) : null;
}

/**
 * Times `render`: WARM_UPS unmeasured runs, then RUNS measured ones (ms each); the last PDF
 * is written to `file` for its page count and fonts.
 */
async function timeRenders(
  file: string,
  render: () => Promise<Uint8Array>,
): Promise<{ times: Summary; pdf: Uint8Array }> {
  for (let i = 0; i < WARM_UPS; i += 1) await render();
  const times: number[] = [];
  let pdf: Uint8Array = new Uint8Array();
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    pdf = await render();
    times.push(performance.now() - started);
  }
  fs.writeFileSync(file, pdf);
  return { times: summarize(times), pdf };
}

const suite: Suite = {
  description: 'PDF of the same two-page resume: our engine vs headless Chromium page.pdf()',
  async run(ctx) {
    const template = findTemplate(TEMPLATE_ID);
    if (!template) throw new Error(`no template ${TEMPLATE_ID}`);
    const theme = pdfTheme(template, 'A4');
    const outDir = ctx.tempDir('export-vs-chromium');

    // Engine.
    const engineOnce = () => renderResumePdf(twoPageResume, template, { pageSize: 'A4' });
    const engineFile = path.join(outDir, 'engine.pdf');
    const { times: engine, pdf: enginePdf } = await timeRenders(engineFile, engineOnce);
    ctx.log(`engine: p50 ${round(engine.p50)} ms`);

    // Chromium.
    const browser: Browser = await chromium.launch({
      executablePath: await findChromium(ctx.root),
      args: ['--no-sandbox'],
    });
    ctx.defer(() => browser.close());
    const page = await browser.newPage();
    // A file:// page, so the @font-face URLs into node_modules load (and stay cached).
    const htmlFile = path.join(outDir, 'resume.html');
    fs.writeFileSync(htmlFile, resumeHtml(twoPageResume, theme));
    await page.goto(pathToFileURL(htmlFile).href);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const chromiumOnce = async () => {
      // The HTML is built from the data each time, as the engine builds its document.
      await page.setContent(resumeHtml(twoPageResume, theme), { waitUntil: 'load' });
      return page.pdf({
        format: 'A4',
        preferCSSPageSize: true,
        printBackground: true,
      });
    };
    const chromiumFile = path.join(outDir, 'chromium.pdf');
    const { times: chrome, pdf: chromiumPdf } = await timeRenders(chromiumFile, chromiumOnce);
    ctx.log(`Chromium: p50 ${round(chrome.p50)} ms`);
    const chromiumFonts = execFileSync('pdffonts', [chromiumFile]).toString();
    if (!chromiumFonts.includes('Roboto')) {
      throw new Error(
        `Chromium's PDF does not use Roboto, the comparison would be unfair:\n${chromiumFonts}`,
      );
    }

    const rows: Row[] = [
      {
        metric: `Engine (react-pdf), warm, p50 of ${RUNS}`,
        value: round(engine.p50),
        unit: 'ms',
        note: `${pdfPages(engineFile)} pages, ${round(enginePdf.byteLength / 1024)} KB; p95 ${round(engine.p95)}`,
      },
      {
        metric: `Chromium page.setContent + page.pdf(), warm, p50 of ${RUNS}`,
        value: round(chrome.p50),
        unit: 'ms',
        note: `${pdfPages(chromiumFile)} pages, ${round(chromiumPdf.byteLength / 1024)} KB; p95 ${round(chrome.p95)}; browser already running`,
      },
      {
        metric: 'Chromium p50 / engine p50',
        value: round(chrome.p50 / engine.p50, 2),
        unit: '×',
        note: 'above 1: our engine is faster',
      },
    ];
    return rows;
  },
};

export default suite;
