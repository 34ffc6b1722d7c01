import { Check, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  KEYWORD_CATEGORIES,
  KEYWORD_CATEGORY_LABELS,
} from '#shared/ats-keywords/ats-keywords.schema.ts';
import type { KeywordEvidence } from '#shared/ats-keywords/keyword-support.ts';
import type { KeywordMatch } from '#shared/ats-keywords/match-keywords.ts';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';

type Groups = Record<(typeof KEYWORD_CATEGORIES)[number], KeywordMatch[]>;

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

/**
 * One column of keywords, grouped by category under their labels; each group's list is
 * named for screen readers ('Missing hard skills', 'Matched tools').
 */
function KeywordColumn({
  heading,
  listName,
  groups,
  empty,
  listClassName,
  renderItem,
}: {
  heading: string;
  listName: 'Missing' | 'Matched';
  groups: Groups;
  empty: string;
  listClassName: string;
  renderItem: (match: KeywordMatch) => ReactNode;
}) {
  const count = KEYWORD_CATEGORIES.reduce((n, c) => n + groups[c].length, 0);
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-sm font-semibold text-ink">
        {heading} ({count})
      </h3>
      {count === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        KEYWORD_CATEGORIES.filter((c) => groups[c].length > 0).map((category) => (
          <div key={category} className="flex flex-col gap-2">
            <h4 className="text-xs font-semibold tracking-wide text-muted uppercase">
              {KEYWORD_CATEGORY_LABELS[category]}
            </h4>
            <ul
              className={listClassName}
              aria-label={`${listName} ${KEYWORD_CATEGORY_LABELS[category].toLowerCase()}`}
            >
              {groups[category].map(renderItem)}
            </ul>
          </div>
        ))
      )}
    </div>
  );
}

/**
 * A keyword the resume lacks. Where the resume's own words back it, the line that does and
 * one-click adds (to Skills, and to the tags of the job the line is in); where nothing
 * does, only 'Not found in your resume': adding it would be a claim the resume does not
 * make.
 */
function MissingKeyword({
  keyword,
  evidence,
  jobName,
  onAddToSkills,
  onAddToJob,
}: {
  keyword: KeywordMatch['keyword'];
  evidence: KeywordEvidence | undefined;
  jobName: string | undefined;
  onAddToSkills: (name: string) => void;
  onAddToJob: (name: string, index: number) => void;
}) {
  const jobIndex = evidence?.experienceIndex;
  return (
    <li className="flex flex-col gap-1 rounded-lg border border-amber-200 bg-amber-50/60 px-3 py-2">
      <div className="flex flex-wrap items-center gap-2">
        <span className="mr-auto text-sm font-medium text-ink">{keyword.name}</span>
        {evidence ? (
          <>
            <Button
              variant="outline"
              size="sm"
              className="h-8 gap-1 px-2"
              aria-label={`Add ${keyword.name} to skills`}
              onClick={() => onAddToSkills(keyword.name)}
            >
              <Plus aria-hidden="true" className="h-3.5 w-3.5" /> Skills
            </Button>
            {jobIndex !== undefined && jobName ? (
              <Button
                variant="outline"
                size="sm"
                className="h-8 gap-1 px-2"
                aria-label={`Add ${keyword.name} to the tags of ${jobName}`}
                onClick={() => onAddToJob(keyword.name, jobIndex)}
              >
                <Plus aria-hidden="true" className="h-3.5 w-3.5" /> Job tags
              </Button>
            ) : null}
          </>
        ) : (
          <span className="text-xs text-muted">Not found in your resume</span>
        )}
      </div>
      {evidence ? (
        <p className="text-xs break-words text-muted">
          Your resume says: “{evidence.line}” <span className="text-ink">({evidence.label})</span>
        </p>
      ) : null}
    </li>
  );
}

/**
 * The match score, the posting's keywords the resume lacks (each with the line of the
 * resume that backs it and one-click adds, or 'Not found in your resume') and those it has
 * (each with links to where it stands).
 */
export function KeywordMatchView({
  score,
  matched,
  missing,
  support,
  updating,
  experience,
  onAddToSkills,
  onAddToJob,
  onJump,
  canJump,
}: {
  score: number;
  matched: Groups;
  missing: Groups;
  /** The line that backs each missing keyword, by name (keyword-support.ts). */
  support: ReadonlyMap<string, KeywordEvidence>;
  updating: boolean;
  /** The names of the resume's jobs, in order, for 'Add to the tags of…'. */
  experience: string[];
  onAddToSkills: (name: string) => void;
  onAddToJob: (name: string, index: number) => void;
  onJump: (field: string) => void;
  /** Whether a location leads to a control; one that does not is named, not a button. */
  canJump: (field: string) => boolean;
}) {
  return (
    <div className="flex flex-col gap-5" aria-busy={updating || undefined}>
      <ScoreMeter score={score} />
      <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-1 2xl:grid-cols-2">
        <KeywordColumn
          heading="Missing keywords"
          listName="Missing"
          groups={missing}
          empty="Every keyword of the posting is in your resume."
          listClassName="flex flex-col gap-2"
          renderItem={({ keyword }) => {
            const evidence = support.get(keyword.name);
            const index = evidence?.experienceIndex;
            return (
              <MissingKeyword
                key={keyword.name}
                keyword={keyword}
                evidence={evidence}
                jobName={index === undefined ? undefined : experience[index]}
                onAddToSkills={onAddToSkills}
                onAddToJob={onAddToJob}
              />
            );
          }}
        />
        <KeywordColumn
          heading="Matched keywords"
          listName="Matched"
          groups={matched}
          empty="None yet: add the missing ones that are true for you."
          listClassName="flex flex-col gap-1.5"
          renderItem={({ keyword, locations }) => (
            <li
              key={keyword.name}
              className="flex flex-wrap items-baseline gap-x-2 gap-y-1 text-sm"
            >
              <span className="inline-flex items-center gap-1 font-medium text-emerald-800">
                <Check aria-hidden="true" className="h-3.5 w-3.5" />
                {keyword.name}
              </span>
              <span className="text-xs text-muted">in</span>
              {locations.map((loc, i) => {
                const text = `${loc.label}${i < locations.length - 1 ? ',' : ''}`;
                return canJump(loc.field) ? (
                  <button
                    key={loc.field}
                    type="button"
                    onClick={() => onJump(loc.field)}
                    className="rounded text-xs text-brand-700 underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
                  >
                    {text}
                  </button>
                ) : (
                  <span key={loc.field} className="text-xs text-ink">
                    {text}
                  </span>
                );
              })}
            </li>
          )}
        />
      </div>
    </div>
  );
}
