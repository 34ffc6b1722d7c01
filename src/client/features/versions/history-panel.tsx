import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Eye, History, Loader2, Pencil, RotateCcw } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { ApiDocument } from '#shared/documents-api/documents-api.ts';
import {
  VERSION_LIMITS,
  VERSION_NOTICES,
  VERSION_REASON_LABELS,
  type VersionDetail,
  type VersionListItem,
} from '#shared/versions/versions-api.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogCancel, DialogContent } from '../../components/ui/dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { notify } from '../../lib/notify.ts';
import {
  defaultResumeId,
  getVersion,
  isRestoreConflict,
  listVersions,
  nameVersion,
  restoreVersion,
} from './versions-api.ts';

/** What an editor hands the History panel (composed at the route). */
export interface HistoryPanelProps {
  /** What the document is called in the panel's sentences. */
  noun: 'resume' | 'cover letter';
  /** The document's id; null for the default resume, whose id is looked up. */
  documentId: string | null;
  /** The document version the editor holds (0: nothing saved yet). */
  savedVersion: number;
  /** The document version the editor holds right now (it moves when `save` saves). */
  getSavedVersion: () => number;
  /** The editor has edits that are not saved. */
  dirty: boolean;
  /** Saves the editor's edits; false when that did not work (the editor says why). */
  save: () => Promise<boolean>;
  /** Shows a restored document in the editor. */
  onRestored: (document: ApiDocument) => void;
  /** The editor's own preview of a version. */
  renderPreview: (version: VersionDetail) => ReactNode;
}

const when = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

const versionsKey = (documentId: string | null) => ['versions', documentId] as const;

/**
 * History: the versions the server kept of a saved document, newest first, each with when
 * and why it was kept, its name, and what changed. A version can be named (named ones are
 * never deleted), previewed with the editor's own preview, and restored after a
 * confirmation: unsaved edits are saved first, and what the document holds now is kept as a
 * version, so a restore can be undone.
 */
export function HistoryPanel(props: HistoryPanelProps) {
  const headingId = useId();
  const lookup = useQuery({
    queryKey: ['default-resume-id'],
    queryFn: ({ signal }) => defaultResumeId(signal),
    enabled: props.documentId === null && props.savedVersion > 0,
    // Whose resume it is depends on who is signed in: never reused from an earlier mount.
    gcTime: 0,
  });
  const documentId = props.documentId ?? lookup.data ?? null;
  const list = useQuery({
    queryKey: [...versionsKey(documentId), props.savedVersion],
    queryFn: ({ signal }) => listVersions(documentId!, signal),
    enabled: documentId !== null && props.savedVersion > 0,
  });
  const [previewing, setPreviewing] = useState<VersionListItem | null>(null);
  const [restoring, setRestoring] = useState<VersionListItem | null>(null);

  let body: ReactNode;
  if (props.savedVersion === 0) {
    body = <p className="text-sm text-muted">Save your {props.noun} to start its history.</p>;
  } else if (list.isError || lookup.isError) {
    body = (
      <p role="alert" className="text-sm text-red-700">
        The history could not be loaded. {(list.error ?? lookup.error)?.message}
      </p>
    );
  } else if (!list.data) {
    body = (
      <p role="status" className="flex items-center gap-2 text-sm text-muted">
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
        Loading the history...
      </p>
    );
  } else {
    body = (
      <ol className="flex flex-col gap-3" aria-labelledby={headingId}>
        {list.data.map((version) => (
          <VersionRow
            key={version.id}
            documentId={documentId!}
            version={version}
            onPreview={() => setPreviewing(version)}
            onRestore={() => setRestoring(version)}
          />
        ))}
      </ol>
    );
  }

  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-4">
      <div>
        <h2
          id={headingId}
          className="flex items-center gap-2 text-xl font-semibold tracking-tight text-ink"
        >
          <History className="h-5 w-5" aria-hidden="true" />
          History
        </h2>
        <p className="mt-1 text-sm text-muted">
          A version is kept when a save changes your {props.noun} (saves within ten minutes count as
          one), on an import, on a template change and before a restore. The newest{' '}
          {VERSION_LIMITS.keep} are kept, and every version you name.
        </p>
      </div>
      {body}
      {previewing && documentId ? (
        <PreviewDialog
          documentId={documentId}
          version={previewing}
          renderPreview={props.renderPreview}
          onClose={() => setPreviewing(null)}
          onRestore={() => {
            setRestoring(previewing);
            setPreviewing(null);
          }}
        />
      ) : null}
      {restoring && documentId ? (
        <RestoreDialog
          {...props}
          documentId={documentId}
          version={restoring}
          onClose={() => setRestoring(null)}
        />
      ) : null}
    </section>
  );
}

function VersionRow({
  documentId,
  version,
  onPreview,
  onRestore,
}: {
  documentId: string;
  version: VersionListItem;
  onPreview: () => void;
  onRestore: () => void;
}) {
  const [naming, setNaming] = useState(false);
  const label = `${version.name ? `“${version.name}”, ` : ''}${when(version.created_at)}`;
  return (
    <li
      className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3"
      data-testid="history-version"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="min-w-0 text-sm font-medium break-words text-ink">
          {version.name ? <span className="font-semibold">{version.name} · </span> : null}
          <time dateTime={version.created_at}>{when(version.created_at)}</time>
        </p>
        <p className="text-xs font-medium tracking-wide text-muted uppercase">
          {VERSION_REASON_LABELS[version.reason]}
        </p>
      </div>
      <p className="text-sm break-words text-slate-700">
        {version.summary.length > 0 ? version.summary.join(' · ') : VERSION_NOTICES.noChanges}
      </p>
      {naming ? (
        <NameForm documentId={documentId} version={version} onDone={() => setNaming(false)} />
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={onPreview} aria-label={`Preview ${label}`}>
            <Eye className="h-4 w-4" aria-hidden="true" />
            Preview
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => setNaming(true)}
            aria-label={`Name ${label}`}
          >
            <Pencil className="h-4 w-4" aria-hidden="true" />
            {version.name ? 'Rename' : 'Name'}
          </Button>
          <Button variant="outline" size="sm" onClick={onRestore} aria-label={`Restore ${label}`}>
            <RotateCcw className="h-4 w-4" aria-hidden="true" />
            Restore
          </Button>
        </div>
      )}
    </li>
  );
}

function NameForm({
  documentId,
  version,
  onDone,
}: {
  documentId: string;
  version: VersionListItem;
  onDone: () => void;
}) {
  const inputId = useId();
  const queryClient = useQueryClient();
  const [name, setName] = useState(version.name ?? '');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await nameVersion(documentId, version.id, name.trim() === '' ? null : name);
      await queryClient.invalidateQueries({ queryKey: versionsKey(documentId) });
      notify.success(VERSION_NOTICES.named);
      onDone();
    } catch (error) {
      notify.error('The name was not saved', error instanceof Error ? error.message : undefined);
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-2">
      <Label htmlFor={inputId}>Version name</Label>
      <Input
        id={inputId}
        value={name}
        maxLength={VERSION_LIMITS.name}
        onChange={(e) => setName(e.target.value)}
        placeholder="e.g. Sent to Acme"
        autoFocus
      />
      <p className="text-xs text-muted">
        A named version is never deleted. Leave blank to remove the name.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={busy}>
          Save name
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function PreviewDialog({
  documentId,
  version,
  renderPreview,
  onClose,
  onRestore,
}: {
  documentId: string;
  version: VersionListItem;
  renderPreview: HistoryPanelProps['renderPreview'];
  onClose: () => void;
  onRestore: () => void;
}) {
  const detail = useQuery({
    queryKey: ['version', documentId, version.id, version.updated_at],
    queryFn: ({ signal }) => getVersion(documentId, version.id, signal),
  });
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        title={`Version of ${when(version.created_at)}`}
        description={`${VERSION_REASON_LABELS[version.reason]}${version.name ? ` · ${version.name}` : ''}`}
        className="max-w-3xl bg-slate-50"
      >
        <div className="flex flex-col gap-4" data-testid="version-preview">
          {detail.data ? (
            renderPreview(detail.data)
          ) : detail.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {detail.error.message}
            </p>
          ) : (
            <p role="status" className="flex items-center gap-2 text-sm text-muted">
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
              Loading this version...
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <DialogCancel />
            <Button onClick={onRestore} disabled={!detail.data}>
              <RotateCcw className="h-4 w-4" aria-hidden="true" />
              Restore this version
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function RestoreDialog({
  noun,
  documentId,
  version,
  dirty,
  save,
  getSavedVersion,
  onRestored,
  onClose,
}: HistoryPanelProps & { documentId: string; version: VersionListItem; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const restore = async () => {
    setBusy(true);
    try {
      // Unsaved edits go into the history too: saved first, then kept before the restore.
      if (dirty && !(await save())) return;
      const document = await restoreVersion(documentId, version.id, getSavedVersion());
      onRestored(document);
      await queryClient.invalidateQueries({ queryKey: versionsKey(documentId) });
      notify.success(
        VERSION_NOTICES.restored,
        `Your ${noun} is back to the version of ${when(version.created_at)}.`,
      );
      onClose();
    } catch (error) {
      notify.error(
        'The version was not restored',
        isRestoreConflict(error)
          ? VERSION_NOTICES.conflict
          : error instanceof Error
            ? error.message
            : undefined,
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onOpenChange={(open) => (open || busy ? undefined : onClose())}>
      <DialogContent
        title="Restore this version?"
        description={`The version of ${when(version.created_at)} replaces what your ${noun} holds now. What it holds now is kept in the history, so you can go back.`}
      >
        {dirty ? (
          <p className="mb-4 text-sm text-slate-700">Your unsaved changes are saved first.</p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <DialogCancel />
          <Button onClick={() => void restore()} disabled={busy}>
            {busy ? (
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
            ) : (
              <RotateCcw className="h-4 w-4" aria-hidden="true" />
            )}
            Restore
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
