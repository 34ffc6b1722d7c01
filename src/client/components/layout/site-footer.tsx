import { Link } from 'react-router';
import { Logo } from './logo.tsx';

const COLUMNS = [
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
    links: [
      { to: '/help', label: 'Help & FAQ' },
      { to: '/auth', label: 'Log In' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/terms', label: 'Terms of Service' },
      { to: '/privacy', label: 'Privacy Policy' },
    ],
  },
] as const;

export function SiteFooter() {
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
        {COLUMNS.map((col) => (
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
