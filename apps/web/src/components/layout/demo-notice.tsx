import { useQuery } from '@tanstack/react-query';
import { appConfigQuery } from '../../lib/app-config';
import { useHydrated } from '../../lib/hydration';

/**
 * Tells visitors of a demo install that what they see is sample data (and that the demo accounts'
 * passwords are public). Fixed in a corner, so appearing after the config loads moves nothing.
 * Asked for in the browser only: a server-drawn page stays the same for every install.
 */
export function DemoNotice() {
  const hydrated = useHydrated();
  const { data } = useQuery({ ...appConfigQuery, enabled: hydrated });
  if (!data?.demo) return null;
  return (
    <p role="note" className="pointer-events-none fixed bottom-2 left-2 z-40 rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900 shadow">
      Demo data
    </p>
  );
}
