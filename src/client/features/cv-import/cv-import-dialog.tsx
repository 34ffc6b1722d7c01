import { useId, useMemo, useState } from 'react';
import type { ExtractedProfile } from '#shared/cv-import/cv-import.schema.ts';
import {
  CV_CHOICE_NAMES,
  CV_SECTION_NAMES,
  cvChangeText,
  cvHoldsText,
} from '#shared/cv-import/cv-notices.ts';
import {
  mergeExtractedProfile,
  type CvImportChoice,
  type CvImportChoices,
} from '#shared/cv-import/merge-extracted-profile.ts';
import type { ResumeData } from '#shared/resume/resume.schema.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogCancel, DialogContent } from '../../components/ui/dialog.tsx';
import { cn } from '../../lib/cn.ts';
import {
  importRows,
  quickChoices,
  startChoices,
  type ImportRow,
  type QuickChoice,
} from './import-choices.ts';
import { IMPORT_SOURCE_TEXTS, type ImportSource } from './import-source.ts';

const QUICK: [QuickChoice, string][] = [
  ['replace', 'Replace everything'],
  ['fill', 'Fill empty fields only'],
  ['add', 'Add entries'],
];

export interface CvImportDialogProps {
  /** The builder's document now. */
  data: ResumeData;
  profile: Partial<ExtractedProfile>;
  /** What the profile was read from; the texts name it. */
  source?: ImportSource;
  onImport: (choices: CvImportChoices) => void;
  onCancel: () => void;
}

/**
 * "Import from your CV" (or "… LinkedIn export"): before an import changes a resume that has
 * content, the person chooses per section what happens (replace, fill the empty, add, keep),
 * seeing what each choice changes. Loaded only when it is needed.
 */
export default function CvImportDialog({
  data,
  profile,
  source = 'cv',
  onImport,
  onCancel,
}: CvImportDialogProps) {
  const texts = IMPORT_SOURCE_TEXTS[source];
  const rows = useMemo(() => importRows(data, profile), [data, profile]);
  const [choices, setChoices] = useState(() => startChoices(data, profile, rows));
  const preview = useMemo(
    () => mergeExtractedProfile(data, profile, choices).changes,
    [data, profile, choices],
  );

  return (
    <Dialog open onOpenChange={(open) => !open && onCancel()}>
      <DialogContent
        title={texts.dialogTitle}
        description={`Your resume already has content. Choose for each section what ${texts.thing} does to it. Fill empty: only fields or lists that are empty now.`}
        className="max-w-3xl"
      >
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap gap-2" role="group" aria-label="Choose for every section">
            {QUICK.map(([quick, label]) => (
              <Button
                key={quick}
                variant="outline"
                size="sm"
                onClick={() => setChoices(quickChoices(quick, rows))}
              >
                {label}
              </Button>
            ))}
          </div>
          <ul className="flex flex-col divide-y divide-slate-200 border-y border-slate-200 sm:rounded-lg sm:border">
            {rows.map((row) => (
              <li key={row.section} className="py-3 sm:px-3">
                <SectionChoice
                  row={row}
                  source={source}
                  holds={cvHoldsText(row.section, profile, preview[row.section])}
                  change={cvChangeText(row.section, preview[row.section])}
                  value={choices[row.section]}
                  onChange={(choice) => setChoices((c) => ({ ...c, [row.section]: choice }))}
                />
              </li>
            ))}
          </ul>
          {/* Import and Cancel stay in view while the sections scroll. */}
          <div className="sticky -bottom-6 -mx-6 flex justify-end gap-2 border-t border-slate-200 bg-white px-6 py-3">
            <DialogCancel className="flex-1 sm:flex-none" />
            <Button className="flex-1 sm:flex-none" onClick={() => onImport(choices)}>
              Import
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function SectionChoice({
  row,
  source,
  holds,
  change,
  value,
  onChange,
}: {
  row: ImportRow;
  source: ImportSource;
  holds: string;
  change: string;
  value: CvImportChoice;
  onChange: (choice: CvImportChoice) => void;
}) {
  const name = useId();
  const labelId = `${name}-label`;
  const changeId = `${name}-change`;
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelId}
      aria-describedby={changeId}
      className="grid gap-2 sm:grid-cols-[minmax(0,11rem)_minmax(0,1fr)] sm:items-start sm:gap-x-4"
    >
      <div className="flex flex-col">
        <span id={labelId} className="font-medium text-ink">
          {CV_SECTION_NAMES[row.section]}
        </span>
        <span className="text-xs text-muted">
          {row.fromCv
            ? `${IMPORT_SOURCE_TEXTS[source].holds}: ${holds}`
            : IMPORT_SOURCE_TEXTS[source].absent}
        </span>
      </div>
      <div className="flex flex-col gap-1.5">
        <div className="flex flex-wrap gap-1">
          {row.choices.map((choice) => (
            <label key={choice} className="relative">
              <input
                type="radio"
                name={name}
                value={choice}
                checked={value === choice}
                onChange={() => onChange(choice)}
                className="peer absolute inset-0 cursor-pointer opacity-0"
              />
              <span
                className={cn(
                  'inline-flex h-8 items-center rounded-full border border-slate-300 bg-white px-2 text-sm text-ink sm:px-3',
                  'peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white',
                  'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
                )}
              >
                {!row.fromCv && choice === 'replace' ? 'Remove' : CV_CHOICE_NAMES[choice]}
              </span>
            </label>
          ))}
        </div>
        <p id={changeId} className="text-sm text-slate-700" aria-live="polite">
          {change}
        </p>
      </div>
    </div>
  );
}
