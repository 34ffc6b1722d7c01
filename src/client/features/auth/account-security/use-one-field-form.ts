import { useState, type FormEvent } from 'react';
import { notify } from '../../../lib/notify.ts';
import { useTextField } from '../use-text-field.ts';

/**
 * A form of one field (the password, a confirmation word) and one request: `missing` says
 * what to type while the value will not do (null once it will); `send` runs with the form
 * busy and answers why the server refused, said under the field and in a notice, or null.
 * The field starts with `initial` (a name to edit, say).
 */
export function useOneFieldForm(
  missing: (value: string) => string | null,
  send: (value: string) => Promise<string | null>,
  initial = '',
) {
  const text = useTextField(initial);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const wanted = missing(text.value);
    if (wanted) {
      text.setError(wanted);
      return;
    }
    setBusy(true);
    try {
      const failure = await send(text.value);
      if (failure) {
        text.setError(failure);
        notify.error('Error', failure);
      }
    } finally {
      setBusy(false);
    }
  }

  return { ...text, busy, submit };
}
