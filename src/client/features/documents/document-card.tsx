import { Copy, FileText, Mail, PenLine, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { DocumentListItem } from '#shared/documents-api/documents-api.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import {
  KIND_LABELS,
  documentPath,
  relativeTime,
  targetJobText,
  thumbnailTemplateId,
} from './document-display.ts';

/** What the sharing feature adds to a card: a Share button and a line with the link's counts. */
export interface CardShare {
  action: ReactNode;
  status: ReactNode;
}

/**
 * One resume or letter on the documents page: its template's picture, title, kind, target
 * job and last edit, with Open, Rename, Duplicate and (but for the main resume) Delete.
 */
export function DocumentCard({
  doc,
  all,
  busyId,
  renderThumbnail,
  renderShare,
  onRename,
  onCopy,
  onDelete,
}: {
  doc: DocumentListItem;
  /** Every listed document, for the template a letter takes from its resume. */
  all: readonly DocumentListItem[];
  busyId: string | null;
  renderThumbnail: ((templateId: number) => ReactNode) | undefined;
  renderShare?: ((doc: DocumentListItem) => CardShare | null) | undefined;
  onRename: (doc: DocumentListItem) => void;
  onCopy: (doc: DocumentListItem) => void;
  onDelete: (doc: DocumentListItem) => void;
}) {
  const titleId = `document-${doc.id}-title`;
  const thumbnail = renderThumbnail?.(thumbnailTemplateId(doc, all));
  const target = targetJobText(doc.target_job);
  const busy = busyId === doc.id;
  const share = renderShare?.(doc) ?? null;
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
          {share?.status}
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
          {share?.action}
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
