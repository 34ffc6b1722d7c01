import { QueryClientProvider } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { ApplicationsPage } from '../../features/applications/applications-page.tsx';
import { queryClient } from '../../lib/query-client.ts';

/** `/applications`: signed-in users only; everyone else goes to /auth. */
export default function ApplicationsRoute() {
  const auth = useAuth();
  if (auth.status === 'signed-out') return <Navigate to="/auth" replace />;
  if (auth.status === 'loading') {
    return (
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14" aria-busy="true">
        <Skeleton className="h-9 w-56" />
        <div className="mt-10 flex gap-3">
          <Skeleton className="h-64 w-72 rounded-xl" />
          <Skeleton className="h-64 w-72 rounded-xl" />
        </div>
      </div>
    );
  }
  return (
    <QueryClientProvider client={queryClient}>
      <ApplicationsPage key={auth.user.id} userId={auth.user.id} />
    </QueryClientProvider>
  );
}
