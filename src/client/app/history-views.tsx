import type { ApiDocument } from '#shared/documents-api/documents-api.ts';
import { findTemplate } from '#shared/templates/catalogue.ts';
import { effectiveTemplateId } from '#shared/templates/effective-template.ts';
import type { VersionDetail } from '#shared/versions/versions-api.ts';
import { LetterHtml } from '../features/cover-letter/components/letter-html.tsx';
import type { LetterHistorySlotProps } from '../features/cover-letter/components/letter-slots.ts';
import type { HistorySlotProps } from '../features/resume/components/builder-slots.ts';
import { ResumePreview } from '../features/resume/components/resume-preview.tsx';
import { HistoryPanel } from '../features/versions/history-panel.tsx';

/**
 * The versions feature's panel with each editor's own preview (the builder's resume
 * preview, the letter editor's letter) and each editor's way to show a restored document.
 * Loaded by history-slots.tsx when a History panel opens, so an editor's first JavaScript
 * does not carry it.
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

/** The builder's History panel for a signed-in person's resume. */
export function ResumeHistoryPanel({ onRestored, ...props }: Omit<HistorySlotProps, 'signedIn'>) {
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

/** The letter editor's History panel, once opened. */
export function LetterHistoryPanel({ onRestored, ...props }: LetterHistorySlotProps) {
  const restored = (doc: ApiDocument) => {
    if (doc.kind !== 'cover_letter') return;
    onRestored({ value: doc.data, version: doc.version, updatedAt: doc.updated_at });
  };
  return (
    <HistoryPanel
      noun="cover letter"
      {...props}
      onRestored={restored}
      renderPreview={letterPreview}
    />
  );
}
