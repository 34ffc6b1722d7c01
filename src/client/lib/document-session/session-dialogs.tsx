import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import type { DocumentSession } from './use-document-session.ts';

function when(time: string | number | null): string {
  if (time === null || time === 0) return '';
  const date = new Date(time);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

function Choice({ title, detail, time }: { title: string; detail: string; time: string }) {
  return (
    <div className="rounded-lg border border-slate-200 p-3">
      <p className="text-sm font-semibold">{title}</p>
      <p className="text-sm text-muted">{detail}</p>
      {time ? <p className="mt-1 text-xs text-muted">{time}</p> : null}
    </div>
  );
}

/** Two versions of the document and the two ways out; closing decides nothing. */
function ChoiceDialog({
  title,
  description,
  first,
  second,
  secondaryLabel,
  onSecondary,
  primaryLabel,
  onPrimary,
  onClose,
}: {
  title: string;
  description: string;
  first: { title: string; detail: string; time: string };
  second: { title: string; detail: string; time: string };
  secondaryLabel: string;
  onSecondary: () => void;
  primaryLabel: string;
  onPrimary: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open onOpenChange={(o) => (o ? undefined : onClose())}>
      <DialogContent title={title} description={description} className="max-w-lg">
        <div className="flex flex-col gap-3">
          <Choice {...first} />
          <Choice {...second} />
        </div>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onSecondary}>
            {secondaryLabel}
          </Button>
          <Button onClick={onPrimary}>{primaryLabel}</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** In-app navigation with unsaved changes (see use-leave-guard.ts). */
function LeaveDialog({
  open,
  onStay,
  onLeave,
}: {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(o) => (o ? undefined : onStay())}>
      <DialogContent
        title="Leave without saving?"
        description="You have unsaved changes. They stay in this browser, but they are not saved to your account yet."
        className="max-w-md"
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onLeave}>
            Leave
          </Button>
          <Button onClick={onStay}>Stay on this page</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The session's questions: leaving with unsaved changes; a 409 on save (nothing is
 * overwritten without the person choosing); and a copy from this browser offered instead
 * of the saved document.
 */
export function SessionDialogs<T>({ session }: { session: DocumentSession<T> }) {
  const { leave, conflict, offer, texts } = session;
  return (
    <>
      <LeaveDialog open={leave.pending} onStay={leave.stay} onLeave={leave.leave} />
      {conflict ? (
        <ChoiceDialog
          title={texts.conflictTitle}
          description="It was saved from another tab or device after you started editing here. Choose which version to keep."
          first={{
            title: 'Your version (this tab)',
            detail: texts.describe(session.current),
            time: texts.mineNote ?? '',
          }}
          second={{
            title: 'The saved version',
            detail: texts.describe(conflict.saved.value),
            time: conflict.saved.updatedAt ? `Saved ${when(conflict.saved.updatedAt)}` : '',
          }}
          secondaryLabel="Load the saved one"
          onSecondary={conflict.loadSaved}
          primaryLabel="Keep mine and overwrite"
          onPrimary={conflict.keepMine}
          onClose={conflict.close}
        />
      ) : null}
      {offer && texts.offer ? (
        <ChoiceDialog
          title={texts.offer.title}
          description={texts.offer.description}
          first={{
            title: texts.offer.copyLabel,
            detail: texts.describe(offer.copy.value),
            time: offer.copy.savedAt ? `Last edited ${when(offer.copy.savedAt)}` : '',
          }}
          second={{
            title: texts.offer.savedLabel,
            detail: texts.describe(session.saved.value),
            time: session.saved.updatedAt ? `Saved ${when(session.saved.updatedAt)}` : '',
          }}
          secondaryLabel={texts.offer.keepSaved}
          onSecondary={offer.keepSaved}
          primaryLabel={texts.offer.keepCopy}
          onPrimary={offer.keepOffered}
          onClose={offer.close}
        />
      ) : null}
    </>
  );
}
