import { History } from 'lucide-react';
import { Link } from 'react-router';

/**
 * A hint in place of the History panel where there is no saved document (a visitor's). Its
 * own module, so showing it does not load the panel.
 */
export function HistorySignInHint({ noun }: { noun: 'resume' | 'cover letter' }) {
  return (
    <section className="flex flex-col gap-2">
      <h2 className="flex items-center gap-2 text-xl font-semibold tracking-tight text-ink">
        <History className="h-5 w-5" aria-hidden="true" />
        History
      </h2>
      <p className="text-sm text-muted">
        <Link to="/auth" className="font-medium text-brand-700 underline-offset-4 hover:underline">
          Sign in
        </Link>{' '}
        to keep a history of your {noun}: earlier versions to look at and go back to.
      </p>
    </section>
  );
}
