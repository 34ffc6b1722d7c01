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

/**
 * A requirement word and the preposition that opens its object: "experience in", "knowledge
 * of", "familiar with", "competent in". What follows is what the applicant must bring.
 */
const OBJECT_CUE =
  /\b(?:experience|experienced|knowledge|understanding|familiarity|familiar|proficiency|proficient|expertise|background|grounding|exposure|competence|competent|skilled|versed|trained|skills?)\s+(?:of|in|with|on)\s+(?:(?:the|a|an)\s+)?/gi;

/** "3 years of X experience": the words between the span of time and "experience". */
const YEARS_OF = /\b(?:years?|months?)\s+of\s+((?:[\w/+#-]+\s+){1,3}?)(?:experience)\b/gi;

/** Words that end an object: a preposition or a conjunction opens another clause or item. */
const OBJECT_END = new Set(
  `and or with using use such including includes like for in as to at from across within on of
  by via under that which where when while who is are be was were will would can could should
  must may has have e.g i.e especially particularly`.split(/\s+/),
);

/**
 * The object of a requirement word, when it stands alone: "Experience in new business
 * acquisition with deal sizes …" → "new business acquisition"; "1 year of acute care nursing
 * experience" → "acute care nursing". An object that runs into "and", "or" or a comma is a
 * list (`listItems` reads those), one followed by "of" is the head of a longer phrase
 * ("execution of high-rise structures"), and one longer than four words names no single
 * term, so none of them gives an object here.
 */
export function requirementObjects(text: string): string[] {
  const objects: string[] = [];
  for (const clause of text.split(/[.;:!?()[\]\n•]|\s[–—-]\s/)) {
    for (const m of clause.matchAll(YEARS_OF)) objects.push(m[1]!.trim());
    for (const m of clause.matchAll(OBJECT_CUE)) {
      const words: string[] = [];
      let alone = true;
      for (const raw of clause
        .slice(m.index + m[0].length)
        .split(/\s+/)
        .filter(Boolean)) {
        const lower = raw.toLowerCase();
        if (OBJECT_END.has(lower)) {
          alone = !['and', 'or', 'of'].includes(lower);
          break;
        }
        if (raw.endsWith(',') || words.length === 4) {
          alone = false;
          break;
        }
        words.push(raw);
      }
      if (alone && words.length > 0) objects.push(words.join(' '));
    }
  }
  return objects;
}
