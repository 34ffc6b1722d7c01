import { Loader2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import {
  DOCUMENT_LIMITS,
  documentTitleSchema,
  type DocumentKind,
  type DocumentListItem,
} from '#shared/documents-api/documents-api.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog.tsx';
import { Input, NativeSelect } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';

function titleError(value: string): string | null {
  const parsed = documentTitleSchema.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Not a valid title.');
}

function TitleField({
  value,
  onChange,
  error,
  label = 'Title',
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  label?: string;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        value={value}
        maxLength={DOCUMENT_LIMITS.title}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        autoComplete="off"
        required
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Rename: the new title, checked with the shared rule before it is sent. */
export function RenameDialog({
  doc,
  onRename,
  onClose,
}: {
  doc: DocumentListItem;
  /** Resolves when saved; rejects (the dialog stays open) when not. */
  onRename: (title: string) => Promise<void>;
  onClose: () => void;
}) {
  const [title, setTitle] = useState(doc.title);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = titleError(title);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await onRename(title.trim());
      onClose();
    } catch {
      // The notice says what went wrong; the dialog keeps the typed title.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title="Rename document" className="max-w-md">
        <form className="flex flex-col gap-5" onSubmit={(e) => void submit(e)} noValidate>
          <TitleField value={title} onChange={setTitle} error={error} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={busy}>
              {busy ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
              Save title
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

const NEW_TITLES: Record<DocumentKind, string> = {
  resume: 'Untitled resume',
  cover_letter: 'Untitled cover letter',
};

/**
 * New resume / New cover letter: a title and, for a letter, the resume it goes with
 * (its look and its target job).
 */
export function NewDocumentDialog({
  kind,
  resumes,
  onCreate,
  onClose,
}: {
  kind: DocumentKind;
  /** The caller's resumes, for a letter's link; the default one first. */
  resumes: readonly DocumentListItem[];
  onCreate: (input: { title: string; linkedResumeId: string | null }) => Promise<void>;
  onClose: () => void;
}) {
  const [title, setTitle] = useState(NEW_TITLES[kind]);
  const [linked, setLinked] = useState<string>(resumes[0]?.id ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const selectId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = titleError(title);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await onCreate({ title: title.trim(), linkedResumeId: linked || null });
    } catch {
      setBusy(false);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        title={kind === 'resume' ? 'New resume' : 'New cover letter'}
        description={
          kind === 'resume'
            ? 'An empty resume, edited with the same builder. Give it a name you will recognise, such as the job it is for.'
            : 'A letter that takes its look and target job from the resume it goes with.'
        }
        className="max-w-md"
      >
        <form className="flex flex-col gap-5" onSubmit={(e) => void submit(e)} noValidate>
          <TitleField value={title} onChange={setTitle} error={error} />
          {kind === 'cover_letter' ? (
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={selectId}>Resume it goes with</Label>
              <NativeSelect
                id={selectId}
                value={linked}
                onChange={(e) => setLinked(e.target.value)}
              >
                <option value="">No resume</option>
                {resumes.map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.title}
                    {r.is_default ? ' (main resume)' : ''}
                  </option>
                ))}
              </NativeSelect>
            </div>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={busy}>
              {busy ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
              {kind === 'resume' ? 'Create resume' : 'Create cover letter'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
