import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { SiteFooter } from '../components/layout/site-footer.tsx';
import { LazyToaster } from '../components/layout/lazy-toaster.tsx';
import { SiteHeader } from '../components/layout/site-header.tsx';
import { useAuth } from '../features/auth/auth-context.tsx';
import { hasAnonymousLetter } from '../features/cover-letter/state/anonymous-letter-key.ts';
import { UserMenuButtonFace } from '../features/auth/user-menu-button-face.tsx';
import { notify } from '../lib/notify.ts';
import { ScrollToTop } from './scroll-to-top.tsx';
import { useScreenTitle } from './use-screen-title.ts';

// The menu (Radix dropdown) is only downloaded for signed-in users, so it stays out of
// the landing page's initial JavaScript.
const UserMenu = lazy(() =>
  import('../features/auth/user-menu.tsx').then((m) => ({ default: m.UserMenu })),
);

export function RootLayout() {
  useScreenTitle();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-3 py-2 focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <SiteHeader
        userMenu={
          <Suspense fallback={<UserMenuPlaceholder />}>
            <UserMenu />
          </Suspense>
        }
      />
      <main id="main" className="flex-1">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <LazyToaster />
      <ScrollToTop />
      <VerificationLinkError />
      <AnonymousLetterMover />
    </div>
  );
}

function PageFallback() {
  return <div className="min-h-screen" aria-busy="true" />;
}

/** Same size and look as the menu button while its code loads. */
function UserMenuPlaceholder() {
  const auth = useAuth();
  return (
    <span className="inline-flex h-10 items-center gap-1.5 rounded-full border border-slate-200 bg-white py-1 pr-8 pl-3 text-sm sm:gap-2 sm:pr-9 sm:pl-1 font-medium text-ink shadow-sm">
      <UserMenuButtonFace name={auth.displayName ?? ''} />
    </span>
  );
}

const VERIFY_ERRORS: Record<string, string> = {
  TOKEN_EXPIRED: 'This verification link has expired. Sign in to get a new one.',
  INVALID_TOKEN: 'This verification link is not valid. Sign in to get a new one.',
  USER_NOT_FOUND: 'The account for this verification link no longer exists.',
};

/**
 * The e-mail verification link lands on the site root. When the link is bad, the server
 * sends the visitor to `/?error=CODE`: say so, then drop the parameter.
 */
function VerificationLinkError() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (location.pathname !== '/') return;
    const code = new URLSearchParams(location.search).get('error');
    if (!code) return;
    notify.error(
      'Verification failed',
      VERIFY_ERRORS[code.toUpperCase()] ?? 'This verification link could not be used.',
    );
    navigate('/', { replace: true });
  }, [location.pathname, location.search, navigate]);
  return null;
}

/**
 * A cover letter written before signing in moves into the account right after sign-up
 * or sign-in, wherever that lands (the builder moves its resume draft at the
 * same time). The mover is loaded only when this browser holds such a letter; at
 * /cover-letter the page itself moves it and opens it.
 */
function AnonymousLetterMover() {
  const auth = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const onLetterPage = location.pathname === '/cover-letter';
  useEffect(() => {
    if (auth.status !== 'signed-in' || onLetterPage || !hasAnonymousLetter()) return;
    import('../features/cover-letter/move-letter-after-sign-in.ts')
      .then((m) => m.moveLetterAfterSignIn((id) => void navigate(`/cover-letter/${id}`)))
      .catch(() => {
        // The letter stays in this browser; the next page load tries again.
      });
  }, [auth.status, onLetterPage, navigate]);
  return null;
}
