import { RotateCcw, Trash2 } from 'lucide-react';
import { DOCUMENT_LIMITS, type TrashedDocument } from '#shared/documents-api/documents-api.ts';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { KIND_LABELS, daysUntil, relativeTime } from './document-display.ts';

/** The trash: what was deleted, when, and how long until it goes for good; each with Restore. */
export function TrashSection({
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
