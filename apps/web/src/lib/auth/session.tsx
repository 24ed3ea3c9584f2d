import { ROLES, STORAGE_KEYS, type AuthResult, type User } from '@dishrated/shared';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { api, ApiError, setSessionRefusedHandler } from '../api-client';
import { clearDeviceCache, keepDeviceCache, restoreDeviceCache } from '../device-cache';
import { useHydrated } from '../hydration';
import { pageMessage } from '../i18n';
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

const NO_SESSION = { user: null };

/** The profile kept from the last sign-in: the session itself is an HttpOnly cookie no script reads. */
function storedSession(): { user: User | null } {
  // A token an older version kept where scripts can read it goes at once.
  localStorage.removeItem(STORAGE_KEYS.legacyToken);
  return { user: readStoredUser() };
}

/** Ends the session in the browser: the profile here, and the cookie (only the server can clear it). */
function forgetSession() {
  localStorage.removeItem(STORAGE_KEYS.user);
  api.post('/auth/logout').catch(() => undefined);
}

/** The session: an HttpOnly cookie set by the server, with the user's profile kept under 'user', checked with /auth/me at start. */
export function SessionProvider({ children }: { children: ReactNode }) {
  // A page rendered on the server shows the visitor's view, and the browser's first render must match
  // it: the stored session is taken up right after hydration (`hydrated` turns true then; in a
  // page the browser renders itself it is true from the start).
  const hydrated = useHydrated();
  const queryClient = useQueryClient();
  const stored = useMemo(() => {
    if (!hydrated) return NO_SESSION;
    const session = storedSession();
    // The user's cached dashboards are in the query cache before any screen renders for the user.
    if (session.user) restoreDeviceCache(queryClient, session.user.id);
    return session;
  }, [hydrated, queryClient]);
  // undefined until the session changes here (sign in, sign out, a refreshed profile).
  const [changedUser, setUser] = useState<User | null | undefined>(undefined);
  const [restoreFinished, setRestoreFinished] = useState(false);
  const [signedOutByUser, setSignedOutByUser] = useState(false);
  const user = changedUser === undefined ? stored.user : changedUser;
  const isRestoring = Boolean(stored.user) && !restoreFinished;
  // Read by the refusal handler, which must not end a session nobody has.
  const signedIn = useRef(false);
  useEffect(() => {
    signedIn.current = Boolean(user);
  }, [user]);
  const userId = user?.id;
  useEffect(() => {
    if (userId) return keepDeviceCache(queryClient, userId);
  }, [queryClient, userId]);

  const replaceUser = useCallback((next: User) => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(next));
    setUser(next);
  }, []);

  // The server set the session cookie with its answer; only the profile is kept here.
  const signIn = useCallback(
    (result: AuthResult) => {
      setSignedOutByUser(false);
      replaceUser(result.user);
    },
    [replaceUser],
  );

  const endSession = useCallback(() => {
    forgetSession();
    clearDeviceCache();
    queryClient.removeQueries({ predicate: (query) => query.meta?.keepOnDevice === true });
    setUser(null);
  }, [queryClient]);

  const signOut = useCallback(() => {
    setSignedOutByUser(true);
    endSession();
  }, [endSession]);

  // Any request the server refuses for the session (a ban, a password changed elsewhere) signs
  // out here and says why; the screen's guard then sends the user to /login.
  useEffect(() => {
    setSessionRefusedHandler((error) => {
      if (!signedIn.current) return;
      endSession();
      toast.error(
        error.code === 'ACCOUNT_BANNED'
          ? pageMessage({ id: 'session.banned', defaultMessage: 'Account banned' })
          : pageMessage({ id: 'session.signedOut', defaultMessage: 'Signed out' }),
        error.message,
      );
    });
    return () => setSessionRefusedHandler(null);
  }, [endSession]);

  // At start-up a remembered session is checked with /auth/me; a refused one is forgotten.
  useEffect(() => {
    if (!stored.user) return;
    let cancelled = false;
    api
      .get('/auth/me')
      .then(({ data }) => !cancelled && replaceUser(data.user))
      .catch((error: unknown) => {
        // A network failure keeps the remembered session; only a refused one ends it.
        if (!cancelled && (!(error instanceof ApiError) || error.status !== 0)) endSession();
      })
      .finally(() => !cancelled && setRestoreFinished(true));
    return () => {
      cancelled = true;
    };
  }, [stored.user, replaceUser, endSession]);

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

