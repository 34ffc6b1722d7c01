import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import {
  ChevronDown,
  Download,
  FileCode,
  FileText,
  FileType2,
  Loader2,
  type LucideIcon,
} from 'lucide-react';
import { Fragment } from 'react';
import type { DocumentFormat, ResumeFileFormat } from '#shared/documents/file-name.ts';
import { Button } from '../../components/ui/button.tsx';

export interface DownloadMenuItem {
  key: string;
  label: string;
  hint: string;
  icon: LucideIcon;
  onSelect: () => void;
  /** Draws a rule above the item (a different kind of download). */
  separated?: boolean;
}

/** The three rendered formats, as the Download menus list them. */
export const FORMAT_ITEMS: readonly {
  format: DocumentFormat;
  label: string;
  hint: string;
  icon: LucideIcon;
}[] = [
  { format: 'pdf', label: 'PDF', hint: 'Best for applying', icon: FileText },
  { format: 'docx', label: 'DOCX', hint: 'Editable in Word', icon: FileType2 },
  { format: 'txt', label: 'TXT', hint: 'Plain text for forms', icon: FileText },
];

/** Markdown, which only the resume's menu offers (resume-md.ts; a letter has no Markdown). */
export const MARKDOWN_ITEM: {
  format: ResumeFileFormat;
  label: string;
  hint: string;
  icon: LucideIcon;
} = { format: 'md', label: 'Markdown', hint: 'For READMEs and websites', icon: FileCode };

const ITEM =
  'flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2 text-sm text-ink outline-none select-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60 data-[highlighted]:bg-slate-100';

/**
 * The Download button and its menu of formats, for the resume builder and the cover-letter
 * editor. While a download is being made every item is disabled and the button spins.
 */
export function DownloadMenu({
  heading,
  items,
  disabled,
  working,
  variant = 'primary',
  compact = false,
}: {
  /** The menu's label, e.g. 'Download as'. */
  heading: string;
  items: readonly DownloadMenuItem[];
  /** A download is being made: items are disabled. */
  disabled: boolean;
  /** The button shows a spinner (and aria-busy). */
  working: boolean;
  variant?: 'primary' | 'outline';
  /** On a phone the button shows its icons only (the word stays its accessible name). */
  compact?: boolean;
}) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button size="sm" variant={variant} aria-busy={working}>
          {working ? (
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
          ) : (
            <Download className="h-4 w-4" aria-hidden="true" />
          )}
          <span className={compact ? 'max-sm:sr-only' : undefined}>Download</span>
          <ChevronDown className="h-4 w-4 opacity-80" aria-hidden="true" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 w-64 max-w-[calc(100vw-1.5rem)] rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          <DropdownMenu.Label className="px-2 pt-1.5 pb-2 text-xs font-semibold tracking-wide text-muted uppercase">
            {heading}
          </DropdownMenu.Label>
          {items.map(({ key, label, hint, icon: Icon, onSelect, separated }) => (
            <Fragment key={key}>
              {separated ? <DropdownMenu.Separator className="my-1 h-px bg-slate-200" /> : null}
              <DropdownMenu.Item className={ITEM} disabled={disabled} onSelect={onSelect}>
                <Icon className="h-4 w-4 text-slate-500" aria-hidden="true" />
                <span className="flex flex-col">
                  <span className="font-medium">{label}</span>
                  <span className="text-xs text-muted">{hint}</span>
                </span>
              </DropdownMenu.Item>
            </Fragment>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
