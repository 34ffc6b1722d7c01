import { Check, Copy, Download, LoaderCircle, ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { notify } from '../../../lib/notify.ts';
import { apiRequest, tooManyAttemptsText } from '../auth-request.ts';
import { FormAlert } from '../form-alert.tsx';
import { FormField } from '../form-field.tsx';
import { SecurityCard } from './security-card.tsx';

type Stage =
  | { name: 'idle' }
  | { name: 'enable-password' }
  | { name: 'scan'; totpURI: string; backupCodes: string[] }
  | { name: 'backup-codes'; backupCodes: string[] }
  | { name: 'disable-password' }
  | { name: 'regenerate-password' };

interface EnableResponse {
  totpURI: string;
  backupCodes: string[];
}

function failureText(res: {
  status: number;
  code: string;
  message: string;
  retryAfter: number | null;
}) {
  if (res.status === 429) return tooManyAttemptsText(res.retryAfter ?? 60);
  if (res.code === 'INVALID_PASSWORD') return 'That password is not correct.';
  return res.message;
}

/**
 * Two-factor authentication with an authenticator app (TOTP): enable with the password,
 * scan the QR code or type the secret, confirm with a code, then save the backup codes,
 * which are shown only once. Disabling asks for the password again.
 */
export function TwoFactorCard({
  enabled,
  hasPassword,
  onChange,
}: {
  enabled: boolean;
  hasPassword: boolean;
  onChange: () => Promise<void>;
}) {
  const [stage, setStage] = useState<Stage>({ name: 'idle' });

  const aside =
    stage.name === 'idle' ? (
      enabled ? (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => setStage({ name: 'regenerate-password' })}
          >
            New backup codes
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => setStage({ name: 'disable-password' })}
          >
            Disable
          </Button>
        </div>
      ) : (
        <Button
          size="sm"
          disabled={!hasPassword}
          onClick={() => setStage({ name: 'enable-password' })}
        >
          Enable
        </Button>
      )
    ) : null;

  return (
    <SecurityCard
      icon={ShieldCheck}
      title="Two-factor authentication"
      badge={enabled ? <Badge tone="success">On</Badge> : <Badge>Off</Badge>}
      description={
        <>
          Sign in with your password and a code from an authenticator app.
          {!hasPassword && !enabled ? (
            <span className="mt-1 block">Set a password first to turn this on.</span>
          ) : null}
        </>
      }
      aside={aside}
    >
      {stage.name === 'enable-password' ? (
        <PasswordStep
          label="Enable two-factor authentication"
          submitLabel="Continue"
          onCancel={() => setStage({ name: 'idle' })}
          onSubmit={async (password) => {
            const res = await apiRequest<EnableResponse>('/api/auth/two-factor/enable', {
              body: { password },
            });
            if (!res.ok) return failureText(res);
            setStage({
              name: 'scan',
              totpURI: res.data.totpURI,
              backupCodes: res.data.backupCodes,
            });
            return null;
          }}
        />
      ) : stage.name === 'scan' ? (
        <ScanStep
          totpURI={stage.totpURI}
          onCancel={() => setStage({ name: 'idle' })}
          onVerified={async () => {
            notify.success(
              'Two-factor authentication is on',
              'You will be asked for a code when you sign in.',
            );
            setStage({ name: 'backup-codes', backupCodes: stage.backupCodes });
            await onChange();
          }}
        />
      ) : stage.name === 'backup-codes' ? (
        <BackupCodes codes={stage.backupCodes} onDone={() => setStage({ name: 'idle' })} />
      ) : stage.name === 'disable-password' ? (
        <PasswordStep
          label="Disable two-factor authentication"
          submitLabel="Disable two-factor"
          danger
          onCancel={() => setStage({ name: 'idle' })}
          onSubmit={async (password) => {
            const res = await apiRequest('/api/auth/two-factor/disable', { body: { password } });
            if (!res.ok) return failureText(res);
            notify.success(
              'Two-factor authentication is off',
              'Sign-in now asks only for your password.',
            );
            setStage({ name: 'idle' });
            await onChange();
            return null;
          }}
        />
      ) : stage.name === 'regenerate-password' ? (
        <PasswordStep
          label="Create new backup codes (the old ones stop working)"
          submitLabel="Create new codes"
          onCancel={() => setStage({ name: 'idle' })}
          onSubmit={async (password) => {
            const res = await apiRequest<{ backupCodes: string[] }>(
              '/api/auth/two-factor/generate-backup-codes',
              { body: { password } },
            );
            if (!res.ok) return failureText(res);
            setStage({ name: 'backup-codes', backupCodes: res.data.backupCodes });
            return null;
          }}
        />
      ) : null}
    </SecurityCard>
  );
}

/** Asks for the account password; `onSubmit` answers an error text or null. */
function PasswordStep({
  label,
  submitLabel,
  danger,
  onCancel,
  onSubmit,
}: {
  label: string;
  submitLabel: string;
  danger?: boolean;
  onCancel: () => void;
  onSubmit: (password: string) => Promise<string | null>;
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setError('Enter your password.');
      return;
    }
    setBusy(true);
    try {
      const failure = await onSubmit(password);
      if (failure) {
        setError(failure);
        notify.error('Error', failure);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="space-y-4 rounded-lg bg-slate-50 p-4"
      aria-label={label}
    >
      <p className="text-sm font-medium text-ink">{label}</p>
      <FormField
        label="Password"
        type="password"
        autoComplete="current-password"
        autoFocus
        value={password}
        error={error}
        onChange={(e) => setPassword(e.target.value)}
        className="max-w-sm"
      />
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          variant={danger ? 'danger' : 'primary'}
          disabled={busy}
          aria-busy={busy}
        >
          {busy ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
          {submitLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function ScanStep({
  totpURI,
  onCancel,
  onVerified,
}: {
  totpURI: string;
  onCancel: () => void;
  onVerified: () => Promise<void>;
}) {
  const [qr, setQr] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const secret = new URL(totpURI).searchParams.get('secret') ?? '';

  useEffect(() => {
    let cancelled = false;
    // The QR library is only needed here: load it on demand.
    void import('qrcode')
      .then((QRCode) =>
        QRCode.toDataURL(totpURI, { margin: 1, width: 176, errorCorrectionLevel: 'M' }),
      )
      .then((url) => {
        if (!cancelled) setQr(url);
      })
      .catch((err: unknown) => console.error('QR code failed:', err));
    return () => {
      cancelled = true;
    };
  }, [totpURI]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = code.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(value)) {
      setError('Enter the 6-digit code from your authenticator app.');
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const res = await apiRequest('/api/auth/two-factor/verify-totp', { body: { code: value } });
      if (res.ok) {
        await onVerified();
        return;
      }
      console.error('Two-factor confirmation failed:', res.code, res.message);
      const text =
        res.status === 429
          ? tooManyAttemptsText(res.retryAfter ?? 60)
          : 'That code is not valid. Check the time on your phone and try the newest code.';
      setError(text);
      notify.error('Error', text);
      setCode('');
      inputRef.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-5 rounded-lg bg-slate-50 p-4 sm:p-5">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
        <li>Open an authenticator app (such as Google Authenticator, 1Password or Aegis).</li>
        <li>Scan the QR code, or type the secret key by hand.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <div className="flex h-44 w-44 shrink-0 items-center justify-center rounded-lg border border-slate-200 bg-white">
          {qr ? (
            <img
              src={qr}
              width={176}
              height={176}
              alt="QR code to add TailorCV to your authenticator app"
            />
          ) : (
            <LoaderCircle
              className="h-6 w-6 animate-spin text-slate-400"
              aria-label="Creating QR code"
            />
          )}
        </div>
        <div className="min-w-0 space-y-2">
          <p className="text-sm font-medium text-ink">Secret key</p>
          <code
            data-testid="totp-secret"
            className="block rounded-md border border-slate-200 bg-white px-3 py-2 font-mono text-sm break-all text-ink"
          >
            {secret.replace(/(.{4})/g, '$1 ').trim()}
          </code>
          <CopyButton text={secret} label="Copy secret key" />
        </div>
      </div>
      <form
        noValidate
        onSubmit={(e) => void submit(e)}
        className="space-y-4"
        aria-label="Confirm two-factor code"
      >
        <FormField
          ref={inputRef}
          label="Code from the app"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          placeholder="123456"
          value={code}
          error={error}
          onChange={(e) => setCode(e.target.value)}
          className="max-w-xs [&_input]:font-mono [&_input]:tracking-widest"
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {busy ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
            Confirm and turn on
          </Button>
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}

function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
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

function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => {
        void navigator.clipboard
          .writeText(text)
          .then(() => {
            setCopied(true);
            setTimeout(() => setCopied(false), 2000);
          })
          .catch(() =>
            notify.error('Error', 'Copying is blocked in this browser. Select the text instead.'),
          );
      }}
    >
      {copied ? (
        <Check className="h-4 w-4" aria-hidden="true" />
      ) : (
        <Copy className="h-4 w-4" aria-hidden="true" />
      )}
      {copied ? 'Copied' : label}
    </Button>
  );
}
