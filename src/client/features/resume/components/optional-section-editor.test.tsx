import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyResume, type ResumeData } from '#shared/resume/resume.schema.ts';
import type { NoticeAction } from '../../../lib/notify.ts';
import { reviewKey, type PlacedReviewMark } from '#shared/cv-import/cv-review-marks.ts';
import { ReviewMarksProvider } from '../state/review-marks.tsx';
import OptionalSectionEditor from './optional-section-editor.tsx';

// The notices are the builder's seam for Undo: the test keeps the last action to press it.
const notices = vi.hoisted(() => ({
  shown: [] as { title: string; text?: string; action?: NoticeAction }[],
}));
vi.mock('../../../lib/notify.ts', () => {
  const show = (title: string, text?: string, action?: NoticeAction) =>
    void notices.shown.push({ title, text, action });
  return { notify: { info: show, success: show, error: show, warning: show } };
});
afterEach(() => {
  notices.shown = [];
});

// Limits that catch a hang, not a slow machine (a busy two-core machine renders forms slowly).
configure({ asyncUtilTimeout: 30_000 });
const HANG = { timeout: 60_000 };

/** The editor over a document held in state, as the builder holds it. */
function Editor({
  id,
  initial = emptyResume(),
  onDeleteCustomSection = () => {},
}: {
  id: string;
  initial?: ResumeData;
  onDeleteCustomSection?: (sectionId: string) => void;
}) {
  const [data, setData] = useState(initial);
  // Every edit goes through editData, so the ref follows the state without a write here.
  const latest = useRef(initial);
  const deps = {
    editData: (recipe: (d: ResumeData) => ResumeData) => {
      latest.current = recipe(latest.current);
      setData(latest.current);
    },
    getData: () => latest.current,
    saveNow: null,
  };
  return (
    <OptionalSectionEditor
      id={id}
      data={data}
      deps={deps}
      onDeleteCustomSection={onDeleteCustomSection}
    />
  );
}

const button = (name: string) => screen.getByRole('button', { name });
const form = () => screen.getByRole('form');
const cardTitles = (list: string) =>
  within(screen.getByRole('list', { name: list }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

function lastNotice() {
  const notice = notices.shown.at(-1);
  if (!notice) throw new Error('No notice was shown.');
  return notice;
}

interface Case {
  id: string;
  heading: string;
  firstAdd: string;
  noun: string;
  list: string;
  /** The required fields: the first is renamed on edit. */
  fields: [label: string, value: string][];
  missing: string;
  deleted: string;
  /** The entry's name in the Edit and Delete buttons, from its first field's value. */
  name: (first: string) => string;
}

const CASES: Case[] = [
  {
    id: 'projects',
    heading: 'Projects',
    firstAdd: 'Add Your First Project',
    noun: 'Project',
    list: 'Projects',
    fields: [['Project Name', 'Ledger']],
    missing: 'Project name is required.',
    deleted: 'Project deleted',
    name: (first) => first,
  },
  {
    id: 'volunteering',
    heading: 'Volunteering',
    firstAdd: 'Add Volunteering',
    noun: 'Volunteering',
    list: 'Volunteering',
    fields: [
      ['Role', 'Mentor'],
      ['Organization', 'Code Club'],
    ],
    missing: 'Organization is required.',
    deleted: 'Volunteering deleted',
    name: (first) => `${first} at Code Club`,
  },
  {
    id: 'awards',
    heading: 'Awards',
    firstAdd: 'Add Your First Award',
    noun: 'Award',
    list: 'Awards',
    fields: [['Award Title', 'Royal Medal']],
    missing: 'Award title is required.',
    deleted: 'Award deleted',
    name: (first) => first,
  },
  {
    id: 'publications',
    heading: 'Publications',
    firstAdd: 'Add Your First Publication',
    noun: 'Publication',
    list: 'Publications',
    fields: [['Title', 'On graphs']],
    missing: 'Title is required.',
    deleted: 'Publication deleted',
    name: (first) => first,
  },
  {
    id: 'references',
    heading: 'References',
    firstAdd: 'Add Your First Reference',
    noun: 'Reference',
    list: 'References',
    fields: [['Name', 'Grace Hopper']],
    missing: 'Name is required.',
    deleted: 'Reference deleted',
    name: (first) => first,
  },
];

describe('the optional sections’ editors', HANG, () => {
  for (const c of CASES) {
    it(`${c.id}: adds, refuses a missing field, edits, deletes with Undo`, async () => {
      render(<Editor id={c.id} />);
      expect(screen.getByRole('heading', { level: 2, name: c.heading })).toBeTruthy();
      fireEvent.click(button(c.firstAdd));
      fireEvent.submit(form());
      expect(await screen.findByText(c.missing)).toBeTruthy();

      for (const [label, value] of c.fields) {
        fireEvent.change(within(form()).getByRole('textbox', { name: label }), {
          target: { value },
        });
      }
      const submit = within(form()).getByRole('button', { name: `Add ${c.noun}` });
      await waitFor(() => expect(submit).toHaveProperty('disabled', false));
      fireEvent.click(submit);
      const [first, value] = c.fields[0]!;
      await waitFor(() => expect(cardTitles(c.list)).toEqual([value]));

      fireEvent.click(button(`Edit ${c.name(value)}`));
      fireEvent.change(within(form()).getByRole('textbox', { name: first }), {
        target: { value: 'Renamed' },
      });
      fireEvent.click(within(form()).getByRole('button', { name: `Update ${c.noun}` }));
      await waitFor(() => expect(cardTitles(c.list)).toEqual(['Renamed']));

      fireEvent.click(button(`Delete ${c.name('Renamed')}`));
      expect(screen.queryByRole('list', { name: c.list })).toBeNull();
      expect(lastNotice()).toMatchObject({
        title: c.deleted,
        text: `${c.name('Renamed')} was removed.`,
      });
      act(() => lastNotice().action?.onClick());
      expect(cardTitles(c.list)).toEqual(['Renamed']);
    });
  }

  it('projects: the address must be http or https; the card shows it as text', async () => {
    render(<Editor id="projects" />);
    fireEvent.click(button('Add Your First Project'));
    fireEvent.change(within(form()).getByRole('textbox', { name: 'Project Name' }), {
      target: { value: 'Ledger' },
    });
    const url = within(form()).getByRole('textbox', { name: 'Project URL' });
    fireEvent.change(url, { target: { value: 'javascript:alert(1)' } });
    fireEvent.submit(form());
    expect(
      await screen.findByText('Enter a web address starting with http:// or https://'),
    ).toBeTruthy();
    fireEvent.change(url, { target: { value: 'https://example.com/ledger' } });
    fireEvent.submit(form());
    await waitFor(() => expect(cardTitles('Projects')).toEqual(['Ledger']));
    expect(screen.getByText('https://example.com/ledger').closest('a')).toBeNull();
  });

  it('awards: Sort by date puts the newest first, and Undo puts the order back', () => {
    const award = (id: string, title: string, year: string) => ({
      id,
      title,
      issuer: '',
      year,
      description: '',
    });
    const initial = {
      ...emptyResume(),
      awards: [award('1', 'Old', '2010'), award('2', 'Undated', ''), award('3', 'New', '2022')],
    };
    render(<Editor id="awards" initial={initial} />);
    fireEvent.click(button('Sort by date'));
    expect(cardTitles('Awards')).toEqual(['New', 'Old', 'Undated']);
    expect(lastNotice().title).toBe('Sorted by date');
    act(() => lastNotice().action?.onClick());
    expect(cardTitles('Awards')).toEqual(['Old', 'Undated', 'New']);
    fireEvent.click(button('Sort by date'));
    fireEvent.click(button('Sort by date'));
    expect(lastNotice().title).toBe('Already sorted by date');
  });

  it('interests: tags by the tag rules', () => {
    render(<Editor id="interests" />);
    const field = screen.getByRole('textbox', { name: 'Interests' });
    fireEvent.change(field, { target: { value: ' Chess ' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    fireEvent.change(field, { target: { value: 'chess' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(screen.getByText('That interest is already in your list.')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Interests' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Chess']);
    fireEvent.click(button('Remove Chess'));
    expect(screen.queryByRole('list', { name: 'Interests' })).toBeNull();
  });

  it('a custom section: renamed in place, entries with a free-text date, deleted whole', async () => {
    const onDelete = vi.fn();
    const initial = {
      ...emptyResume(),
      customSections: [{ id: 's1', title: '', entries: [] }],
    };
    render(<Editor id="custom:s1" initial={initial} onDeleteCustomSection={onDelete} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Additional Information' })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Section Title' }), {
      target: { value: 'Talks' },
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Talks' })).toBeTruthy();

    fireEvent.click(button('Add Your First Entry'));
    fireEvent.submit(form());
    expect(await screen.findByText('Title is required.')).toBeTruthy();
    fireEvent.change(within(form()).getByRole('textbox', { name: 'Title' }), {
      target: { value: 'Keynote' },
    });
    fireEvent.change(within(form()).getByRole('textbox', { name: 'Date' }), {
      target: { value: 'Spring 2024' },
    });
    fireEvent.submit(form());
    await waitFor(() => expect(cardTitles('Entries of Talks')).toEqual(['Keynote']));
    expect(screen.getByText('Spring 2024')).toBeTruthy();

    fireEvent.click(button('Delete Section'));
    expect(onDelete).toHaveBeenCalledWith('s1');
  });

  it('an imported project shows its review mark on the card', () => {
    const target = { section: 'projects' as const, entry: 'p1', field: 'name' };
    const marks: PlacedReviewMark[] = [
      {
        key: reviewKey(target),
        target,
        reason: 'Read from a heading.',
        line: 'Ledger',
        value: 'Ledger',
      },
    ];
    const initial: ResumeData = {
      ...emptyResume(),
      projects: [
        {
          id: 'p1',
          name: 'Ledger',
          role: '',
          url: '',
          startMonth: '',
          startYear: '',
          endMonth: '',
          endYear: '',
          isCurrent: false,
          description: '',
          tags: [],
        },
      ],
    };
    render(
      <ReviewMarksProvider value={{ marks, dismiss: () => {} }}>
        <Editor id="projects" initial={initial} />
      </ReviewMarksProvider>,
    );
    expect(within(screen.getByRole('article')).getByText('Read from a heading.')).toBeTruthy();
  });

  // Interests and the person's own sections show an import's marks with the one mark box
  // the other sections use: 'Check this', the reason, the CV's line and Dismiss.
  const mark = (target: PlacedReviewMark['target'], value: string): PlacedReviewMark => ({
    key: reviewKey(target),
    target,
    reason: 'This looks like a heading, not an interest',
    line: 'OUTSIDE WORK',
    value,
  });

  it.each([
    {
      case: 'an imported interest shows its review mark',
      id: 'interests',
      marks: [mark({ section: 'interests', entry: 'Outside Work' }, '"Outside Work"')],
      name: 'Outside Work',
    },
    {
      case: "a section of the person's own shows its review mark, its heading's too",
      id: 'custom:s1',
      marks: [
        mark({ section: 'custom', entry: 's1', field: 'title' }, '"Talks"'),
        mark({ section: 'custom', entry: 'elsewhere' }, '"Talks"'),
      ],
      name: 'Talks',
    },
  ])('$case', ({ id, marks, name }) => {
    const dismiss = vi.fn();
    const initial: ResumeData = {
      ...emptyResume(),
      interests: ['Sailing', 'Outside Work'],
      customSections: [{ id: 's1', title: 'Talks', entries: [] }],
    };
    render(
      <ReviewMarksProvider value={{ marks, dismiss }}>
        <Editor id={id} initial={initial} />
      </ReviewMarksProvider>,
    );
    // One box: the mark on another section's id shows nowhere here.
    const box = screen.getByText('Check this').closest('[data-review-mark]') as HTMLElement;
    expect(screen.getAllByText('Check this')).toHaveLength(1);
    expect(within(box).getByText(/This looks like a heading, not an interest/)).toBeTruthy();
    expect(within(box).getByText('From your CV: “OUTSIDE WORK”')).toBeTruthy();
    fireEvent.click(within(box).getByRole('button', { name: `Dismiss the check of ${name}` }));
    expect(dismiss).toHaveBeenCalledWith([marks[0]!.key]);
  });
});
