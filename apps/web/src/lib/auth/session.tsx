import { PRODUCT_NAME, ROLES, STORAGE_KEYS, type AuthResult, type User } from '@dishrated/shared';
import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { api, ApiError, setSessionRefusedHandler } from '../api-client';
import { useHydrated } from '../hydration';
import { toast } from '../toast';

interface SessionValue {
  user: User | null;
  /** True while the stored session is being checked at start-up. */
  isRestoring: boolean;
  /** True after the user signed out themselves (not after a refused or expired session). */
  signedOutByUser: boolean;
  signIn(result: AuthResult): void;
  signOut(): void;
  replaceUser(user: User): void;
}

const SessionContext = createContext<SessionValue | null>(null);

/**
 * The stored user, if it has the fields the shell reads. A light check instead of the shared zod
 * schema keeps zod out of the first page load; /auth/me confirms the session right after anyway.
 */
function readStoredUser(): User | null {
  try {
    const value = JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null') as Partial<User> | null;
    const valid = !!value && typeof value.id === 'string' && typeof value.name === 'string' && typeof value.email === 'string' && ROLES.includes(value.role!);
    return valid ? (value as User) : null;
  } catch {
    return null;
  }
}

const NO_SESSION = { hasToken: false, user: null };

function storedSession(): { hasToken: boolean; user: User | null } {
  const hasToken = Boolean(localStorage.getItem(STORAGE_KEYS.token));
  return { hasToken, user: hasToken ? readStoredUser() : null };
}

function clearStorage() {
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.user);
}

/** The session: token and user kept in the browser under 'token' and 'user', checked with /auth/me at start. */
export function SessionProvider({ children }: { children: ReactNode }) {
  // A page drawn on the server shows the visitor's view, and the browser's first render must match
  // it: the stored session is taken up right after hydration (`hydrated` turns true then; in a
  // page the browser draws itself it is true from the start).
  const hydrated = useHydrated();
  const stored = useMemo(() => (hydrated ? storedSession() : NO_SESSION), [hydrated]);
  // undefined until the session changes here (sign in, sign out, a refreshed profile).
  const [changedUser, setUser] = useState<User | null | undefined>(undefined);
  const [restoreFinished, setRestoreFinished] = useState(false);
  const [signedOutByUser, setSignedOutByUser] = useState(false);
  const user = changedUser === undefined ? stored.user : changedUser;
  const isRestoring = stored.hasToken && !restoreFinished;

  const replaceUser = useCallback((next: User) => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(next));
    setUser(next);
  }, []);

  const signIn = useCallback(
    (result: AuthResult) => {
      localStorage.setItem(STORAGE_KEYS.token, result.token);
      setSignedOutByUser(false);
      replaceUser(result.user);
    },
    [replaceUser],
  );

  const endSession = useCallback(() => {
    clearStorage();
    setUser(null);
  }, []);

  const signOut = useCallback(() => {
    setSignedOutByUser(true);
    endSession();
  }, [endSession]);

  // Any request the server refuses for the session (a ban, a password changed elsewhere) signs
  // out here and says why; the screen's guard then sends the user to /login.
  useEffect(() => {
    setSessionRefusedHandler((error) => {
      if (!localStorage.getItem(STORAGE_KEYS.token)) return;
      endSession();
      toast.error(error.code === 'ACCOUNT_BANNED' ? 'Account banned' : 'Signed out', error.message);
    });
    return () => setSessionRefusedHandler(null);
  }, [endSession]);

  // At start-up a stored token is checked with /auth/me; an invalid one clears the session.
  useEffect(() => {
    if (!localStorage.getItem(STORAGE_KEYS.token)) return;
    let cancelled = false;
    api
      .get<{ user: User }>('/auth/me')
      .then(({ data }) => !cancelled && replaceUser(data.user))
      .catch((error: unknown) => {
        // A network failure keeps the stored session; only a refused token ends it.
        if (!cancelled && (!(error instanceof ApiError) || error.status !== 0)) endSession();
      })
      .finally(() => !cancelled && setRestoreFinished(true));
    return () => {
      cancelled = true;
    };
  }, [replaceUser, endSession]);

  const value = useMemo(
    () => ({ user, isRestoring, signedOutByUser, signIn, signOut, replaceUser }),
    [user, isRestoring, signedOutByUser, signIn, signOut, replaceUser],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionValue {
  const value = use(SessionContext);
  if (!value) throw new Error('useSession must be used inside SessionProvider');
  return value;
}

export const welcomeMessage = (name: string) => `Welcome to ${PRODUCT_NAME}, ${name}!`;
