import { LoaderCircle } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';

/** The submit and Cancel buttons under a two-factor step; both wait while it is busy. */
export function StepActions({
  busy,
  submitLabel,
  danger,
  onCancel,
}: {
  busy: boolean;
  submitLabel: string;
  danger?: boolean | undefined;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        type="submit"
        variant={danger ? 'danger' : 'primary'}
        disabled={busy}
        aria-busy={busy}
      >
        {busy ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
        {submitLabel}
      </Button>
      <Button variant="ghost" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
    </div>
  );
}
