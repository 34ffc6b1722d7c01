import type { SampleResume } from '#shared/samples/samples.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.tsx';

/** A sample asked for over work: work is never replaced without asking. */
export function SampleOfferDialog({
  sample,
  signedIn,
  onReplace,
  onKeep,
}: {
  sample: SampleResume;
  signedIn: boolean;
  onReplace: () => void;
  onKeep: () => void;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onKeep()}>
      <DialogContent
        title="Replace your resume with this sample?"
        description={`Everything you have entered will be replaced by the ${sample.title} sample and its template.${signedIn ? ' Your saved resume stays as it is until you save.' : ''}`}
        className="max-w-md"
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">Keep my resume</Button>
          </DialogClose>
          <Button onClick={onReplace}>Replace with sample</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
