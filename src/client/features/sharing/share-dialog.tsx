import { Check, Copy, Link2, Loader2 } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import {
  SHARE_LIMITS,
  countsText,
  shareSlugSchema,
  type ShareBody,
  type ShareSettings,
} from '#shared/sharing/sharing-api.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { notify } from '../../lib/notify.ts';
import { useRevokeShare, useSaveShare, useShare, useShares } from './sharing-queries.ts';

const errorText = (error: unknown) =>
  error instanceof Error ? error.message : 'Something went wrong. Please try again.';

/** A switch with its label and a line that says what it does. */
function Toggle({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="flex flex-col">
        <Label htmlFor={id}>{label}</Label>
        <span id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </span>
      </div>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onChange}
        aria-describedby={`${id}-hint`}
      />
    </div>
  );
}

/** The link with a Copy button that says so, visibly and to screen readers, when it copied. */
function LinkField({ url }: { url: string }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>Public link</Label>
      <div className="flex gap-2">
        <Input id={id} value={url} readOnly onFocus={(e) => e.currentTarget.select()} />
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            void navigator.clipboard.writeText(url).then(
              () => {
                setCopied(true);
                setTimeout(() => setCopied(false), 4000);
              },
              () => notify.error('Could not copy', 'Select the link and copy it yourself.'),
            );
          }}
        >
          {copied ? (
            <Check className="h-4 w-4" aria-hidden="true" />
          ) : (
            <Copy className="h-4 w-4" aria-hidden="true" />
          )}
          Copy link
        </Button>
      </div>
      <p role="status" className="min-h-5 text-sm font-medium text-emerald-700">
        {copied ? 'Link copied to the clipboard.' : ''}
      </p>
    </div>
  );
}

function Counts({ settings }: { settings: ShareSettings }) {
  const { counts } = settings;
  return (
    <div className="flex flex-col gap-1 rounded-lg bg-slate-50 p-3 text-sm">
      <p className="font-medium" data-testid="share-dialog-counts">
        {countsText(counts)}
      </p>
      <p className="text-muted">
        Each visitor counts once a day. No addresses or cookies are kept.
      </p>
      {counts.days.length > 0 ? (
        <table className="mt-1 w-full text-left">
          <caption className="sr-only">Views and downloads in the last 30 days</caption>
          <thead>
            <tr className="text-muted">
              <th scope="col" className="font-medium">
                Day
              </th>
              <th scope="col" className="font-medium">
                Views
              </th>
              <th scope="col" className="font-medium">
                Downloads
              </th>
            </tr>
          </thead>
          <tbody>
            {counts.days.slice(0, 7).map((d) => (
              <tr key={d.day}>
                <td>
                  {new Date(`${d.day}T00:00:00Z`).toLocaleDateString(undefined, {
                    timeZone: 'UTC',
                    dateStyle: 'medium',
                  })}
                </td>
                <td>{d.views}</td>
                <td>{d.downloads}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}

/**
 * Share a resume: create its public link with the chosen settings (a password, Download
 * PDF, search engines, a link name of the owner's own), copy it, see its counts, change the
 * settings, or stop sharing after a confirmation.
 */
export function ShareDialog({
  userId,
  documentId,
  title,
  onClose,
}: {
  userId: string;
  documentId: string;
  title: string;
  onClose: () => void;
}) {
  const list = useShares(userId);
  const shared = list.data?.some((s) => s.document_id === documentId) ?? false;
  // Only a shared document's settings are read: an unshared one has none (a 404).
  const share = useShare(userId, documentId, shared);
  const settings = shared ? share.data : undefined;
  const failed = list.error ?? (shared ? share.error : null);

  let body: ReactNode;
  if (list.isPending || (shared && share.isPending)) {
    body = (
      <p className="flex items-center gap-2 text-sm text-muted" aria-busy="true">
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> Loading the link…
      </p>
    );
  } else if (failed) {
    body = (
      <p role="alert" className="text-sm text-red-700">
        {errorText(failed)}
      </p>
    );
  } else {
    body = (
      <ShareForm
        key={settings?.updated_at ?? 'new'}
        userId={userId}
        documentId={documentId}
        settings={settings ?? null}
      />
    );
  }
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        title={`Share “${title}”`}
        description="Anyone with the link can see this resume as a web page, without signing in."
        className="max-w-lg"
      >
        {body}
      </DialogContent>
    </Dialog>
  );
}

function ShareForm({
  userId,
  documentId,
  settings,
}: {
  userId: string;
  documentId: string;
  settings: ShareSettings | null;
}) {
  const save = useSaveShare(userId, documentId);
  const revoke = useRevokeShare(userId, documentId);
  const [usePassword, setUsePassword] = useState(settings?.has_password ?? false);
  const [password, setPassword] = useState('');
  const [allowDownload, setAllowDownload] = useState(settings?.allow_download ?? true);
  const [allowIndexing, setAllowIndexing] = useState(settings?.allow_indexing ?? false);
  const [slug, setSlug] = useState(
    settings?.slug && /^[a-z0-9-]+$/.test(settings.slug) ? settings.slug : '',
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmStop, setConfirmStop] = useState(false);
  const passwordId = useId();
  const slugId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    const body: ShareBody = { allow_download: allowDownload, allow_indexing: allowIndexing };
    if (!usePassword) body.password = null;
    else if (password !== '') body.password = password;
    else if (!settings?.has_password) {
      setProblem(
        `Enter a password of at least ${SHARE_LIMITS.passwordMin} characters, or turn the password off.`,
      );
      return;
    }
    const wanted = slug.trim();
    if (wanted !== '' && wanted !== settings?.slug) {
      const parsed = shareSlugSchema.safeParse(wanted);
      if (!parsed.success) {
        setProblem(parsed.error.issues[0]?.message ?? 'Not a valid link name.');
        return;
      }
      body.slug = parsed.data;
    }
    try {
      await save.mutateAsync(body);
      setPassword('');
      notify.success(
        settings ? 'Link updated' : 'Link created',
        settings ? undefined : 'Copy it and send it to whoever should see your resume.',
      );
    } catch (error) {
      setProblem(errorText(error));
    }
  }

  async function stop() {
    try {
      await revoke.mutateAsync();
      notify.success('Sharing stopped', 'The link no longer works.');
    } catch (error) {
      setProblem(errorText(error));
    }
  }

  return (
    <form className="flex flex-col gap-5" onSubmit={(e) => void submit(e)} noValidate>
      {settings ? <LinkField url={settings.url} /> : null}
      {settings ? <Counts settings={settings} /> : null}

      <Toggle
        label="Require a password"
        hint="Visitors see nothing of the resume until they enter it."
        checked={usePassword}
        onChange={setUsePassword}
      />
      {usePassword ? (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={passwordId}>
            {settings?.has_password ? 'New password (optional)' : 'Password'}
          </Label>
          <Input
            id={passwordId}
            type="password"
            autoComplete="new-password"
            value={password}
            maxLength={SHARE_LIMITS.passwordMax}
            onChange={(e) => setPassword(e.target.value)}
            placeholder={settings?.has_password ? 'Leave empty to keep the current one' : ''}
          />
        </div>
      ) : null}
      <Toggle
        label="Allow Download PDF"
        hint="Visitors can save the resume as a PDF."
        checked={allowDownload}
        onChange={setAllowDownload}
      />
      <Toggle
        label="Allow search engines"
        hint="Off: the page asks search engines not to list it."
        checked={allowIndexing}
        onChange={setAllowIndexing}
      />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={slugId}>Link name (optional)</Label>
        <Input
          id={slugId}
          value={slug}
          maxLength={SHARE_LIMITS.slugMax}
          onChange={(e) => setSlug(e.target.value)}
          placeholder="for example jane-doe-engineer"
          aria-describedby={`${slugId}-hint`}
          autoComplete="off"
        />
        <span id={`${slugId}-hint`} className="text-sm text-muted">
          Lowercase letters, digits and hyphens. Left empty, the link gets a random name nobody can
          guess.
        </span>
      </div>

      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        {settings ? (
          confirmStop ? (
            <div
              className="flex flex-col gap-2 rounded-lg border border-red-200 bg-red-50 p-3"
              role="group"
              aria-label="Stop sharing"
            >
              <p className="text-sm">The link stops working at once. Stop sharing this resume?</p>
              <div className="flex gap-2">
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() => setConfirmStop(false)}
                >
                  Keep sharing
                </Button>
                <Button
                  type="button"
                  size="sm"
                  className="bg-red-700 hover:bg-red-800"
                  onClick={() => void stop()}
                  disabled={revoke.isPending}
                >
                  Yes, stop sharing
                </Button>
              </div>
            </div>
          ) : (
            <Button type="button" variant="ghost" onClick={() => setConfirmStop(true)}>
              Stop sharing
            </Button>
          )
        ) : (
          <span />
        )}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? (
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
          ) : (
            <Link2 className="h-4 w-4" aria-hidden="true" />
          )}
          {settings ? 'Save changes' : 'Create link'}
        </Button>
      </div>
    </form>
  );
}
