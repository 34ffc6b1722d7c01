import { createHash } from 'node:crypto';
import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
} from '@playwright/test';

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

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Playwright's `test` for every spec. It adds:
 *
 * - `clientIp`: each test's own client address, sent as X-Forwarded-For (the e2e server trusts
 *   it), so the per-IP rate limits stay on and one test's sign-ins never count against another's.
 * - a console guard: any console warning or error and any uncaught page error, in the test's
 *   page or in a context the test opens with `browser.newContext()`, fails the test unless the
 *   test allowed it with `allowConsole(pattern, reason)`. Messages from the browser itself
 *   count too (a security header it does not understand, a resource that failed to load), so a
 *   regression the user would never see still shows up here.
 */
export const test = base.extend<{
  clientIp: string;
  consoleAllowList: Allowed[];
  allowConsole: AllowConsole;
  consoleGuard: void;
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

  consoleGuard: [
    async ({ context, browser, consoleAllowList: allowed }, use) => {
      const unexpected: Unexpected[] = [];
      const isAllowed = (text: string) => allowed.some((a) => a.pattern.test(text));
      const onConsole = (msg: ConsoleMessage) => {
        if (!FAILING_TYPES.has(msg.type())) return;
        const text = msg.text();
        if (isAllowed(text)) return;
        unexpected.push({ kind: `console.${msg.type()}`, text, url: msg.location().url });
      };
      const onPageError = (error: Error) => {
        const text = `${error.name}: ${error.message}`;
        if (isAllowed(text)) return;
        unexpected.push({ kind: 'page error', text, url: error.stack ?? '' });
      };
      const watch = (ctx: BrowserContext) => {
        ctx.on('console', onConsole);
        ctx.on('weberror', (webError) => onPageError(webError.error()));
      };
      watch(context);
      // Contexts a test opens itself (a second browser, a stranger) are watched as well.
      const newContext = browser.newContext.bind(browser);
      const patched: Browser['newContext'] = async (...args) => {
        const ctx = await newContext(...args);
        watch(ctx);
        return ctx;
      };
      browser.newContext = patched;
      try {
        await use();
      } finally {
        browser.newContext = newContext;
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
    { auto: true, box: true },
  ],
});

export { expect };
