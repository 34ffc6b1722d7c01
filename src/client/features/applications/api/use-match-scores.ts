import { useQueries } from '@tanstack/react-query';
import { useEffect, useState, type RefObject } from 'react';
import type { Application } from '#shared/applications/applications.schema.ts';
import type { Scores } from '../application-display.ts';
import { getMatchReport } from './applications-api-client.ts';
import { applicationKeys } from './applications-queries.ts';

/** The attribute that marks an element as showing the match score of the application named. */
const SCORE_FOR = 'data-score-for';

/**
 * Match scores for the board and the list, read lazily: the list endpoint does not carry
 * them, and reading the match of 300 applications when the screen opens would be 300 calls
 * (each compares a resume with a posting on the server). One IntersectionObserver watches the
 * elements marked with `data-score-for` inside `root`; an application's match is read once its
 * card or row comes into view, and kept in the query cache the application page shares.
 * Applications without a job description have no score to read.
 */
export function useMatchScores(
  userId: string,
  root: RefObject<HTMLElement | null>,
  applications: readonly Application[],
  /** Changes when what `root` shows changes (the view), so the observer looks again. */
  view: string,
): Scores {
  const [seen, setSeen] = useState<ReadonlySet<string>>(() => new Set());

  useEffect(() => {
    const container = root.current;
    if (!container || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const ids = entries
        .filter((entry) => entry.isIntersecting)
        .map((entry) => (entry.target as HTMLElement).getAttribute(SCORE_FOR))
        .filter((id): id is string => Boolean(id));
      if (ids.length === 0) return;
      for (const entry of entries) {
        if (entry.isIntersecting) observer.unobserve(entry.target);
      }
      setSeen((before) => {
        const missing = ids.filter((id) => !before.has(id));
        return missing.length === 0 ? before : new Set([...before, ...missing]);
      });
    });
    for (const element of container.querySelectorAll(`[${SCORE_FOR}]`)) observer.observe(element);
    return () => observer.disconnect();
  }, [root, applications, view]);

  const readable = new Set(applications.filter((a) => a.job.description.trim()).map((a) => a.id));
  return useQueries({
    queries: [...seen]
      .filter((id) => readable.has(id))
      .map((id) => ({
        queryKey: applicationKeys.match(userId, id),
        queryFn: ({ signal }: { signal: AbortSignal }) => getMatchReport(id, signal),
        staleTime: 5 * 60_000,
        retry: false,
      })),
    combine: (results) => {
      const scores = new Map<string, number>();
      const ids = [...seen].filter((id) => readable.has(id));
      results.forEach((result, i) => {
        const id = ids[i];
        if (id && result.data) scores.set(id, result.data.score);
      });
      return scores;
    },
  });
}
