import { greetingFor, type User } from '@dishrated/shared';
import { useEffect, useState } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { defineMessages } from '../../lib/i18n';
import { cn } from '../../lib/utils';

const labels = defineMessages({
  profile: { id: 'account.profile', defaultMessage: 'Profile Settings' },
  ownerOrders: { id: 'account.ownerOrders', defaultMessage: 'Orders' },
  myOrders: { id: 'account.myOrders', defaultMessage: 'My Orders' },
  following: { id: 'account.following', defaultMessage: 'Following' },
  catering: { id: 'account.catering', defaultMessage: 'Catering requests' },
  ownerDashboard: { id: 'account.ownerDashboard', defaultMessage: 'Owner Dashboard' },
  adminDashboard: { id: 'account.adminDashboard', defaultMessage: 'Admin Dashboard' },
  admin: { id: 'account.badge.admin', defaultMessage: 'Admin' },
  owner: { id: 'account.badge.owner', defaultMessage: 'Owner' },
  morning: { id: 'account.greeting.morning', defaultMessage: 'Good morning, {name}' },
  afternoon: { id: 'account.greeting.afternoon', defaultMessage: 'Good afternoon, {name}' },
  evening: { id: 'account.greeting.evening', defaultMessage: 'Good evening, {name}' },
});

export interface AccountLink {
  to: string;
  label: MessageDescriptor;
}

export function dashboardLinkFor(role: User['role']): AccountLink | null {
  if (role === 'owner') return { to: '/owner/dashboard', label: labels.ownerDashboard };
  if (role === 'admin') return { to: '/admin/dashboard', label: labels.adminDashboard };
  return null;
}

/** Where a user's orders are: an owner's order queue, or a customer's own orders. */
export const ordersLinkFor = (role: User['role']): AccountLink => (role === 'owner' ? { to: '/owner/orders', label: labels.ownerOrders } : { to: '/orders', label: labels.myOrders });

/** The signed-in user's own pages, in the order both account menus (header and phone) list them. */
export function accountLinksFor(role: User['role']): AccountLink[] {
  const dashboard = dashboardLinkFor(role);
  // Owners read catering requests on their dashboard's Bookings tab; customers hire trucks from here.
  const catering = role === 'user' ? [{ to: '/catering', label: labels.catering }] : [];
  return [{ to: '/profile', label: labels.profile }, ordersLinkFor(role), ...catering, { to: '/following', label: labels.following }, ...(dashboard ? [dashboard] : [])];
}

const ROLE_BADGE: Record<User['role'], { label: MessageDescriptor | null; className: string }> = {
  admin: { label: labels.admin, className: 'bg-admin-100 text-admin-800 ring-admin-200' },
  owner: { label: labels.owner, className: 'bg-brand-100 text-brand-800 ring-brand-200' },
  user: { label: null, className: 'bg-live-50 text-live-800 ring-live-200' },
};

const GREETINGS: Record<string, MessageDescriptor> = { 'Good morning': labels.morning, 'Good afternoon': labels.afternoon, 'Good evening': labels.evening };

/** Re-renders on the hour so the greeting follows the local clock. */
function useGreeting() {
  const [greeting, setGreeting] = useState(() => greetingFor());
  useEffect(() => {
    const id = setInterval(() => setGreeting(greetingFor()), 60_000);
    return () => clearInterval(id);
  }, []);
  return GREETINGS[greeting] ?? labels.evening;
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
        <FormattedMessage {...greeting} values={{ name: user.name.split(' ')[0] }} />
      </span>
      {badge.label ? (
        <span className="font-bold before:mr-1 before:content-['·']">
          <FormattedMessage {...badge.label} />
        </span>
      ) : null}
    </span>
  );
}
