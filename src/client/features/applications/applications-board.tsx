import { ChevronDown, GripVertical } from 'lucide-react';
import {
  memo,
  startTransition,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { useNavigate } from 'react-router';
import {
  APPLICATION_STATUSES,
  APPLICATION_STATUS_LABELS,
  type Application,
  type ApplicationStatus,
} from '#shared/applications/applications.schema.ts';
import { cn } from '../../lib/cn.ts';
import { STALE_SCORE, applicationName, formatDay } from './application-display.ts';
import { MoveMenu, type MoveMenuFocus } from './move-menu.tsx';

interface DragState {
  id: string;
  dx: number;
  dy: number;
  /** The column under the pointer, null when it is over none. */
  over: ApplicationStatus | null;
}

/** The control a move was made with, which keeps focus as its card changes column. */
type MoveControl = 'handle' | 'menu';

/** The Move to menu, open for one card. */
interface OpenMenu {
  id: string;
  trigger: HTMLElement;
  focus: MoveMenuFocus;
}

const MOVE_BUTTON = 'data-move-for';

/** No card is shorter than this, so this many pixels of column never hold more cards. */
const CARD_MIN_PX = 96;
/** A card's usual height, for the space kept for the cards not yet mounted. */
const CARD_USUAL_PX = 136;

/**
 * How many cards each column mounts first: one more than the screen below the column's top can
 * hold, and none in a column beside the screen (it is scrolled to later, by which time the
 * rest have followed). Read from the columns as laid out before any card is mounted.
 */
function firstCardsByColumn(board: HTMLElement): Map<ApplicationStatus, number> {
  const counts = new Map<ApplicationStatus, number>();
  for (const node of board.querySelectorAll<HTMLElement>('[data-column]')) {
    const box = node.getBoundingClientRect();
    const beside = box.left >= window.innerWidth || box.right < 0;
    const below = Math.max(0, window.innerHeight - Math.max(0, box.top));
    counts.set(
      node.dataset.column as ApplicationStatus,
      beside ? 0 : Math.ceil(below / CARD_MIN_PX) + 1,
    );
  }
  return counts;
}

/** The board's cards by column, newest first within each. */
function byStatus(applications: readonly Application[]) {
  const columns = new Map<ApplicationStatus, Application[]>(
    APPLICATION_STATUSES.map((status) => [status, []]),
  );
  for (const app of applications) columns.get(app.status)?.push(app);
  for (const list of columns.values())
    list.sort((a, b) => b.created_at.localeCompare(a.created_at));
  return columns;
}

/**
 * The applications as a board, one column per status in the contract's order. A card moves by
 * its handle, dragged with a pointer (mouse, pen or touch: pointer events, as the builder's
 * section list does, so phones work where HTML drag-and-drop does not), with the arrow keys on
 * the handle (left and right: the neighbouring column), or with its Move to button and the
 * board's one menu of statuses. Moves are announced, and focus stays on the control used.
 * Columns scroll sideways on a narrow screen.
 *
 * Drawing 300 cards is the board's cost: each card is memoised and holds plain elements (its
 * link is an anchor the board's one click handler routes, not a router Link with its hooks),
 * the menu exists only while open, the first frame mounts only the cards a screen can show
 * (the rest follow once it is painted), and cards and columns out of view skip style, layout
 * and paint until scrolled to.
 */
export function ApplicationsBoard({
  applications,
  onMove,
}: {
  applications: readonly Application[];
  onMove: (app: Application, status: ApplicationStatus) => void;
}) {
  const hintId = useId();
  const menuId = useId();
  const navigate = useNavigate();
  const boardRef = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState<DragState | null>(null);
  /** Where the drag began, the columns' boxes then, and the column under the pointer now. */
  const dragStart = useRef<{
    id: string;
    x: number;
    y: number;
    columns: [ApplicationStatus, DOMRect][];
    over: ApplicationStatus | null;
  } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [menu, setMenu] = useState<OpenMenu | null>(null);
  /** The menu as last set, for the handlers that toggle it or give its button focus back. */
  const openMenu = useRef<OpenMenu | null>(null);
  const showMenu = useCallback((next: OpenMenu | null) => {
    openMenu.current = next;
    setMenu(next);
  }, []);
  /** Set by a move from the keyboard; acted on once the card is in its new column. */
  const focusRequest = useRef<{ id: string; control: MoveControl } | null>(null);
  const columns = useMemo(() => byStatus(applications), [applications]);
  // The first frame mounts only what a screen can show of each column; the rest follows
  // once it is painted, as a transition that yields to input. A long column's hidden cards
  // would otherwise cost React's render and commit before anything could be seen. The
  // columns are laid out empty first and measured before that frame is painted (a layout
  // effect's update is drawn in the same frame), so the count fits where the board is.
  const [firstCards, setFirstCards] = useState<Map<ApplicationStatus, number> | null>(null);
  const [allMounted, setAllMounted] = useState(false);
  useLayoutEffect(() => {
    if (boardRef.current) setFirstCards(firstCardsByColumn(boardRef.current));
  }, []);
  useEffect(() => {
    if (allMounted || !firstCards) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setAllMounted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [allMounted, firstCards]);
  const byId = useMemo(() => new Map(applications.map((a) => [a.id, a])), [applications]);

  const move = useCallback(
    (app: Application, status: ApplicationStatus, control: MoveControl | null) => {
      if (status === app.status) return;
      onMove(app, status);
      setAnnouncement(`Moved ${applicationName(app)} to ${APPLICATION_STATUS_LABELS[status]}.`);
      // The control in use moves with its card: focus follows it into the new column.
      if (control) focusRequest.current = { id: app.id, control };
    },
    [onMove],
  );

  // Once the card is drawn in its new column (a new element), focus goes back to its control.
  useLayoutEffect(() => {
    const request = focusRequest.current;
    if (!request) return;
    const card = boardRef.current?.querySelector(`[data-score-for="${CSS.escape(request.id)}"]`);
    const control = card?.querySelector<HTMLElement>(
      request.control === 'menu' ? `[${MOVE_BUTTON}]` : '[data-drag-handle]',
    );
    if (!control || control === document.activeElement) return;
    const column = card?.closest('[data-column]')?.getAttribute('data-column');
    if (column !== byId.get(request.id)?.status) return;
    focusRequest.current = null;
    control.focus();
  }, [byId]);

  const onHandleDown = useCallback((event: PointerEvent<HTMLButtonElement>, id: string) => {
    if (event.button !== 0 || !boardRef.current) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    const nodes = boardRef.current.querySelectorAll<HTMLElement>('[data-column]');
    dragStart.current = {
      id,
      over: null,
      x: event.clientX,
      y: event.clientY,
      columns: Array.from(nodes, (node) => [
        node.dataset.column as ApplicationStatus,
        node.getBoundingClientRect(),
      ]),
    };
    setDrag({ id, dx: 0, dy: 0, over: null });
  }, []);

  const onHandleMove = useCallback((event: PointerEvent<HTMLButtonElement>) => {
    const start = dragStart.current;
    if (!start) return;
    const { clientX: x, clientY: y } = event;
    const over =
      start.columns.find(
        ([, r]) => x >= r.left && x <= r.right && y >= r.top && y <= r.bottom,
      )?.[0] ?? null;
    start.over = over;
    setDrag((d) => (d ? { ...d, dx: x - start.x, dy: y - start.y, over } : d));
  }, []);

  const endDrag = useCallback(
    (event: PointerEvent<HTMLButtonElement>, commit: boolean) => {
      const start = dragStart.current;
      dragStart.current = null;
      setDrag(null);
      const app = start ? byId.get(start.id) : undefined;
      // A handle that had focus (a drag after a key press) keeps it in the new column.
      const focused = document.activeElement === event.currentTarget ? 'handle' : null;
      if (commit && start?.over && app) move(app, start.over, focused);
    },
    [byId, move],
  );

  const onHandleKey = useCallback(
    (event: KeyboardEvent<HTMLButtonElement>, app: Application) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      event.preventDefault();
      const at = APPLICATION_STATUSES.indexOf(app.status);
      const to = APPLICATION_STATUSES[at + (event.key === 'ArrowLeft' ? -1 : 1)];
      if (to) move(app, to, 'handle');
    },
    [move],
  );

  /** The card's Move to button: opens the board's menu for it, or closes it when open. */
  const onMenuButton = useCallback(
    (event: MouseEvent<HTMLButtonElement> | KeyboardEvent<HTMLButtonElement>, app: Application) => {
      const trigger = event.currentTarget;
      if (event.type === 'keydown') {
        const key = (event as KeyboardEvent).key;
        if (key !== 'ArrowDown' && key !== 'ArrowUp') return;
        event.preventDefault();
        showMenu({ id: app.id, trigger, focus: key === 'ArrowUp' ? 'last' : 'current' });
        return;
      }
      showMenu(openMenu.current?.id === app.id ? null : { id: app.id, trigger, focus: 'current' });
    },
    [showMenu],
  );

  const closeMenu = useCallback(
    (refocus: boolean) => {
      const open = openMenu.current;
      showMenu(null);
      if (open && refocus) open.trigger.focus();
    },
    [showMenu],
  );

  /** A card's link: a plain click opens the application in the app; others (a new tab) are the browser's. */
  const onBoardClick = useCallback(
    (event: MouseEvent<HTMLDivElement>) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-app-link]');
      if (!link) return;
      event.preventDefault();
      void navigate(link.getAttribute('href') ?? '/applications');
    },
    [navigate],
  );

  const menuApp = menu ? byId.get(menu.id) : undefined;
  const dragFrom = drag ? byId.get(drag.id)?.status : undefined;

  return (
    <>
      {/* Each card's two icons use these symbols: 300 cards draw 600 small <use> elements
          instead of mounting 600 icon components with their shapes. */}
      <svg className="absolute h-0 w-0" aria-hidden="true" focusable="false">
        <symbol id={`${hintId}-grip`} viewBox="0 0 24 24">
          <GripVertical />
        </symbol>
        <symbol id={`${hintId}-chevron`} viewBox="0 0 24 24">
          <ChevronDown />
        </symbol>
      </svg>
      <p id={hintId} className="sr-only">
        Drag a card by its handle to another column, or press the left and right arrow keys on the
        handle, or choose a status in the card&apos;s Move to list.
      </p>
      <div
        ref={boardRef}
        role="region"
        aria-label="Applications board"
        tabIndex={-1}
        // Relative: the visually hidden counts are positioned inside the board, so a far
        // column's count does not widen the page.
        className="relative -mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-4 sm:mx-0 sm:px-0"
        data-testid="applications-board"
        onClick={onBoardClick}
      >
        {APPLICATION_STATUSES.map((status) => {
          const cards = columns.get(status) ?? [];
          const mounted = allMounted ? cards.length : (firstCards?.get(status) ?? 0);
          const headingId = `${hintId}-${status}`;
          return (
            <section
              key={status}
              data-column={status}
              aria-labelledby={headingId}
              className={cn(
                'flex w-72 shrink-0 snap-start flex-col gap-2 rounded-xl bg-slate-100 p-2',
                // A column beside the screen (on a laptop the last two or three) skips style,
                // layout and paint until scrolled to, with its last drawn height kept. Not the
                // column a card is dragged from: its containment would clip the card.
                dragFrom !== status &&
                  '[contain-intrinsic-size:auto_18rem_auto_40rem] [content-visibility:auto]',
                drag?.over === status && 'ring-2 ring-brand-500',
              )}
            >
              <h2 className="flex items-center justify-between px-1 text-sm font-semibold">
                {/* The column is named by its status alone; the count follows it. */}
                <span id={headingId}>{APPLICATION_STATUS_LABELS[status]}</span>{' '}
                <span className="rounded-full bg-white px-2 text-xs text-muted">
                  {cards.length}
                  <span className="sr-only">
                    {' '}
                    {cards.length === 1 ? 'application' : 'applications'}
                  </span>
                </span>
              </h2>
              <ul className="flex min-h-16 flex-col gap-2">
                {cards.slice(0, mounted).map((app) => (
                  // Cards out of view skip style, layout and paint until scrolled to: a
                  // column of 40 cards costs about what its visible few cost. Not the dragged
                  // card: its containment would clip it to its place in the column.
                  <li
                    key={app.id}
                    className={
                      drag?.id === app.id
                        ? undefined
                        : '[contain-intrinsic-size:auto_9rem] [content-visibility:auto]'
                    }
                  >
                    <BoardCard
                      app={app}
                      hintId={hintId}
                      menuId={menu?.id === app.id ? menuId : null}
                      dragged={drag?.id === app.id ? drag : null}
                      onHandleDown={onHandleDown}
                      onHandleMove={onHandleMove}
                      onHandleUp={endDrag}
                      onHandleKey={onHandleKey}
                      onMenuButton={onMenuButton}
                    />
                  </li>
                ))}
                {cards.length > mounted ? (
                  // Keeps the column's height, so the page does not jump when the rest arrives.
                  <li
                    aria-hidden="true"
                    data-cards-pending={cards.length - mounted}
                    style={{ height: (cards.length - mounted) * CARD_USUAL_PX }}
                  />
                ) : null}
              </ul>
            </section>
          );
        })}
      </div>
      {menu && menuApp ? (
        <MoveMenu
          key={menu.id}
          id={menuId}
          label={`Move ${applicationName(menuApp)} to`}
          status={menuApp.status}
          trigger={menu.trigger}
          focus={menu.focus}
          onClose={closeMenu}
          onChoose={(status) => {
            // Focus is on the card's button before the card moves, so it never drops to the page.
            closeMenu(true);
            move(menuApp, status, 'menu');
          }}
        />
      ) : null}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}

/**
 * One application on the board; memoised, so a drag re-renders the dragged card only and
 * opening the menu the card whose menu it is.
 */
const BoardCard = memo(function BoardCard({
  app,
  hintId,
  menuId,
  dragged,
  onHandleDown,
  onHandleMove,
  onHandleUp,
  onHandleKey,
  onMenuButton,
}: {
  app: Application;
  hintId: string;
  /** The menu's id while it is open for this card, else null. */
  menuId: string | null;
  dragged: DragState | null;
  onHandleDown: (event: PointerEvent<HTMLButtonElement>, id: string) => void;
  onHandleMove: (event: PointerEvent<HTMLButtonElement>) => void;
  onHandleUp: (event: PointerEvent<HTMLButtonElement>, commit: boolean) => void;
  onHandleKey: (event: KeyboardEvent<HTMLButtonElement>, app: Application) => void;
  onMenuButton: (
    event: MouseEvent<HTMLButtonElement> | KeyboardEvent<HTMLButtonElement>,
    app: Application,
  ) => void;
}) {
  const name = applicationName(app);
  const titleId = `application-${app.id}-title`;
  const style: CSSProperties | undefined = dragged
    ? { transform: `translate(${dragged.dx}px, ${dragged.dy}px)`, position: 'relative', zIndex: 10 }
    : undefined;
  const nextStep = formatDay(app.next_step_at);
  const match = app.match;
  return (
    <article
      aria-labelledby={titleId}
      style={style}
      // One grid, not nested rows and a description list: a card is the board's unit of cost,
      // and each element it holds is created, styled and laid out 300 times.
      className={cn(
        'grid grid-cols-[minmax(0,1fr)_auto] gap-x-2 gap-y-1 rounded-lg border border-slate-200 bg-white p-3 shadow-sm',
        dragged && 'shadow-lg ring-2 ring-brand-500',
      )}
      data-testid="application-card"
      data-score-for={app.id}
    >
      <h3 id={titleId} className="text-sm font-semibold break-words">
        <a
          href={`/applications/${app.id}`}
          data-app-link=""
          className="hover:text-brand-700 hover:underline"
        >
          {app.job.company || 'Company not given'}
        </a>
      </h3>
      <button
        type="button"
        data-drag-handle={app.id}
        className="row-span-2 cursor-grab touch-none self-start rounded-md p-1 text-slate-400 hover:bg-slate-100 hover:text-ink active:cursor-grabbing"
        aria-label={`Drag ${name} to another column`}
        aria-describedby={hintId}
        onPointerDown={(e) => onHandleDown(e, app.id)}
        onPointerMove={onHandleMove}
        onPointerUp={(e) => onHandleUp(e, true)}
        onPointerCancel={(e) => onHandleUp(e, false)}
        onKeyDown={(e) => onHandleKey(e, app)}
      >
        <svg className="h-4 w-4" aria-hidden="true" focusable="false">
          <use href={`#${hintId}-grip`} />
        </svg>
      </button>
      <p className="text-sm break-words text-slate-700">{app.job.title}</p>
      <p className="col-span-2 mt-1 flex flex-wrap gap-x-3 text-xs">
        <span>
          <span className="text-muted">Match:</span>
          {match ? (
            <span
              className={cn('ml-1 font-medium', match.stale && 'text-muted')}
              title={match.stale ? STALE_SCORE : undefined}
            >
              {match.score}%
            </span>
          ) : (
            <span className="ml-1 font-medium">—</span>
          )}
        </span>
        <span>
          <span className="text-muted">Next step:</span>{' '}
          {nextStep ? (
            <time dateTime={app.next_step_at ?? undefined}>
              {nextStep}
              {app.next_step ? ` · ${app.next_step}` : ''}
            </time>
          ) : (
            'none'
          )}
        </span>
      </p>
      <button
        type="button"
        {...{ [MOVE_BUTTON]: app.id }}
        aria-label={`Move ${name} to`}
        aria-haspopup="menu"
        aria-expanded={menuId !== null}
        aria-controls={menuId ?? undefined}
        onClick={(e) => onMenuButton(e, app)}
        onKeyDown={(e) => onMenuButton(e, app)}
        className="col-span-2 mt-1 flex items-center justify-between gap-2 justify-self-start rounded-md border border-slate-300 bg-white px-2 py-1 text-xs text-ink hover:bg-slate-50"
      >
        Move to
        <svg className="h-3.5 w-3.5 text-muted" aria-hidden="true" focusable="false">
          <use href={`#${hintId}-chevron`} />
        </svg>
      </button>
    </article>
  );
});
