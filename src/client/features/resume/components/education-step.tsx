import { GraduationCap, Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { formatDateRange } from '#shared/resume/dates.ts';
import type { EducationFormOutput } from '#shared/resume/resume-forms.schema.ts';
import { RESUME_LIMITS } from '#shared/resume/resume.limits.ts';
import { newEntryId, type EducationEntry } from '#shared/resume/resume.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { EducationForm } from './education-form.tsx';
import { EntryCard } from './entry-card.tsx';
import { SortableList } from './sortable-list.tsx';
import { StepHeading } from './step-heading.tsx';

export function educationName(entry: EducationEntry): string {
  return [entry.degree, entry.school].filter(Boolean).join(' at ') || 'this entry';
}

/** Step 3: education entries with the same add, edit, delete and reorder behaviour as step 2. */
export function EducationStep({
  entries,
  onAdd,
  onUpdate,
  onDelete,
  onMove,
}: {
  entries: EducationEntry[];
  onAdd: (entry: EducationEntry) => void;
  onUpdate: (entry: EducationEntry) => void;
  onDelete: (entry: EducationEntry) => void;
  onMove: (from: number, to: number) => void;
}) {
  const [editing, setEditing] = useState<'new' | string | null>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const wasEditing = useRef(false);

  useEffect(() => {
    if (editing === null && wasEditing.current) {
      sectionRef.current?.querySelector<HTMLButtonElement>('[data-add-entry]')?.focus();
    }
    wasEditing.current = editing !== null;
  }, [editing]);

  const editedEntry =
    editing && editing !== 'new' ? entries.find((e) => e.id === editing) : undefined;
  const full = entries.length >= RESUME_LIMITS.education;

  const submit = (values: EducationFormOutput) => {
    if (editedEntry) onUpdate({ ...values, id: editedEntry.id });
    else onAdd({ ...values, id: newEntryId(entries.map((e) => e.id)) });
    setEditing(null);
  };

  return (
    <section ref={sectionRef} aria-labelledby="step-education" className="flex flex-col gap-5">
      <StepHeading id="step-education" title="Education">
        Schools, universities and training, most recent first.
      </StepHeading>

      {editing !== null ? (
        <div className="rounded-xl border border-brand-200 bg-brand-50/40 p-4 sm:p-6">
          <EducationForm
            key={editing}
            entry={editedEntry}
            onSubmit={submit}
            onCancel={() => setEditing(null)}
          />
        </div>
      ) : entries.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border-2 border-dashed border-slate-300 px-6 py-12 text-center">
          <span className="rounded-full bg-brand-50 p-3 text-brand-700">
            <GraduationCap className="h-6 w-6" aria-hidden="true" />
          </span>
          <p className="font-medium">No education added yet</p>
          <p className="max-w-sm text-sm text-muted">Add your degrees, diplomas and courses.</p>
          <Button data-add-entry onClick={() => setEditing('new')}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            Add Your Education
          </Button>
        </div>
      ) : (
        <>
          <SortableList
            items={entries}
            getId={(e) => e.id}
            getLabel={educationName}
            onMove={onMove}
            label="Education"
            renderItem={(entry, controls) => (
              <EntryCard
                controls={controls}
                title={entry.degree || entry.school || 'Untitled entry'}
                subtitle={[entry.degree ? entry.school : '', entry.fieldOfStudy]
                  .filter(Boolean)
                  .join(' · ')}
                dateRange={formatDateRange({ ...entry, current: entry.isCurrent })}
                current={entry.isCurrent}
                location={entry.location}
                description={entry.description}
                itemName={educationName(entry)}
                onEdit={() => setEditing(entry.id)}
                onDelete={() => onDelete(entry)}
                review={{ section: 'education', entry: entry.id }}
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
            Add Education
          </Button>
          {full ? (
            <p className="text-sm text-muted">
              You have reached the limit of {RESUME_LIMITS.education} entries.
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
