import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';

/** Any unknown path: 'Oops! Page not found', and the path logged to the console. */
export default function NotFoundPage() {
  const location = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-16 text-center">
      <p className="text-6xl font-bold text-brand-700">404</p>
      <h1 className="mt-4 text-2xl font-semibold text-ink">Oops! Page not found</h1>
      <p className="mt-2 text-muted">The page you are looking for does not exist or has moved.</p>
      <Link
        to="/"
        className="mt-6 font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
      >
        Return to Home
      </Link>
    </section>
  );
}
