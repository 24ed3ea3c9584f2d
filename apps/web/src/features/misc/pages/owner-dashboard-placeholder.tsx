import { RequireAuth } from '../../../lib/auth';
import ComingSoonPage from './coming-soon-page';

/** The owner dashboard arrives with the owner issue; the route and its guard exist already. */
export default function OwnerDashboardPlaceholder() {
  return (
    <RequireAuth roles={['owner']}>
      <ComingSoonPage title="Owner Dashboard" />
    </RequireAuth>
  );
}
