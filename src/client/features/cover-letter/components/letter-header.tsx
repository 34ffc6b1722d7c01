import { ArrowLeft, Check, Loader2, Save } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';

/**
 * The letter editor's header: the way back (the builder for a visitor, My Documents when
 * signed in), the letter's title, where it is kept or its save status, the export
 * controls (`actions`) and, when the letter can be saved, Save (enabled only while there
 * are unsaved changes and no save is running).
 */
export function LetterHeader({
  mode,
  title,
  dirty,
  saving,
  onSave,
  actions,
}: {
  mode: 'signed-in' | 'anonymous';
  title: string;
  dirty: boolean;
  saving: boolean;
  /** Absent when the letter lives in this browser only. */
  onSave: (() => void) | null;
  actions: ReactNode;
}) {
  return (
    <div className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 sm:px-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="min-w-0">
          <Link
            to={mode === 'anonymous' ? '/build' : '/documents'}
            className="inline-flex items-center gap-1 text-xs font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            <ArrowLeft className="h-3.5 w-3.5" aria-hidden="true" />
            {mode === 'anonymous' ? 'Resume Builder' : 'My Documents'}
          </Link>
          <h1 className="truncate text-xl font-semibold">
            <span className="sr-only">Cover letter: </span>
            {title}
          </h1>
          <p className="text-sm text-muted" role="status" data-testid="letter-save-status">
            {mode === 'anonymous' ? (
              <>
                Kept in this browser.{' '}
                <Link
                  to="/auth"
                  className="font-medium text-brand-700 underline-offset-2 hover:underline"
                >
                  Sign up
                </Link>{' '}
                to keep it in your account.
              </>
            ) : saving ? (
              'Saving...'
            ) : dirty ? (
              'Unsaved changes (kept in this browser)'
            ) : (
              <span className="inline-flex items-center gap-1">
                <Check className="h-4 w-4 text-emerald-700" aria-hidden="true" />
                All changes saved
              </span>
            )}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {actions}
          {onSave ? (
            <Button size="sm" onClick={onSave} disabled={!dirty || saving} aria-busy={saving}>
              {saving ? (
                <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
              ) : (
                <Save className="h-4 w-4" aria-hidden="true" />
              )}
              Save
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
