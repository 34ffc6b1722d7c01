import { Loader2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { Application } from '#shared/applications/applications.schema.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogCancel, DialogContent } from '../../components/ui/dialog.tsx';
import { notify } from '../../lib/notify.ts';
import { useCreateApplication } from './api/applications-queries.ts';
import {
  EMPTY_POSTING,
  PostingFields,
  checkPosting,
  type PostingErrors,
} from './posting-fields.tsx';

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : 'Please try again.';
}

/**
 * Add application: a pasted posting (title, company, URL, location, description), checked with
 * the shared rule, saved as a new application in Saved. On failure the dialog stays open with
 * what was typed.
 */
export function AddApplicationDialog({
  userId,
  onClose,
  onCreated,
}: {
  userId: string;
  onClose: () => void;
  onCreated: (app: Application) => void;
}) {
  const create = useCreateApplication(userId);
  const [draft, setDraft] = useState(EMPTY_POSTING);
  const [errors, setErrors] = useState<PostingErrors>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkPosting(draft);
    setErrors(checked.errors ?? {});
    if (!checked.job) return;
    try {
      const app = await create.mutateAsync({ job: checked.job });
      notify.success('Application added', `${app.job.title} at ${app.job.company} is in Saved.`);
      onCreated(app);
    } catch (error) {
      notify.error('The application was not added', errorText(error));
    }
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        title="Add application"
        description="Paste the job posting. You can tailor a resume and a letter to it next."
      >
        <form className="flex flex-col gap-5" onSubmit={(e) => void submit(e)} noValidate>
          <PostingFields value={draft} errors={errors} onChange={setDraft} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogCancel />
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? (
                <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
              ) : null}
              Add application
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
