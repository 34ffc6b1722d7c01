import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { SiteFooter } from '../components/layout/site-footer.tsx';
import { LazyToaster } from '../components/layout/lazy-toaster.tsx';
import { SiteHeader } from '../components/layout/site-header.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';

export function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-3 py-2 focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <LazyToaster />
      <ScrollToTop />
    </div>
  );
}

function PageFallback() {
  return <div className="min-h-[60vh]" aria-busy="true" />;
}
