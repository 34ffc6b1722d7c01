import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUpVerified } from '../../test/auth-helpers.ts';
import { Agent, json } from '../../test/http-agent.ts';
import { TEST_ORIGIN, useMailedTestApp } from '../../test/test-app.ts';
import { testDatabaseKind } from '../../test/test-db.ts';
import type { ShareSettings } from '#shared/sharing/sharing-api.ts';
import { SHARE_PASSWORD_CLIENT_LIMIT } from './public-share.routes.ts';
import { SHARE_PAGE_TEXTS } from './share-page.ts';
import { createResume, pathOf, sharedResumeData, shareDocument } from './sharing.test-support.ts';

const t = useMailedTestApp();

const signedIn = () => signUpVerified(t.app, t.smtp);

/** What must not be in a page before the password: every piece of the resume's text. */
const RESUME_TEXT = [
  'Grace Hopper',
  'Rear Admiral',
  'Compiler Engineer',
  'Remington Rand',
  'grace@',
];

const form = (password: string) => ({
  method: 'POST',
  body: new URLSearchParams({ password }).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

async function sharedLink(body: Record<string, unknown> = {}, data?: unknown) {
  const owner = await signedIn();
  const doc = await createResume(owner.agent, data);
  const settings = await shareDocument(owner.agent, doc.id, body);
  return { owner, doc, settings, path: pathOf(settings) };
}

const rows = async (table: string) =>
  (
    (await t.database.db.execute(sql.raw(`select * from ${table}`))) as {
      rows: Record<string, unknown>[];
    }
  ).rows;

describe(`GET /r/:slug, the shared page (${testDatabaseKind()})`, () => {
  it('shows the resume to anyone, server-rendered, in its language, without script', async () => {
    const { path } = await sharedLink({}, sharedResumeData({ language: 'de' }));
    const res = await new Agent(t.app).get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.getSetCookie()).toEqual([]);
    const html = await res.text();
    expect(html).toMatch(/^<!doctype html><html lang="de">/);
    expect(html).toContain('<h1>Grace Hopper</h1>');
    expect(html).toContain('<h3>Compiler Engineer</h3>');
    // German headings, and h1 → h2 → h3.
    expect(html).toContain('>Berufserfahrung</h2>');
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('href="mailto:grace@example.com"');
    expect(html).toContain('href="https://grace.example/work"');
    // No download unless allowed.
    expect(html).not.toContain('Download PDF');
  });

  it('is noindex (header and meta) unless the owner allows search engines', async () => {
    const { owner, doc, path } = await sharedLink();
    const closed = await new Agent(t.app).get(path);
    expect(closed.headers.get('x-robots-tag')).toBe('noindex');
    expect(await closed.text()).toContain('<meta name="robots" content="noindex">');

    await shareDocument(owner.agent, doc.id, { allow_indexing: true }, 200);
    const open = await new Agent(t.app).get(path);
    expect(open.headers.get('x-robots-tag')).toBeNull();
    const html = await open.text();
    expect(html).not.toContain('name="robots"');
    expect(html).toContain(`<link rel="canonical" href="${TEST_ORIGIN}${path}">`);
  });

  it('has Open Graph title and description: the name and headline, no contact data', async () => {
    const { path } = await sharedLink();
    const html = await (await new Agent(t.app).get(path)).text();
    expect(html).toContain('<meta property="og:title" content="Grace Hopper">');
    expect(html).toContain('<meta property="og:description" content="Rear Admiral">');
    expect(html).toContain(`<meta property="og:url" content="${TEST_ORIGIN}${path}">`);
    expect(html).toContain('<title>Grace Hopper – Rear Admiral</title>');
    const metas = html.match(/<meta [^>]*>/g)!.join('\n');
    for (const privateText of ['grace@example.com', '555 0100', 'Arlington']) {
      expect(metas).not.toContain(privateText);
    }
  });

  it('answers the same 404 page for an unknown, a malformed and a revoked slug', async () => {
    const { owner, doc, path } = await sharedLink();
    expect(
      (await owner.agent.request(`/api/documents/${doc.id}/share`, { method: 'DELETE' })).status,
    ).toBe(204);
    const visitor = new Agent(t.app);
    const pages = [];
    for (const p of [path, '/r/no-such-link', '/r/%3Cscript%3E', `/r/${'x'.repeat(80)}`]) {
      const res = await visitor.get(p);
      expect(res.status, p).toBe(404);
      expect(res.headers.get('x-robots-tag'), p).toBe('noindex');
      expect(res.headers.get('cache-control'), p).toBe('private, no-store');
      pages.push(await res.text());
    }
    expect(new Set(pages).size).toBe(1);
    expect(pages[0]).toContain(SHARE_PAGE_TEXTS.notFoundTitle);
  });

  it('renders every field of the person inert: no markup from data, links only http(s) and mailto', async () => {
    const x = '<script>alert(1)</script><img src=x onerror=alert(2)>"\'&';
    const data = sharedResumeData({
      personalInfo: {
        fullName: `Eve ${x}`,
        headline: x,
        email: `eve@example.com${x}`,
        phone: x,
        location: x,
        summary: x,
        links: [
          { label: x, url: `https://evil.example/?q="><script>alert(3)</script>` },
          { label: 'js', url: 'javascript:alert(4)' },
        ],
      },
      experience: [
        {
          id: 'x1',
          jobTitle: x,
          company: x,
          startMonth: '01',
          startYear: '2020',
          endMonth: '',
          endYear: '',
          isCurrentJob: true,
          description: `- ${x}\n- second ${x}`,
          tags: [x],
        },
      ],
      skills: [{ name: x, category: x }],
      languages: [{ name: x, level: 'Fluent' }],
      certifications: [{ id: 'c1', name: x, issuer: x, year: '2020' }],
      interests: [x],
      customSections: [
        {
          id: 'cs1',
          title: x,
          entries: [{ id: 'ce1', title: x, subtitle: x, date: x, description: x, url: '' }],
        },
      ],
      layout: {
        section_order: [],
        hidden_sections: [],
        section_titles: { experience: x },
      },
    });
    const owner = await signedIn();
    const created = await owner.agent.post('/api/documents', {
      kind: 'resume',
      title: 'x',
      data: data,
    });
    // The schema refuses a javascript: address; the document is saved without that link.
    const saved =
      created.status === 201
        ? await json<{ id: string }>(created)
        : await createResume(owner.agent, {
            ...data,
            personalInfo: { ...data.personalInfo, links: data.personalInfo.links.slice(0, 1) },
          });
    const settings = await shareDocument(owner.agent, saved.id, { allow_download: true });
    const html = await (await new Agent(t.app).get(pathOf(settings))).text();
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img/i);
    // No tag carries a handler attribute: 'onerror=' appears only inside escaped text.
    const tags = html.replace(/"[^"]*"/g, '""').match(/<[a-z][^>]*>/gi) ?? [];
    for (const tag of tags) expect(tag).not.toMatch(/\son[a-z]+=/i);
    expect(html).not.toContain('javascript:');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    // Every href is one of ours, an http(s) address or a mailto of a plain address.
    for (const [, href] of html.matchAll(/href="([^"]*)"/g)) {
      expect(href).toMatch(/^(\/|https?:\/\/|mailto:[^<>"\s]+@)/);
    }
    expect(html).not.toContain('href="mailto:eve@example.com&lt;');
  });
});

describe('a link with a password', () => {
  it('shows the form first, with nothing of the resume; a wrong password is a 401, the right one the page', async () => {
    const { path } = await sharedLink({ password: 'open sesame', allow_download: true });
    const visitor = new Agent(t.app);
    const first = await visitor.get(path);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expect(first.headers.get('x-robots-tag')).toBe('noindex');
    const gate = await first.text();
    expect(gate).toContain(SHARE_PAGE_TEXTS.gateTitle);
    expect(gate).toContain(`<form method="post" action="${path}"`);
    for (const text of RESUME_TEXT) expect(gate).not.toContain(text);
    expect(gate).not.toContain('og:title');

    const wrong = await visitor.request(path, form('open sesame!'));
    expect(wrong.status).toBe(401);
    const wrongHtml = await wrong.text();
    expect(wrongHtml).toContain(SHARE_PAGE_TEXTS.wrongPassword);
    expect(wrongHtml).toContain('role="alert"');
    for (const text of RESUME_TEXT) expect(wrongHtml).not.toContain(text);

    const right = await visitor.request(path, form('open sesame'));
    expect(right.status).toBe(200);
    expect(right.headers.getSetCookie()).toEqual([]);
    expect(right.headers.get('cache-control')).toBe('private, no-store');
    const html = await right.text();
    expect(html).toContain('<h1>Grace Hopper</h1>');
    // The download link carries a signed token, never the password.
    expect(html).not.toContain('open sesame');
    expect(html).toMatch(/href="\/r\/[^"?]+\/pdf\?token=\d+\.[A-Za-z0-9_-]{43}"/);

    // A reload asks again: no cookie, no memory.
    for (const text of RESUME_TEXT)
      expect(await (await visitor.get(path)).text()).not.toContain(text);
  });

  it('refuses a form from another site (403) before looking at the password', async () => {
    const { path } = await sharedLink({ password: 'open sesame' });
    const res = await new Agent(t.app, { origin: 'https://evil.example' }).request(
      path,
      form('open sesame'),
    );
    expect(res.status).toBe(403);
    expect(await res.text()).not.toContain('Grace Hopper');
  });

  it(`rate limits the tries per client: after ${SHARE_PASSWORD_CLIENT_LIMIT.max}, 429 with Retry-After, even for the right password`, async () => {
    const { path } = await sharedLink({ password: 'open sesame' });
    const guesser = new Agent(t.app);
    for (let i = 0; i < SHARE_PASSWORD_CLIENT_LIMIT.max; i += 1) {
      expect((await guesser.request(path, form(`guess-${i}`))).status).toBe(401);
    }
    const limited = await guesser.request(path, form('open sesame'));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const html = await limited.text();
    expect(html).toContain('Too many tries');
    expect(html).not.toContain('Grace Hopper');
    // Another client is not held up by this one.
    expect((await new Agent(t.app).request(path, form('open sesame'))).status).toBe(200);
  });
});

describe('GET /r/:slug/pdf', () => {
  it('is a 404 unless the owner allows downloads; then the PDF, counted as a download', async () => {
    const { owner, doc, path } = await sharedLink();
    const visitor = new Agent(t.app);
    expect((await visitor.get(`${path}/pdf`)).status).toBe(404);

    await shareDocument(owner.agent, doc.id, { allow_download: true }, 200);
    const page = await (await visitor.get(path)).text();
    expect(page).toContain(`<a class="button" href="${path}/pdf">Download PDF</a>`);
    const pdf = await visitor.get(`${path}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain('attachment');
    expect(pdf.headers.get('cache-control')).toBe('private, no-store');
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');

    const settings = await json<ShareSettings>(
      await owner.agent.get(`/api/documents/${doc.id}/share`),
    );
    expect(settings.counts).toMatchObject({ views: 1, downloads: 1 });
  });

  it('of a link with a password: only with the page’s token, which a password change ends', async () => {
    const { owner, doc, path } = await sharedLink({
      password: 'open sesame',
      allow_download: true,
    });
    const visitor = new Agent(t.app);
    const noToken = await visitor.get(`${path}/pdf`);
    expect(noToken.status).toBe(401);
    expect(await noToken.text()).toContain(SHARE_PAGE_TEXTS.passwordAgain);
    expect((await visitor.get(`${path}/pdf?token=9999999999.${'A'.repeat(43)}`)).status).toBe(401);

    const html = await (await visitor.request(path, form('open sesame'))).text();
    const href = /href="(\/r\/[^"]+\/pdf\?token=[^"]+)"/.exec(html)![1]!;
    const pdf = await visitor.get(href);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');

    await shareDocument(owner.agent, doc.id, { password: 'a new secret' }, 200);
    expect((await visitor.get(href)).status).toBe(401);
  });
});

describe('counts', () => {
  it('counts a visitor once a day; views and downloads per day, without addresses or cookies', async () => {
    const { owner, doc, path } = await sharedLink();
    const ip = '203.0.113.77';
    const ua = 'Mozilla/5.0 (CountingTest) Unique-Agent/42';
    const alice = new Agent(t.app, { ip });
    for (let i = 0; i < 3; i += 1) {
      const res = await alice.get(path, { headers: { 'user-agent': ua } });
      expect(res.status).toBe(200);
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    // Another browser on the same address, and another address, are other visitors.
    await alice.get(path, { headers: { 'user-agent': `${ua} Other` } });
    await new Agent(t.app).get(path, { headers: { 'user-agent': ua } });

    const settings = await json<ShareSettings>(
      await owner.agent.get(`/api/documents/${doc.id}/share`),
    );
    const today = new Date().toISOString().slice(0, 10);
    expect(settings.counts).toEqual({
      views: 3,
      downloads: 0,
      days: [{ day: today, views: 3, downloads: 0 }],
    });
    const list = await json<{ shares: { views: number }[] }>(await owner.agent.get('/api/shares'));
    expect(list.shares[0]?.views).toBe(3);

    // Nothing the database holds about links names the address or the browser.
    for (const table of ['share_visits', 'share_daily_counts', 'share_salts', 'document_shares']) {
      const text = JSON.stringify(await rows(table));
      expect(text, table).not.toContain(ip);
      expect(text, table).not.toContain('CountingTest');
      expect(text, table).not.toContain(ip.replaceAll('.', ''));
    }
    const visits = await rows('share_visits');
    expect(Object.keys(visits[0] ?? {}).sort()).toEqual([
      'day',
      'document_id',
      'event',
      'visitor_hash',
    ]);
    for (const visit of visits) expect(String(visit.visitor_hash)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('does not count the password form, only the resume shown', async () => {
    const { owner, doc, path } = await sharedLink({ password: 'open sesame' });
    const visitor = new Agent(t.app);
    await visitor.get(path);
    await visitor.request(path, form('wrong one'));
    let settings = await json<ShareSettings>(
      await owner.agent.get(`/api/documents/${doc.id}/share`),
    );
    expect(settings.counts.views).toBe(0);
    await visitor.request(path, form('open sesame'));
    settings = await json<ShareSettings>(await owner.agent.get(`/api/documents/${doc.id}/share`));
    expect(settings.counts.views).toBe(1);
  });
});
