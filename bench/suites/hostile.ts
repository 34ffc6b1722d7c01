import fs from 'node:fs';
import path from 'node:path';
import { longResume } from '../../src/shared/documents/__fixtures__/resume-fixtures.ts';
import { resumeToApi } from '../../src/shared/resume/resume-api.ts';
import { RESUME_LIMITS } from '../../src/shared/resume/resume.limits.ts';
import { lyingZip } from '../../src/server/lib/safe-zip.test-support.ts';
import type { ResumeData } from '../../src/shared/resume/resume.schema.ts';
import { processRssMb, waitForIdle } from '../lib/cpu.ts';
import { sleep } from '../lib/processes.ts';
import { atMost, round } from '../lib/rows.ts';
import { SETUP_ENV, suiteServer, type RunningServer } from '../lib/server.ts';
import { percentile } from '../lib/stats.ts';
import type { Row, Suite } from '../lib/types.ts';
import { cookiesOf, postJson } from './auth.ts';

/**
 * Hostile requests against the server as `npm start` runs it (PGlite): while each one
 * runs, a second client asks `GET /api/health` one request after another. Budgets: health
 * p99 ≤ 100 ms while the hostile request runs; the hostile request is refused or finished
 * within 3 s; the server's resident memory comes back to within 10 % of its level before
 * (polled for up to 15 s after the request, since freed memory returns to the OS lazily).
 *
 * The cases: a data-import ZIP whose manifest.json declares 200 bytes and inflates to
 * 4 GB; a DOCX CV (5 MB at most) whose word/document.xml declares 200 bytes and inflates
 * to 750 MB; a 4.9 MB plain-text CV with
 * 80,000 jobs; a multipart upload of 83,000 tiny fields; an anonymous export of a resume at
 * the schema's limits (tens of pages) while another client exports one page.
 */
const MB = 1024 * 1024;
const IMPORT_BOMB_BYTES = 4096 * MB;
const DOCX_BOMB_BYTES = 750 * MB;
const MEMORY_SETTLE_MS = 15_000;

interface CaseResult {
  status: number;
  ms: number;
  detail: string;
}

interface Measured extends CaseResult {
  healthP99: number;
  healthCount: number;
  rssBefore: number;
  rssAfter: number;
}

async function measure(server: RunningServer, run: () => Promise<CaseResult>): Promise<Measured> {
  await waitForIdle(server.pid, { maxMs: 10_000 });
  const rssBefore = processRssMb(server.pid) ?? NaN;
  let done = false;
  const latencies: number[] = [];
  const probing = (async () => {
    while (!done) {
      const t0 = performance.now();
      const res = await fetch(`${server.url}/api/health`).catch(() => undefined);
      await res?.arrayBuffer();
      latencies.push(performance.now() - t0);
    }
  })();
  let result: CaseResult;
  try {
    result = await run();
  } finally {
    done = true;
    await probing;
  }
  const settleUntil = performance.now() + MEMORY_SETTLE_MS;
  let rssAfter = processRssMb(server.pid) ?? NaN;
  while (rssAfter > rssBefore * 1.1 && performance.now() < settleUntil) {
    await sleep(500);
    rssAfter = processRssMb(server.pid) ?? NaN;
  }
  return {
    ...result,
    healthP99: latencies.length ? percentile(latencies, 99) : NaN,
    healthCount: latencies.length,
    rssBefore,
    rssAfter,
  };
}

async function timed(request: () => Promise<Response>): Promise<CaseResult> {
  const t0 = performance.now();
  const res = await request();
  const text = await res.text();
  return { status: res.status, ms: performance.now() - t0, detail: text.slice(0, 160) };
}

async function signedIn(server: RunningServer): Promise<{ cookie: string; userId: string }> {
  const res = await postJson(server, '/api/auth/sign-up/email', {
    email: `bench-hostile-${Date.now().toString(36)}@example.test`,
    password: 'hostile-bench-Pa55word!',
  });
  const body = (await res.json()) as { user?: { id?: string } };
  const cookie = cookiesOf(res);
  if (res.status !== 200 || !body.user?.id) throw new Error(`sign-up answered ${res.status}`);
  return { cookie, userId: body.user.id };
}

/** Uploads a CV file and asks for it to be processed: the time covers both. */
async function uploadAndProcess(
  server: RunningServer,
  who: { cookie: string; userId: string },
  file: File,
): Promise<CaseResult> {
  const t0 = performance.now();
  const form = new FormData();
  form.set('file', file);
  const upload = await fetch(`${server.url}/api/cv`, {
    method: 'POST',
    body: form,
    headers: { cookie: who.cookie, origin: server.url },
  });
  const uploaded = (await upload.json()) as { fileName?: string };
  if (upload.status !== 201 || !uploaded.fileName) {
    return {
      status: upload.status,
      ms: performance.now() - t0,
      detail: JSON.stringify(uploaded).slice(0, 160),
    };
  }
  const processed = await postJson(
    server,
    '/api/functions/process-cv',
    { fileName: uploaded.fileName, userId: who.userId },
    who.cookie,
  );
  const text = await processed.text();
  return {
    status: processed.status,
    ms: performance.now() - t0,
    detail: `${Math.round(text.length / 1024)} KB answer: ${text.slice(0, 120)}`,
  };
}

function hugeTextCv(): string {
  const lines = ['Jordan Example', 'jordan@example.test', '', 'EXPERIENCE', ''];
  let length = 0;
  for (let i = 0; length < 4.9 * MB && i < 80_000; i += 1) {
    const entry = [`Engineer ${i}`, `Company ${i}`, 'Jan 2020 - Mar 2021', '- Did work', ''];
    lines.push(...entry);
    length += entry.join('\n').length + 1;
  }
  return lines.join('\n');
}

/** `count` one-letter fields: about 4 MB, under the upload's size limit, so only the part count refuses it. */
function manyFields(count: number): { body: string; boundary: string } {
  const boundary = 'b';
  const parts: string[] = [];
  for (let i = 0; i < count; i += 1) {
    parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\nx\r\n`);
  }
  parts.push(`--${boundary}--\r\n`);
  return { body: parts.join(''), boundary };
}

/** A resume at the schema's limits: every experience entry full of long bullets. */
function hugeResume(): ResumeData {
  const job = longResume.experience[0]!;
  const bullet = 'Led a cross-functional programme that moved the whole platform. '.repeat(6);
  return {
    ...longResume,
    experience: Array.from({ length: RESUME_LIMITS.experience }, (_, i) => ({
      ...job,
      id: `job-${i}`,
      description: Array.from({ length: 8 }, () => `• ${bullet}`).join('\n'),
    })),
  };
}

const suite: Suite = {
  description:
    'Hostile requests: health p99 while each runs, time to refuse or finish, memory afterwards',
  async run(ctx) {
    const server = await suiteServer(ctx, 'hostile', {
      clientDir: null,
      env: { ...SETUP_ENV, TRUST_PROXY: 'true', LOG_LEVEL: 'error' },
    });
    const who = await signedIn(server);

    // Every hostile input is built before any measurement: building them blocks this
    // process, which also sends the health requests.
    ctx.log('building the hostile inputs');
    const importBomb = Buffer.from(lyingZip('manifest.json', 200, IMPORT_BOMB_BYTES));
    const docxBomb = Buffer.from(
      lyingZip('word/document.xml', 200, DOCX_BOMB_BYTES, [
        { name: '[Content_Types].xml', content: new TextEncoder().encode('<Types/>') },
      ]),
    );
    const textCv = hugeTextCv();
    const fields = manyFields(83_000);
    const bigExport = JSON.stringify({ ...resumeToApi(hugeResume()), template_id: 4 });
    const smallExport = JSON.stringify({
      ...resumeToApi({ ...longResume, experience: longResume.experience.slice(0, 1) }),
      template_id: 4,
    });

    // Honest requests down every path first, so that loading code and warming caches is
    // not counted as memory a hostile request kept.
    ctx.log('warming up every path with honest requests');
    const corpus = path.join(ctx.root, 'src/server/features/cv-import/__corpus__');
    for (const file of ['03-okafor-docx.docx', '02-okafor-txt.txt']) {
      const warm = await uploadAndProcess(
        server,
        who,
        new File([fs.readFileSync(path.join(corpus, file))], file),
      );
      if (warm.status !== 200) throw new Error(`honest CV ${file}: ${warm.status} ${warm.detail}`);
    }
    const archive = await fetch(`${server.url}/api/portability/export`, {
      headers: { cookie: who.cookie },
    });
    const archiveBytes = new Uint8Array(await archive.arrayBuffer());
    const honestImport = await fetch(`${server.url}/api/portability/import`, {
      method: 'POST',
      body: archiveBytes,
      headers: { cookie: who.cookie, origin: server.url, 'content-type': 'application/zip' },
    });
    await honestImport.arrayBuffer();
    if (honestImport.status !== 201) throw new Error(`honest import: ${honestImport.status}`);
    for (let i = 0; i < 3; i += 1) {
      const res = await fetch(`${server.url}/api/export/pdf`, {
        method: 'POST',
        body: smallExport,
        headers: { 'content-type': 'application/json', origin: server.url },
      });
      await res.arrayBuffer();
    }

    const cases: { name: string; run: () => Promise<CaseResult> }[] = [
      {
        name: 'data import: manifest.json declares 200 B, inflates to 4 GB',
        run: () =>
          timed(() =>
            fetch(`${server.url}/api/portability/import`, {
              method: 'POST',
              body: importBomb,
              headers: {
                cookie: who.cookie,
                origin: server.url,
                'content-type': 'application/zip',
              },
            }),
          ),
      },
      {
        name: 'DOCX CV: word/document.xml declares 200 B, inflates to 750 MB',
        run: () => uploadAndProcess(server, who, new File([docxBomb], 'cv.docx')),
      },
      {
        name: 'plain-text CV of 4.9 MB with 80,000 jobs',
        run: () => uploadAndProcess(server, who, new File([textCv], 'cv.txt')),
      },
      {
        name: 'multipart upload with 83,000 tiny fields',
        run: () => {
          const { body, boundary } = fields;
          return timed(() =>
            fetch(`${server.url}/api/cv`, {
              method: 'POST',
              body,
              headers: {
                cookie: who.cookie,
                origin: server.url,
                'content-type': `multipart/form-data; boundary=${boundary}`,
              },
            }),
          );
        },
      },
      {
        name: 'anonymous export of a resume at the schema limits',
        run: async () => {
          const big = timed(() =>
            fetch(`${server.url}/api/export/pdf`, {
              method: 'POST',
              body: bigExport,
              headers: {
                'content-type': 'application/json',
                origin: server.url,
                'x-forwarded-for': '203.0.113.7',
              },
            }),
          );
          // Another visitor's one-page export, started while the big one runs.
          await sleep(50);
          const small = await timed(() =>
            fetch(`${server.url}/api/export/pdf`, {
              method: 'POST',
              body: smallExport,
              headers: {
                'content-type': 'application/json',
                origin: server.url,
                'x-forwarded-for': '198.51.100.9',
              },
            }),
          );
          const bigResult = await big;
          return {
            ...bigResult,
            detail: `another visitor's 1-page export meanwhile: ${small.status} in ${Math.round(small.ms)} ms; ${bigResult.detail}`,
          };
        },
      },
    ];

    const rows: Row[] = [];
    for (const hostile of cases) {
      ctx.log(hostile.name);
      const m = await measure(server, hostile.run);
      ctx.log(
        `  ${m.status} in ${Math.round(m.ms)} ms; health p99 ${round(m.healthP99)} ms over ${m.healthCount}; RSS ${round(m.rssBefore)} → ${round(m.rssAfter)} MB; ${m.detail}`,
      );
      rows.push(
        {
          metric: `${hostile.name}: /api/health p99 meanwhile`,
          value: round(m.healthP99),
          unit: 'ms',
          budget: atMost(100),
          note: `${m.healthCount} health requests`,
        },
        {
          metric: `${hostile.name}: refused or finished`,
          value: round(m.ms),
          unit: 'ms',
          budget: atMost(3000),
          note: `HTTP ${m.status}: ${m.detail.slice(0, 100)}`,
        },
        {
          metric: `${hostile.name}: memory afterwards, % of before`,
          value: round((m.rssAfter / m.rssBefore) * 100),
          unit: '%',
          budget: atMost(110),
          note: `RSS ${round(m.rssBefore)} → ${round(m.rssAfter)} MB`,
        },
      );
    }
    return rows;
  },
};

export default suite;
