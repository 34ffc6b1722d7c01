import { PageHeader } from '../../components/layout/page-header.tsx';
import { TemplateGallery } from '../../features/templates/template-gallery.tsx';

/** /templates: the full gallery. */
export default function TemplatesPage() {
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        <PageHeader
          className="max-w-3xl"
          overline="Template gallery"
          title="Resume Templates"
          introClassName="mt-4 text-lg text-muted"
        >
          56+ professional templates, each built to pass applicant-tracking systems. Search by role
          or industry, preview any design, and start building with it in one click.
        </PageHeader>
        <div className="mt-10">
          <TemplateGallery headingLevel={2} />
        </div>
      </div>
    </div>
  );
}
