import type { User } from '@dishrated/shared';
import { lazy, Suspense, useState } from 'react';
import { useHydrated } from '../../lib/hydration';
import { AccountTrigger, MoreTrigger } from './menu-triggers';

// Radix's dropdown and its positioning library were a sixth of the script every page waits for:
// they load beside the page instead. The buttons look the same meanwhile, and a press that lands
// before the code opens the menu when it arrives. A page rendered by the server has the plain
// button too, so the browser can hydrate it before the dropdown's code is there.
const MoreDropdown = lazy(() => import('./dropdown-menus').then((module) => ({ default: module.MoreMenu })));
const UserDropdown = lazy(() => import('./dropdown-menus').then((module) => ({ default: module.UserMenu })));

export function MoreMenu() {
  const [pressed, setPressed] = useState(false);
  const trigger = <MoreTrigger onClick={() => setPressed(true)} />;
  return useHydrated() ? (
    <Suspense fallback={trigger}>
      <MoreDropdown defaultOpen={pressed} />
    </Suspense>
  ) : (
    trigger
  );
}

export function UserMenu({ user }: { user: User }) {
  const [pressed, setPressed] = useState(false);
  const trigger = <AccountTrigger user={user} onClick={() => setPressed(true)} />;
  return useHydrated() ? (
    <Suspense fallback={trigger}>
      <UserDropdown user={user} defaultOpen={pressed} />
    </Suspense>
  ) : (
    trigger
  );
}
