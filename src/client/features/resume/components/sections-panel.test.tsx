import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { emptyResume, type ResumeData } from '#shared/resume/resume.schema.ts';
import { SectionsPanel } from './sections-panel.tsx';

/**
 * The panel over a document held in state, as the builder holds it, with `present` kept the
 * simple way: an added section is present, a removed one is gone with its entries.
 */
function Harness({
  initial,
  initialPresent = [],
  onSnapshot,
  onOpen = () => {},
}: {
  initial: ResumeData;
  initialPresent?: string[];
  onSnapshot: (data: ResumeData, present: string[]) => void;
  onOpen?: (id: string) => void;
}) {
  const [data, setData] = useState(initial);
  const [present, setPresent] = useState(initialPresent);
  onSnapshot(data, present);
  return (
    <SectionsPanel
      data={data}
      onEdit={(recipe) => setData((d) => recipe(d))}
      present={present}
      onAdd={(id) => setPresent((p) => [...p, id])}
      onRemove={(id) => {
        setPresent((p) => p.filter((x) => x !== id));
        if (id === 'projects') setData((d) => ({ ...d, projects: [] }));
      }}
      onOpen={onOpen}
    />
  );
}

function setup(initial: ResumeData = emptyResume(), present: string[] = []) {
  const state: { data: ResumeData; present: string[] } = { data: initial, present };
  const onOpen = vi.fn();
  render(
    <Harness
      initial={initial}
      initialPresent={present}
      onOpen={onOpen}
      onSnapshot={(data, p) => {
        state.data = data;
        state.present = p;
      }}
    />,
  );
  return { state, onOpen };
}

const list = () => screen.getByRole('list', { name: 'Resume sections' });
const rows = () => within(list()).getAllByRole('listitem');
const button = (name: string) => screen.getByRole('button', { name });

describe('SectionsPanel', () => {
  it('lists the core sections and the present optional ones in print order', () => {
    setup(emptyResume(), ['projects']);
    expect(rows().map((r) => r.textContent)).toEqual([
      expect.stringContaining('Summary'),
      expect.stringContaining('Experience'),
      expect.stringContaining('Education'),
      expect.stringContaining('Skills'),
      expect.stringContaining('Languages'),
      expect.stringContaining('Certifications'),
      expect.stringContaining('Projects'),
    ]);
    // Core sections cannot be removed; optional ones can.
    expect(screen.queryByRole('button', { name: 'Remove Summary' })).toBeNull();
    expect(button('Remove Projects')).toBeTruthy();
  });

  it("names sections with the headings of the resume's language", () => {
    setup({ ...emptyResume(), language: 'de' });
    expect(rows()[1]!.textContent).toContain('Berufserfahrung');
  });

  it('moves a section with the keyboard and writes layout.section_order', () => {
    const { state } = setup(emptyResume(), ['projects']);
    fireEvent.keyDown(button('Drag to reorder Projects'), { key: 'ArrowUp' });
    expect(state.data.layout.section_order.slice(0, 7)).toEqual([
      'summary',
      'experience',
      'education',
      'skills',
      'languages',
      'projects',
      'certifications',
    ]);
    expect(screen.getByText('Moved Projects to position 6 of 7.')).toBeTruthy();
    fireEvent.click(button('Move Summary down'));
    expect(state.data.layout.section_order.slice(0, 2)).toEqual(['experience', 'summary']);
    // Sections not listed (optional ones not added) keep their places after the listed ones.
    expect(state.data.layout.section_order.slice(7)).toEqual([
      'volunteering',
      'awards',
      'publications',
      'references',
      'interests',
    ]);
  });

  it('hides a section with its switch and shows it again', () => {
    const { state } = setup();
    const toggle = screen.getByRole('switch', { name: 'Show Skills in the resume' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    expect(state.data.layout.hidden_sections).toEqual(['skills']);
    // Still listed in the builder, marked hidden.
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(within(rows()[3]!).getAllByText('Hidden').length).toBeGreaterThan(0);
    fireEvent.click(toggle);
    expect(state.data.layout.hidden_sections).toEqual([]);
  });

  it('renames a section in place; a blank title goes back to the default heading', () => {
    const { state } = setup();
    fireEvent.click(button('Rename Experience'));
    const field = screen.getByRole('textbox', { name: 'Title of the Experience section' });
    fireEvent.change(field, { target: { value: '  Work history ' } });
    fireEvent.submit(field);
    expect(state.data.layout.section_titles).toEqual({ experience: 'Work history' });
    expect(rows()[1]!.textContent).toContain('Work history(Experience)');
    expect(document.activeElement).toBe(button('Rename Work history'));

    fireEvent.click(button('Rename Work history'));
    const again = screen.getByRole('textbox', { name: 'Title of the Experience section' });
    expect((again as HTMLInputElement).value).toBe('Work history');
    fireEvent.change(again, { target: { value: '   ' } });
    fireEvent.submit(again);
    expect(state.data.layout.section_titles).toEqual({});
    expect(button('Rename Experience')).toBeTruthy();
  });

  it("refuses a title over the schema's limit and says why", () => {
    const { state } = setup();
    fireEvent.click(button('Rename Skills'));
    const field = screen.getByRole('textbox', { name: 'Title of the Skills section' });
    fireEvent.change(field, { target: { value: 'x'.repeat(61) } });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Must be at most 60 characters.')).toBeTruthy();
    fireEvent.submit(field);
    expect(state.data.layout.section_titles).toEqual({});
    // Escape leaves the title as it was.
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('removes an optional section only after the confirmation, and clears it', () => {
    const withProjects: ResumeData = {
      ...emptyResume(),
      projects: [
        {
          id: '1',
          name: 'Compiler',
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
    withProjects.layout = {
      ...withProjects.layout,
      hidden_sections: ['projects'],
      section_titles: { projects: 'Side projects' },
    };
    const { state } = setup(withProjects, ['projects']);

    fireEvent.click(button('Remove Side projects'));
    const dialog = screen.getByRole('dialog', { name: 'Remove Side projects?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(state.present).toEqual(['projects']);
    expect(state.data.projects).toHaveLength(1);

    fireEvent.click(button('Remove Side projects'));
    fireEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove section' }),
    );
    expect(state.present).toEqual([]);
    expect(state.data.projects).toEqual([]);
    expect(state.data.layout.hidden_sections).toEqual([]);
    expect(state.data.layout.section_titles).toEqual({});
    expect(rows().some((r) => r.textContent?.includes('projects'))).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Sections' }));
  });

  it('adds the optional sections not present, and a custom section', () => {
    const { state } = setup(emptyResume(), ['awards']);
    const add = screen.getByRole('group', { name: 'Add section' });
    expect(
      within(add)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Add Projects',
      'Add Volunteering',
      'Add Publications',
      'Add References',
      'Add Interests',
      'Add Custom section',
    ]);
    fireEvent.click(within(add).getByRole('button', { name: 'Add Interests' }));
    expect(state.present).toEqual(['awards', 'interests']);
    expect(within(add).queryByRole('button', { name: 'Add Interests' })).toBeNull();
    fireEvent.click(within(add).getByRole('button', { name: 'Add Custom section' }));
    expect(state.present).toEqual(['awards', 'interests', 'custom']);
  });

  it("lists custom sections under their own titles and opens a section's editor", () => {
    const data: ResumeData = {
      ...emptyResume(),
      customSections: [
        { id: 'a', title: 'Patents', entries: [] },
        { id: 'b', title: '', entries: [] },
      ],
    };
    const { onOpen } = setup(data);
    expect(button('Remove Patents')).toBeTruthy();
    expect(button('Remove Additional Information')).toBeTruthy();
    fireEvent.click(button('Edit Patents'));
    expect(onOpen).toHaveBeenCalledWith('custom:a');
  });

  it('renames a custom section through its own title, the one its editor shows', () => {
    const { state } = setup({
      ...emptyResume(),
      customSections: [{ id: 'a', title: 'Patents', entries: [] }],
    });
    fireEvent.click(button('Rename Patents'));
    const field = screen.getByRole('textbox', { name: 'Section title' });
    fireEvent.change(field, { target: { value: 'Talks' } });
    fireEvent.submit(field);
    expect(state.data.customSections[0]?.title).toBe('Talks');
    expect(state.data.layout.section_titles).toEqual({});

    fireEvent.click(button('Rename Talks'));
    const again = screen.getByRole('textbox', { name: 'Section title' });
    fireEvent.change(again, { target: { value: ' ' } });
    fireEvent.submit(again);
    expect(state.data.customSections[0]?.title).toBe('');
    expect(button('Rename Additional Information')).toBeTruthy();
  });
});
