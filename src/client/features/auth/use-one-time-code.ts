import { useRef, useState, type ChangeEvent } from 'react';

/**
 * The code field of a two-factor form: what is typed, the error under it and the input,
 * so that a refused code can be said and the field made ready for the next one.
 */
export function useOneTimeCode() {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);

  /** Says why the code is not taken, under the field; `clear` empties it for a new code. */
  function refuse(text: string, clear = false) {
    setError(text);
    if (clear) setCode('');
    inputRef.current?.focus();
  }

  /** The authenticator app's code as typed, without spaces; undefined (and said) if not six digits. */
  function appCode(): string | undefined {
    const value = code.replace(/\s+/g, '');
    if (/^\d{6}$/.test(value)) return value;
    refuse('Enter the 6-digit code from your authenticator app.');
    return undefined;
  }

  /** The props of the code's FormField: a text input the browser may fill from a text message. */
  const field = {
    ref: inputRef,
    type: 'text',
    autoComplete: 'one-time-code',
    value: code,
    error,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setCode(event.target.value),
  };

  return { code, setCode, error, setError, refuse, appCode, field };
}
