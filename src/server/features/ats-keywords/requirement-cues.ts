/**
 * Whether a posting asks for a term in so many words: "experience with Kafka", "knowledge of
 * IFRS", "proficient in AutoCAD, Revit and Navisworks". A term that a requirement word governs
 * is what the candidate must bring; the employer's field, a client or a place in the same
 * posting ("our Oncology unit", "the Canadian market") rarely stands after one. The cue counts
 * for every term of the clause it opens, so each item of a list after it is asked for too.
 */

/** Words that make what follows them a requirement. */
const CUE =
  /\b(?:experience[ds]?|knowledge(?:able)?|proficien(?:t|cy)|familiar(?:ity)?|expertise|expert|skilled|skills?|understanding|competen(?:t|ce|cy)|fluen(?:t|cy)|certified|certification|qualified|qualifications?|trained|training|background|command|degree|diploma|exposure|hands-on|working with|ability to use|track record|registered|registration|licen[cs]ed|comfortable with|confident (?:with|in|using)|grounding|mastery|strong in|versed in)\b/i;

/** A requirement word right after the term: "Kafka experience", "IFRS knowledge". */
const CUE_AFTER =
  /^\s*(?:[\w/+#-]+\s+){0,2}?(?:experience|knowledge|skills?|proficiency|expertise|certification|certificate|qualification|licen[cs]e|background|exposure)\b/i;

/** Where a clause ends: a sentence, a semicolon, a colon, a line. */
const CLAUSE_END = /[.;:!?\n•]\s|\n/g;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The text of the clause before `index`, up to the last clause end. */
function clauseBefore(text: string, index: number): string {
  const before = text.slice(Math.max(0, index - 160), index);
  let start = 0;
  for (const m of before.matchAll(CLAUSE_END)) start = m.index + m[0].length;
  return before.slice(start);
}

/**
 * True when some mention of one of `forms` (the term's spellings) stands in a clause opened
 * by a requirement word.
 */
export function isAskedFor(text: string, forms: readonly string[]): boolean {
  for (const form of forms) {
    if (!form.trim()) continue;
    const pattern = new RegExp(`(?<![\\w])${escape(form).replace(/\s+/g, '\\s+')}(?![\\w])`, 'gi');
    for (const m of text.matchAll(pattern)) {
      if (CUE.test(clauseBefore(text, m.index))) return true;
      if (CUE_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 40)))
        return true;
    }
  }
  return false;
}
