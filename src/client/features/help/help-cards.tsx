import { ArrowRight, BookOpen, FileText, Mail, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { SUPPORT_EMAIL } from '../../config/site.ts';

const GUIDE_STEPS = [
  {
    title: 'Choose a template',
    text: 'Browse the gallery and pick a design for your industry, or start from a sample resume.',
  },
  {
    title: 'Add your details',
    text: 'Upload your current CV to fill the builder in automatically, or type your personal information.',
  },
  {
    title: 'Describe your experience',
    text: 'Add jobs, education and skills. The live preview updates as you type.',
  },
  {
    title: 'Tailor and download',
    text: 'Paste the job description to get ATS keywords, then download a PDF, DOCX or TXT.',
  },
] as const;

function HelpCard({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <span className="flex h-11 w-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        <Icon className="h-5 w-5" aria-hidden="true" />
      </span>
      <h2 className="mt-5 text-lg font-semibold text-ink">{title}</h2>
      {children}
    </article>
  );
}

function GettingStartedCard({
  open,
  panelId,
  onToggle,
}: {
  open: boolean;
  panelId: string;
  onToggle: () => void;
}) {
  return (
    <HelpCard icon={BookOpen} title="Getting Started Guide">
      <p className="mt-2 text-sm leading-relaxed text-muted">
        New to TailorCV? Four short steps take you from a blank page to a finished resume.
      </p>
      <div className="mt-auto pt-6">
        <Button
          variant="outline"
          className="w-full"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={onToggle}
        >
          {open ? 'Hide Guide' : 'View Guide'}
        </Button>
      </div>
    </HelpCard>
  );
}

function GettingStartedGuide({ id }: { id: string }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    // On phones the guide opens below the other two cards: bring it into view.
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    ref.current?.scrollIntoView({ block: 'nearest', behavior: reduce ? 'auto' : 'smooth' });
  }, []);
  return (
    <section
      ref={ref}
      id={id}
      aria-labelledby={`${id}-title`}
      className="mt-6 scroll-mt-24 rounded-xl border border-brand-100 bg-brand-50/60 p-6 sm:p-8"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-ink">
        Getting started in four steps
      </h2>
      <ol className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {GUIDE_STEPS.map((step, index) => (
          <li key={step.title} className="flex gap-3">
            <span
              className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white"
              aria-hidden="true"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="text-sm font-semibold text-ink">{step.title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-slate-700">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <Button asChild className="mt-6">
        <Link to="/build">
          Open the resume builder
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      </Button>
    </section>
  );
}

function EmailSupportCard() {
  const href = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('TailorCV support request')}`;
  return (
    <HelpCard icon={Mail} title="Email Support">
      <p className="mt-2 text-sm leading-relaxed text-muted">
        A question about your account or a problem with the builder? Write to us and we reply within
        24 hours.
      </p>
      <p className="mt-3 text-sm font-medium [overflow-wrap:anywhere] text-ink">{SUPPORT_EMAIL}</p>
      <div className="mt-auto pt-6">
        <Button asChild className="w-full">
          <a href={href}>Contact Support</a>
        </Button>
      </div>
    </HelpCard>
  );
}

function DocumentationCard() {
  return (
    <HelpCard icon={FileText} title="Documentation">
      <p className="mt-2 text-sm leading-relaxed text-muted">
        Answers about ATS, templates, AI suggestions, download formats and your data, plus an
        overview of everything TailorCV can do.
      </p>
      <div className="mt-auto flex flex-col gap-2 pt-6">
        <Button asChild variant="outline" className="w-full">
          <a href="#faq">Read the FAQ</a>
        </Button>
        <Button asChild variant="ghost" className="w-full">
          <Link to="/features">Explore Features</Link>
        </Button>
      </div>
    </HelpCard>
  );
}

/** The three cards of the Help page; every button leads somewhere real. */
export function HelpCards() {
  const [guideOpen, setGuideOpen] = useState(false);
  const guideId = useId();
  return (
    <>
      <ul className="grid gap-6 md:grid-cols-3">
        <li>
          <GettingStartedCard
            open={guideOpen}
            panelId={guideId}
            onToggle={() => setGuideOpen((v) => !v)}
          />
        </li>
        <li>
          <EmailSupportCard />
        </li>
        <li>
          <DocumentationCard />
        </li>
      </ul>
      {guideOpen ? <GettingStartedGuide id={guideId} /> : null}
    </>
  );
}
