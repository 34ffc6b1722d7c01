import { ArrowDownWideNarrow, Plus, type LucideIcon } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { formatDateRange, type DateRange } from '#shared/resume/dates.ts';
import { newEntryId } from '#shared/resume/resume.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { EntryCard, type EntryCardContent } from './entry-card.tsx';
import { EntryForm, type EntryFormAddons, type EntryFormSpec } from './entry-form.tsx';
import { SortableList } from './sortable-list.tsx';
import { StepHeading } from './step-heading.tsx';

/**
 * A dated entry's card dates: the range as the documents print it ('Sep 2023 - Expected 2027'
 * for a current degree or project with its expected end year), and the Current badge.
 */
export function cardDates(range: DateRange): Pick<EntryCardContent, 'dateRange' | 'current'> {
  return { dateRange: formatDateRange(range), current: range.current };
}

/** What makes one section of entries in the builder (experience, projects …): its texts, card and form. */
export interface EntryListSpec<T extends { id: string }, V extends object, O> {
  /** The heading's id: focus goes there when the section opens. */
  headingId: string;
  /** The heading says `title`, the introduction under it `intro`. */
  title: string;
  intro: string;
  /** The accessible name of the list of cards. */
  listLabel: string;
  /** How many entries the section holds at most. */
  limit: number;
  /** The empty section: an icon, two lines and the first add button. */
  empty: { icon: LucideIcon; title: string; text: string; add: string };
  /** The add button under the cards. */
  add: string;
  /** Names an entry in button labels and announcements ('Engineer at Acme'). */
  name: (entry: T) => string;
  /** What the card says. */
  card: (entry: T) => EntryCardContent;
  form: EntryFormSpec<V, O>;
}

/** What the builder gives a step of entries: the list and what to do on add, edit, delete and move. */
export interface EntryStepProps<T> {
  entries: readonly T[];
  onAdd: (entry: T) => void;
  onUpdate: (entry: T) => void;
  onDelete: (entry: T) => void;
  onMove: (from: number, to: number) => void;
  /** 'Sort by date', for sections of dated entries. */
  onSort?: () => void;
}

/**
 * A builder step that lists the entries of a section: the empty state, the cards (drag or
 * keyboard reorder, and 'Sort by date' when the section gives `onSort`), and one form, in
 * place of the list, for adding and editing. What add, edit, delete (and its undo), moves
 * and sorting do to the document is the builder's.
 */
export function EntryListStep<T extends { id: string }, V extends object, O>({
  spec,
  entries,
  onAdd,
  onUpdate,
  onDelete,
  onMove,
  onSort,
  formAddons,
  header,
}: {
  spec: EntryListSpec<T, V, O>;
  entries: readonly T[];
  onAdd: (entry: O & { id: string }) => void;
  onUpdate: (entry: O & { id: string }) => void;
  onDelete: (entry: T) => void;
  onMove: (from: number, to: number) => void;
  onSort?: (() => void) | undefined;
  /** Controls under the form's detail fields (see EntryForm). */
  formAddons?: EntryFormAddons<V, O>;
  /** What goes under the heading (a custom section's title field). */
  header?: ReactNode;
}) {
  const { review } = spec.form;
  const { headingId } = spec;
  const [editing, setEditing] = useState<'new' | string | null>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const wasEditing = useRef(false);

  // Back from the form: focus the add button so keyboard users keep their place. A layout
  // effect moves focus in the same commit that removes the form, so focus never falls to the
  // page in between.
  useLayoutEffect(() => {
    if (editing === null && wasEditing.current) {
      sectionRef.current?.querySelector<HTMLButtonElement>('[data-add-entry]')?.focus();
    }
    wasEditing.current = editing !== null;
  }, [editing]);

  const editedEntry =
    editing && editing !== 'new' ? entries.find((e) => e.id === editing) : undefined;
  const full = entries.length >= spec.limit;

  const submit = (values: O) => {
    if (editedEntry) onUpdate({ ...values, id: editedEntry.id });
    else onAdd({ ...values, id: newEntryId(entries.map((e) => e.id)) });
    setEditing(null);
  };

  const addButton = (label: ReactNode, outline: boolean) => (
    <Button
      data-add-entry
      {...(outline ? { variant: 'outline', className: 'self-start', disabled: full } : {})}
      onClick={() => setEditing('new')}
    >
      <Plus className="h-4 w-4" aria-hidden="true" />
      {label}
    </Button>
  );
  const Icon = spec.empty.icon;

  return (
    <section ref={sectionRef} aria-labelledby={headingId} className="flex flex-col gap-5">
      <StepHeading id={headingId} title={spec.title}>
        {spec.intro}
      </StepHeading>
      {header}

      {editing !== null ? (
        <div className="rounded-xl border border-brand-200 bg-brand-50/40 p-4 sm:p-6">
          <EntryForm
            key={editing}
            spec={spec.form}
            entry={editedEntry}
            onSubmit={submit}
            onCancel={() => setEditing(null)}
            addons={formAddons}
          />
        </div>
      ) : entries.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border-2 border-dashed border-slate-300 px-6 py-12 text-center">
          <span className="rounded-full bg-brand-50 p-3 text-brand-700">
            <Icon className="h-6 w-6" aria-hidden="true" />
          </span>
          <p className="font-medium">{spec.empty.title}</p>
          <p className="max-w-sm text-sm text-muted">{spec.empty.text}</p>
          {addButton(spec.empty.add, false)}
        </div>
      ) : (
        <>
          <SortableList
            items={entries}
            getId={(e) => e.id}
            getLabel={spec.name}
            onMove={onMove}
            label={spec.listLabel}
            renderItem={(entry, controls) => (
              <EntryCard
                {...spec.card(entry)}
                controls={controls}
                itemName={spec.name(entry)}
                onEdit={() => setEditing(entry.id)}
                onDelete={() => onDelete(entry)}
                review={review ? { section: review, entry: entry.id } : undefined}
              />
            )}
          />
          <div className="flex flex-wrap gap-2">
            {addButton(spec.add, true)}
            {onSort && entries.length > 1 ? (
              <Button variant="outline" onClick={onSort}>
                <ArrowDownWideNarrow className="h-4 w-4" aria-hidden="true" />
                Sort by date
              </Button>
            ) : null}
          </div>
          {full ? (
            <p className="text-sm text-muted">
              You have reached the limit of {spec.limit} entries.
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
