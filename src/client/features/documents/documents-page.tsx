import { FilePlus2, Mail } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { DocumentListItem } from '#shared/documents-api/documents-api.ts';
import { LoadFailedCard } from '../../components/load-failed-card.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useDocumentList, useTrash } from './api/documents-queries.ts';
import { DocumentCard, type CardShare } from './document-card.tsx';
import { NewDocumentDialog, RenameDialog } from './document-dialogs.tsx';
import { TrashSection } from './trash-section.tsx';
import { useDocumentActions } from './use-document-actions.ts';

/** What the page needs from the templates feature (composed in at the route). */
export interface DocumentsPageSlots {
  /** The template's page as a small picture; null when the id is not in the catalogue. */
  renderThumbnail?: (templateId: number) => ReactNode;
  /**
   * Tailor a copy for another job: the dialog that asks which job the copy of `resume` is for
   * and makes it (the applications feature).
   */
  renderTailorDialog: (resume: DocumentListItem, onClose: () => void) => ReactNode;
  /**
   * A document's public link (the sharing feature): its Share button for the card's actions
   * and a line with its counts for the card; null for a document that cannot be shared.
   */
  renderShare?: (doc: DocumentListItem) => CardShare | null;
}

/**
 * /documents: the signed-in user's resumes and cover letters with their template,
 * target job and last edit; new, open, rename, 'Tailor a copy for another job' (a resume's
 * copy for a job the person names) or Duplicate (a letter), delete with Undo, and the trash
 * (30 days) with restore.
 */
export function DocumentsPage({
  userId,
  renderThumbnail,
  renderTailorDialog,
  renderShare,
}: DocumentsPageSlots & { userId: string }) {
  const list = useDocumentList(userId);
  const trash = useTrash(userId);
  const actions = useDocumentActions(userId);
  const { creating, renaming } = actions;
  const [tailoring, setTailoring] = useState<DocumentListItem | null>(null);

  const documents = list.data ?? [];
  const resumes = [...documents.filter((d) => d.kind === 'resume')].sort(
    (a, b) => Number(b.is_default) - Number(a.is_default),
  );
  const letters = documents.filter((d) => d.kind === 'cover_letter');
  const hasDefault = resumes.some((d) => d.is_default);

  const cardProps = {
    all: documents,
    busyId: actions.busyId,
    renderThumbnail,
    renderShare,
    onRename: actions.setRenaming,
    // A resume's copy is made for a job the person names; a letter is duplicated as it is.
    onCopy: (doc: DocumentListItem) =>
      doc.kind === 'resume' ? setTailoring(doc) : void actions.copy(doc),
    onDelete: (doc: DocumentListItem) => void actions.remove(doc),
  };
  /** One list item with a card per document. */
  const cards = (docs: DocumentListItem[]) =>
    docs.map((doc) => (
      <li key={doc.id}>
        <DocumentCard doc={doc} {...cardProps} />
      </li>
    ));

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
            <Button onClick={() => actions.setCreating('resume')}>
              <FilePlus2 className="h-4 w-4" aria-hidden="true" />
              New resume
            </Button>
            <Button variant="outline" onClick={() => actions.setCreating('cover_letter')}>
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
          <LoadFailedCard
            title="Your documents could not be loaded."
            error={list.error}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
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
                {cards(resumes)}
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
                <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">{cards(letters)}</ul>
              )}
            </section>
          </>
        )}

        <TrashSection
          items={trash.data}
          loading={trash.isPending}
          failed={trash.isError}
          onRetry={() => void trash.refetch()}
          busyId={actions.busyId}
          onRestore={(doc) => void actions.restoreDocument(doc)}
        />
      </div>

      {creating ? (
        <NewDocumentDialog
          kind={creating}
          resumes={resumes}
          onClose={() => actions.setCreating(null)}
          onCreate={({ title, linkedResumeId }) =>
            actions.createDocument(creating, title, linkedResumeId)
          }
        />
      ) : null}
      {tailoring ? renderTailorDialog(tailoring, () => setTailoring(null)) : null}
      {renaming ? (
        <RenameDialog
          doc={renaming}
          onClose={() => actions.setRenaming(null)}
          onRename={(title) => actions.rename(renaming, title)}
        />
      ) : null}
    </div>
  );
}
