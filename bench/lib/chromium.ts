import path from 'node:path';
import { pathToFileURL } from 'node:url';

interface ChromiumScript {
  findChromium: () => string | undefined;
  HEADLESS_FLAGS: string[];
}

/** scripts/chromium.mjs is plain JavaScript; load it at run time and type what we use. */
async function chromiumScript(root: string): Promise<ChromiumScript> {
  return (await import(
    pathToFileURL(path.join(root, 'scripts/chromium.mjs')).href
  )) as ChromiumScript;
}

/**
 * The Chromium the suites drive: the one scripts/chromium.mjs finds for the e2e tests,
 * so a bench measures the browser the tests run in.
 */
export async function findChromium(root: string): Promise<string> {
  const found = (await chromiumScript(root)).findChromium();
  if (!found)
    throw new Error('Chromium not found. Install it with: sudo apt-get install -y chromium');
  return found;
}

/** The flags a suite that launches Chromium itself (not through Playwright) runs it with. */
export async function headlessFlags(root: string): Promise<string[]> {
  return (await chromiumScript(root)).HEADLESS_FLAGS;
}
