import { describe, expect, it } from 'vitest';
import { uniqueEmail, verificationLink } from '../test/auth-helpers.ts';
import { Agent, json } from '../test/http-agent.ts';
import { useMailedTestApp } from '../test/test-app.ts';
import { testDatabaseKind } from '../test/test-db.ts';
import { createLogger } from './logger.ts';

/**
 * The log must never hold resume text, CV text, passwords or tokens. This drives the
 * journeys that carry them (sign-up with verification, sign-in right and wrong, resume
 * saves, a CV upload and its processing, a password change, a password reset through its
 * link) through the whole app at LOG_LEVEL=debug with request logging on, capturing every
 * line, and looks for each secret in the output.
 */

const lines: string[] = [];

const t = useMailedTestApp(
  { LOG_REQUESTS: 'true', LOG_LEVEL: 'debug' },
  { logger: createLogger('debug', (line) => lines.push(line)) },
);

const PASSWORD = 'Secret-Password-Alpha-4411';
const NEW_PASSWORD = 'Secret-Password-Bravo-5522';
const RESET_PASSWORD = 'Secret-Password-Charlie-6633';
const RESUME_TEXT = 'Zanzibar-resume-summary-7731';
const RESUME_DUTY = 'Quartermaster-duty-text-8842';
const CV_TEXT = 'Quetzalcoatl-cv-marker-9953';

const resume = (version: number) => ({
  personal_info: {
    fullName: 'Logan Privacy',
    email: 'logan@example.com',
    phone: '+1 555 0100',
    location: 'Springfield',
    summary: RESUME_TEXT,
    links: [],
  },
  experience: [
    {
      id: '1700000000000',
      jobTitle: 'Analyst',
      company: 'Acme',
      startMonth: '01',
      startYear: '2020',
      endMonth: '',
      endYear: '',
      isCurrentJob: true,
      description: RESUME_DUTY,
      tags: [],
    },
  ],
  education: [],
  skills: [],
  languages: [],
  certifications: [],
  version,
});

describe(`logs hold no resume text, tokens or passwords (${testDatabaseKind()})`, () => {
  it('through sign-up, sign-in, saves, an upload, a password change and a reset', async () => {
    const email = uniqueEmail('log-privacy');
    const secrets: string[] = [
      PASSWORD,
      NEW_PASSWORD,
      RESET_PASSWORD,
      RESUME_TEXT,
      RESUME_DUTY,
      CV_TEXT,
    ];

    // Sign-up and the e-mailed verification link (its token is a secret too).
    const agent = new Agent(t.app);
    const signUp = await agent.post('/api/auth/sign-up/email', { email, password: PASSWORD });
    expect(signUp.status).toBe(200);
    const { user } = await json<{ user: { id: string } }>(signUp);
    const userId = user.id;
    const link = await verificationLink(t.smtp, email);
    secrets.push(new URL(link).searchParams.get('token')!);
    expect((await agent.get(link)).status).toBe(302);
    const sessionCookie = (jar: Agent['jar']) =>
      decodeURIComponent(jar.get('tailorcv.session_token') ?? '').split('.')[0]!;
    secrets.push(sessionCookie(agent.jar));

    // Sign-in: a wrong password, then the right one.
    const stranger = new Agent(t.app);
    const wrong = await stranger.post('/api/auth/sign-in/email', {
      email,
      password: `${PASSWORD}-wrong`,
    });
    expect(wrong.status).toBe(401);
    secrets.push(`${PASSWORD}-wrong`);
    const signIn = await stranger.post('/api/auth/sign-in/email', { email, password: PASSWORD });
    expect(signIn.status).toBe(200);
    secrets.push(sessionCookie(stranger.jar));

    // Saves: a new resume, an update, a stale one (409), an invalid one (400).
    expect((await agent.request('/api/resume', { method: 'PUT', json: resume(0) })).status).toBe(
      200,
    );
    expect((await agent.request('/api/resume', { method: 'PUT', json: resume(1) })).status).toBe(
      200,
    );
    expect((await agent.request('/api/resume', { method: 'PUT', json: resume(0) })).status).toBe(
      409,
    );
    const invalid = { ...resume(2), personal_info: { summary: RESUME_TEXT.repeat(1000) } };
    expect((await agent.request('/api/resume', { method: 'PUT', json: invalid })).status).toBe(400);
    expect((await agent.get('/api/resume')).status).toBe(200);

    // A CV upload and its processing.
    const form = new FormData();
    const cv = `Logan Privacy\nlogan@example.com\n\nSUMMARY\n${CV_TEXT}\n\nEXPERIENCE\nAnalyst, Acme, 2020 - Present\n`;
    form.set('file', new File([cv], 'logan.txt', { type: 'text/plain' }));
    const uploaded = await agent.request('/api/cv', { method: 'POST', body: form });
    expect(uploaded.status).toBe(201);
    const { fileName } = await json<{ fileName: string }>(uploaded);
    const processed = await agent.post('/api/functions/process-cv', { fileName, userId });
    expect(processed.status).toBe(200);

    // A password change, then a reset through the e-mailed token (also on its GET link).
    const changed = await agent.post('/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.status).toBe(200);
    secrets.push(sessionCookie(agent.jar));
    const requested = await new Agent(t.app).post('/api/auth/request-password-reset', { email });
    expect(requested.status).toBe(200);
    const resetMail = await t.smtp.waitForMail(email, { match: (m) => /reset/i.test(m.subject) });
    const resetToken = new URL(
      resetMail.links.find((l) => l.includes('reset-password'))!,
    ).searchParams.get('token')!;
    secrets.push(resetToken);
    const viaLink = await new Agent(t.app).get(
      `/api/auth/reset-password/${resetToken}?callbackURL=%2Freset-password`,
    );
    expect(viaLink.status).toBe(302);
    const reset = await new Agent(t.app).post('/api/auth/reset-password', {
      token: resetToken,
      newPassword: RESET_PASSWORD,
    });
    expect(reset.status).toBe(200);

    const log = lines.join('\n');
    // The run was logged: one line per API request, each with its request id and route.
    const requests = lines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((l) => l.msg === 'request');
    expect(requests.length).toBeGreaterThanOrEqual(15);
    for (const line of requests) {
      expect(line.requestId).toEqual(expect.any(String));
      expect(line.route).toEqual(expect.any(String));
    }
    expect(requests).toContainEqual(
      expect.objectContaining({ path: '/api/auth/reset-password/[redacted]', status: 302 }),
    );
    expect(requests).toContainEqual(
      expect.objectContaining({ method: 'PUT', route: '/api/resume', status: 409 }),
    );
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThanOrEqual(16);
      expect(log, `the log contains a secret (${secret.slice(0, 6)}…)`).not.toContain(secret);
    }
  });
});
