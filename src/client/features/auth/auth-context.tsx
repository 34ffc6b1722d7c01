import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
}

export type AuthState =
  | { status: 'loading'; user: null }
  | { status: 'signed-out'; user: null }
  | { status: 'signed-in'; user: SessionUser };

const AuthContext = createContext<AuthState>({ status: 'loading', user: null });

/**
 * One auth state for every page (spec section 4: it starts in loading and leaves
 * loading on the first session read).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: 'loading', user: null });
  useEffect(() => {
    let cancelled = false;
    fetch('/api/auth/get-session', { credentials: 'same-origin' })
      .then(async (res) => (res.ok ? ((await res.json()) as { user?: SessionUser } | null) : null))
      .catch(() => null)
      .then((session) => {
        if (cancelled) return;
        setState(
          session?.user
            ? { status: 'signed-in', user: session.user }
            : { status: 'signed-out', user: null },
        );
      });
    return () => {
      cancelled = true;
    };
  }, []);
  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  return useContext(AuthContext);
}
