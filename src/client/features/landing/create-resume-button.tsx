import { ArrowRight, LoaderCircle } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { useAuth } from '../auth/auth-context.tsx';

/**
 * The hero's primary button: 'Loading...' and disabled while the
 * auth state loads, then /build for a signed-in user and /auth otherwise.
 */
export function CreateResumeButton() {
  const auth = useAuth();
  const navigate = useNavigate();
  const loading = auth.status === 'loading';
  return (
    <Button
      size="lg"
      disabled={loading}
      aria-busy={loading}
      // A fixed minimum width keeps both labels the same size: no layout shift when auth resolves.
      className="min-w-56 shadow-md shadow-brand-700/20"
      onClick={() => navigate(auth.status === 'signed-in' ? '/build' : '/auth')}
    >
      {loading ? (
        <>
          <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" />
          Loading...
        </>
      ) : (
        <>
          Create My Resume
          <ArrowRight className="h-5 w-5" aria-hidden="true" />
        </>
      )}
    </Button>
  );
}
