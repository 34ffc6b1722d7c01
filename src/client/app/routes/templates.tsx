import { TemplateGallery } from '../../features/templates/template-gallery.tsx';

/** /templates: the full gallery. */
export default function TemplatesPage() {
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        <header className="max-w-3xl">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            Template gallery
          </p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            Resume Templates
          </h1>
          <p className="mt-4 text-lg text-muted">
            56+ professional templates, each built to pass applicant-tracking systems. Search by
            role or industry, preview any design, and start building with it in one click.
          </p>
        </header>
        <div className="mt-10">
          <TemplateGallery headingLevel={2} />
        </div>
      </div>
    </div>
  );
}
