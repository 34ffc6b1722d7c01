import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { cn } from '../../lib/cn.ts';
import { Button } from '../ui/button.tsx';
import { Logo } from './logo.tsx';

const NAV = [
  { to: '/templates', label: 'Templates' },
  { to: '/features', label: 'Features' },
  { to: '/help', label: 'Help' },
] as const;

/**
 * Site header. The nav links show on desktop; phones get a menu button.
 * `userMenu` is rendered in place of the Log In / Get Started buttons when a user is
 * signed in. While the session loads, a same-sized placeholder holds their place so the
 * signed-out buttons never flash for a signed-in user.
 */
export function SiteHeader({ userMenu }: { userMenu?: ReactNode }) {
  const auth = useAuth();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  const location = useLocation();
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    setOpen(false);
  }

  // Escape closes the menu and gives focus back to its button; a click outside closes it.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <header
      ref={headerRef}
      className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80"
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            <NavItems
              linkClass="rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-slate-100 hover:text-ink"
              idleClass="text-slate-700"
            />
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          {auth.status === 'signed-in' ? (
            userMenu
          ) : auth.status === 'signed-out' ? (
            <>
              {/* max-sm:hidden, not `hidden sm:inline-flex`: cn() does not merge classes, and
                  the button's own inline-flex would win over a plain `hidden`. */}
              <Button asChild variant="ghost" size="sm" className="max-sm:hidden">
                <Link to="/auth">Log In</Link>
              </Button>
              <Button asChild size="sm">
                <Link to="/auth">Get Started</Link>
              </Button>
            </>
          ) : (
            <span className="h-9 w-24 sm:w-44" aria-hidden="true" />
          )}
          <button
            ref={toggleRef}
            type="button"
            className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-ink transition-colors hover:bg-slate-100 md:hidden"
            aria-expanded={open}
            aria-controls="mobile-nav"
            aria-label={open ? 'Close menu' : 'Open menu'}
            onClick={() => setOpen((v) => !v)}
          >
            {open ? (
              <X className="h-5 w-5" aria-hidden="true" />
            ) : (
              <Menu className="h-5 w-5" aria-hidden="true" />
            )}
          </button>
        </div>
      </div>
      <nav
        id="mobile-nav"
        aria-label="Mobile"
        hidden={!open}
        className="absolute inset-x-0 top-full border-b border-slate-200 bg-white shadow-lg md:hidden"
      >
        <ul className="mx-auto flex max-w-6xl flex-col px-4 py-2 sm:px-6">
          <NavItems
            linkClass="block rounded-md px-3 py-3 text-base font-medium hover:bg-slate-100"
            idleClass="text-slate-800"
          />
          {auth.status === 'signed-out' ? (
            <li className="sm:hidden">
              <Link
                to="/auth"
                className="block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100"
              >
                Log In
              </Link>
            </li>
          ) : null}
        </ul>
      </nav>
    </header>
  );
}

/**
 * The NAV links as list items, for the desktop bar and the phone menu, which size them
 * apart (`linkClass`); the current page's link is brand-coloured, the others `idleClass`.
 */
function NavItems({ linkClass, idleClass }: { linkClass: string; idleClass: string }) {
  return NAV.map((item) => (
    <li key={item.to}>
      <NavLink
        to={item.to}
        className={({ isActive }) => cn(linkClass, isActive ? 'text-brand-700' : idleClass)}
      >
        {item.label}
      </NavLink>
    </li>
  ));
}
