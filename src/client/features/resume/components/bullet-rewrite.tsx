import { AlertTriangle, Check, Sparkles, X } from 'lucide-react';
import { useState } from 'react';
import { rewriteBulletRequest } from '#shared/cover-letter/rewrite-bullet-request.ts';
import {
  REWRITE_NOTICES,
  type RewriteBulletRequestInput,
  type RewriteBulletResponse,
} from '#shared/cover-letter/rewrite-bullet.schema.ts';
import type { ExperienceFormValues } from '#shared/resume/resume-forms.schema.ts';
import type { ResumeData } from '#shared/resume/resume.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { rewriteBullet } from '../api/rewrite-bullet.ts';

const MARKER = /^(\s*(?:[-*•·]\s+)?)(.*)$/;

/** The description's bullets: each non-empty line, with its list marker kept apart. */
function bulletLines(description: string) {
  return description
    .split('\n')
    .map((line, index) => {
      const [, marker = '', text = ''] = MARKER.exec(line) ?? [];
      return { index, marker, text: text.trim() };
    })
    .filter((line) => line.text !== '');
}

/** The rewrite with each unsupported part marked, for the eye and for screen readers. */
function MarkedRewrite({ offer }: { offer: RewriteBulletResponse }) {
  const parts: { text: string; kind?: string }[] = [];
  const found = offer.unsupported
    .map((u) => ({ ...u, at: offer.rewrite.indexOf(u.text) }))
    .filter((u) => u.at >= 0)
    .sort((a, b) => a.at - b.at);
  let cursor = 0;
  for (const u of found) {
    if (u.at < cursor) continue;
    parts.push({ text: offer.rewrite.slice(cursor, u.at) });
    parts.push({ text: u.text, kind: u.kind });
    cursor = u.at + u.text.length;
  }
  parts.push({ text: offer.rewrite.slice(cursor) });
  return (
    <p className="text-ink" data-testid="rewrite-offer-text">
      {parts.map((p, i) =>
        p.kind ? (
          <mark
            key={i}
            className="rounded bg-red-100 px-0.5 text-red-900 underline decoration-red-500 decoration-wavy"
            data-unsupported={p.kind}
          >
            {p.text}
            <span className="sr-only"> (not in your resume: {p.kind})</span>
          </mark>
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
    </p>
  );
}

/**
 * 'Suggest a rewrite' under an experience description: one bullet at a time, the
 * engine's stronger wording with anything the resume does not support marked
 * (the server checks it with the cover letter's fact tracer against the whole resume, which
 * goes with the request), then Accept, which puts it in place of the bullet, or Reject.
 * Nothing changes without Accept.
 */
export function BulletRewrite({
  values,
  onAccept,
  resume,
  entryId,
}: {
  values: ExperienceFormValues;
  onAccept: (description: string) => void;
  /** The resume the entry is in; without it only the entry is evidence. */
  resume?: ResumeData | undefined;
  /** The stored entry being edited (undefined for a new one): its form values replace it. */
  entryId?: string | undefined;
}) {
  const [offer, setOffer] = useState<{ line: number; answer: RewriteBulletResponse }>();
  const [pending, setPending] = useState<number>();
  const [error, setError] = useState('');
  const lines = bulletLines(values.description ?? '');
  if (lines.length === 0) return null;

  const ask = async (line: number, bullet: string) => {
    setPending(line);
    setError('');
    const entry: RewriteBulletRequestInput['entry'] = {
      id: entryId ?? 'editing',
      jobTitle: values.jobTitle,
      company: values.company,
      startMonth: values.startMonth,
      startYear: values.startYear,
      endMonth: values.endMonth,
      endYear: values.endYear,
      isCurrentJob: values.isCurrentJob,
      description: values.description,
      tags: values.tags,
    };
    try {
      const answer = await rewriteBullet(
        resume ? rewriteBulletRequest({ bullet, entry, resume }) : { bullet, entry },
      );
      setOffer({ line, answer });
    } catch {
      setError(`${REWRITE_NOTICES.failed}. Please try again.`);
    } finally {
      setPending(undefined);
    }
  };

  const accept = () => {
    if (!offer) return;
    const all = (values.description ?? '').split('\n');
    const target = lines.find((l) => l.index === offer.line);
    if (target) all[offer.line] = `${target.marker}${offer.answer.rewrite}`;
    onAccept(all.join('\n'));
    setOffer(undefined);
  };

  return (
    <details
      className="rounded-lg border border-slate-200 px-3 py-2 text-sm"
      data-testid="bullet-rewrite"
    >
      <summary className="cursor-pointer font-medium text-ink">
        <Sparkles aria-hidden="true" className="mr-1 inline h-4 w-4 text-brand-700" />
        Suggest a rewrite
      </summary>
      {offer ? (
        <section aria-label="Suggested rewrite" className="mt-2 flex flex-col gap-2" role="group">
          <p className="text-xs text-muted">
            Bullet {lines.findIndex((l) => l.index === offer.line) + 1}
          </p>
          {offer.answer.changed ? (
            <>
              <MarkedRewrite offer={offer.answer} />
              {offer.answer.unsupported.length > 0 ? (
                <p className="flex items-start gap-1.5 text-xs font-medium text-red-800">
                  <AlertTriangle aria-hidden="true" className="mt-0.5 h-3.5 w-3.5 shrink-0" />
                  Not in your resume:{' '}
                  {offer.answer.unsupported.map((u) => `${u.text} (${u.kind})`).join(', ')}. Check
                  before you accept.
                </p>
              ) : null}
              <div className="flex gap-2">
                <Button type="button" size="sm" onClick={accept}>
                  <Check aria-hidden="true" className="h-4 w-4" />
                  Accept
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  onClick={() => setOffer(undefined)}
                >
                  <X aria-hidden="true" className="h-4 w-4" />
                  Reject
                </Button>
              </div>
            </>
          ) : (
            <>
              <p className="text-ink">{REWRITE_NOTICES.unchanged}</p>
              <Button
                type="button"
                size="sm"
                variant="outline"
                className="self-start"
                onClick={() => setOffer(undefined)}
              >
                Close
              </Button>
            </>
          )}
        </section>
      ) : (
        <ul className="mt-2 flex flex-col gap-1.5" aria-label="Bullets to rewrite">
          {lines.map((line, n) => (
            <li key={line.index} className="flex items-start justify-between gap-2">
              <span className="min-w-0 break-words text-muted">
                {n + 1}. {line.text}
              </span>
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={pending !== undefined}
                aria-label={`Suggest a rewrite for bullet ${n + 1}`}
                onClick={() => void ask(line.index, line.text)}
              >
                {pending === line.index ? 'Asking…' : 'Suggest'}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {error ? (
        <p role="alert" className="mt-2 text-xs text-red-800">
          {error}
        </p>
      ) : null}
    </details>
  );
}
