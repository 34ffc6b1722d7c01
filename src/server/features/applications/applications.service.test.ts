import { describe, expect, it } from 'vitest';
import { APPLICATION_LIMITS, type StatusChange } from '#shared/applications/applications.schema.ts';
import { signUpVerified } from '../../test/auth-helpers.ts';
import { useMailedTestApp } from '../../test/test-app.ts';
import { loadLexicon } from '../ats-keywords/lexicon.ts';
import { createLocalEngine } from '../ats-keywords/local-engine.ts';
import { createLocalDrafter } from '../cover-letter/local-drafter.ts';
import { createDocumentsService } from '../documents/documents.service.ts';
import { type applications as applicationsTable } from '../../db/schema/applications.ts';
import {
  appendHistory,
  createApplicationsService,
  storedMatch,
  tailoredTitle,
} from './applications.service.ts';

const t = useMailedTestApp();

/** A clock that reads the times given, one per call, and then stays on the last. */
function clock(...isoTimes: string[]) {
  const times = isoTimes.map((iso) => new Date(iso));
  let i = 0;
  return () => times[Math.min(i++, times.length - 1)]!;
}

function service(now: () => Date) {
  const db = t.database.db;
  return createApplicationsService(db, {
    documents: createDocumentsService(db),
    keywords: createLocalEngine({ lexicon: loadLexicon() }),
    drafter: createLocalDrafter(),
    now,
  });
}

const JOB = { title: 'Data Engineer', company: 'Acme', url: '', description: '', location: '' };

describe('applications service: the status history', () => {
  it('dates each change with the clock and skips a status that does not change', async () => {
    const { userId } = await signUpVerified(t.app, t.smtp);
    const applications = service(
      clock(
        '2026-11-01T09:00:00.000Z',
        '2026-11-02T10:00:00.000Z',
        '2026-11-03T11:00:00.000Z',
        '2026-11-04T12:00:00.000Z',
      ),
    );
    const created = await applications.create(userId, JOB);
    expect(created.history).toEqual([{ status: 'saved', at: '2026-11-01T09:00:00.000Z' }]);
    expect(created.created_at).toBe('2026-11-01T09:00:00.000Z');

    const applied = await applications.patch(userId, created.id, { status: 'applied' });
    expect(applied.history).toEqual([
      { status: 'saved', at: '2026-11-01T09:00:00.000Z' },
      { status: 'applied', at: '2026-11-02T10:00:00.000Z' },
    ]);
    expect(applied.applied_at).toBe('2026-11-02T10:00:00.000Z');

    const same = await applications.patch(userId, created.id, { status: 'applied', notes: 'n' });
    expect(same.history).toEqual(applied.history);
    expect(same.updated_at).toBe('2026-11-03T11:00:00.000Z');

    const rejected = await applications.patch(userId, created.id, {
      status: 'rejected',
      applied_at: '2026-10-30T08:00:00.000Z',
    });
    expect(rejected.history.at(-1)).toEqual({ status: 'rejected', at: '2026-11-04T12:00:00.000Z' });
    // A date sent with the change wins over the automatic one.
    expect(rejected.applied_at).toBe('2026-10-30T08:00:00.000Z');
  });

  it('keeps both entries when two changes land at once', async () => {
    const { userId } = await signUpVerified(t.app, t.smtp);
    const applications = service(clock('2026-11-01T09:00:00.000Z'));
    const created = await applications.create(userId, JOB);
    await Promise.all([
      applications.patch(userId, created.id, { status: 'applied' }),
      applications.patch(userId, created.id, { status: 'screening' }),
    ]);
    const final = await applications.get(userId, created.id);
    expect(final.history.map((h) => h.status).sort()).toEqual(['applied', 'saved', 'screening']);
    expect(final.history.at(-1)!.status).toBe(final.status);
  });
});

describe('appendHistory', () => {
  const at = new Date('2026-11-27T00:00:00.000Z');
  it('appends the change', () => {
    expect(appendHistory([{ status: 'saved', at: 'a' }], 'offer', at)).toEqual([
      { status: 'saved', at: 'a' },
      { status: 'offer', at: '2026-11-27T00:00:00.000Z' },
    ]);
  });

  it(`keeps the first entry and the latest within ${APPLICATION_LIMITS.history}`, () => {
    const full: StatusChange[] = Array.from({ length: APPLICATION_LIMITS.history }, (_, i) => ({
      status: i % 2 ? 'applied' : 'screening',
      at: String(i),
    }));
    const next = appendHistory(full, 'offer', at);
    expect(next).toHaveLength(APPLICATION_LIMITS.history);
    expect(next[0]).toEqual(full[0]);
    expect(next[1]).toEqual(full[2]);
    expect(next.at(-1)).toEqual({ status: 'offer', at: '2026-11-27T00:00:00.000Z' });
  });
});

describe('storedMatch: is the kept score still the score of the resume the match reads now?', () => {
  const TAILORED = '11111111-1111-4111-8111-111111111111';
  const MAIN = '22222222-2222-4222-8222-222222222222';
  const SCORING = 'local/1';
  const at = new Date('2026-11-27T08:00:00.000Z');
  const row = (
    fields: Partial<typeof applicationsTable.$inferSelect>,
  ): typeof applicationsTable.$inferSelect => ({
    id: '33333333-3333-4333-8333-333333333333',
    userId: 'u',
    status: 'saved',
    job: JOB,
    notes: '',
    nextStep: '',
    appliedAt: null,
    nextStepAt: null,
    documentId: null,
    letterId: null,
    history: [],
    matchScore: 60,
    matchDocumentId: MAIN,
    matchDocumentVersion: 3,
    matchAt: at,
    matchScoring: SCORING,
    createdAt: at,
    updatedAt: at,
    ...fields,
  });
  const resumes = (versions: [string, number][], defaultId: string | null = MAIN) => ({
    versions: new Map(versions),
    defaultId,
  });

  it.each([
    ['the main resume as scored', row({}), resumes([[MAIN, 3]]), false],
    ['the main resume saved since', row({}), resumes([[MAIN, 4]]), true],
    ['no main resume any more', row({}), resumes([], null), true],
    [
      'a live tailored copy, scored',
      row({ documentId: TAILORED, matchDocumentId: TAILORED }),
      resumes([
        [MAIN, 3],
        [TAILORED, 3],
      ]),
      false,
    ],
    [
      'a live tailored copy, the main resume scored',
      row({ documentId: TAILORED }),
      resumes([
        [MAIN, 3],
        [TAILORED, 1],
      ]),
      true,
    ],
    [
      'the tailored copy trashed, the main resume scored',
      row({ documentId: TAILORED }),
      resumes([[MAIN, 3]]),
      false,
    ],
    [
      'the tailored copy trashed, it was scored',
      row({ documentId: TAILORED, matchDocumentId: TAILORED }),
      resumes([[MAIN, 3]]),
      true,
    ],
    [
      'scored by an older version of the engine',
      row({ matchScoring: 'local/0' }),
      resumes([[MAIN, 3]]),
      true,
    ],
    [
      'scored by another engine',
      row({ matchScoring: 'openai-compatible/1' }),
      resumes([[MAIN, 3]]),
      true,
    ],
    [
      'scored before the engine was recorded',
      row({ matchScoring: null }),
      resumes([[MAIN, 3]]),
      true,
    ],
  ])('%s → stale %s', (_case, application, live, stale) => {
    expect(storedMatch(application, live, SCORING)).toEqual({
      score: 60,
      at: at.toISOString(),
      stale,
    });
  });

  it('is null before any match', () => {
    expect(
      storedMatch(row({ matchScore: null, matchAt: null }), resumes([[MAIN, 3]]), SCORING),
    ).toBeNull();
  });
});

describe('tailoredTitle', () => {
  it.each([
    [{ title: 'Data Engineer', company: 'Acme' }, '', 'Data Engineer at Acme'],
    [{ title: 'Nurse', company: 'NHS' }, 'Cover letter: ', 'Cover letter: Nurse at NHS'],
    [{ title: 'x'.repeat(200), company: 'Acme' }, '', `${'x'.repeat(119)}…`],
  ])('%j → %s', (job, prefix, title) => {
    expect(tailoredTitle(job, prefix)).toBe(title);
  });
});
