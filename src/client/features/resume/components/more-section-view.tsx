import { Loader2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import type { ResumeData } from '#shared/resume/resume.schema.ts';
import type { EditDeps } from '../state/entry-edits.ts';
import type { OptionalSections } from '../state/use-optional-sections.ts';
import type { PanelEntry } from './more-sections-nav.tsx';

// The optional sections' editors and the panels load when a person first opens one, so
// that /build's first JavaScript stays the four steps'.
const OptionalSectionEditor = lazy(() => import('./optional-section-editor.tsx'));
const SectionsPanel = lazy(() =>
  import('./sections-panel.tsx').then((m) => ({ default: m.SectionsPanel })),
);
const LookPanel = lazy(() => import('./look-panel.tsx').then((m) => ({ default: m.LookPanel })));

/** The panels the 'More sections' group opens besides the sections. */
export const PANELS: readonly PanelEntry[] = [
  { id: 'sections', label: 'Sections' },
  { id: 'look', label: 'Look' },
];

/** The History panel's entry, listed when the route fills the history slot. */
export const HISTORY_PANEL: PanelEntry = { id: 'history', label: 'History' };

/**
 * What the main card shows for an entry of 'More sections': an optional section's editor or
 * a panel (no Previous and Next there). After a person opened it, focus goes to its heading,
 * once it has loaded.
 */
export function MoreSectionView({
  id,
  data,
  templateId,
  deps,
  optional,
  onOpen,
  focusRequest,
  history,
}: {
  id: string;
  data: ResumeData;
  /** The document's template (the Look panel names what its fonts cannot draw). */
  templateId: string | null;
  deps: EditDeps;
  optional: OptionalSections;
  /** Opens a section (from the Sections panel). */
  onOpen: (id: string) => void;
  /** Changes each time a person opens something here; focus follows it. */
  focusRequest: number;
  /** The History panel, filled in at the route. */
  history?: ReactNode;
}) {
  const container = useRef<HTMLDivElement>(null);
  const content =
    id === HISTORY_PANEL.id ? (
      history
    ) : id === 'sections' ? (
      <SectionsPanel
        data={data}
        onEdit={deps.editData}
        present={optional.present}
        onAdd={(added) => void optional.add(added)}
        onRemove={optional.remove}
        onOpen={onOpen}
      />
    ) : id === 'look' ? (
      <LookPanel data={data} onEdit={deps.editData} templateId={templateId} />
    ) : (
      <OptionalSectionEditor
        id={id}
        data={data}
        deps={deps}
        onDeleteCustomSection={optional.deleteCustom}
      />
    );
  return (
    <div ref={container} className="min-w-0">
      <Suspense
        fallback={
          <p role="status" className="flex items-center gap-2 text-sm text-muted">
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
            Loading...
          </p>
        }
      >
        {content}
        <FocusHeading container={container} request={focusRequest} />
      </Suspense>
    </div>
  );
}

/**
 * Puts focus on the first heading of `container` when `request` changes (0: never). It sits
 * inside the Suspense boundary, so it runs once the lazily loaded content is there.
 */
function FocusHeading({
  container,
  request,
}: {
  container: RefObject<HTMLDivElement | null>;
  request: number;
}) {
  useEffect(() => {
    if (request === 0) return;
    const heading = container.current?.querySelector<HTMLElement>('h2');
    if (!heading) return;
    // A panel's heading may not take focus by itself; it does so only from a script.
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus();
  }, [container, request]);
  return null;
}
