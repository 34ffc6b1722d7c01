import { ArrowRight, Check } from 'lucide-react';
import { Link } from 'react-router';
import { Glow } from './glow.tsx';

const PROMISES = ['Free to start', 'No credit card required', 'Cancel anytime'] as const;

/** The call-to-action band: links to /build and /samples. */
export function CtaBand() {
  return (
    <section aria-labelledby="cta-title" className="px-4 pb-16 sm:px-6 sm:pb-24">
      <div className="relative mx-auto max-w-6xl overflow-hidden rounded-3xl bg-brand-800 px-6 py-12 text-center sm:px-12 sm:py-16">
        <Glow className="-top-24 -right-24 h-72 w-72 bg-brand-600/50" />
        <Glow className="-bottom-24 -left-24 h-72 w-72 bg-brand-900/60" />
        <div className="relative">
          <h2
            id="cta-title"
            className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl"
          >
            Ready to land your next interview?
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-brand-100">
            Build a resume tailored to the job you want in minutes, or get inspired by our sample
            resumes first.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link
              to="/build"
              className="inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-white px-6 text-base font-semibold text-brand-800 shadow-sm transition-colors hover:bg-brand-50 focus-visible:outline-white"
            >
              Start Building Free
              <ArrowRight className="h-5 w-5" aria-hidden="true" />
            </Link>
            <Link
              to="/samples"
              className="inline-flex h-12 items-center justify-center rounded-lg border border-white/40 px-6 text-base font-semibold text-white transition-colors hover:bg-white/10 focus-visible:outline-white"
            >
              View Sample Resumes
            </Link>
          </div>
          <ul className="mt-8 flex flex-col items-center justify-center gap-3 text-sm font-medium text-brand-50 sm:flex-row sm:gap-8">
            {PROMISES.map((promise) => (
              <li key={promise} className="flex items-center gap-2">
                <Check className="h-4 w-4 text-emerald-300" aria-hidden="true" />
                {promise}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
