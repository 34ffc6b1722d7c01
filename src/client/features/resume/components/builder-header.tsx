import { Loader2, Mail, Save } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BackLink } from '../../../components/ui/back-link.tsx';
import { Button } from '../../../components/ui/button.tsx';

/**
 * The builder's own header, which stays in view: the way back (My Documents when signed in,
 * Back to Home for a visitor) and, for signed-in users, Save, enabled only while there
 * are unsaved changes and no save is running, then Preview and Download
 * (`actions`, from the document engine). For a resume other than the default one
 * (/build/:id) it names the document.
 */
export function BuilderHeader({
  signedIn,
  dirty,
  saving,
  hasSaved,
  onSave,
  actions,
  documentTitle,
}: {
  signedIn: boolean;
  dirty: boolean;
  saving: boolean;
  /** True once the account holds a saved resume. */
  hasSaved: boolean;
  onSave: () => void;
  /** Preview and Download, composed in at the route. */
  actions?: ReactNode;
  /** The title of the document being edited, when it is not the default resume. */
  documentTitle?: string | undefined;
}) {
  const status = !signedIn
    ? 'Draft kept in this browser'
    : saving
      ? 'Saving...'
      : dirty
        ? 'Unsaved changes'
        : hasSaved
          ? 'All changes saved'
          : 'Nothing saved yet';
  return (
    // Sticky under the site's header, so Save, Preview and Download stay at hand while a long
    // form scrolls.
    <div
      className="sticky top-16 z-20 border-b border-slate-200 bg-white"
      data-testid="builder-toolbar"
    >
      {/*
        A phone: the way back and the buttons (icons only) on one row, the heading and the
        save status under them. Wider: all four side by side, from 1280 px as wide as the
        builder's full-width grid.
      */}
      <div className="mx-auto grid max-w-7xl grid-cols-[fit-content(50%)_minmax(0,1fr)] items-center gap-x-3 gap-y-1 px-4 py-2 sm:grid-cols-[auto_minmax(0,1fr)_auto_auto] sm:gap-x-4 sm:px-6 sm:py-3 xl:max-w-none">
        <BackLink signedIn={signedIn} className="col-start-1 row-start-1 justify-self-start" />
        <div className="col-start-1 row-start-2 min-w-0 sm:col-start-2 sm:row-start-1">
          <h1 className="text-lg font-semibold tracking-tight">Resume Builder</h1>
          {documentTitle === undefined ? null : (
            <p className="truncate text-xs text-muted" data-testid="document-title">
              {documentTitle}
            </p>
          )}
        </div>
        <p
          className="col-start-2 row-start-2 text-right text-xs text-muted sm:col-start-3 sm:row-start-1"
          role="status"
          data-testid="save-status"
        >
          {status}
          {!signedIn ? (
            <>
              {' · '}
              <Link to="/auth" className="font-medium text-brand-700 hover:underline">
                Sign in to save
              </Link>
            </>
          ) : null}
        </p>
        <div className="col-start-2 row-start-1 flex items-center justify-end gap-2 sm:col-start-4 sm:gap-3">
          {!signedIn ? (
            // Signed-in users find their letters in My Documents; a visitor's one letter is here.
            <Button asChild variant="outline" size="sm">
              <Link to="/cover-letter">
                <Mail className="h-4 w-4" aria-hidden="true" />
                <span className="max-sm:sr-only">Cover letter</span>
              </Link>
            </Button>
          ) : null}
          {signedIn ? (
            <Button size="sm" onClick={onSave} disabled={!dirty || saving}>
              {saving ? (
                <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
              ) : (
                <Save className="h-4 w-4" aria-hidden="true" />
              )}
              <span className="max-sm:sr-only">Save</span>
            </Button>
          ) : null}
          {actions}
        </div>
      </div>
    </div>
  );
}
