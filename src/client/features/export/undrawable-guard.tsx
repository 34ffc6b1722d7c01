import { useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogCancel, DialogContent } from '../../components/ui/dialog.tsx';
import { UndrawableCharactersNote } from '../../components/undrawable-characters.tsx';

/**
 * Asks before a PDF is saved that would lose characters its fonts cannot draw, naming them:
 * the person downloads anyway or cancels (and can change the fonts or the text). `guard`
 * runs the download as soon as nothing would be lost; render `dialog` once. The check is
 * asynchronous so that its code (the fonts' coverage tables) loads on the first download.
 */
export function useUndrawableGuard(getCharacters: () => Promise<readonly string[]>): {
  guard: (download: () => void) => void;
  dialog: ReactNode;
} {
  const [pending, setPending] = useState<{
    characters: readonly string[];
    download: () => void;
  } | null>(null);

  const guard = (download: () => void) => {
    void getCharacters().then(
      (characters) => {
        if (characters.length === 0) download();
        else setPending({ characters, download });
      },
      (err: unknown) => {
        // The check could not load (a network hiccup): the download is not held back by it.
        console.warn(err);
        download();
      },
    );
  };

  const dialog = (
    <Dialog open={pending !== null} onOpenChange={(open) => (open ? null : setPending(null))}>
      {pending ? (
        <DialogContent title="Some characters would be missing" className="max-w-md">
          <UndrawableCharactersNote
            characters={pending.characters}
            hint="To keep them, choose other fonts or change the text."
          />
          <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogCancel />
            <Button
              onClick={() => {
                setPending(null);
                pending.download();
              }}
            >
              Download anyway
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
  return { guard, dialog };
}
