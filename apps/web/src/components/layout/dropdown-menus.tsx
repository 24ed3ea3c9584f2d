import type { User } from '@dishrated/shared';
import { CalendarHeart, Heart, LayoutDashboard, LogOut, Settings, ShoppingBag, type LucideIcon } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useSignOut } from '../../lib/auth';
import { cn } from '../../lib/utils';
import { AccountTrigger, MoreTrigger } from './menu-triggers';
import { MORE_LINKS } from './nav-links';
import { accountLinksFor } from './user-menu';

const ACCOUNT_ICONS: Record<string, LucideIcon> = { '/profile': Settings, '/orders': ShoppingBag, '/owner/orders': ShoppingBag, '/catering': CalendarHeart, '/following': Heart };

/** `defaultOpen`: the button was pressed before this code arrived. */
interface DropdownProps {
  defaultOpen: boolean;
}

export function MoreMenu({ defaultOpen }: DropdownProps) {
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>
        <MoreTrigger />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="start" sideOffset={6} className="z-50 w-60 rounded-xl border border-gray-200 bg-white p-1.5 shadow-lg">
          {MORE_LINKS.map((link) => (
            <DropdownMenu.Item key={link.to} asChild className="block cursor-pointer rounded-md px-2 py-2 text-sm text-gray-700 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800">
              <Link to={link.to}>
                <FormattedMessage {...link.label} />
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

const itemClass = 'flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm text-gray-700 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800';

export function UserMenu({ user, defaultOpen }: DropdownProps & { user: User }) {
  const signOut = useSignOut();
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>
        <AccountTrigger user={user} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className="z-50 w-64 rounded-xl border border-gray-200 bg-white p-1.5 shadow-lg">
          <div className="px-2 py-2">
            <p className="truncate text-sm font-semibold text-gray-900">{user.name}</p>
            <p className="truncate text-xs text-gray-500">{user.email}</p>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-gray-100" />
          {accountLinksFor(user.role).map(({ to, label }) => {
            const Icon = ACCOUNT_ICONS[to] ?? LayoutDashboard;
            return (
              <DropdownMenu.Item key={to} asChild className={itemClass}>
                <Link to={to}>
                  <Icon className="h-4 w-4" aria-hidden /> <FormattedMessage {...label} />
                </Link>
              </DropdownMenu.Item>
            );
          })}
          <DropdownMenu.Separator className="my-1 h-px bg-gray-100" />
          <DropdownMenu.Item className={cn(itemClass, 'text-danger-600 data-[highlighted]:bg-danger-50 data-[highlighted]:text-danger-700')} onSelect={signOut}>
            <LogOut className="h-4 w-4" aria-hidden /> <FormattedMessage id="account.signOut" defaultMessage="Sign out" />
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
