import { Share2 } from 'lucide-react';
import { useState } from 'react';
import { countsText } from '#shared/sharing/sharing-api.ts';
import { Button } from '../../components/ui/button.tsx';
import { useShares } from './sharing-queries.ts';
import { ShareDialog } from './share-dialog.tsx';

interface SharedDocument {
  id: string;
  title: string;
}

/** The Share button of a resume's card; it opens the share dialog. */
export function ShareButton({ userId, doc }: { userId: string; doc: SharedDocument }) {
  const [open, setOpen] = useState(false);
  const shared = useShares(userId).data?.some((s) => s.document_id === doc.id) ?? false;
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <Share2 className="h-4 w-4" aria-hidden="true" />
        {shared ? 'Sharing' : 'Share'}
      </Button>
      {open ? (
        <ShareDialog
          userId={userId}
          documentId={doc.id}
          title={doc.title}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

/** "Public link · 12 views · 3 downloads" on a shared resume's card; nothing when not shared. */
export function ShareStatus({ userId, documentId }: { userId: string; documentId: string }) {
  const summary = useShares(userId).data?.find((s) => s.document_id === documentId);
  if (!summary) return null;
  return (
    <p className="text-sm text-muted" data-testid="share-status">
      <span className="font-medium text-ink">Public link</span>
      {summary.has_password ? ' (password)' : ''} · {countsText(summary)}
    </p>
  );
}
