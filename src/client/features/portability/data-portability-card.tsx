import { Download, FileJson, LoaderCircle, Upload, type LucideIcon } from 'lucide-react';
import { useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { describeNote } from '#shared/json-resume/json-resume.schema.ts';
import type {
  DataImportSummary,
  JsonResumeImportAnswer,
} from '#shared/portability/data-archive.schema.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ApiError } from '../../lib/api/api-error.ts';
import { notify } from '../../lib/notify.ts';
import { saveFile } from '../../lib/save-file.ts';
import { downloadDataArchive, importDataArchive, importJsonResumeFile } from './portability-api.ts';

type Busy = 'download' | 'archive' | 'json' | null;

type Outcome =
  | { kind: 'archive'; summary: DataImportSummary }
  | { kind: 'json'; answer: JsonResumeImportAnswer }
  | { kind: 'error'; action: string; message: string };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function messageOf(err: unknown): string {
  if (err instanceof ApiError) return err.message;
  console.error(err);
  return 'An unexpected error occurred. Please try again.';
}

/** In words: 'Imported 2 resumes, 1 cover letter, 1 CV and 3 applications.' */
function archiveSummaryText(summary: DataImportSummary): string {
  const parts = [
    plural(summary.resumes, 'resume', 'resumes'),
    plural(summary.coverLetters, 'cover letter', 'cover letters'),
    plural(summary.cvs, 'CV', 'CVs'),
    plural(summary.applications, 'application', 'applications'),
  ];
  return `Imported ${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}.`;
}

const PROFILE_FIELD_NAMES = {
  first_name: 'first name',
  last_name: 'last name',
  display_name: 'display name',
} as const;

/**
 * 'Your data' on /profile: Download my data (everything as one ZIP), Import of
 * such a ZIP from this or another TailorCV server (new documents only, nothing is
 * overwritten), and Import of a JSON Resume file into a new resume. The outcome of the
 * last action stays on the card (a live region), with links to what was made.
 */
export function DataPortabilityCard({
  onProfileChanged,
}: {
  /** An import filled empty profile names: the route shows the profile again. */
  onProfileChanged?: () => void;
}) {
  const [busy, setBusy] = useState<Busy>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  /** Runs one action with its button busy; a failure stays on the card and shows a notice. */
  const run = async (action: Exclude<Busy, null>, failure: string, work: () => Promise<void>) => {
    setBusy(action);
    try {
      await work();
    } catch (err) {
      const message = messageOf(err);
      setOutcome({ kind: 'error', action: failure, message });
      notify.error(failure, message);
    } finally {
      setBusy(null);
    }
  };

  const download = () =>
    run('download', 'Download failed', async () => {
      const { bytes, fileName } = await downloadDataArchive();
      saveFile(bytes, fileName, 'application/zip');
      setOutcome(null);
      notify.success('Your data is downloading', fileName);
    });

  const importArchive = (file: File) =>
    run('archive', 'Import failed', async () => {
      const summary = await importDataArchive(file);
      setOutcome({ kind: 'archive', summary });
      notify.success('Import complete', archiveSummaryText(summary));
      if (summary.profileFields.length > 0) onProfileChanged?.();
    });

  const importJson = (file: File) =>
    run('json', 'Import failed', async () => {
      const answer = await importJsonResumeFile(file);
      setOutcome({ kind: 'json', answer });
      notify.success('Resume imported', `“${answer.document.title}” is one of your documents now.`);
    });

  return (
    <Card className="p-6 sm:p-8" role="region" aria-labelledby="your-data-heading">
      <h2 id="your-data-heading" className="text-lg font-semibold text-ink">
        Your data
      </h2>
      <p className="mt-1 text-sm text-muted">
        Take everything with you, or bring it in from another TailorCV server or resume tool.
      </p>

      <div className="mt-6 divide-y divide-slate-200">
        <Action
          title="Download my data"
          text="One ZIP file with every resume and cover letter (as data, and as PDF, Word and plain text), the CVs you uploaded and your profile."
        >
          <BusyButton
            icon={Download}
            busy={busy}
            action="download"
            busyLabel="Preparing…"
            onClick={() => void download()}
          >
            Download my data
          </BusyButton>
        </Action>

        <Action
          title="Import a TailorCV archive"
          text="A file from “Download my data”, here or on another TailorCV server. Everything is added as new documents; nothing you have is overwritten."
        >
          <FileButton
            accept=".zip,application/zip"
            fileLabel="TailorCV archive file"
            onFile={(file) => void importArchive(file)}
            icon={Upload}
            busy={busy}
            action="archive"
          >
            Import archive
          </FileButton>
        </Action>

        <Action
          title="Import a JSON Resume"
          text="Start a new resume from a resume.json made by another tool (jsonresume.org). Anything TailorCV has no place for is listed."
        >
          <FileButton
            accept=".json,application/json"
            fileLabel="JSON Resume file"
            onFile={(file) => void importJson(file)}
            icon={FileJson}
            busy={busy}
            action="json"
          >
            Import JSON Resume
          </FileButton>
        </Action>
      </div>

      <div role="status" aria-live="polite" data-testid="data-outcome">
        {outcome ? <OutcomePanel outcome={outcome} /> : null}
      </div>
    </Card>
  );
}

function Action({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
      <div className="min-w-0">
        <h3 className="text-sm font-semibold text-ink">{title}</h3>
        <p className="mt-0.5 text-sm text-muted">{text}</p>
      </div>
      <div className="shrink-0">{children}</div>
    </div>
  );
}

interface BusyButtonProps {
  icon: LucideIcon;
  /** The action running now, if any: every button waits while one runs. */
  busy: Busy;
  /** This button's action: its icon turns into a spinner while it runs. */
  action: Exclude<Busy, null>;
  busyLabel?: string;
  variant?: 'primary' | 'outline';
  onClick: () => void;
  children: ReactNode;
}

function BusyButton({
  icon: Icon,
  busy,
  action,
  busyLabel = 'Importing…',
  variant = 'primary',
  onClick,
  children,
}: BusyButtonProps) {
  const running = busy === action;
  return (
    <Button variant={variant} onClick={onClick} disabled={busy !== null} aria-busy={running}>
      {running ? (
        <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
      ) : (
        <Icon className="h-4 w-4" aria-hidden="true" />
      )}
      {running ? busyLabel : children}
    </Button>
  );
}

/** An outlined button that opens the file chooser behind it and hands on the chosen file. */
function FileButton({
  accept,
  fileLabel,
  onFile,
  ...button
}: Omit<BusyButtonProps, 'onClick' | 'variant'> & {
  accept: string;
  fileLabel: string;
  onFile: (file: File) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that the same file can be chosen again.
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        className="sr-only"
        tabIndex={-1}
        aria-label={fileLabel}
        onChange={choose}
      />
      <BusyButton {...button} variant="outline" onClick={() => input.current?.click()} />
    </>
  );
}

function OutcomePanel({ outcome }: { outcome: Outcome }) {
  if (outcome.kind === 'error') {
    return (
      <div className="mt-6 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
        <p className="font-medium">{outcome.action}</p>
        <p className="mt-1 break-words">{outcome.message}</p>
      </div>
    );
  }
  if (outcome.kind === 'archive') {
    const { summary } = outcome;
    const details: string[] = [];
    if (summary.defaultResume === 'made-default') {
      details.push('The archive’s main resume is your main resume now.');
    } else if (summary.defaultResume === 'copy') {
      details.push('You already had a main resume, so the archive’s was added as a copy.');
    }
    if (summary.skippedTrashed > 0) {
      details.push(
        `${plural(summary.skippedTrashed, 'document', 'documents')} from the archive’s trash ${summary.skippedTrashed === 1 ? 'was' : 'were'} not imported.`,
      );
    }
    if (summary.profileFields.length > 0) {
      details.push(
        `Your empty profile fields were filled in: ${summary.profileFields.map((f) => PROFILE_FIELD_NAMES[f]).join(', ')}.`,
      );
    }
    return (
      <div className="mt-6 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-950">
        <p className="font-medium">{archiveSummaryText(summary)}</p>
        {details.map((line) => (
          <p key={line} className="mt-1">
            {line}
          </p>
        ))}
        <Link
          to="/documents"
          className="mt-2 inline-block font-medium text-brand-700 hover:underline"
        >
          Open My Documents
        </Link>
      </div>
    );
  }
  const { answer } = outcome;
  return (
    <div className="mt-6 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-950">
      <p className="font-medium break-words">Imported “{answer.document.title}” as a new resume.</p>
      <Link
        to={`/build/${answer.document.id}`}
        className="mt-1 inline-block font-medium text-brand-700 hover:underline"
      >
        Open it in the builder
      </Link>
      {answer.notImported.length > 0 ? (
        <div className="mt-3">
          <p className="font-medium">Not imported (TailorCV has no place for these):</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 break-words" aria-label="Not imported">
            {answer.notImported.map((note) => (
              <li key={`${note.path}:${note.reason}`}>{describeNote(note)}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="mt-1">Everything in the file was imported.</p>
      )}
    </div>
  );
}
