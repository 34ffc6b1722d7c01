import type { ReactNode } from 'react';

/**
 * A form of the auth steps that check their field themselves: the browser's own validation
 * stays off, so the step says what is wrong in its words, and `onSubmit` runs in place of
 * the page load.
 */
export function AuthForm({
  label,
  onSubmit,
  children,
}: {
  label: string;
  onSubmit: () => Promise<void>;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
      className="space-y-4"
      aria-label={label}
    >
      {children}
    </form>
  );
}
