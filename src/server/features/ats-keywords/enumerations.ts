/**
 * Lists written into a sentence ("distributed systems, idempotency and concurrency"): a
 * requirements list names things of one kind, so an item written beside a known term (a
 * lexicon term, an acronym) is likely a keyword too, even when it is one lower-case word the
 * noun-phrase extractor never proposes ("idempotency", "statistics", "scheduling").
 */

/** Where a list stops: examples, asides and a new clause are not its items. */
const LIST_END =
  /\s*(?:[.;:!?()[\]]|\s[–—-]\s|\b(?:such as|including|includes|like|e\.g\.?|i\.e\.?|for example|especially|in particular|as well as|to|at|from|where|which|who|that|when|while|within|across|for|by|under|via)\b)/i;

/** Words that end the lead-in of a list's first item ("Good understanding of …"). */
const LEAD_END =
  /^(?:of|in|with|on|using|use|uses|and|or|a|an|the|your|our|their|its|own|run|running|lead|leading|manage|managing|handle|handling|perform|performing|carry|carrying|out|do|doing|support|supporting|provide|providing|apply|applying)$/i;

/** A candidate item: one to three lower-case words (hyphens inside allowed). */
const LOWER_ITEM = /^[a-z][a-z-]*[a-z](?: [a-z][a-z-]*[a-z]){0,2}$/;

/** The items of each list in `text`: a list has two items or more, split at commas and "and"/"or". */
export function listItems(text: string): string[][] {
  const lists: string[][] = [];
  for (const clause of text.split(LIST_END)) {
    const parts = clause
      .split(/\s*,\s*(?:(?:and|or)\s+)?|\s+(?:and|or|and\/or|&)\s+/i)
      .map((p) => p.trim())
      .filter(Boolean);
    if (parts.length < 2) continue;
    // The first item is the words after its lead-in ("Experience with scheduling" → "scheduling").
    const lead = parts[0]!.split(/\s+/);
    let from = lead.length;
    while (from > 0 && !LEAD_END.test(lead[from - 1]!) && lead.length - from < 3) from--;
    // A first item whose lead-in is not read stays out; the others still count.
    parts[0] = from > 0 && !LEAD_END.test(lead[from - 1]!) ? '' : lead.slice(from).join(' ');
    lists.push(parts.filter(Boolean));
  }
  return lists.filter((items) => items.length >= 2);
}

/** Whether an item is written like a lower-case term: a candidate when a sibling is known. */
export function isLowerItem(item: string): boolean {
  return LOWER_ITEM.test(item);
}
