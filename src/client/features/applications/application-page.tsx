import {
  ArrowLeft,
  ExternalLink,
  FileText,
  Loader2,
  Mail,
  Trash2,
  WandSparkles,
} from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  APPLICATION_LIMITS,
  APPLICATION_STATUSES,
  APPLICATION_STATUS_LABELS,
  type Application,
  type ApplicationPatchBody,
  type ApplicationStatus,
} from '#shared/applications/applications.schema.ts';
import { LoadFailedCard } from '../../components/load-failed-card.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Dialog, DialogCancel, DialogContent } from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input, NativeSelect, Textarea } from '../../components/ui/input.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { notify } from '../../lib/notify.ts';
import { errorText } from './add-application-dialog.tsx';
import {
  useApplication,
  useDeleteApplication,
  useMatchReport,
  useTailorApplication,
  useUpdateApplication,
} from './api/applications-queries.ts';
import {
  applicationName,
  formatDay,
  formatDayAndTime,
  fromDateInput,
  toDateInput,
  toDateTimeInput,
} from './application-display.ts';
import { MatchReportView } from './match-report.tsx';

/** What the page needs from the export feature (composed in at the route). */
export interface ApplicationPageSlots {
  /** The Download the application pack button for the tailored resume and its letter. */
  renderPack: (ids: { documentId: string; letterId: string }) => ReactNode;
}

/**
 * /applications/:id: the posting, its status, notes and dates, the history of its statuses,
 * the match report explained, Tailor my resume (a tailored copy and a drafted letter, then
 * links to both editors), the application pack, and delete with confirmation.
 */
export function ApplicationPage({
  userId,
  id,
  renderPack,
}: ApplicationPageSlots & { userId: string; id: string }) {
  const query = useApplication(userId, id);
  const app = query.data;

  if (query.isPending) {
    return (
      <Shell>
        <div aria-busy="true" aria-label="Loading the application" className="flex flex-col gap-4">
          <Skeleton className="h-9 w-72" />
          <Skeleton className="h-48 w-full rounded-xl" />
        </div>
      </Shell>
    );
  }
  if (!app) {
    return (
      <Shell>
        <LoadFailedCard title="This application could not be loaded." error={query.error} />
      </Shell>
    );
  }
  return (
    <Shell>
      <ApplicationDetails userId={userId} app={app} renderPack={renderPack} />
    </Shell>
  );
}

function Shell({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-full bg-slate-50">
      <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
        <Link
          to="/applications"
          className="inline-flex items-center gap-1.5 self-start text-sm font-medium text-brand-700 hover:underline"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          All applications
        </Link>
        {children}
      </div>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6" role="region" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </Card>
  );
}

function ApplicationDetails({
  userId,
  app,
  renderPack,
}: ApplicationPageSlots & { userId: string; app: Application }) {
  const navigate = useNavigate();
  const update = useUpdateApplication(userId);
  const remove = useDeleteApplication(userId);
  const statusId = useId();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const name = applicationName(app);

  function changeStatus(status: ApplicationStatus) {
    update.mutate(
      { id: app.id, patch: { status } },
      {
        onSuccess: () =>
          notify.success(
            'Status changed',
            `${name} is now in ${APPLICATION_STATUS_LABELS[status]}.`,
          ),
        onError: (error) => notify.error('The status was not changed', errorText(error)),
      },
    );
  }

  async function deleteApplication() {
    try {
      await remove.mutateAsync(app.id);
      notify.success('Application deleted', 'Its tailored resume and letter stay in My Documents.');
      void navigate('/applications');
    } catch (error) {
      notify.error('The application was not deleted', errorText(error));
    }
  }

  return (
    <>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight break-words text-ink">
            {app.job.title}
          </h1>
          <p className="mt-1 text-lg break-words text-slate-700">
            {app.job.company}
            {app.job.location ? <span className="text-muted"> · {app.job.location}</span> : null}
          </p>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={statusId} className="text-sm font-medium">
            Status
          </label>
          <NativeSelect
            id={statusId}
            value={app.status}
            onChange={(e) => changeStatus(e.target.value as ApplicationStatus)}
            disabled={update.isPending}
            className="w-48"
          >
            {APPLICATION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {APPLICATION_STATUS_LABELS[status]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </header>

      <TailorSection userId={userId} app={app} renderPack={renderPack} />

      <Section title="Match report">
        <MatchSection userId={userId} app={app} />
      </Section>

      <Section title="Notes and dates">
        <NotesForm userId={userId} app={app} />
      </Section>

      <Section title="The posting">
        {app.job.url ? (
          <a
            href={app.job.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 self-start text-sm font-medium break-all text-brand-700 hover:underline"
          >
            <ExternalLink className="h-4 w-4 shrink-0" aria-hidden="true" />
            {app.job.url}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : null}
        {app.job.description ? (
          <div
            className="max-h-96 overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm whitespace-pre-wrap"
            tabIndex={0}
            role="region"
            aria-label="Job description"
          >
            {app.job.description}
          </div>
        ) : (
          <p className="text-sm text-muted">No job description was pasted.</p>
        )}
      </Section>

      <Section title="History">
        <ol className="flex flex-col gap-1 text-sm">
          {app.history.map((change, i) => (
            <li key={`${change.at}-${i}`} className="flex flex-wrap gap-x-2">
              <span className="font-medium">{APPLICATION_STATUS_LABELS[change.status]}</span>
              <time dateTime={change.at} className="text-muted">
                {formatDayAndTime(change.at)}
              </time>
            </li>
          ))}
        </ol>
      </Section>

      <div>
        <Button variant="outline" onClick={() => setConfirmDelete(true)}>
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          Delete application
        </Button>
      </div>
      {confirmDelete ? (
        <Dialog open onOpenChange={(open) => (open ? undefined : setConfirmDelete(false))}>
          <DialogContent
            title="Delete this application?"
            description={`${name} and its notes and history are deleted. Its tailored resume and letter stay in My Documents.`}
            className="max-w-md"
          >
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <DialogCancel />
              <Button onClick={() => void deleteApplication()} disabled={remove.isPending}>
                {remove.isPending ? (
                  <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
                ) : null}
                Delete
              </Button>
            </div>
          </DialogContent>
        </Dialog>
      ) : null}
    </>
  );
}

/** Tailor my resume, then the tailored resume, the letter and the pack. */
function TailorSection({
  userId,
  app,
  renderPack,
}: ApplicationPageSlots & { userId: string; app: Application }) {
  const tailor = useTailorApplication(userId);
  const tailored =
    app.document_id && app.letter_id
      ? { documentId: app.document_id, letterId: app.letter_id }
      : null;

  function run() {
    tailor.mutate(
      { id: app.id },
      {
        onSuccess: () =>
          notify.success(
            'Resume tailored',
            'A copy of your resume aimed at this job and a cover letter drafted from it are ready.',
          ),
        onError: (error) => notify.error('The resume was not tailored', errorText(error)),
      },
    );
  }

  return (
    <Section title="Resume and cover letter">
      {tailored ? (
        <>
          <p className="text-sm text-muted">
            A copy of your resume aimed at this job and a cover letter drafted from it. Edit them,
            then download both as one pack.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline">
              <Link to={`/build/${tailored.documentId}`}>
                <FileText className="h-4 w-4" aria-hidden="true" />
                Open the tailored resume
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={`/cover-letter/${tailored.letterId}`}>
                <Mail className="h-4 w-4" aria-hidden="true" />
                Open the cover letter
              </Link>
            </Button>
            {renderPack(tailored)}
          </div>
        </>
      ) : (
        <>
          <p className="text-sm text-muted">
            Makes a copy of your main resume aimed at this job (the posting becomes its target job)
            and drafts a cover letter from it. Your main resume stays as it is.
          </p>
          <Button className="self-start" onClick={run} disabled={tailor.isPending}>
            {tailor.isPending ? (
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
            ) : (
              <WandSparkles className="h-4 w-4" aria-hidden="true" />
            )}
            Tailor my resume
          </Button>
        </>
      )}
    </Section>
  );
}

function MatchSection({ userId, app }: { userId: string; app: Application }) {
  const hasDescription = app.job.description.trim() !== '';
  const match = useMatchReport(userId, app.id, hasDescription);
  if (!hasDescription) {
    return (
      <p className="text-sm text-muted">
        This application has no job description, so there are no keywords to compare.
      </p>
    );
  }
  if (match.isPending) return <Skeleton className="h-24 w-full" />;
  if (match.isError) {
    return (
      <p className="text-sm text-muted" role="status">
        The match could not be computed: {errorText(match.error)}
      </p>
    );
  }
  return (
    <>
      <p className="text-sm text-muted">
        {app.document_id !== null && match.data.document_id === app.document_id
          ? 'Compared with the resume tailored for this job.'
          : 'Compared with your main resume; tailor it to compare the copy instead.'}
      </p>
      <MatchReportView report={match.data} />
    </>
  );
}

/** Notes, the next step (what and when) and the day applied, saved together. */
function NotesForm({ userId, app }: { userId: string; app: Application }) {
  const update = useUpdateApplication(userId);
  const [notes, setNotes] = useState(app.notes);
  const [nextStep, setNextStep] = useState(app.next_step);
  const [nextStepAt, setNextStepAt] = useState(toDateTimeInput(app.next_step_at));
  const [appliedAt, setAppliedAt] = useState(toDateInput(app.applied_at));

  const patch: ApplicationPatchBody = {};
  if (notes !== app.notes) patch.notes = notes;
  if (nextStep.trim() !== app.next_step) patch.next_step = nextStep.trim();
  if (nextStepAt !== toDateTimeInput(app.next_step_at))
    patch.next_step_at = fromDateInput(nextStepAt);
  if (appliedAt !== toDateInput(app.applied_at)) patch.applied_at = fromDateInput(appliedAt);
  const changed = Object.keys(patch).length > 0;

  function save(event: FormEvent) {
    event.preventDefault();
    if (!changed) return;
    update.mutate(
      { id: app.id, patch },
      {
        onSuccess: () => notify.success('Saved', 'Your notes and dates are saved.'),
        onError: (error) => notify.error('Not saved', errorText(error)),
      },
    );
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={save} noValidate>
      <Field label="Notes" compact>
        {(control) => (
          <Textarea
            {...control}
            value={notes}
            maxLength={APPLICATION_LIMITS.notes}
            onChange={(e) => setNotes(e.target.value)}
            rows={5}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Next step" hint="Such as: Phone screen with Ana" compact>
          {(control) => (
            <Input
              {...control}
              value={nextStep}
              maxLength={APPLICATION_LIMITS.nextStep}
              onChange={(e) => setNextStep(e.target.value)}
              autoComplete="off"
            />
          )}
        </Field>
        <Field label="Next step date" compact>
          {(control) => (
            <Input
              {...control}
              type="datetime-local"
              value={nextStepAt}
              onChange={(e) => setNextStepAt(e.target.value)}
            />
          )}
        </Field>
        <Field label="Applied on" compact>
          {(control) => (
            <Input
              {...control}
              type="date"
              value={appliedAt}
              onChange={(e) => setAppliedAt(e.target.value)}
            />
          )}
        </Field>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={!changed || update.isPending}>
          {update.isPending ? (
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
          ) : null}
          Save notes and dates
        </Button>
        {app.applied_at ? (
          <span className="text-sm text-muted">Applied on {formatDay(app.applied_at)}.</span>
        ) : null}
      </div>
    </form>
  );
}
