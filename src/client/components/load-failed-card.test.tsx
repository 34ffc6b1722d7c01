import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoadFailedCard } from './load-failed-card.tsx';

describe('LoadFailedCard', () => {
  it("says what failed and the server's reason as an alert, and reads again on Try again", () => {
    const retry = vi.fn();
    render(
      <LoadFailedCard
        title="Your documents could not be loaded."
        error={new Error('The server is busy.')}
        onRetry={retry}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Your documents could not be loaded.');
    expect(alert.textContent).toContain('The server is busy.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('waits while a retry runs, and offers none without one', () => {
    const { rerender } = render(
      <LoadFailedCard title="x" error={null} onRetry={() => undefined} retrying />,
    );
    expect(screen.getByRole('button', { name: 'Try again' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('alert').textContent).toContain('Please try again.');
    rerender(<LoadFailedCard title="This application could not be loaded." error={null} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
