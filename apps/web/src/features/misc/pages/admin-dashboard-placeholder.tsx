import { Navigate } from 'react-router';
import { RequireAuth, useSession } from '../../../lib/auth';
import ComingSoonPage from './coming-soon-page';

/** Admins only: signed-out visitors go to /login, other roles to /. */
export default function AdminDashboardPlaceholder() {
  const { user } = useSession();
  if (user && user.role !== 'admin') return <Navigate to="/" replace />;
  return (
    <RequireAuth roles={['admin']}>
      <ComingSoonPage title="Admin Dashboard" />
    </RequireAuth>
  );
}
