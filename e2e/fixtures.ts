import { createHash } from 'node:crypto';
import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
} from '@playwright/test';
import { E2E_BASE_URL } from './fixtures/e2e-env.ts';

/** A console message or page error that no test asked for fails the test. */
type Unexpected = { kind: string; text: string; url: string };

/** One console message (or page error) a test expects, and why. */
interface Allowed {
  pattern: RegExp;
  reason: string;
}

/**
 * Allows console warnings, errors or page errors whose text matches `pattern` for the rest of
 * this test. `reason` says why the test expects them (it is printed if the test fails).
 */
export type AllowConsole = (pattern: string | RegExp, reason: string) => void;

/** Console types that fail a test; logs, infos and debug output are the app's own business. */
const FAILING_TYPES: ReadonlySet<string> = new Set(['error', 'warning', 'assert']);

/**
 * What Chromium logs (as a console error) for a response with this HTTP status, for
 * `allowConsole` in a test that expects the server to refuse a request.
 */
export function failedResource(status: number): RegExp {
  return new RegExp(`^Failed to load resource: the server responded with a status of ${status}\\b`);
}

/**
 * Whether a message comes from the app: pages of other origins are the test identity
 * provider's (it stands in for Google), whose own console is not the app's concern. A
 * message without a page (a worker's) counts.
 */
function isOurs(pageUrl: string | undefined): boolean {
  return pageUrl === undefined || new URL(pageUrl).origin === new URL(E2E_BASE_URL).origin;
}

/**
 * What pdf.js logs when the preview destroys a document whose drawing a newer edit replaced
 * while pdf.js's shared worker was still building that page (it waits on a standard font
 * there, so the two can interleave). They name only work that was thrown away on purpose, and
 * how often they appear depends on the machine's speed, so every test allows them
 * (docs/decisions/0044-replaced-preview-warnings-in-e2e.md).
 */
const REPLACED_PREVIEW_WARNINGS: readonly Allowed[] = [
  {
    pattern:
      /^Warning: getOperatorList - ignoring errors during "GetOperatorList: page \d+" task: "Error: Worker task was terminated"\.$/,
    reason: 'pdf.js stopped building a page of a replaced preview',
  },
  {
    pattern: /^Warning: UnknownErrorException: Worker was destroyed\.$/,
    reason: 'pdf.js asked for a standard font for a replaced preview after it was destroyed',
  },
];

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Playwright's `test` for every spec. It adds:
 *
 * - `clientIp`: each test's own client address, sent as X-Forwarded-For (the e2e server trusts
 *   it), so the per-IP rate limits stay on and one test's sign-ins never count against another's.
 * - a console guard on the test's browser context (so on `page`), and on any context the test
 *   opens with `browser.newContext()`: a console warning or error, or an uncaught page error,
 *   fails the test unless the test allowed it with `allowConsole(pattern, reason)`. Messages
 *   from the browser itself count too (a security header it does not understand, a resource
 *   that failed to load), so a regression the user would never see still shows up here.
 */
export const test = base.extend<{
  clientIp: string;
  consoleAllowList: Allowed[];
  allowConsole: AllowConsole;
}>({
  // Playwright reads a fixture's dependencies from this destructuring pattern: it must be an object.
  // eslint-disable-next-line no-empty-pattern
  clientIp: async ({}, use, testInfo) => {
    const h = createHash('sha256').update(`${testInfo.testId}:${testInfo.retry}`).digest();
    await use(`10.${h[0]}.${h[1]}.${(h[2]! % 250) + 1}`);
  },
  extraHTTPHeaders: async ({ clientIp }, use) => {
    await use({ 'x-forwarded-for': clientIp });
  },

  // The patterns a test allows; shared by `allowConsole` (which adds) and the guard (which reads).
  // eslint-disable-next-line no-empty-pattern
  consoleAllowList: [async ({}, use) => use([]), { box: true }],

  allowConsole: [
    async ({ consoleAllowList }, use) => {
      await use((pattern, reason) => {
        if (!reason.trim()) throw new Error('allowConsole needs a reason');
        const regexp = typeof pattern === 'string' ? new RegExp(escapeRegExp(pattern)) : pattern;
        consoleAllowList.push({ pattern: regexp, reason });
      });
    },
    { box: true },
  ],

  context: async ({ context, browser, consoleAllowList: allowed }, use) => {
    const unexpected: Unexpected[] = [];
    const isAllowed = (text: string) =>
      REPLACED_PREVIEW_WARNINGS.some((a) => a.pattern.test(text)) ||
      allowed.some((a) => a.pattern.test(text));
    const onConsole = (msg: ConsoleMessage) => {
      if (!FAILING_TYPES.has(msg.type()) || !isOurs(msg.page()?.url())) return;
      const text = msg.text();
      if (isAllowed(text)) return;
      unexpected.push({ kind: `console.${msg.type()}`, text, url: msg.location().url });
    };
    const onPageError = (error: Error) => {
      const text = `${error.name}: ${error.message}`;
      if (isAllowed(text)) return;
      unexpected.push({ kind: 'page error', text, url: error.stack?.split('\n')[1]?.trim() ?? '' });
    };
    const watch = (ctx: BrowserContext) => {
      ctx.on('console', onConsole);
      ctx.on('weberror', (webError) => {
        if (isOurs(webError.page()?.url())) onPageError(webError.error());
      });
    };
    watch(context);
    // Contexts the test opens itself (a second browser, a stranger) are watched as well.
    const newContext = browser.newContext.bind(browser);
    const watched: Browser['newContext'] = async (...args) => {
      const ctx = await newContext(...args);
      watch(ctx);
      return ctx;
    };
    Object.assign(browser, { newContext: watched });
    try {
      await use(context);
    } finally {
      // The worker's browser serves the next test: back to its own method.
      delete (browser as Partial<Browser>).newContext;
    }
    if (unexpected.length > 0) {
      const list = unexpected
        .map((u) => `  ${u.kind}: ${u.text}${u.url ? `\n    at ${u.url}` : ''}`)
        .join('\n');
      throw new Error(
        `Unexpected console output (allow it with allowConsole(pattern, reason) if the test ` +
          `expects it):\n${list}`,
      );
    }
  },
});

export { expect };
