import { Loader2 } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import {
  DOCUMENT_LIMITS,
  documentTitleSchema,
  type DocumentKind,
  type DocumentListItem,
} from '#shared/documents-api/documents-api.ts';
import { LinkedResumeSelect } from '../../components/linked-resume-select.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogCancel, DialogContent } from '../../components/ui/dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
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

/**
 * A dialog around one title field (and what `children` adds): the title is checked with the
 * shared rule before `onSave` runs; while it runs the button waits. When it rejects, the
 * dialog stays open with what was typed (the caller's notice says what went wrong).
 */
function TitleDialog({
  heading,
  description,
  initialTitle,
  submitLabel,
  onSave,
  onClose,
  children,
}: {
  heading: string;
  description?: string;
  initialTitle: string;
  submitLabel: string;
  onSave: (title: string) => Promise<void>;
  onClose: () => void;
  children?: ReactNode;
}) {
  const [title, setTitle] = useState(initialTitle);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = titleError(title);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await onSave(title.trim());
    } catch {
      setBusy(false);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title={heading} description={description} className="max-w-md">
        <form className="flex flex-col gap-5" onSubmit={(e) => void submit(e)} noValidate>
          <TitleField value={title} onChange={setTitle} error={error} />
          {children}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogCancel />
            <Button type="submit" disabled={busy}>
              {busy ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
              {submitLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
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
  return (
    <TitleDialog
      heading="Rename document"
      initialTitle={doc.title}
      submitLabel="Save title"
      onSave={async (title) => {
        await onRename(title);
        onClose();
      }}
      onClose={onClose}
    />
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
  const [linked, setLinked] = useState<string>(resumes[0]?.id ?? '');
  const selectId = useId();

  return (
    <TitleDialog
      heading={kind === 'resume' ? 'New resume' : 'New cover letter'}
      description={
        kind === 'resume'
          ? 'An empty resume, edited with the same builder. Give it a name you will recognise, such as the job it is for.'
          : 'A letter that takes its look and target job from the resume it goes with.'
      }
      initialTitle={NEW_TITLES[kind]}
      submitLabel={kind === 'resume' ? 'Create resume' : 'Create cover letter'}
      onSave={(title) => onCreate({ title, linkedResumeId: linked || null })}
      onClose={onClose}
    >
      {kind === 'cover_letter' ? (
        <LinkedResumeSelect
          id={selectId}
          value={linked}
          resumes={resumes.map((r) => ({ id: r.id, title: r.title, isDefault: r.is_default }))}
          onChange={setLinked}
        />
      ) : null}
    </TitleDialog>
  );
}
