import { LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { notify } from '../../../lib/notify.ts';
import { AuthForm } from '../auth-form.tsx';
import { apiRequest, tooManyAttemptsText } from '../auth-request.ts';
import { useOneTimeCode } from '../use-one-time-code.ts';
import { CopyButton } from './copy-button.tsx';
import { StepActions } from './step-actions.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';

/**
 * Turning two-factor on: the QR code and the secret key for the authenticator app, then the
 * app's first code confirms it.
 */
export function ScanStep({
  totpURI,
  onCancel,
  onVerified,
}: {
  totpURI: string;
  onCancel: () => void;
  onVerified: () => Promise<void>;
}) {
  const [qr, setQr] = useState<string | null>(null);
  const { refuse, appCode, field } = useOneTimeCode();
  const [busy, setBusy] = useState(false);
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

  async function submit() {
    const value = appCode();
    if (value === undefined) return;
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
      refuse(text, true);
      notify.error('Error', text);
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
      <AuthForm label="Confirm two-factor code" onSubmit={submit}>
        <TextField
          {...field}
          label="Code from the app"
          inputMode="numeric"
          maxLength={7}
          placeholder="123456"
          className="max-w-xs [&_input]:font-mono [&_input]:tracking-widest"
        />
        <StepActions busy={busy} submitLabel="Confirm and turn on" onCancel={onCancel} />
      </AuthForm>
    </div>
  );
}
