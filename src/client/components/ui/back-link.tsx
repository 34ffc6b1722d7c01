import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { Button } from './button.tsx';

/** What the way back says: a signed-in user goes back to their documents, a visitor home. */
const BACK_LINK_TEXT = { signedIn: 'My Documents', signedOut: 'Back to Home' } as const;

/**
 * The way back out of an editor (the resume builder, the cover-letter editor): My Documents
 * for a signed-in user, the home page for a visitor. One component, so every editor says it
 * the same way.
 */
export function BackLink({ signedIn, className }: { signedIn: boolean; className?: string }) {
  return (
    <Button asChild variant="ghost" size="sm" className={cn('-ml-2', className)}>
      <Link to={signedIn ? '/documents' : '/'}>
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {signedIn ? BACK_LINK_TEXT.signedIn : BACK_LINK_TEXT.signedOut}
      </Link>
    </Button>
  );
}
