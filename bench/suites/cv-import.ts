import fs from 'node:fs';
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
import { atLeast, atMost, round } from '../lib/rows.ts';
import { summarize } from '../lib/stats.ts';
import type { Row, Suite } from '../lib/types.ts';

/**
 * CV import (issue 6): accuracy of the local engine on the labelled corpus
 * (src/server/features/cv-import/__corpus__), overall, by format, single vs multi-column
 * and tuned vs held out; the round trip through our own templates; and timings of text
 * plus profile extraction (in-process, warm) for a two-page PDF and a DOCX, with the
 * worker's round trip for reference.
 * Budgets: overall ≥ 0.90, multi-column PDF ≥ 0.85, round trip ≥ 0.98,
 * PDF p50 ≤ 150 ms and p95 ≤ 400 ms, DOCX p50 ≤ 100 ms.
 */
const RUNS = 40;
const WARM_UPS = 5;
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
    let worst = { key: '', accuracy: 1 };
    let pdfBytes: Uint8Array | undefined;
    let docxBytes: Uint8Array | undefined;
    for (const layout of LAYOUT_FAMILY_IDS) {
      const template = TEMPLATES.find((t) => t.layout === layout)!;
      for (const format of ['pdf', 'docx', 'txt'] as const) {
        const doc = await renderResume(format, twoPageResume, template);
        if (layout === 'classic' && format === 'pdf') pdfBytes = doc.body;
        if (layout === 'classic' && format === 'docx') docxBytes = doc.body;
        const { profile } = await extractProfileLocally(doc.body);
        const { accuracy } = scoreProfile(expected, profile);
        sum += accuracy;
        if (accuracy < worst.accuracy) worst = { key: `${layout} ${format}`, accuracy };
      }
    }
    rows.push({
      metric: `round trip, ${LAYOUT_FAMILY_IDS.length} layout families × PDF/DOCX/TXT`,
      value: round(sum / (LAYOUT_FAMILY_IDS.length * 3), 3),
      unit: 'fraction',
      budget: atLeast(0.98),
      note: worst.key ? `lowest: ${worst.key} ${round(worst.accuracy, 3)}` : 'every one exact',
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
        note: 'once per process (tsx + pdf.js load in the worker)',
      },
    );
    return rows;
  },
};

export default suite;
