import { lazy, Suspense, useState } from 'react';
import { Navigate } from 'react-router';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { ProfileForm } from '../../features/profile/profile-form.tsx';

// Its own chunk (dialogs, QR codes, sessions): the profile form shows without waiting for it.
const AccountSecurity = lazy(() =>
  import('../../features/auth/account-security/account-security.tsx').then((m) => ({
    default: m.AccountSecurity,
  })),
);

// Its own chunk too (the archive and JSON Resume schemas, the resume schema behind them): the
// card is read after the form, and the page's first JavaScript stays within its budget.
const DataPortabilityCard = lazy(() =>
  import('../../features/portability/data-portability-card.tsx').then((m) => ({
    default: m.DataPortabilityCard,
  })),
);

/** `/profile`: signed-in users only; everyone else goes to /auth. */
export default function ProfilePage() {
  const auth = useAuth();
  // Bumped when an import filled profile names, so the form reads them again.
  const [profileRead, setProfileRead] = useState(0);
  if (auth.status === 'signed-out') return <Navigate to="/auth" replace />;

  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-3xl space-y-10 px-4 py-10 sm:px-6 sm:py-14">
        <header>
          <h1 className="text-3xl font-bold tracking-tight text-ink">Your profile</h1>
          {auth.status === 'signed-in' ? (
            <p className="mt-1 text-muted">
              Signed in as <span className="font-medium text-ink">{auth.user.email}</span>
            </p>
          ) : (
            <Skeleton className="mt-2 h-5 w-64" />
          )}
        </header>
        {auth.status === 'signed-in' ? (
          <>
            {/* The header's name comes from the auth state: read it again after a save. */}
            <ProfileForm key={profileRead} onSaved={() => auth.refresh()} />
            <Suspense fallback={<Skeleton className="h-64 w-full rounded-xl" />}>
              <AccountSecurity />
            </Suspense>
            <Suspense fallback={<Skeleton className="h-64 w-full rounded-xl" />}>
              <DataPortabilityCard
                onProfileChanged={() => {
                  setProfileRead((n) => n + 1);
                  void auth.refresh();
                }}
              />
            </Suspense>
          </>
        ) : (
          <div
            className="space-y-5 rounded-xl border border-slate-200 bg-white p-6 sm:p-8"
            aria-busy="true"
            aria-label="Loading profile"
          >
            <Skeleton className="h-6 w-40" />
            <div className="grid gap-5 sm:grid-cols-2">
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
            </div>
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        )}
      </div>
    </div>
  );
}
