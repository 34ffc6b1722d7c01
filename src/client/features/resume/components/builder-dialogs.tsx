import type { ResumeData } from '#shared/resume/resume.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';

function describe(data: ResumeData): string {
  const name = data.personalInfo.fullName.trim() || 'No name yet';
  const jobs = data.experience.length;
  const schools = data.education.length;
  return `${name} · ${jobs} ${jobs === 1 ? 'job' : 'jobs'} · ${schools} ${schools === 1 ? 'education entry' : 'education entries'} · ${data.skills.length} skills`;
}

function when(time: string | number | null): string {
  if (time === null || time === 0) return '';
  const date = new Date(time);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

function Choice({ title, detail, time }: { title: string; detail: string; time: string }) {
  return (
    <div className="rounded-lg border border-slate-200 p-3">
      <p className="text-sm font-semibold">{title}</p>
      <p className="text-sm text-muted">{detail}</p>
      {time ? <p className="mt-1 text-xs text-muted">{time}</p> : null}
    </div>
  );
}

/** 409 on save: nothing is overwritten without the person choosing. */
export function ConflictDialog({
  open,
  mine,
  saved,
  savedAt,
  onKeepMine,
  onLoadSaved,
  onClose,
}: {
  open: boolean;
  mine: ResumeData;
  saved: ResumeData;
  savedAt: string | null;
  onKeepMine: () => void;
  onLoadSaved: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(o) => (o ? undefined : onClose())}>
      <DialogContent
        title="Your resume was changed somewhere else"
        description="It was saved from another tab or device after you started editing here. Choose which version to keep."
        className="max-w-lg"
      >
        <div className="flex flex-col gap-3">
          <Choice title="Your version (this tab)" detail={describe(mine)} time="Not saved yet" />
          <Choice
            title="The saved version"
            detail={describe(saved)}
            time={savedAt ? `Saved ${when(savedAt)}` : ''}
          />
        </div>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onLoadSaved}>
            Load the saved one
          </Button>
          <Button onClick={onKeepMine}>Keep mine and overwrite</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** After sign-in, when the account already has a resume and this browser holds an anonymous draft. */
export function DraftChoiceDialog({
  open,
  draft,
  draftSavedAt,
  saved,
  savedAt,
  onKeepDraft,
  onKeepSaved,
  onClose,
}: {
  open: boolean;
  draft: ResumeData;
  draftSavedAt: number;
  saved: ResumeData;
  savedAt: string | null;
  onKeepDraft: () => void;
  onKeepSaved: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(o) => (o ? undefined : onClose())}>
      <DialogContent
        title="Which resume do you want to keep?"
        description="You started a resume in this browser before signing in, and your account already has a saved resume."
        className="max-w-lg"
      >
        <div className="flex flex-col gap-3">
          <Choice
            title="Draft from this browser"
            detail={describe(draft)}
            time={draftSavedAt ? `Last edited ${when(draftSavedAt)}` : ''}
          />
          <Choice
            title="Saved in your account"
            detail={describe(saved)}
            time={savedAt ? `Saved ${when(savedAt)}` : ''}
          />
        </div>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onKeepSaved}>
            Keep my saved resume
          </Button>
          <Button onClick={onKeepDraft}>Keep the draft from this browser</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** In-app navigation with unsaved changes (see state/use-leave-guard.ts). */
export function LeaveDialog({
  open,
  onStay,
  onLeave,
}: {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(o) => (o ? undefined : onStay())}>
      <DialogContent
        title="Leave without saving?"
        description="You have unsaved changes. They stay in this browser, but they are not saved to your account yet."
        className="max-w-md"
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onLeave}>
            Leave
          </Button>
          <Button onClick={onStay}>Stay on this page</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
