import {
  AlertCircle,
  Check,
  CheckCircle2,
  ChevronDown,
  Loader2,
  MinusCircle,
  Plus,
  Target,
} from 'lucide-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import {
  JOB_FIELD_MAX,
  KEYWORD_CATEGORIES,
  KEYWORD_CATEGORY_LABELS,
  type TargetKeyword,
} from '#shared/ats-keywords/ats-keywords.schema.ts';
import { atsCheck, type AtsCheckResult } from '#shared/ats-keywords/ats-check.ts';
import { matchKeywords, type KeywordMatch } from '#shared/ats-keywords/match-keywords.ts';
import { RESUME_LIMITS } from '#shared/resume/resume.limits.ts';
import { TARGET_JOB_LIMITS, type TargetJob } from '#shared/resume/resume.schema.ts';
import { addTags } from '#shared/resume/tags.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Input, NativeSelect, Textarea } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { cn } from '../../lib/cn.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useRenderedPages } from '../export/rendered-pages-store.ts';
import type { TargetJobSlotProps } from '../resume/components/resume-builder.tsx';
import { jumpToField, TARGET_JOB_FIELD_ID } from './field-jump.ts';
import { jobKeywordsQuery } from './keywords-api.ts';
import { estimatePages } from './page-estimate.ts';

const EMPTY_JOB: TargetJob = { title: '', company: '', description: '' };
const NO_KEYWORDS: TargetKeyword[] = [];
/** Wait for a pause in typing before asking the server to read the posting again. */
const ANALYZE_DELAY_MS = 500;

/**
 * Tailor to a job: the posting is stored with the document; its keywords come
 * from the server once, and the match score, the matched and missing keywords and the ATS
 * check are recomputed here on every change of the resume. Keywords are only added when
 * the person clicks: nothing goes into their history on their behalf.
 */
export function TargetJobPanel({ data, onEdit, onSelectStep }: TargetJobSlotProps) {
  const job = data.targetJob ?? EMPTY_JOB;
  const headingId = useId();
  const bodyId = useId();
  const [open, setOpen] = useState(job.description.trim() !== '');
  const [status, setStatus] = useState('');

  const description = job.description.trim();
  // The query follows the posting as it was at the last pause in typing; while a new one
  // is read, the last keywords stay on screen rather than flashing empty.
  const asked = jobKeywordsQuery(useDebouncedValue(job, ANALYZE_DELAY_MS));
  const analysis = useQuery({ ...asked, placeholderData: keepPreviousData });
  const settled = JSON.stringify(asked.queryKey) === JSON.stringify(jobKeywordsQuery(job).queryKey);
  const done = settled && analysis.isSuccess && !analysis.isPlaceholderData;
  const failed = settled && analysis.isError;
  const loading = description !== '' && !done && !failed;
  const shown = analysis.isError ? undefined : analysis.data;

  const keywords = useMemo(
    () => (description && shown ? shown : NO_KEYWORDS),
    [description, shown],
  );
  const match = useMemo(() => matchKeywords(data, keywords), [data, keywords]);
  // The length rule counts the pages the live preview drew (what Download gives); before
  // the first drawing, or without a preview, it falls back to an estimate from the text.
  const renderedPages = useRenderedPages();
  const checks = useMemo(
    () => atsCheck({ resume: data, pageCount: renderedPages ?? estimatePages(data), keywords }),
    [data, keywords, renderedPages],
  );

  const setJob = (patch: Partial<TargetJob>) =>
    onEdit((d) => ({ ...d, targetJob: { ...(d.targetJob ?? EMPTY_JOB), ...patch } }));
  const jump = (field: string) => jumpToField(field, onSelectStep);

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
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${bodyId}-title`}>Job title</Label>
              <Input
                id={`${bodyId}-title`}
                value={job.title}
                maxLength={Math.min(JOB_FIELD_MAX, TARGET_JOB_LIMITS.title)}
                placeholder="e.g. Senior Backend Engineer"
                onChange={(e) => setJob({ title: e.target.value })}
              />
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${bodyId}-company`}>Hiring company</Label>
              <Input
                id={`${bodyId}-company`}
                value={job.company}
                maxLength={Math.min(JOB_FIELD_MAX, TARGET_JOB_LIMITS.company)}
                placeholder="e.g. Northwind"
                onChange={(e) => setJob({ company: e.target.value })}
              />
            </div>
            <div className="flex flex-col gap-1.5 sm:col-span-2">
              <Label htmlFor={TARGET_JOB_FIELD_ID}>Job posting</Label>
              <Textarea
                id={TARGET_JOB_FIELD_ID}
                value={job.description}
                maxLength={TARGET_JOB_LIMITS.description}
                rows={6}
                aria-describedby={`${bodyId}-hint`}
                placeholder="Paste the full job posting: requirements, responsibilities, nice-to-haves…"
                onChange={(e) => setJob({ description: e.target.value })}
              />
              <p id={`${bodyId}-hint`} className="text-xs text-muted">
                Kept with this resume. {job.description.length.toLocaleString('en-US')} /{' '}
                {TARGET_JOB_LIMITS.description.toLocaleString('en-US')} characters.
              </p>
            </div>
          </div>

          <p role="status" className="sr-only">
            {status}
          </p>

          {description ? (
            failed ? (
              <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800" role="alert">
                Could not read the posting&apos;s keywords. Edit the posting to try again.
              </p>
            ) : loading && !shown ? (
              <p className="flex items-center gap-2 text-sm text-muted" role="status">
                <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> Reading the posting…
              </p>
            ) : (
              <MatchView
                score={match.score}
                matched={match.matched}
                missing={match.missing}
                updating={loading}
                experience={data.experience.map((e, i) => e.jobTitle || `Job ${i + 1}`)}
                onAddToSkills={addToSkills}
                onAddToJob={addToJob}
                onJump={jump}
              />
            )
          ) : null}

          <AtsChecklist checks={checks} onJump={jump} />
        </div>
      </section>
    </Card>
  );
}

function ScoreMeter({ score }: { score: number }) {
  const tone = score >= 70 ? 'bg-emerald-600' : score >= 40 ? 'bg-amber-500' : 'bg-red-500';
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between">
        <span id="match-score-label" className="text-sm font-semibold text-ink">
          Match score
        </span>
        <span className="text-2xl font-bold tracking-tight text-ink" data-testid="match-score">
          {score}
          <span className="text-sm font-medium text-muted"> / 100</span>
        </span>
      </div>
      <div
        role="meter"
        aria-labelledby="match-score-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
        className="h-2 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className={cn('h-full rounded-full transition-[width]', tone)}
          style={{ width: `${score}%` }}
        />
      </div>
      <p className="text-xs text-muted">
        The share of the posting&apos;s important keywords your resume contains, weighted by
        importance.
      </p>
    </div>
  );
}

type Groups = Record<(typeof KEYWORD_CATEGORIES)[number], KeywordMatch[]>;

function MatchView({
  score,
  matched,
  missing,
  updating,
  experience,
  onAddToSkills,
  onAddToJob,
  onJump,
}: {
  score: number;
  matched: Groups;
  missing: Groups;
  updating: boolean;
  experience: string[];
  onAddToSkills: (name: string) => void;
  onAddToJob: (name: string, index: number) => void;
  onJump: (field: string) => void;
}) {
  const missingCount = KEYWORD_CATEGORIES.reduce((n, c) => n + missing[c].length, 0);
  const matchedCount = KEYWORD_CATEGORIES.reduce((n, c) => n + matched[c].length, 0);
  return (
    <div className="flex flex-col gap-5" aria-busy={updating || undefined}>
      <ScoreMeter score={score} />
      <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-1 2xl:grid-cols-2">
        <div className="flex flex-col gap-3">
          <h3 className="text-sm font-semibold text-ink">Missing keywords ({missingCount})</h3>
          {missingCount === 0 ? (
            <p className="text-sm text-muted">Every keyword of the posting is in your resume.</p>
          ) : (
            KEYWORD_CATEGORIES.filter((c) => missing[c].length > 0).map((category) => (
              <div key={category} className="flex flex-col gap-2">
                <h4 className="text-xs font-semibold tracking-wide text-muted uppercase">
                  {KEYWORD_CATEGORY_LABELS[category]}
                </h4>
                <ul
                  className="flex flex-col gap-2"
                  aria-label={`Missing ${KEYWORD_CATEGORY_LABELS[category].toLowerCase()}`}
                >
                  {missing[category].map(({ keyword }) => (
                    <li
                      key={keyword.name}
                      className="flex flex-wrap items-center gap-2 rounded-lg border border-amber-200 bg-amber-50/60 px-3 py-2"
                    >
                      <span className="mr-auto text-sm font-medium text-ink">{keyword.name}</span>
                      <Button
                        variant="outline"
                        size="sm"
                        className="h-8 gap-1 px-2"
                        aria-label={`Add ${keyword.name} to skills`}
                        onClick={() => onAddToSkills(keyword.name)}
                      >
                        <Plus aria-hidden="true" className="h-3.5 w-3.5" /> Skills
                      </Button>
                      {experience.length > 0 ? (
                        <NativeSelect
                          aria-label={`Add ${keyword.name} to a job's tags`}
                          className="h-8 w-auto max-w-[11rem] py-0 text-sm"
                          value=""
                          onChange={(e) => {
                            if (e.target.value !== '')
                              onAddToJob(keyword.name, Number(e.target.value));
                          }}
                        >
                          <option value="">Add to a job…</option>
                          {experience.map((name, i) => (
                            <option key={i} value={i}>
                              {name}
                            </option>
                          ))}
                        </NativeSelect>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </div>
            ))
          )}
        </div>
        <div className="flex flex-col gap-3">
          <h3 className="text-sm font-semibold text-ink">Matched keywords ({matchedCount})</h3>
          {matchedCount === 0 ? (
            <p className="text-sm text-muted">
              None yet: add the missing ones that are true for you.
            </p>
          ) : (
            KEYWORD_CATEGORIES.filter((c) => matched[c].length > 0).map((category) => (
              <div key={category} className="flex flex-col gap-2">
                <h4 className="text-xs font-semibold tracking-wide text-muted uppercase">
                  {KEYWORD_CATEGORY_LABELS[category]}
                </h4>
                <ul
                  className="flex flex-col gap-1.5"
                  aria-label={`Matched ${KEYWORD_CATEGORY_LABELS[category].toLowerCase()}`}
                >
                  {matched[category].map(({ keyword, locations }) => (
                    <li
                      key={keyword.name}
                      className="flex flex-wrap items-baseline gap-x-2 gap-y-1 text-sm"
                    >
                      <span className="inline-flex items-center gap-1 font-medium text-emerald-800">
                        <Check aria-hidden="true" className="h-3.5 w-3.5" />
                        {keyword.name}
                      </span>
                      <span className="text-xs text-muted">in</span>
                      {locations.map((loc, i) => (
                        <button
                          key={loc.field}
                          type="button"
                          onClick={() => onJump(loc.field)}
                          className="rounded text-xs text-brand-700 underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
                        >
                          {loc.label}
                          {i < locations.length - 1 ? ',' : ''}
                        </button>
                      ))}
                    </li>
                  ))}
                </ul>
              </div>
            ))
          )}
        </div>
      </div>
    </div>
  );
}

function AtsChecklist({
  checks,
  onJump,
}: {
  checks: AtsCheckResult[];
  onJump: (field: string) => void;
}) {
  const failing = checks.filter((c) => c.status === 'fail').length;
  return (
    <div className="flex flex-col gap-3 border-t border-slate-200 pt-5">
      <div className="flex items-baseline justify-between gap-3">
        <h3 className="text-sm font-semibold text-ink">ATS check</h3>
        <span className="text-xs text-muted">
          {failing === 0 ? 'All checks pass' : `${failing} to fix`}
        </span>
      </div>
      <ul className="flex flex-col divide-y divide-slate-100" aria-label="ATS check">
        {checks.map((check) => (
          <li key={check.id} className="flex items-start gap-3 py-2.5" data-status={check.status}>
            {check.status === 'pass' ? (
              <CheckCircle2
                aria-hidden="true"
                className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600"
              />
            ) : check.status === 'fail' ? (
              <AlertCircle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-amber-600" />
            ) : (
              <MinusCircle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" />
            )}
            <div className="flex min-w-0 flex-1 flex-col">
              <span className="text-sm font-medium text-ink">
                {check.title}
                <span className="sr-only">
                  {check.status === 'pass'
                    ? ': passes'
                    : check.status === 'fail'
                      ? ': to fix'
                      : ': not checked'}
                </span>
              </span>
              <span className="text-xs text-muted">{check.fix}</span>
            </div>
            {check.status === 'fail' ? (
              <Button
                variant="ghost"
                size="sm"
                className="h-8 shrink-0 px-2 text-brand-700"
                aria-label={`Fix: ${check.title}`}
                onClick={() => onJump(check.field)}
              >
                Fix
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
