import { Loader2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogCancel, DialogContent } from '../../components/ui/dialog.tsx';
import { NativeSelect } from '../../components/ui/input.tsx';
import { RadioCards } from '../../components/ui/radio-cards.tsx';
import { notify } from '../../lib/notify.ts';
import { errorText } from './add-application-dialog.tsx';
import {
  useApplicationList,
  useCreateApplication,
  useTailorApplication,
} from './api/applications-queries.ts';
import { applicationName } from './application-display.ts';
import {
  EMPTY_POSTING,
  PostingFields,
  checkPosting,
  type PostingErrors,
} from './posting-fields.tsx';

type Source = 'paste' | 'pick';

/**
 * My Documents' Tailor a copy for another job: which job the copy is for, as a pasted posting
 * (saved as a new application) or one of the user's applications. The application's tailor
 * call copies this resume aimed at the job and drafts a letter from the copy; the copy opens
 * in the builder.
 */
export function TailorForJobDialog({
  userId,
  resume,
  onClose,
}: {
  userId: string;
  resume: { id: string; title: string };
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const list = useApplicationList(userId);
  const create = useCreateApplication(userId);
  const tailor = useTailorApplication(userId);
  const applications = list.data ?? [];
  const [source, setSource] = useState<Source>('paste');
  const [draft, setDraft] = useState(EMPTY_POSTING);
  const [errors, setErrors] = useState<PostingErrors>({});
  const [picked, setPicked] = useState('');
  const [pickError, setPickError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const pickId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    let applicationId = picked;
    if (source === 'paste') {
      const checked = checkPosting(draft);
      setErrors(checked.errors ?? {});
      if (!checked.job) return;
      setBusy(true);
      try {
        applicationId = (await create.mutateAsync({ job: checked.job })).id;
      } catch (error) {
        notify.error('The application was not added', errorText(error));
        setBusy(false);
        return;
      }
    } else if (!picked) {
      setPickError('Choose the application this copy is for.');
      return;
    }
    setBusy(true);
    try {
      const result = await tailor.mutateAsync({ id: applicationId, resumeId: resume.id });
      notify.success(
        'Tailored copy created',
        'A copy aimed at the job and a cover letter drafted from it are in My Documents.',
      );
      onClose();
      void navigate(`/build/${result.document_id}`);
    } catch (error) {
      notify.error('The copy was not made', errorText(error));
      setBusy(false);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        title="Tailor a copy for another job"
        description={`Which job is the copy of ${resume.title} for? The copy is aimed at it, and a cover letter is drafted from it.`}
      >
        <form className="flex flex-col gap-5" onSubmit={(e) => void submit(e)} noValidate>
          <RadioCards<Source>
            legend="The job"
            value={source}
            onValueChange={setSource}
            className="sm:grid-cols-2"
            options={[
              { value: 'paste', label: 'Paste a posting', hint: 'Saved as a new application' },
              {
                value: 'pick',
                label: 'Pick an application',
                hint:
                  applications.length === 0
                    ? 'You have no applications yet'
                    : 'One you have already saved',
              },
            ]}
          />
          {source === 'paste' ? (
            <PostingFields value={draft} errors={errors} onChange={setDraft} />
          ) : (
            <div className="flex flex-col gap-1.5">
              <label htmlFor={pickId} className="text-sm font-medium">
                Application
              </label>
              <NativeSelect
                id={pickId}
                value={picked}
                onChange={(e) => {
                  setPicked(e.target.value);
                  setPickError(null);
                }}
                aria-invalid={pickError ? true : undefined}
                aria-describedby={pickError ? `${pickId}-error` : undefined}
                disabled={list.isPending || applications.length === 0}
              >
                <option value="">
                  {list.isPending ? 'Loading your applications…' : 'Choose an application'}
                </option>
                {applications.map((app) => (
                  <option key={app.id} value={app.id}>
                    {applicationName(app)}
                  </option>
                ))}
              </NativeSelect>
              {pickError ? (
                <p id={`${pickId}-error`} className="text-sm text-red-700">
                  {pickError}
                </p>
              ) : null}
            </div>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogCancel />
            <Button type="submit" disabled={busy}>
              {busy ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
              Tailor the copy
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
