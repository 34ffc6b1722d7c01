import { useEffect, useState } from 'react';
import { useAuth } from '../auth-context.tsx';
import { apiRequest } from '../auth-request.ts';
import { ChangePasswordCard } from './change-password-card.tsx';
import { DeleteAccountCard } from './delete-account-card.tsx';
import { PasskeysCard } from './passkeys-card.tsx';
import { SessionsCard } from './sessions-card.tsx';
import { TwoFactorCard } from './two-factor-card.tsx';

/** The Account security section of /profile. Rendered for a signed-in user only. */
export function AccountSecurity() {
  const auth = useAuth();
  // Whether the account has a password (accounts created with Google do not).
  const [hasPassword, setHasPassword] = useState<boolean | null>(null);
  const [sessionsKey, setSessionsKey] = useState(0);

  useEffect(() => {
    let cancelled = false;
    void apiRequest<Array<{ providerId: string }>>('/api/auth/list-accounts').then((res) => {
      // If the list cannot be read, assume a password: the server still checks it.
      if (!cancelled)
        setHasPassword(res.ok ? res.data.some((a) => a.providerId === 'credential') : true);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  if (auth.status !== 'signed-in' || hasPassword === null) return null;
  return (
    <section aria-labelledby="account-security-title" className="space-y-4">
      <div>
        <h2 id="account-security-title" className="text-lg font-semibold text-ink">
          Account security
        </h2>
        <p className="mt-1 text-sm text-muted">
          Password, passkeys, two-factor sign-in and your signed-in devices.
        </p>
      </div>
      <ChangePasswordCard
        hasPassword={hasPassword}
        email={auth.user.email}
        onChanged={() => {
          // The server replaced this session too: read it again, then the list.
          void auth.refresh().then(() => setSessionsKey((k) => k + 1));
        }}
      />
      <TwoFactorCard
        enabled={auth.user.twoFactorEnabled === true}
        hasPassword={hasPassword}
        onChange={() => auth.refresh()}
      />
      <PasskeysCard />
      <SessionsCard currentSessionId={auth.sessionId} reloadKey={sessionsKey} />
      <DeleteAccountCard hasPassword={hasPassword} />
    </section>
  );
}
