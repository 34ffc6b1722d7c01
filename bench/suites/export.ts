import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { longResume } from '../../src/shared/documents/__fixtures__/resume-fixtures.ts';
import { resumeToApi } from '../../src/shared/resume/resume-api.ts';
import type { ResumeData } from '../../src/shared/resume/resume.schema.ts';
import { waitForIdle } from '../lib/cpu.ts';
import { atMost, round } from '../lib/rows.ts';
import { startServer } from '../lib/server.ts';
import { summarize } from '../lib/stats.ts';
import type { Row, Suite } from '../lib/types.ts';

/**
 * Server export: POST /api/export/{pdf,docx} against the real server started as
 * `npm start` runs it. A two-page resume (the long fixture cut to four jobs) in template 4
 * (classic). Budgets: PDF warm p50 ≤ 60 ms and p95 ≤ 150 ms, the first export after start
 * ≤ 1 s, the PDF ≤ 150 KB, DOCX p50 ≤ 100 ms. The first export also runs in a fresh
 * process with no warm-up, for reference (the server warms the engine up just after start).
 */
const WARM_UPS = 5;
const RUNS = 40;
const TEMPLATE_ID = 4;
/** Start-up work the server schedules after it listens ends within this (then: idle wait). */
const START_UP_WORK_MS = 4000;

const twoPageResume: ResumeData = { ...longResume, experience: longResume.experience.slice(0, 4) };

const suite: Suite = {
  description: 'Server export: PDF warm p50/p95, first export after start, PDF size, DOCX p50',
  async run(ctx) {
    const dataDir = ctx.tempDir('export-data');
    // Our per-IP download limit is off: the bench exports far more often than a person.
    const serverStarted = performance.now();
    const server = await startServer({
      root: ctx.root,
      dataDir,
      clientDir: null,
      env: { RATE_LIMIT_ENABLED: 'false' },
    });
    ctx.defer(() => server.stop());
    const body = JSON.stringify({ ...resumeToApi(twoPageResume), template_id: TEMPLATE_ID });

    const exportOnce = async (format: 'pdf' | 'docx', requestBody = body) => {
      const started = performance.now();
      const res = await fetch(`${server.url}/api/export/${format}`, {
        method: 'POST',
        body: requestBody,
        headers: { 'content-type': 'application/json', origin: server.url },
      });
      const bytes = new Uint8Array(await res.arrayBuffer());
      const ms = performance.now() - started;
      if (res.status !== 200) throw new Error(`POST /api/export/${format} answered ${res.status}`);
      return { ms, bytes };
    };

    const first = await exportOnce('pdf');
    ctx.log(`first PDF export after start: ${Math.round(first.ms)} ms`);
    const pdfFile = path.join(ctx.tempDir('export-pdf'), 'resume.pdf');
    fs.writeFileSync(pdfFile, first.bytes);
    const pages = /Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [pdfFile]).toString())?.[1];

    // The server starts its keyword and CV-reader warm-ups 2 and 3 s after it listens.
    const sinceStart = performance.now() - serverStarted;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, START_UP_WORK_MS - sinceStart)));
    const waited = await waitForIdle(server.pid);
    ctx.log(`server start-up work done after another ${waited} ms`);
    for (let i = 0; i < WARM_UPS; i += 1) await exportOnce('pdf');
    const pdfTimes: number[] = [];
    for (let i = 0; i < RUNS; i += 1) pdfTimes.push((await exportOnce('pdf')).ms);
    const pdf = summarize(pdfTimes);
    ctx.log(`PDF warm: p50 ${round(pdf.p50)} ms, p95 ${round(pdf.p95)} ms`);

    // The engine remembers how it shaped each run of text (shaping-cache.ts), so repeated
    // exports of one resume reuse most of it. For reference: a resume whose every sentence
    // the server has not seen before (each request writes a new word into each one).
    const newTextTimes: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      newTextTimes.push((await exportOnce('pdf', bodyWithNewText(twoPageResume, i))).ms);
    }
    const newText = summarize(newTextTimes);
    ctx.log(`PDF warm, new text: p50 ${round(newText.p50)} ms, p95 ${round(newText.p95)} ms`);

    for (let i = 0; i < WARM_UPS; i += 1) await exportOnce('docx');
    const docxTimes: number[] = [];
    for (let i = 0; i < RUNS; i += 1) docxTimes.push((await exportOnce('docx')).ms);
    const docx = summarize(docxTimes);

    // Reference: the first PDF in a process that has loaded nothing yet (no warm-up).
    const coldMs = coldProcessExport(ctx.root);

    const rows: Row[] = [
      {
        metric: `PDF, first export after server start (${pages ?? '?'} pages)`,
        value: Math.round(first.ms),
        unit: 'ms',
        budget: atMost(1000),
        note: 'POST right after /api/health answers; the server warms the engine up in the background',
      },
      {
        metric: `PDF, warm, p50 of ${RUNS}`,
        value: round(pdf.p50),
        unit: 'ms',
        budget: atMost(60),
        note: `HTTP round trip on localhost, once the server's start-up warm-ups are done; min ${round(pdf.min)}, max ${round(pdf.max)}`,
      },
      {
        metric: `PDF, warm, p95 of ${RUNS}`,
        value: round(pdf.p95),
        unit: 'ms',
        budget: atMost(150),
      },
      {
        metric: `PDF, warm, every sentence new, p50 of ${RUNS}`,
        value: round(newText.p50),
        unit: 'ms',
        note: `reference: no reuse of earlier shaping for the changed text; p95 ${round(newText.p95)}`,
      },
      {
        metric: 'PDF size, two-page resume',
        value: round(first.bytes.byteLength / 1024),
        unit: 'KB',
        budget: atMost(150),
        note: 'fonts subset-embedded; 1 KB = 1024 bytes',
      },
      {
        metric: `DOCX, warm, p50 of ${RUNS}`,
        value: round(docx.p50),
        unit: 'ms',
        budget: atMost(100),
        note: `p95 ${round(docx.p95)}`,
      },
      {
        metric: 'PDF, first export in a fresh process without warm-up',
        value: coldMs === null ? null : Math.round(coldMs),
        unit: 'ms',
        note: 'import of react-pdf + font parsing + first render; reference only',
      },
    ];
    return rows;
  },
};

export default suite;

/**
 * The request body for the resume with a word that differs per request written into every
 * text of more than one word (sentences, titles, names), so none of it was shaped before.
 */
function bodyWithNewText(resume: ResumeData, request: number): string {
  const marker = `r${request.toString(36)}q`;
  return JSON.stringify(
    { ...resumeToApi(resume), template_id: TEMPLATE_ID },
    (_key, value: unknown) =>
      typeof value === 'string' && /\S \S/.test(value) ? `${value} ${marker}` : value,
  );
}

/** Times the first PDF export of a new Node process from inside it (the CLI's code path). */
function coldProcessExport(root: string): number | null {
  const script = `
    const started = performance.now();
    const { renderResumePdf } = await import('#server/features/export/export.service.ts');
    const { findTemplate } = await import('#shared/templates/catalogue.ts');
    const { emptyResume } = await import('#shared/resume/resume.schema.ts');
    await renderResumePdf(emptyResume(), findTemplate(${TEMPLATE_ID}));
    console.log(JSON.stringify({ ms: performance.now() - started }));`;
  try {
    const out = execFileSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        cwd: root,
        encoding: 'utf8',
      },
    );
    return (JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as { ms?: number }).ms ?? null;
  } catch {
    return null;
  }
}
