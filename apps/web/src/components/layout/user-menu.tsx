import { ROLE_DASHBOARDS, greetingFor, type User } from '@dishrated/shared';
import { useEffect, useState } from 'react';
import { cn } from '../../lib/utils';

export function dashboardLinkFor(role: User['role']) {
  const dashboard = ROLE_DASHBOARDS[role];
  return dashboard ? { to: dashboard.path, label: dashboard.label } : null;
}

/** Where a user's orders are: an owner's order queue, or a customer's own orders. */
export const ordersLinkFor = (role: User['role']) => (role === 'owner' ? { to: '/owner/orders', label: 'Orders' } : { to: '/orders', label: 'My Orders' });

/** The signed-in user's own pages, in the order both account menus (header and phone) list them. */
export function accountLinksFor(role: User['role']): Array<{ to: string; label: string }> {
  const dashboard = dashboardLinkFor(role);
  return [{ to: '/profile', label: 'Profile Settings' }, ordersLinkFor(role), { to: '/following', label: 'Following' }, ...(dashboard ? [dashboard] : [])];
}

const ROLE_BADGE: Record<User['role'], { label: string | null; className: string }> = {
  admin: { label: 'Admin', className: 'bg-admin-100 text-admin-800 ring-admin-200' },
  owner: { label: 'Owner', className: 'bg-brand-100 text-brand-800 ring-brand-200' },
  user: { label: null, className: 'bg-live-50 text-live-800 ring-live-200' },
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
