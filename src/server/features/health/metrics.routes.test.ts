import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESUME_FIXTURES } from '#shared/documents/__fixtures__/resume-fixtures.ts';
import { resumeToApi } from '#shared/resume/resume-api.ts';
import { signUpVerified } from '../../test/auth-helpers.ts';
import { json } from '../../test/http-agent.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../../test/smtp-catcher.ts';
import { createTestApp, TEST_ORIGIN } from '../../test/test-app.ts';
import { isLoopbackAddress } from './metrics.routes.ts';

const TOKEN = 'metrics-token-0123456789abcdef';

let smtp: SmtpCatcher;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
});
afterAll(async () => {
  await smtp.close();
});

/** The value of one series in an exposition, or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('counts and times requests by route pattern and status, never by raw path', async () => {
    const { app } = await createTestApp({ METRICS_TOKEN: TOKEN, SMTP_URL: smtp.url });
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    for (const id of ids) expect((await app.request(`/api/documents/${id}`)).status).toBe(401);
    expect((await app.request('/api/no-such-route/abc')).status).toBe(404);
    expect((await app.request('/api/health')).status).toBe(200);

    const res = await app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = await res.text();
    expect(
      sample(
        text,
        'tailorcv_http_requests_total{method="GET",route="/api/documents/:id",status="401"}',
      ),
    ).toBe(3);
    expect(
      sample(
        text,
        'tailorcv_http_request_duration_seconds_count{method="GET",route="/api/documents/:id",status="401"}',
      ),
    ).toBe(3);
    expect(
      sample(text, 'tailorcv_http_requests_total{method="GET",route="(unmatched)",status="404"}'),
    ).toBe(1);
    expect(
      sample(text, 'tailorcv_http_requests_total{method="GET",route="/api/health",status="200"}'),
    ).toBe(1);
    for (const id of ids) expect(text).not.toContain(id);
    expect(text).not.toContain('no-such-route');
    expect(text).toContain('# TYPE tailorcv_http_request_duration_seconds histogram');
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('times exports by format and CV extractions by outcome', async () => {
    const { app } = await createTestApp({ METRICS_TOKEN: TOKEN, SMTP_URL: smtp.url });
    const exported = await app.request('/api/export/txt', {
      method: 'POST',
      body: JSON.stringify({ ...resumeToApi(RESUME_FIXTURES.short), version: 1, template_id: 4 }),
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
    });
    expect(exported.status).toBe(200);

    const { agent, userId } = await signUpVerified(app, smtp);
    const form = new FormData();
    const cv = 'Jane Doe\njane@example.com\n\nEXPERIENCE\nAnalyst, Acme, 2020 - Present\n';
    form.set('file', new File([cv], 'jane.txt', { type: 'text/plain' }));
    const uploaded = await agent.request('/api/cv', { method: 'POST', body: form });
    const { fileName } = await json<{ fileName: string }>(uploaded);
    expect((await agent.post('/api/functions/process-cv', { fileName, userId })).status).toBe(200);

    const res = await app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    const text = await res.text();
    expect(sample(text, 'tailorcv_export_duration_seconds_count{format="txt",outcome="ok"}')).toBe(
      1,
    );
    expect(sample(text, 'tailorcv_cv_extraction_duration_seconds_count{outcome="ok"}')).toBe(1);
    expect(
      sample(
        text,
        'tailorcv_http_requests_total{method="POST",route="/api/functions/process-cv",status="200"}',
      ),
    ).toBe(1);
  });

  it('asks for the METRICS_TOKEN bearer when one is set', async () => {
    const { app } = await createTestApp({ METRICS_TOKEN: TOKEN });
    const none = await app.request('/metrics');
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toContain('Bearer');
    expect(await none.json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
    const wrong = await app.request('/metrics', {
      headers: { authorization: `Bearer ${TOKEN.slice(0, -1)}x` },
    });
    expect(wrong.status).toBe(401);
  });

  it('without a token, answers only a direct client on this machine', async () => {
    const { app } = await createTestApp();
    // An in-process request has no socket: not provably local.
    expect((await app.request('/metrics')).status).toBe(403);

    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`;
    try {
      const direct = await fetch(url);
      expect(direct.status).toBe(200);
      expect(await direct.text()).toContain('tailorcv_http_requests_total');
      // Through a proxy on this machine (nginx adds X-Forwarded-For): refused.
      const proxied = await fetch(url, { headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(proxied.status).toBe(403);
      expect(await proxied.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('knows the loopback addresses', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect(isLoopbackAddress(address)).toBe(true);
    }
    for (const address of ['10.0.0.1', '::ffff:10.0.0.1', '128.0.0.1', 'fe80::1', '']) {
      expect(isLoopbackAddress(address)).toBe(false);
    }
  });
});
