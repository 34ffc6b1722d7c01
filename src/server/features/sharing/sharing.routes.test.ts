import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_NOTICES } from '#shared/documents-api/documents-api.ts';
import {
  SHARE_NOTICES,
  shareListSchema,
  shareSettingsSchema,
  type ShareSettings,
} from '#shared/sharing/sharing-api.ts';
import { documentShares } from '../../db/schema/shares.ts';
import { signUpVerified } from '../../test/auth-helpers.ts';
import { Agent, json } from '../../test/http-agent.ts';
import { TEST_ORIGIN, useMailedTestApp } from '../../test/test-app.ts';
import { testDatabaseKind } from '../../test/test-db.ts';
import { createResume, pathOf, shareDocument } from './sharing.test-support.ts';

const t = useMailedTestApp();

const signedIn = () => signUpVerified(t.app, t.smtp);
const shareUrl = (id: string) => `/api/documents/${id}/share`;

describe(`public links: the owner's API (${testDatabaseKind()})`, () => {
  it('answers 401 on every route without a session', async () => {
    const anonymous = new Agent(t.app);
    const id = randomUUID();
    for (const res of [
      await anonymous.get(shareUrl(id)),
      await anonymous.post(shareUrl(id), {}),
      await anonymous.request(shareUrl(id), { method: 'DELETE' }),
      await anonymous.get('/api/shares'),
    ]) {
      expect(res.status).toBe(401);
    }
  });

  it('creates a link with an unguessable slug, reads it, lists it and keeps the slug on update', async () => {
    const { agent } = await signedIn();
    const doc = await createResume(agent);
    expect((await agent.get(shareUrl(doc.id))).status).toBe(404);

    const created = shareSettingsSchema.parse(await shareDocument(agent, doc.id));
    // 16 random bytes, base64url: 128 bits.
    expect(created.slug).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(created.url).toBe(`${TEST_ORIGIN}/r/${created.slug}`);
    expect(created).toMatchObject({
      document_id: doc.id,
      has_password: false,
      allow_download: false,
      allow_indexing: false,
      counts: { views: 0, downloads: 0, days: [] },
    });
    const res = await agent.get(shareUrl(doc.id));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(await res.json()).toEqual(created);

    // Again: the settings change, the slug stays; 200, not 201.
    const updated = await shareDocument(
      agent,
      doc.id,
      { allow_download: true, password: 'open sesame' },
      200,
    );
    expect(updated).toMatchObject({
      slug: created.slug,
      has_password: true,
      allow_download: true,
      allow_indexing: false,
    });
    // Fields left out keep their values; '' removes the password, null too.
    const indexing = await shareDocument(agent, doc.id, { allow_indexing: true }, 200);
    expect(indexing).toMatchObject({
      has_password: true,
      allow_download: true,
      allow_indexing: true,
    });
    expect((await shareDocument(agent, doc.id, { password: '' }, 200)).has_password).toBe(false);
    await shareDocument(agent, doc.id, { password: 'again-secret' }, 200);
    expect((await shareDocument(agent, doc.id, { password: null }, 200)).has_password).toBe(false);

    const list = shareListSchema.parse(await json(await agent.get('/api/shares')));
    expect(list.shares).toEqual([
      {
        document_id: doc.id,
        url: created.url,
        slug: created.slug,
        has_password: false,
        allow_download: true,
        views: 0,
        downloads: 0,
      },
    ]);
  });

  it('never answers or stores the password itself; the hash is argon2id', async () => {
    const { agent } = await signedIn();
    const doc = await createResume(agent);
    const res = await agent.post(shareUrl(doc.id), { password: 'hunter2-secret' });
    const text = await res.text();
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain('argon2');
    const [row] = await t.database.db
      .select()
      .from(documentShares)
      .where(eq(documentShares.documentId, doc.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain('hunter2');
  });

  it('takes a picked link name, refuses a bad or reserved one (400) and a taken one (409)', async () => {
    const { agent } = await signedIn();
    const doc = await createResume(agent);
    const name = `grace-${Date.now().toString(36)}`;
    const picked = await shareDocument(agent, doc.id, { slug: name.toUpperCase() });
    expect(picked.slug).toBe(name);
    expect(pathOf(picked)).toBe(`/r/${name}`);

    for (const slug of [
      'ab',
      'has space',
      '-lead',
      'trail-',
      'double--hyphen',
      'ümlaut',
      'api',
      'x'.repeat(65),
    ]) {
      const res = await agent.post(shareUrl(doc.id), { slug });
      expect(res.status, slug).toBe(400);
      expect(await res.json(), slug).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    }

    const other = await signedIn();
    const theirs = await createResume(other.agent);
    const taken = await other.agent.post(shareUrl(theirs.id), { slug: name });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({
      error: { code: 'CONFLICT', message: SHARE_NOTICES.slugTaken },
    });
    // Their document was not shared by the refused request.
    expect((await other.agent.get(shareUrl(theirs.id))).status).toBe(404);

    // A new name for the own link frees the old one.
    const renamed = await shareDocument(agent, doc.id, { slug: `${name}-cv` }, 200);
    expect(renamed.slug).toBe(`${name}-cv`);
    expect((await shareDocument(other.agent, theirs.id, { slug: name })).slug).toBe(name);
  });

  it('refuses passwords that are too short or long, and other fields of the wrong type', async () => {
    const { agent } = await signedIn();
    const doc = await createResume(agent);
    for (const body of [
      { password: 'abc' },
      { password: 'x'.repeat(129) },
      { allow_download: 'yes' },
      { slug: 12 },
    ]) {
      const res = await agent.post(shareUrl(doc.id), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const text = await agent.request(shareUrl(doc.id), {
      method: 'POST',
      body: 'password=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(text.status).toBe(415);
  });

  it('revokes: the link answers 404 at once, and sharing again makes a new slug', async () => {
    const { agent } = await signedIn();
    const doc = await createResume(agent);
    const first = await shareDocument(agent, doc.id);
    expect((await new Agent(t.app).get(pathOf(first))).status).toBe(200);

    const revoke = await agent.request(shareUrl(doc.id), { method: 'DELETE' });
    expect(revoke.status).toBe(204);
    expect((await new Agent(t.app).get(pathOf(first))).status).toBe(404);
    expect((await agent.get(shareUrl(doc.id))).status).toBe(404);
    expect(await json(await agent.get('/api/shares'))).toEqual({ shares: [] });
    const again = await agent.request(shareUrl(doc.id), { method: 'DELETE' });
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ error: { message: SHARE_NOTICES.notShared } });

    const second = await shareDocument(agent, doc.id);
    expect(second.slug).not.toBe(first.slug);
    expect((await new Agent(t.app).get(pathOf(first))).status).toBe(404);
  });

  it("another user's document is a 404 like a missing one, on every route", async () => {
    const owner = await signedIn();
    const doc = await createResume(owner.agent);
    const settings = await shareDocument(owner.agent, doc.id, { allow_download: true });
    const attacker = await signedIn();
    for (const id of [doc.id, randomUUID()]) {
      const answers = [
        await attacker.agent.get(shareUrl(id)),
        await attacker.agent.post(shareUrl(id), { password: 'taken-over', slug: 'hijack-me' }),
        await attacker.agent.request(shareUrl(id), { method: 'DELETE' }),
      ];
      for (const res of answers) {
        expect(res.status, id).toBe(404);
        expect(await res.json()).toEqual({
          error: { code: 'NOT_FOUND', message: DOCUMENT_NOTICES.notFound },
        });
      }
    }
    expect(await json(await attacker.agent.get('/api/shares'))).toEqual({ shares: [] });
    // Nothing of the owner's link changed.
    const after = await json<ShareSettings>(await owner.agent.get(shareUrl(doc.id)));
    expect(after).toMatchObject({ slug: settings.slug, has_password: false, allow_download: true });
  });

  it('a trashed document’s link answers 404 and is left out of the list; restoring brings it back', async () => {
    const { agent } = await signedIn();
    const doc = await createResume(agent);
    const settings = await shareDocument(agent, doc.id);
    expect((await agent.request(`/api/documents/${doc.id}`, { method: 'DELETE' })).status).toBe(
      200,
    );
    expect((await new Agent(t.app).get(pathOf(settings))).status).toBe(404);
    expect(await json(await agent.get('/api/shares'))).toEqual({ shares: [] });
    expect((await agent.get(shareUrl(doc.id))).status).toBe(404);

    expect((await agent.post(`/api/documents/${doc.id}/restore`)).status).toBe(200);
    expect((await new Agent(t.app).get(pathOf(settings))).status).toBe(200);
  });

  it('shares resumes only: a cover letter is refused with 422', async () => {
    const { agent } = await signedIn();
    const letter = await agent.post('/api/documents', { kind: 'cover_letter', title: 'Letter' });
    const { id } = await json<{ id: string }>(letter);
    const res = await agent.post(shareUrl(id), {});
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ error: { message: SHARE_NOTICES.onlyResumes } });
  });
});
