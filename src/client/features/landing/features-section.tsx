import { Eye, FileDown, FileUp, LayoutTemplate, ShieldCheck, Target } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';

interface Highlight {
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  title: string;
  text: string;
}

const HIGHLIGHTS: readonly Highlight[] = [
  {
    icon: Target,
    title: 'Tailored to every job post',
    text: 'Paste a job description and get the ATS keywords it asks for, ready to work into your resume.',
  },
  {
    icon: FileUp,
    title: 'Start from your current CV',
    text: 'Upload a PDF, DOC, DOCX or TXT file and we fill in your details, experience and skills for you.',
  },
  {
    icon: LayoutTemplate,
    title: '56+ professional templates',
    text: 'Clean layouts for every industry, from Technology and Finance to Healthcare and Design.',
  },
  {
    icon: Eye,
    title: 'See it as you build',
    text: 'A live preview updates as you type, so you always know how the finished page will look.',
  },
  {
    icon: FileDown,
    title: 'Export in the format you need',
    text: 'Download a polished PDF, an editable DOCX or plain TXT for online application forms.',
  },
  {
    icon: ShieldCheck,
    title: 'Private by design',
    text: 'Your documents are encrypted and never shared. Start without an account, save when ready.',
  },
];

/** The landing page's features section: short highlights of what the product does. */
export function FeaturesSection() {
  return (
    <section aria-labelledby="features-title" className="py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">Features</p>
          <h2
            id="features-title"
            className="mt-2 text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl"
          >
            Everything you need to land the interview
          </h2>
          <p className="mt-4 text-lg text-muted">
            From your first draft to the final download, TailorCV keeps your resume focused on the
            job you want.
          </p>
        </div>
        <ul className="mt-10 grid gap-4 sm:mt-12 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
          {HIGHLIGHTS.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="flex gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md sm:block sm:p-6"
            >
              <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon className="h-6 w-6" aria-hidden="true" />
              </span>
              <div>
                <h3 className="text-lg font-semibold text-ink sm:mt-4">{title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-muted sm:mt-2">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
