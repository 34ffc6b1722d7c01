import fs from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { longResume } from '../../src/shared/documents/__fixtures__/resume-fixtures.ts';
import { fromJsonResume } from '../../src/shared/json-resume/from-json-resume.ts';
import { parseJsonResumeText } from '../../src/shared/json-resume/parse-json-resume.ts';
import { toJsonResume } from '../../src/shared/json-resume/to-json-resume.ts';
import { SAMPLE_RESUMES } from '../../src/shared/samples/samples.ts';
import { round } from '../lib/rows.ts';
import { SETUP_ENV, suiteServer, type RunningServer } from '../lib/server.ts';
import { median, summarize } from '../lib/stats.ts';
import type { Row, Suite } from '../lib/types.ts';
import { postJson, signUpSession } from './auth.ts';

/**
 * Data portability, over real HTTP against the server as `npm start` runs it
 * (PGlite): 'Download my data' for an account with 20 resumes (the long fixture, two to
 * three pages each), 5 cover letters and 2 uploaded CVs (every live document rendered as
 * PDF, DOCX and TXT into the ZIP), and the import of that archive into a fresh account.
 * In-process: JSON Resume import and export of the sample people and resumes. No budget:
 * figures for the record.
 */
const RESUMES = 20;
const LETTERS = 5;
const RUNS = 3;
const CONVERSION_RUNS = 200;

async function fillAccount(server: RunningServer, cookie: string): Promise<void> {
  const create = async (body: unknown) => {
    const res = await postJson(server, '/api/documents', body, cookie);
    const text = await res.text();
    if (res.status !== 201) throw new Error(`POST /api/documents answered ${res.status}: ${text}`);
    return JSON.parse(text) as { id: string };
  };
  let first = '';
  for (let i = 0; i < RESUMES; i += 1) {
    const doc = await create({
      kind: 'resume',
      title: `Resume ${i}`,
      template_id: String((i % 56) + 1),
      data: longResume,
    });
    first ||= doc.id;
  }
  for (let i = 0; i < LETTERS; i += 1) {
    await create({
      kind: 'cover_letter',
      title: `Letter ${i}`,
      data: {
        resumeId: first,
        role: 'Principal Engineer',
        greeting: 'Dear Dana Smith,',
        paragraphs: Array.from({ length: 4 }, (_, p) => `Paragraph ${p}. `.repeat(20)),
        closing: 'Kind regards,',
      },
    });
  }
  for (let i = 0; i < 2; i += 1) {
    const form = new FormData();
    form.set('file', new File([`Alex Whitfield\nEngineer\n${'x'.repeat(2000)}`], `cv-${i}.txt`));
    const res = await fetch(`${server.url}/api/cv`, {
      method: 'POST',
      body: form,
      headers: { cookie, origin: server.url },
    });
    await res.arrayBuffer();
    if (res.status !== 201) throw new Error(`POST /api/cv answered ${res.status}`);
  }
}

function conversionTimes(): { importP50: number; exportP50: number } {
  const dir = path.resolve(import.meta.dirname, '../../src/shared/json-resume/__fixtures__');
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => {
      const parsed = parseJsonResumeText(fs.readFileSync(path.join(dir, f), 'utf8'));
      if (!parsed.ok) throw new Error(`${f}: ${parsed.message}`);
      return parsed.resume;
    });
  const imports: number[] = [];
  const exports: number[] = [];
  for (let i = 0; i < CONVERSION_RUNS; i += 1) {
    for (const file of files) {
      const t0 = performance.now();
      fromJsonResume(file);
      imports.push(performance.now() - t0);
    }
    for (const sample of SAMPLE_RESUMES) {
      const t0 = performance.now();
      toJsonResume(sample.resume);
      exports.push(performance.now() - t0);
    }
  }
  return { importP50: summarize(imports).p50, exportP50: summarize(exports).p50 };
}

const suite: Suite = {
  description: `Download my data (${RESUMES} resumes, ${LETTERS} letters, 2 CVs) and its import; JSON Resume conversion`,
  async run(ctx) {
    const server = await suiteServer(ctx, 'portability', { clientDir: null, env: SETUP_ENV });
    const cookie = await signUpSession(server, 'portability-source');
    ctx.log(`creating ${RESUMES} resumes, ${LETTERS} letters and 2 CVs`);
    await fillAccount(server, cookie);

    // The first download pays for loading the PDF engine: warm up once, then measure.
    const download = async () => {
      const t0 = performance.now();
      const res = await fetch(`${server.url}/api/portability/export`, { headers: { cookie } });
      const bytes = new Uint8Array(await res.arrayBuffer());
      if (res.status !== 200) throw new Error(`export answered ${res.status}`);
      return { ms: performance.now() - t0, bytes };
    };
    await download();
    const downloads: number[] = [];
    let archive = new Uint8Array();
    for (let i = 0; i < RUNS; i += 1) {
      const run = await download();
      downloads.push(run.ms);
      archive = run.bytes;
    }
    const entries = Object.keys(unzipSync(archive)).length;
    ctx.log(
      `export: median ${round(median(downloads))} ms, ${round(archive.byteLength / 1024)} KB`,
    );

    const imports: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const target = await signUpSession(server, `portability-target-${i}`);
      const t0 = performance.now();
      const res = await fetch(`${server.url}/api/portability/import`, {
        method: 'POST',
        body: archive,
        headers: { cookie: target, origin: server.url, 'content-type': 'application/zip' },
      });
      const text = await res.text();
      imports.push(performance.now() - t0);
      if (res.status !== 201) throw new Error(`import answered ${res.status}: ${text}`);
    }
    ctx.log(`import: median ${round(median(imports))} ms`);
    await server.stop();

    const conversion = conversionTimes();
    const documents = RESUMES + LETTERS + 1;
    const rows: Row[] = [
      {
        metric: `Download my data, ${documents} documents + 2 CVs (median of ${RUNS})`,
        value: round(median(downloads)),
        unit: 'ms',
        note: `PGlite; ${entries} files, ${round(archive.byteLength / 1024)} KB; ${round(median(downloads) / documents)} ms a document (PDF + DOCX + TXT)`,
      },
      {
        metric: `Import of that archive into a new account (median of ${RUNS})`,
        value: round(median(imports)),
        unit: 'ms',
        note: 'checks every entry and document, stores the CVs, one transaction',
      },
      {
        metric: 'JSON Resume → resume (5 sample files), p50',
        value: round(conversion.importP50, 3),
        unit: 'ms',
      },
      {
        metric: 'Resume → JSON Resume (8 sample resumes), p50',
        value: round(conversion.exportP50, 3),
        unit: 'ms',
      },
    ];
    return rows;
  },
};

export default suite;
