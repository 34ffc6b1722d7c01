import { Archive } from 'lucide-react';
import { useId, useRef } from 'react';
import { CV_NOTICES } from '#shared/cv-import/cv-notices.ts';
import { cn } from '../../lib/cn.ts';
import { notify } from '../../lib/notify.ts';
import type { ProcessedCv } from './apply-cv-import.ts';
import { CvCallError, importLinkedInZip } from './cv-import-api.ts';

/** LinkedIn's export with its messages and media lists; the server holds the same limit. */
const MAX_LINKEDIN_ZIP_BYTES = 100 * 1024 * 1024;

export const LINKEDIN_TEXTS = {
  importing: 'Reading your LinkedIn data...',
  failedTitle: 'LinkedIn import failed',
  networkFailed: 'The ZIP could not be sent. Check your connection and try again.',
  tooLarge: 'The ZIP is larger than 100 MB. Choose the export of your profile data.',
} as const;

/**
 * The Quick Start card's second way in: LinkedIn's data export, sent as it is, its profile
 * handed to the same merge as a CV's. `onBusy` brackets the request (the card shows its
 * progress and blocks the CV upload meanwhile); the file input is cleared at the end in
 * every case, so the same ZIP can be chosen again.
 */
export function LinkedInZipPicker({
  busy,
  onBusy,
  onProfile,
}: {
  busy: boolean;
  onBusy: (busy: boolean) => void;
  onProfile: (processed: ProcessedCv) => Promise<void>;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const helpId = useId();

  const start = async (zip: File | undefined) => {
    if (!zip || busy) return;
    try {
      if (zip.size > MAX_LINKEDIN_ZIP_BYTES) {
        notify.error(LINKEDIN_TEXTS.failedTitle, LINKEDIN_TEXTS.tooLarge);
        return;
      }
      onBusy(true);
      let answer;
      try {
        answer = await importLinkedInZip(zip);
      } catch (err) {
        // The server's texts say what is wrong with the ZIP (not one, no LinkedIn files, unsafe).
        const known = err instanceof CvCallError && err.status !== 0 && err.status < 500;
        notify.error(
          LINKEDIN_TEXTS.failedTitle,
          known ? err.message : LINKEDIN_TEXTS.networkFailed,
        );
        return;
      }
      if (!answer.profileData) {
        notify.error(LINKEDIN_TEXTS.failedTitle, CV_NOTICES.processingFailed.text);
        return;
      }
      await onProfile({ ...answer, profileData: answer.profileData });
    } catch {
      notify.error(CV_NOTICES.unexpected.title, CV_NOTICES.unexpected.text);
    } finally {
      onBusy(false);
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  return (
    <div className="flex flex-col gap-2 border-t border-brand-100 pt-3 sm:flex-row sm:items-center sm:justify-between">
      <p id={helpId} className="text-xs text-muted">
        On LinkedIn: Settings → Data privacy → Get a copy of your data. Upload the ZIP it sends you.
      </p>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept=".zip,application/zip"
        className="peer/zip sr-only"
        aria-describedby={helpId}
        disabled={busy}
        onChange={(e) => void start(e.target.files?.[0])}
      />
      <label
        htmlFor={inputId}
        className={cn(
          'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-md border border-brand-200 bg-white px-3 py-1.5 text-sm font-medium text-ink transition-colors hover:border-brand-400',
          'peer-focus-visible/zip:outline-2 peer-focus-visible/zip:outline-offset-2 peer-focus-visible/zip:outline-brand-600',
          busy && 'cursor-not-allowed opacity-60',
        )}
      >
        <Archive aria-hidden className="size-4 text-brand-600" />
        Import LinkedIn data (ZIP)
      </label>
    </div>
  );
}
