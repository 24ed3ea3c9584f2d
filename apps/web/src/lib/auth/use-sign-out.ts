import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { toast } from '../toast';
import { useSession } from './session';

/**
 * Signs out, says so ('Logged Out') and lands on home, from every place that offers it (a screen
 * that needs a user sends its user home too, see RequireAuth).
 */
export function useSignOut() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const intl = useIntl();
  return () => {
    signOut();
    toast.success(intl.formatMessage({ id: 'auth.loggedOut', defaultMessage: 'Logged Out' }), intl.formatMessage({ id: 'auth.loggedOutText', defaultMessage: 'You have been successfully logged out.' }));
    void navigate('/');
  };
}
