import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import {
  APPLICATION_STATUSES,
  type Application,
  type ApplicationStatus,
} from '#shared/applications/applications.schema.ts';
import { ApplicationsBoard } from './applications-board.tsx';

function app(id: string, status: ApplicationStatus, title: string, company: string): Application {
  return {
    id,
    status,
    job: { title, company, url: '', description: '', location: '' },
    notes: '',
    next_step: 'Phone screen',
    applied_at: null,
    next_step_at: id === 'a' ? '2026-12-05T09:00:00.000Z' : null,
    document_id: null,
    letter_id: null,
    history: [{ status, at: '2026-11-01T10:00:00.000Z' }],
    match: null,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
  };
}

const APPS = [
  app('a', 'saved', 'Data Engineer', 'Globex'),
  app('b', 'applied', 'Analyst', 'Initech'),
  app('c', 'withdrawn', 'Tester', 'Acme'),
];

function renderBoard(onMove = vi.fn()) {
  render(
    <MemoryRouter>
      <ApplicationsBoard applications={APPS} scores={new Map([['a', 72]])} onMove={onMove} />
    </MemoryRouter>,
  );
  return onMove;
}

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
    // No score read yet: a dash, not 0.
    expect(within(column('Applied')).getByText('—')).toBeTruthy();
  });

  it('moves a card with its Move to select and says so', () => {
    const onMove = renderBoard();
    fireEvent.change(screen.getByRole('combobox', { name: 'Move Data Engineer at Globex to' }), {
      target: { value: 'interview' },
    });
    expect(onMove).toHaveBeenCalledWith(APPS[0], 'interview');
    expect(screen.getByText('Moved Data Engineer at Globex to Interview.')).toBeTruthy();
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
});
