import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { notify } from '../../../lib/notify.ts';
import { apiRequest, tooManyAttemptsText } from '../auth-request.ts';
import { BackupCodes } from './backup-codes.tsx';
import { SecurityCard } from './security-card.tsx';
import { ScanStep } from './two-factor-enrol.tsx';
import { PasswordStep } from './two-factor-password-step.tsx';

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
