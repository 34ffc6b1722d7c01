import { containsTerm, prepareText, termKey, termPattern } from '#shared/ats-keywords/tokens.ts';
import { labelForms, type IndependentPosting } from './independent-set.ts';

/**
 * The checks every labelled set's files pass, whichever directory they come from: the
 * labelling guideline's rules that a file can break without any engine running.
 */

/** Each keyword form, alias and noise term that its posting's text does not hold. */
export function labelsNotInText(postings: readonly IndependentPosting[]): string[] {
  const problems: string[] = [];
  for (const p of postings) {
    const text = prepareText(p.text);
    const lower = p.text.toLowerCase();
    // A term with punctuation inside ("B.Sc. Nursing", "IR(ME)R") spans a phrase break of
    // the tokenizer, so it is found as written instead.
    const absent = (term: string) =>
      !containsTerm(text, termPattern(term)) && !lower.includes(term.toLowerCase());
    for (const label of [...p.labels.must, ...p.labels.good]) {
      for (const form of labelForms(label)) {
        if (absent(form)) problems.push(`${p.id}: "${form}" is not in the text`);
      }
    }
    for (const term of p.labels.noise) {
      if (absent(term)) problems.push(`${p.id}: noise "${term}" is not in the text`);
    }
  }
  return problems;
}

/** A form labelled twice in one posting, or a noise term inside one of its keywords. */
export function labelClashes(postings: readonly IndependentPosting[]): string[] {
  const problems: string[] = [];
  for (const p of postings) {
    const forms = [...p.labels.must, ...p.labels.good].flatMap(labelForms);
    const keys = forms.map(termKey);
    const twice = keys.filter((k, i) => keys.indexOf(k) !== i);
    if (twice.length) problems.push(`${p.id}: labelled twice: ${twice.join(', ')}`);
    for (const term of p.labels.noise) {
      const pattern = termPattern(term);
      const inside = forms.filter((f) => containsTerm(prepareText(f), pattern));
      if (inside.length) problems.push(`${p.id}: noise "${term}" inside ${inside.join(', ')}`);
    }
  }
  return problems;
}
