import { lazy, Suspense } from 'react';
import { RootLayout } from '../components/layout/root-layout';
import { FollowSlotProvider, type FollowSlot } from '../components/truck/truck-follow-slot';
import { DishSearchBox } from '../features/search';
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

// Follow on truck cards and map popups loads with the first card rendered after hydration.
const FollowIconButton = lazy(() => import('../features/follows').then((module) => ({ default: module.FollowIconButton })));
const heartSpace = <span className="inline-block h-8 w-8" aria-hidden />;

function CardFollow({ truck }: { truck: { id: string; name: string } }) {
  return useHydrated() ? (
    <Suspense fallback={heartSpace}>
      <FollowIconButton truckId={truck.id} truckName={truck.name} />
    </Suspense>
  ) : (
    heartSpace
  );
}
const cardFollow: FollowSlot = (truck) => <CardFollow truck={truck} />;

/** The shell with what the app composes into it from features: the dish search, the signed-in user's notification bell, Follow on every truck card. */
export function AppLayout() {
  return (
    <FollowSlotProvider value={cardFollow}>
      <RootLayout accountSlot={<BellSlot />} searchSlot={<DishSearchBox />} />
    </FollowSlotProvider>
  );
}
