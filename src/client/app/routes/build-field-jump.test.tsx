import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { emptyResume, type ResumeData } from '#shared/resume/resume.schema.ts';
import { jumpToField, type BuilderView } from '../../features/ats-keywords/field-jump.ts';
import { JUMP_RESUME as RESUME } from '../../features/ats-keywords/jump-resume.test-support.ts';
import { ResumeBuilder } from '../../features/resume/components/resume-builder.tsx';

/**
 * The ATS check's jumps in the builder (the two features meet here, as in the build
 * routes): each kind of path opens its view and focuses its control.
 */

vi.mock('../../lib/notify.ts', () => {
  const show = () => {};
  return { notify: { info: show, success: show, error: show, warning: show } };
});

// Limits that catch a hang, not a slow machine (the whole builder renders on a busy machine).
configure({ asyncUtilTimeout: 30_000 });

/**
 * Stands in for the target-job panel in the builder's slot: a button per path, which jumps
 * as the panel's Fix buttons and keyword locations do. `views` records what was asked for.
 */
function renderBuilder(data: ResumeData = RESUME) {
  const views: BuilderView[] = [];
  const initial = {
    current: { data, templateId: null },
    saved: { value: { data: emptyResume(), templateId: null }, version: 0, updatedAt: null },
  };
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ResumeBuilder
          session={{ mode: 'anonymous' }}
          initial={initial}
          TargetJobPanel={({ data: current, onOpenView }) => (
            <div>
              <input id="target-job-description" aria-label="Job posting" />
              <p>Jumps</p>
              {PATHS.map((path) => (
                <button
                  key={path}
                  type="button"
                  onClick={() =>
                    jumpToField(path, current, (view) => {
                      views.push(view);
                      onOpenView(view);
                    })
                  }
                >
                  {`jump ${path}`}
                </button>
              ))}
            </div>
          )}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return views;
}

const PATHS = [
  'personalInfo.headline',
  'personalInfo.email',
  'experience.1.description',
  'projects.0.description',
  'projects.3.description',
  'volunteering.1.role',
  'volunteering.1',
  'awards.0.title',
  'publications.0.title',
  'customSections.0.entries.1.description',
  'customSections.0.entries.1',
  'interests',
  'layout.section_titles.experience',
  'layout.hidden_sections.skills',
  'target-job',
];

const jump = (path: string) =>
  fireEvent.click(screen.getByRole('button', { name: `jump ${path}` }));

/** Waits for focus to be on `element` (a jump may wait for a lazily loaded editor). */
async function expectFocused(find: () => HTMLElement) {
  await waitFor(() => expect(document.activeElement).toBe(find()));
}

const card = () => document.querySelector<HTMLElement>('[data-builder-view]')!;
/** The control labelled `text` in the main card (a required field's label ends in '*'). */
const label = (text: string) =>
  within(card()).getByLabelText((content) => content.replace('*', '').trim() === text, {
    selector: 'input, textarea, select',
  });

describe('jumps to the field', { timeout: 60_000 }, () => {
  it('personal info: the Headline field, on the first step', async () => {
    renderBuilder();
    fireEvent.click(screen.getByRole('button', { name: /Experience/ }));
    jump('personalInfo.headline');
    await expectFocused(() => label('Headline'));
    expect((document.activeElement as HTMLInputElement).value).toBe('Data engineer');
  });

  it('an entry of a step: its form opened on the field', async () => {
    renderBuilder();
    jump('experience.1.description');
    await expectFocused(() => label('Description'));
    expect((within(card()).getByLabelText(/Job Title/) as HTMLInputElement).value).toBe('Analyst');
  });

  it.each([
    ['projects.0.description', 'Projects', 'Description', 'Spark jobs'],
    ['volunteering.1.role', 'Volunteering', 'Role', 'Mentor'],
    ['awards.0.title', 'Awards', 'Award Title', 'Best paper'],
    ['publications.0.title', 'Publications', 'Title', 'On streams'],
    ['customSections.0.entries.1.description', 'Talks', 'Description', 'A talk on Flink'],
  ])(
    '%s: the More-sections editor, the entry’s form, the field',
    async (path, view, field, value) => {
      const views = renderBuilder();
      jump(path);
      await expectFocused(() => label(field));
      expect((document.activeElement as HTMLInputElement).value).toBe(value);
      expect(
        within(screen.getByRole('navigation', { name: 'More sections' }))
          .getByRole('button', { name: view })
          .getAttribute('aria-current'),
      ).toBe('page');
      expect(views).toHaveLength(1);
    },
  );

  it('an entry named without a field: its form on the first field', async () => {
    renderBuilder();
    jump('volunteering.1');
    await waitFor(() => expect(card().querySelector('form')).toBeTruthy());
    const first = card().querySelector<HTMLInputElement>('form input')!;
    await expectFocused(() => first);
    expect(first.value).toBe('Mentor');

    jump('customSections.0.entries.1');
    await waitFor(() =>
      expect((document.activeElement as HTMLInputElement | null)?.value).toBe('Streams 101'),
    );
  });

  it('interests: the Interests field of its editor', async () => {
    renderBuilder();
    jump('interests');
    await expectFocused(() => within(card()).getByRole('textbox', { name: 'Interests' }));
  });

  it('layout: the Sections panel, on the section’s title field or its show switch', async () => {
    renderBuilder();
    jump('layout.section_titles.experience');
    await expectFocused(() =>
      within(card()).getByRole('textbox', { name: 'Title of the Experience section' }),
    );

    jump('layout.hidden_sections.skills');
    await expectFocused(() =>
      within(card()).getByRole('switch', { name: 'Show Skills in the resume' }),
    );
  });

  it('the target job: its posting field, without changing the view', async () => {
    const views = renderBuilder();
    jump('target-job');
    await expectFocused(() => screen.getByRole('textbox', { name: 'Job posting' }));
    expect(views).toEqual([]);
  });

  it('an entry gone since the check ran: the section’s heading', async () => {
    renderBuilder();
    jump('projects.3.description');
    await expectFocused(() => within(card()).getByRole('heading', { level: 2, name: 'Projects' }));
  });
});
