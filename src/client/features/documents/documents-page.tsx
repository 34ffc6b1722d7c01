import {
  Copy,
  FilePlus2,
  FileText,
  Mail,
  PenLine,
  RefreshCw,
  RotateCcw,
  Trash2,
} from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  DOCUMENT_LIMITS,
  type DocumentKind,
  type DocumentListItem,
  type TrashedDocument,
} from '#shared/documents-api/documents-api.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { notify } from '../../lib/notify.ts';
import { isDocumentConflict, putDocument } from './api/documents-api-client.ts';
import {
  documentKeys,
  useCreateDocument,
  useDocumentList,
  useDuplicateDocument,
  useRestoreDocument,
  useTrash,
  useTrashDocument,
} from './api/documents-queries.ts';
import { NewDocumentDialog, RenameDialog } from './document-dialogs.tsx';
import {
  KIND_LABELS,
  daysUntil,
  documentPath,
  relativeTime,
  targetJobText,
  thumbnailTemplateId,
} from './document-display.ts';

export const DOCUMENT_NOTICES_UI = {
  created: 'Document created',
  renamed: 'Document renamed',
  copied: 'Copy created',
  copiedText: 'Set the job this copy is for in the Target job panel, then tailor it.',
  trashed: 'Moved to the trash',
  restored: 'Document restored',
  failed: 'Something went wrong',
} as const;

/** What the page needs from the templates feature (composed in at the route). */
export interface DocumentsPageSlots {
  /** The template's page as a small picture; null when the id is not in the catalogue. */
  renderThumbnail?: (templateId: number) => ReactNode;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : 'Please try again.';
}

/**
 * /documents: the signed-in user's resumes and cover letters with their template,
 * target job and last edit; new, open, rename, duplicate ('Tailor a copy for another job'),
 * delete with Undo, and the trash (30 days) with restore.
 */
export function DocumentsPage({
  userId,
  renderThumbnail,
}: DocumentsPageSlots & { userId: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const list = useDocumentList(userId);
  const trash = useTrash(userId);
  const create = useCreateDocument(userId);
  const duplicate = useDuplicateDocument(userId);
  const toTrash = useTrashDocument(userId);
  const restore = useRestoreDocument(userId);
  const [creating, setCreating] = useState<DocumentKind | null>(null);
  const [renaming, setRenaming] = useState<DocumentListItem | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const documents = list.data ?? [];
  const resumes = [...documents.filter((d) => d.kind === 'resume')].sort(
    (a, b) => Number(b.is_default) - Number(a.is_default),
  );
  const letters = documents.filter((d) => d.kind === 'cover_letter');
  const hasDefault = resumes.some((d) => d.is_default);

  async function createDocument(kind: DocumentKind, title: string, linkedResumeId: string | null) {
    try {
      const doc = await create.mutateAsync(
        kind === 'resume'
          ? { kind, title }
          : { kind, title, ...(linkedResumeId ? { linked_resume_id: linkedResumeId } : {}) },
      );
      notify.success(DOCUMENT_NOTICES_UI.created, `${doc.title} is ready to edit.`);
      setCreating(null);
      void navigate(documentPath(doc));
    } catch (error) {
      notify.error(DOCUMENT_NOTICES_UI.failed, errorText(error));
      throw error;
    }
  }

  async function rename(doc: DocumentListItem, title: string) {
    try {
      try {
        await putDocument(doc.id, { title, version: doc.version });
      } catch (error) {
        // Saved elsewhere since the list was read: a rename changes only the title, so it
        // goes over the version saved now without losing anyone's edits.
        if (!isDocumentConflict(error)) throw error;
        await putDocument(doc.id, { title, version: error.current.version });
      }
      notify.success(DOCUMENT_NOTICES_UI.renamed, `It is now called ${title}.`);
    } catch (error) {
      notify.error(DOCUMENT_NOTICES_UI.failed, errorText(error));
      throw error;
    } finally {
      await queryClient.invalidateQueries({ queryKey: documentKeys.list(userId) });
    }
  }

  async function copy(doc: DocumentListItem) {
    setBusyId(doc.id);
    try {
      const created = await duplicate.mutateAsync(doc.id);
      notify.success(
        DOCUMENT_NOTICES_UI.copied,
        doc.kind === 'resume'
          ? DOCUMENT_NOTICES_UI.copiedText
          : `${created.title} is ready to edit.`,
      );
      void navigate(documentPath(created));
    } catch (error) {
      notify.error(DOCUMENT_NOTICES_UI.failed, errorText(error));
    } finally {
      setBusyId(null);
    }
  }

  async function undoTrash(doc: { id: string; title: string }) {
    try {
      await restore.mutateAsync(doc.id);
      notify.success(DOCUMENT_NOTICES_UI.restored, `${doc.title} is back in your documents.`);
    } catch (error) {
      notify.error(DOCUMENT_NOTICES_UI.failed, errorText(error));
    }
  }

  async function remove(doc: DocumentListItem) {
    setBusyId(doc.id);
    try {
      await toTrash.mutateAsync(doc.id);
      notify.info(
        DOCUMENT_NOTICES_UI.trashed,
        `${doc.title} is kept in the trash for ${DOCUMENT_LIMITS.trashDays} days.`,
        { label: 'Undo', onClick: () => void undoTrash(doc) },
      );
    } catch (error) {
      notify.error(DOCUMENT_NOTICES_UI.failed, errorText(error));
    } finally {
      setBusyId(null);
    }
  }

  const cardProps = {
    all: documents,
    busyId,
    renderThumbnail,
    onRename: setRenaming,
    onCopy: (doc: DocumentListItem) => void copy(doc),
    onDelete: (doc: DocumentListItem) => void remove(doc),
  };

  return (
    <div className="min-h-full bg-slate-50">
      <div className="mx-auto flex max-w-5xl flex-col gap-10 px-4 py-10 sm:px-6 sm:py-14">
        <header className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-3xl font-bold tracking-tight text-ink">My Documents</h1>
            <p className="mt-1 text-muted">
              Your resumes and cover letters. Keep one tailored copy per application.
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => setCreating('resume')}>
              <FilePlus2 className="h-4 w-4" aria-hidden="true" />
              New resume
            </Button>
            <Button variant="outline" onClick={() => setCreating('cover_letter')}>
              <Mail className="h-4 w-4" aria-hidden="true" />
              New cover letter
            </Button>
          </div>
        </header>

        {list.isPending ? (
          <div
            className="grid gap-4 sm:grid-cols-2"
            aria-busy="true"
            aria-label="Loading documents"
          >
            <Skeleton className="h-40 w-full rounded-xl" />
            <Skeleton className="h-40 w-full rounded-xl" />
          </div>
        ) : list.isError ? (
          <Card className="flex flex-col items-start gap-3 p-6" role="alert">
            <p className="font-semibold">Your documents could not be loaded.</p>
            <p className="text-sm text-muted">{errorText(list.error)}</p>
            <Button
              variant="outline"
              onClick={() => void list.refetch()}
              disabled={list.isFetching}
            >
              <RefreshCw className="h-4 w-4" aria-hidden="true" />
              Try again
            </Button>
          </Card>
        ) : (
          <>
            <section aria-labelledby="resumes-heading" className="flex flex-col gap-4">
              <h2 id="resumes-heading" className="text-xl font-semibold">
                Resumes
              </h2>
              <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
                {hasDefault ? null : (
                  <li>
                    <Card className="flex h-full flex-col gap-2 p-4">
                      <h3 className="font-semibold">Main resume</h3>
                      <p className="text-sm text-muted">
                        The resume of the builder is not saved yet. Open the builder to start it.
                      </p>
                      <Button asChild variant="outline" size="sm" className="self-start">
                        <Link to="/build">Open the builder</Link>
                      </Button>
                    </Card>
                  </li>
                )}
                {resumes.map((doc) => (
                  <li key={doc.id}>
                    <DocumentCard doc={doc} {...cardProps} />
                  </li>
                ))}
              </ul>
            </section>

            <section aria-labelledby="letters-heading" className="flex flex-col gap-4">
              <h2 id="letters-heading" className="text-xl font-semibold">
                Cover letters
              </h2>
              {letters.length === 0 ? (
                <p className="text-sm text-muted">
                  No cover letters yet. A letter takes its look and target job from one of your
                  resumes.
                </p>
              ) : (
                <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
                  {letters.map((doc) => (
                    <li key={doc.id}>
                      <DocumentCard doc={doc} {...cardProps} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}

        <TrashSection
          items={trash.data}
          loading={trash.isPending}
          failed={trash.isError}
          onRetry={() => void trash.refetch()}
          busyId={busyId}
          onRestore={(doc) => void undoTrash(doc)}
        />
      </div>

      {creating ? (
        <NewDocumentDialog
          kind={creating}
          resumes={resumes}
          onClose={() => setCreating(null)}
          onCreate={({ title, linkedResumeId }) => createDocument(creating, title, linkedResumeId)}
        />
      ) : null}
      {renaming ? (
        <RenameDialog
          doc={renaming}
          onClose={() => setRenaming(null)}
          onRename={(title) => rename(renaming, title)}
        />
      ) : null}
    </div>
  );
}

function DocumentCard({
  doc,
  all,
  busyId,
  renderThumbnail,
  onRename,
  onCopy,
  onDelete,
}: {
  doc: DocumentListItem;
  all: readonly DocumentListItem[];
  busyId: string | null;
  renderThumbnail: DocumentsPageSlots['renderThumbnail'];
  onRename: (doc: DocumentListItem) => void;
  onCopy: (doc: DocumentListItem) => void;
  onDelete: (doc: DocumentListItem) => void;
}) {
  const titleId = `document-${doc.id}-title`;
  const thumbnail = renderThumbnail?.(thumbnailTemplateId(doc, all));
  const target = targetJobText(doc.target_job);
  const busy = busyId === doc.id;
  const Icon = doc.kind === 'resume' ? FileText : Mail;
  return (
    <Card
      role="article"
      aria-labelledby={titleId}
      className="flex h-full min-w-0 flex-col gap-3 p-4"
      data-testid="document-card"
    >
      <div className="flex min-w-0 flex-1 gap-4">
        <div
          className="w-16 shrink-0 self-start overflow-hidden rounded-md border border-slate-200 bg-slate-50 sm:w-20"
          aria-hidden="true"
        >
          {thumbnail ?? (
            <div className="flex aspect-[210/297] items-center justify-center text-slate-400">
              <Icon className="h-6 w-6" />
            </div>
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={titleId} className="min-w-0 font-semibold break-words">
              <Link to={documentPath(doc)} className="hover:text-brand-700 hover:underline">
                {doc.title}
              </Link>
            </h3>
            {doc.is_default ? <Badge tone="brand">Main resume</Badge> : null}
          </div>
          <dl className="grid gap-0.5 text-sm">
            <div className="flex gap-1">
              <dt className="sr-only">Kind</dt>
              <dd className="text-muted">{KIND_LABELS[doc.kind]}</dd>
            </div>
            <div className="flex min-w-0 gap-1">
              <dt className="shrink-0 text-muted">Target job:</dt>
              <dd className="min-w-0 break-words">{target ?? 'none yet'}</dd>
            </div>
            <div className="flex gap-1">
              <dt className="shrink-0 text-muted">Last edited:</dt>
              <dd>
                <time
                  dateTime={doc.updated_at}
                  title={new Date(doc.updated_at).toLocaleString(undefined, {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  })}
                >
                  {relativeTime(doc.updated_at)}
                </time>
              </dd>
            </div>
          </dl>
        </div>
      </div>
      {/* Delete keeps its place at the row's end; the other actions wrap beside it. */}
      <div className="flex items-start gap-2">
        <div className="flex min-w-0 flex-1 flex-wrap gap-2">
          <Button asChild size="sm">
            <Link to={documentPath(doc)}>Open</Link>
          </Button>
          <Button size="sm" variant="outline" onClick={() => onRename(doc)} disabled={busy}>
            <PenLine className="h-4 w-4" aria-hidden="true" />
            Rename
          </Button>
          <Button size="sm" variant="outline" onClick={() => onCopy(doc)} disabled={busy}>
            <Copy className="h-4 w-4" aria-hidden="true" />
            {doc.kind === 'resume' ? 'Tailor a copy for another job' : 'Duplicate'}
          </Button>
        </div>
        {doc.is_default ? null : (
          <Button
            size="sm"
            variant="ghost"
            className="shrink-0 max-sm:px-2.5"
            onClick={() => onDelete(doc)}
            disabled={busy}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            {/* The icon alone on a phone; the word stays the button's name. */}
            <span className="max-sm:sr-only">Delete</span>
          </Button>
        )}
      </div>
    </Card>
  );
}

function TrashSection({
  items,
  loading,
  failed,
  onRetry,
  busyId,
  onRestore,
}: {
  items: TrashedDocument[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  busyId: string | null;
  onRestore: (doc: TrashedDocument) => void;
}) {
  return (
    <section aria-labelledby="trash-heading" className="flex flex-col gap-3">
      <div>
        <h2 id="trash-heading" className="flex items-center gap-2 text-xl font-semibold">
          <Trash2 className="h-5 w-5 text-slate-500" aria-hidden="true" />
          Trash
        </h2>
        <p className="text-sm text-muted">
          Deleted documents stay here for {DOCUMENT_LIMITS.trashDays} days, then they are removed
          for good.
        </p>
      </div>
      {loading ? (
        <Skeleton className="h-16 w-full rounded-xl" />
      ) : failed ? (
        <p className="text-sm" role="alert">
          The trash could not be loaded.{' '}
          <Button variant="link" size="sm" onClick={onRetry}>
            Try again
          </Button>
        </p>
      ) : !items || items.length === 0 ? (
        <p className="text-sm text-muted">The trash is empty.</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {items.map((doc) => {
            const days = daysUntil(doc.purge_at);
            return (
              <li
                key={doc.id}
                className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
                aria-label={doc.title}
              >
                <div className="min-w-0">
                  <p className="font-medium break-words">{doc.title}</p>
                  <p className="text-xs text-muted">
                    {KIND_LABELS[doc.kind]} · deleted {relativeTime(doc.deleted_at)} · removed for
                    good in {days} {days === 1 ? 'day' : 'days'}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => onRestore(doc)}
                  disabled={busyId === doc.id}
                >
                  <RotateCcw className="h-4 w-4" aria-hidden="true" />
                  Restore
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
