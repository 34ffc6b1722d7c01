import { ArrowLeft, Loader2, Mail, Save } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';

/**
 * The builder's own header (spec section 2): Back to Home and, for signed-in users,
 * Save, enabled only while there are unsaved changes and no save is running (spec
 * section 4), then Preview and Download (`actions`, from the document engine). For a
 * resume other than the default one (/build/:id) it names the document and leads back
 * to My Documents.
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
    <div className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
        <div className="flex min-w-0 items-center gap-2 sm:gap-4">
          <Button asChild variant="ghost" size="sm" className="-ml-2">
            {documentTitle === undefined ? (
              <Link to="/">
                <ArrowLeft className="h-4 w-4" aria-hidden="true" />
                Back to Home
              </Link>
            ) : (
              <Link to="/documents">
                <ArrowLeft className="h-4 w-4" aria-hidden="true" />
                My Documents
              </Link>
            )}
          </Button>
          {documentTitle === undefined ? (
            <h1 className="text-lg font-semibold tracking-tight">Resume Builder</h1>
          ) : (
            <div className="min-w-0">
              <h1 className="text-lg font-semibold tracking-tight">Resume Builder</h1>
              <p className="truncate text-xs text-muted" data-testid="document-title">
                {documentTitle}
              </p>
            </div>
          )}
        </div>
        <div className="flex flex-wrap items-center justify-end gap-2 sm:gap-3">
          <p className="text-xs text-muted" role="status" data-testid="save-status">
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
          {!signedIn ? (
            // Signed-in users find their letters in My Documents; a visitor's one letter is here.
            <Button asChild variant="outline" size="sm">
              <Link to="/cover-letter">
                <Mail className="h-4 w-4" aria-hidden="true" />
                Cover letter
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
              Save
            </Button>
          ) : null}
          {actions}
        </div>
      </div>
    </div>
  );
}
