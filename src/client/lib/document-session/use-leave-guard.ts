import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

/**
 * Asks before the person leaves an editor with unsaved changes ("never lose
 * work"). React Router runs in declarative mode here (docs/decisions/0006), so its
 * `useBlocker` is not available; instead:
 *
 * 1. Closing or reloading the tab, or typing another address: `beforeunload`, which makes
 *    the browser ask with its own dialog.
 * 2. In-app links (the site header, 'Back to Home' …): a click listener on `document` in
 *    the *capture* phase sees the click before React Router's `<Link>` handler (React
 *    listens on the app root, below `document`). For a same-origin link to another page it
 *    stops the event and asks; "Leave" then navigates with React Router.
 * 3. The browser's Back button: `popstate` cannot be cancelled, so while there are unsaved
 *    changes we push one extra history entry for this same page (marked in its state).
 *    Back then lands on the original entry of this page, still the editor; we ask, and
 *    either restore the extra entry (Stay) or go back past the original entry (Leave).
 *    When the changes get saved the extra entry stays; a Back press then just continues
 *    to the previous page, so one press still means one step back.
 *
 * Programmatic navigation (e.g. signing out from the user menu) is not intercepted.
 */

const MARK = 'tailorcvLeaveGuard';

type Pending = { kind: 'link'; to: string } | { kind: 'back' };

function isGuardEntry(state: unknown): boolean {
  return typeof state === 'object' && state !== null && MARK in state;
}

export function useLeaveGuard(active: boolean) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<Pending | null>(null);
  const activeRef = useRef(active);
  /** True while our extra history entry sits above this page's original entry. */
  const armedRef = useRef(false);

  useEffect(() => {
    activeRef.current = active;
    if (active && !isGuardEntry(window.history.state)) {
      window.history.pushState({ ...(window.history.state as object), [MARK]: true }, '');
      armedRef.current = true;
    }
  }, [active]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!activeRef.current) return;
      event.preventDefault();
      // Older browsers need returnValue set to show the dialog.
      event.returnValue = '';
    };

    const onClick = (event: MouseEvent) => {
      if (!activeRef.current) return;
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search)
        return;
      event.preventDefault();
      event.stopPropagation();
      setPending({ kind: 'link', to: `${url.pathname}${url.search}${url.hash}` });
    };

    const onPopState = (event: PopStateEvent) => {
      if (isGuardEntry(event.state) || !armedRef.current) return;
      // Back from our extra entry: still on this page.
      if (activeRef.current) {
        window.history.pushState({ ...(event.state as object), [MARK]: true }, '');
        setPending({ kind: 'back' });
      } else {
        armedRef.current = false;
        window.history.back();
      }
    };

    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
    };
  }, []);

  const stay = useCallback(() => setPending(null), []);

  const leave = useCallback(() => {
    const target = pending;
    setPending(null);
    if (!target) return;
    // The person chose to leave: stop guarding so the navigation is not asked about again.
    activeRef.current = false;
    if (target.kind === 'link') {
      navigate(target.to);
    } else {
      armedRef.current = false;
      // Skip our re-pushed extra entry and this page's original entry.
      window.history.go(-2);
    }
  }, [navigate, pending]);

  return { pending: pending !== null, stay, leave };
}
