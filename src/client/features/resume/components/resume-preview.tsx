import { memo, type ReactNode } from 'react';
import { formatDateRange, type DateRange } from '#shared/resume/dates.ts';
import { resumeLocale, type ResumeLocale } from '#shared/resume/resume-locale.ts';
import type { ResumeData } from '#shared/resume/resume.schema.ts';
import { groupSkills } from '#shared/resume/skill-groups.ts';
import { cn } from '../../../lib/cn.ts';

/**
 * The live preview: full name, e-mail, phone and summary, with
 * placeholders while they are empty, then the other sections as they fill up, in the
 * layout's order (the schema completes it), without hidden sections, under the person's
 * headings, and otherwise the standard ones, dates and language levels in the resume's
 * language (resume-locale.ts) as the documents print them. The placeholders are the
 * builder's own words, in English.
 *
 * This is the seam the document-engine issue replaces with the real template
 * rendering: it takes the document and nothing else, and everything it shows is plain
 * text (React escapes it), so a `<script>` typed into a field shows as text.
 */
export const ResumePreview = memo(function ResumePreview({ data }: { data: ResumeData }) {
  const p = data.personalInfo;
  const locale = resumeLocale(data.language);
  return (
    <article
      aria-label="Resume preview"
      lang={data.language}
      className="flex flex-col gap-5 rounded-lg border border-slate-200 bg-white p-6 text-sm leading-relaxed text-slate-800 shadow-sm"
    >
      <header className="border-b border-slate-200 pb-4">
        <Filled
          testId="preview-name"
          className="text-2xl font-bold break-words text-ink"
          value={p.fullName}
          empty="Your Name"
        />
        {p.headline.trim() ? (
          <p data-testid="preview-headline" className="break-words text-slate-700">
            {p.headline}
          </p>
        ) : null}
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

      {data.layout.section_order
        .filter((id) => !data.layout.hidden_sections.includes(id))
        .map((id) => (
          <PreviewPart key={id} id={id} data={data} locale={locale} />
        ))}
    </article>
  );
});

/**
 * The standard headings: the documents' in the resume's language, except that an English
 * preview has always called the summary by its form's name.
 */
function standardTitles(locale: ResumeLocale): Readonly<Record<string, string>> {
  return locale.lang === 'en'
    ? { ...locale.headings, summary: 'Professional Summary' }
    : locale.headings;
}

/** One section of the layout, as the preview draws it; null while it has nothing to show. */
function PreviewPart({ id, data, locale }: { id: string; data: ResumeData; locale: ResumeLocale }) {
  const custom = data.customSections.find((s) => `custom:${s.id}` === id);
  const title =
    data.layout.section_titles[id] ||
    (custom ? custom.title || locale.untitledSection : standardTitles(locale)[id]) ||
    id;
  const dates = (range: DateRange) => formatDateRange(range, locale.dates);
  const entries = (list: Entry[]) => <EntriesSection title={title} entries={list} />;
  if (custom) {
    return entries(
      custom.entries.map((e) => ({
        id: e.id,
        heading: e.title,
        details: [e.subtitle, e.date, e.url],
        description: e.description,
      })),
    );
  }
  switch (id) {
    case 'summary':
      return (
        <PreviewSection title={title}>
          <Filled
            testId="preview-summary"
            className="break-words whitespace-pre-line"
            value={data.personalInfo.summary}
            empty="Your professional summary will appear here..."
          />
        </PreviewSection>
      );
    case 'experience':
      return entries(
        data.experience.map((e) => ({
          id: e.id,
          heading: e.jobTitle,
          details: [e.company, dates({ ...e, current: e.isCurrentJob })],
          description: e.description,
        })),
      );
    case 'education':
      return entries(
        data.education.map((e) => ({
          id: e.id,
          heading: [e.degree, e.fieldOfStudy].filter(Boolean).join(', ') || e.school,
          details: [
            e.degree || e.fieldOfStudy ? e.school : '',
            dates({ ...e, current: e.isCurrent, expectedEnd: true }),
          ],
        })),
      );
    case 'projects':
      return entries(
        data.projects.map((e) => ({
          id: e.id,
          heading: e.name,
          details: [e.role, dates({ ...e, current: e.isCurrent, expectedEnd: true }), e.url],
          description: e.description,
        })),
      );
    case 'volunteering':
      return entries(
        data.volunteering.map((e) => ({
          id: e.id,
          heading: e.role,
          details: [e.organization, e.location, dates({ ...e, current: e.isCurrent })],
          description: e.description,
        })),
      );
    case 'awards':
      return entries(
        data.awards.map((e) => ({
          id: e.id,
          heading: e.title,
          details: [e.issuer, e.year],
          description: e.description,
        })),
      );
    case 'publications':
      return entries(
        data.publications.map((e) => ({
          id: e.id,
          heading: e.title,
          details: [e.publisher, e.year, e.url],
          description: e.description,
        })),
      );
    case 'references':
      return entries(
        data.references.map((e) => ({
          id: e.id,
          heading: e.name,
          details: [e.relationship],
          description: e.contact,
        })),
      );
    case 'skills':
      return data.skills.length > 0 ? (
        <PreviewSection title={title}>
          <ul className="flex flex-col gap-1">
            {groupSkills(data.skills).map((g) => (
              <li key={g.category.toLowerCase()} className="break-words">
                {g.category ? <span className="font-semibold">{g.category}: </span> : null}
                {g.skills.map((s) => s.name).join(', ')}
              </li>
            ))}
          </ul>
        </PreviewSection>
      ) : null;
    case 'languages':
    case 'interests': {
      const items =
        id === 'interests'
          ? data.interests
          : data.languages.map((l) => (l.level ? `${l.name} (${locale.levels[l.level]})` : l.name));
      return items.length > 0 ? (
        <PreviewSection title={title}>
          <p className="break-words">{items.join(', ')}</p>
        </PreviewSection>
      ) : null;
    }
    case 'certifications':
      return data.certifications.length > 0 ? (
        <PreviewSection title={title}>
          <ul className="flex flex-col gap-1">
            {data.certifications.map((c) => (
              <li key={c.id} className="break-words">
                {[c.name, c.issuer, c.year].filter(Boolean).join(' · ')}
              </li>
            ))}
          </ul>
        </PreviewSection>
      ) : null;
    default:
      return null;
  }
}

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
    <p
      data-testid={testId}
      className={cn(className, !text && 'text-slate-400 italic')}
      lang={text ? undefined : 'en'}
    >
      {text || empty}
    </p>
  );
}
