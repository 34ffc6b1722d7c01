import {
  MATCH_IMPORTANCES,
  MATCH_IMPORTANCE_LABELS,
  MATCH_SECTION_LABELS,
  MATCH_WEIGHTS,
  type MatchReport,
} from '#shared/applications/applications.schema.ts';

/**
 * The match report explained: the score, how it is computed (the weights from the contract),
 * the keywords the resume has with the sections they are in, and the missing ones by
 * importance.
 */
export function MatchReportView({ report }: { report: MatchReport }) {
  const { importance, kind } = MATCH_WEIGHTS;
  return (
    <div className="flex flex-col gap-4">
      <p className="flex items-baseline gap-2">
        <span className="text-4xl font-bold text-ink" data-testid="match-score">
          {report.score}%
        </span>
        <span className="text-sm text-muted">match with the posting</span>
      </p>
      <p className="text-sm text-muted">
        The score is the share of the posting&apos;s keywords, by weight, that your resume contains.
        A keyword weighs its importance (required {importance.must}, nice to have {importance.nice})
        times its kind (hard skill {kind.hard}, soft skill {kind.soft}), so a missing required hard
        skill costs the most.
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <section aria-labelledby="match-present-heading" className="flex flex-col gap-2">
          <h3 id="match-present-heading" className="font-semibold">
            In your resume ({report.present.length})
          </h3>
          {report.present.length === 0 ? (
            <p className="text-sm text-muted">None of the posting&apos;s keywords yet.</p>
          ) : (
            <ul className="flex flex-col gap-1 text-sm">
              {report.present.map((k) => (
                <li key={k.keyword}>
                  <span className="font-medium">{k.keyword}</span>
                  <span className="text-muted">
                    {' '}
                    — {k.where.map((w) => MATCH_SECTION_LABELS[w]).join(', ')}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="match-missing-heading" className="flex flex-col gap-2">
          <h3 id="match-missing-heading" className="font-semibold">
            Missing ({report.missing.length})
          </h3>
          {report.missing.length === 0 ? (
            <p className="text-sm text-muted">Your resume has every keyword of the posting.</p>
          ) : (
            MATCH_IMPORTANCES.map((level) => {
              const keywords = report.missing.filter((k) => k.importance === level);
              if (keywords.length === 0) return null;
              return (
                <div key={level}>
                  <h4 className="text-sm font-medium text-slate-700">
                    {MATCH_IMPORTANCE_LABELS[level]}
                  </h4>
                  <ul
                    className="mt-1 flex flex-wrap gap-1.5"
                    aria-label={MATCH_IMPORTANCE_LABELS[level]}
                  >
                    {keywords.map((k) => (
                      <li
                        key={k.keyword}
                        className="rounded-full bg-amber-50 px-2.5 py-0.5 text-xs text-amber-900"
                      >
                        {k.keyword}
                      </li>
                    ))}
                  </ul>
                </div>
              );
            })
          )}
        </section>
      </div>
    </div>
  );
}
