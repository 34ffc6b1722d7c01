import { Calendar, Link2, MapPin, Pencil, Trash2, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ReviewTarget } from '#shared/cv-import/cv-review-marks.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { useReviewMarks } from '../state/review-marks.tsx';
import { ReviewMark, reviewOutline } from './review-mark.tsx';

/** What a card says about its entry. */
export interface EntryCardContent {
  title: string;
  subtitle: string;
  /** The dates as the documents print them ('Mar 2020 - Present', '2019'); none when empty. */
  dateRange?: string;
  current?: boolean;
  location?: string;
  /** A web address, shown as text. */
  link?: string;
  description: string;
  tags?: string[];
}

/** A card of an entry list: reorder controls, text, edit and delete. */
export function EntryCard({
  controls,
  title,
  subtitle,
  dateRange,
  current = false,
  location,
  link,
  description,
  tags,
  itemName,
  onEdit,
  onDelete,
  review,
}: EntryCardContent & {
  controls: ReactNode;
  /** Names the entry in the buttons' accessible labels. */
  itemName: string;
  onEdit: () => void;
  onDelete: () => void;
  /** The entry's place in the document: its review marks (and its fields') show on the card. */
  review?: ReviewTarget;
}) {
  const { marks, dismiss } = useReviewMarks(review, true);
  return (
    <article
      className={cn(
        'flex gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:gap-3',
        reviewOutline(marks.length > 0),
      )}
    >
      {controls}
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 className="font-semibold break-words text-ink">{title}</h3>
            {subtitle ? <p className="text-sm break-words text-slate-700">{subtitle}</p> : null}
            <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
              <Fact icon={Calendar} text={dateRange} />
              <Fact icon={MapPin} text={location} />
              <Fact icon={Link2} text={link} className="break-all" />
              {current ? <Badge tone="success">Current</Badge> : null}
            </div>
          </div>
          <div className="flex shrink-0 gap-1">
            <Button variant="ghost" size="icon" aria-label={`Edit ${itemName}`} onClick={onEdit}>
              <Pencil className="h-4 w-4" aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="text-red-700 hover:bg-red-50"
              aria-label={`Delete ${itemName}`}
              onClick={onDelete}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
            </Button>
          </div>
        </div>
        {description ? (
          <p className="mt-3 text-sm leading-relaxed break-words whitespace-pre-line text-slate-700">
            {description}
          </p>
        ) : null}
        {tags && tags.length > 0 ? (
          <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Skills">
            {tags.map((tag) => (
              <li key={tag}>
                <Badge tone="brand">{tag}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <ReviewMark
          className="mt-3"
          marks={marks}
          withFieldNames
          name={itemName}
          onDismiss={() => dismiss(marks.map((m) => m.key))}
        />
      </div>
    </article>
  );
}

/** A short fact under the entry's title with its icon; nothing when it is empty. */
function Fact({
  icon: Icon,
  text,
  className,
}: {
  icon: LucideIcon;
  text: string | undefined;
  className?: string;
}) {
  if (!text) return null;
  return (
    <span className={cn('inline-flex items-center gap-1', className)}>
      <Icon className="h-3.5 w-3.5" aria-hidden="true" />
      {text}
    </span>
  );
}
