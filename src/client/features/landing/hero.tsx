import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { CreateResumeButton } from './create-resume-button.tsx';
import { Glow } from './glow.tsx';
import { HeroIllustration } from './hero-illustration.tsx';
import { StarRating } from './star-rating.tsx';

const TICKS = ['ATS-Optimized', 'Professional Templates', 'AI-Powered Content'] as const;

/** Initials for the decorative avatar stack beside the social-proof line. */
const AVATARS = [
  { initials: 'AK', tone: 'bg-brand-700' },
  { initials: 'MR', tone: 'bg-emerald-700' },
  { initials: 'JL', tone: 'bg-amber-700' },
  { initials: 'SO', tone: 'bg-rose-700' },
] as const;

/**
 * Landing hero. The headline, button labels, ticks and trust line are the product's
 * texts, word for word.
 */
export function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white"
    >
      <Glow className="-top-40 left-1/2 h-96 w-[48rem] -translate-x-1/2 bg-brand-200/40" />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 sm:pt-16 lg:grid-cols-[1.1fr_0.9fr] lg:gap-16 lg:pt-14 lg:pb-20">
        <div>
          <StarRating />
          <h1
            id="hero-title"
            className="mt-5 text-4xl leading-[1.1] font-extrabold tracking-tight text-balance text-ink sm:text-5xl lg:text-[3.5rem]"
          >
            Build Tailored, ATS-Friendly CVs and Cover Letters Instantly
          </h1>
          <p className="mt-6 max-w-xl text-base leading-relaxed text-pretty text-muted sm:text-lg">
            Create AI-powered, ATS-friendly resumes and cover letters tailored to every job post.
            Pick a professional template, add the job description, and get past the filters to a
            recruiter&apos;s desk.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <CreateResumeButton />
            <Button asChild variant="outline" size="lg">
              <Link to="/samples">View Templates</Link>
            </Button>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-3" aria-label="Highlights">
            {TICKS.map((tick) => (
              <li key={tick} className="flex items-center gap-2 text-sm font-medium text-ink">
                <CheckCircle2 className="h-5 w-5 text-emerald-600" aria-hidden="true" />
                {tick}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex items-center gap-3 border-t border-slate-200 pt-6">
            <div className="flex -space-x-1.5" aria-hidden="true">
              {AVATARS.map((a) => (
                <span
                  key={a.initials}
                  className={`flex h-9 w-9 items-center justify-center rounded-full text-[11px] font-semibold text-white ring-2 ring-white ${a.tone}`}
                >
                  {a.initials}
                </span>
              ))}
            </div>
            <p className="text-sm font-medium text-muted">Trusted by 50,000+ professionals</p>
          </div>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}
