/**
 * Notices as the product shows them: a title and an optional text. Every notice
 * goes through `notify` so tests can find them by text. The notice library is loaded
 * on first use (it is not part of any route's initial JavaScript).
 */
type Kind = 'success' | 'error' | 'info' | 'warning';

export interface NoticeAction {
  label: string;
  onClick: () => void;
}

/**
 * How long a notice without an action stays: long enough to read its words at a slow pace
 * (a third of a second a word, after a second to notice it), between 4 and 12 seconds. A
 * notice of two sentences gone after the library's 4 seconds could not be read to its end.
 */
export function noticeDuration(title: string, text = ''): number {
  const words = `${title} ${text}`.split(/\s+/).filter(Boolean).length;
  return Math.min(12_000, Math.max(4_000, 1_000 + words * 330));
}

function show(kind: Kind, title: string, text?: string, action?: NoticeAction) {
  void import('sonner').then(({ toast }) => {
    // A notice that offers an action (Undo) stays until the person acts or closes it: one
    // that timed out would take the only way back with it, whatever the person was doing.
    toast[kind](title, {
      description: text,
      action,
      ...(action
        ? { duration: Number.POSITIVE_INFINITY, closeButton: true }
        : { duration: noticeDuration(title, text) }),
    });
  });
}

export const notify = {
  success: (title: string, text?: string, action?: NoticeAction) =>
    show('success', title, text, action),
  error: (title: string, text?: string, action?: NoticeAction) =>
    show('error', title, text, action),
  info: (title: string, text?: string, action?: NoticeAction) => show('info', title, text, action),
  warning: (title: string, text?: string, action?: NoticeAction) =>
    show('warning', title, text, action),
};
