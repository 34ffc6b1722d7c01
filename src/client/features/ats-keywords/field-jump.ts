import type { ResumeData } from '#shared/resume/resume.schema.ts';

/**
 * "Jump to the field" for the ATS check and the keyword locations: a form path of the
 * shared rules ('personalInfo.email', 'experience.2.startYear', 'projects.0.description',
 * 'layout.section_titles.experience' …) becomes a view of the builder (a step, a section of
 * 'More sections' or the Sections panel) plus the control to focus there. The builder's
 * editors own their markup, so the control is found the way a person finds it: by its
 * label, or by the row of the Sections panel that names the section.
 */

export const TARGET_JOB_FIELD_ID = 'target-job-description';

/**
 * A view of the builder's main card, as the builder's slot for this panel names it: a step
 * (1-based) or an entry of 'More sections' (a section's id, `custom:<id>`, 'sections').
 */
export type BuilderView = { kind: 'step'; step: number } | { kind: 'more'; id: string };

/** The labels of an entry form's fields, by the field's name in the document. */
type Labels = Readonly<Record<string, string>>;

const PERSONAL_LABELS: Labels = {
  fullName: 'Full Name',
  headline: 'Headline',
  email: 'Email',
  phone: 'Phone',
  location: 'Location',
  summary: 'Professional Summary',
};

const EXPERIENCE_LABELS: Labels = {
  jobTitle: 'Job Title',
  company: 'Company',
  startMonth: 'Start Month',
  startYear: 'Start Year',
  endMonth: 'End Month',
  endYear: 'End Year',
  description: 'Description',
  isCurrentJob: 'I currently work here',
  tags: 'Skills',
};

/** The sections edited under 'More sections' whose entries a path can name, with their forms' labels. */
const MORE_ENTRY_LABELS: Readonly<Record<string, Labels>> = {
  projects: {
    name: 'Project Name',
    role: 'Role',
    description: 'Description',
    tags: 'Technologies',
  },
  volunteering: { role: 'Role', organization: 'Organization', description: 'Description' },
  awards: { title: 'Award Title', issuer: 'Issuer', description: 'Description' },
  publications: { title: 'Title', publisher: 'Publisher or Venue', description: 'Description' },
};

const CUSTOM_ENTRY_LABELS: Labels = {
  title: 'Title',
  subtitle: 'Subtitle',
  description: 'Description',
};

/** Steps 2 to 4 for the sections every resume has, with the control a bare path focuses. */
const STEP_SECTIONS: Readonly<Record<string, { step: number; label?: string }>> = {
  experience: { step: 2 },
  education: { step: 3 },
  skills: { step: 4, label: 'Skill' },
  languages: { step: 4, label: 'Language' },
  certifications: { step: 4, label: 'Certification Name' },
};

/** What a jump does once its view shows. */
type Target =
  /** Focus the control labelled `label`; with `entry`, after opening that entry's form. */
  | { kind: 'field'; entry?: number; label?: string }
  /** The Sections panel's row of section `section`: its title field or its show switch. */
  | { kind: 'row'; section: string; control: 'rename' | 'hide' };

interface Plan {
  view: BuilderView;
  target: Target;
}

const isIndex = (text: string | undefined): text is string => /^\d+$/.test(text ?? '');

/** The view and the control a path leads to, or null when no control of the builder edits it. */
function planJump(field: string, data: ResumeData): Plan | null {
  const [section = '', second, third, fourth, fifth] = field.split('.');
  if (section === 'personalInfo') {
    const label = second === undefined ? undefined : PERSONAL_LABELS[second];
    return label ? { view: { kind: 'step', step: 1 }, target: { kind: 'field', label } } : null;
  }
  if (section === 'layout') {
    const control =
      second === 'section_titles' ? 'rename' : second === 'hidden_sections' ? 'hide' : null;
    if (!control || !third) return null;
    return {
      view: { kind: 'more', id: 'sections' },
      target: { kind: 'row', section: third, control },
    };
  }
  if (section === 'interests') {
    return second === undefined
      ? { view: { kind: 'more', id: 'interests' }, target: { kind: 'field', label: 'Interests' } }
      : null;
  }
  if (section === 'customSections') {
    const custom = isIndex(second) ? data.customSections[Number(second)] : undefined;
    if (!custom) return null;
    const view: BuilderView = { kind: 'more', id: `custom:${custom.id}` };
    if (third === undefined) return { view, target: { kind: 'field' } };
    if (third !== 'entries' || !isIndex(fourth)) return null;
    return {
      view,
      target: {
        kind: 'field',
        entry: Number(fourth),
        label: fifth === undefined ? undefined : CUSTOM_ENTRY_LABELS[fifth],
      },
    };
  }
  const core = STEP_SECTIONS[section];
  const labels =
    section === 'experience' ? EXPERIENCE_LABELS : (MORE_ENTRY_LABELS[section] ?? null);
  const view: BuilderView | null = core
    ? { kind: 'step', step: core.step }
    : labels
      ? { kind: 'more', id: section }
      : null;
  if (!view) return null;
  if (second === undefined) return { view, target: { kind: 'field', label: core?.label } };
  if (!isIndex(second)) return null;
  // A path without a field name ('awards.0', 'education.1') opens the form on its first field.
  const label = third === undefined ? undefined : labels?.[third];
  if (third !== undefined && section !== 'education' && label === undefined) return null;
  return { view, target: { kind: 'field', entry: Number(second), label } };
}

/**
 * Whether a path leads somewhere: the panels offer a jump only then. The target job and the
 * template are outside the step card (the posting field above, the preview's template
 * picker beside it).
 */
export function canJump(field: string, data: ResumeData): boolean {
  return field === 'target-job' || field === 'template' || planJump(field, data) !== null;
}

const labelText = (label: Element) => (label.textContent ?? '').replace(/\*/g, '').trim();

/** The control a label names, inside `root`. */
function controlByLabel(root: ParentNode, text: string): HTMLElement | null {
  for (const label of root.querySelectorAll('label')) {
    if (labelText(label) !== text) continue;
    const forId = label.getAttribute('for');
    if (forId) return document.getElementById(forId);
    return label.querySelector('input, textarea, select, button');
  }
  return null;
}

function focus(el: HTMLElement): void {
  el.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  // A heading takes focus only from a script, as the builder's own headings do.
  if (!el.matches('input, textarea, select, button, a[href], [tabindex]')) el.tabIndex = -1;
  el.focus({ preventScroll: true });
}

/** The card the builder shows a view in, once the view's content (its heading) is there. */
function viewRoot(view: BuilderView): HTMLElement | null {
  const key = view.kind === 'step' ? `step-${view.step}` : view.id;
  const root = document.querySelector<HTMLElement>(`[data-builder-view="${CSS.escape(key)}"]`);
  return root?.querySelector('h2') ? root : null;
}

/** Frames a jump waits for a control once its view shows (a form opening renders at once). */
const CONTROL_FRAMES = 10;

/** The jump running now; a newer one ends it, so two never fight over focus. */
let running: AbortController | null = null;

/**
 * Resolves with what `find` returns once it is not null: at once, or after the builder
 * changes the page (a view shown, a lazily loaded editor there, an entry's form opened).
 * Resolves null when the jump ends (a newer jump, or the person clicking or typing
 * elsewhere first), or, with `frames`, when that many frames pass without it (the target
 * is not there: the caller falls back to the view's heading).
 */
function whenPresent<T>(
  find: () => T | null,
  signal: AbortSignal,
  frames: number | null = CONTROL_FRAMES,
): Promise<T | null> {
  return new Promise((resolve) => {
    let left = frames ?? 0;
    let frame = 0;
    const observer = new MutationObserver(() => check());
    const done = (value: T | null) => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      signal.removeEventListener('abort', abort);
      resolve(value);
    };
    const abort = () => done(null);
    const check = () => {
      const found = signal.aborted ? null : find();
      if (found !== null) done(found);
    };
    const tick = () => {
      if (--left < 0) return done(null);
      check();
      frame = requestAnimationFrame(tick);
    };
    signal.addEventListener('abort', abort);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    check();
    if (frames !== null && !signal.aborted) frame = requestAnimationFrame(tick);
  });
}

/**
 * Starts a jump: it ends at the next one, or when the person clicks or types before its view
 * shows (a lazily loaded editor on a slow line), so focus never moves under their hands.
 */
function startJump(): AbortSignal {
  running?.abort();
  const controller = new AbortController();
  running = controller;
  const end = () => controller.abort();
  document.addEventListener('pointerdown', end, { capture: true, once: true });
  document.addEventListener('keydown', end, { capture: true, once: true });
  controller.signal.addEventListener('abort', () => {
    document.removeEventListener('pointerdown', end, { capture: true });
    document.removeEventListener('keydown', end, { capture: true });
  });
  return controller.signal;
}

async function reach(plan: Plan, signal: AbortSignal): Promise<void> {
  const root = await whenPresent(() => viewRoot(plan.view), signal, null);
  if (!root) return;
  const heading = () => root.querySelector<HTMLElement>('h2');
  const { target } = plan;
  let control: HTMLElement | null = null;
  if (target.kind === 'row') {
    const row = await whenPresent(
      () => root.querySelector<HTMLElement>(`[data-section-id="${CSS.escape(target.section)}"]`),
      signal,
    );
    if (row && target.control === 'rename') {
      // The row's title field opens from its Rename button (and takes focus as it opens).
      row.querySelector<HTMLButtonElement>('button[aria-label^="Rename "]')?.click();
      control = await whenPresent(() => row.querySelector<HTMLElement>('input'), signal);
    } else if (row) {
      control = row.querySelector<HTMLElement>('[role="switch"]');
    }
  } else {
    const { entry, label } = target;
    const edit =
      entry === undefined
        ? null
        : root.querySelectorAll<HTMLButtonElement>('button[aria-label^="Edit "]')[entry];
    // An entry's form takes the place of the list in the view, so its labels are the form's.
    edit?.click();
    if (entry === undefined || edit) {
      control = await whenPresent(
        () =>
          label !== undefined
            ? controlByLabel(root, label)
            : entry !== undefined
              ? root.querySelector<HTMLElement>('form input, form textarea')
              : heading(),
        signal,
      );
    }
  }
  if (signal.aborted) return;
  // Without its control (an entry gone since the check ran), the view's heading.
  const landing = control ?? heading();
  if (landing) focus(landing);
}

/**
 * Opens the field's view through the builder's `openView` (which moves no focus) and
 * focuses the field's control, or the view's heading when that control is not there.
 * Paths `canJump` refuses do nothing.
 */
export function jumpToField(
  field: string,
  data: ResumeData,
  openView: (view: BuilderView) => void,
): void {
  const signal = startJump();
  if (field === 'target-job') {
    const posting = document.getElementById(TARGET_JOB_FIELD_ID);
    if (posting) focus(posting);
    return;
  }
  if (field === 'template') {
    const preview = document.getElementById('preview-heading')?.closest('aside');
    const picker = [...(preview?.querySelectorAll('button') ?? [])].find(
      (b) => b.textContent?.trim() === 'Change template',
    );
    const landing = picker ?? document.getElementById('preview-heading');
    if (landing) focus(landing);
    return;
  }
  const plan = planJump(field, data);
  if (!plan) return;
  openView(plan.view);
  void reach(plan, signal);
}
