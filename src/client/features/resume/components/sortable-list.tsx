import { ChevronDown, ChevronUp, GripVertical } from 'lucide-react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { cn } from '../../../lib/cn.ts';

interface DragState {
  id: string;
  from: number;
  over: number;
  dy: number;
  /** Height of the dragged item plus the gap to its neighbour. */
  step: number;
}

/**
 * A reorderable list of cards: drag by the handle (mouse, pen or touch: pointer events,
 * so it works on phones where HTML drag-and-drop does not), or use the keyboard-accessible
 * Move up / Move down buttons (and the arrow keys on the handle). Moves are announced.
 */
export function SortableList<T>({
  items,
  getId,
  getLabel,
  onMove,
  label,
  renderItem,
}: {
  items: readonly T[];
  getId: (item: T) => string;
  /** Names the item in button labels and announcements ('Engineer at Acme'). */
  getLabel: (item: T) => string;
  onMove: (from: number, to: number) => void;
  label: string;
  renderItem: (item: T, controls: ReactNode) => ReactNode;
}) {
  const hintId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const [drag, setDrag] = useState<DragState | null>(null);
  const dragRef = useRef<{ startY: number; mids: number[] } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  /** Set by a move from the keyboard or a button; acted on once the list has re-rendered. */
  const focusRequest = useRef<{ id: string; dir: 'up' | 'down' | 'handle' } | null>(null);
  const setFocusRequest = (request: { id: string; dir: 'up' | 'down' | 'handle' }) => {
    focusRequest.current = request;
  };

  const move = (from: number, to: number, item: T) => {
    if (to < 0 || to >= items.length || to === from) return;
    onMove(from, to);
    setAnnouncement(`Moved ${getLabel(item)} to position ${to + 1} of ${items.length}.`);
  };

  // Keep focus on the button that was pressed after its card moved (or on the other
  // move button when the card reached the top or the bottom).
  useEffect(() => {
    const request = focusRequest.current;
    focusRequest.current = null;
    if (!request || !listRef.current) return;
    const { id, dir } = request;
    const pick = (d: 'up' | 'down' | 'handle') =>
      listRef.current?.querySelector<HTMLButtonElement>(
        `[data-move="${d}"][data-item="${CSS.escape(id)}"]`,
      );
    const button = pick(dir);
    if (button && !button.disabled) button.focus();
    else if (dir !== 'handle') pick(dir === 'up' ? 'down' : 'up')?.focus();
  }, [items]);

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>, id: string, index: number) => {
    if (event.button !== 0 || !listRef.current) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    const nodes = Array.from(listRef.current.children) as HTMLElement[];
    const rects = nodes.map((n) => n.getBoundingClientRect());
    const mine = rects[index];
    const next = rects[index + 1] ?? rects[index - 1];
    const gap = next && mine ? Math.abs(next.top - mine.top) - mine.height : 0;
    dragRef.current = {
      startY: event.clientY + window.scrollY,
      mids: rects.map((r) => r.top + window.scrollY + r.height / 2),
    };
    setDrag({ id, from: index, over: index, dy: 0, step: (mine?.height ?? 0) + Math.max(gap, 0) });
  };

  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const start = dragRef.current;
    if (!drag || !start) return;
    const y = event.clientY + window.scrollY;
    const over = start.mids.filter((mid, i) => i !== drag.from && mid < y).length;
    setDrag({ ...drag, over, dy: y - start.startY });
  };

  const endDrag = (commit: boolean) => {
    if (drag && commit) {
      const item = items[drag.from];
      if (item !== undefined) move(drag.from, drag.over, item);
    }
    dragRef.current = null;
    setDrag(null);
  };

  const shiftOf = (index: number): CSSProperties | undefined => {
    if (!drag) return undefined;
    if (index === drag.from) {
      return { transform: `translateY(${drag.dy}px)`, zIndex: 10, position: 'relative' };
    }
    if (drag.from < drag.over && index > drag.from && index <= drag.over) {
      return { transform: `translateY(${-drag.step}px)` };
    }
    if (drag.from > drag.over && index >= drag.over && index < drag.from) {
      return { transform: `translateY(${drag.step}px)` };
    }
    return { transform: 'translateY(0)' };
  };

  return (
    <>
      <p id={hintId} className="sr-only">
        Drag a card by its handle, or use the arrow keys on the handle or the Move up and Move down
        buttons, to change the order.
      </p>
      <ol ref={listRef} className="flex flex-col gap-3" aria-label={label}>
        {items.map((item, index) => {
          const id = getId(item);
          const name = getLabel(item);
          const dragging = drag?.id === id;
          const neighbour = (dir: 'up' | 'down') => (dir === 'up' ? index - 1 : index + 1);
          const onHandleKey = (event: KeyboardEvent<HTMLButtonElement>) => {
            if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
              event.preventDefault();
              const dir = event.key === 'ArrowUp' ? 'up' : 'down';
              move(index, neighbour(dir), item);
              setFocusRequest({ id, dir: 'handle' });
            }
          };
          const moveButton = (dir: 'up' | 'down') => {
            const Icon = dir === 'up' ? ChevronUp : ChevronDown;
            const to = neighbour(dir);
            return (
              <button
                type="button"
                data-move={dir}
                data-item={id}
                className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-ink disabled:opacity-30 disabled:hover:bg-transparent"
                aria-label={`Move ${name} ${dir}`}
                disabled={to < 0 || to >= items.length}
                onClick={() => {
                  move(index, to, item);
                  setFocusRequest({ id, dir });
                }}
              >
                <Icon className="h-4 w-4" aria-hidden="true" />
              </button>
            );
          };
          const controls = (
            <div className="flex flex-col items-center gap-0.5">
              {moveButton('up')}
              <button
                type="button"
                data-move="handle"
                data-item={id}
                className="cursor-grab touch-none rounded-md p-1 text-slate-400 hover:bg-slate-100 hover:text-ink active:cursor-grabbing"
                aria-label={`Drag to reorder ${name}`}
                aria-describedby={hintId}
                onPointerDown={(e) => onPointerDown(e, id, index)}
                onPointerMove={onPointerMove}
                onPointerUp={() => endDrag(true)}
                onPointerCancel={() => endDrag(false)}
                onKeyDown={onHandleKey}
              >
                <GripVertical className="h-4 w-4" aria-hidden="true" />
              </button>
              {moveButton('down')}
            </div>
          );
          return (
            <li
              key={id}
              style={shiftOf(index)}
              className={cn(
                drag && !dragging && 'transition-transform duration-150',
                dragging && 'rounded-xl shadow-lg ring-2 ring-brand-500',
              )}
            >
              {renderItem(item, controls)}
            </li>
          );
        })}
      </ol>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}
