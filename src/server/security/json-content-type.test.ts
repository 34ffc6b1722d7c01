import { beforeAll, describe, expect, it } from 'vitest';
import { json } from '../test/http-agent.ts';
import { useMailedTestApp } from '../test/test-app.ts';
import { createVictim, userSnapshot, type Victim } from './attack-kit.ts';
import { API_ROUTES, routeBody, routeKey } from './route-table.test-support.ts';

/**
 * Every route of the route table that reads a JSON body, sent by a signed-in user with
 * the body it would accept but another content type, and with JSON that does not parse:
 * 415 UNSUPPORTED_MEDIA_TYPE and 400 MALFORMED_JSON, never a success, and nothing the
 * database holds about the user changes. (A text body once read as `{}` and saved as an
 * empty change.)
 */

let victim: Victim;

// Rate limits (30 exports a minute from one address) are not what this walks.
const t = useMailedTestApp({ RATE_LIMIT_ENABLED: 'false' });

beforeAll(async () => {
  victim = await createVictim(t.app, t.smtp);
});

const JSON_ROUTES = API_ROUTES.filter((r) => routeBody(r)?.type === 'json' && !r.readsNoBody);

function sampleOf(route: (typeof JSON_ROUTES)[number]) {
  return route.sample({
    userId: victim.userId,
    cvFileName: victim.cvFileName,
    documentId: victim.documentId,
  });
}

describe('JSON bodies: content type and syntax', () => {
  it('the route table names the JSON routes', () => {
    expect(JSON_ROUTES.map(routeKey)).toEqual(
      expect.arrayContaining([
        'PATCH /api/profile',
        'PUT /api/resume',
        'POST /api/documents',
        'PUT /api/documents/:id',
        'POST /api/export/pdf',
        'POST /api/functions/process-cv',
        'POST /api/portability/json-resume',
      ]),
    );
  });

  it.each([
    ['text/plain', 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['text/plain;charset=UTF-8', 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['application/x-www-form-urlencoded', 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['', 415, 'UNSUPPORTED_MEDIA_TYPE'],
  ] as const)('content type %j: %i on every JSON route', async (type, status, code) => {
    const before = await userSnapshot(t.database, victim.userId);
    for (const route of JSON_ROUTES) {
      const sample = sampleOf(route);
      const res = await victim.agent.request(sample.path, {
        method: route.method,
        headers: type ? { 'content-type': type } : {},
        body: JSON.stringify(sample.json),
      });
      const label = `${routeKey(route)} as ${type || '(no type)'}`;
      expect(res.status, label).toBe(status);
      expect((await json<{ error: { code: string } }>(res)).error.code, label).toBe(code);
    }
    expect(await userSnapshot(t.database, victim.userId)).toBe(before);
  });

  it('JSON that does not parse: 400 MALFORMED_JSON on every JSON route', async () => {
    const before = await userSnapshot(t.database, victim.userId);
    for (const route of JSON_ROUTES) {
      const sample = sampleOf(route);
      const res = await victim.agent.request(sample.path, {
        method: route.method,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(sample.json).slice(0, -1),
      });
      const label = routeKey(route);
      expect(res.status, label).toBe(400);
      expect((await json<{ error: { code: string } }>(res)).error.code, label).toBe(
        'MALFORMED_JSON',
      );
    }
    expect(await userSnapshot(t.database, victim.userId)).toBe(before);
  });
});
