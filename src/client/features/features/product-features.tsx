import {
  Award,
  BriefcaseBusiness,
  FileDown,
  ScanSearch,
  Sparkles,
  Zap,
  type LucideIcon,
} from 'lucide-react';

interface ProductFeature {
  title: string;
  description: string;
  icon: LucideIcon;
}

/** The six features of the Features page, titled with the product's own words. */
export const PRODUCT_FEATURES: readonly ProductFeature[] = [
  {
    title: 'AI-Powered Suggestions',
    description:
      'Paste a job description and get the skills and keywords it asks for, ready to add to your resume. Upload an existing CV and the builder is filled in for you to review.',
    icon: Sparkles,
  },
  {
    title: 'ATS-Friendly Templates',
    description:
      'Clear structure, standard section headings and real, selectable text, so applicant tracking systems read your resume the way a recruiter would.',
    icon: ScanSearch,
  },
  {
    title: 'Multiple Export Formats',
    description:
      'Download a PDF for applications, a DOCX to keep editing in Word or LibreOffice, or plain TXT to paste into online application forms.',
    icon: FileDown,
  },
  {
    title: 'Professional Quality',
    description:
      '56 templates with balanced typography and spacing that look polished on screen and in print, whichever one you choose.',
    icon: Award,
  },
  {
    title: 'Quick & Easy',
    description:
      'A step-by-step builder with a live preview and a drag-and-drop editor for putting your experience in the right order. Start from scratch, a sample or your current CV.',
    icon: Zap,
  },
  {
    title: 'Industry-Specific',
    description:
      'Templates and sample resumes for technology, marketing, finance, healthcare, design, sales and dozens of other fields, each with the sections that field expects.',
    icon: BriefcaseBusiness,
  },
];

export function ProductFeatureCard({ feature }: { feature: ProductFeature }) {
  const Icon = feature.icon;
  return (
    <article className="h-full rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <span className="flex h-11 w-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        <Icon className="h-5 w-5" aria-hidden="true" />
      </span>
      <h2 className="mt-5 text-lg font-semibold text-ink">{feature.title}</h2>
      <p className="mt-2 text-sm leading-relaxed text-muted">{feature.description}</p>
    </article>
  );
}
