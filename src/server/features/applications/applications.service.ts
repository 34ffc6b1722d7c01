import { and, count, desc, eq, isNull, lte, ne, or } from 'drizzle-orm';
import {
  APPLICATION_LIMITS,
  APPLICATION_NOTICES,
  type Application,
  type ApplicationJob,
  type ApplicationPatch,
  type ApplicationStatus,
  type MatchReport,
  type StatusChange,
  type StoredMatch,
  type TailorResult,
} from '#shared/applications/applications.schema.ts';
import type { TargetKeyword } from '#shared/ats-keywords/ats-keywords.schema.ts';
import { matchReport } from '#shared/ats-keywords/match-report.ts';
import {
  emptyCoverLetter,
  type CoverLetterData,
} from '#shared/cover-letter/cover-letter.schema.ts';
import { applyDraft, prefillFromResume } from '#shared/cover-letter/letter-edits.ts';
import { DOCUMENT_LIMITS, type ApiDocument } from '#shared/documents-api/documents-api.ts';
import { resumeToApi } from '#shared/resume/resume-api.ts';
import type { ResumeData } from '#shared/resume/resume.schema.ts';
import type { Db } from '../../db/client.ts';
import { applications } from '../../db/schema/applications.ts';
import { documents } from '../../db/schema/documents.ts';
import { AppError, validationFailed } from '../../lib/app-error.ts';
import type { KeywordEngine } from '../ats-keywords/keyword-engine.ts';
import { matchScoring } from './match-scoring.ts';
import type { CoverLetterDrafter } from '../cover-letter/cover-letter-drafter.ts';
import { draftCoverLetter } from '../cover-letter/cover-letter.service.ts';
import type { DocumentsService } from '../documents/documents.service.ts';

type Row = typeof applications.$inferSelect;

const notFound = () => new AppError('NOT_FOUND', 404, APPLICATION_NOTICES.notFound);
const conflict = () =>
  new AppError('CONFLICT', 409, 'The application changed meanwhile. Please try again.');

/** Postings whose keywords are kept, most recently used last (the job never changes). */
const KEYWORD_CACHE_SIZE = 500;

/** How often a status change is retried when another change to it lands in between. */
const PATCH_ATTEMPTS = 3;

/** A user's live (not trashed) resumes: each one's version, and which is the main one. */
interface LiveResumes {
  versions: ReadonlyMap<string, number>;
  defaultId: string | null;
}

/**
 * The application's kept match score, stale when the resume the match would score now (the
 * live tailored copy, else the main resume) is not the one scored, or was saved since, or
 * when the score came from another computation than `scoring`, the server's now
 * (match-scoring.ts). The posting needs no check: an application's job is fixed once saved.
 */
export function storedMatch(row: Row, resumes: LiveResumes, scoring: string): StoredMatch | null {
  if (row.matchScore === null || row.matchAt === null) return null;
  const current =
    row.documentId && resumes.versions.has(row.documentId) ? row.documentId : resumes.defaultId;
  const stale =
    current === null ||
    current !== row.matchDocumentId ||
    resumes.versions.get(current) !== row.matchDocumentVersion ||
    row.matchScoring !== scoring;
  return { score: row.matchScore, at: row.matchAt.toISOString(), stale };
}

function toApi(row: Row, match: StoredMatch | null): Application {
  return {
    id: row.id,
    status: row.status,
    job: {
      title: row.job.title,
      company: row.job.company,
      url: row.job.url ?? '',
      description: row.job.description ?? '',
      location: row.job.location ?? '',
    },
    notes: row.notes,
    next_step: row.nextStep,
    applied_at: row.appliedAt?.toISOString() ?? null,
    next_step_at: row.nextStepAt?.toISOString() ?? null,
    document_id: row.documentId,
    letter_id: row.letterId,
    history: row.history,
    match,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Appends a status change; beyond the limit the oldest after the first are dropped. */
export function appendHistory(
  history: readonly StatusChange[],
  status: ApplicationStatus,
  at: Date,
): StatusChange[] {
  const next = [...history, { status, at: at.toISOString() }];
  if (next.length <= APPLICATION_LIMITS.history) return next;
  return [next[0]!, ...next.slice(next.length - APPLICATION_LIMITS.history + 1)];
}

/** "<title> at <company>", within the documents' title limit. */
export function tailoredTitle(job: Pick<ApplicationJob, 'title' | 'company'>, prefix = ''): string {
  const full = `${prefix}${job.title} at ${job.company}`;
  return full.length <= DOCUMENT_LIMITS.title
    ? full
    : `${full.slice(0, DOCUMENT_LIMITS.title - 1).trimEnd()}…`;
}

export interface ApplicationsDeps {
  documents: DocumentsService;
  /** The keywords of a posting: the engine the builder's target-job panel asks. */
  keywords: KeywordEngine;
  /** Drafts the tailored resume's cover letter. */
  drafter: CoverLetterDrafter;
  /**
   * The keywords the letter's draft reads; default `keywords`. The app passes the local
   * engine, as the draft route does: quick, offline and grounded in the posting's words.
   */
  letterKeywords?: KeywordEngine;
  now?: () => Date;
}

/**
 * A user's job applications. Every query is keyed by the session's user id: another user's
 * application is indistinguishable from one that does not exist (404), on every operation.
 *
 * Tailoring copies a resume with the documents service's own duplicate and save (so a copy
 * is made one way only), aims the copy at the job and drafts a letter from it with the
 * cover-letter drafter. The match scores a resume with the builder's computation
 * (src/shared/ats-keywords/match-report.ts) against the posting's keywords.
 */
export function createApplicationsService(db: Db, deps: ApplicationsDeps) {
  const now = deps.now ?? (() => new Date());
  const scoring = matchScoring(deps.keywords);
  const keywordCache = new Map<string, TargetKeyword[]>();

  const owned = (userId: string, id: string) =>
    and(eq(applications.userId, userId), eq(applications.id, id));

  async function find(userId: string, id: string): Promise<Row> {
    const [row] = await db.select().from(applications).where(owned(userId, id)).limit(1);
    if (!row) throw notFound();
    return row;
  }

  async function liveResumes(userId: string): Promise<LiveResumes> {
    const rows = await db
      .select({ id: documents.id, version: documents.version, isDefault: documents.isDefault })
      .from(documents)
      .where(
        and(
          eq(documents.userId, userId),
          eq(documents.kind, 'resume'),
          isNull(documents.deletedAt),
        ),
      );
    return {
      versions: new Map(rows.map((r) => [r.id, r.version])),
      defaultId: rows.find((r) => r.isDefault)?.id ?? null,
    };
  }

  /** Rows as the API answers them, their kept scores checked against the resumes now. */
  async function answer(userId: string, rows: readonly Row[]): Promise<Application[]> {
    // Only a kept score needs the resumes: a board of unscored applications reads none.
    const resumes = rows.some((r) => r.matchScore !== null) ? await liveResumes(userId) : null;
    return rows.map((row) => toApi(row, resumes && storedMatch(row, resumes, scoring)));
  }

  async function list(userId: string): Promise<Application[]> {
    const rows = await db
      .select()
      .from(applications)
      .where(eq(applications.userId, userId))
      .orderBy(desc(applications.createdAt), desc(applications.id));
    return answer(userId, rows);
  }

  async function answerOne(userId: string, row: Row): Promise<Application> {
    const [app] = await answer(userId, [row]);
    return app!;
  }

  async function get(userId: string, id: string): Promise<Application> {
    return answerOne(userId, await find(userId, id));
  }

  async function create(userId: string, job: ApplicationJob): Promise<Application> {
    const [room] = await db
      .select({ n: count() })
      .from(applications)
      .where(eq(applications.userId, userId));
    if ((room?.n ?? 0) >= APPLICATION_LIMITS.perUser)
      throw new AppError('CONFLICT', 409, APPLICATION_NOTICES.tooMany);
    const at = now();
    const [row] = await db
      .insert(applications)
      .values({
        userId,
        status: 'saved',
        job,
        history: [{ status: 'saved', at: at.toISOString() }],
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    return toApi(row!, null);
  }

  /**
   * Applies a PATCH. A status other than the current one is appended to the history with
   * the time of the change; moving to 'applied' also sets `applied_at` when it is empty and
   * not sent. The update names the status it read, so two changes at once never lose one
   * of their history entries: the later one reads again and appends after the earlier.
   */
  async function patch(userId: string, id: string, input: ApplicationPatch): Promise<Application> {
    for (let attempt = 1; ; attempt++) {
      const existing = await find(userId, id);
      const at = now();
      const set: Partial<typeof applications.$inferInsert> = { updatedAt: at };
      if (input.notes !== undefined) set.notes = input.notes;
      if (input.next_step !== undefined) set.nextStep = input.next_step;
      if (input.applied_at !== undefined)
        set.appliedAt = input.applied_at === null ? null : new Date(input.applied_at);
      if (input.next_step_at !== undefined)
        set.nextStepAt = input.next_step_at === null ? null : new Date(input.next_step_at);
      if (input.status !== undefined && input.status !== existing.status) {
        set.status = input.status;
        set.history = appendHistory(existing.history, input.status, at);
        if (input.status === 'applied' && input.applied_at === undefined && !existing.appliedAt)
          set.appliedAt = at;
      }
      const [row] = await db
        .update(applications)
        .set(set)
        .where(and(owned(userId, id), eq(applications.status, existing.status)))
        .returning();
      if (row) return answerOne(userId, row);
      if (attempt >= PATCH_ATTEMPTS) throw conflict();
    }
  }

  async function remove(userId: string, id: string): Promise<void> {
    const deleted = await db
      .delete(applications)
      .where(owned(userId, id))
      .returning({ id: applications.id });
    if (deleted.length === 0) throw notFound();
    keywordCache.delete(id);
  }

  /** The live (not trashed) document of the user with this id and kind, if any. */
  async function liveDocumentId(
    userId: string,
    id: string | null,
    kind: 'resume' | 'cover_letter',
  ): Promise<string | null> {
    if (!id) return null;
    const [row] = await db
      .select({ id: documents.id })
      .from(documents)
      .where(
        and(
          eq(documents.userId, userId),
          eq(documents.id, id),
          eq(documents.kind, kind),
          isNull(documents.deletedAt),
        ),
      )
      .limit(1);
    return row?.id ?? null;
  }

  async function defaultResumeId(userId: string): Promise<string | null> {
    const [row] = await db
      .select({ id: documents.id })
      .from(documents)
      .where(
        and(
          eq(documents.userId, userId),
          eq(documents.isDefault, true),
          eq(documents.kind, 'resume'),
          isNull(documents.deletedAt),
        ),
      )
      .limit(1);
    return row?.id ?? null;
  }

  async function resumeOf(userId: string, id: string): Promise<ApiDocument & { kind: 'resume' }> {
    const document = await deps.documents.get(userId, id);
    if (document.kind !== 'resume') throw notFound();
    return document;
  }

  /** The posting's keywords, asked of the engine once per application. */
  async function keywordsOf(row: Row): Promise<TargetKeyword[]> {
    const cached = keywordCache.get(row.id);
    if (cached) {
      keywordCache.delete(row.id);
      keywordCache.set(row.id, cached);
      return cached;
    }
    const keywords = await deps.keywords.analyze({
      jobDescription: row.job.description,
      jobTitle: row.job.title,
      company: row.job.company,
    });
    keywordCache.set(row.id, keywords);
    if (keywordCache.size > KEYWORD_CACHE_SIZE) {
      const oldest = keywordCache.keys().next().value;
      if (oldest !== undefined) keywordCache.delete(oldest);
    }
    return keywords;
  }

  /** A copy of the source resume aimed at the job, titled for it. */
  async function tailorResume(userId: string, sourceId: string, job: ApplicationJob) {
    const copy = await deps.documents.duplicate(userId, sourceId);
    if (copy.kind !== 'resume') throw notFound();
    const data: ResumeData = {
      ...copy.data,
      targetJob: { title: job.title, company: job.company, description: job.description },
    };
    const saved = await deps.documents.put(userId, copy.id, {
      version: copy.version,
      title: tailoredTitle(job),
      data,
    });
    // The copy is a moment old and only this request knows its id.
    if (!saved.ok) throw new AppError('CONFLICT', 409, 'The tailored resume changed meanwhile.');
    return { id: copy.id, data };
  }

  /**
   * A cover letter for the job drafted from the tailored resume by the local composer,
   * linked to it. A resume without a job to write about gets the letter's header (sender,
   * role, company, date) and no body: the editor's draft button says what is missing.
   */
  async function draftLetter(
    userId: string,
    resume: { id: string; data: ResumeData },
    job: ApplicationJob,
  ) {
    let letter: CoverLetterData = { ...emptyCoverLetter(), resumeId: resume.id };
    try {
      const draft = await draftCoverLetter(
        {
          resume: resumeToApi(resume.data),
          tone: 'formal',
          recipientName: '',
          role: job.title,
          company: job.company,
        },
        { drafter: deps.drafter, keywords: deps.letterKeywords ?? deps.keywords, now },
      );
      letter = applyDraft(letter, draft, 'formal');
    } catch (err) {
      if (!(err instanceof AppError && err.code === 'UNPROCESSABLE_CONTENT')) throw err;
    }
    letter = prefillFromResume(letter, resume.data, now());
    const created = await deps.documents.create(userId, {
      kind: 'cover_letter',
      title: tailoredTitle(job, 'Cover letter: '),
      template_id: null,
      data: letter,
      linked_resume_id: resume.id,
    });
    return created.id;
  }

  /**
   * `POST /api/applications/:id/tailor`. While the application's tailored resume and letter
   * both exist (not trashed), a second call answers them and makes nothing. A trashed or
   * deleted resume is made again from the source (with a new letter); a trashed or deleted
   * letter alone is drafted again from the existing tailored resume.
   */
  async function tailor(
    userId: string,
    id: string,
    input: { resume_id?: string | undefined },
  ): Promise<TailorResult & { created: boolean }> {
    const row = await find(userId, id);
    const job = row.job;
    let resumeId = await liveDocumentId(userId, row.documentId, 'resume');
    let letterId = resumeId ? await liveDocumentId(userId, row.letterId, 'cover_letter') : null;
    if (resumeId && letterId) return { document_id: resumeId, letter_id: letterId, created: false };

    let resume: { id: string; data: ResumeData };
    if (resumeId) {
      resume = { id: resumeId, data: (await resumeOf(userId, resumeId)).data };
    } else {
      const sourceId = input.resume_id
        ? await liveDocumentId(userId, input.resume_id, 'resume')
        : await defaultResumeId(userId);
      if (!sourceId) {
        if (input.resume_id)
          throw validationFailed([
            { path: 'resume_id', message: APPLICATION_NOTICES.resumeNotFound },
          ]);
        throw new AppError('UNPROCESSABLE_CONTENT', 422, APPLICATION_NOTICES.noResume);
      }
      resume = await tailorResume(userId, sourceId, job);
      resumeId = resume.id;
    }
    letterId = await draftLetter(userId, resume, job);
    const madeResume = resumeId !== row.documentId;
    // Linked only if no other tailoring of this application landed meanwhile (a double
    // click): the links must still be the ones read above.
    const sameLink = (
      column: typeof applications.documentId | typeof applications.letterId,
      value: string | null,
    ) => (value === null ? isNull(column) : eq(column, value));
    const [linked] = await db
      .update(applications)
      .set({ documentId: resumeId, letterId, updatedAt: now() })
      .where(
        and(
          owned(userId, id),
          sameLink(applications.documentId, row.documentId),
          sameLink(applications.letterId, row.letterId),
        ),
      )
      .returning({ id: applications.id });
    if (linked) return { document_id: resumeId, letter_id: letterId, created: true };

    // Deleted while tailoring: the documents stay in My Documents like any other.
    const current = await find(userId, id);
    const theirResume = await liveDocumentId(userId, current.documentId, 'resume');
    const theirLetter = await liveDocumentId(userId, current.letterId, 'cover_letter');
    if (!theirResume || !theirLetter) throw conflict();
    // The other call's documents win; this call's copies go to the trash, restorable there.
    await deps.documents.trash(userId, letterId);
    if (madeResume && resumeId !== theirResume) await deps.documents.trash(userId, resumeId);
    return { document_id: theirResume, letter_id: theirLetter, created: false };
  }

  /**
   * Keeps a computed score as the application's `match`, unless it is what is kept already.
   * A computation of an older version of the same resume, finishing late, does not replace
   * one of a newer version.
   */
  async function keepScore(
    userId: string,
    row: Row,
    score: number,
    resume: { id: string; version: number },
  ): Promise<void> {
    if (
      row.matchScore === score &&
      row.matchDocumentId === resume.id &&
      row.matchDocumentVersion === resume.version &&
      row.matchScoring === scoring
    )
      return;
    await db
      .update(applications)
      .set({
        matchScore: score,
        matchDocumentId: resume.id,
        matchDocumentVersion: resume.version,
        matchAt: now(),
        matchScoring: scoring,
      })
      .where(
        and(
          owned(userId, row.id),
          or(
            isNull(applications.matchDocumentVersion),
            ne(applications.matchDocumentId, resume.id),
            lte(applications.matchDocumentVersion, resume.version),
          ),
        ),
      );
  }

  /**
   * `GET /api/applications/:id/match`: the tailored resume when it exists, else the default
   * resume, against the posting's keywords. The score is kept with the application for the
   * list.
   */
  async function match(userId: string, id: string): Promise<MatchReport> {
    const row = await find(userId, id);
    if (!row.job.description.trim())
      throw new AppError('UNPROCESSABLE_CONTENT', 422, APPLICATION_NOTICES.noDescription);
    const resumeId =
      (await liveDocumentId(userId, row.documentId, 'resume')) ?? (await defaultResumeId(userId));
    if (!resumeId) throw new AppError('UNPROCESSABLE_CONTENT', 422, APPLICATION_NOTICES.noResume);
    const [resume, keywords] = await Promise.all([resumeOf(userId, resumeId), keywordsOf(row)]);
    const report = matchReport(resume.data, keywords);
    await keepScore(userId, row, report.score, resume);
    return { ...report, document_id: resumeId };
  }

  return { list, get, create, patch, remove, tailor, match };
}

export type ApplicationsService = ReturnType<typeof createApplicationsService>;
