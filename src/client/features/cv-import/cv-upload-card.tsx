import { CheckCircle2, FileText, LoaderCircle, LogIn, Upload, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { Link } from 'react-router';
import {
  CV_ACCEPT,
  MAX_CV_BYTES,
  hasAcceptedExtension,
  hasAcceptedMimeType,
} from '#shared/cv-import/cv-import.limits.ts';
import { CV_CARD_TEXTS, CV_NOTICES, cvLeftOutText } from '#shared/cv-import/cv-notices.ts';
import type { PlacedReviewMark } from '#shared/cv-import/cv-review-marks.ts';
import type { CvImportChoices } from '#shared/cv-import/merge-extracted-profile.ts';
import { isEmptyResume, type ResumeData } from '#shared/resume/resume.schema.ts';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { notify } from '../../lib/notify.ts';
import type { ProcessedCv } from './apply-cv-import.ts';
import { CvCallError, processCv, uploadCv } from './cv-import-api.ts';
import { IMPORT_SOURCE_TEXTS, type ImportSource } from './import-source.ts';
import { LINKEDIN_TEXTS, LinkedInZipPicker } from './linkedin-zip-picker.tsx';

type Phase = 'idle' | 'uploading' | 'processing' | 'linkedin';

// The merge and the choices dialog are loaded once a CV is being processed: the builder's
// first JavaScript stays without them.
const loadImport = () => import('./apply-cv-import.ts');
const loadDialog = () => import('./cv-import-dialog.tsx');
const CvImportDialog = lazy(loadDialog);

export interface CvUploadCardProps {
  /** The signed-in user's id; null for an anonymous visitor (CV upload needs an account). */
  userId: string | null;
  /** The builder's document as it is now. */
  data: ResumeData;
  /** Replaces the builder's document (the import with its review marks, and its undo). */
  onReplace: (data: ResumeData, reviewMarks?: readonly PlacedReviewMark[]) => void;
}

function formatSize(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The type and size pre-checks; the server checks again, by content. */
function preCheck(file: File): boolean {
  if (!hasAcceptedExtension(file.name) || !hasAcceptedMimeType(file.type)) {
    notify.error(CV_NOTICES.invalidType.title, CV_NOTICES.invalidType.text);
    return false;
  }
  if (file.size > MAX_CV_BYTES) {
    notify.error(CV_NOTICES.tooLarge.title, CV_NOTICES.tooLarge.text);
    return false;
  }
  return true;
}

/**
 * The Quick Start card of builder step 1: choose or drop a CV,
 * upload it, let the server extract the profile, and fill the builder through the one
 * shared merge. States: no file selected → file selected → 'Uploading...' → 'Processing
 * with AI...' → done; the selection and the file input are reset at the end in every
 * case. Into a resume with content, the import asks first, per section (the choices
 * dialog); its notice says what was read and offers Undo.
 */
export function CvUploadCard({ userId, data, onReplace }: CvUploadCardProps) {
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [loaded, setLoaded] = useState(false);
  /** What the last import read and left out, shown while its result is. */
  const [account, setAccount] = useState({ read: '', leftOut: '' });
  /** A processed CV (or LinkedIn export) whose import waits for the choices dialog. */
  const [pending, setPending] = useState<{ processed: ProcessedCv; source: ImportSource } | null>(
    null,
  );
  /** What the shown import was read from. */
  const [source, setSource] = useState<ImportSource>('cv');
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  // The document may change while the server works; the merge uses the newest one.
  const dataRef = useRef(data);
  useEffect(() => {
    dataRef.current = data;
  }, [data]);
  const inputId = useId();
  const titleId = useId();
  const busy = phase !== 'idle';

  const resetSelection = () => {
    setFile(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    if (preCheck(chosen)) {
      setFile(chosen);
    } else {
      resetSelection();
    }
  };

  const start = async () => {
    if (!file || !userId || busy) return;
    try {
      setPhase('uploading');
      let fileName: string;
      try {
        fileName = await uploadCv(file);
      } catch (err) {
        if (err instanceof CvCallError && err.code === 'UNSUPPORTED_MEDIA_TYPE') {
          notify.error(CV_NOTICES.invalidType.title, err.message);
        } else if (err instanceof CvCallError && err.code === 'PAYLOAD_TOO_LARGE') {
          notify.error(CV_NOTICES.tooLarge.title, CV_NOTICES.tooLarge.text);
        } else {
          notify.error(CV_NOTICES.uploadFailed.title, CV_NOTICES.uploadFailed.text);
        }
        return;
      }

      setPhase('processing');
      const importing = loadImport();
      void loadDialog().catch(() => undefined);
      let answer;
      try {
        answer = await processCv({ fileName, userId });
      } catch {
        notify.error(CV_NOTICES.processingCallError.title, CV_NOTICES.processingCallError.text);
        return;
      }
      if (!answer.success || !answer.profileData) {
        notify.error(
          CV_NOTICES.processingFailed.title,
          answer.error?.trim() || CV_NOTICES.processingFailed.text,
        );
        return;
      }

      await importing;
      await receive({ ...answer, profileData: answer.profileData }, 'cv');
    } catch {
      notify.error(CV_NOTICES.unexpected.title, CV_NOTICES.unexpected.text);
    } finally {
      setPhase('idle');
      resetSelection();
    }
  };

  /** Work is never replaced without asking; an empty resume simply becomes the import's. */
  const receive = async (processed: ProcessedCv, from: ImportSource) => {
    if (isEmptyResume(dataRef.current)) await importCv(processed, from);
    else setPending({ processed, source: from });
  };

  const importCv = async (
    processed: ProcessedCv,
    from: ImportSource,
    choices?: CvImportChoices,
  ) => {
    const { applyCvImport } = await loadImport();
    const before = dataRef.current;
    const result = applyCvImport(before, processed, choices);
    onReplace(result.data, result.marks);
    const leftOutText = processed.leftOut ? cvLeftOutText(processed.leftOut) : '';
    setAccount({ read: result.read, leftOut: leftOutText });
    setSource(from);
    setLoaded(true);
    const texts = IMPORT_SOURCE_TEXTS[from];
    notify.success(texts.processedTitle, texts.processed(result.read), {
      label: 'Undo',
      onClick: () => {
        onReplace(before);
        setLoaded(false);
      },
    });
    // A CV longer than the builder holds: say what did not come in.
    if (leftOutText) notify.warning(CV_NOTICES.leftOut.title, leftOutText);
  };

  const dialog = pending ? (
    <Suspense fallback={null}>
      <CvImportDialog
        data={data}
        profile={pending.processed.profileData}
        source={pending.source}
        onImport={(choices) => {
          setPending(null);
          importCv(pending.processed, pending.source, choices).catch(() =>
            notify.error(CV_NOTICES.unexpected.title, CV_NOTICES.unexpected.text),
          );
        }}
        onCancel={() => {
          setPending(null);
          notify.info(CV_NOTICES.importCancelled.title, CV_NOTICES.importCancelled.text);
        }}
      />
    </Suspense>
  ) : null;

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    if (busy || !userId) return;
    choose(event.dataTransfer.files[0]);
  };

  if (loaded) {
    return (
      <section
        aria-label="CV import"
        className="flex flex-col gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="flex flex-col gap-1" role="status">
          <p className="flex items-center gap-2 text-sm font-medium text-emerald-900">
            <CheckCircle2 aria-hidden className="size-5 shrink-0 text-emerald-600" />
            {IMPORT_SOURCE_TEXTS[source].loaded}
          </p>
          {account.read && <p className="pl-7 text-sm text-emerald-900">Found {account.read}.</p>}
          {account.leftOut && <p className="pl-7 text-sm text-emerald-900">{account.leftOut}</p>}
        </div>
        <Button variant="outline" size="sm" onClick={() => setLoaded(false)}>
          <Upload aria-hidden className="size-4" />
          {CV_CARD_TEXTS.uploadDifferent}
        </Button>
      </section>
    );
  }

  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-xl border border-brand-100 bg-brand-50/60 p-4 sm:p-5"
    >
      <div className="flex flex-col gap-1">
        <h3 id={titleId} className="text-base font-semibold text-ink">
          Quick Start: upload your CV
        </h3>
        <p className="text-sm text-muted">
          We read your CV and fill in your details, experience, education and skills. You can review
          and change everything afterwards.
        </p>
      </div>

      {userId === null ? (
        <div className="flex flex-col gap-3 rounded-lg border border-dashed border-brand-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-ink">
            Sign in to upload your CV and fill the builder from it.
          </p>
          <Button asChild size="sm">
            <Link to="/auth">
              <LogIn aria-hidden className="size-4" />
              Sign in to upload
            </Link>
          </Button>
        </div>
      ) : (
        <>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={CV_ACCEPT}
            className="peer sr-only"
            disabled={busy}
            onChange={(e) => choose(e.target.files?.[0])}
          />
          <label
            htmlFor={inputId}
            onDragOver={(e) => {
              e.preventDefault();
              if (!busy) setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            className={cn(
              'flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed border-brand-200 bg-white px-4 py-6 text-center transition-colors hover:border-brand-400',
              'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
              dragging && 'border-brand-500 bg-brand-50',
              busy && 'cursor-not-allowed opacity-60',
            )}
          >
            <Upload aria-hidden className="size-6 text-brand-600" />
            <span className="text-sm font-medium text-ink">
              Choose a file <span className="font-normal text-muted">or drop it here</span>
            </span>
            <span className="text-xs text-muted">PDF, DOC, DOCX or TXT, up to 5 MB</span>
          </label>

          <div aria-live="polite" className="flex flex-col gap-3">
            {phase !== 'idle' ? (
              <div className="flex items-start gap-3 rounded-lg bg-white p-3" role="status">
                <LoaderCircle
                  aria-hidden
                  className="mt-0.5 size-5 shrink-0 animate-spin text-brand-600"
                />
                <div className="flex flex-col">
                  <span className="text-sm font-medium text-ink">
                    {phase === 'uploading'
                      ? CV_CARD_TEXTS.uploading
                      : phase === 'linkedin'
                        ? LINKEDIN_TEXTS.importing
                        : CV_CARD_TEXTS.processing}
                  </span>
                  {phase === 'processing' && (
                    <span className="text-xs text-muted">
                      This usually takes about 10 to 30 seconds.
                    </span>
                  )}
                </div>
              </div>
            ) : file ? (
              <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                <p className="flex min-w-0 items-center gap-2 text-sm text-ink">
                  <FileText aria-hidden className="size-4 shrink-0 text-brand-600" />
                  <span className="truncate font-medium" title={file.name}>
                    {file.name}
                  </span>
                  <span className="shrink-0 text-muted">({formatSize(file.size)})</span>
                </p>
                <div className="flex flex-wrap gap-2">
                  <Button variant="ghost" size="sm" onClick={resetSelection}>
                    <X aria-hidden className="size-4" />
                    Remove
                  </Button>
                  <Button size="sm" className="flex-1 sm:flex-none" onClick={() => void start()}>
                    <Upload aria-hidden className="size-4" />
                    Upload and extract
                  </Button>
                </div>
              </div>
            ) : (
              <p className="text-sm text-muted">No file selected.</p>
            )}
          </div>

          <LinkedInZipPicker
            busy={busy}
            onBusy={(started) => {
              setPhase(started ? 'linkedin' : 'idle');
              // Fetched while the server reads the ZIP, as for a CV.
              if (started) void Promise.all([loadImport(), loadDialog()]).catch(() => undefined);
            }}
            onProfile={async (processed) => {
              await loadImport();
              await receive(processed, 'linkedin');
            }}
          />
        </>
      )}
      {dialog}
    </section>
  );
}
