import { Laptop, LoaderCircle, MonitorSmartphone, Smartphone } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { describeUserAgent } from '#shared/sessions/user-agent.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { notify } from '../../../lib/notify.ts';
import { apiRequest, type ApiResult } from '../auth-request.ts';
import { SecurityCard } from './security-card.tsx';
import { SecurityListRow } from './security-list-row.tsx';

interface SessionRow {
  id: string;
  token: string;
  userAgent?: string | null;
  ipAddress?: string | null;
  createdAt: string;
  updatedAt: string;
}

const RELATIVE = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const STEPS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
  ['year', Infinity],
];

function timeAgo(iso: string, now = Date.now()): string {
  let value = (new Date(iso).getTime() - now) / 1000;
  if (Math.abs(value) < 45) return 'just now';
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return RELATIVE.format(Math.round(value), unit);
    value /= size;
  }
  return RELATIVE.format(Math.round(value), 'year');
}

function fetchSessions() {
  return apiRequest<SessionRow[]>('/api/auth/list-sessions');
}

/** Where the account is signed in: browser and system, last use, sign out one or all others. */
export function SessionsCard({
  currentSessionId,
  reloadKey,
}: {
  currentSessionId: string | null;
  reloadKey: number;
}) {
  const [sessions, setSessions] = useState<SessionRow[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [pending, setPending] = useState<string | null>(null);

  const apply = useCallback((res: ApiResult<SessionRow[]>) => {
    if (res.ok) {
      setSessions(res.data);
      setFailed(false);
    } else {
      console.error('Could not list sessions:', res.code, res.message);
      setFailed(true);
    }
  }, []);
  const load = useCallback(async () => apply(await fetchSessions()), [apply]);

  useEffect(() => {
    // Read again after a password change (other sessions end) and whenever this device's
    // session is replaced (turning two-factor on or off issues a new one).
    void reloadKey;
    void currentSessionId;
    let cancelled = false;
    void fetchSessions().then((res) => {
      if (!cancelled) apply(res);
    });
    return () => {
      cancelled = true;
    };
  }, [apply, reloadKey, currentSessionId]);

  /**
   * Signs out one session or all the others (`pendingKey` marks its button busy meanwhile),
   * then reads the list again; `texts` say what ended, or what could not.
   */
  async function endSessions(
    pendingKey: string,
    path: string,
    body: object,
    texts: { logged: string; failed: string; done: string },
  ) {
    setPending(pendingKey);
    const res = await apiRequest(path, { body });
    setPending(null);
    if (!res.ok) {
      console.error(texts.logged, res.code, res.message);
      notify.error('Error', texts.failed);
      return;
    }
    notify.success('Signed out', texts.done);
    await load();
  }

  const revoke = (session: SessionRow) =>
    endSessions(
      session.id,
      '/api/auth/revoke-session',
      { token: session.token },
      {
        logged: 'Could not end the session:',
        failed: 'That session could not be signed out. Please try again.',
        done: 'That device has been signed out.',
      },
    );

  const revokeOthers = () =>
    endSessions(
      'others',
      '/api/auth/revoke-other-sessions',
      {},
      {
        logged: 'Could not end the other sessions:',
        failed: 'The other sessions could not be signed out. Please try again.',
        done: 'All your other devices have been signed out.',
      },
    );

  const sorted = sessions
    ? [...sessions].sort((a, b) =>
        a.id === currentSessionId
          ? -1
          : b.id === currentSessionId
            ? 1
            : b.updatedAt.localeCompare(a.updatedAt),
      )
    : null;
  const others = sorted?.filter((s) => s.id !== currentSessionId).length ?? 0;

  return (
    <SecurityCard
      icon={MonitorSmartphone}
      title="Active sessions"
      description="Devices where you are signed in. Sign out any you do not recognise."
      aside={
        others > 0 ? (
          <Button
            variant="outline"
            size="sm"
            disabled={pending !== null}
            onClick={() => void revokeOthers()}
          >
            {pending === 'others' ? (
              <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
            ) : null}
            Sign out all other sessions
          </Button>
        ) : null
      }
    >
      {failed ? (
        <p role="alert" className="text-sm text-red-700">
          Your sessions could not be loaded.{' '}
          <button type="button" className="font-medium underline" onClick={() => void load()}>
            Try again
          </button>
        </p>
      ) : !sorted ? (
        <div className="space-y-3" aria-busy="true" aria-label="Loading sessions">
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      ) : (
        <ul
          className="divide-y divide-slate-200 rounded-lg border border-slate-200"
          aria-label="Sessions"
        >
          {sorted.map((s) => {
            const device = describeUserAgent(s.userAgent);
            const current = s.id === currentSessionId;
            return (
              <li key={s.id} className="p-4">
                <SecurityListRow
                  icon={device.mobile ? Smartphone : Laptop}
                  title={`${device.browser} on ${device.os}`}
                  badge={current ? <Badge tone="brand">This device</Badge> : null}
                  detail={`${current ? 'Active now' : `Last active ${timeAgo(s.updatedAt)}`}${s.ipAddress ? ` · ${s.ipAddress}` : ''}`}
                  actions={
                    current ? null : (
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={pending !== null}
                        aria-label={`Sign out ${device.browser} on ${device.os}`}
                        onClick={() => void revoke(s)}
                      >
                        {pending === s.id ? (
                          <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
                        ) : null}
                        Sign out
                      </Button>
                    )
                  }
                />
              </li>
            );
          })}
        </ul>
      )}
    </SecurityCard>
  );
}
