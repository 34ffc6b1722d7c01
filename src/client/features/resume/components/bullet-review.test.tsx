import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BULLET_REVIEW_DELAY_MS, BulletReview } from './bullet-review.tsx';

/** A description field with the review under it, as the experience form has it. */
function Harness({ language = 'en', current = false }: { language?: string; current?: boolean }) {
  const [description, setDescription] = useState('');
  return (
    <>
      <label>
        Description
        <textarea value={description} onChange={(e) => setDescription(e.target.value)} />
      </label>
      <BulletReview description={description} isCurrentJob={current} language={language} />
    </>
  );
}

const type = (text: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), {
    target: { value: text },
  });
const settle = () => act(() => vi.advanceTimersByTimeAsync(BULLET_REVIEW_DELAY_MS));
const suggestions = () => screen.queryByRole('list', { name: 'Bullet suggestions' });

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('BulletReview', () => {
  it('shows the findings after a pause in typing, not on every key', async () => {
    render(<Harness />);
    type('- I was responsible for');
    await act(() => vi.advanceTimersByTimeAsync(BULLET_REVIEW_DELAY_MS - 1));
    expect(suggestions()).toBeNull();
    type('- I was responsible for the website.');
    await act(() => vi.advanceTimersByTimeAsync(BULLET_REVIEW_DELAY_MS - 1));
    expect(suggestions()).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
    await act(() => vi.advanceTimersByTimeAsync(1));
    const items = within(suggestions()!).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Bullet 1 · First person',
      'Bullet 1 · Weak opening',
      'Bullet 1 · No result',
    ]);
    expect(items[1]?.textContent).toContain(
      '‘responsible for’ says what the job was, not what you did.',
    );
    expect(screen.getByRole('status').textContent).toContain('3 suggestions for these bullets.');
  });

  it('shows nothing for a strong, quantified bullet', async () => {
    render(<Harness />);
    type('- Cut cloud costs by 35% by rightsizing 120 instances.');
    await settle();
    expect(suggestions()).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('keeps a dismissed finding dismissed for that bullet text, and brings it back when the text changes', async () => {
    const { unmount } = render(<Harness />);
    type('- Worked on the website.');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss ‘Weak opening’ for bullet 1' }));
    expect(
      screen.queryByRole('button', { name: 'Dismiss ‘Weak opening’ for bullet 1' }),
    ).toBeNull();
    expect(screen.getByRole('button', { name: 'Dismiss ‘No result’ for bullet 1' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('1 suggestion for these bullets.');

    // The form opened again in this session: still dismissed.
    unmount();
    render(<Harness />);
    type('- Worked on the website.');
    await settle();
    expect(
      screen.queryByRole('button', { name: 'Dismiss ‘Weak opening’ for bullet 1' }),
    ).toBeNull();

    // Another bullet text is another finding.
    type('- Worked on the web shop.');
    await settle();
    expect(
      screen.getByRole('button', { name: 'Dismiss ‘Weak opening’ for bullet 1' }),
    ).toBeTruthy();
  });

  it('checks the tense against the current-job switch', async () => {
    const { rerender } = render(<Harness />);
    type('- Manage 5 people, cutting churn by 10%.');
    await settle();
    expect(screen.getByRole('button', { name: 'Dismiss ‘Tense’ for bullet 1' })).toBeTruthy();
    rerender(<Harness current />);
    expect(suggestions()).toBeNull();
  });

  it('says that only length and repeated openings are checked for a resume not in English', async () => {
    render(<Harness language="de" />);
    type('- Ich war verantwortlich für die Website.');
    await settle();
    expect(suggestions()).toBeNull();
    expect(screen.getByText(/read English only/)).toBeTruthy();
  });
});
