import type { User } from '@dishrated/shared';
import { lazy, Suspense, useState } from 'react';
import { AccountTrigger, MoreTrigger } from './menu-triggers';

// Radix's dropdown and its positioning library were a sixth of the script every page waits for:
// they load beside the page instead. The buttons look the same meanwhile, and a press that lands
// before the code opens the menu when it arrives.
const MoreDropdown = lazy(() => import('./dropdown-menus').then((module) => ({ default: module.MoreMenu })));
const UserDropdown = lazy(() => import('./dropdown-menus').then((module) => ({ default: module.UserMenu })));

export function MoreMenu() {
  const [pressed, setPressed] = useState(false);
  return (
    <Suspense fallback={<MoreTrigger onClick={() => setPressed(true)} />}>
      <MoreDropdown defaultOpen={pressed} />
    </Suspense>
  );
}

export function UserMenu({ user }: { user: User }) {
  const [pressed, setPressed] = useState(false);
  return (
    <Suspense fallback={<AccountTrigger user={user} onClick={() => setPressed(true)} />}>
      <UserDropdown user={user} defaultOpen={pressed} />
    </Suspense>
  );
}
