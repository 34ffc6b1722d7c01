import { memo, type ReactNode } from 'react';
import { formatDateRange } from '#shared/resume/dates.ts';
import type { ResumeData } from '#shared/resume/resume.schema.ts';
import { groupSkills } from '#shared/resume/skill-groups.ts';
import { cn } from '../../../lib/cn.ts';

/**
 * The live preview: full name, e-mail, phone and summary, with
 * placeholders while they are empty, then the other sections as they fill up.
 *
 * This is the seam the document-engine issue replaces with the real template
 * rendering: it takes the document and nothing else, and everything it shows is plain
 * text (React escapes it), so a `<script>` typed into a field shows as text.
 */
export const ResumePreview = memo(function ResumePreview({ data }: { data: ResumeData }) {
  const p = data.personalInfo;
  return (
    <article
      aria-label="Resume preview"
      className="flex flex-col gap-5 rounded-lg border border-slate-200 bg-white p-6 text-sm leading-relaxed text-slate-800 shadow-sm"
    >
      <header className="border-b border-slate-200 pb-4">
        <Filled
          testId="preview-name"
          className="text-2xl font-bold break-words text-ink"
          value={p.fullName}
          empty="Your Name"
        />
        <div className="mt-2 flex flex-col gap-0.5 text-slate-600">
          <Filled
            testId="preview-email"
            className="break-all"
            value={p.email}
            empty="your.email@example.com"
          />
          <Filled testId="preview-phone" value={p.phone} empty="Your phone number" />
          {p.location.trim() ? <p>{p.location}</p> : null}
          {p.links.map((link, i) => (
            <p key={i} className="break-all">
              {link.label ? `${link.label}: ` : ''}
              {link.url}
            </p>
          ))}
        </div>
      </header>

      <PreviewSection title="Professional Summary">
        <Filled
          testId="preview-summary"
          className="break-words whitespace-pre-line"
          value={p.summary}
          empty="Your professional summary will appear here..."
        />
      </PreviewSection>

      <EntriesSection
        title="Experience"
        entries={data.experience.map((e) => ({
          id: e.id,
          heading: e.jobTitle,
          details: [e.company, formatDateRange({ ...e, current: e.isCurrentJob })],
          description: e.description,
        }))}
      />

      <EntriesSection
        title="Education"
        entries={data.education.map((e) => ({
          id: e.id,
          heading: [e.degree, e.fieldOfStudy].filter(Boolean).join(', ') || e.school,
          details: [
            e.degree || e.fieldOfStudy ? e.school : '',
            formatDateRange({ ...e, current: e.isCurrent }),
          ],
        }))}
      />

      {data.skills.length > 0 ? (
        <PreviewSection title="Skills">
          <ul className="flex flex-col gap-1">
            {groupSkills(data.skills).map((g) => (
              <li key={g.category.toLowerCase()} className="break-words">
                {g.category ? <span className="font-semibold">{g.category}: </span> : null}
                {g.skills.map((s) => s.name).join(', ')}
              </li>
            ))}
          </ul>
        </PreviewSection>
      ) : null}

      {data.languages.length > 0 ? (
        <PreviewSection title="Languages">
          <p className="break-words">
            {data.languages.map((l) => (l.level ? `${l.name} (${l.level})` : l.name)).join(', ')}
          </p>
        </PreviewSection>
      ) : null}

      {data.certifications.length > 0 ? (
        <PreviewSection title="Certifications">
          <ul className="flex flex-col gap-1">
            {data.certifications.map((c) => (
              <li key={c.id} className="break-words">
                {[c.name, c.issuer, c.year].filter(Boolean).join(' · ')}
              </li>
            ))}
          </ul>
        </PreviewSection>
      ) : null}
    </article>
  );
});

function PreviewSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="mb-2 text-xs font-bold tracking-wider text-brand-800 uppercase">{title}</h3>
      {children}
    </section>
  );
}

interface Entry {
  id: string;
  heading: string;
  /** Written on one line, the empty ones left out, joined by ' · '. */
  details: string[];
  description?: string;
}

/** A section of entries (jobs, schools), drawn only when there are any. */
function EntriesSection({ title, entries }: { title: string; entries: Entry[] }) {
  if (entries.length === 0) return null;
  return (
    <PreviewSection title={title}>
      <ul className="flex flex-col gap-3">
        {entries.map((e) => (
          <li key={e.id}>
            <p className="font-semibold break-words text-ink">{e.heading}</p>
            <p className="text-slate-600">{e.details.filter(Boolean).join(' · ')}</p>
            {e.description ? (
              <p className="mt-1 break-words whitespace-pre-line">{e.description}</p>
            ) : null}
          </li>
        ))}
      </ul>
    </PreviewSection>
  );
}

/** A line of the header or summary: its text, or `empty` greyed out while it has none. */
function Filled({
  testId,
  className,
  value,
  empty,
}: {
  testId: string;
  className?: string;
  value: string;
  empty: string;
}) {
  const text = value.trim();
  return (
    <p data-testid={testId} className={cn(className, !text && 'text-slate-400 italic')}>
      {text || empty}
    </p>
  );
}
