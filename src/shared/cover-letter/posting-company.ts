import { namesTitle } from './title-match.ts';
import { splitSentences, wordCount } from './sentences.ts';

/**
 * What a posting says about the company itself (what it does, its mission, its product,
 * its team), found with simple cues, so a letter can say something true about the
 * company in the posting's own words. Nothing else is used: no generic praise, and never
 * the posting's perks or boilerplate (pay, benefits, equal-opportunity statements), its
 * requirements or its hiring lines.
 *
 * A span is cited as `targetJob.description[start-end]` (character offsets into the
 * description), so the editor can show the words a sentence came from.
 */

export interface PostingSpan {
  /** The sentence as the posting writes it (a list marker left out). */
  text: string;
  start: number;
  end: number;
}

const ABOUT_CUES =
  /\b(?:we\s+(?:are|were|build|make|help|design|develop|create|provide|serve|power|run|offer|operate|deliver|believe|exist|care|work|connect|enable|started|have\s+been)|we['’](?:re|ve)|our\s+(?:mission|vision|purpose|team|teams|product|products|platform|customers|clients|company|story|values|goal|work|software|service|services|app|tools?)|(?:founded|headquartered|based)\s+in)\b/i;

/** A sentence about the job or the applicant, not about the company. */
const ABOUT_THE_JOB =
  /\b(?:hiring|looking\s+for|seeking|searching\s+for|join\s+(?:us|our)|you|your|you['’](?:ll|re|ve)|this\s+role|the\s+role|this\s+position|the\s+position|candidates?|applicants?|apply|application|requirements?|responsibilit\w*|qualifications?|must\s+have|nice\s+to\s+have|years\s+of\s+experience|report(?:s|ing)?\s+to)\b/i;

/** Perks and boilerplate, which say nothing about what the company does. */
const BOILERPLATE =
  /\b(?:salary|salaries|compensation|pay|paid|wages?|benefits?|perks?|bonus(?:es)?|equity|stock|options|401\s?\(?k\)?|pension|retirement|insurance|health|medical|dental|vision|wellness|pto|vacation|holidays?|leave|parental|equal(?:\s+employment)?\s+opportunit\w*|eoe|affirmative\s+action|discriminat\w*|race|religion|gender|sexual|orientation|veterans?|disabilit\w*|accommodations?|visa|sponsorship|background\s+checks?|remote|hybrid|relocation|gym|snacks|lunch|stipend|allowance|diversity|inclusive|inclusion)\b|[$€£¥]/i;

const SPAN_WORDS = { min: 5, max: 40 } as const;
/** A letter's company paragraph draws on at most this many sentences of the posting. */
const COMPANY_SENTENCES_MAX = 2;

/** Sentences of the posting with their offsets, list markers and headings left out. */
function postingSentences(description: string): PostingSpan[] {
  const spans: PostingSpan[] = [];
  let lineStart = 0;
  for (const line of description.split('\n')) {
    const marker = /^\s*(?:[-*•·–]|\d+[.)])?\s*/.exec(line)![0].length;
    let cursor = lineStart + marker;
    for (const sentence of splitSentences(line.slice(marker))) {
      const start = description.indexOf(sentence, cursor);
      if (start < 0) continue;
      spans.push({ text: sentence, start, end: start + sentence.length });
      cursor = start + sentence.length;
    }
    lineStart += line.length + 1;
  }
  return spans;
}

/**
 * Up to COMPANY_SENTENCES_MAX sentences of the posting about the company, in the posting's
 * order: each names the company or speaks as it ('we build', 'our mission'), says
 * nothing about the job or its perks, and is an ordinary sentence (not a heading, a
 * question or a fragment).
 */
export function companySentences(description: string, company: string): PostingSpan[] {
  return postingSentences(description)
    .filter((span) => {
      const n = wordCount(span.text);
      if (n < SPAN_WORDS.min || n > SPAN_WORDS.max) return false;
      if (!/[.!]$/.test(span.text) || /[?:]$/.test(span.text)) return false;
      const about =
        ABOUT_CUES.test(span.text) || (company !== '' && namesTitle(span.text, company));
      return about && !ABOUT_THE_JOB.test(span.text) && !BOILERPLATE.test(span.text);
    })
    .slice(0, COMPANY_SENTENCES_MAX);
}

/** The citation path of a span of the posting. */
export function postingSpanPath(span: Pick<PostingSpan, 'start' | 'end'>): string {
  return `targetJob.description[${span.start}-${span.end}]`;
}

/** The role and company fields: naming them states nothing about the person or the company. */
const JOB_FIELDS = new Set([
  'targetJob.title',
  'targetJob.company',
  'letter.role',
  'letter.company',
]);

/**
 * What a sentence with these sources rests on: 'posting' when it cites spans of the posting
 * and nothing of the resume but the role and company, 'resume' otherwise (the framing
 * sentences are recognised by their words, not their sources: framing.ts).
 */
export function basisOfSources(sources: Iterable<string>): 'resume' | 'posting' {
  const own = [...sources].filter((s) => !JOB_FIELDS.has(s));
  return own.length > 0 && own.every((s) => parsePostingSpanPath(s) !== undefined)
    ? 'posting'
    : 'resume';
}

/** A span path's offsets, or undefined for any other path. */
export function parsePostingSpanPath(path: string): { start: number; end: number } | undefined {
  const m = /^targetJob\.description\[(\d{1,6})-(\d{1,6})\]$/.exec(path);
  if (!m) return undefined;
  const [start, end] = [Number(m[1]), Number(m[2])];
  return start < end ? { start, end } : undefined;
}

const IRREGULAR_THIRD_PERSON: Readonly<Record<string, string>> = {
  are: 'is',
  were: 'was',
  have: 'has',
  do: 'does',
  go: 'goes',
};

function thirdPerson(verb: string): string {
  const lower = verb.toLowerCase();
  if (IRREGULAR_THIRD_PERSON[lower]) return IRREGULAR_THIRD_PERSON[lower];
  if (/(?:s|sh|ch|x|z|o)$/.test(lower)) return `${lower}es`;
  if (/[^aeiou]y$/.test(lower)) return `${lower.slice(0, -1)}ies`;
  return `${lower}s`;
}

/**
 * The sentence with the company as its subject instead of 'we' or 'our' ('We build
 * payment tools for small shops.' → 'Globex builds payment tools for small shops.'), or
 * undefined when that cannot be done word for word (another 'we', 'us' or 'our' later
 * on): the letter then quotes the posting instead. A sentence that already names the
 * company without speaking as it comes back unchanged.
 */
export function asCompanySubject(sentence: string, company: string): string | undefined {
  let text = sentence.replace(/^At\s+[^,]{1,80},\s+(?=we\b|our\b)/i, '');
  const contraction = /^we['’](re|ve)\b/i.exec(text);
  if (contraction) {
    text = `${company} ${contraction[1]!.toLowerCase() === 're' ? 'is' : 'has'}${text.slice(contraction[0].length)}`;
  } else if (/^we\s+/i.test(text)) {
    const verb = /^we\s+([a-z]+)\b/i.exec(text);
    if (!verb) return undefined;
    text = `${company} ${thirdPerson(verb[1]!)}${text.slice(verb[0].length)}`;
  } else if (/^our\s+/i.test(text)) {
    text = `${company}’s ${text.slice(4)}`;
  } else if (!namesTitle(text, company)) return undefined;
  if (/\b(?:we|us|our|ours|ourselves)\b|\bwe['’]/i.test(text)) return undefined;
  return text;
}
