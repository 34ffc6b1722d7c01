import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../notify.ts';
import { localCopyStore } from './local-copy.ts';
import {
  SaveConflictError,
  startFromLocalCopy,
  type SaveDocument,
  type Saved,
} from './saved-document.ts';
import { SessionDialogs } from './session-dialogs.tsx';
import { useDocumentSession, type SessionTexts } from './use-document-session.ts';

interface Note {
  title: string;
}

const TEXTS: SessionTexts<Note> = {
  saved: 'Note saved',
  saveFailed: 'Failed to save the note',
  restored: { title: 'Unsaved changes restored', text: 'Kept in this browser.' },
  conflictTitle: 'Your note was changed somewhere else',
  describe: (note) => `Title: ${note.title || 'none'}`,
  offer: {
    title: 'Which note do you want to keep?',
    description: 'This browser holds another note.',
    copyLabel: 'Note from this browser',
    savedLabel: 'Saved note',
    keepCopy: 'Keep the browser note',
    keepSaved: 'Keep the saved note',
    moved: { title: 'Note moved to your account' },
  },
};

const same = (a: Note, b: Note) => a.title === b.title;
const slotFor = localCopyStore<Note>({
  toStored: (note) => ({ note }),
  fromStored: (stored) => {
    const note = stored.note as Partial<Note> | undefined;
    return typeof note?.title === 'string' ? { title: note.title } : null;
  },
});
const EDITS_KEY = 'test.note.user';
const ANONYMOUS_KEY = 'test.note.anonymous';

/** A saved note at `version`, as the server answers it. */
const saved = (title: string, version: number): Saved<Note> => ({
  value: { title },
  version,
  updatedAt: version > 0 ? '2026-01-02T10:00:00.000Z' : null,
});

/** A signed-in session of one note over `save`, started as the note's page starts it. */
function NoteEditor({
  start,
  save,
  offered = false,
}: {
  start: Saved<Note>;
  save: SaveDocument<Note>;
  offered?: boolean;
}) {
  const [begin] = useState(() => {
    const slot = slotFor(EDITS_KEY);
    return { slot, ...startFromLocalCopy(start, slot.read(), same) };
  });
  const anonymous = slotFor(ANONYMOUS_KEY);
  const copy = offered ? anonymous.read() : null;
  const session = useDocumentSession<Note>({
    start: begin.state,
    restored: begin.restored,
    same,
    save,
    localCopy: { slot: begin.slot, keeps: 'unsaved' },
    offer: copy ? { copy, discard: anonymous.clear } : undefined,
    texts: TEXTS,
  });
  return (
    <main>
      <label>
        Title
        <input
          value={session.current.title}
          onChange={(e) => {
            const title = e.target.value;
            session.edit((note) => ({ ...note, title }));
          }}
        />
      </label>
      <p data-testid="status">
        {session.saving ? 'Saving...' : session.dirty ? 'Unsaved changes' : 'All changes saved'}
      </p>
      <button
        type="button"
        onClick={() => void session.save()}
        disabled={!session.dirty || session.saving}
      >
        Save
      </button>
      <Link to="/elsewhere">Elsewhere</Link>
      <SessionDialogs session={session} />
    </main>
  );
}

function renderAt(editor: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={['/note']}>
      <Routes>
        <Route path="/note" element={editor} />
        <Route path="/elsewhere" element={<p>The other page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const status = () => screen.getByTestId('status').textContent;
const type = (title: string) =>
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: title } });

/** A save the test answers itself: each call waits until the test settles it. */
function pendingSaves() {
  const calls: {
    note: Note;
    version: number;
    answer: (version: number) => void;
    conflict: (current: Saved<Note>) => void;
  }[] = [];
  const save = vi.fn<SaveDocument<Note>>(
    (note, version) =>
      new Promise((resolve, reject) => {
        calls.push({
          note,
          version,
          answer: (next) => resolve({ version: next, updatedAt: '2026-01-03T09:00:00.000Z' }),
          conflict: (current) => reject(new SaveConflictError(current)),
        });
      }),
  );
  return { save, calls };
}

/** 'Mine' typed over version 1 and saved; the server answers 409 with 'Theirs' at version 2. */
async function conflictOnSave() {
  const { save, calls } = pendingSaves();
  renderAt(<NoteEditor start={saved('Base', 1)} save={save} />);
  type('Mine');
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(calls).toHaveLength(1));
  await act(async () => calls[0]!.conflict(saved('Theirs', 2)));
  const conflict = screen.getByRole('dialog', { name: 'Your note was changed somewhere else' });
  return { calls, conflict };
}

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(notify, 'success').mockImplementation(() => undefined);
  vi.spyOn(notify, 'info').mockImplementation(() => undefined);
  vi.spyOn(notify, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useDocumentSession', () => {
  it('keeps unsaved edits in this browser and restores them over the saved document, with their version', async () => {
    const first = pendingSaves();
    const view = renderAt(<NoteEditor start={saved('Saved title', 3)} save={first.save} />);
    expect(status()).toBe('All changes saved');
    type('Edited here');
    expect(status()).toBe('Unsaved changes');
    expect(slotFor(EDITS_KEY).read()).toMatchObject({
      value: { title: 'Edited here' },
      baseVersion: 3,
    });
    view.unmount();

    // The next visit: the document as saved (version 4 by now) with the edits laid over it.
    const second = pendingSaves();
    renderAt(<NoteEditor start={saved('Saved title', 4)} save={second.save} />);
    expect(screen.getByLabelText('Title')).toHaveProperty('value', 'Edited here');
    expect(status()).toBe('Unsaved changes');
    expect(notify.info).toHaveBeenCalledWith('Unsaved changes restored', 'Kept in this browser.');

    // Saved over the version the edits started from, so a save in between is not lost.
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(second.calls).toHaveLength(1));
    expect(second.calls[0]).toMatchObject({ note: { title: 'Edited here' }, version: 3 });
    await act(async () => second.calls[0]!.answer(5));
    expect(status()).toBe('All changes saved');
    expect(slotFor(EDITS_KEY).read()).toBeNull();
  });

  it('offers another local copy and keeps it when the person chooses it', async () => {
    slotFor(ANONYMOUS_KEY).write({ title: 'Written before signing in' }, 0);
    const { save, calls } = pendingSaves();
    renderAt(<NoteEditor start={saved('In the account', 2)} save={save} offered />);

    const choice = screen.getByRole('dialog', { name: 'Which note do you want to keep?' });
    expect(within(choice).getByText('Title: Written before signing in')).toBeTruthy();
    expect(within(choice).getByText('Title: In the account')).toBeTruthy();
    fireEvent.click(within(choice).getByRole('button', { name: 'Keep the browser note' }));

    expect(screen.getByLabelText('Title')).toHaveProperty('value', 'Written before signing in');
    expect(slotFor(ANONYMOUS_KEY).read()).toBeNull();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ note: { title: 'Written before signing in' }, version: 2 });
    await act(async () => calls[0]!.answer(3));
    expect(notify.success).toHaveBeenCalledWith('Note moved to your account', undefined);
  });

  it('saves with the version and shows the saving status until the answer', async () => {
    const { save, calls } = pendingSaves();
    renderAt(<NoteEditor start={saved('One', 7)} save={save} />);
    type('Two');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ note: { title: 'Two' }, version: 7 });
    expect(status()).toBe('Saving...');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);

    // Typed while the save runs: still unsaved once it is done.
    type('Three');
    await act(async () => calls[0]!.answer(8));
    expect(status()).toBe('Unsaved changes');
    expect(notify.success).toHaveBeenCalledWith('Note saved', undefined);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toMatchObject({ note: { title: 'Three' }, version: 8 });
  });

  it('asks on a 409 instead of overwriting: keep mine saves over the new version', async () => {
    const { calls, conflict } = await conflictOnSave();
    expect(within(conflict).getByText('Title: Mine')).toBeTruthy();
    expect(within(conflict).getByText('Title: Theirs')).toBeTruthy();
    expect(notify.error).not.toHaveBeenCalled();

    fireEvent.click(within(conflict).getByRole('button', { name: 'Keep mine and overwrite' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toMatchObject({ note: { title: 'Mine' }, version: 2 });
    await act(async () => calls[1]!.answer(3));
    expect(status()).toBe('All changes saved');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks on a 409 instead of overwriting: load the saved one takes theirs', async () => {
    const { calls, conflict } = await conflictOnSave();
    fireEvent.click(within(conflict).getByRole('button', { name: 'Load the saved one' }));
    expect(screen.getByLabelText('Title')).toHaveProperty('value', 'Theirs');
    expect(status()).toBe('All changes saved');
    expect(calls).toHaveLength(1);
  });

  it('asks before an in-app link leaves unsaved changes, and lets the person stay or leave', () => {
    const { save } = pendingSaves();
    renderAt(<NoteEditor start={saved('Base', 1)} save={save} />);

    type('Edited');
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const leave = screen.getByRole('dialog', { name: 'Leave without saving?' });
    fireEvent.click(within(leave).getByRole('button', { name: 'Stay on this page' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('Title')).toHaveProperty('value', 'Edited');

    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    expect(screen.getByText('The other page')).toBeTruthy();
  });

  it('lets a link go without asking when everything is saved, and asks the browser before closing the tab only while unsaved', () => {
    const { save } = pendingSaves();
    renderAt(<NoteEditor start={saved('Base', 1)} save={save} />);
    const closing = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(closing()).toBe(false);
    type('Edited');
    expect(closing()).toBe(true);
    type('Base');
    expect(closing()).toBe(false);

    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('The other page')).toBeTruthy();
  });
});
