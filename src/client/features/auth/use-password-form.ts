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
import type { ApiRefusal } from './auth-request.ts';

interface NewPassword {
  password: string;
  confirmPassword: string;
}

/**
 * A form that sets a new password typed twice (the reset link, the change on /profile): a
 * rule the two fields break is said in a notice as well, and a new password the server
 * refuses (too common, containing the e-mail …) is said under the field and in a notice.
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
    const notice = formErrorNotice([password?.message, confirmPassword?.message]);
    if (notice) notify.error(notice.title, notice.text);
  };

  return {
    form,
    /** The form's submit handler: `send` runs once the fields pass the shared rules. */
    onSubmit: (send: SubmitHandler<Values>) => form.handleSubmit(send, onInvalid),
    /** Says why the server refused the new password, if it was for its strength. */
    refusedAsWeak(refusal: ApiRefusal): boolean {
      const weak = weakPasswordNotice(refusal);
      if (!weak) return false;
      pair.setError('password', { message: weak.text }, { shouldFocus: true });
      notify.error(weak.title, weak.text);
      return true;
    },
  };
}
