import fs from 'node:fs';
import os from 'node:os';
import { chromium, type Browser } from 'playwright-core';
import { longResume } from '../../src/shared/documents/__fixtures__/resume-fixtures.ts';
import type { ResumeData } from '../../src/shared/resume/resume.schema.ts';
import { TEMPLATES } from '../../src/shared/templates/catalogue.ts';
import { LAYOUT_FAMILY_IDS } from '../../src/shared/templates/layout-families.ts';
import { loadCorpus } from '../../src/server/features/cv-import/corpus.ts';
import { scoreProfile } from '../../src/server/features/cv-import/corpus-score.ts';
import { extractProfileLocally } from '../../src/server/features/cv-import/extract-profile.ts';
import { ExtractionRunner } from '../../src/server/features/cv-import/extraction-runner.ts';
import { profileFromResume } from '../../src/server/features/cv-import/round-trip.ts';
import { renderResume } from '../../src/server/features/export/export.service.ts';
import { findChromium } from '../lib/chromium.ts';
import { atLeast, atMost, round } from '../lib/rows.ts';
import { SETUP_ENV, suiteServer } from '../lib/server.ts';
import { summarize } from '../lib/stats.ts';
import type { Row, Suite, SuiteContext } from '../lib/types.ts';

/**
 * CV import: accuracy of the local engine on the labelled corpus
 * (src/server/features/cv-import/__corpus__), overall, by format, single vs multi-column
 * and tuned vs held out; the round trip through our own templates (each layout family ×
 * PDF/DOCX/TXT, and every catalogue template's PDF); timings of text plus profile
 * extraction (in-process, warm) for a two-page PDF and a DOCX, with the worker's round
 * trip for reference; and end to end, a signed-in user in Chromium uploading a two-page
 * PDF on /build through the Quick Start card until the builder is filled.
 * Budgets: overall ≥ 0.90, multi-column PDF ≥ 0.85, round trip ≥ 0.98 (every family ×
 * format), PDF p50 ≤ 150 ms and p95 ≤ 400 ms, DOCX p50 ≤ 100 ms, upload to filled
 * builder ≤ 2 s (p50).
 */
const RUNS = 40;
const WARM_UPS = 5;
const UPLOAD_ROUNDS = Math.max(3, Number(process.env.BENCH_CV_UPLOAD_ROUNDS ?? 8) || 8);
const twoPageResume: ResumeData = { ...longResume, experience: longResume.experience.slice(0, 4) };

const suite: Suite = {
  description:
    'CV import: corpus accuracy (format, columns, held out), round trip, PDF/DOCX timings',
  async run(ctx) {
    const corpus = loadCorpus();
    const groups = new Map<string, { score: number; total: number; docs: number }>();
    const add = (key: string, score: number, total: number) => {
      const g = groups.get(key) ?? { score: 0, total: 0, docs: 0 };
      g.score += score;
      g.total += total;
      g.docs += 1;
      groups.set(key, g);
    };
    for (const doc of corpus) {
      const { profile } = await extractProfileLocally(fs.readFileSync(doc.path), { idBase: 1 });
      const r = scoreProfile(doc.expected, profile);
      add('overall', r.score, r.total);
      add(`format ${doc.format}`, r.score, r.total);
      add(doc.columns === 2 ? 'multi-column PDF' : 'single column', r.score, r.total);
      add(doc.heldOut ? 'held out (never tuned on)' : 'tuned', r.score, r.total);
    }
    ctx.log(`scored ${corpus.length} corpus documents`);
    const acc = (key: string) => {
      const g = groups.get(key);
      return g ? round(g.score / g.total, 3) : null;
    };
    const rows: Row[] = [
      {
        metric: `corpus accuracy, overall (${corpus.length} documents)`,
        value: acc('overall'),
        unit: 'fraction',
        budget: atLeast(0.9),
        note: 'field by field: names, contacts, summary, every entry subfield, skills set-F1',
      },
      {
        metric: 'corpus accuracy, multi-column PDF',
        value: acc('multi-column PDF'),
        unit: 'fraction',
        budget: atLeast(0.85),
        note: `${groups.get('multi-column PDF')?.docs ?? 0} documents`,
      },
      { metric: 'corpus accuracy, single column', value: acc('single column'), unit: 'fraction' },
      { metric: 'corpus accuracy, tuned', value: acc('tuned'), unit: 'fraction' },
      {
        metric: 'corpus accuracy, held out',
        value: acc('held out (never tuned on)'),
        unit: 'fraction',
        note: `${groups.get('held out (never tuned on)')?.docs ?? 0} documents never looked at while tuning`,
      },
    ];
    for (const format of ['pdf', 'docx', 'doc', 'txt']) {
      rows.push({
        metric: `corpus accuracy, ${format.toUpperCase()}`,
        value: acc(`format ${format}`),
        unit: 'fraction',
        note: `${groups.get(`format ${format}`)?.docs ?? 0} documents`,
      });
    }

    // Round trip through every layout family and format of our own document engine.
    const expected = profileFromResume(twoPageResume);
    let sum = 0;
    let sumWithNew = 0;
    let worst = { key: '', accuracy: 1 };
    let pdfBytes: Uint8Array | undefined;
    let docxBytes: Uint8Array | undefined;
    const familyRows: Row[] = [];
    for (const layout of LAYOUT_FAMILY_IDS) {
      const template = TEMPLATES.find((t) => t.layout === layout)!;
      const figures: string[] = [];
      let lowest = 1;
      for (const format of ['pdf', 'docx', 'txt'] as const) {
        const doc = await renderResume(format, twoPageResume, template);
        if (layout === 'classic' && format === 'pdf') pdfBytes = doc.body;
        if (layout === 'classic' && format === 'docx') docxBytes = doc.body;
        const { profile } = await extractProfileLocally(doc.body);
        const { accuracy, accuracyWithNew } = scoreProfile(expected, profile);
        sum += accuracy;
        sumWithNew += accuracyWithNew;
        lowest = Math.min(lowest, accuracy);
        figures.push(`${format.toUpperCase()} ${round(accuracy, 3)}`);
        if (accuracy < worst.accuracy) worst = { key: `${layout} ${format}`, accuracy };
      }
      familyRows.push({
        metric: `round trip, ${layout} (lowest of PDF/DOCX/TXT)`,
        value: round(lowest, 3),
        unit: 'fraction',
        budget: atLeast(0.98),
        note: `template ${template.id}; ${figures.join(' · ')}`,
      });
    }
    rows.push(
      {
        metric: `round trip, ${LAYOUT_FAMILY_IDS.length} layout families × PDF/DOCX/TXT, mean`,
        value: round(sum / (LAYOUT_FAMILY_IDS.length * 3), 3),
        unit: 'fraction',
        budget: atLeast(0.98),
        note: worst.key ? `lowest: ${worst.key} ${round(worst.accuracy, 3)}` : 'every one exact',
      },
      {
        // Links, languages, certifications and skill categories, which the templates print too.
        metric: `round trip with the new fields, ${LAYOUT_FAMILY_IDS.length} layout families × PDF/DOCX/TXT, mean`,
        value: round(sumWithNew / (LAYOUT_FAMILY_IDS.length * 3), 3),
        unit: 'fraction',
      },
      ...familyRows,
    );

    // Every catalogue template (a family with its theme: fonts, density, accent) as PDF.
    let templateSum = 0;
    let templateWorst = { id: 0, accuracy: 1 };
    for (const template of TEMPLATES) {
      const doc = await renderResume('pdf', twoPageResume, template);
      const { profile } = await extractProfileLocally(doc.body);
      const { accuracy } = scoreProfile(expected, profile);
      templateSum += accuracy;
      if (accuracy < templateWorst.accuracy) templateWorst = { id: template.id, accuracy };
    }
    rows.push({
      metric: `round trip, all ${TEMPLATES.length} catalogue templates as PDF, lowest`,
      value: round(templateWorst.accuracy, 3),
      unit: 'fraction',
      budget: atLeast(0.98),
      note: `mean ${round(templateSum / TEMPLATES.length, 3)}${templateWorst.id ? `; lowest template ${templateWorst.id}` : ''}`,
    });

    const time = async (bytes: Uint8Array) => {
      for (let i = 0; i < WARM_UPS; i += 1) await extractProfileLocally(bytes);
      const times: number[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const started = performance.now();
        await extractProfileLocally(bytes);
        times.push(performance.now() - started);
      }
      return summarize(times);
    };
    const pdf = await time(pdfBytes!);
    const docx = await time(docxBytes!);
    rows.push(
      {
        metric: `2-page PDF, text + local profile, p50 of ${RUNS}`,
        value: round(pdf.p50),
        unit: 'ms',
        budget: atMost(150),
        note: 'in-process, warm; classic template, four jobs',
      },
      {
        metric: `2-page PDF, text + local profile, p95 of ${RUNS}`,
        value: round(pdf.p95),
        unit: 'ms',
        budget: atMost(400),
      },
      {
        metric: `DOCX, text + local profile, p50 of ${RUNS}`,
        value: round(docx.p50),
        unit: 'ms',
        budget: atMost(100),
        note: `p95 ${round(docx.p95)}`,
      },
    );

    // The server's path: through the extraction worker (copy in, parse, copy out).
    const runner = new ExtractionRunner();
    ctx.defer(() => runner.close());
    const coldStart = performance.now();
    await runner.run(pdfBytes!);
    const coldMs = performance.now() - coldStart;
    const workerTimes: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const started = performance.now();
      await runner.run(pdfBytes!);
      workerTimes.push(performance.now() - started);
    }
    rows.push(
      {
        metric: '2-page PDF through the worker, p50 of 20',
        value: round(summarize(workerTimes).p50),
        unit: 'ms',
        note: 'what an upload waits for once the worker is up',
      },
      {
        metric: 'worker start + first PDF',
        value: Math.round(coldMs),
        unit: 'ms',
        note: 'once per process: tsx, then pdf.js loaded and warmed up in the worker before it takes jobs',
      },
    );

    rows.push(...(await uploadToFilledBuilder(ctx, pdfBytes!)));
    return rows;
  },
};

declare global {
  interface Window {
    __cvBench?: { clicked: number; filled: number };
  }
}

/**
 * In the page, before the click: notes when 'Upload and extract' is clicked and when the
 * card says 'CV information loaded successfully!' with Full Name holding the extracted
 * name (checked every 4 ms; the time is that of the next frame, the one that shows it).
 * The question a filled builder asks first is answered by the script in the same frames.
 */
function watchImport(args: { nameInputId: string; name: string; loaded: string }) {
  // No named inner functions: tsx would wrap them in a helper the page does not have.
  const state = { clicked: 0, filled: 0 };
  window.__cvBench = state;
  document.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element | null)?.closest('button');
      if (button?.textContent?.includes('Upload and extract')) state.clicked = performance.now();
    },
    { capture: true },
  );
  let answered = false;
  const timer = setInterval(() => {
    // A builder with content asks what the import may change: the bench answers at once
    // with 'Replace everything', so the time is the machine's, not a person's.
    const dialog = document.querySelector('[role="dialog"]');
    if (!answered && dialog?.textContent?.includes('Import from your CV')) {
      const buttons = Array.from(dialog.querySelectorAll('button'));
      const replace = buttons.find((b) => b.textContent?.trim() === 'Replace everything');
      const submit = buttons.find((b) => b.textContent?.trim() === 'Import');
      if (replace && submit) {
        answered = true;
        replace.click();
        // The choice renders before the submit reads it.
        requestAnimationFrame(() => submit.click());
      }
    }
    const input = document.getElementById(args.nameInputId) as HTMLInputElement | null;
    const status = document.querySelector('section[aria-label="CV import"] [role="status"]');
    if (state.clicked && input?.value === args.name && status?.textContent?.includes(args.loaded)) {
      answered = false;
      clearInterval(timer);
      // The frame that shows it.
      requestAnimationFrame((now) => (state.filled = now));
    }
  }, 4);
}

/**
 * End to end on the real server (built client, PGlite, the extraction worker) in
 * Chromium: a signed-in user on /build picks a two-page PDF in the Quick Start card and
 * clicks 'Upload and extract'; measured from that click to the first frame with the form
 * filled. Each round starts again from 'Upload Different CV' with another name typed in.
 */
async function uploadToFilledBuilder(ctx: SuiteContext, pdf: Uint8Array): Promise<Row[]> {
  ctx.log('building the client …');
  const clientDir = await ctx.clientBuild();
  // Set-up, not measured: no mail round trip for the account, no per-user upload limit.
  const server = await suiteServer(ctx, 'cv-import-data', { clientDir, env: SETUP_ENV });
  const browser: Browser = await chromium.launch({
    executablePath: await findChromium(ctx.root),
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  ctx.defer(() => browser.close());
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const signUp = await context.request.post(`${server.url}/api/auth/sign-up/email`, {
    headers: { origin: server.url },
    data: {
      email: `bench-cv-${Date.now().toString(36)}@example.test`,
      password: 'bench-password-1',
    },
  });
  if (signUp.status() !== 200) throw new Error(`sign-up answered ${signUp.status()}`);

  await page.goto(`${server.url}/build`);
  const card = page.getByRole('region', { name: /Quick Start/ });
  await card.waitFor();
  const fullName = page.getByLabel('Full Name');
  const nameInputId = (await fullName.getAttribute('id')) ?? '';
  if (!nameInputId) throw new Error('the Full Name field has no id');
  const name = twoPageResume.personalInfo.fullName;
  const times: number[] = [];
  const load = os.loadavg()[0] ?? 0;
  for (let round_ = 0; round_ < UPLOAD_ROUNDS; round_ += 1) {
    if (round_ > 0) await page.getByRole('button', { name: 'Upload Different CV' }).click();
    await card.waitFor();
    await fullName.fill(`Someone Else ${round_}`);
    await card.getByLabel(/Choose a file/).setInputFiles({
      name: 'alexander-cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(pdf),
    });
    await page.evaluate(watchImport, {
      nameInputId,
      name,
      loaded: 'CV information loaded successfully!',
    });
    await card.getByRole('button', { name: 'Upload and extract' }).click();
    await page.waitForFunction(() => (window.__cvBench?.filled ?? 0) > 0, null, {
      timeout: 60_000,
      polling: 50,
    });
    const state = await page.evaluate(() => window.__cvBench!);
    times.push(state.filled - state.clicked);
  }
  const s = summarize(times);
  ctx.log(`upload to filled builder: p50 ${round(s.p50)} ms, max ${round(s.max)} ms`);
  const facts = `${os.cpus().length} cores, 1-min load average ${round(load, 2)} at the start`;
  return [
    {
      metric: `upload 2-page PDF → builder filled (Chromium, real server), p50 of ${times.length}`,
      value: Math.round(s.p50),
      unit: 'ms',
      budget: atMost(2000),
      note: `click 'Upload and extract' → 'CV information loaded successfully!' and Full Name filled; ${facts}`,
    },
    {
      metric: 'upload 2-page PDF → builder filled, first and max',
      value: Math.round(s.max),
      unit: 'ms',
      note: `first ${Math.round(times[0]!)} ms; min ${Math.round(s.min)} ms`,
    },
  ];
}

export default suite;
