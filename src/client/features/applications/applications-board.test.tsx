import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import {
  APPLICATION_STATUSES,
  type Application,
  type ApplicationStatus,
} from '#shared/applications/applications.schema.ts';
import { anApplication } from './application.test-support.ts';
import { ApplicationsBoard } from './applications-board.tsx';

function app(id: string, status: ApplicationStatus, title: string, company: string): Application {
  return anApplication(id, {
    status,
    job: { title, company },
    next_step: 'Phone screen',
    next_step_at: id === 'a' ? '2026-12-05T09:00:00.000Z' : null,
  });
}

const APPS = [
  { ...app('a', 'saved', 'Data Engineer', 'Globex'), match: { score: 72, at: '', stale: false } },
  { ...app('b', 'applied', 'Analyst', 'Initech'), match: { score: 41, at: '', stale: true } },
  app('c', 'withdrawn', 'Tester', 'Acme'),
];

function renderBoard(onMove = vi.fn(), applications: readonly Application[] = APPS) {
  render(
    <MemoryRouter initialEntries={['/applications']}>
      <Routes>
        <Route
          path="/applications"
          element={<ApplicationsBoard applications={applications} onMove={onMove} />}
        />
        <Route path="/applications/:id" element={<p>The application page</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return onMove;
}

const moveButton = (name: string) => screen.getByRole('button', { name: `Move ${name} to` });
const menu = () => screen.getByRole('menu');
const focusedItem = () => (document.activeElement as HTMLElement).textContent;

const column = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });

describe('ApplicationsBoard', () => {
  it('has one column per status, in order, each with its cards and count', () => {
    renderBoard();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toHaveLength(APPLICATION_STATUSES.length);
    expect(headings[0]).toMatch(/^Saved 1 application$/);
    expect(headings[1]).toMatch(/^Applied 1 application$/);
    expect(headings[2]).toMatch(/^Screening 0 applications$/);
    const saved = within(column('Saved'));
    expect(saved.getByRole('link', { name: 'Globex' }).getAttribute('href')).toBe(
      '/applications/a',
    );
    expect(saved.getByText('Data Engineer')).toBeTruthy();
    expect(saved.getByText('72%')).toBeTruthy();
    expect(saved.getByText(/Phone screen/)).toBeTruthy();
    // The latest known score, stale or not, is the list's: no card reads anything to show it.
    expect(within(column('Applied')).getByText('41%').getAttribute('title')).toMatch(/changed/);
    // Never scored: a dash, not 0.
    expect(within(column('Withdrawn')).getByText('—')).toBeTruthy();
  });

  it('opens the application from its card in the app', () => {
    renderBoard();
    fireEvent.click(within(column('Saved')).getByRole('link', { name: 'Globex' }));
    expect(screen.getByText('The application page')).toBeTruthy();
  });

  it('moves a card with its Move to menu, says so and keeps focus on its button', () => {
    const onMove = renderBoard();
    // One menu for the board, drawn only when a card asks for it.
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.queryAllByRole('option')).toEqual([]);
    const button = moveButton('Data Engineer at Globex');
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(menu().id);
    expect(menu().getAttribute('aria-label')).toBe('Move Data Engineer at Globex to');
    const items = within(menu()).getAllByRole('menuitemradio');
    expect(items.map((i) => i.textContent)).toEqual(
      APPLICATION_STATUSES.map((s) => s[0]!.toUpperCase() + s.slice(1)),
    );
    // It opens on the card's status, as a select does.
    expect(items[0]!.getAttribute('aria-checked')).toBe('true');
    expect(focusedItem()).toBe('Saved');
    fireEvent.keyDown(menu(), { key: 'ArrowDown' });
    fireEvent.keyDown(menu(), { key: 'ArrowDown' });
    fireEvent.keyDown(menu(), { key: 'ArrowDown' });
    expect(focusedItem()).toBe('Interview');
    fireEvent.click(document.activeElement!);

    expect(onMove).toHaveBeenCalledWith(APPS[0], 'interview');
    expect(screen.getByText('Moved Data Engineer at Globex to Interview.')).toBeTruthy();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('opens the menu from the keyboard, goes by letter and round the ends, and closes on Escape', () => {
    const onMove = renderBoard();
    const button = moveButton('Analyst at Initech');
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    expect(focusedItem()).toBe('Withdrawn');
    fireEvent.keyDown(menu(), { key: 'ArrowDown' });
    expect(focusedItem()).toBe('Saved');
    fireEvent.keyDown(menu(), { key: 'End' });
    expect(focusedItem()).toBe('Withdrawn');
    fireEvent.keyDown(menu(), { key: 'o' });
    expect(focusedItem()).toBe('Offer');
    fireEvent.keyDown(menu(), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);

    // The card's own status closes the menu and moves nothing; so does a press elsewhere.
    fireEvent.click(button);
    fireEvent.click(within(menu()).getByRole('menuitemradio', { name: 'Applied' }));
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(button);
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(onMove).not.toHaveBeenCalled();
  });

  it('moves a card to the next or previous column with the arrow keys on its handle', () => {
    const onMove = renderBoard();
    const handle = screen.getByRole('button', {
      name: 'Drag Analyst at Initech to another column',
    });
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    expect(onMove).toHaveBeenLastCalledWith(APPS[1], 'screening');
    fireEvent.keyDown(handle, { key: 'ArrowLeft' });
    expect(onMove).toHaveBeenLastCalledWith(APPS[1], 'saved');
    // The last column has nowhere further right to go.
    fireEvent.keyDown(
      screen.getByRole('button', { name: 'Drag Tester at Acme to another column' }),
      { key: 'ArrowRight' },
    );
    expect(onMove).toHaveBeenCalledTimes(2);
  });

  it('mounts a screen of each column first, keeps the space of the rest, then mounts them all', async () => {
    const many = Array.from({ length: 60 }, (_, i) => app(`s${i}`, 'saved', `Role ${i}`, 'Globex'));
    renderBoard(vi.fn(), many);
    const saved = column('Saved');
    const first = within(saved).getAllByTestId('application-card').length;
    // More than a screen's height of cards, fewer than the column holds.
    expect(first).toBeGreaterThanOrEqual(Math.ceil(window.innerHeight / 96));
    const gap = saved.querySelector('[data-cards-pending]');
    expect(gap?.getAttribute('data-cards-pending')).toBe(String(60 - first));
    expect(gap?.getAttribute('aria-hidden')).toBe('true');
    // The count says what the column holds from the start.
    expect(within(saved).getByRole('heading', { level: 2 }).textContent).toMatch(/^Saved 60 /);
    await waitFor(() => expect(within(saved).getAllByTestId('application-card')).toHaveLength(60));
    expect(saved.querySelector('[data-cards-pending]')).toBeNull();
  });

  it('mounts first what fits below each column’s top, and nothing of a column beside the screen', async () => {
    // Saved starts 100 px above the screen's bottom; Applied begins past its right edge.
    const boxes: Partial<Record<string, Partial<DOMRect>>> = {
      saved: { top: window.innerHeight - 100, left: 0, right: 288 },
      applied: { top: 0, left: window.innerWidth, right: window.innerWidth + 288 },
    };
    const measure = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockImplementation(function (this: HTMLElement) {
        const box = boxes[this.dataset.column ?? ''] ?? {};
        return { top: 0, left: 0, right: 288, bottom: 0, width: 288, height: 0, ...box } as DOMRect;
      });
    try {
      const many = [
        ...Array.from({ length: 20 }, (_, i) => app(`s${i}`, 'saved', `Role ${i}`, 'Globex')),
        ...Array.from({ length: 20 }, (_, i) => app(`p${i}`, 'applied', `Role ${i}`, 'Initech')),
      ];
      renderBoard(vi.fn(), many);
      const saved = column('Saved');
      const applied = column('Applied');
      // 100 px show parts of two cards of at least 96 px, and one more is mounted.
      expect(within(saved).getAllByTestId('application-card')).toHaveLength(3);
      expect(within(applied).queryAllByTestId('application-card')).toHaveLength(0);
      expect(
        applied.querySelector('[data-cards-pending]')?.getAttribute('data-cards-pending'),
      ).toBe('20');
      await waitFor(() =>
        expect(within(applied).getAllByTestId('application-card')).toHaveLength(20),
      );
      expect(within(saved).getAllByTestId('application-card')).toHaveLength(20);
    } finally {
      measure.mockRestore();
    }
  });
});
