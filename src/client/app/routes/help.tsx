import { PageHeader } from '../../components/layout/page-header.tsx';
import { Faq } from '../../features/help/faq.tsx';
import { HelpCards } from '../../features/help/help-cards.tsx';

/** /help: three help cards and the FAQ. */
export default function HelpPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 md:py-16">
      <PageHeader
        className="mx-auto max-w-2xl text-center"
        overline="Help Center"
        title="How can we help?"
      >
        Get started quickly, find answers to common questions, or write to our team.
      </PageHeader>

      <div className="mt-12">
        <HelpCards />
      </div>

      <section
        id="faq"
        aria-labelledby="faq-title"
        className="mx-auto mt-16 max-w-3xl scroll-mt-24"
      >
        <h2 id="faq-title" className="text-center text-2xl font-bold tracking-tight text-ink">
          Frequently Asked Questions
        </h2>
        <p className="mt-2 text-center text-muted">Select a question to see its answer.</p>
        <div className="mt-8">
          <Faq />
        </div>
      </section>
    </div>
  );
}
