import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { CtaBand } from '../../features/landing/cta-band.tsx';
import { FeaturesSection } from '../../features/landing/features-section.tsx';
import { Hero } from '../../features/landing/hero.tsx';

// Shown once, after the verification link signed the visitor in: loaded only then.
const EmailConfirmed = lazy(() =>
  import('../../features/auth/email-confirmed.tsx').then((m) => ({ default: m.EmailConfirmed })),
);

// The gallery (catalogue + thumbnails, ~11 KB gzip) sits below the fold: it loads beside
// the hero instead of before it, which keeps `/` inside its 100 KB initial-JS budget.
const TemplateGallerySection = lazy(() =>
  import('../../features/templates/template-gallery-section.tsx').then((m) => ({
    default: m.TemplateGallerySection,
  })),
);

/** Landing page `/`: hero, template gallery, features, call-to-action band. */
export default function LandingPage() {
  const [params] = useSearchParams();
  // A bad link carries `error` as well; the root layout reports that instead.
  const verified = params.has('verified') && !params.has('error');
  return (
    <>
      {verified ? (
        <Suspense fallback={null}>
          <EmailConfirmed />
        </Suspense>
      ) : null}
      <Hero />
      <Suspense fallback={<GalleryPlaceholder />}>
        <TemplateGallerySection />
      </Suspense>
      <FeaturesSection />
      <CtaBand />
    </>
  );
}

/** At least a screen tall while the gallery loads, so the sections below stay out of view and do not jump into it. */
function GalleryPlaceholder() {
  return <div aria-busy="true" className="min-h-screen bg-slate-50" />;
}
