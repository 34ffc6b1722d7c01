// Builds the independent CV corpus: documents made only by tools other than our own
// document engine (Chromium printing HTML we write, LibreOffice, pandoc), each with its
// truth JSON, plus manifest.json with the dev/sealed split. Run from the repository root:
//   node --import tsx src/server/features/cv-import/__independent__/generate.ts [--seed S] [--out DIR]
// `--out DIR` writes the documents, truths and manifest there instead (a practice set drawn
// with another seed: more training documents that are neither dev nor sealed).
// Needs Debian's Chromium (/usr/bin/chromium), LibreOffice (`soffice`) and pandoc
// (`apt-get install -y chromium libreoffice-writer-nogui pandoc`). The same seed gives the
// same people, layouts, truths and split; the binaries differ only in the creation dates
// and ids the tools embed. Tests and the bench read only the generated files.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import * as prettier from 'prettier';
import type { IndependentManifest } from '../independent-corpus.ts';
import { FAILURE_CLASSES, type FailureClass } from './source/classes.ts';
import { COUNTRIES } from './source/countries.ts';
import { OCCUPATIONS } from './source/occupations.ts';
import { createPerson } from './source/people.ts';
import { createRandom } from './source/random.ts';
import { splitCorpus } from './source/split.ts';
import { HTML_STYLES, type HtmlStyle } from './source/render-html.ts';
import { pandocMarkdown, TEXT_STYLES, type TextStyle } from './source/render-text.ts';
import { truthOf, type Truth, type TruthMeta } from './source/truth.ts';
import { buildView, drawOptions, type View } from './source/view.ts';

const DEFAULT_SEED = 'tailorcv-independent-1';
/** Share of each stratum (format × one or two columns) that is sealed. */
const SEALED_SHARE = 0.35;
const outArg = process.argv.indexOf('--out');
const dir = outArg > 0 ? path.resolve(process.argv[outArg + 1]!) : import.meta.dirname;
const filesDir = path.join(dir, 'files');

type Format = TruthMeta['format'];

/** Style, format and how many documents. */
const PLAN: [style: string, format: Format, count: number][] = [
  ['classic-serif', 'pdf', 6],
  ['colon-modern', 'pdf', 6],
  ['academic', 'pdf', 4],
  ['dark-sidebar', 'pdf', 5],
  ['right-sidebar', 'pdf', 4],
  ['date-grid', 'pdf', 4],
  ['label-grid', 'pdf', 4],
  ['split-bottom', 'pdf', 3],
  ['word-tables', 'docx', 6],
  ['word-tables', 'doc', 3],
  ['word-tables', 'pdf', 3],
  ['word-job-headers', 'docx', 5],
  ['word-job-headers', 'doc', 3],
  ['word-job-headers', 'pdf', 2],
  ['word-plain', 'docx', 3],
  ['word-plain', 'doc', 3],
  ['word-plain', 'pdf', 1],
  ['pandoc-markdown', 'docx', 4],
  ['pandoc-markdown', 'pdf', 2],
  ['txt-plain', 'txt', 4],
  ['txt-markdown', 'txt', 4],
  ['txt-caps', 'txt', 3],
  ['txt-indented', 'txt', 3],
];

interface Planned {
  meta: TruthMeta;
  view: View;
  truth: Truth;
  html?: string;
  text?: string;
}

const PANDOC_CLASSES: FailureClass[] = ['table:header-row', 'table:grade-column'];

function plan(seed: string): Planned[] {
  const occupations = createRandom(`${seed}:occupations`).shuffle(
    OCCUPATIONS.filter((o) => o.key !== 'researcher'),
  );
  const countries = createRandom(`${seed}:countries`).shuffle(COUNTRIES);
  const researcher = OCCUPATIONS.find((o) => o.key === 'researcher')!;
  const out: Planned[] = [];
  let k = 0;
  for (const [styleId, format, count] of PLAN) {
    const html: HtmlStyle | undefined = HTML_STYLES.find((s) => s.id === styleId);
    const text: TextStyle | undefined = TEXT_STYLES.find((s) => s.id === styleId);
    for (let n = 0; n < count; n += 1) {
      const index = out.length;
      const occupation =
        styleId === 'academic' ? researcher : occupations[k++ % occupations.length]!;
      const country = countries[index % countries.length]!;
      const r = createRandom(`${seed}:${index}`);
      const person = createPerson(occupation, country, r);
      const view = buildView(person, drawOptions(person, r, html?.force ?? text?.force ?? {}), r);
      for (const c of html?.classes ?? text?.classes ?? []) view.classes.add(c);
      if (styleId === 'pandoc-markdown') {
        for (const c of PANDOC_CLASSES) view.classes.add(c);
        if (view.options.skillCategories) view.classes.add('table:skill-categories');
      }
      if (html?.id === 'word-tables') view.classes.add('table:city-beside-company');
      const id = `${String(index + 1).padStart(2, '0')}-${person.slug}-${styleId}`;
      const tool =
        format === 'txt'
          ? 'plain text'
          : styleId === 'pandoc-markdown'
            ? format === 'docx'
              ? 'pandoc'
              : 'pandoc + LibreOffice'
            : html!.tool === 'chromium'
              ? 'Chromium'
              : 'LibreOffice';
      const meta: TruthMeta = {
        id,
        file: `files/${id}.${format}`,
        format,
        tool,
        style: styleId,
        layout: html?.layout ?? (styleId === 'pandoc-markdown' ? 'table' : 'single'),
        columns: html?.columns ?? 1,
        occupation: occupation.key,
        country: country.key,
        classes: [],
      };
      out.push({
        meta,
        view,
        truth: truthOf(view, meta),
        html: html?.render(view),
        text: text
          ? text.render(view)
          : styleId === 'pandoc-markdown'
            ? pandocMarkdown(view)
            : undefined,
      });
    }
  }
  return out;
}

function soffice(profile: string, inputs: string[], to: string, outDir: string) {
  if (inputs.length === 0) return;
  execFileSync(
    'soffice',
    [
      `-env:UserInstallation=file://${profile}`,
      '--headless',
      '--infilter=HTML (StarWriter)',
      '--convert-to',
      to,
      '--outdir',
      outDir,
      ...inputs,
    ],
    { stdio: 'ignore', env: { PATH: '/usr/local/bin:/usr/bin:/bin', HOME: profile } },
  );
}

/** JSON as the repository's Prettier settings print it, so `prettier --check` passes. */
/**
 * scripts/chromium.mjs finds Debian's Chromium and names its headless flags for every tool in
 * the repository; it is plain JavaScript, loaded at run time and typed here.
 */
async function chromiumScript() {
  const script = path.resolve(import.meta.dirname, '../../../../../scripts/chromium.mjs');
  return (await import(pathToFileURL(script).href)) as {
    findChromium: () => string | undefined;
    HEADLESS_FLAGS: string[];
  };
}

async function writeJson(file: string, value: unknown) {
  const options = (await prettier.resolveConfig(file)) ?? {};
  fs.writeFileSync(
    file,
    await prettier.format(JSON.stringify(value), { ...options, filepath: file }),
  );
}

async function main() {
  const seedArg = process.argv.indexOf('--seed');
  const seed = seedArg > 0 ? process.argv[seedArg + 1]! : DEFAULT_SEED;
  const planned = plan(seed);
  const missing = FAILURE_CLASSES.filter(
    (c) => !planned.some((p) => p.truth.meta.classes.includes(c)),
  );
  if (missing.length > 0) throw new Error(`No document exercises: ${missing.join(', ')}`);
  const splits = splitCorpus(
    seed,
    SEALED_SHARE,
    planned.map((p) => p.meta),
  );

  fs.rmSync(filesDir, { recursive: true, force: true });
  fs.mkdirSync(filesDir, { recursive: true });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cv-independent-'));
  const { findChromium, HEADLESS_FLAGS } = await chromiumScript();
  const chromiumPath = findChromium();
  if (!chromiumPath) throw new Error('Chromium not found (apt-get install -y chromium)');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: HEADLESS_FLAGS });
  try {
    const page = await browser.newPage();
    const lo: Record<'docx' | 'doc' | 'pdf', string[]> = { docx: [], doc: [], pdf: [] };
    const pandocPdf: string[] = [];
    for (const p of planned) {
      const target = path.join(dir, p.meta.file);
      const { format, tool, id } = p.meta;
      if (format === 'txt') {
        fs.writeFileSync(target, p.text!);
      } else if (tool === 'Chromium') {
        await page.setContent(p.html!, { waitUntil: 'load' });
        fs.writeFileSync(
          target,
          await page.pdf({ printBackground: true, preferCSSPageSize: true }),
        );
      } else if (tool === 'LibreOffice') {
        const src = path.join(tmp, `${id}.html`);
        fs.writeFileSync(src, p.html!);
        lo[format].push(src);
      } else {
        const md = path.join(tmp, `${id}.md`);
        fs.writeFileSync(md, p.text!);
        const docx = format === 'docx' ? target : path.join(tmp, `${id}.docx`);
        execFileSync('pandoc', ['-f', 'markdown', '-t', 'docx', '-o', docx, md]);
        if (format === 'pdf') pandocPdf.push(docx);
      }
    }
    const profile = path.join(tmp, 'lo-profile');
    const out = path.join(tmp, 'out');
    soffice(profile, lo.docx, 'docx:MS Word 2007 XML', out);
    soffice(profile, lo.doc, 'doc:MS Word 97', out);
    soffice(profile, lo.pdf, 'pdf:writer_pdf_Export', out);
    // pandoc's DOCX into PDF: Word's own import filter, not the HTML one.
    if (pandocPdf.length > 0) {
      execFileSync(
        'soffice',
        [
          `-env:UserInstallation=file://${profile}`,
          '--headless',
          '--convert-to',
          'pdf',
          '--outdir',
          out,
          ...pandocPdf,
        ],
        { stdio: 'ignore', env: { PATH: '/usr/local/bin:/usr/bin:/bin', HOME: profile } },
      );
    }
    for (const p of planned) {
      if (p.meta.tool === 'LibreOffice' || p.meta.tool === 'pandoc + LibreOffice') {
        const made = path.join(out, `${p.meta.id}.${p.meta.format}`);
        if (!fs.existsSync(made)) throw new Error(`LibreOffice made no ${made}`);
        fs.copyFileSync(made, path.join(dir, p.meta.file));
      }
    }
  } finally {
    await browser.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }

  const documents: IndependentManifest['documents'] = [];
  for (const p of planned) {
    const truthFile = `files/${p.meta.id}.truth.json`;
    await writeJson(path.join(dir, truthFile), p.truth);
    documents.push({ ...p.truth.meta, truth: truthFile, split: splits.get(p.meta.id)! });
  }
  const manifest: IndependentManifest = {
    generator: 'src/server/features/cv-import/__independent__/generate.ts',
    seed,
    sealedShare: SEALED_SHARE,
    documents,
  };
  await writeJson(path.join(dir, 'manifest.json'), manifest);
  const sealed = documents.filter((d) => d.split === 'sealed').length;
  console.log(`${documents.length} documents, ${sealed} sealed, ${documents.length - sealed} dev`);
}

await main();
