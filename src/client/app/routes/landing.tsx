import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AUTH_NOTICES } from '#shared/auth/auth-notices.ts';
import { Button } from '../../components/ui/button.tsx';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { FormAlert } from '../../features/auth/form-alert.tsx';
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
      <EmailConfirmed />
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

/**
 * The verification link, opened in the browser that signed up, signs in and lands here with
 * `?verified=1`: say the address is confirmed and what to do next. (A bad link carries
 * `error` as well; the root layout reports that instead.)
 */
function EmailConfirmed() {
  const auth = useAuth();
  const [params] = useSearchParams();
  if (auth.status !== 'signed-in' || !params.has('verified') || params.has('error')) return null;
  const { title, text, action } = AUTH_NOTICES.emailVerifiedSignedIn;
  return (
    // The header's container, so the panel lines up with the logo and the hero.
    <div className="bg-brand-50">
      <div className="mx-auto max-w-6xl px-4 pt-6 sm:px-6">
        <FormAlert tone="success" title={title}>
          <p>{text}</p>
          <Button asChild size="sm" className="mt-3">
            <Link to="/build">{action}</Link>
          </Button>
        </FormAlert>
      </div>
    </div>
  );
}
