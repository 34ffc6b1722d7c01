import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  startTransition,
  type ReactNode,
} from 'react';
import { displayName } from '#shared/profile/display-name.ts';
import { request, type AnswerSchema } from '../../lib/api/request.ts';

interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified?: boolean;
  /** Added to the session's user by Better Auth's two-factor plugin. */
  twoFactorEnabled?: boolean | null;
}

/** The profile fields the header and the displayed-name rule need. */
interface ProfileNames {
  first_name: string | null;
  last_name: string | null;
  display_name: string | null;
}

export type AuthState =
  | { status: 'loading'; user: null; profile: null; displayName: null; sessionId: null }
  | { status: 'signed-out'; user: null; profile: null; displayName: null; sessionId: null }
  | {
      status: 'signed-in';
      user: SessionUser;
      /** Null when the profile could not be read; the name then falls back to the e-mail. */
      profile: ProfileNames | null;
      /** The name shown for the user, computed by the shared rule (display-name.ts). */
      displayName: string;
      /** Identifies this browser's session in the sessions list ('This device'). */
      sessionId: string | null;
    };

/**
 * Runs together with the auth state change, in one transition: typically a navigation.
 * React Router renders navigations as transitions (and a lazy route may suspend them), so
 * a state change applied on its own would first render the *old* page with the new state
 * (e.g. /profile, signed out, redirecting to /auth) before the navigation lands.
 */
export type WithStateChange = () => void;

interface AuthActions {
  /** Reads the session (and the profile names) again, e.g. after sign-in or a profile save. */
  refresh: (withStateChange?: WithStateChange) => Promise<void>;
  /** Ends the session on the server. Throws when the server refuses or cannot be reached. */
  signOut: (withStateChange?: WithStateChange) => Promise<void>;
  /** Forgets a session the server has already ended (e.g. after deleting the account). */
  clearSession: (withStateChange?: WithStateChange) => void;
}

export type AuthContextValue = AuthState & AuthActions;

const LOADING: AuthState = {
  status: 'loading',
  user: null,
  profile: null,
  displayName: null,
  sessionId: null,
};
const SIGNED_OUT: AuthState = {
  status: 'signed-out',
  user: null,
  profile: null,
  displayName: null,
  sessionId: null,
};

const noop = async () => {};
const AuthContext = createContext<AuthContextValue>({
  ...LOADING,
  refresh: noop,
  signOut: noop,
  clearSession: () => {},
});

function apply(
  setState: (s: AuthState) => void,
  next: AuthState,
  withStateChange: WithStateChange | undefined,
) {
  if (!withStateChange) {
    setState(next);
    return;
  }
  startTransition(() => {
    withStateChange();
    setState(next);
  });
}

interface SessionResponse {
  user?: SessionUser;
  session?: { id?: string };
}

/**
 * The answers read here are only checked to be JSON objects (or null: no session), not
 * parsed with the shared zod schemas: this module is part of the landing page's initial
 * JavaScript, which has no room for zod.
 */
function objectAnswer<T>(): AnswerSchema<T> {
  return {
    parse(value) {
      if (typeof value !== 'object') throw new TypeError('The answer is not a JSON object.');
      return value as T;
    },
  };
}

/**
 * Reads the session, then (only when signed in) the profile names. The client's API layer
 * on purpose, not an auth client library: this module is part of the landing page's
 * initial JavaScript. A signed-out visitor costs one request and no 401 in the console.
 */
async function readAuthState(): Promise<AuthState> {
  const session = await request('GET', '/api/auth/get-session', {
    schema: objectAnswer<SessionResponse | null>(),
  });
  if (!session?.user) return SIGNED_OUT;
  const user = session.user;
  let profile: ProfileNames | null = null;
  try {
    profile = await request('GET', '/api/profile', {
      schema: objectAnswer<ProfileNames | null>(),
    });
  } catch {
    // The header still works without the profile: the name falls back to the e-mail.
  }
  return {
    status: 'signed-in',
    user,
    profile,
    displayName: displayName({ ...profile, email: user.email }),
    sessionId: session.session?.id ?? null,
  };
}

/**
 * One auth state for every page: it starts in loading and leaves
 * loading after the first session read, so no page flashes the signed-out header for
 * a signed-in user.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>(LOADING);
  // Only the newest read may write the state (a slow first read must not undo a sign-in).
  const readSeq = useRef(0);

  const refresh = useCallback(async (withStateChange?: WithStateChange) => {
    const seq = ++readSeq.current;
    let next: AuthState;
    try {
      next = await readAuthState();
    } catch (err) {
      console.error('Could not read the session:', err);
      next = SIGNED_OUT;
    }
    if (seq === readSeq.current) apply(setState, next, withStateChange);
    else withStateChange?.();
  }, []);

  const clearSession = useCallback((withStateChange?: WithStateChange) => {
    readSeq.current += 1;
    apply(setState, SIGNED_OUT, withStateChange);
  }, []);

  const signOut = useCallback(
    async (withStateChange?: WithStateChange) => {
      await request('POST', '/api/auth/sign-out', { body: {}, schema: objectAnswer() });
      clearSession(withStateChange);
    },
    [clearSession],
  );

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, refresh, signOut, clearSession }),
    [state, refresh, signOut, clearSession],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  return useContext(AuthContext);
}
