import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import type { ApiDocument } from '#shared/documents-api/documents-api.ts';
import { findTemplate } from '#shared/templates/catalogue.ts';
import { effectiveTemplateId } from '#shared/templates/effective-template.ts';
import type { VersionDetail } from '#shared/versions/versions-api.ts';
import { Card } from '../components/ui/card.tsx';
import { LetterHtml } from '../features/cover-letter/components/letter-html.tsx';
import type { LetterHistorySlotProps } from '../features/cover-letter/components/letter-slots.ts';
import type { HistorySlotProps } from '../features/resume/components/builder-slots.ts';
import { ResumePreview } from '../features/resume/components/resume-preview.tsx';
import { HistoryPanel, HistorySignInHint } from '../features/versions/history-panel.tsx';

/**
 * The History panel in the two editors: the versions feature's panel with each editor's
 * own preview (the builder's resume preview, the letter editor's letter), and each
 * editor's way to show a restored document. Composed here, as features do not import
 * each other.
 */

function TemplateLine({ version }: { version: VersionDetail }) {
  const name = findTemplate(effectiveTemplateId(version.template_id))?.name ?? 'Default';
  return (
    <p className="text-sm text-muted">
      <span className="font-medium text-ink">{version.title}</span> · {name} template
    </p>
  );
}

function resumePreview(version: VersionDetail) {
  return version.kind === 'resume' ? (
    <>
      <TemplateLine version={version} />
      <ResumePreview data={version.data} />
    </>
  ) : null;
}

function letterPreview(version: VersionDetail) {
  return version.kind === 'cover_letter' ? (
    <>
      <TemplateLine version={version} />
      <LetterHtml letter={version.data} />
    </>
  ) : null;
}

/** The builder's History panel ('More sections' → History). */
export function ResumeHistory({ signedIn, onRestored, ...props }: HistorySlotProps) {
  if (!signedIn) return <HistorySignInHint noun="resume" />;
  const restored = (doc: ApiDocument) => {
    if (doc.kind !== 'resume') return;
    onRestored({
      value: { data: doc.data, templateId: doc.template_id },
      version: doc.version,
      updatedAt: doc.updated_at,
    });
  };
  return (
    <HistoryPanel noun="resume" {...props} onRestored={restored} renderPreview={resumePreview} />
  );
}

/** The letter editor's History, under the letter's fields: opened on demand. */
export function LetterHistory({ onRestored, ...props }: LetterHistorySlotProps) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const restored = (doc: ApiDocument) => {
    if (doc.kind !== 'cover_letter') return;
    onRestored({ value: doc.data, version: doc.version, updatedAt: doc.updated_at });
  };
  return (
    <Card className="p-4 sm:p-5">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((o) => !o)}
        className="flex w-full items-center justify-between gap-2 rounded-md text-left text-base font-semibold focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
      >
        Letter history
        <ChevronDown
          className={
            open ? 'h-4 w-4 rotate-180 transition-transform' : 'h-4 w-4 transition-transform'
          }
          aria-hidden="true"
        />
      </button>
      <div id={regionId} hidden={!open} className="mt-4">
        {open ? (
          <HistoryPanel
            noun="cover letter"
            {...props}
            onRestored={restored}
            renderPreview={letterPreview}
          />
        ) : null}
      </div>
    </Card>
  );
}
