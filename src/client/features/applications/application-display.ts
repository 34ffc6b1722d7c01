import type { Application } from '#shared/applications/applications.schema.ts';

/** How the list can be ordered; the first is the default. */
export const SORT_OPTIONS = [
  { value: 'added', label: 'Date added (newest first)' },
  { value: 'next-step', label: 'Next step (soonest first)' },
  { value: 'company', label: 'Company (A–Z)' },
  { value: 'score', label: 'Match score (highest first)' },
] as const;

export type SortKey = (typeof SORT_OPTIONS)[number]['value'];

/** The hint on a score read before the resume last changed (it is read again once in view). */
export const STALE_SCORE = 'Scored before your resume last changed; updating';

/** "Data Engineer at Babbage & Co", for labels and announcements. */
export function applicationName(app: Pick<Application, 'job'>): string {
  const title = app.job.title.trim();
  const company = app.job.company.trim();
  if (title && company) return `${title} at ${company}`;
  return title || company || 'Untitled application';
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** Later first; an application without the date goes last. */
function byDateDesc(a: string | null | undefined, b: string | null | undefined): number {
  return (b ? Date.parse(b) : -Infinity) - (a ? Date.parse(a) : -Infinity) || 0;
}

/** Sooner first; an application without the date goes last. */
function byDateAsc(a: string | null | undefined, b: string | null | undefined): number {
  if (!a || !b) return Number(!a) - Number(!b);
  return Date.parse(a) - Date.parse(b);
}

/**
 * The list's rows: those whose job title or company holds every word of `query` (any case),
 * in the order asked for (by score: the latest known, stale or not; none last). Ties keep the
 * newest first.
 */
export function filterAndSort(
  applications: readonly Application[],
  query: string,
  sort: SortKey,
): Application[] {
  const words = query.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const matching = applications.filter((app) => {
    if (words.length === 0) return true;
    const text = `${app.job.title} ${app.job.company}`.toLocaleLowerCase();
    return words.every((word) => text.includes(word));
  });
  const newestFirst = (a: Application, b: Application) => byDateDesc(a.created_at, b.created_at);
  const compare: Record<SortKey, (a: Application, b: Application) => number> = {
    added: newestFirst,
    'next-step': (a, b) => byDateAsc(a.next_step_at, b.next_step_at) || newestFirst(a, b),
    company: (a, b) => collator.compare(a.job.company, b.job.company) || newestFirst(a, b),
    score: (a, b) => (b.match?.score ?? -1) - (a.match?.score ?? -1) || newestFirst(a, b),
  };
  return matching.sort(compare[sort]);
}

// One formatter for every card: making one per card costs more than the card's render.
const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const dayAndTimeFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** "12 Dec 2026" in the browser's language; '' for a missing or broken date. */
export function formatDay(iso: string | null | undefined): string {
  if (!iso) return '';
  const at = Date.parse(iso);
  return Number.isNaN(at) ? '' : dayFormat.format(at);
}

/** "12 Dec 2026, 14:30" in the browser's language. */
export function formatDayAndTime(iso: string): string {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? '' : dayAndTimeFormat.format(at);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO time as an `<input type="date">` value (its local day); '' when none. */
export function toDateInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** An ISO time as an `<input type="datetime-local">` value (local time); '' when none. */
export function toDateTimeInput(iso: string | null | undefined): string {
  const day = toDateInput(iso);
  if (!day || !iso) return '';
  const at = new Date(iso);
  return `${day}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/**
 * A date or date-and-time input's value as an ISO time (UTC); null when empty or unreadable.
 * A day alone is read as that local day's noon, so it stays the same day a few hours either
 * way of the browser's time zone.
 */
export function fromDateInput(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(value);
  if (!match) return null;
  const [, y, m, d, h, min] = match;
  const at = new Date(
    Number(y),
    Number(m) - 1,
    Number(d),
    h ? Number(h) : 12,
    min ? Number(min) : 0,
  );
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}
