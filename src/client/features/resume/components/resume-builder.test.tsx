import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { emptyResume, type ResumeData } from '#shared/resume/resume.schema.ts';
import { ResumeBuilder } from './resume-builder.tsx';

vi.mock('../../../lib/notify.ts', () => {
  const show = () => {};
  return { notify: { info: show, success: show, error: show, warning: show } };
});

// Limits that catch a hang, not a slow machine (the whole builder renders on a busy machine).
configure({ asyncUtilTimeout: 30_000 });

function renderBuilder(data: ResumeData) {
  const initial = {
    current: { data, templateId: null },
    saved: { value: { data: emptyResume(), templateId: null }, version: 0, updatedAt: null },
  };
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ResumeBuilder session={{ mode: 'anonymous' }} initial={initial} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const more = () => screen.getByRole('navigation', { name: 'More sections' });
const moreEntries = () =>
  within(more())
    .getAllByRole('button')
    .map((b) => b.textContent);
const steps = () => screen.getByRole('navigation', { name: 'Resume steps' });

const withProject: ResumeData = {
  ...emptyResume(),
  projects: [
    {
      id: 'p1',
      name: 'Ledger',
      role: '',
      url: '',
      startMonth: '',
      startYear: '2024',
      endMonth: '',
      endYear: '2027',
      isCurrent: true,
      description: '',
      tags: [],
    },
  ],
  customSections: [{ id: 'c1', title: 'Talks', entries: [] }],
};

describe('the builder’s More sections', { timeout: 60_000 }, () => {
  it('lists the sections with content and the panels; opening one focuses its editor, without Previous and Next', async () => {
    renderBuilder(withProject);
    expect(moreEntries()).toEqual(['Projects', 'Talks', 'Sections', 'Look']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();

    fireEvent.click(within(more()).getByRole('button', { name: 'Projects' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Projects' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(
      within(more()).getByRole('button', { name: 'Projects' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(within(steps()).queryByRole('button', { current: 'step' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull();

    // Its last entry deleted, the section stays listed (and open).
    fireEvent.click(screen.getByRole('button', { name: 'Delete Ledger' }));
    expect(screen.getByText('No projects added yet')).toBeTruthy();
    expect(moreEntries()).toEqual(['Projects', 'Talks', 'Sections', 'Look']);

    // The Look panel opens in the card, its heading focused.
    fireEvent.click(within(more()).getByRole('button', { name: 'Look' }));
    const look = await screen.findByRole('heading', { level: 2, name: 'Look' });
    await waitFor(() => expect(document.activeElement).toBe(look));

    // Back to a step: its heading has focus, Previous and Next are back.
    fireEvent.click(within(steps()).getByRole('button', { name: /Education/ }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Education' })),
    );
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
  });

  it('adds and removes sections through the Sections panel', async () => {
    renderBuilder(emptyResume());
    expect(moreEntries()).toEqual(['Sections', 'Look']);
    fireEvent.click(within(more()).getByRole('button', { name: 'Sections' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add Awards' }));
    expect(moreEntries()).toEqual(['Awards', 'Sections', 'Look']);
    fireEvent.click(screen.getByRole('button', { name: 'Add Custom section' }));
    expect(moreEntries()).toEqual(['Awards', 'Additional Information', 'Sections', 'Look']);

    fireEvent.click(within(more()).getByRole('button', { name: 'Awards' }));
    expect(await screen.findByText('No awards added yet')).toBeTruthy();
    fireEvent.click(within(more()).getByRole('button', { name: 'Sections' }));
    fireEvent.click(await screen.findByRole('button', { name: /^Remove Awards/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove section' }));
    await waitFor(() =>
      expect(moreEntries()).toEqual(['Additional Information', 'Sections', 'Look']),
    );
  });

  it('experience: Sort by date puts the current job first, then the latest end', () => {
    const job = (id: string, jobTitle: string, endYear: string, current = false) => ({
      id,
      jobTitle,
      company: 'Acme',
      startMonth: '01',
      startYear: '2010',
      endMonth: '',
      endYear,
      isCurrentJob: current,
      description: '',
      tags: [],
    });
    renderBuilder({
      ...emptyResume(),
      experience: [job('1', 'Old', '2012'), job('2', 'Now', '', true), job('3', 'Recent', '2020')],
    });
    fireEvent.click(within(steps()).getByRole('button', { name: /Experience/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Sort by date' }));
    expect(
      within(screen.getByRole('list', { name: 'Work experience' }))
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Now', 'Recent', 'Old']);
  });
});
