import { chromium, type Browser, type Page } from 'playwright-core';
import { sampleWithEverySection } from '../../src/shared/documents/__fixtures__/resume-fixtures.ts';
import { PREVIEW_MARKS } from '../../src/shared/documents/preview-marks.ts';
import { findChromium } from '../lib/chromium.ts';
import { atMost, round } from '../lib/rows.ts';
import { suiteServer } from '../lib/server.ts';
import { summarize } from '../lib/stats.ts';
import type { Row, Suite } from '../lib/types.ts';

/**
 * The builder's live preview in headless Chromium, on a full sample resume and on that
 * sample with every section filled (the v2 sections of the `sectionsResume` fixture added):
 * - refresh: from the last keystroke of a burst of typing to the new PDF pages on screen
 *   (layout and drawing in the render worker + the pages put on screen), budget p50 ≤ 200 ms
 *   and max ≤ 300 ms;
 * - long tasks (> 50 ms, PerformanceObserver 'longtask') on the main thread while typing,
 *   budget none;
 * - the HTML text alternative of the preview: keystroke → its text updated, within a frame.
 */
const ROUNDS = Math.max(3, Number(process.env.BENCH_PREVIEW_ROUNDS ?? 10) || 10);
/** Characters typed per round, one every TYPING_DELAY ms (a quick typist). */
const BURST = 'measurable impact ';
const TYPING_DELAY = 60;
const SAMPLE_ID = 'senior-software-engineer';

declare global {
  interface Window {
    __bench: {
      longTasks: { start: number; duration: number }[];
      inputs: number[];
      /** Inputs that change the text the preview shows (it trims, as the PDF does). */
      textInputs: number[];
      draws: number[];
      textChanges: number[];
    };
  }
}

/** Installed before the app loads: records inputs, long tasks, redraws and text updates. */
function instrument() {
  const bench = {
    longTasks: [],
    inputs: [],
    textInputs: [],
    draws: [],
    textChanges: [],
  } as Window['__bench'];
  let shown: string | undefined;
  window.__bench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'longtask', buffered: true });
  document.addEventListener(
    'input',
    (event) => {
      const now = performance.now();
      bench.inputs.push(now);
      // A trailing space changes nothing on the preview until the next letter: such a
      // keystroke has no text update of its own to wait for.
      const value = (event.target as HTMLTextAreaElement | null)?.value?.trimEnd();
      if (value !== shown) bench.textInputs.push(now);
      shown = value;
    },
    true,
  );
  new MutationObserver((records) => {
    const now = performance.now();
    for (const record of records) {
      const target = record.target instanceof Element ? record.target : record.target.parentElement;
      if (record.type === 'attributes' && record.attributeName === 'data-draw-count') {
        bench.draws.push(now);
      } else if (target?.closest('[data-testid="preview-summary"]')) {
        bench.textChanges.push(now);
      }
    }
  }).observe(document, {
    subtree: true,
    attributes: true,
    attributeFilter: ['data-draw-count'],
    childList: true,
    characterData: true,
  });
}

/** The anonymous builder's draft in this browser (src/client/features/resume/state/draft-storage.ts). */
const ANONYMOUS_DRAFT_KEY = 'tailorcv.resume-draft.anonymous';

/** Where one refresh's time went, from the preview's own marks (preview-marks.ts). */
interface Phases {
  /** Last keystroke → rendering began: the quiet time the preview waits for. */
  wait: number;
  /** The render worker's layout and drawing of the pages, with the messages there and back. */
  render: number;
  /** The worker's page bitmaps copied onto the page's canvases. */
  draw: number;
  /** The drawn pages handed to React → on the page (the preview's draw count changed). */
  show: number;
}

interface Measured {
  firstDrawMs: number;
  pages: number;
  refreshes: number[];
  phases: Phases[];
  textUpdates: number[];
  longTasks: { start: number; duration: number }[];
}

/** Opens `url`, waits for the first preview, then types ROUNDS bursts into the summary. */
async function measure(page: Page, url: string): Promise<Measured> {
  const opened = performance.now();
  await page.goto(url);
  const summary = page.getByLabel('Professional Summary');
  await summary.waitFor();
  await page.waitForFunction(
    () =>
      Number(
        document.querySelector('[data-testid="live-preview"]')?.getAttribute('data-draw-count'),
      ) > 0,
    null,
    { timeout: 60_000 },
  );
  const firstDrawMs = performance.now() - opened;
  const pages = await page.getByTestId('live-preview').locator('canvas').count();

  const refreshes: number[] = [];
  const phases: Phases[] = [];
  const textUpdates: number[] = [];
  let longTasks: { start: number; duration: number }[] = [];
  for (let round_ = 0; round_ < ROUNDS; round_ += 1) {
    await summary.focus();
    await page.keyboard.press('End');
    const typingStart = await page.evaluate(() => {
      window.__bench.inputs = [];
      window.__bench.textInputs = [];
      window.__bench.draws = [];
      window.__bench.textChanges = [];
      return performance.now();
    });
    await page.keyboard.type(BURST, { delay: TYPING_DELAY });
    // A drawing during the burst is not the refresh: wait for one after the last keystroke.
    await page.waitForFunction(
      () => {
        const last = window.__bench.inputs.at(-1);
        return last !== undefined && window.__bench.draws.some((t) => t >= last);
      },
      null,
      { timeout: 30_000, polling: 10 },
    );
    const marks = await page.evaluate(() => window.__bench);
    const lastInput = marks.inputs.at(-1) ?? typingStart;
    const drawn = marks.draws.find((t) => t >= lastInput);
    if (drawn !== undefined) refreshes.push(drawn - lastInput);
    const at = await page.evaluate(
      (names) =>
        names.map((name) => performance.getEntriesByName(name, 'mark').at(-1)?.startTime ?? NaN),
      [PREVIEW_MARKS.render, PREVIEW_MARKS.pdf, PREVIEW_MARKS.drawn],
    );
    const [rendering = NaN, pdf = NaN, painted = NaN] = at;
    // Only a refresh whose whole course followed the last keystroke.
    if (drawn !== undefined && rendering >= lastInput && pdf >= rendering && painted >= pdf)
      phases.push({
        wait: rendering - lastInput,
        render: pdf - rendering,
        draw: painted - pdf,
        show: drawn - painted,
      });
    // Each keystroke's text update: the first change of the preview text after it.
    for (const input of marks.textInputs) {
      const changed = marks.textChanges.find((t) => t >= input);
      if (changed !== undefined) textUpdates.push(changed - input);
    }
    longTasks = longTasks.concat(
      marks.longTasks.filter((t) => t.start >= typingStart && t.start <= lastInput),
    );
  }
  return { firstDrawMs, pages, refreshes, phases, textUpdates, longTasks };
}

function rowsFor(label: string, m: Measured): Row[] {
  const refresh = summarize(m.refreshes);
  const text = summarize(m.textUpdates);
  const longest = m.longTasks.reduce((max, t) => Math.max(max, t.duration), 0);
  const phaseP50 = (phase: keyof Phases) => round(summarize(m.phases.map((p) => p[phase])).p50);
  return [
    {
      metric: `${label}: first drawing after opening /build`,
      value: Math.round(m.firstDrawMs),
      unit: 'ms',
      note: `${m.pages} pages; loads the render worker and its fonts`,
    },
    {
      metric: `${label}: preview refresh after typing stops, p50`,
      value: round(refresh.p50),
      unit: 'ms',
      budget: atMost(200),
      note: `${m.refreshes.length} bursts of ${BURST.length} keys, ${TYPING_DELAY} ms apart`,
    },
    {
      metric: `${label}: preview refresh after typing stops, max`,
      value: round(refresh.max),
      unit: 'ms',
      budget: atMost(300),
    },
    {
      metric: `${label}: refresh, waiting for quiet after the last keystroke, p50`,
      value: phaseP50('wait'),
      unit: 'ms',
      note: `${m.phases.length} refreshes timed by the preview's own marks`,
    },
    {
      metric: `${label}: refresh, laying out and drawing the pages in the worker, p50`,
      value: phaseP50('render'),
      unit: 'ms',
    },
    {
      metric: `${label}: refresh, the worker's pages copied onto canvases, p50`,
      value: phaseP50('draw'),
      unit: 'ms',
    },
    {
      metric: `${label}: refresh, the drawn pages put on the page, p50`,
      value: phaseP50('show'),
      unit: 'ms',
    },
    {
      metric: `${label}: long tasks > 50 ms on the main thread while typing`,
      value: m.longTasks.length,
      unit: '',
      budget: atMost(0),
      note: m.longTasks.length > 0 ? `longest ${round(longest)} ms` : undefined,
    },
    {
      metric: `${label}: keystroke → preview text (HTML alternative) updated, p95`,
      value: round(text.p95),
      unit: 'ms',
      budget: atMost(16.7),
      note: `${m.textUpdates.length} keystrokes; p50 ${round(text.p50)} ms, max ${round(text.max)} ms; one frame at 60 Hz`,
    },
  ];
}

const suite: Suite = {
  description:
    'Builder live preview: refresh p50 ≤ 200 ms and max ≤ 300 ms after typing stops, also with every section filled; no long task > 50 ms',
  async run(ctx) {
    ctx.log('building the client …');
    const clientDir = await ctx.clientBuild();
    ctx.log('starting the server on a fresh DATA_DIR …');
    const server = await suiteServer(ctx, 'builder-preview-data', { clientDir });

    const browser: Browser = await chromium.launch({
      executablePath: await findChromium(ctx.root),
      args: ['--headless', '--no-sandbox', '--disable-gpu'],
    });
    ctx.defer(() => browser.close());

    const samplePage = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await samplePage.addInitScript(instrument);
    const sample = await measure(samplePage, `${server.url}/build?sample=${SAMPLE_ID}`);
    ctx.log(`sample: refresh p50 ${round(summarize(sample.refreshes).p50)} ms`);
    await samplePage.close();

    // A fresh context, so the draft below is the only one in this browser.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const draft = JSON.stringify({
      data: sampleWithEverySection(SAMPLE_ID),
      templateId: null,
      baseVersion: 0,
      savedAt: Date.now(),
    });
    await context.addInitScript(
      ([key, value]) => {
        if (!localStorage.getItem(key)) localStorage.setItem(key, value);
      },
      [ANONYMOUS_DRAFT_KEY, draft] as const,
    );
    const fullPage = await context.newPage();
    await fullPage.addInitScript(instrument);
    const full = await measure(fullPage, `${server.url}/build`);
    ctx.log(`every section: refresh p50 ${round(summarize(full.refreshes).p50)} ms`);
    await context.close();

    return [...rowsFor('Sample resume', sample), ...rowsFor('Every section filled', full)];
  },
};

export default suite;
