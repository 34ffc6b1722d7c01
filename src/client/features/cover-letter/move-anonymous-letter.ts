import type {
  ApiDocument,
  DocumentCreateBody,
  DocumentListItem,
} from '#shared/documents-api/documents-api.ts';
import { hasLetterText } from '#shared/cover-letter/cover-letter.schema.ts';
import { anonymousLetter } from './state/letter-storage.ts';

/**
 * After sign-up or sign-in, the letter an anonymous visitor wrote in this browser becomes
 * a cover-letter document of the account, as the builder's resume does, linked to the
 * account's main resume, which the builder fills from the browser's resume at the same
 * moment. The browser's copy is removed only once the server has it.
 * One move at a time per page: the root layout and /cover-letter may both ask.
 */

export interface MoveDeps {
  listDocuments: () => Promise<DocumentListItem[]>;
  createDocument: (body: DocumentCreateBody) => Promise<ApiDocument>;
  /** Waits between looks for the main resume (the builder may be saving it right now). */
  wait?: (ms: number) => Promise<void>;
}

export const MOVED_NOTICE = {
  title: 'Cover letter moved to your account',
  text: 'The letter you started before signing in is now saved in My Documents.',
} as const;

const LOOKS = 4;
const GAP_MS = 1200;

let moving: Promise<string | null> | null = null;

/** The new document's id, or null when this browser holds no letter (with text). */
export function moveAnonymousLetter(deps: MoveDeps): Promise<string | null> {
  moving ??= run(deps).finally(() => {
    moving = null;
  });
  return moving;
}

async function run(deps: MoveDeps): Promise<string | null> {
  const stored = anonymousLetter.read();
  // Only a letter with text is worth a document; details alone stay behind.
  if (!stored || !hasLetterText(stored.value)) {
    anonymousLetter.clear();
    return null;
  }
  const wait = deps.wait ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  let main: DocumentListItem | undefined;
  for (let look = 0; look < LOOKS && !main; look += 1) {
    if (look > 0) await wait(GAP_MS);
    main = (await deps.listDocuments()).find((d) => d.kind === 'resume' && d.is_default);
  }
  const letter = stored.value;
  const title = letter.role.trim()
    ? `Cover letter: ${letter.role.trim()}`.slice(0, 120)
    : 'My cover letter';
  const doc = await deps.createDocument({
    kind: 'cover_letter',
    title,
    template_id: main?.template_id ?? letter.templateId,
    data: { ...letter, resumeId: main?.id ?? null },
  });
  anonymousLetter.clear();
  return doc.id;
}
