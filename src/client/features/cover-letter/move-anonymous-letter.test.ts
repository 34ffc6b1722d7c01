import { beforeEach, describe, expect, it } from 'vitest';
import { coverLetterDataSchema } from '#shared/cover-letter/cover-letter.schema.ts';
import type {
  ApiDocument,
  DocumentCreateBody,
  DocumentListItem,
} from '#shared/documents-api/documents-api.ts';
import { moveAnonymousLetter } from './move-anonymous-letter.ts';
import { ANONYMOUS_LETTER_KEY, hasAnonymousLetter } from './state/anonymous-letter-key.ts';
import { anonymousLetter, userLetterEdits } from './state/letter-storage.ts';

/** This test runs in Node: a Web Storage of its own stands in for the browser's. */
class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

beforeEach(() => {
  (globalThis as { localStorage?: unknown }).localStorage = new MemoryStorage();
});

const MAIN: DocumentListItem = {
  id: '0b8f6d2e-4c1a-4f7e-9d3b-2a6c8e1f5b7d',
  kind: 'resume',
  title: 'My resume',
  template_id: '7',
  is_default: true,
  version: 1,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  target_job: null,
  linked_resume_id: null,
};

function fakeApi(lists: DocumentListItem[][], fail = false) {
  const created: DocumentCreateBody[] = [];
  let looks = 0;
  return {
    created,
    get looks() {
      return looks;
    },
    deps: {
      listDocuments: async () => lists[Math.min(looks++, lists.length - 1)] ?? [],
      createDocument: async (body: DocumentCreateBody) => {
        if (fail) throw new Error('offline');
        created.push(body);
        return { id: 'new-letter-id' } as ApiDocument;
      },
      wait: async () => undefined,
    },
  };
}

const letter = coverLetterDataSchema.parse({
  role: 'Designer',
  greeting: 'Dear team,',
  paragraphs: ['Hello.'],
  templateId: '3',
});

describe('moveAnonymousLetter', () => {
  it('does nothing without a letter', async () => {
    const api = fakeApi([[MAIN]]);
    expect(await moveAnonymousLetter(api.deps)).toBeNull();
    expect(api.created).toEqual([]);
  });

  it('drops a letter without text instead of making a document of it', async () => {
    anonymousLetter.write(coverLetterDataSchema.parse({ recipient: { name: 'Dana' } }), 0);
    const api = fakeApi([[MAIN]]);
    expect(await moveAnonymousLetter(api.deps)).toBeNull();
    expect(api.created).toEqual([]);
    expect(hasAnonymousLetter()).toBe(false);
  });

  it('waits for the main resume, links it, takes its template, and clears the browser copy', async () => {
    anonymousLetter.write(letter, 0);
    const api = fakeApi([[], [], [MAIN]]);
    expect(await moveAnonymousLetter(api.deps)).toBe('new-letter-id');
    expect(api.looks).toBe(3);
    expect(api.created).toEqual([
      {
        kind: 'cover_letter',
        title: 'Cover letter: Designer',
        template_id: '7',
        data: { ...letter, resumeId: MAIN.id },
      },
    ]);
    expect(hasAnonymousLetter()).toBe(false);
  });

  it('keeps the letter unlinked when the account has no resume after a while', async () => {
    anonymousLetter.write(letter, 0);
    const api = fakeApi([[]]);
    await moveAnonymousLetter(api.deps);
    expect(api.created[0]).toMatchObject({ template_id: '3', data: { resumeId: null } });
  });

  it('keeps the browser copy when the server does not take it', async () => {
    anonymousLetter.write(letter, 0);
    await expect(moveAnonymousLetter(fakeApi([[MAIN]], true).deps)).rejects.toThrow('offline');
    expect(anonymousLetter.read()?.value).toEqual(letter);
  });
});

describe('letter storage', () => {
  it('ignores what is not a valid letter', () => {
    localStorage.setItem(ANONYMOUS_LETTER_KEY, '{not json');
    expect(anonymousLetter.read()).toBeNull();
    localStorage.setItem(ANONYMOUS_LETTER_KEY, JSON.stringify({ letter: { tone: 'rude' } }));
    expect(anonymousLetter.read()).toBeNull();
  });

  it('keeps unsaved edits per user and letter with their base version', () => {
    userLetterEdits('u1', 'd1').write(letter, 4);
    expect(userLetterEdits('u1', 'd1').read()).toMatchObject({ value: letter, baseVersion: 4 });
    expect(userLetterEdits('u2', 'd1').read()).toBeNull();
    userLetterEdits('u1', 'd1').clear();
    expect(userLetterEdits('u1', 'd1').read()).toBeNull();
  });
});
