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

function show(kind: Kind, title: string, text?: string, action?: NoticeAction) {
  void import('sonner').then(({ toast }) => {
    // A notice that offers an action (Undo) stays until the person acts or closes it: one
    // that timed out would take the only way back with it, whatever the person was doing.
    toast[kind](title, {
      description: text,
      action,
      ...(action ? { duration: Number.POSITIVE_INFINITY, closeButton: true } : {}),
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
