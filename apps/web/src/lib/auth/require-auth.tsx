import type { Role } from '@dishrated/shared';
import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Navigate, useLocation } from 'react-router';
import { useHydrated } from '../hydration';
import { useSession } from './session';

export function PageSpinner({ label }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center gap-3 text-gray-600">
      <span className="h-5 w-5 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" aria-hidden />
      {label ?? <FormattedMessage id="common.loading" defaultMessage="Loading..." />}
    </div>
  );
}

/**
 * Screens that need a signed-in user (optionally of some roles) send everyone else to /login,
 * remembering where they were going. The server enforces the same rules on every call.
 * A user who signs out on such a screen goes home instead, as signing out does everywhere.
 */
export function RequireAuth({ roles, children }: { roles?: Role[]; children: ReactNode }) {
  const { user, isRestoring, signedOutByUser } = useSession();
  const location = useLocation();
  // The server renders these screens as their frame, for no one in particular: until the app has
  // hydrated it and read the stored session, the frame says it is loading.
  const hydrated = useHydrated();
  // Whether this screen has shown a user: state updated during render, React's way of
  // remembering something about earlier renders.
  const [hadUserHere, setHadUserHere] = useState(Boolean(user));
  if (user && !hadUserHere) setHadUserHere(true);
  // A role the kept profile lacks may have come since it was kept (an approved claim makes an
  // owner): the session's check at start-up has the last word.
  if (!hydrated || (isRestoring && (!user || (roles && !roles.includes(user.role))))) return <PageSpinner />;
  if (!user && hadUserHere && signedOutByUser) return <Navigate to="/" replace />;
  if (!user || (roles && !roles.includes(user.role))) {
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return children;
}
