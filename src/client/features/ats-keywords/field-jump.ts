/**
 * "Jump to the field" for the ATS check and the keyword locations: a form path of the
 * shared rules ('personalInfo.email', 'experience.2.startYear', 'skills' …) becomes a
 * builder step plus the control to focus there. The builder's steps own their markup, so
 * the control is found the way a person finds it: by its label.
 */

/** Builder steps, 1-based as in the sidebar. */
const STEP_OF: Record<string, number> = {
  personalInfo: 1,
  experience: 2,
  education: 3,
  skills: 4,
  languages: 4,
  certifications: 4,
};

const PERSONAL_LABELS: Record<string, string> = {
  fullName: 'Full Name',
  email: 'Email',
  phone: 'Phone',
  location: 'Location',
  summary: 'Professional Summary',
};

const EXPERIENCE_LABELS: Record<string, string> = {
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

export const TARGET_JOB_FIELD_ID = 'target-job-description';

function stepOfField(field: string): number | null {
  return STEP_OF[field.split('.')[0] ?? ''] ?? null;
}

const labelText = (label: Element) => (label.textContent ?? '').replace(/\*/g, '').trim();

/** The control a label names, inside `root`. */
function controlByLabel(root: ParentNode, text: string): HTMLElement | null {
  for (const label of root.querySelectorAll('label')) {
    if (labelText(label) !== text) continue;
    const forId = label.getAttribute('for');
    if (forId) return document.getElementById(forId);
    return label.querySelector('input, textarea, select');
  }
  return null;
}

function stepRoot(step: number): HTMLElement | null {
  const ids = ['step-personal', 'step-experience', 'step-education', 'step-skills'];
  const heading = document.getElementById(ids[step - 1] ?? '');
  // Each step is a section labelled by its heading; the personal step may be a plain wrapper.
  return (
    document.querySelector<HTMLElement>(`section[aria-labelledby="${ids[step - 1]}"]`) ??
    heading?.parentElement?.parentElement ??
    null
  );
}

/** Opens the edit form of entry `index` of the current step; true when there was one. */
function openEntry(root: ParentNode, index: number): boolean {
  const edit = root.querySelectorAll<HTMLButtonElement>('button[aria-label^="Edit "]')[index];
  if (!edit) return false;
  edit.click();
  return true;
}

function focus(el: HTMLElement | null): boolean {
  if (!el) return false;
  el.scrollIntoView({ block: 'center', behavior: 'smooth' });
  el.focus({ preventScroll: true });
  return true;
}

/** Waits a few frames for React to show the step or form, then focuses the target. */
function whenPresent(find: () => HTMLElement | null, then: (el: HTMLElement) => void) {
  let frames = 0;
  const tick = () => {
    const el = find();
    if (el) then(el);
    else if (++frames < 30) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/**
 * Switches the builder to the field's step and focuses the field. `selectStep` is the
 * builder's own step switch (which focuses the step heading: the fallback target).
 */
export function jumpToField(field: string, selectStep: (step: number) => void): void {
  const parts = field.split('.');
  const [section, indexText, name] = parts;
  if (field === 'target-job') {
    focus(document.getElementById(TARGET_JOB_FIELD_ID));
    return;
  }
  if (field === 'template') {
    focus(document.getElementById('preview-heading')?.closest('aside') ?? null);
    return;
  }
  const step = stepOfField(field);
  if (step === null) return;
  selectStep(step);
  // After the builder's own focus on the step heading.
  setTimeout(() => {
    const root = () => stepRoot(step) ?? document.body;
    if (section === 'personalInfo' && indexText) {
      whenPresent(
        () => controlByLabel(root(), PERSONAL_LABELS[indexText] ?? ''),
        (el) => focus(el),
      );
    } else if ((section === 'experience' || section === 'education') && indexText) {
      whenPresent(
        () => stepRoot(step),
        (r) => {
          if (!openEntry(r, Number(indexText))) return;
          const target = () =>
            controlByLabel(r, EXPERIENCE_LABELS[name ?? 'jobTitle'] ?? 'Job Title');
          whenPresent(
            () => (section === 'education' ? r.querySelector<HTMLElement>('form input') : target()),
            (el) => focus(el),
          );
        },
      );
    } else if (section === 'skills') {
      whenPresent(
        () => controlByLabel(root(), 'Skill'),
        (el) => focus(el),
      );
    }
  }, 50);
}
