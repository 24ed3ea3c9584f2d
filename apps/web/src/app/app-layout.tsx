import { lazy, Suspense } from 'react';
import { RootLayout } from '../components/layout/root-layout';
import { useHydrated } from '../lib/hydration';

// The bell (and the popover library it opens) loads beside the page, only for a signed-in user.
const NotificationBell = lazy(() => import('../features/follows').then((module) => ({ default: module.NotificationBell })));
const bellSpace = <span className="inline-block h-9 w-9" aria-hidden />;

function BellSlot() {
  return useHydrated() ? (
    <Suspense fallback={bellSpace}>
      <NotificationBell />
    </Suspense>
  ) : (
    bellSpace
  );
}

/** The shell with what the app composes into it from features: the signed-in user's notification bell. */
export function AppLayout() {
  return <RootLayout accountSlot={<BellSlot />} />;
}
