import { Briefcase, Plus } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { formatDateRange } from '#shared/resume/dates.ts';
import type { ExperienceFormOutput } from '#shared/resume/resume-forms.schema.ts';
import { RESUME_LIMITS } from '#shared/resume/resume.limits.ts';
import { newEntryId, type ExperienceEntry } from '#shared/resume/resume.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { EntryCard } from './entry-card.tsx';
import { ExperienceForm, type AtsKeywordsSlotProps } from './experience-form.tsx';
import { SortableList } from './sortable-list.tsx';
import { StepHeading } from './step-heading.tsx';

export function experienceName(entry: ExperienceEntry): string {
  return [entry.jobTitle, entry.company].filter(Boolean).join(' at ') || 'this entry';
}

/**
 * Step 2: the empty state, the list of cards, and one form for
 * adding and editing. What add, edit and delete do to saving is decided by the builder.
 */
export function ExperienceStep({
  entries,
  onAdd,
  onUpdate,
  onDelete,
  onMove,
  renderAtsKeywords,
}: {
  entries: ExperienceEntry[];
  onAdd: (entry: ExperienceEntry) => void;
  onUpdate: (entry: ExperienceEntry) => void;
  onDelete: (entry: ExperienceEntry) => void;
  onMove: (from: number, to: number) => void;
  renderAtsKeywords?: ((props: AtsKeywordsSlotProps) => ReactNode) | undefined;
}) {
  const [editing, setEditing] = useState<'new' | string | null>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const wasEditing = useRef(false);

  // Back from the form: focus the add button so keyboard users keep their place.
  useEffect(() => {
    if (editing === null && wasEditing.current) {
      sectionRef.current?.querySelector<HTMLButtonElement>('[data-add-entry]')?.focus();
    }
    wasEditing.current = editing !== null;
  }, [editing]);

  const editedEntry =
    editing && editing !== 'new' ? entries.find((e) => e.id === editing) : undefined;
  const full = entries.length >= RESUME_LIMITS.experience;

  const submit = (values: ExperienceFormOutput) => {
    if (editedEntry) onUpdate({ ...values, id: editedEntry.id });
    else onAdd({ ...values, id: newEntryId(entries.map((e) => e.id)) });
    setEditing(null);
  };

  return (
    <section ref={sectionRef} aria-labelledby="step-experience" className="flex flex-col gap-5">
      <StepHeading id="step-experience" title="Work Experience">
        Your jobs, most recent first. Drag the cards or use the arrows to change the order.
      </StepHeading>

      {editing !== null ? (
        <div className="rounded-xl border border-brand-200 bg-brand-50/40 p-4 sm:p-6">
          <ExperienceForm
            key={editing}
            entry={editedEntry}
            onSubmit={submit}
            onCancel={() => setEditing(null)}
            renderAtsKeywords={renderAtsKeywords}
          />
        </div>
      ) : entries.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border-2 border-dashed border-slate-300 px-6 py-12 text-center">
          <span className="rounded-full bg-brand-50 p-3 text-brand-700">
            <Briefcase className="h-6 w-6" aria-hidden="true" />
          </span>
          <p className="font-medium">No work experience added yet</p>
          <p className="max-w-sm text-sm text-muted">
            Add your jobs to show employers what you have achieved.
          </p>
          <Button data-add-entry onClick={() => setEditing('new')}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            Add Work Experience
          </Button>
        </div>
      ) : (
        <>
          <SortableList
            items={entries}
            getId={(e) => e.id}
            getLabel={experienceName}
            onMove={onMove}
            label="Work experience"
            renderItem={(entry, controls) => (
              <EntryCard
                controls={controls}
                title={entry.jobTitle || 'Untitled role'}
                subtitle={entry.company}
                dateRange={formatDateRange({ ...entry, current: entry.isCurrentJob })}
                current={entry.isCurrentJob}
                description={entry.description}
                tags={entry.tags}
                itemName={experienceName(entry)}
                onEdit={() => setEditing(entry.id)}
                onDelete={() => onDelete(entry)}
                review={{ section: 'experience', entry: entry.id }}
              />
            )}
          />
          <Button
            data-add-entry
            variant="outline"
            className="self-start"
            disabled={full}
            onClick={() => setEditing('new')}
          >
            <Plus className="h-4 w-4" aria-hidden="true" />
            Add Experience
          </Button>
          {full ? (
            <p className="text-sm text-muted">
              You have reached the limit of {RESUME_LIMITS.experience} entries.
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
