import { CalendarDays, FileSpreadsheet, Plus, Search } from 'lucide-react';
import { useCallback, useDeferredValue, useId, useRef, useState } from 'react';
import {
  APPLICATION_STATUS_LABELS,
  type Application,
  type ApplicationStatus,
} from '#shared/applications/applications.schema.ts';
import { LoadFailedCard } from '../../components/load-failed-card.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Input, NativeSelect } from '../../components/ui/input.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { notify } from '../../lib/notify.ts';
import { saveFile } from '../../lib/save-file.ts';
import { AddApplicationDialog, errorText } from './add-application-dialog.tsx';
import { useApplicationList, useUpdateApplication } from './api/applications-queries.ts';
import { useMatchScoreReads } from './api/use-match-score-reads.ts';
import {
  SORT_OPTIONS,
  applicationName,
  filterAndSort,
  type SortKey,
} from './application-display.ts';
import { ApplicationsBoard } from './applications-board.tsx';
import { ApplicationsList } from './applications-list.tsx';

type View = 'board' | 'list';

const encoder = new TextEncoder();

/**
 * /applications: the signed-in user's job applications as a board by status or as a list
 * with search and sort; Add application (a pasted posting), and the list as CSV and the next
 * steps as a calendar file, both made in the browser from the shared builders.
 */
export function ApplicationsPage({ userId }: { userId: string }) {
  const list = useApplicationList(userId);
  const update = useUpdateApplication(userId);
  const [view, setView] = useState<View>('board');
  const [adding, setAdding] = useState(false);
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<SortKey>('added');
  const deferredQuery = useDeferredValue(query);
  const contentRef = useRef<HTMLDivElement>(null);
  const searchId = useId();
  const sortId = useId();

  const applications = list.data ?? [];
  useMatchScoreReads(userId, contentRef, applications, view);

  const { mutate } = update;
  const move = useCallback(
    (app: Application, status: ApplicationStatus) =>
      mutate(
        { id: app.id, patch: { status } },
        {
          onError: (error) =>
            notify.error(
              `${applicationName(app)} stays in ${APPLICATION_STATUS_LABELS[app.status]}`,
              errorText(error),
            ),
        },
      ),
    [mutate],
  );

  async function downloadCsv() {
    const { applicationsCsv, applicationsCsvFileName } =
      await import('#shared/applications/applications-csv.ts');
    const rows = filterAndSort(applications, '', sort);
    // The byte order mark makes spreadsheet programs read the file as UTF-8.
    saveFile(
      encoder.encode(`\uFEFF${applicationsCsv(rows)}`),
      applicationsCsvFileName(new Date()),
      'text/csv;charset=utf-8',
    );
  }

  async function downloadIcs() {
    const { nextStepsIcs, NEXT_STEPS_ICS_FILE_NAME } =
      await import('#shared/applications/applications-ics.ts');
    saveFile(
      encoder.encode(nextStepsIcs(applications, new Date())),
      NEXT_STEPS_ICS_FILE_NAME,
      'text/calendar;charset=utf-8',
    );
  }

  const shown = view === 'list' ? filterAndSort(applications, deferredQuery, sort) : [];
  const hasNextSteps = applications.some((a) => a.next_step_at);

  return (
    <div className="min-h-full bg-slate-50">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6 sm:py-14">
        <header className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-3xl font-bold tracking-tight text-ink">Applications</h1>
            <p className="mt-1 text-muted">
              The jobs you are applying to, with a tailored resume and letter for each.
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => setAdding(true)}>
              <Plus className="h-4 w-4" aria-hidden="true" />
              Add application
            </Button>
            <Button
              variant="outline"
              onClick={() => void downloadCsv()}
              disabled={applications.length === 0}
            >
              <FileSpreadsheet className="h-4 w-4" aria-hidden="true" />
              Export CSV
            </Button>
            <Button
              variant="outline"
              onClick={() => void downloadIcs()}
              disabled={!hasNextSteps}
              title={hasNextSteps ? undefined : 'No application has a next step date yet'}
            >
              <CalendarDays className="h-4 w-4" aria-hidden="true" />
              Next steps (.ics)
            </Button>
          </div>
        </header>

        <div className="flex flex-wrap items-end justify-between gap-3">
          <div
            role="group"
            aria-label="View"
            className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5"
          >
            {(['board', 'list'] as const).map((v) => (
              <button
                key={v}
                type="button"
                aria-pressed={view === v}
                onClick={() => setView(v)}
                className="rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 aria-pressed:bg-brand-600 aria-pressed:text-white"
              >
                {v === 'board' ? 'Board' : 'List'}
              </button>
            ))}
          </div>
          {view === 'list' ? (
            <div className="flex flex-wrap items-end gap-3">
              <div className="flex flex-col gap-1">
                <label htmlFor={searchId} className="text-sm font-medium">
                  Search
                </label>
                <div className="relative">
                  <Search
                    className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
                    aria-hidden="true"
                  />
                  <Input
                    id={searchId}
                    type="search"
                    placeholder="Job title or company"
                    value={query}
                    onChange={(e) => setQuery(e.target.value)}
                    className="w-64 max-w-full pl-9"
                  />
                </div>
              </div>
              <div className="flex flex-col gap-1">
                <label htmlFor={sortId} className="text-sm font-medium">
                  Sort by
                </label>
                <NativeSelect
                  id={sortId}
                  value={sort}
                  onChange={(e) => setSort(e.target.value as SortKey)}
                  className="w-64 max-w-full"
                >
                  {SORT_OPTIONS.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            </div>
          ) : null}
        </div>

        <div ref={contentRef}>
          {list.isPending ? (
            <div className="flex gap-3" aria-busy="true" aria-label="Loading applications">
              <Skeleton className="h-64 w-72 rounded-xl" />
              <Skeleton className="h-64 w-72 rounded-xl" />
            </div>
          ) : list.isError ? (
            <LoadFailedCard
              title="Your applications could not be loaded."
              error={list.error}
              onRetry={() => void list.refetch()}
              retrying={list.isFetching}
            />
          ) : applications.length === 0 ? (
            <Card className="flex flex-col items-start gap-3 p-6">
              <p className="font-semibold">No applications yet.</p>
              <p className="text-sm text-muted">
                Add one by pasting a job posting; then tailor your resume and a cover letter to it.
              </p>
            </Card>
          ) : view === 'board' ? (
            <ApplicationsBoard applications={applications} onMove={move} />
          ) : shown.length === 0 ? (
            <p className="text-sm text-muted" role="status">
              No application matches “{deferredQuery.trim()}”.
            </p>
          ) : (
            <>
              <p className="sr-only" role="status">
                {shown.length} of {applications.length} applications
              </p>
              <ApplicationsList applications={shown} />
            </>
          )}
        </div>
      </div>

      {adding ? (
        <AddApplicationDialog
          userId={userId}
          onClose={() => setAdding(false)}
          onCreated={() => setAdding(false)}
        />
      ) : null}
    </div>
  );
}
