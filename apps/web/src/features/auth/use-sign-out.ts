import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { useSession } from './session';

/** Signs out, says so (spec toast 'Logged Out') and goes home. */
export function useSignOut() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  return () => {
    signOut();
    toast.success('Logged Out', 'You have been successfully logged out.');
    navigate('/');
  };
}
