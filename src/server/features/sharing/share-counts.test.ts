import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { shareDailyCounts, shareSalts, shareVisits } from '../../db/schema/shares.ts';
import { signUpVerified } from '../../test/auth-helpers.ts';
import { useMailedTestApp } from '../../test/test-app.ts';
import { createDownloadTokens, DOWNLOAD_TOKEN_SECONDS } from './download-token.ts';
import { createShareCounter, utcDay, visitorHash } from './share-counts.ts';
import { createResume } from './sharing.test-support.ts';

const t = useMailedTestApp();
let database: Database;
let documentId: string;

beforeAll(async () => {
  database = t.database;
  const owner = await signUpVerified(t.app, t.smtp);
  documentId = (await createResume(owner.agent)).id;
});

const DAY_MS = 24 * 60 * 60 * 1000;
const alice = { ip: '198.51.100.7', userAgent: 'Browser A' };
const bob = { ip: '198.51.100.8', userAgent: 'Browser A' };

describe('share counts with an injected clock', () => {
  it('counts each visitor once a day, and rotates the salt at the next UTC day', async () => {
    let now = new Date('2031-03-01T23:59:00Z');
    const counter = createShareCounter(database.db, { now: () => now });
    const db = database.db;
    await counter.record(documentId, 'slug-a', 'view', alice);
    await counter.record(documentId, 'slug-a', 'view', alice);
    await counter.record(documentId, 'slug-a', 'view', bob);
    await counter.record(documentId, 'slug-a', 'download', alice);
    await counter.record(documentId, 'slug-a', 'download', alice);
    const [firstSalt] = await db.select().from(shareSalts).where(eq(shareSalts.day, '2031-03-01'));
    expect(firstSalt?.salt).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const firstVisits = await db
      .select()
      .from(shareVisits)
      .where(eq(shareVisits.documentId, documentId));
    expect(firstVisits).toHaveLength(3);
    expect(firstVisits.map((v) => v.visitorHash)).toContain(
      visitorHash(firstSalt!.salt, alice, 'slug-a'),
    );

    // Two minutes later it is the next UTC day: a new salt, yesterday's salt and visits gone.
    now = new Date(now.getTime() + 2 * 60 * 1000);
    await counter.record(documentId, 'slug-a', 'view', alice);
    const salts = await db.select().from(shareSalts);
    expect(salts.map((s) => s.day)).toEqual(['2031-03-02']);
    expect(salts[0]?.salt).not.toBe(firstSalt?.salt);
    const visits = await db
      .select()
      .from(shareVisits)
      .where(eq(shareVisits.documentId, documentId));
    expect(visits.map((v) => v.day)).toEqual(['2031-03-02']);
    // Alice's hash today says nothing about yesterday's.
    expect(visits[0]?.visitorHash).not.toBe(visitorHash(firstSalt!.salt, alice, 'slug-a'));

    const counts = await db
      .select()
      .from(shareDailyCounts)
      .where(eq(shareDailyCounts.documentId, documentId))
      .orderBy(shareDailyCounts.day);
    expect(counts.map(({ day, views, downloads }) => ({ day, views, downloads }))).toEqual([
      { day: '2031-03-01', views: 2, downloads: 1 },
      { day: '2031-03-02', views: 1, downloads: 0 },
    ]);
    expect(await counter.countsOf(documentId, 30)).toEqual({
      views: 3,
      downloads: 1,
      days: [
        { day: '2031-03-02', views: 1, downloads: 0 },
        { day: '2031-03-01', views: 2, downloads: 1 },
      ],
    });
    // Forty days on, the per-day list is empty; the totals stay.
    now = new Date(now.getTime() + 40 * DAY_MS);
    expect(await counter.countsOf(documentId, 30)).toMatchObject({
      views: 3,
      downloads: 1,
      days: [],
    });
  });

  it('a hash depends on the salt, the address, the browser and the link', () => {
    const base = visitorHash('salt', alice, 'slug');
    expect(visitorHash('salt', alice, 'slug')).toBe(base);
    for (const other of [
      visitorHash('other-salt', alice, 'slug'),
      visitorHash('salt', bob, 'slug'),
      visitorHash('salt', { ...alice, userAgent: 'Browser B' }, 'slug'),
      visitorHash('salt', alice, 'other-slug'),
    ]) {
      expect(other).not.toBe(base);
    }
    expect(base).not.toContain(alice.ip);
    expect(utcDay(new Date('2031-12-31T23:30:00-05:00'))).toBe('2032-01-01');
  });
});

describe('download tokens', () => {
  it('work for one link and password hash, until they expire', () => {
    let now = new Date('2031-03-01T12:00:00Z');
    const tokens = createDownloadTokens('s'.repeat(40), { now: () => now });
    const token = tokens.issue('slug-a', '$argon2id$hash-1');
    expect(tokens.verify(token, 'slug-a', '$argon2id$hash-1')).toBe(true);
    expect(tokens.verify(token, 'slug-b', '$argon2id$hash-1')).toBe(false);
    expect(tokens.verify(token, 'slug-a', '$argon2id$hash-2')).toBe(false);
    expect(
      createDownloadTokens('t'.repeat(40), { now: () => now }).verify(
        token,
        'slug-a',
        '$argon2id$hash-1',
      ),
    ).toBe(false);
    const [expiry, mac] = token.split('.');
    expect(tokens.verify(`${Number(expiry) + 60}.${mac}`, 'slug-a', '$argon2id$hash-1')).toBe(
      false,
    );
    for (const bad of [undefined, '', 'x', `${expiry}.`, `${expiry}.${mac}x`]) {
      expect(tokens.verify(bad, 'slug-a', '$argon2id$hash-1')).toBe(false);
    }
    now = new Date(now.getTime() + (DOWNLOAD_TOKEN_SECONDS + 1) * 1000);
    expect(tokens.verify(token, 'slug-a', '$argon2id$hash-1')).toBe(false);
  });
});
