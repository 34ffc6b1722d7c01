import { Loader2, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import {
  COVER_LETTER_TONES,
  TONE_LABELS,
  type CoverLetterTone,
} from '#shared/cover-letter/cover-letter.schema.ts';
import { DRAFT_NOTICES } from '#shared/cover-letter/draft.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';

const TONE_HINTS: Readonly<Record<CoverLetterTone, string>> = {
  formal: 'Polite and measured',
  warm: 'Friendly and personal',
  concise: 'Short and direct',
};

/**
 * 'Draft from my resume' with a tone choice. When the letter already has text, the draft
 * replaces nothing until the person confirms.
 */
export function DraftPanel({
  tone,
  onToneChange,
  hasText,
  canDraft,
  cannotDraftReason,
  busy,
  onDraft,
}: {
  tone: CoverLetterTone;
  onToneChange: (tone: CoverLetterTone) => void;
  hasText: boolean;
  canDraft: boolean;
  cannotDraftReason: string;
  busy: boolean;
  onDraft: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const groupId = useId();
  const reasonId = useId();
  return (
    <div className="flex flex-col gap-3">
      <fieldset className="flex flex-col gap-2">
        <legend id={groupId} className="text-sm font-medium text-ink">
          Tone
        </legend>
        <div className="grid grid-cols-3 gap-2" role="radiogroup" aria-labelledby={groupId}>
          {COVER_LETTER_TONES.map((t) => (
            <label
              key={t}
              className="flex cursor-pointer flex-col rounded-lg border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
            >
              <span className="flex items-center gap-2 font-medium">
                <input
                  type="radio"
                  name={`${groupId}-tone`}
                  value={t}
                  checked={tone === t}
                  onChange={() => onToneChange(t)}
                  className="accent-brand-700"
                />
                {TONE_LABELS[t]}
              </span>
              <span className="hidden text-xs text-muted sm:block">{TONE_HINTS[t]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <Button
        onClick={() => (hasText ? setConfirming(true) : onDraft())}
        disabled={!canDraft || busy}
        aria-busy={busy}
        {...(!canDraft ? { 'aria-describedby': reasonId } : {})}
      >
        {busy ? (
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
        ) : (
          <Sparkles className="h-4 w-4" aria-hidden="true" />
        )}
        Draft from my resume
      </Button>
      {!canDraft ? (
        <p id={reasonId} className="text-xs text-muted">
          {cannotDraftReason}
        </p>
      ) : (
        <p className="text-xs text-muted">
          Written only from your resume's facts; each sentence shows where it came from.
        </p>
      )}
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent
          title={DRAFT_NOTICES.replaceTitle}
          description={DRAFT_NOTICES.replaceText}
          className="max-w-md"
        >
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Keep my letter
            </Button>
            <Button
              onClick={() => {
                setConfirming(false);
                onDraft();
              }}
            >
              Replace with the draft
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
