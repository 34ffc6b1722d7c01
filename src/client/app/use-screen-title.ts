import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { screenTitle } from '#shared/routes.ts';

/** Keeps `<title>` on the current screen's name (the route table's `screenTitle`). */
export function useScreenTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = screenTitle(pathname);
  }, [pathname]);
}
