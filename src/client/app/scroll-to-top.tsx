import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Scrolls to the top when the path changes (declarative mode has no ScrollRestoration). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
