import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PASSKEY_NAME_MAX_LENGTH, PASSKEY_NOTICES } from '#shared/auth/passkey-notices.ts';
import { notify } from '../../../lib/notify.ts';
import { PasskeysCard } from './passkeys-card.tsx';

const LAPTOP = { id: 'pk-1', name: 'Work laptop', createdAt: '2026-03-04T10:00:00.000Z' };
const PHONE = { id: 'pk-2', name: null, createdAt: '2026-01-02T10:00:00.000Z' };

type Answer = Response | (() => Response);

/** Answers each call by `METHOD path` from `answers` (a list is used up one by one). */
function stubServer(answers: Record<string, Answer | Answer[]>) {
  const calls: Array<{ key: string; body: unknown }> = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${url}`;
    calls.push({ key, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[key];
    const next = Array.isArray(answer) ? answer.shift() : answer;
    if (!next) throw new Error(`no answer for ${key}`);
    return typeof next === 'function' ? next() : next.clone();
  });
  return calls;
}

const LIST = 'GET /api/auth/passkey/list-user-passkeys';
const UPDATE = 'POST /api/auth/passkey/update-passkey';
const DELETE = 'POST /api/auth/passkey/delete-passkey';

beforeAll(async () => {
  // Loaded on the first failed call; loaded here so no test waits for it.
  await import('../../../lib/api/failed-call.ts');
});

beforeEach(() => {
  vi.spyOn(notify, 'success').mockImplementation(() => {});
  vi.spyOn(notify, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PasskeysCard', () => {
  it('lists the passkeys in the order they were added, with the date; unnamed ones as Passkey', async () => {
    stubServer({ [LIST]: Response.json([LAPTOP, PHONE]) });
    render(<PasskeysCard />);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'PasskeyAdded Jan 2, 2026RenameRemove',
      'Work laptopAdded Mar 4, 2026RenameRemove',
    ]);
  });

  it('says when there are none, and that this browser cannot add one (no WebAuthn here)', async () => {
    stubServer({ [LIST]: Response.json([]) });
    render(<PasskeysCard />);
    expect(await screen.findByText('You have no passkeys yet.')).toBeTruthy();
    expect(screen.getByText('This browser cannot create passkeys here.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add a passkey' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('offers to try again when the list cannot be read', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubServer({
      [LIST]: [
        Response.json({ code: 'INTERNAL_SERVER_ERROR', message: 'x' }, { status: 500 }),
        Response.json([LAPTOP]),
      ],
    });
    render(<PasskeysCard />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your passkeys could not be loaded.');
    expect(error).toHaveBeenCalledWith('Could not list passkeys:', 'INTERNAL_SERVER_ERROR', 'x');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Work laptop')).toBeTruthy();
  });

  it('renames: the name is checked first, then sent trimmed, and the list read again', async () => {
    const calls = stubServer({
      [LIST]: [Response.json([LAPTOP]), Response.json([{ ...LAPTOP, name: 'Home laptop' }])],
      [UPDATE]: Response.json({ passkey: { ...LAPTOP, name: 'Home laptop' } }),
    });
    render(<PasskeysCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Rename Work laptop' }));
    const field = screen.getByRole('textbox', { name: 'Passkey name' }) as HTMLInputElement;
    expect(field.value).toBe('Work laptop');

    fireEvent.change(field, { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a name for the passkey.')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'x'.repeat(PASSKEY_NAME_MAX_LENGTH + 1) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PASSKEY_NOTICES.nameTooLong.text)).toBeTruthy();
    expect(calls.filter((c) => c.key === UPDATE)).toEqual([]);

    fireEvent.change(field, { target: { value: ' Home laptop ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Home laptop')).toBeTruthy();
    expect(calls.find((c) => c.key === UPDATE)?.body).toEqual({ id: 'pk-1', name: 'Home laptop' });
    expect(notify.success).toHaveBeenCalledWith('Success', 'Passkey renamed successfully!');
  });

  it('a failed rename keeps the form open and says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubServer({
      [LIST]: Response.json([LAPTOP]),
      [UPDATE]: Response.json({ code: 'INTERNAL_SERVER_ERROR', message: 'x' }, { status: 500 }),
    });
    render(<PasskeysCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Rename Work laptop' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Passkey name' }), {
      target: { value: 'Home laptop' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PASSKEY_NOTICES.renameFailed.text)).toBeTruthy();
    expect(notify.error).toHaveBeenCalledWith('Error', PASSKEY_NOTICES.renameFailed.text);
  });

  it('removes only after the confirmation; Cancel keeps it', async () => {
    const calls = stubServer({
      [LIST]: [Response.json([LAPTOP]), Response.json([])],
      [DELETE]: Response.json({ status: true }),
    });
    render(<PasskeysCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Work laptop' }));
    let dialog = screen.getByRole('dialog', { name: 'Remove this passkey?' });
    expect(dialog.textContent).toContain(
      'You will no longer be able to sign in with “Work laptop”.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.key === DELETE)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Work laptop' }));
    dialog = screen.getByRole('dialog', { name: 'Remove this passkey?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove passkey' }));
    expect(await screen.findByText('You have no passkeys yet.')).toBeTruthy();
    expect(calls.find((c) => c.key === DELETE)?.body).toEqual({ id: 'pk-1' });
    expect(notify.success).toHaveBeenCalledWith('Success', 'Passkey removed successfully!');
  });

  it('a failed removal keeps the passkey and says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubServer({
      [LIST]: Response.json([LAPTOP]),
      [DELETE]: Response.json({ code: 'INTERNAL_SERVER_ERROR', message: 'x' }, { status: 500 }),
    });
    render(<PasskeysCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Work laptop' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove passkey' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Error', PASSKEY_NOTICES.removeFailed.text),
    );
    expect(screen.getByRole('dialog', { name: 'Remove this passkey?' })).toBeTruthy();
    expect(screen.getByText('Work laptop')).toBeTruthy();
  });
});
