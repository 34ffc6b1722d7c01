import { useEffect, useState } from 'react';

/**
 * `value` once it has stopped changing for `delayMs`: a query keyed by it asks the server
 * after a pause in typing, not on every keystroke. The first value is there at once.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
