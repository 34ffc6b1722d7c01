import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { TemplateGallery } from './template-gallery.tsx';

/** The landing page's template section: the same gallery as /templates, under a section heading. */
export function TemplateGallerySection() {
  return (
    <section aria-labelledby="template-gallery-heading" className="bg-slate-50 py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2
            id="template-gallery-heading"
            className="text-3xl font-bold tracking-tight text-ink sm:text-4xl"
          >
            Professional Templates for Every Industry
          </h2>
          <p className="mt-4 text-lg text-muted">
            Start from one of 56+ ATS-friendly designs made for your field, then tailor every
            section in the builder.
          </p>
        </div>
        <div className="mt-10">
          <TemplateGallery headingLevel={3} />
        </div>
        <p className="mt-8 text-center">
          <Link
            to="/templates"
            className="inline-flex items-center gap-1.5 font-medium text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline"
          >
            Open the full template gallery
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
        </p>
      </div>
    </section>
  );
}
