import { ChevronDown, Loader2, Target } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { atsCheck } from '#shared/ats-keywords/ats-check.ts';
import { missingKeywordSupport } from '#shared/ats-keywords/keyword-support.ts';
import { matchKeywords } from '#shared/ats-keywords/match-keywords.ts';
import { RESUME_LIMITS } from '#shared/resume/resume.limits.ts';
import type { ResumeData, TargetJob } from '#shared/resume/resume.schema.ts';
import { addTags } from '#shared/resume/tags.ts';
import { Card } from '../../components/ui/card.tsx';
import { cn } from '../../lib/cn.ts';
import { useRenderedPages } from '../export/rendered-pages-store.ts';
import { AtsChecklist } from './ats-checklist.tsx';
import { canJump, jumpToField, type BuilderView } from './field-jump.ts';
import { JobPostingFields } from './job-posting-fields.tsx';
import { KeywordMatchView } from './keyword-match-view.tsx';
import { estimatePages } from './page-estimate.ts';
import { useJobKeywords } from './use-job-keywords.ts';

const EMPTY_JOB: TargetJob = { title: '', company: '', description: '' };

/**
 * The builder's document, a way to edit it, and the builder's view switch (a step or an
 * entry of 'More sections'; it moves no focus, the jumps do). The route plugs the panel into the builder's slot, where the
 * two prop types are checked against each other.
 */
export interface TargetJobPanelProps {
  data: ResumeData;
  onEdit: (recipe: (data: ResumeData) => ResumeData) => void;
  onOpenView: (view: BuilderView) => void;
}

/**
 * Tailor to a job: the posting is stored with the document; its keywords come
 * from the server once, and the match score, the matched and missing keywords and the ATS
 * check are recomputed here on every change of the resume. Keywords are only added when
 * the person clicks: nothing goes into their history on their behalf.
 */
export function TargetJobPanel({ data, onEdit, onOpenView }: TargetJobPanelProps) {
  const job = data.targetJob ?? EMPTY_JOB;
  const headingId = useId();
  const bodyId = useId();
  const [open, setOpen] = useState(job.description.trim() !== '');
  const [status, setStatus] = useState('');

  const description = job.description.trim();
  const { keywords, done, failed, updating, reading } = useJobKeywords(job);
  const match = useMemo(() => matchKeywords(data, keywords), [data, keywords]);
  const support = useMemo(() => missingKeywordSupport(data, match.matches), [data, match]);
  // The length rule counts the pages the live preview drew (what Download gives); before
  // the first drawing, or without a preview, it falls back to an estimate from the text.
  const renderedPages = useRenderedPages();
  const checks = useMemo(
    () => atsCheck({ resume: data, pageCount: renderedPages ?? estimatePages(data), keywords }),
    [data, keywords, renderedPages],
  );

  const setJob = (patch: Partial<TargetJob>) =>
    onEdit((d) => ({ ...d, targetJob: { ...(d.targetJob ?? EMPTY_JOB), ...patch } }));
  const jump = (field: string) => jumpToField(field, data, onOpenView);
  const jumpable = (field: string) => canJump(field, data);

  const addToSkills = (name: string) => {
    if (data.skills.length >= RESUME_LIMITS.skills) {
      setStatus(`Skills are full (${RESUME_LIMITS.skills}): remove one first.`);
      return;
    }
    onEdit((d) =>
      d.skills.some((s) => s.name.toLowerCase() === name.toLowerCase())
        ? d
        : { ...d, skills: [...d.skills, { name, category: '' }] },
    );
    setStatus(`Added ${name} to Skills.`);
  };
  const addToJob = (name: string, index: number) => {
    const entry = data.experience[index];
    if (!entry) return;
    onEdit((d) => ({
      ...d,
      experience: d.experience.map((e, i) =>
        i === index ? { ...e, tags: addTags(e.tags, [name]).tags } : e,
      ),
    }));
    setStatus(`Added ${name} to the tags of ${entry.jobTitle || `job ${index + 1}`}.`);
  };

  return (
    <Card className="flex flex-col gap-0 p-0" data-testid="target-job-panel">
      <section aria-labelledby={headingId}>
        <h2 className="m-0">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen((o) => !o)}
            className="flex w-full items-center gap-3 rounded-xl px-4 py-4 text-left focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none sm:px-6"
          >
            <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Target aria-hidden="true" className="h-5 w-5" />
            </span>
            <span className="flex min-w-0 flex-1 flex-col">
              <span id={headingId} className="text-base font-semibold text-ink">
                Target job
              </span>
              <span className="text-sm font-normal text-muted">
                {description
                  ? `${job.title || 'Pasted posting'}${job.company ? ` at ${job.company}` : ''}`
                  : 'Paste a job posting to tailor this resume and run an ATS check.'}
              </span>
            </span>
            {description && done ? (
              <span className="rounded-full bg-brand-50 px-2.5 py-1 text-sm font-semibold text-brand-800">
                {match.score}
                <span className="sr-only"> out of 100</span>
              </span>
            ) : null}
            <ChevronDown
              aria-hidden="true"
              className={cn(
                'h-5 w-5 shrink-0 text-muted transition-transform',
                open && 'rotate-180',
              )}
            />
          </button>
        </h2>
        <div
          id={bodyId}
          hidden={!open}
          className="flex flex-col gap-6 border-t border-slate-200 px-4 py-5 sm:px-6"
        >
          <JobPostingFields job={job} idPrefix={bodyId} onChange={setJob} />

          <p role="status" className="sr-only">
            {status}
          </p>

          {description ? (
            failed ? (
              <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800" role="alert">
                Could not read the posting&apos;s keywords. Edit the posting to try again.
              </p>
            ) : reading ? (
              <p className="flex items-center gap-2 text-sm text-muted" role="status">
                <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> Reading the posting…
              </p>
            ) : (
              <KeywordMatchView
                score={match.score}
                matched={match.matched}
                missing={match.missing}
                support={support}
                updating={updating}
                experience={data.experience.map((e, i) => e.jobTitle || `Job ${i + 1}`)}
                onAddToSkills={addToSkills}
                onAddToJob={addToJob}
                onJump={jump}
                canJump={jumpable}
              />
            )
          ) : null}

          <AtsChecklist checks={checks} onJump={jump} canJump={jumpable} />
        </div>
      </section>
    </Card>
  );
}
