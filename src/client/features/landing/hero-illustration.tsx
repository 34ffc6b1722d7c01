import { Check, Sparkles } from 'lucide-react';

const MATCHED = ['Design systems', 'User research', 'Figma'] as const;

/**
 * A drawn resume being tailored to a job post: plain elements and no image files, so it
 * costs no request and cannot shift the layout. Decorative, hidden from assistive tech.
 */
export function HeroIllustration() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md select-none lg:max-w-none">
      <div className="absolute inset-0 translate-x-4 translate-y-4 rotate-2 rounded-2xl bg-brand-100" />
      <div className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-xl shadow-slate-900/10 sm:p-8">
        <div className="flex items-center gap-4">
          <div className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white">
            AM
          </div>
          <div className="min-w-0">
            <p className="text-lg font-bold text-ink">Alex Morgan</p>
            <p className="text-sm text-muted">Senior Product Designer</p>
          </div>
        </div>
        <div className="mt-5 flex flex-wrap gap-2 text-xs text-muted">
          <span className="rounded bg-slate-100 px-2 py-1">alex@example.com</span>
          <span className="rounded bg-slate-100 px-2 py-1">Berlin, Germany</span>
        </div>
        <ResumeBlock title="Summary" lines={['w-full', 'w-11/12', 'w-3/4']} />
        <ResumeBlock title="Experience" lines={['w-5/6', 'w-full', 'w-2/3', 'w-10/12']} />
        <div className="mt-5">
          <p className="text-xs font-semibold tracking-wider text-brand-700 uppercase">Skills</p>
          <div className="mt-2 flex flex-wrap gap-1.5">
            {MATCHED.map((skill) => (
              <span
                key={skill}
                className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-medium text-emerald-800 ring-1 ring-emerald-200"
              >
                <Check className="h-3 w-3" />
                {skill}
              </span>
            ))}
          </div>
        </div>
      </div>
      <div className="absolute -top-4 right-2 flex items-center gap-2 rounded-xl border border-slate-200 bg-white px-3 py-2 shadow-lg sm:-right-4">
        <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-emerald-100 text-emerald-700">
          <Check className="h-4 w-4" />
        </span>
        <span>
          <span className="block text-xs text-muted">ATS check</span>
          <span className="block text-sm font-semibold text-ink">Ready to send</span>
        </span>
      </div>
      <div className="absolute -bottom-5 left-2 flex items-center gap-2 rounded-xl bg-ink px-3 py-2 text-white shadow-lg sm:-left-6">
        <Sparkles className="h-4 w-4 text-amber-300" />
        <span className="text-sm font-medium">Tailored to the job post</span>
      </div>
    </div>
  );
}

function ResumeBlock({ title, lines }: { title: string; lines: string[] }) {
  return (
    <div className="mt-5">
      <p className="text-xs font-semibold tracking-wider text-brand-700 uppercase">{title}</p>
      <div className="mt-2 space-y-2">
        {lines.map((width, i) => (
          <div key={i} className={`h-2 rounded-full bg-slate-200 ${width}`} />
        ))}
      </div>
    </div>
  );
}
