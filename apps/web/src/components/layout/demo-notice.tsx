import { useQuery } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { appConfigQuery } from '../../lib/app-config';
import { useHydrated } from '../../lib/hydration';

/**
 * Tells visitors of a demo install that what they see is sample data (and that the demo accounts'
 * passwords are public), in the footer, where it covers nothing. Asked for in the browser only: a
 * server-rendered page stays the same for every install.
 */
export function DemoNotice() {
  const hydrated = useHydrated();
  const { data } = useQuery({ ...appConfigQuery, enabled: hydrated });
  if (!data?.demo) return null;
  return (
    <p role="note" className="rounded-full bg-warning-100 px-3 py-1 text-xs font-semibold text-warning-900">
      <FormattedMessage id="footer.demoData" defaultMessage="Demo data: the trucks, reviews and accounts here are samples" />
    </p>
  );
}
