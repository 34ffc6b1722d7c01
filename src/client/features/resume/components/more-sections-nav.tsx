import { History, LayoutList, ListOrdered, Palette, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import type { ListedSection } from '../state/use-optional-sections.ts';
import { sidebarButtonClass } from './step-sidebar.tsx';

/** An entry of the group that opens a panel rather than a section. */
export interface PanelEntry {
  id: string;
  label: string;
}

const PANEL_ICONS: Record<string, LucideIcon> = {
  sections: ListOrdered,
  look: Palette,
  history: History,
};

/**
 * 'More sections', under the steps: the optional sections this resume has, each opening its
 * editor, then the panels (the sections' order and visibility, the look).
 */
export function MoreSectionsNav({
  sections,
  panels,
  active,
  onSelect,
}: {
  sections: readonly ListedSection[];
  panels: readonly PanelEntry[];
  /** The id shown in the main card, or null while a step is. */
  active: string | null;
  onSelect: (id: string) => void;
}) {
  const headingId = useId();
  const entries = [
    ...sections.map((s) => ({ id: s.id, label: s.name, icon: LayoutList })),
    ...panels.map((p) => ({ ...p, icon: PANEL_ICONS[p.id] ?? LayoutList })),
  ];
  return (
    <nav aria-labelledby={headingId} className="mt-5">
      <h2
        id={headingId}
        className="mb-2 px-1 text-xs font-semibold tracking-wide text-muted uppercase"
      >
        More sections
      </h2>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-1 xl:grid-cols-2 2xl:grid-cols-4">
        {entries.map(({ id, label, icon: Icon }) => (
          <li key={id}>
            <button
              type="button"
              aria-current={active === id ? 'page' : undefined}
              onClick={() => onSelect(id)}
              className={sidebarButtonClass(active === id)}
            >
              <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
              <span className="min-w-0 truncate">{label}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
