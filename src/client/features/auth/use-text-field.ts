import { useRef, useState, type ChangeEvent } from 'react';

/**
 * A text field the form keeps itself: what is typed, the error under it and the input, so
 * that a refusal can be said under the field and the field made ready for the next try.
 */
export function useTextField(initial = '') {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);

  /** Says why the value is not taken, under the field; `clear` empties it for a new one. */
  function refuse(text: string, clear = false) {
    setError(text);
    if (clear) setValue('');
    inputRef.current?.focus();
  }

  /** The props of the field's FormField. */
  const field = {
    ref: inputRef,
    value,
    error,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(event.target.value),
  };

  return { value, setValue, error, setError, refuse, field };
}
