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
] as const;

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-4">
        <div className="md:col-span-2">
          <Logo />
          <p className="mt-3 max-w-sm text-sm text-muted">
            Open-source resume and cover letter builder. ATS-friendly documents, tailored to the job
            you want.
          </p>
        </div>
        {COLUMNS.map((col) => (
          <nav key={col.title} aria-label={col.title}>
            <h2 className="text-sm font-semibold text-ink">{col.title}</h2>
            <ul className="mt-3 space-y-2">
              {col.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-sm text-muted hover:text-brand-700">
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
