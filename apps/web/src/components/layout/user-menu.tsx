import { ROLE_DASHBOARDS, greetingFor, type User } from '@dishrated/shared';
import { LayoutDashboard, LogOut, Settings } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useSignOut } from '../../lib/auth';
import { cn } from '../../lib/utils';

export function dashboardLinkFor(role: User['role']) {
  const dashboard = ROLE_DASHBOARDS[role];
  return dashboard ? { to: dashboard.path, label: dashboard.label } : null;
}

const ROLE_BADGE: Record<User['role'], { label: string | null; className: string }> = {
  admin: { label: 'Admin', className: 'bg-purple-100 text-purple-800 ring-purple-200' },
  owner: { label: 'Owner', className: 'bg-orange-100 text-orange-800 ring-orange-200' },
  user: { label: null, className: 'bg-teal-50 text-teal-800 ring-teal-200' },
};

/** Re-renders on the hour so the greeting follows the local clock. */
function useGreeting() {
  const [greeting, setGreeting] = useState(() => greetingFor());
  useEffect(() => {
    const id = setInterval(() => setGreeting(greetingFor()), 60_000);
    return () => clearInterval(id);
  }, []);
  return greeting;
}

export function GreetingBadge({ user }: { user: User }) {
  const greeting = useGreeting();
  const badge = ROLE_BADGE[user.role] ?? ROLE_BADGE.user;
  return (
    <span
      data-testid="greeting-badge"
      className={cn('inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-medium ring-1', badge.className)}
    >
      <span>
        {greeting}, {user.name.split(' ')[0]}
      </span>
      {badge.label ? <span className="font-bold">· {badge.label}</span> : null}
    </span>
  );
}


export function UserMenu({ user }: { user: User }) {
  const signOut = useSignOut();
  const dashboard = dashboardLinkFor(user.role);
  const itemClass = 'flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm text-gray-700 outline-none data-[highlighted]:bg-orange-50 data-[highlighted]:text-orange-800';
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <button
          type="button"
          aria-label={`Account menu for ${user.name}`}
          className="flex h-10 w-10 items-center justify-center rounded-full bg-gradient-to-br from-orange-500 to-orange-700 text-base font-bold text-white shadow ring-2 ring-white hover:brightness-110 cursor-pointer"
        >
          {user.name.charAt(0).toUpperCase()}
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className="z-50 w-64 rounded-xl border border-gray-200 bg-white p-1.5 shadow-lg">
          <div className="px-2 py-2">
            <p className="truncate text-sm font-semibold text-gray-900">{user.name}</p>
            <p className="truncate text-xs text-gray-500">{user.email}</p>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-gray-100" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/profile">
              <Settings className="h-4 w-4" aria-hidden /> Profile Settings
            </Link>
          </DropdownMenu.Item>
          {dashboard ? (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to={dashboard.to}>
                <LayoutDashboard className="h-4 w-4" aria-hidden /> {dashboard.label}
              </Link>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Separator className="my-1 h-px bg-gray-100" />
          <DropdownMenu.Item className={cn(itemClass, 'text-red-600 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-700')} onSelect={signOut}>
            <LogOut className="h-4 w-4" aria-hidden /> Sign out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
