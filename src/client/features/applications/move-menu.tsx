import { Check } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import {
  APPLICATION_STATUSES,
  APPLICATION_STATUS_LABELS,
  type ApplicationStatus,
} from '#shared/applications/applications.schema.ts';

/** Which item takes focus when the menu opens: the card's status, or the last (Arrow Up). */
export type MoveMenuFocus = 'current' | 'last';

/** Space between the button and the menu, and the least between the menu and the window. */
const GAP = 4;

/**
 * The board's one Move to menu, opened by a card's Move to button (a menu button: the
 * statuses as radio items, the card's own checked). There is one for the whole board, drawn
 * only while open, so 300 cards cost 300 buttons and not 2,100 options.
 *
 * Keyboard: it opens on the card's status (as a select does), or on the last item with Arrow
 * Up; Up and Down move (round the ends), Home and End go to the ends, a letter goes to the
 * next status starting with it, Enter or Space moves the card, Escape closes it and gives
 * focus back to the button, Tab closes it and goes on from the button. A press outside
 * closes it. It sits under the button (above when there is no room below) in the window, so
 * neither the board's sideways scroll nor a card's containment clips it, and follows the
 * button when the page or the board scrolls.
 */
export function MoveMenu({
  id,
  label,
  status,
  trigger,
  focus,
  onChoose,
  onClose,
}: {
  id: string;
  /** The menu's name: "Move Data Engineer at Globex to". */
  label: string;
  status: ApplicationStatus;
  trigger: HTMLElement;
  focus: MoveMenuFocus;
  onChoose: (status: ApplicationStatus) => void;
  /** `refocus`: give focus back to the button (Escape, Tab, a choice). */
  onClose: (refocus: boolean) => void;
}) {
  const menuRef = useRef<HTMLDivElement>(null);

  // Placed once its size is known, before it is painted, then again whenever the button moves
  // on the screen. Written to the element, not kept as state: the focus below needs it placed
  // (and shown) in this same pass.
  useLayoutEffect(() => {
    const menu = menuRef.current;
    if (!menu) return;
    const place = () => {
      const button = trigger.getBoundingClientRect();
      const { offsetWidth: width, offsetHeight: height } = menu;
      const below = button.bottom + GAP;
      const top =
        below + height <= window.innerHeight - GAP || button.top - GAP - height < GAP
          ? below
          : button.top - GAP - height;
      const left = Math.max(GAP, Math.min(button.left, window.innerWidth - width - GAP));
      menu.style.top = `${top}px`;
      menu.style.left = `${left}px`;
    };
    place();
    window.addEventListener('scroll', place, { capture: true, passive: true });
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, { capture: true });
      window.removeEventListener('resize', place);
    };
  }, [trigger]);

  // Focus goes into the menu as it opens. Not on every render: the arrows move it after.
  const initialFocus = useRef(focus);
  const initialStatus = useRef(status);
  useLayoutEffect(() => {
    const items = menuItems(menuRef.current);
    const at =
      initialFocus.current === 'last'
        ? items.length - 1
        : APPLICATION_STATUSES.indexOf(initialStatus.current);
    items[at]?.focus({ preventScroll: true });
  }, []);

  // A press anywhere but the menu or its button closes it (the button toggles it itself).
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (target && (menuRef.current?.contains(target) || trigger.contains(target))) return;
      onClose(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [trigger, onClose]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const items = menuItems(menuRef.current);
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    const go = (to: number) => {
      event.preventDefault();
      items[(to + items.length) % items.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return go(at + 1);
      case 'ArrowUp':
        return go(at - 1);
      case 'Home':
        return go(0);
      case 'End':
        return go(items.length - 1);
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        return onClose(true);
      case 'Tab':
        // Focus returns to the button first, so the Tab goes on from there.
        return onClose(true);
      default: {
        if (event.key.length !== 1 || event.altKey || event.ctrlKey || event.metaKey) return;
        const letter = event.key.toLocaleLowerCase();
        const next = [...items.slice(at + 1), ...items.slice(0, at + 1)].find((item) =>
          item.textContent?.trim().toLocaleLowerCase().startsWith(letter),
        );
        if (next) go(items.indexOf(next));
      }
    }
  }

  return (
    <div
      ref={menuRef}
      id={id}
      role="menu"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="fixed z-50 flex min-w-44 flex-col rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
    >
      {APPLICATION_STATUSES.map((option) => (
        <button
          key={option}
          type="button"
          role="menuitemradio"
          aria-checked={option === status}
          tabIndex={-1}
          onClick={() => (option === status ? onClose(true) : onChoose(option))}
          className="flex items-center gap-2 rounded-lg px-2 py-1.5 text-left text-sm text-ink outline-none hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500"
        >
          <Check
            className={option === status ? 'h-4 w-4 text-brand-700' : 'h-4 w-4 invisible'}
            aria-hidden="true"
          />
          {APPLICATION_STATUS_LABELS[option]}
        </button>
      ))}
    </div>
  );
}

function menuItems(menu: HTMLElement | null): HTMLButtonElement[] {
  return menu ? Array.from(menu.querySelectorAll<HTMLButtonElement>('[role="menuitemradio"]')) : [];
}
