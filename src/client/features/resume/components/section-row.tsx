import { Check, Pencil, Trash2, X } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { cn } from '../../../lib/cn.ts';
import { sectionTitleError, type PanelSection } from './sections-layout.ts';

const ICON_BUTTON =
  'rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600';

/**
 * One section in the Sections panel: its heading (renamed in place), a switch that shows or
 * hides it in the documents, and buttons to open its editor and, for an optional section,
 * to remove it.
 */
export function SectionRow({
  section,
  controls,
  onRename,
  onHiddenChange,
  onOpen,
  onRemove,
}: {
  section: PanelSection;
  /** The move buttons and drag handle from the sortable list. */
  controls: ReactNode;
  onRename: (title: string) => void;
  onHiddenChange: (hidden: boolean) => void;
  onOpen: () => void;
  onRemove: () => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const inputId = useId();
  const error = draft === null ? null : sectionTitleError(draft);

  const refocus = useRef(false);
  // The Rename button is back once the field closes: focus returns to it in the same commit
  // (a layout effect), so it never falls to the page in between.
  useLayoutEffect(() => {
    if (draft !== null || !refocus.current) return;
    refocus.current = false;
    renameButton.current?.focus();
  }, [draft]);

  const stopRenaming = () => {
    refocus.current = true;
    setDraft(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft === null || error) return;
    onRename(draft);
    stopRenaming();
  };

  return (
    <div
      className={cn(
        'flex items-start gap-2 rounded-xl border border-slate-200 bg-white p-2 sm:p-3',
        section.hidden && 'bg-slate-50',
      )}
    >
      {controls}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        {draft === null ? (
          <div className="flex min-h-9 flex-wrap items-center gap-x-2 gap-y-1">
            <span className={cn('min-w-0 font-medium break-words', section.hidden && 'text-muted')}>
              {section.name}
            </span>
            {section.hidden ? <Badge>Hidden</Badge> : null}
            {!section.custom && section.name !== section.defaultName ? (
              <span className="text-xs text-muted">({section.defaultName})</span>
            ) : null}
          </div>
        ) : (
          <form className="flex flex-col gap-1.5" onSubmit={submit} noValidate>
            <label htmlFor={inputId} className="text-sm font-medium text-ink">
              {section.custom ? 'Section title' : `Title of the ${section.defaultName} section`}
            </label>
            <div className="flex items-center gap-1">
              <Input
                id={inputId}
                value={draft}
                autoFocus
                placeholder={section.defaultName}
                aria-invalid={error ? true : undefined}
                aria-describedby={`${inputId}-note`}
                onChange={(e) => setDraft(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Escape') {
                    e.preventDefault();
                    stopRenaming();
                  }
                }}
                className="h-9"
              />
              <button type="submit" className={ICON_BUTTON} aria-label="Save title">
                <Check className="h-4 w-4" aria-hidden="true" />
              </button>
              <button
                type="button"
                className={ICON_BUTTON}
                aria-label="Cancel renaming"
                onClick={stopRenaming}
              >
                <X className="h-4 w-4" aria-hidden="true" />
              </button>
            </div>
            <p
              id={`${inputId}-note`}
              className={cn('text-xs', error ? 'text-red-700' : 'text-muted')}
            >
              {error ?? `Leave it blank for '${section.defaultName}'.`}
            </p>
          </form>
        )}
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <label className="flex items-center gap-2 text-sm text-ink">
            <Switch
              checked={!section.hidden}
              onCheckedChange={(shown) => onHiddenChange(!shown)}
              aria-label={`Show ${section.name} in the resume`}
            />
            <span aria-hidden="true">{section.hidden ? 'Hidden' : 'Shown'}</span>
          </label>
          <span className="ml-auto flex items-center">
            {draft === null ? (
              <button
                ref={renameButton}
                type="button"
                className={ICON_BUTTON}
                aria-label={`Rename ${section.name}`}
                onClick={() => setDraft(section.name === section.defaultName ? '' : section.name)}
              >
                <Pencil className="h-4 w-4" aria-hidden="true" />
              </button>
            ) : null}
            <Button variant="ghost" size="sm" onClick={onOpen}>
              Edit
              <span className="sr-only"> {section.name}</span>
            </Button>
            {section.removable ? (
              <button
                type="button"
                className={cn(ICON_BUTTON, 'hover:bg-red-50 hover:text-red-700')}
                aria-label={`Remove ${section.name}`}
                onClick={onRemove}
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
              </button>
            ) : null}
          </span>
        </div>
      </div>
    </div>
  );
}
