import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type RefObject } from 'react';
import type { Application } from '#shared/applications/applications.schema.ts';
import { matchReportQuery } from './applications-queries.ts';

/** The attribute that marks an element as showing the match score of the application named. */
const SCORE_FOR = 'data-score-for';

/**
 * The list carries each application's latest score (`match`); this reads the match again
 * only where that is missing (never scored) or stale (the resume changed since), and only
 * once the card or row comes into view: reading 300 matches when the screen opens would be
 * 300 calls against a rate limit. One IntersectionObserver watches the elements marked with
 * `data-score-for` inside `root` for those applications. A read's score goes into the list
 * (matchReportQuery), so the card shows it and stops asking. Applications without a job
 * description have no score to read.
 */
export function useMatchScoreReads(
  userId: string,
  root: RefObject<HTMLElement | null>,
  applications: readonly Application[],
  /** Changes when what `root` shows changes (the view), so the observer looks again. */
  view: string,
): void {
  const client = useQueryClient();
  const [seen, setSeen] = useState<ReadonlySet<string>>(() => new Set());
  const wanted = useMemo(
    () =>
      new Set(
        applications
          .filter((a) => a.job.description.trim() && (!a.match || a.match.stale))
          .map((a) => a.id),
      ),
    [applications],
  );

  useEffect(() => {
    const container = root.current;
    if (!container || wanted.size === 0 || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const ids: string[] = [];
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        const id = entry.target.getAttribute(SCORE_FOR);
        if (id) ids.push(id);
      }
      if (ids.length === 0) return;
      setSeen((before) => {
        const missing = ids.filter((id) => !before.has(id));
        return missing.length === 0 ? before : new Set([...before, ...missing]);
      });
    });
    const watch = (elements: Iterable<Element>) => {
      for (const element of elements) {
        if (wanted.has(element.getAttribute(SCORE_FOR) ?? '')) observer.observe(element);
      }
    };
    watch(container.querySelectorAll(`[${SCORE_FOR}]`));
    // A view can mount its cards in steps (the board mounts a screen's worth first).
    const added = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          if (node.hasAttribute(SCORE_FOR)) watch([node]);
          watch(node.querySelectorAll(`[${SCORE_FOR}]`));
        }
      }
    });
    added.observe(container, { childList: true, subtree: true });
    return () => {
      added.disconnect();
      observer.disconnect();
    };
  }, [root, wanted, view]);

  useQueries({
    queries: [...seen]
      .filter((id) => wanted.has(id))
      .map((id) => ({
        ...matchReportQuery(client, userId, id),
        // Asked only while the list's score is missing or stale, so a report kept from
        // before is not the answer: read it again.
        staleTime: 0,
        retry: false,
      })),
  });
}
