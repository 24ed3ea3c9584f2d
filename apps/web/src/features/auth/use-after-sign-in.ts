import { homePathForRole, type User } from '@dishrated/shared';
import { useLocation, useNavigate } from 'react-router';

/** Where a user lands after signing in: role home for admin/owner, else the page they came from, else /. */
export function useAfterSignIn() {
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  return (user: User) => {
    const target = homePathForRole(user.role) ?? (from && !from.startsWith('/login') ? from : '/');
    navigate(target, { replace: true });
  };
}
