import { lazy, Suspense, useEffect, useState } from 'react';

const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/**
 * The notice area, loaded after first paint so the notice library stays out of the
 * landing page's initial JavaScript. `notify()` waits for it.
 *
 * Notices sit at the bottom: the sticky header and the builder's Save button live at the
 * top, and a notice there would cover them (hovering a notice also pauses its timer, so
 * one under the pointer on its way to Save never went away).
 */
export function LazyToaster() {
  const [show, setShow] = useState(false);
  useEffect(() => {
    const id = setTimeout(() => setShow(true), 0);
    return () => clearTimeout(id);
  }, []);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <Toaster richColors closeButton position="bottom-right" />
    </Suspense>
  );
}
