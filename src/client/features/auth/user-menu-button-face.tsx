/**
 * What the user menu button shows: an initial and the display name, truncated to a
 * maximum width. Shared by the real menu and its loading placeholder,
 * so the header does not shift when the menu's code arrives. On phones the initial is
 * dropped so logo, name and menu button fit in 375 px.
 */
export function UserMenuButtonFace({ name }: { name: string }) {
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? '?';
  return (
    <>
      <span
        aria-hidden="true"
        className="hidden h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white sm:flex"
      >
        {initial}
      </span>
      <span className="max-w-[6rem] truncate sm:max-w-[12rem]" data-testid="user-menu-name">
        {name}
      </span>
    </>
  );
}
