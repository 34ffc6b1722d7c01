import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../form-alert.tsx';
import { CopyButton } from './copy-button.tsx';

/** The new backup codes, shown only this once: copy, download, or confirm they are saved. */
export function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = codes.join('\n');
  function download() {
    const url = URL.createObjectURL(
      new Blob([`TailorCV backup codes\n\n${text}\n`], { type: 'text/plain' }),
    );
    const a = document.createElement('a');
    a.href = url;
    a.download = 'tailorcv-backup-codes.txt';
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
  return (
    <div className="space-y-4">
      <FormAlert tone="warning" title="Save your backup codes now">
        Each code signs you in once if you lose your phone. They are shown only this once.
      </FormAlert>
      <ul
        aria-label="Backup codes"
        className="grid grid-cols-2 gap-2 rounded-lg border border-slate-200 bg-slate-50 p-4 font-mono text-sm text-ink sm:grid-cols-3"
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <CopyButton text={text} label="Copy codes" />
        <Button variant="outline" size="sm" onClick={download}>
          <Download className="h-4 w-4" aria-hidden="true" />
          Download
        </Button>
        <Button size="sm" onClick={onDone}>
          I have saved my codes
        </Button>
      </div>
    </div>
  );
}
