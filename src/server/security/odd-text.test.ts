import { beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../test/http-agent.ts';
import { TEST_ORIGIN, useMailedTestApp } from '../test/test-app.ts';
import { createVictim, listen, rawRequest, type Victim } from './attack-kit.ts';
import { API_ROUTES, AUTH_ENDPOINTS, routeKey } from './route-table.test-support.ts';

/**
 * Characters the database cannot store, in every string of every JSON request the API
 * takes: NUL (neither `text` nor `jsonb` holds it) and lone UTF-16 surrogates (`jsonb`
 * refuses them). Every route answers without a server error, and what is saved keeps
 * everything but the unstorable character.
 */

let victim: Victim;

const t = useMailedTestApp();

beforeAll(async () => {
  victim = await createVictim(t.app, t.smtp);
});

const ODD = ['\u0000', '\ud800', '\udc00', '\udc00\ud800', '\u202e', '\ufeff', '\\u0000'];

/** Every string leaf of `value` with `odd` put in the middle of it. */
function poison(value: unknown, odd: string): unknown {
  if (typeof value === 'string') {
    const half = Math.floor(value.length / 2);
    return `${value.slice(0, half)}${odd}${value.slice(half)}`;
  }
  if (Array.isArray(value)) return value.map((v) => poison(v, odd));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, poison(v, odd)]));
  }
  return value;
}

describe('unstorable characters in every JSON field', () => {
  const jsonRoutes = API_ROUTES.filter((r) => r.method !== 'GET');

  it.each(ODD.map((o) => [JSON.stringify(o), o] as const))(
    '%s: no route answers with a server error',
    async (_label, odd) => {
      for (const route of jsonRoutes) {
        const sample = route.sample(victim);
        if (sample.json === undefined) continue;
        // The resume save takes the current version; anything else is as sampled.
        const current =
          route.path === '/api/resume'
            ? ((await (await victim.agent.get('/api/resume')).json()) as { version: number })
                .version
            : undefined;
        const json = poison(sample.json, odd) as Record<string, unknown>;
        if (current !== undefined) json.version = current;
        const res = await victim.agent.request(sample.path, { method: route.method, json });
        expect(res.status, `${routeKey(route)}: ${await res.clone().text()}`).toBeLessThan(500);
      }
    },
  );

  it('saves the rest of the text: the resume, a document title, the profile', async () => {
    const version = ((await (await victim.agent.get('/api/resume')).json()) as { version: number })
      .version;
    const save = await victim.agent.request('/api/resume', {
      method: 'PUT',
      json: {
        personal_info: { fullName: 'Ana\u0000 Lima', summary: 'Lead\ud800 engineer' },
        skills: ['Type\u0000Script'],
        version,
      },
    });
    expect(save.status).toBe(200);
    const resume = (await (await victim.agent.get('/api/resume')).json()) as {
      personal_info: { fullName: string; summary: string };
      skills: { name: string }[];
    };
    expect(resume.personal_info.fullName).toBe('Ana Lima');
    expect(resume.personal_info.summary).toBe('Lead\ufffd engineer');
    expect(resume.skills.map((s) => s.name)).toEqual(['TypeScript']);

    const doc = await victim.agent.post('/api/documents', { kind: 'resume', title: 'C\u0000V' });
    expect(doc.status).toBe(201);
    expect(((await doc.json()) as { title: string }).title).toBe('CV');

    const profile = await victim.agent.request('/api/profile', {
      method: 'PATCH',
      json: { first_name: 'Ve\u0000ra' },
    });
    expect(profile.status).toBe(200);
    expect(((await profile.json()) as { first_name: string }).first_name).toBe('Vera');

    // Six characters that only look like an escape are text, and are kept.
    const literal = await victim.agent.post('/api/documents', {
      kind: 'resume',
      title: 'a \\u0000 b',
    });
    expect(((await literal.json()) as { title: string }).title).toBe('a \\u0000 b');
  });

  it('over a real connection too (bodies with Content-Length take the direct read)', async () => {
    const server = await listen(t.app);
    try {
      const send = (method: string, path: string, body: unknown) => {
        const text = JSON.stringify(body);
        return rawRequest(
          server.port,
          [
            `${method} ${path} HTTP/1.1`,
            'Host: 127.0.0.1',
            `Origin: ${TEST_ORIGIN}`,
            // This victim's own address: other files on this worker fail sign-ins from the
            // socket's 127.0.0.1, and the sign-in below must not land in their rate limit.
            `X-Forwarded-For: ${victim.agent.ip}`,
            `Cookie: ${victim.agent.jar.header()}`,
            'Content-Type: application/json',
            `Content-Length: ${Buffer.byteLength(text)}`,
          ].join('\r\n'),
          text,
        );
      };
      const current = (await (await victim.agent.get('/api/resume')).json()) as { version: number };
      const save = await send('PUT', '/api/resume', {
        personal_info: { fullName: 'Zoe\u0000 Quinn', summary: 'x\ud800y' },
        version: current.version,
      });
      expect(save.status, save.body).toBe(200);
      const resume = (await (await victim.agent.get('/api/resume')).json()) as {
        personal_info: { fullName: string; summary: string };
      };
      expect(resume.personal_info).toMatchObject({ fullName: 'Zoe Quinn', summary: 'x\ufffdy' });
      // Better Auth reads the raw request itself: it gets the repaired body too.
      const rename = await send('POST', '/api/auth/update-user', { name: 'Vera\u0000 V' });
      expect(rename.status, rename.body).toBe(200);
      const session = (await (await victim.agent.get('/api/auth/get-session')).json()) as {
        user: { name: string };
      };
      expect(session.user.name).toBe('Vera V');
      // And an ordinary body reaches it intact.
      const signIn = await send('POST', '/api/auth/sign-in/email', {
        email: victim.email,
        password: victim.password,
      });
      expect(signIn.status, signIn.body).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('account endpoints: every POST with odd text in its fields, and odd query strings', async () => {
    const body = {
      email: victim.email,
      password: victim.password,
      name: 'x',
      firstName: 'x',
      token: 'x',
      code: '000000',
      newPassword: 'new-password-1',
      currentPassword: victim.password,
    };
    for (const odd of ['\u0000', '\ud800']) {
      for (const key of Object.keys(AUTH_ENDPOINTS)) {
        const [method, path] = key.split(' ') as [string, string];
        if (method !== 'POST' || path.includes(':') || /delete-user|sign-out|revoke/.test(path)) {
          continue;
        }
        const res = await new Agent(t.app).post(`/api/auth${path}`, poison(body, odd));
        expect(res.status, `${key}: ${await res.clone().text()}`).toBeLessThan(500);
      }
    }
    for (const path of [
      '/api/auth/verify-email?token=%00&callbackURL=/',
      '/api/auth/verify-email?token=%ED%A0%80',
      '/api/auth/reset-password/%00?callbackURL=/reset-password',
      '/api/auth/delete-user/callback?token=%00',
      '/api/auth/callback/google?code=%00&state=%00',
      '/api/documents/%00',
      '/api/storage/cv-templates/%00',
    ]) {
      const res = await victim.agent.get(path);
      expect(res.status, `${path}: ${await res.clone().text()}`).toBeLessThan(500);
    }
  });
});
