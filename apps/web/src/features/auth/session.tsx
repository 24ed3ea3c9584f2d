import { PRODUCT_NAME, STORAGE_KEYS, UserSchema, type AuthResult, type User } from '@dishrated/shared';
import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ApiError } from '../../lib/api-client';
import { authApi } from './api/auth-api';

interface SessionValue {
  user: User | null;
  /** True while the stored session is being checked at start-up. */
  isRestoring: boolean;
  signIn(result: AuthResult): void;
  signOut(): void;
  replaceUser(user: User): void;
}

const SessionContext = createContext<SessionValue | null>(null);

function readStoredUser(): User | null {
  try {
    const parsed = UserSchema.safeParse(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function clearStorage() {
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.user);
}

/** Session state as the spec describes it: token and user in the browser under 'token' and 'user'. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<User | null>(() => (localStorage.getItem(STORAGE_KEYS.token) ? readStoredUser() : null));
  const [isRestoring, setIsRestoring] = useState(() => Boolean(localStorage.getItem(STORAGE_KEYS.token)));

  const replaceUser = useCallback((next: User) => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(next));
    setUser(next);
  }, []);

  const signIn = useCallback(
    (result: AuthResult) => {
      localStorage.setItem(STORAGE_KEYS.token, result.token);
      replaceUser(result.user);
    },
    [replaceUser],
  );

  const signOut = useCallback(() => {
    clearStorage();
    setUser(null);
  }, []);

  // At start-up a stored token is checked with /auth/me; an invalid one clears the session.
  useEffect(() => {
    if (!localStorage.getItem(STORAGE_KEYS.token)) return;
    let cancelled = false;
    authApi
      .me()
      .then(({ data }) => !cancelled && replaceUser(data.user))
      .catch((error: unknown) => {
        // A network failure keeps the stored session; only a refused token ends it.
        if (!cancelled && (!(error instanceof ApiError) || error.status !== 0)) signOut();
      })
      .finally(() => !cancelled && setIsRestoring(false));
    return () => {
      cancelled = true;
    };
  }, [replaceUser, signOut]);

  const value = useMemo(() => ({ user, isRestoring, signIn, signOut, replaceUser }), [user, isRestoring, signIn, signOut, replaceUser]);
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionValue {
  const value = use(SessionContext);
  if (!value) throw new Error('useSession must be used inside SessionProvider');
  return value;
}

export const welcomeMessage = (name: string) => `Welcome to ${PRODUCT_NAME}, ${name}!`;
