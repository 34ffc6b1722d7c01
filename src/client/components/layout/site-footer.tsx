import { Link } from 'react-router';
import { useAuth, type AuthState } from '../../features/auth/auth-context.tsx';
import { Logo } from './logo.tsx';

type FooterLink = { to: string; label: string };

/**
 * The Support column's account link, from the same auth state as the header: Log In when
 * signed out, My Documents when signed in, nothing while the session loads (so a signed-in
 * visitor never sees Log In flash).
 */
function accountLink(status: AuthState['status']): FooterLink[] {
  if (status === 'signed-out') return [{ to: '/auth', label: 'Log In' }];
  if (status === 'signed-in') return [{ to: '/documents', label: 'My Documents' }];
  return [];
}

function columns(status: AuthState['status']): { title: string; links: FooterLink[] }[] {
  return [
    {
      title: 'Product',
      links: [
        { to: '/build', label: 'Resume Builder' },
        { to: '/templates', label: 'Templates' },
        { to: '/samples', label: 'Sample Resumes' },
        { to: '/features', label: 'Features' },
      ],
    },
    {
      title: 'Support',
      links: [{ to: '/help', label: 'Help & FAQ' }, ...accountLink(status)],
    },
    {
      title: 'Legal',
      links: [
        { to: '/terms', label: 'Terms of Service' },
        { to: '/privacy', label: 'Privacy Policy' },
      ],
    },
  ];
}

export function SiteFooter() {
  const auth = useAuth();
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:grid-cols-3 sm:px-6 md:grid-cols-5">
        <div className="col-span-2 sm:col-span-3 md:col-span-2">
          <Logo />
          <p className="mt-3 max-w-sm text-sm leading-relaxed text-muted">
            Open-source resume and cover letter builder. ATS-friendly documents, tailored to the job
            you want.
          </p>
        </div>
        {columns(auth.status).map((col) => (
          <nav key={col.title} aria-label={col.title}>
            <h2 className="text-sm font-semibold text-ink">{col.title}</h2>
            <ul className="mt-3 space-y-1">
              {col.links.map((link) => (
                <li key={link.to}>
                  {/* min-h-8 keeps each link a comfortable tap target on phones. */}
                  <Link
                    to={link.to}
                    className="inline-flex min-h-8 items-center rounded text-sm text-muted transition-colors hover:text-brand-700"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-200">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-muted sm:px-6">
          © {new Date().getFullYear()} TailorCV. Your data stays yours.
        </p>
      </div>
    </footer>
  );
}
