import { Plus } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { SECTION_TITLES } from '#shared/resume/resume-defaults.ts';
import { RESUME_LIMITS } from '#shared/resume/resume.limits.ts';
import type { ResumeData } from '#shared/resume/resume.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogCancel, DialogContent } from '../../../components/ui/dialog.tsx';
import { SectionRow } from './section-row.tsx';
import {
  OPTIONAL_SECTIONS,
  forgetSection,
  moveSection,
  panelSections,
  setSectionHidden,
  setSectionTitle,
  type PanelSection,
} from './sections-layout.ts';
import { SortableList } from './sortable-list.tsx';

/** What `onAdd` gets for a new custom section. */
const NEW_CUSTOM_SECTION = 'custom';

export interface SectionsPanelProps {
  data: ResumeData;
  /** Edits the document (the layout: order, hidden sections, titles). */
  onEdit: (recipe: (data: ResumeData) => ResumeData) => void;
  /**
   * The optional built-in sections (`projects` … `interests`) the builder shows; custom
   * sections are listed from `data.customSections`.
   */
  present: readonly string[];
  /** Adds an optional built-in section by id, or a new custom section: `'custom'`. */
  onAdd: (id: string) => void;
  /**
   * Removes an optional section (a built-in id or `custom:<id>`) once the person confirmed:
   * the owner deletes its entries and stops listing it. The panel has already dropped the
   * section's own title and hidden mark from the layout.
   */
  onRemove: (id: string) => void;
  /** Opens the section's editor. */
  onOpen: (id: string) => void;
}

/**
 * The resume's sections in print order: move them (drag or keyboard), show or hide them,
 * rename them, remove optional ones and add the ones not there yet. The preview and every
 * download read the same layout.
 */
export function SectionsPanel({
  data,
  onEdit,
  present,
  onAdd,
  onRemove,
  onOpen,
}: SectionsPanelProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [removing, setRemoving] = useState<PanelSection | null>(null);
  const focusHeading = useRef(false);
  const sections = panelSections(data, present);
  const addable = OPTIONAL_SECTIONS.filter((id) => !present.includes(id));
  const customFull = data.customSections.length >= RESUME_LIMITS.customSections;

  // The removed row took its button with it: focus goes to the panel's heading, in the same
  // commit (a layout effect), so it never falls to the page in between.
  useLayoutEffect(() => {
    if (!focusHeading.current || removing !== null) return;
    focusHeading.current = false;
    heading.current?.focus();
  });

  const confirmRemove = () => {
    if (!removing) return;
    const { id } = removing;
    setRemoving(null);
    onEdit((d) => forgetSection(d, id));
    onRemove(id);
    focusHeading.current = true;
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div>
        <h2 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-semibold">
          Sections
        </h2>
        <p className="text-sm text-muted">
          Order, rename, show or hide the sections of your resume. The preview and every download
          follow; a hidden section keeps its content here.
        </p>
      </div>
      <SortableList
        items={sections}
        getId={(s) => s.id}
        getLabel={(s) => s.name}
        label="Resume sections"
        onMove={(from, to) =>
          onEdit((d) =>
            moveSection(
              d,
              panelSections(d, present).map((s) => s.id),
              from,
              to,
            ),
          )
        }
        renderItem={(section, controls) => (
          // The section's id names its row for the ATS check's jumps to its title and switch.
          <div data-section-id={section.id}>
            <SectionRow
              section={section}
              controls={controls}
              onRename={(title) => onEdit((d) => setSectionTitle(d, section.id, title))}
              onHiddenChange={(hidden) => onEdit((d) => setSectionHidden(d, section.id, hidden))}
              onOpen={() => onOpen(section.id)}
              onRemove={() => setRemoving(section)}
            />
          </div>
        )}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-ink">Add section</legend>
        <div className="flex flex-wrap gap-2">
          {addable.map((id) => (
            <Button key={id} variant="outline" size="sm" onClick={() => onAdd(id)}>
              <Plus className="h-4 w-4" aria-hidden="true" />
              <span className="sr-only">Add </span>
              {SECTION_TITLES[id]}
            </Button>
          ))}
          <Button
            variant="outline"
            size="sm"
            disabled={customFull}
            onClick={() => onAdd(NEW_CUSTOM_SECTION)}
          >
            <Plus className="h-4 w-4" aria-hidden="true" />
            <span className="sr-only">Add </span>
            Custom section
          </Button>
        </div>
        {customFull ? (
          <p className="text-xs text-muted">
            A resume holds at most {RESUME_LIMITS.customSections} custom sections.
          </p>
        ) : null}
      </fieldset>
      <Dialog open={removing !== null} onOpenChange={(open) => (open ? null : setRemoving(null))}>
        {removing ? (
          <DialogContent
            title={`Remove ${removing.name}?`}
            description="Its entries are deleted from this resume, and it leaves the preview and every download."
            className="max-w-md"
          >
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <DialogCancel />
              <Button variant="danger" onClick={confirmRemove}>
                Remove section
              </Button>
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </section>
  );
}
