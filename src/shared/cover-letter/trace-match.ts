import type { TraceSentence } from './cover-letter.schema.ts';
import { splitSentences } from './sentences.ts';

/**
 * The letter's sentences as they are now, each with its draft trace when the sentence is
 * still the drafted one, word for word. An edited or newly written sentence has no trace:
 * the sources belonged to the drafted words, and a flag to a claim that is no longer there.
 */
export interface LetterSentence {
  paragraph: number;
  text: string;
  trace: TraceSentence | undefined;
}

const normal = (text: string) => text.replace(/\s+/g, ' ').trim();

export function traceLetter(
  paragraphs: readonly string[],
  trace: readonly TraceSentence[],
): LetterSentence[] {
  const byText = new Map<string, TraceSentence>();
  for (const entry of trace) byText.set(normal(entry.text), entry);
  return paragraphs.flatMap((p, paragraph) =>
    splitSentences(p).map((text) => ({ paragraph, text, trace: byText.get(normal(text)) })),
  );
}

/** The paragraph without one of its sentences (to drop a flagged claim). */
export function removeSentence(paragraph: string, sentence: string): string {
  return splitSentences(paragraph)
    .filter((s) => normal(s) !== normal(sentence))
    .join(' ');
}

/** The trace entries still in the letter (to keep what is saved small and current). */
export function liveTrace(
  paragraphs: readonly string[],
  trace: readonly TraceSentence[],
): TraceSentence[] {
  return traceLetter(paragraphs, trace)
    .map((s) => s.trace)
    .filter((t): t is TraceSentence => t !== undefined);
}
