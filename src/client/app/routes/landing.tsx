import { lazy, Suspense } from 'react';
import { CtaBand } from '../../features/landing/cta-band.tsx';
import { FeaturesSection } from '../../features/landing/features-section.tsx';
import { Hero } from '../../features/landing/hero.tsx';

// The gallery (catalogue + thumbnails, ~11 KB gzip) sits below the fold: it loads beside
// the hero instead of before it, which keeps `/` inside its 100 KB initial-JS budget.
const TemplateGallerySection = lazy(() =>
  import('../../features/templates/template-gallery-section.tsx').then((m) => ({
    default: m.TemplateGallerySection,
  })),
);

/** Landing page `/` (spec section 2): hero, template gallery, features, call-to-action band. */
export default function LandingPage() {
  return (
    <>
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
