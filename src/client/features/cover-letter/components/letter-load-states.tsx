import { Loader2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';

/** While the letter loads or moves into the account. */
export function LetterLoading({ text }: { text: string }) {
  return (
    <div
      role="status"
      className="flex min-h-[60vh] flex-col items-center justify-center gap-3 text-muted"
    >
      <Loader2 className="h-8 w-8 animate-spin text-brand-700" aria-hidden="true" />
      <p>{text}</p>
    </div>
  );
}

/** The letter could not be loaded (or moved): a way back, and a retry where one can help. */
export function LetterFailed({ text, onRetry }: { text: string; onRetry?: () => void }) {
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <Card className="flex flex-col items-center gap-4 p-8 text-center">
        <h1 className="text-lg font-semibold">Failed to load the cover letter</h1>
        <p className="text-sm text-muted">{text}</p>
        <div className="flex flex-wrap justify-center gap-2">
          {onRetry ? <Button onClick={onRetry}>Try again</Button> : null}
          <Button asChild variant="outline">
            <Link to="/documents">My Documents</Link>
          </Button>
        </div>
      </Card>
    </div>
  );
}
