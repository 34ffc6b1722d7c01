import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Layout of the short Terms of Service and Privacy Policy pages. */
export function LegalPage({
  title,
  updated,
  intro,
  children,
}: {
  title: string;
  updated: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">Legal</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
      <p className="mt-2 text-sm text-muted">Last updated {updated}</p>
      <div className="mt-6 text-lg leading-relaxed text-slate-700">{intro}</div>
      <div className="mt-10 space-y-10">{children}</div>
      <p className="mt-12 border-t border-slate-200 pt-6 text-sm text-muted">
        Questions? Visit the{' '}
        <Link
          to="/help"
          className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
        >
          Help page
        </Link>
        .
      </p>
    </article>
  );
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="text-xl font-semibold text-ink">{title}</h2>
      <div className="mt-3 space-y-3 leading-relaxed text-slate-700 [&_li]:pl-1 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5">
        {children}
      </div>
    </section>
  );
}
