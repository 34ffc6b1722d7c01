import { useTextField } from './use-text-field.ts';

/**
 * The code field of a two-factor form (a text field of its own, `useTextField`): a refused
 * code is said under it and the field made ready for the next one.
 */
export function useOneTimeCode() {
  const { value: code, setValue: setCode, error, setError, refuse, field } = useTextField();

  /** The authenticator app's code as typed, without spaces; undefined (and said) if not six digits. */
  function appCode(): string | undefined {
    const value = code.replace(/\s+/g, '');
    if (/^\d{6}$/.test(value)) return value;
    refuse('Enter the 6-digit code from your authenticator app.');
    return undefined;
  }

  return {
    code,
    setCode,
    error,
    setError,
    refuse,
    appCode,
    /** The props of the code's FormField: a text input the browser may fill from a text message. */
    field: { ...field, type: 'text', autoComplete: 'one-time-code' },
  };
}
