import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { PlacedReviewMark } from '#shared/cv-import/cv-review-marks.ts';
import { reviewKey } from '#shared/cv-import/cv-review-marks.ts';
import type { EducationEntry, ExperienceEntry } from '#shared/resume/resume.schema.ts';
import { ReviewMarksProvider } from '../state/review-marks.tsx';
import { TodayContext } from './date-fields.tsx';
import { EducationStep } from './education-step.tsx';
import { ExperienceStep } from './experience-step.tsx';

// Limits that catch a hang, not a slow machine: the form's validation settles in promises,
// and on a busy two-core machine a render of the whole form takes seconds.
configure({ asyncUtilTimeout: 30_000 });
const HANG = { timeout: 60_000 };

const job = (id: string, jobTitle: string, company = 'X'): ExperienceEntry => ({
  id,
  jobTitle,
  company,
  startMonth: '01',
  startYear: '2020',
  endMonth: '',
  endYear: '',
  isCurrentJob: false,
  description: '',
  tags: [],
});

/**
 * The experience step over a list held in state, as the builder holds it: a deleted entry
 * can be put back where it was with Undo.
 */
function Experience({ initial = [] }: { initial?: ExperienceEntry[] }) {
  const [entries, setEntries] = useState(initial);
  const [removed, setRemoved] = useState<{ entry: ExperienceEntry; index: number } | null>(null);
  return (
    <>
      {removed ? (
        <button
          type="button"
          onClick={() => {
            setEntries((list) => list.toSpliced(removed.index, 0, removed.entry));
            setRemoved(null);
          }}
        >
          Undo
        </button>
      ) : null}
      <ExperienceStep
        entries={entries}
        onAdd={(entry) => setEntries((list) => [...list, entry])}
        onUpdate={(entry) => setEntries((list) => list.map((e) => (e.id === entry.id ? entry : e)))}
        onDelete={(entry) => {
          setRemoved({ entry, index: entries.indexOf(entry) });
          setEntries((list) => list.filter((e) => e !== entry));
        }}
        onMove={(from, to) =>
          setEntries((list) => {
            const next = list.toSpliced(from, 1);
            return next.toSpliced(to, 0, list[from]!);
          })
        }
      />
    </>
  );
}

const form = () => screen.getByRole('form');
const textbox = (name: string) => within(form()).getByRole('textbox', { name });
const select = (name: string) => within(form()).getByRole('combobox', { name });
const titles = () =>
  within(screen.getByRole('list', { name: 'Work experience' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
const button = (name: string) => screen.getByRole('button', { name });

describe('EntryListStep', HANG, () => {
  it('adds an entry from the empty state through the form', async () => {
    render(<Experience />);
    expect(screen.getByText('No work experience added yet')).toBeTruthy();
    fireEvent.click(button('Add Work Experience'));

    expect(within(form()).getByRole('heading', { name: 'Add Experience' })).toBeTruthy();
    const submit = within(form()).getByRole('button', { name: 'Add Experience' });
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.change(textbox('Job Title'), { target: { value: 'Engineer' } });
    fireEvent.change(textbox('Company'), { target: { value: 'Acme' } });
    fireEvent.change(select('Start Month'), { target: { value: '03' } });
    fireEvent.change(select('Start Year'), { target: { value: '2020' } });
    fireEvent.click(within(form()).getByRole('checkbox', { name: 'I currently work here' }));
    expect(within(form()).queryByRole('combobox', { name: 'End Year' })).toBeNull();
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    fireEvent.click(submit);

    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    expect(titles()).toEqual(['Engineer']);
    expect(screen.getByText('Mar 2020 - Present')).toBeTruthy();
    expect(screen.getByText('Current')).toBeTruthy();
    // Back from the form, focus is on the add button.
    expect(document.activeElement).toBe(button('Add Experience'));
  });

  it('edits an entry in place, and Cancel leaves it as it was', async () => {
    render(<Experience initial={[job('1', 'First', 'A'), job('2', 'Second', 'B')]} />);
    fireEvent.click(button('Edit Second at B'));
    expect(within(form()).getByRole('heading', { name: 'Edit Experience' })).toBeTruthy();
    expect(textbox('Job Title')).toHaveProperty('value', 'Second');
    fireEvent.change(textbox('Job Title'), { target: { value: 'Renamed' } });
    fireEvent.click(within(form()).getByRole('button', { name: 'Update Experience' }));
    await waitFor(() => expect(titles()).toEqual(['First', 'Renamed']));

    fireEvent.click(button('Edit First at A'));
    fireEvent.change(textbox('Job Title'), { target: { value: 'Changed my mind' } });
    fireEvent.click(within(form()).getByRole('button', { name: 'Cancel' }));
    expect(titles()).toEqual(['First', 'Renamed']);
  });

  it('removes an entry, and the builder can put it back in its place', () => {
    render(<Experience initial={[job('1', 'A'), job('2', 'B'), job('3', 'C')]} />);
    fireEvent.click(button('Delete B at X'));
    expect(titles()).toEqual(['A', 'C']);
    fireEvent.click(button('Undo'));
    expect(titles()).toEqual(['A', 'B', 'C']);
  });

  it('reorders with the arrow keys on the handle and announces the move', () => {
    render(<Experience initial={[job('1', 'A'), job('2', 'B'), job('3', 'C')]} />);
    const handle = button('Drag to reorder C at X');
    fireEvent.keyDown(handle, { key: 'ArrowUp' });
    expect(titles()).toEqual(['A', 'C', 'B']);
    expect(screen.getByText('Moved C at X to position 2 of 3.')).toBeTruthy();
    fireEvent.keyDown(button('Drag to reorder C at X'), { key: 'ArrowUp' });
    expect(titles()).toEqual(['C', 'A', 'B']);
    expect(button('Move C at X up')).toHaveProperty('disabled', true);
    fireEvent.click(button('Move A at X down'));
    expect(titles()).toEqual(['C', 'B', 'A']);
  });

  it('shows the messages of missing required fields and of a bad end date', async () => {
    render(<Experience />);
    fireEvent.click(button('Add Work Experience'));
    expect(textbox('Job Title').getAttribute('aria-required')).toBe('true');
    // Sent without the required fields (the disabled button is not the only way to send).
    fireEvent.submit(form());
    expect(await screen.findByText('Job title is required.')).toBeTruthy();
    expect(screen.getByText('Company is required.')).toBeTruthy();
    expect(screen.getByText('Choose a start month.')).toBeTruthy();
    expect(textbox('Job Title').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(select('Start Month'), { target: { value: '06' } });
    fireEvent.change(select('Start Year'), { target: { value: '2020' } });
    fireEvent.change(select('End Year'), { target: { value: '2019' } });
    expect(await screen.findByText('End date cannot be before start date.')).toBeTruthy();
  });

  it('shows review marks on the card of a marked entry and on the marked field', () => {
    const target = { section: 'education' as const, entry: '1', field: 'school' };
    const marks: PlacedReviewMark[] = [
      { key: reviewKey(target), target, reason: 'Could be a faculty.', line: 'MIT', value: 'MIT' },
    ];
    const school: EducationEntry = {
      id: '1',
      school: 'MIT',
      degree: 'BSc',
      fieldOfStudy: '',
      location: '',
      startMonth: '09',
      startYear: '2015',
      endMonth: '06',
      endYear: '2019',
      isCurrent: false,
      description: '',
    };
    render(
      <ReviewMarksProvider value={{ marks, dismiss: () => {} }}>
        <EducationStep
          entries={[school]}
          onAdd={() => {}}
          onUpdate={() => {}}
          onDelete={() => {}}
          onMove={() => {}}
        />
      </ReviewMarksProvider>,
    );
    const card = screen.getByRole('article');
    expect(within(card).getByText('Check this')).toBeTruthy();
    expect(within(card).getByText('Could be a faculty.')).toBeTruthy();

    fireEvent.click(button('Edit BSc at MIT'));
    expect(textbox('School').getAttribute('aria-describedby')).toMatch(/review/);
    expect(textbox('Degree').getAttribute('aria-describedby')).toBeNull();
  });

  it('education: the year pickers reach 8 years ahead, a current degree takes its expected year', async () => {
    const today = () => new Date(2026, 5, 1);
    render(
      <TodayContext value={today}>
        <EducationStep
          entries={[]}
          onAdd={() => {}}
          onUpdate={() => {}}
          onDelete={() => {}}
          onMove={() => {}}
        />
        <Experience />
      </TodayContext>,
    );
    fireEvent.click(button('Add Your Education'));
    const years = (name: string) =>
      within(select(name))
        .getAllByRole('option')
        .map((o) => o.textContent);
    const start = years('Start Year');
    expect([start[1], start.at(-1)]).toEqual(['2034', '1977']);
    expect(within(form()).queryByRole('combobox', { name: 'Expected Graduation Year' })).toBeNull();
    fireEvent.click(within(form()).getByRole('checkbox', { name: 'I currently study here' }));
    expect(within(form()).queryByRole('combobox', { name: 'End Year' })).toBeNull();
    expect(years('Expected Graduation Year')[1]).toBe('2034');
    fireEvent.change(select('Start Year'), { target: { value: '2024' } });
    fireEvent.change(select('Expected Graduation Year'), { target: { value: '2023' } });
    expect(await screen.findByText('End date cannot be before start date.')).toBeTruthy();

    // Jobs have no future years.
    fireEvent.click(within(form()).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(button('Add Work Experience'));
    expect(years('Start Year')[1]).toBe('2026');
  });

  it('education cards: an expected graduation year reads Expected, without one Present', () => {
    const degree = (id: string, endYear: string): EducationEntry => ({
      id,
      school: `School ${id}`,
      degree: `Degree ${id}`,
      fieldOfStudy: '',
      location: '',
      startMonth: '09',
      startYear: '2023',
      endMonth: '',
      endYear,
      isCurrent: true,
      description: '',
    });
    render(
      <EducationStep
        entries={[degree('1', '2027'), degree('2', '')]}
        onAdd={() => {}}
        onUpdate={() => {}}
        onDelete={() => {}}
        onMove={() => {}}
      />,
    );
    expect(screen.getByText('Sep 2023 - Expected 2027')).toBeTruthy();
    expect(screen.getByText('Sep 2023 - Present')).toBeTruthy();
  });
});
