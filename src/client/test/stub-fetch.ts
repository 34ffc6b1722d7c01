import { vi } from 'vitest';

/**
 * Stubs `fetch` with one answer (or failure) for every call and records the calls; the
 * test file undoes it with `vi.unstubAllGlobals()`.
 */
export function stubFetch(make: () => Response | Promise<Response>) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return make();
  });
  return calls;
}
