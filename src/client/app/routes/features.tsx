import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PRODUCT_FEATURES, ProductFeatureCard } from '../../features/features/product-features.tsx';

/** /features: the six feature cards and a call to action to the builder. */
export default function FeaturesPage() {
  return (
    <>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 md:py-16">
        <PageHeader
          className="mx-auto max-w-2xl text-center"
          overline="Features"
          title="Everything you need for a resume that gets read"
        >
          TailorCV helps you write, tailor and export a professional resume for each job you apply
          to, without fighting a word processor.
        </PageHeader>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {PRODUCT_FEATURES.map((feature) => (
            <li key={feature.title}>
              <ProductFeatureCard feature={feature} />
            </li>
          ))}
        </ul>
      </div>
      <section aria-labelledby="features-cta-title" className="bg-brand-700">
        <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-12 sm:px-6 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="features-cta-title" className="text-2xl font-bold text-white">
              Ready to build your resume?
            </h2>
            <p className="mt-2 text-brand-100">
              Start for free and have a tailored, ATS-friendly resume in minutes.
            </p>
          </div>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-white text-brand-800 hover:bg-brand-50"
          >
            <Link to="/build">
              Start Building
              <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </section>
    </>
  );
}
