import { RefreshCw } from 'lucide-react';
import { Button } from './ui/button.tsx';
import { Card } from './ui/card.tsx';

/**
 * What a screen shows in place of data it could not read: what failed ("Your documents could
 * not be loaded."), the server's reason, and Try again when a retry can help. An alert, so
 * a screen reader says it as it appears.
 */
export function LoadFailedCard({
  title,
  error,
  onRetry,
  retrying = false,
}: {
  title: string;
  error: unknown;
  /** Reads the data again; no button without it. */
  onRetry?: () => void;
  /** A retry is under way: the button waits. */
  retrying?: boolean;
}) {
  return (
    <Card className="flex flex-col items-start gap-3 p-6" role="alert">
      <p className="font-semibold">{title}</p>
      <p className="text-sm text-muted">
        {error instanceof Error ? error.message : 'Please try again.'}
      </p>
      {onRetry ? (
        <Button variant="outline" onClick={onRetry} disabled={retrying}>
          <RefreshCw className="h-4 w-4" aria-hidden="true" />
          Try again
        </Button>
      ) : null}
    </Card>
  );
}
