import { ArrowRight, Check } from 'lucide-react';
import { Link } from 'react-router';
import { EXPERIENCE_LEVEL_LABELS, type SampleResume } from '#shared/samples/samples.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { IndustryIcon } from './industry-icon.tsx';

/**
 * One sample on the samples page: title, description, industry, level and features, and
 * 'Use this sample', which opens the builder with the sample's content and
 * template (the builder asks before replacing work already there).
 */
export function SampleCard({ sample }: { sample: SampleResume }) {
  const titleId = `sample-${sample.id}-title`;
  const { fullName, location } = sample.resume.personalInfo;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="flex items-start gap-4">
        <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <IndustryIcon industry={sample.industry} className="h-5 w-5" />
        </span>
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg leading-snug font-semibold text-ink">
            {sample.title}
          </h2>
          <p className="mt-0.5 text-sm text-muted">
            {fullName} · {location}
          </p>
        </div>
      </div>
      <dl className="mt-4 flex flex-wrap gap-2">
        <div>
          <dt className="sr-only">Industry</dt>
          <dd>
            <Badge tone="brand">{sample.industry}</Badge>
          </dd>
        </div>
        <div>
          <dt className="sr-only">Experience level</dt>
          <dd>
            <Badge>{EXPERIENCE_LEVEL_LABELS[sample.experienceLevel]}</Badge>
          </dd>
        </div>
      </dl>
      <p className="mt-4 text-sm leading-relaxed text-slate-700">{sample.description}</p>
      <h3 className="mt-5 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        Key features
      </h3>
      <ul className="mt-2 space-y-1.5">
        {sample.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2 text-sm text-slate-700">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" aria-hidden="true" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-6">
        <Button asChild variant="outline" className="w-full">
          <Link
            to={`/build?sample=${encodeURIComponent(sample.id)}`}
            aria-label={`Use this sample: ${sample.title}`}
          >
            Use this sample
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </article>
  );
}
