import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Briefcase, ChevronDown, FilePlus2, Files, LogOut, UserRoundPen } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AUTH_NOTICES } from '#shared/auth/auth-notices.ts';
import { notify } from '../../lib/notify.ts';
import { useAuth } from './auth-context.tsx';
import { UserMenuButtonFace } from './user-menu-button-face.tsx';

const SIGN_OUT_SUCCESS = AUTH_NOTICES.signOutSuccess;
const SIGN_OUT_ERROR = AUTH_NOTICES.signOutError;

const ITEM =
  'flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm text-ink outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60';

/** The menu's pages, in their order. */
const LINKS = [
  { to: '/build', icon: FilePlus2, label: 'Create Resume' },
  { to: '/documents', icon: Files, label: 'My Documents' },
  { to: '/applications', icon: Briefcase, label: 'Applications' },
  { to: '/profile', icon: UserRoundPen, label: 'Edit Profile' },
] as const;

/**
 * The signed-in user menu of the site header: the display name as the button, then a
 * menu with the display name, the e-mail, Create Resume, My Documents, Applications, Edit
 * Profile and Sign Out. Loaded on demand, so signed-out visitors never download it.
 */
export function UserMenu() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  if (auth.status !== 'signed-in') return null;

  async function handleSignOut() {
    setSigningOut(true);
    try {
      await auth.signOut(() => navigate('/'));
      notify.success(SIGN_OUT_SUCCESS.title, SIGN_OUT_SUCCESS.text);
    } catch (err) {
      console.error('Sign out failed:', err);
      notify.error(SIGN_OUT_ERROR.title, SIGN_OUT_ERROR.text);
    } finally {
      setSigningOut(false);
    }
  }

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <button
          type="button"
          className="group inline-flex h-10 items-center gap-1.5 rounded-full border border-slate-200 bg-white py-1 pr-2.5 pl-3 text-sm sm:gap-2 sm:pr-3 sm:pl-1 font-medium text-ink shadow-sm transition-colors hover:bg-slate-50 data-[state=open]:bg-slate-50"
          title={auth.displayName}
        >
          <UserMenuButtonFace name={auth.displayName} />
          <ChevronDown
            className="h-4 w-4 shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180"
            aria-hidden="true"
          />
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          className="z-50 w-64 max-w-[calc(100vw-1.5rem)] rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          <DropdownMenu.Label className="px-2 pt-2 pb-2.5">
            <span className="block text-sm font-semibold break-words text-ink">
              {auth.displayName}
            </span>
            <span className="mt-0.5 block text-xs break-all text-muted">{auth.user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="-mx-1.5 my-1 h-px bg-slate-200" />
          {LINKS.map(({ to, icon: Icon, label }) => (
            <DropdownMenu.Item key={to} asChild className={ITEM}>
              <Link to={to}>
                <Icon className="h-4 w-4 text-slate-500" aria-hidden="true" />
                {label}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="-mx-1.5 my-1 h-px bg-slate-200" />
          <DropdownMenu.Item
            className={ITEM}
            disabled={signingOut}
            onSelect={() => void handleSignOut()}
          >
            <LogOut className="h-4 w-4 text-slate-500" aria-hidden="true" />
            Sign Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
