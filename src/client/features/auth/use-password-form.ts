import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import type { ZodType } from 'zod';
import { zodResolver } from '../../lib/zod-resolver.ts';
import { notify } from '../../lib/notify.ts';
import { formErrorNotice, weakPasswordNotice } from './auth-notices.ts';
import { tooManyAttemptsText, type ApiRefusal } from './auth-request.ts';

export interface NewPassword {
  password: string;
  confirmPassword: string;
}

/**
 * A form that sets a new password typed twice (the reset link, the change on /profile): a
 * rule the two fields break is said in a notice as well, and so is every refusal of the
 * server; a new password it refuses (too common, containing the e-mail …) also under the field.
 */
export function usePasswordForm<Values extends NewPassword>(
  schema: ZodType<Values, Values>,
  defaultValues: DefaultValues<Values>,
) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues });
  // The two fields every such form has, without the form's own ones.
  const pair = form as unknown as UseFormReturn<NewPassword>;

  const onInvalid = (errors: FieldErrors<Values>) => {
    const { password, confirmPassword } = errors as FieldErrors<NewPassword>;
    const notice = formErrorNotice([password?.type, confirmPassword?.type]);
    if (notice) notify.error(notice.title, notice.text);
  };

  return {
    form,
    /** The form's submit handler: `send` runs once the fields pass the shared rules. */
    onSubmit: (send: SubmitHandler<Values>) => form.handleSubmit(send, onInvalid),
    /**
     * Says why the server refused: a weak new password, `own` texts for the form's own
     * codes (undefined for others), the wait on 429, the server's message otherwise.
     */
    refuse(refusal: ApiRefusal, own?: (refusal: ApiRefusal) => string | undefined): void {
      const weak = weakPasswordNotice(refusal);
      if (weak) {
        pair.setError('password', { message: weak.text }, { shouldFocus: true });
        notify.error(weak.title, weak.text);
        return;
      }
      const text =
        own?.(refusal) ??
        (refusal.status === 429 ? tooManyAttemptsText(refusal.retryAfter ?? 60) : refusal.message);
      notify.error('Error', text);
    },
  };
}
