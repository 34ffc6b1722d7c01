import { LoaderCircle, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { notify } from '../../../lib/notify.ts';
import { useAuth } from '../auth-context.tsx';
import { apiRequest, tooManyAttemptsText } from '../auth-request.ts';
import { CurrentPasswordField } from '../form-field.tsx';
import { SecurityCard } from './security-card.tsx';
import { useOneFieldForm } from './use-one-field-form.ts';
import { TextField } from '../../../components/ui/text-field.tsx';

const CONFIRM_WORD = 'DELETE';

/**
 * Deletes the account and everything it holds (profile, documents, uploaded CVs,
 * sessions), after the password; accounts without a password type DELETE instead.
 */
export function DeleteAccountCard({ hasPassword }: { hasPassword: boolean }) {
  const auth = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const { setValue, setError, field, busy, submit } = useOneFieldForm(
    (value) => {
      if (hasPassword) return value ? null : 'Enter your password.';
      return value.trim() === CONFIRM_WORD ? null : `Type ${CONFIRM_WORD} to confirm.`;
    },
    async (value) => {
      const res = await apiRequest('/api/auth/delete-user', {
        body: hasPassword ? { password: value } : {},
      });
      if (res.ok) {
        setOpen(false);
        notify.success('Account deleted', 'Your account and all its data have been deleted.');
        auth.clearSession(() => navigate('/', { replace: true }));
        return null;
      }
      console.error('Account deletion failed:', res.code, res.message);
      return res.code === 'INVALID_PASSWORD'
        ? 'That password is not correct.'
        : res.code === 'SESSION_EXPIRED'
          ? 'For your safety, sign out and sign in again, then delete your account.'
          : res.status === 429
            ? tooManyAttemptsText(res.retryAfter ?? 60)
            : res.message;
    },
  );

  return (
    <SecurityCard
      icon={Trash2}
      tone="danger"
      title="Delete account"
      description="Permanently delete your account, profile, saved documents and uploaded CVs. This cannot be undone."
      aside={
        <Dialog
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            setValue('');
            setError(undefined);
          }}
        >
          <DialogTrigger asChild>
            <Button variant="danger" size="sm">
              Delete account
            </Button>
          </DialogTrigger>
          <DialogContent
            title="Delete your account?"
            description="Everything you stored in TailorCV is removed at once and you are signed out on every device."
            className="max-w-md"
          >
            <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
              {hasPassword ? (
                <CurrentPasswordField {...field} autoFocus />
              ) : (
                <TextField
                  {...field}
                  label={`Type ${CONFIRM_WORD} to confirm`}
                  autoComplete="off"
                  autoFocus
                />
              )}
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Button variant="ghost" onClick={() => setOpen(false)} disabled={busy}>
                  Cancel
                </Button>
                <Button type="submit" variant="danger" disabled={busy} aria-busy={busy}>
                  {busy ? (
                    <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
                  ) : null}
                  Delete my account
                </Button>
              </div>
            </form>
          </DialogContent>
        </Dialog>
      }
    />
  );
}
