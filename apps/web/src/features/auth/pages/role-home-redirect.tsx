import { homePathForRole } from '@dishrated/shared';
import { Navigate } from 'react-router';
import { PageSpinner, useSession } from '../../../lib/auth';

/**
 * `/dashboard`, which some screens link to: the signed-in user's own dashboard (owners and
 * admins), their profile (customers), or sign-in first.
 */
export default function RoleHomeRedirect() {
  const { user, isRestoring } = useSession();
  if (isRestoring && !user) return <PageSpinner />;
  if (!user) return <Navigate to="/login" replace state={{ from: '/dashboard' }} />;
  return <Navigate to={homePathForRole(user.role) ?? '/profile'} replace />;
}
