import { fullLetter } from '../../src/shared/documents/__fixtures__/cover-letter-fixtures.ts';
import { SAMPLE_RESUMES } from '../../src/shared/samples/samples.ts';
import { resumeToApi } from '../../src/shared/resume/resume-api.ts';
import { draftCoverLetterRequestSchema } from '../../src/shared/cover-letter/draft.schema.ts';
import { TEMPLATES } from '../../src/shared/templates/catalogue.ts';
import { warmUpKeyPhrases } from '../../src/server/features/ats-keywords/key-phrases.ts';
import { loadLexicon } from '../../src/server/features/ats-keywords/lexicon.ts';
import { createLocalEngine } from '../../src/server/features/ats-keywords/local-engine.ts';
import { draftCoverLetter } from '../../src/server/features/cover-letter/cover-letter.service.ts';
import { createLocalDrafter } from '../../src/server/features/cover-letter/local-drafter.ts';
import {
  renderApplicationPack,
  renderCoverLetterDocx,
  renderCoverLetterPdf,
} from '../../src/server/features/export/cover-letter-export.ts';
import { atMost, round } from '../lib/rows.ts';
import { summarize } from '../lib/stats.ts';
import type { Row, Suite } from '../lib/types.ts';

/**
 * Cover letters, in-process. The local draft is what `POST
 * /api/functions/draft-cover-letter` runs with AI_PROVIDER=local: the target job's keywords
 * (the local lexicon engine, key phrases loaded), the resume's facts and the composer,
 * over the eight sample resumes with a ~300-word posting, in each tone. The letter PDF is
 * a one-page letter rendered warm in every layout family's first template. Budgets: local
 * draft p95 ≤ 50 ms (and so p50); letter PDF warm p50 ≤ 40 ms. Reported: DOCX p50 and the
 * whole application pack (six files and the ZIP).
 */
const DRAFT_RUNS = 20;
const PDF_WARM_UPS = 8;
const PDF_RUNS = 40;
const PACK_RUNS = 5;

const POSTING = [
  'We are hiring an experienced professional to join a growing team.',
  'Responsibilities: own projects end to end, work with stakeholders, report on results and mentor colleagues.',
  'Requirements: 5+ years of experience; SQL, Python and Excel; stakeholder management; budgeting and forecasting;',
  'Agile delivery, Jira and Confluence; Figma and user research for product roles; Kubernetes, AWS, PostgreSQL and',
  'CI/CD pipelines for engineering roles; patient care and EHR systems for clinical roles; Google Analytics, SEO and',
  'paid social for marketing roles. Strong written and verbal communication. Experience with data visualization',
  'tools such as Tableau or Power BI is a plus. Certifications such as PMP, CPA or AWS Solutions Architect are welcome.',
  'Benefits: competitive salary, remote-friendly, learning budget, 25 days of paid leave, health insurance.',
  'We value diversity and are an equal opportunity employer. Apply with your resume and a cover letter.',
].join('\n');

const suite: Suite = {
  description:
    'Cover letters: local draft p50/p95, letter PDF warm p50, DOCX p50, application pack',
  async run(ctx) {
    const keywords = createLocalEngine({ lexicon: loadLexicon() });
    await warmUpKeyPhrases();
    const drafter = createLocalDrafter();
    const requests = SAMPLE_RESUMES.flatMap((sample) =>
      (['formal', 'warm', 'concise'] as const).map((tone) =>
        draftCoverLetterRequestSchema.parse({
          resume: resumeToApi({
            ...sample.resume,
            targetJob: { title: 'Team Lead', company: 'Globex', description: POSTING },
          }),
          tone,
          recipientName: 'Dana Smith',
        }),
      ),
    );
    for (const request of requests) await draftCoverLetter(request, { drafter, keywords });
    const draftTimes: number[] = [];
    let words = 0;
    for (let i = 0; i < DRAFT_RUNS; i += 1) {
      for (const request of requests) {
        const t0 = performance.now();
        const draft = await draftCoverLetter(request, { drafter, keywords });
        draftTimes.push(performance.now() - t0);
        words = Math.max(words, draft.paragraphs.join(' ').split(/\s+/).length);
      }
    }
    const draft = summarize(draftTimes);
    ctx.log(`local draft: p50 ${round(draft.p50, 2)} ms, p95 ${round(draft.p95, 2)} ms`);

    const families = [...new Map(TEMPLATES.map((t) => [t.layout, t])).values()];
    for (let i = 0; i < PDF_WARM_UPS; i += 1)
      for (const template of families) await renderCoverLetterPdf(fullLetter, template);
    const pdfTimes: number[] = [];
    let pdfBytes = 0;
    for (let i = 0; i < PDF_RUNS; i += 1) {
      const template = families[i % families.length]!;
      const t0 = performance.now();
      const bytes = await renderCoverLetterPdf(fullLetter, template);
      pdfTimes.push(performance.now() - t0);
      pdfBytes = Math.max(pdfBytes, bytes.byteLength);
    }
    const pdf = summarize(pdfTimes);
    ctx.log(`letter PDF warm: p50 ${round(pdf.p50, 1)} ms, p95 ${round(pdf.p95, 1)} ms`);

    const docxTimes: number[] = [];
    for (let i = 0; i < PDF_RUNS; i += 1) {
      const t0 = performance.now();
      await renderCoverLetterDocx(fullLetter, families[i % families.length]!);
      docxTimes.push(performance.now() - t0);
    }
    const docx = summarize(docxTimes);

    const packRequest = {
      ...resumeToApi(SAMPLE_RESUMES[0]!.resume),
      template_id: 1,
      letter: fullLetter,
    };
    const packTimes: number[] = [];
    let packBytes = 0;
    for (let i = 0; i < PACK_RUNS; i += 1) {
      const t0 = performance.now();
      const pack = await renderApplicationPack(packRequest);
      packTimes.push(performance.now() - t0);
      packBytes = pack.body.byteLength;
    }
    const pack = summarize(packTimes);

    const rows: Row[] = [
      {
        metric: 'Local draft, p95',
        value: round(draft.p95, 2),
        unit: 'ms',
        budget: atMost(50),
        note: `p50 ${round(draft.p50, 2)} ms; ${draftTimes.length} drafts: 8 sample resumes × 3 tones, keywords + facts + composer; longest ${words} words`,
      },
      {
        metric: 'Local draft, p50',
        value: round(draft.p50, 2),
        unit: 'ms',
        budget: atMost(50),
      },
      {
        metric: `Letter PDF, warm, p50 of ${PDF_RUNS}`,
        value: round(pdf.p50, 1),
        unit: 'ms',
        budget: atMost(40),
        note: `p95 ${round(pdf.p95, 1)} ms; one-page letter across the 8 layout families; largest ${round(pdfBytes / 1000, 1)} KB`,
      },
      {
        metric: `Letter DOCX, p50 of ${PDF_RUNS}`,
        value: round(docx.p50, 1),
        unit: 'ms',
        note: `p95 ${round(docx.p95, 1)} ms`,
      },
      {
        metric: `Application pack (6 files + ZIP), p50 of ${PACK_RUNS}`,
        value: round(pack.p50, 1),
        unit: 'ms',
        note: `${round(packBytes / 1000, 1)} KB`,
      },
    ];
    return rows;
  },
};

export default suite;
