import { hashKey, keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { TargetKeyword } from '#shared/ats-keywords/ats-keywords.schema.ts';
import type { TargetJob } from '#shared/resume/resume.schema.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { jobKeywordsQuery } from './keywords-api.ts';

const NO_KEYWORDS: TargetKeyword[] = [];
/** Wait for a pause in typing before asking the server to read the posting again. */
const ANALYZE_DELAY_MS = 500;

/**
 * The target job's keywords for the panel. The query follows the posting as it was at the
 * last pause in typing; while a new one is read, the last keywords stay on screen rather
 * than flashing empty. `done` and `failed` speak of the posting as it is now, so a result
 * for older text is never taken for the answer.
 */
export function useJobKeywords(job: TargetJob) {
  const description = job.description.trim();
  const asked = jobKeywordsQuery(useDebouncedValue(job, ANALYZE_DELAY_MS));
  const analysis = useQuery({ ...asked, placeholderData: keepPreviousData });
  const settled = hashKey(asked.queryKey) === hashKey(jobKeywordsQuery(job).queryKey);
  const done = settled && analysis.isSuccess && !analysis.isPlaceholderData;
  const failed = settled && analysis.isError;
  const updating = description !== '' && !done && !failed;
  const shown = analysis.isError ? undefined : analysis.data;

  const keywords = useMemo(
    () => (description && shown ? shown : NO_KEYWORDS),
    [description, shown],
  );
  return {
    keywords,
    done,
    failed,
    /** A newer posting is being read (the last keywords, if any, stay shown). */
    updating,
    /** Nothing to show yet: the first reading of a posting. */
    reading: updating && !shown,
  };
}
