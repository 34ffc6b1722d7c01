import { FingerprintPattern, LoaderCircle } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import {
  PASSKEY_ERROR_CODES,
  PASSKEY_NAME_MAX_LENGTH,
  PASSKEY_NOTICES,
} from '#shared/auth/passkey-notices.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogCancel, DialogContent } from '../../../components/ui/dialog.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { notify } from '../../../lib/notify.ts';
import { apiRequest, tooManyAttemptsText, type ApiRefusal } from '../auth-request.ts';
import type { CeremonyResult, Passkey } from '../passkey-ceremonies.ts';
import { passkeysSupported } from '../passkey-support.ts';
import { SecurityCard } from './security-card.tsx';
import { SecurityListRow } from './security-list-row.tsx';
import { StepActions } from './step-actions.tsx';
import { useOneFieldForm } from './use-one-field-form.ts';

const ADDED = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

function fetchPasskeys() {
  return apiRequest<Passkey[]>('/api/auth/passkey/list-user-passkeys');
}

/** What the list shows for a passkey (the server names every new one; old rows may lack it). */
function labelOf(passkey: Passkey): string {
  return passkey.name?.trim() || 'Passkey';
}

/** Why a name will not do, before it is sent; null when it will. */
function nameProblem(name: string, required: boolean): string | null {
  if (required && !name.trim()) return 'Enter a name for the passkey.';
  return name.trim().length > PASSKEY_NAME_MAX_LENGTH ? PASSKEY_NOTICES.nameTooLong.text : null;
}

/** The text for a refused passkey request: the server's reason where it has one of ours. */
function refusalText(failure: ApiRefusal, fallback: string): string {
  if (failure.status === 429) return tooManyAttemptsText(failure.retryAfter ?? 60);
  if (failure.code === 'SESSION_NOT_FRESH') return PASSKEY_NOTICES.signInAgain.text;
  if (
    failure.code === PASSKEY_ERROR_CODES.nameTooLong ||
    failure.code === PASSKEY_ERROR_CODES.userNotVerified
  ) {
    return failure.message;
  }
  return fallback;
}

/**
 * Passkeys: sign in with the device's screen lock (fingerprint, face, PIN) or a password
 * manager instead of the password. Lists the account's passkeys (name, date added); adds one
 * (an optional name; the server names it after the password manager or browser otherwise),
 * renames one, removes one after a confirmation. The browser's passkey code loads only when
 * a passkey is added.
 */
export function PasskeysCard() {
  const [supported] = useState(passkeysSupported);
  const [passkeys, setPasskeys] = useState<Passkey[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);

  const apply = useCallback((res: Awaited<ReturnType<typeof fetchPasskeys>>) => {
    if (res.ok) {
      // In the order they were added.
      setPasskeys([...res.data].sort((a, b) => a.createdAt.localeCompare(b.createdAt)));
      setFailed(false);
    } else {
      console.error('Could not list passkeys:', res.code, res.message);
      setFailed(true);
    }
  }, []);
  const load = useCallback(async () => apply(await fetchPasskeys()), [apply]);

  useEffect(() => {
    let cancelled = false;
    void fetchPasskeys().then((res) => {
      if (!cancelled) apply(res);
    });
    return () => {
      cancelled = true;
    };
  }, [apply]);

  return (
    <SecurityCard
      icon={FingerprintPattern}
      title="Passkeys"
      description={
        <>
          Sign in without your password, using your fingerprint, face or screen lock. A passkey
          stays on your device or in your password manager.
          {supported ? null : (
            <span className="mt-1 block">This browser cannot create passkeys here.</span>
          )}
        </>
      }
      aside={
        adding ? null : (
          <Button size="sm" disabled={!supported} onClick={() => setAdding(true)}>
            Add a passkey
          </Button>
        )
      }
    >
      {adding ? (
        <AddPasskeyStep
          onDone={(added) => {
            setAdding(false);
            if (added) void load();
          }}
        />
      ) : null}
      {failed ? (
        <p role="alert" className="text-sm text-red-700">
          Your passkeys could not be loaded.{' '}
          <button type="button" className="font-medium underline" onClick={() => void load()}>
            Try again
          </button>
        </p>
      ) : !passkeys ? (
        <div className="space-y-3" aria-busy="true" aria-label="Loading passkeys">
          <Skeleton className="h-14 w-full" />
        </div>
      ) : passkeys.length === 0 ? (
        adding ? null : (
          <p className="text-sm text-muted">You have no passkeys yet.</p>
        )
      ) : (
        <ul
          className={
            'divide-y divide-slate-200 rounded-lg border border-slate-200' + (adding ? ' mt-4' : '')
          }
          aria-label="Passkeys"
        >
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="p-4">
              {renaming === passkey.id ? (
                <RenameStep
                  passkey={passkey}
                  onDone={(renamed) => {
                    setRenaming(null);
                    if (renamed) void load();
                  }}
                />
              ) : (
                <SecurityListRow
                  icon={FingerprintPattern}
                  title={labelOf(passkey)}
                  detail={`Added ${ADDED.format(new Date(passkey.createdAt))}`}
                  actions={
                    <>
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={`Rename ${labelOf(passkey)}`}
                        onClick={() => setRenaming(passkey.id)}
                      >
                        Rename
                      </Button>
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={`Remove ${labelOf(passkey)}`}
                        onClick={() => setRemoving(passkey)}
                      >
                        Remove
                      </Button>
                    </>
                  }
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <RemoveDialog
        passkey={removing}
        onClose={(removed) => {
          setRemoving(null);
          if (removed) void load();
        }}
      />
    </SecurityCard>
  );
}

/** The notice for a passkey that was not added, and the text under the name field (or null). */
function addFailure(result: Exclude<CeremonyResult<Passkey>, { ok: true }>): string | null {
  switch (result.reason) {
    case 'cancelled':
      // The person closed the browser's prompt: say so calmly, keep the step open.
      notify.info(PASSKEY_NOTICES.addCancelled.title, PASSKEY_NOTICES.addCancelled.text);
      return null;
    case 'exists':
      notify.info(PASSKEY_NOTICES.alreadyAdded.title, PASSKEY_NOTICES.alreadyAdded.text);
      return null;
    case 'server':
      console.error('Adding a passkey failed:', result.failure.code, result.failure.message);
      return refusalText(result.failure, PASSKEY_NOTICES.addFailed.text);
    default:
      console.error('Adding a passkey failed:', result.error.name, result.error.message);
      return PASSKEY_NOTICES.addFailed.text;
  }
}

/** Asks for an optional name, then hands over to the browser's passkey prompt. */
function AddPasskeyStep({ onDone }: { onDone: (added: boolean) => void }) {
  const { field, busy, submit } = useOneFieldForm(
    (name) => nameProblem(name, false),
    async (name) => {
      const { addPasskey } = await import('../passkey-ceremonies.ts');
      const result = await addPasskey(name.trim());
      if (result.ok) {
        notify.success(PASSKEY_NOTICES.added.title, PASSKEY_NOTICES.added.text);
        onDone(true);
        return null;
      }
      return addFailure(result);
    },
  );
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="space-y-4 rounded-lg bg-slate-50 p-4"
      aria-label="Add a passkey"
    >
      <p className="text-sm font-medium text-ink">Add a passkey</p>
      <TextField
        {...field}
        label="Passkey name (optional)"
        hint="Leave blank to name it after your password manager or browser."
        autoComplete="off"
        maxLength={PASSKEY_NAME_MAX_LENGTH}
        autoFocus
        className="max-w-sm"
      />
      <StepActions busy={busy} submitLabel="Continue" onCancel={() => onDone(false)} />
    </form>
  );
}

function RenameStep({ passkey, onDone }: { passkey: Passkey; onDone: (renamed: boolean) => void }) {
  const { field, busy, submit } = useOneFieldForm(
    (name) => nameProblem(name, true),
    async (name) => {
      const res = await apiRequest('/api/auth/passkey/update-passkey', {
        body: { id: passkey.id, name: name.trim() },
      });
      if (res.ok) {
        notify.success(PASSKEY_NOTICES.renamed.title, PASSKEY_NOTICES.renamed.text);
        onDone(true);
        return null;
      }
      console.error('Renaming a passkey failed:', res.code, res.message);
      return refusalText(res, PASSKEY_NOTICES.renameFailed.text);
    },
    passkey.name ?? '',
  );
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="space-y-4"
      aria-label={`Rename ${labelOf(passkey)}`}
    >
      <TextField
        {...field}
        label="Passkey name"
        autoComplete="off"
        maxLength={PASSKEY_NAME_MAX_LENGTH}
        autoFocus
        className="max-w-sm"
      />
      <StepActions busy={busy} submitLabel="Save" onCancel={() => onDone(false)} />
    </form>
  );
}

/** Asks before a passkey is removed: signing in with it stops working at once. */
function RemoveDialog({
  passkey,
  onClose,
}: {
  passkey: Passkey | null;
  onClose: (removed: boolean) => void;
}) {
  const [busy, setBusy] = useState(false);

  async function remove(target: Passkey) {
    setBusy(true);
    const res = await apiRequest('/api/auth/passkey/delete-passkey', { body: { id: target.id } });
    setBusy(false);
    if (res.ok) {
      notify.success(PASSKEY_NOTICES.removed.title, PASSKEY_NOTICES.removed.text);
      onClose(true);
      return;
    }
    console.error('Removing a passkey failed:', res.code, res.message);
    notify.error(
      PASSKEY_NOTICES.removeFailed.title,
      refusalText(res, PASSKEY_NOTICES.removeFailed.text),
    );
  }

  return (
    <Dialog open={passkey !== null} onOpenChange={(open) => !open && !busy && onClose(false)}>
      {passkey ? (
        <DialogContent
          title="Remove this passkey?"
          description={`You will no longer be able to sign in with “${labelOf(passkey)}”. You can also delete it from your device or password manager.`}
          className="max-w-md"
        >
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogCancel />
            <Button
              variant="danger"
              disabled={busy}
              aria-busy={busy}
              onClick={() => void remove(passkey)}
            >
              {busy ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
              Remove passkey
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
