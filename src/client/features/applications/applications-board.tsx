import { GripVertical } from 'lucide-react';
import {
  memo,
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { Link } from 'react-router';
import {
  APPLICATION_STATUSES,
  APPLICATION_STATUS_LABELS,
  type Application,
  type ApplicationStatus,
} from '#shared/applications/applications.schema.ts';
import { cn } from '../../lib/cn.ts';
import { applicationName, formatDay, type Scores } from './application-display.ts';

interface DragState {
  id: string;
  dx: number;
  dy: number;
  /** The column under the pointer, null when it is over none. */
  over: ApplicationStatus | null;
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
 * the handle (left and right: the neighbouring column), or with its Move to select. Moves
 * are announced. Columns scroll sideways on a narrow screen.
 */
export function ApplicationsBoard({
  applications,
  scores,
  onMove,
}: {
  applications: readonly Application[];
  scores: Scores;
  onMove: (app: Application, status: ApplicationStatus) => void;
}) {
  const hintId = useId();
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
  /** Set by a move from the keyboard; acted on once the card is in its new column. */
  const focusRequest = useRef<{ id: string; control: 'handle' | 'select' } | null>(null);
  const columns = useMemo(() => byStatus(applications), [applications]);
  const byId = useMemo(() => new Map(applications.map((a) => [a.id, a])), [applications]);

  const move = useCallback(
    (app: Application, status: ApplicationStatus) => {
      if (status === app.status) return;
      onMove(app, status);
      setAnnouncement(`Moved ${applicationName(app)} to ${APPLICATION_STATUS_LABELS[status]}.`);
      // A handle or a select in use moves with its card: focus follows it into the new column.
      const used = document.activeElement;
      if (used instanceof HTMLElement && boardRef.current?.contains(used)) {
        focusRequest.current = {
          id: app.id,
          control: used.tagName === 'SELECT' ? 'select' : 'handle',
        };
      }
    },
    [onMove],
  );

  // Once the card is drawn in its new column (a new element), focus goes back to its control.
  useLayoutEffect(() => {
    const request = focusRequest.current;
    if (!request) return;
    const card = boardRef.current?.querySelector(`[data-score-for="${CSS.escape(request.id)}"]`);
    const control = card?.querySelector<HTMLElement>(
      request.control === 'select' ? 'select' : '[data-drag-handle]',
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
    (commit: boolean) => {
      const start = dragStart.current;
      dragStart.current = null;
      setDrag(null);
      const app = start ? byId.get(start.id) : undefined;
      if (commit && start?.over && app) move(app, start.over);
    },
    [byId, move],
  );

  const onHandleKey = useCallback(
    (event: KeyboardEvent<HTMLButtonElement>, app: Application) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      event.preventDefault();
      const at = APPLICATION_STATUSES.indexOf(app.status);
      const to = APPLICATION_STATUSES[at + (event.key === 'ArrowLeft' ? -1 : 1)];
      if (to) move(app, to);
    },
    [move],
  );

  return (
    <>
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
      >
        {APPLICATION_STATUSES.map((status) => {
          const cards = columns.get(status) ?? [];
          const headingId = `${hintId}-${status}`;
          return (
            <section
              key={status}
              data-column={status}
              aria-labelledby={headingId}
              className={cn(
                'flex w-72 shrink-0 snap-start flex-col gap-2 rounded-xl bg-slate-100 p-2',
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
                {cards.map((app) => (
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
                      score={scores.get(app.id)}
                      hintId={hintId}
                      dragged={drag?.id === app.id ? drag : null}
                      onHandleDown={onHandleDown}
                      onHandleMove={onHandleMove}
                      onHandleUp={endDrag}
                      onHandleKey={onHandleKey}
                      onMove={move}
                    />
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}

/** One application on the board; memoised, so a drag re-renders the dragged card only. */
const BoardCard = memo(function BoardCard({
  app,
  score,
  hintId,
  dragged,
  onHandleDown,
  onHandleMove,
  onHandleUp,
  onHandleKey,
  onMove,
}: {
  app: Application;
  score: number | undefined;
  hintId: string;
  dragged: DragState | null;
  onHandleDown: (event: PointerEvent<HTMLButtonElement>, id: string) => void;
  onHandleMove: (event: PointerEvent<HTMLButtonElement>) => void;
  onHandleUp: (commit: boolean) => void;
  onHandleKey: (event: KeyboardEvent<HTMLButtonElement>, app: Application) => void;
  onMove: (app: Application, status: ApplicationStatus) => void;
}) {
  const name = applicationName(app);
  const titleId = `application-${app.id}-title`;
  const style: CSSProperties | undefined = dragged
    ? { transform: `translate(${dragged.dx}px, ${dragged.dy}px)`, position: 'relative', zIndex: 10 }
    : undefined;
  const nextStep = formatDay(app.next_step_at);
  return (
    <article
      aria-labelledby={titleId}
      style={style}
      className={cn(
        'flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3 shadow-sm',
        dragged && 'shadow-lg ring-2 ring-brand-500',
      )}
      data-testid="application-card"
      data-score-for={app.id}
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="text-sm font-semibold break-words">
            <Link to={`/applications/${app.id}`} className="hover:text-brand-700 hover:underline">
              {app.job.company || 'Company not given'}
            </Link>
          </h3>
          <p className="text-sm break-words text-slate-700">{app.job.title}</p>
        </div>
        <button
          type="button"
          data-drag-handle={app.id}
          className="cursor-grab touch-none rounded-md p-1 text-slate-400 hover:bg-slate-100 hover:text-ink active:cursor-grabbing"
          aria-label={`Drag ${name} to another column`}
          aria-describedby={hintId}
          onPointerDown={(e) => onHandleDown(e, app.id)}
          onPointerMove={onHandleMove}
          onPointerUp={() => onHandleUp(true)}
          onPointerCancel={() => onHandleUp(false)}
          onKeyDown={(e) => onHandleKey(e, app)}
        >
          <GripVertical className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
      <dl className="flex flex-wrap gap-x-3 gap-y-1 text-xs">
        <div className="flex gap-1">
          <dt className="text-muted">Match:</dt>
          <dd className="font-medium">{score === undefined ? '—' : `${score}%`}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-muted">Next step:</dt>
          <dd>
            {nextStep ? (
              <time dateTime={app.next_step_at ?? undefined}>
                {nextStep}
                {app.next_step ? ` · ${app.next_step}` : ''}
              </time>
            ) : (
              'none'
            )}
          </dd>
        </div>
      </dl>
      <label className="flex items-center gap-2 text-xs text-muted">
        Move to
        <select
          className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-2 py-1 text-xs text-ink"
          value={app.status}
          aria-label={`Move ${name} to`}
          onChange={(e) => onMove(app, e.target.value as ApplicationStatus)}
        >
          {APPLICATION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {APPLICATION_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </label>
    </article>
  );
});
