import { Lightbulb, X } from 'lucide-react';
import { useId, useMemo, useRef } from 'react';
import { isEnglish, reviewEntry } from '#shared/resume-review/review-bullets.ts';
import { REVIEW_KIND_LABELS, REVIEW_TEXTS } from '#shared/resume-review/review-texts.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { dismissalKey, useBulletReviewDismissals } from '../state/bullet-review-dismissals.ts';

/** The review waits for a pause in typing, so findings do not flicker under every key. */
export const BULLET_REVIEW_DELAY_MS = 600;

const short = (text: string) => (text.length > 90 ? `${text.slice(0, 87).trimEnd()}…` : text);

/**
 * The bullet review under an experience description: each finding of the shared review
 * (review-bullets.ts) with the bullet it is about, its message, a rewrite that adds no
 * fact, and Dismiss. It runs here, in the browser, on the text as typed: no request per
 * pause in typing, and it works offline. How many findings there are is announced
 * politely once typing pauses; the findings themselves are read when the person goes to
 * them.
 */
export function BulletReview({
  description,
  isCurrentJob,
  language,
}: {
  description: string;
  isCurrentJob: boolean;
  language: string;
}) {
  const headingId = useId();
  const regionRef = useRef<HTMLDivElement>(null);
  // The text waits for a pause; the current-job switch is one click and counts at once.
  const settled = useDebouncedValue(description, BULLET_REVIEW_DELAY_MS);
  const findings = useMemo(
    () => reviewEntry({ id: 'entry', description: settled, isCurrentJob }, language),
    [settled, isCurrentJob, language],
  );
  const { dismissed, dismiss } = useBulletReviewDismissals();
  const shown = findings.filter((f) => !dismissed.has(dismissalKey(f)));
  const english = isEnglish(language);
  const hasText = settled.trim() !== '';

  const status =
    shown.length === 0
      ? ''
      : `${shown.length} suggestion${shown.length === 1 ? '' : 's'} for these bullets.`;

  return (
    <div ref={regionRef} tabIndex={-1} className="flex flex-col gap-2 focus:outline-none">
      <p role="status" className="sr-only">
        {status}
      </p>
      {!english && hasText ? (
        <p className="text-xs text-muted">{REVIEW_TEXTS.englishOnly}</p>
      ) : null}
      {shown.length > 0 ? (
        <section
          aria-labelledby={headingId}
          className="rounded-lg border border-sky-200 bg-sky-50/60 px-3 py-2"
        >
          <h4 id={headingId} className="flex items-center gap-1.5 text-sm font-semibold text-ink">
            <Lightbulb aria-hidden="true" className="h-4 w-4 text-sky-700" />
            Bullet review
          </h4>
          <ul
            className="mt-1 flex flex-col divide-y divide-sky-100"
            aria-label="Bullet suggestions"
          >
            {shown.map((f) => {
              const key = dismissalKey(f);
              const label = REVIEW_KIND_LABELS[f.kind];
              return (
                <li key={`${f.line}:${f.kind}`} className="flex items-start gap-2 py-2 text-sm">
                  <div className="min-w-0 flex-1">
                    <p className="text-xs font-medium text-sky-900">
                      Bullet {f.line + 1} · {label}
                    </p>
                    <p className="break-words text-muted">“{short(f.text)}”</p>
                    <p className="text-ink">{f.message}</p>
                    {f.suggestion ? <p className="text-ink">{f.suggestion}</p> : null}
                  </div>
                  <button
                    type="button"
                    aria-label={`Dismiss ‘${label}’ for bullet ${f.line + 1}`}
                    onClick={() => {
                      dismiss(key);
                      regionRef.current?.focus();
                    }}
                    className="inline-flex shrink-0 items-center gap-1 rounded-md px-2 py-1 text-xs font-medium text-sky-900 hover:bg-sky-100 focus-visible:outline-2 focus-visible:outline-sky-700"
                  >
                    <X aria-hidden="true" className="h-3.5 w-3.5" />
                    Dismiss
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
