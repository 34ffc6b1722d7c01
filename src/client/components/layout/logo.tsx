import { Link } from 'react-router';

export function Logo() {
  return (
    <Link
      to="/"
      className="flex items-center gap-2 rounded-md text-lg font-bold tracking-tight text-ink"
      aria-label="TailorCV home"
    >
      <svg viewBox="0 0 32 32" className="h-8 w-8" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="#1d4ed8" />
        <path d="M9 8h14v3H17.6v13h-3.2V11H9z" fill="#fff" />
      </svg>
      <span>
        Tailor<span className="text-brand-700">CV</span>
      </span>
    </Link>
  );
}
