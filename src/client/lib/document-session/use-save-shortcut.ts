import { useEffect } from 'react';
import type { DocumentSession } from './use-document-session.ts';

/**
 * Ctrl+S (⌘S) saves, like the Save button: nothing to save while nothing changed or a save
 * runs. The browser's own "save page" never opens while the session can save.
 */
export function useSaveShortcut<T>({
  canSave,
  dirty,
  saving,
  save,
}: Pick<DocumentSession<T>, 'canSave' | 'dirty' | 'saving' | 'save'>) {
  useEffect(() => {
    if (!canSave) return;
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        if (dirty && !saving) void save();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [canSave, dirty, saving, save]);
}
