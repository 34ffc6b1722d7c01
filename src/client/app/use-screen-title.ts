import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Keeps `<title>` on the current screen's name (the route table's `screenTitle`). The table
 * loads on its own, after the screen: every page's first JavaScript has a size budget, and
 * index.html's title stands until then.
 */
export function useScreenTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    let current = true;
    void import('#shared/routes.ts').then(({ screenTitle }) => {
      if (current) document.title = screenTitle(pathname);
    });
    return () => {
      current = false;
    };
  }, [pathname]);
}
