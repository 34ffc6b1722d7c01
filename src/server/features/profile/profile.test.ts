import { describe, expect, it } from 'vitest';
import { signUpVerified } from '../../test/auth-helpers.ts';
import { Agent, json } from '../../test/http-agent.ts';
import { useMailedTestApp } from '../../test/test-app.ts';

const t = useMailedTestApp();

const patch = (agent: Agent, body: unknown) =>
  agent.request('/api/profile', { method: 'PATCH', json: body });

describe('GET /api/profile', () => {
  it('answers the caller’s profile with snake_case fields', async () => {
    const { agent, email, userId } = await signUpVerified(t.app, t.smtp, {
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    const res = await agent.get('/api/profile');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(await res.json()).toEqual({
      id: userId,
      first_name: 'Ada',
      last_name: 'Lovelace',
      display_name: null,
      email,
    });
  });

  it('answers 401 "No user logged in" without a session', async () => {
    for (const cookie of [undefined, 'tailorcv.session_token=forged.value']) {
      const res = await t.app.request('/api/profile', { headers: cookie ? { cookie } : {} });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        error: { code: 'UNAUTHORIZED', message: 'No user logged in' },
      });
    }
  });
});

describe('PATCH /api/profile', () => {
  it('trims, saves empty values as null, and answers the updated row', async () => {
    const { agent, email, userId } = await signUpVerified(t.app, t.smtp, {
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    const res = await patch(agent, { first_name: '  Augusta ', display_name: '   ' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      id: userId,
      first_name: 'Augusta',
      last_name: 'Lovelace',
      display_name: null,
      email,
    });
    const cleared = await patch(agent, { last_name: '', first_name: null });
    expect(await cleared.json()).toMatchObject({ first_name: null, last_name: null });
    expect(await json(await agent.get('/api/profile'))).toMatchObject({
      first_name: null,
      last_name: null,
      display_name: null,
    });
  });

  it('changes only the fields it is given', async () => {
    const { agent } = await signUpVerified(t.app, t.smtp, {
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    await patch(agent, { display_name: 'Countess' });
    expect(await json(await agent.get('/api/profile'))).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      display_name: 'Countess',
    });
    expect((await patch(agent, {})).status).toBe(200);
  });

  it('refuses unknown fields, wrong types and names over 100 characters', async () => {
    const { agent } = await signUpVerified(t.app, t.smtp);
    for (const body of [
      { email: 'new@example.test' },
      { first_name: 42 },
      { last_name: 'x'.repeat(101) },
    ]) {
      const res = await patch(agent, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await json<{ error: { code: string } }>(res)).error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('answers 415 for a body that is not JSON, 400 for JSON that does not parse, and changes nothing', async () => {
    const { agent } = await signUpVerified(t.app, t.smtp, { firstName: 'Ada' });
    for (const [type, body] of [
      ['text/plain', '{"first_name":"Mallory"}'],
      ['application/x-www-form-urlencoded', 'first_name=Mallory'],
      ['', '{"first_name":"Mallory"}'],
    ] as const) {
      const res = await agent.request('/api/profile', {
        method: 'PATCH',
        headers: type ? { 'content-type': type } : {},
        body,
      });
      expect(res.status, type).toBe(415);
      expect(await json(res)).toEqual({
        error: {
          code: 'UNSUPPORTED_MEDIA_TYPE',
          message: 'Send the profile as JSON (Content-Type: application/json).',
        },
      });
    }
    const malformed = await agent.request('/api/profile', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: '{"first_name":',
    });
    expect(malformed.status).toBe(400);
    expect((await json<{ error: { code: string } }>(malformed)).error.code).toBe('MALFORMED_JSON');
    expect(await json(await agent.get('/api/profile'))).toMatchObject({ first_name: 'Ada' });
  });

  it('answers 401 without a session', async () => {
    const res = await patch(new Agent(t.app), { first_name: 'x' });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: { code: 'UNAUTHORIZED', message: 'No user logged in' },
    });
  });
});

describe('ownership', () => {
  it('user B can never read or change A’s profile', async () => {
    const a = await signUpVerified(t.app, t.smtp, { firstName: 'Alice', lastName: 'A' });
    const b = await signUpVerified(t.app, t.smtp, { firstName: 'Bob', lastName: 'B' });

    // B reads: always B's own row, whatever B asks for.
    for (const path of ['/api/profile', `/api/profile?id=${a.userId}`]) {
      expect(await json(await b.agent.get(path))).toMatchObject({ id: b.userId, email: b.email });
    }
    expect((await b.agent.get(`/api/profile/${a.userId}`)).status).toBe(404);

    // B writes with A's id in the body or the path: refused, or applied to B only.
    expect((await patch(b.agent, { id: a.userId, first_name: 'Mallory' })).status).toBe(400);
    const other = await b.agent.request(`/api/profile/${a.userId}`, {
      method: 'PATCH',
      json: { first_name: 'Mallory' },
    });
    expect(other.status).toBe(404);
    const own = await patch(b.agent, { first_name: 'Bobby' });
    expect(await json(own)).toMatchObject({ id: b.userId, first_name: 'Bobby' });

    expect(await json(await a.agent.get('/api/profile'))).toMatchObject({
      id: a.userId,
      first_name: 'Alice',
      last_name: 'A',
      display_name: null,
      email: a.email,
    });
  });
});
