import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The Chromium the suites drive: the one scripts/chromium.mjs finds for the e2e tests,
 * so a bench measures the browser the tests run in.
 */
export async function findChromium(root: string): Promise<string> {
  const module = (await import(pathToFileURL(path.join(root, 'scripts/chromium.mjs')).href)) as {
    findChromium: () => string | undefined;
  };
  const found = module.findChromium();
  if (!found)
    throw new Error('Chromium not found. Install it with: sudo apt-get install -y chromium');
  return found;
}
