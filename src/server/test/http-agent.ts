import type { App } from '../app.ts';
import { TEST_ORIGIN } from './test-app.ts';

/**
 * A browser stand-in for in-process tests: one cookie jar, one client IP (sent as
 * X-Forwarded-For; test apps trust it), and the Origin header on state-changing requests.
 */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age\s*=\s*0\s*$/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  has(name: string): boolean {
    return this.cookies.has(name);
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  clear(): void {
    this.cookies.clear();
  }

  clone(): CookieJar {
    const copy = new CookieJar();
    for (const [k, v] of this.cookies) copy.cookies.set(k, v);
    return copy;
  }
}

export interface AgentOptions {
  ip?: string;
  origin?: string | null;
}

let ipCounter = 0;
/** A fresh client IP per agent, so rate limits of one test never touch another. */
export function uniqueIp(): string {
  ipCounter += 1;
  return `10.${(process.pid % 200) + 1}.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

export class Agent {
  readonly jar = new CookieJar();
  readonly ip: string;
  private readonly origin: string | null;

  constructor(
    private readonly app: App,
    options: AgentOptions = {},
  ) {
    this.ip = options.ip ?? uniqueIp();
    this.origin = options.origin === undefined ? TEST_ORIGIN : options.origin;
  }

  async request(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('x-forwarded-for', this.ip);
    if (this.jar.header()) headers.set('cookie', this.jar.header());
    const method = init.method ?? (init.json !== undefined ? 'POST' : 'GET');
    if (method !== 'GET' && this.origin && !headers.has('origin'))
      headers.set('origin', this.origin);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const url = path.startsWith(TEST_ORIGIN) ? path.slice(TEST_ORIGIN.length) : path;
    const response = await this.app.request(url, { ...init, method, headers, body });
    this.jar.store(response);
    return response;
  }

  post(path: string, json: unknown = {}, init: RequestInit = {}): Promise<Response> {
    return this.request(path, { ...init, method: 'POST', json });
  }

  get(path: string, init: RequestInit = {}): Promise<Response> {
    return this.request(path, { ...init, method: 'GET' });
  }
}

export async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/**
 * Follows another site's redirects (an identity provider's) as a browser would, keeping that
 * site's cookies in `cookies`, apart from our app's, until the address is on TEST_ORIGIN;
 * returns that address. Throws when the other site answers without a redirect.
 */
export async function followRedirectsToOrigin(
  url: string,
  cookies = new CookieJar(),
): Promise<string> {
  let next = url;
  for (let hop = 0; hop < 10 && !next.startsWith(TEST_ORIGIN); hop++) {
    const res = await fetch(next, { redirect: 'manual', headers: { cookie: cookies.header() } });
    cookies.store(res);
    const location = res.headers.get('location');
    if (!location) throw new Error(`stopped at ${next}: ${res.status} ${await res.text()}`);
    next = new URL(location, next).toString();
  }
  return next;
}
