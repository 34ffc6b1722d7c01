import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { describe, expect, it } from 'vitest';
import { signUpVerified } from '../test/auth-helpers.ts';
import { Agent } from '../test/http-agent.ts';
import { useMailedTestApp } from '../test/test-app.ts';
import { AppError } from './app-error.ts';
import type { AppEnv } from './app-env.ts';
import { handleError } from './errors.ts';
import { createLogger } from './logger.ts';
import { createAppMetrics } from './metrics.ts';
import { observeRequests } from './request-observer.ts';

/**
 * Log levels follow whose mistake an answer was: the client's (4xx: a bad field, a body
 * that is not JSON, an unknown path, no session) at `warn`, the server's (5xx) at `error`,
 * the rest at `info`. Every line is captured from the real app's logger.
 */

interface Line {
  level: string;
  msg: string;
  status?: number;
  path?: string;
}

const lines: Line[] = [];

const t = useMailedTestApp(
  { LOG_REQUESTS: 'true', LOG_LEVEL: 'debug' },
  { logger: createLogger('debug', (line) => lines.push(JSON.parse(line) as Line)) },
);

/** The lines logged while `send` ran. */
async function linesOf(send: () => Promise<Response>): Promise<{ res: Response; logged: Line[] }> {
  const from = lines.length;
  const res = await send();
  return { res, logged: lines.slice(from) };
}

describe('client mistakes are logged at warn', () => {
  it('4xx answers: one request line at warn, nothing at error', async () => {
    const { agent } = await signUpVerified(t.app, t.smtp);
    const mistakes: [string, number, () => Promise<Response>][] = [
      ['no session', 401, () => new Agent(t.app).get('/api/profile')],
      ['unknown API path', 404, () => agent.get('/api/no-such-route')],
      ['unknown document', 404, () => agent.get('/api/documents/not-a-document')],
      [
        'a field the schema refuses',
        400,
        () => agent.request('/api/profile', { method: 'PATCH', json: { first_name: 42 } }),
      ],
      [
        'JSON that does not parse',
        400,
        () =>
          agent.request('/api/profile', {
            method: 'PATCH',
            headers: { 'content-type': 'application/json' },
            body: '{',
          }),
      ],
      [
        'sign-in with JSON that does not parse',
        400,
        () =>
          new Agent(t.app).request('/api/auth/sign-in/email', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{',
          }),
      ],
      [
        'a body that is not JSON',
        415,
        () =>
          agent.request('/api/profile', {
            method: 'PATCH',
            headers: { 'content-type': 'text/plain' },
            body: 'x',
          }),
      ],
    ];
    for (const [label, status, send] of mistakes) {
      const { res, logged } = await linesOf(send);
      expect(res.status, label).toBe(status);
      expect(
        logged.filter((l) => l.level === 'error'),
        label,
      ).toEqual([]);
      expect(
        logged.filter((l) => l.msg === 'request'),
        label,
      ).toEqual([expect.objectContaining({ level: 'warn', status })]);
    }
  });

  it('a 2xx answer is logged at info', async () => {
    const { logged } = await linesOf(() => new Agent(t.app).get('/api/health'));
    expect(logged).toEqual([
      expect.objectContaining({ msg: 'request', level: 'info', status: 200 }),
    ]);
  });
});

describe("the server's faults stay at error", () => {
  /** The app's own middleware and error handler, in front of routes that fail. */
  function failingApp(captured: Line[]) {
    const logger = createLogger('debug', (line) => captured.push(JSON.parse(line) as Line));
    const failing = new Hono<AppEnv>();
    failing.use(requestId());
    failing.use(observeRequests({ logger, metrics: createAppMetrics(), logRequests: true }));
    failing.onError(handleError);
    failing.get('/api/crash', () => {
      throw new Error('the disk is on fire');
    });
    failing.get('/api/unavailable', () => {
      throw new AppError('SERVICE_UNAVAILABLE', 503, 'The engine is not answering.');
    });
    failing.get('/api/refused', () => {
      throw new AppError('VALIDATION_FAILED', 400, 'Some fields are not valid.');
    });
    return failing;
  }

  it.each([
    ['/api/crash', 500],
    ['/api/unavailable', 503],
  ])('%s: the failure and its request line at error', async (path, status) => {
    const captured: Line[] = [];
    const res = await failingApp(captured).request(path);
    expect(res.status).toBe(status);
    expect(captured.map((l) => l.level)).toEqual(['error', 'error']);
    expect(captured.at(-1)).toMatchObject({ msg: 'request', status });
  });

  it('an AppError with a 4xx status is not an error line', async () => {
    const captured: Line[] = [];
    const res = await failingApp(captured).request('/api/refused');
    expect(res.status).toBe(400);
    expect(captured).toEqual([expect.objectContaining({ msg: 'request', level: 'warn' })]);
  });
});
