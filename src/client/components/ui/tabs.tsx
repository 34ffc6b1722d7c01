import {
  createContext,
  useContext,
  useId,
  useRef,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

/** One tab of a `Tabs` list. `value` becomes part of element ids: letters, digits and dashes. */
export interface TabItem<V extends string> {
  value: V;
  label: ReactNode;
  disabled?: boolean;
}

interface TabsState {
  baseId: string;
  value: string;
}

const TabsContext = createContext<TabsState | null>(null);

const tabId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;

/**
 * Where each key moves the focus in a horizontal tab list. The arrows wrap round; Home and
 * Page Up go to the first tab, End and Page Down to the last. Disabled tabs are passed over.
 */
function targetIndex(key: string, from: number, enabled: readonly boolean[]): number | undefined {
  const count = enabled.length;
  const step = key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : 0;
  if (step !== 0) {
    for (let i = 1; i < count; i++) {
      const index = (from + step * i + count) % count;
      if (enabled[index]) return index;
    }
    return undefined;
  }
  if (key === 'Home' || key === 'PageUp') {
    const first = enabled.indexOf(true);
    return first === -1 ? undefined : first;
  }
  if (key === 'End' || key === 'PageDown') {
    const last = enabled.lastIndexOf(true);
    return last === -1 ? undefined : last;
  }
  return undefined;
}

/**
 * A horizontal tab list (the WAI-ARIA tabs pattern with automatic activation) followed by
 * `children`: the `TabPanel`s, with anything that sits between the list and the panels.
 * Only the selected tab is in the Tab order; the arrow keys, Home and End move to another
 * tab and select it. The selected tab and its panel carry `data-state="active"`, the others
 * `data-state="inactive"`, for styling.
 */
export function Tabs<V extends string>({
  value,
  onValueChange,
  tabs,
  label,
  className,
  listClassName,
  tabClassName,
  children,
}: {
  value: V;
  /** Called with another tab's value only: choosing the selected tab again changes nothing. */
  onValueChange: (value: V) => void;
  tabs: readonly TabItem<V>[];
  /** The tab list's accessible name. */
  label: string;
  className?: string;
  listClassName?: string;
  tabClassName?: string;
  children: ReactNode;
}) {
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function select(index: number) {
    const tab = tabs[index];
    if (tab && !tab.disabled && tab.value !== value) onValueChange(tab.value);
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, from: number) {
    // Modified keys belong to the browser and assistive technology.
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const to = targetIndex(
      event.key,
      from,
      tabs.map((tab) => !tab.disabled),
    );
    if (to === undefined) return;
    event.preventDefault();
    buttons.current[to]?.focus();
    select(to);
  }

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className={listClassName}
      >
        {tabs.map((tab, index) => {
          const selected = tab.value === value;
          return (
            <button
              key={tab.value}
              ref={(button) => {
                buttons.current[index] = button;
              }}
              type="button"
              role="tab"
              id={tabId(baseId, tab.value)}
              aria-selected={selected}
              aria-controls={panelId(baseId, tab.value)}
              tabIndex={selected ? 0 : -1}
              disabled={tab.disabled}
              data-state={selected ? 'active' : 'inactive'}
              data-disabled={tab.disabled ? '' : undefined}
              className={tabClassName}
              onClick={(event) => {
                // Safari does not focus a clicked button: the arrow keys then start from the
                // tab just chosen in every browser.
                event.currentTarget.focus();
                select(index);
              }}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <TabsContext.Provider value={{ baseId, value }}>{children}</TabsContext.Provider>
    </div>
  );
}

/**
 * The panel of the tab with the same `value`. A panel that is not selected stays in the page,
 * hidden and empty, so its tab's `aria-controls` names an element; its content is unmounted,
 * and a form in it starts afresh when its tab is chosen again.
 */
export function TabPanel({
  value,
  className,
  children,
}: {
  value: string;
  className?: string;
  children: ReactNode;
}) {
  const tabs = useContext(TabsContext);
  if (!tabs) throw new Error('TabPanel is rendered outside Tabs');
  const selected = tabs.value === value;
  return (
    <div
      role="tabpanel"
      id={panelId(tabs.baseId, value)}
      aria-labelledby={tabId(tabs.baseId, value)}
      tabIndex={0}
      hidden={!selected}
      data-state={selected ? 'active' : 'inactive'}
      className={className}
    >
      {selected ? children : null}
    </div>
  );
}
