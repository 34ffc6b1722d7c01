import { composeLetter, draftToLetter } from '#shared/cover-letter/compose-letter.ts';
import type { CoverLetterDrafter } from './cover-letter-drafter.ts';

/** AI_PROVIDER=local: the deterministic composer; runs in well under a millisecond. */
export function createLocalDrafter(): CoverLetterDrafter {
  return {
    name: 'local',
    draft: async (input) => ({
      ...draftToLetter(
        composeLetter(input.facts, { tone: input.tone, recipientName: input.recipientName }),
      ),
      engine: 'local',
    }),
  };
}
