import { indiaDate, type Notification } from '@dishrated/shared';
import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';
import { useMarkRead, useNotifications, useSharePositionForAlerts } from '../api/follows-api';

function NotificationRow({ notification, onOpen }: { notification: Notification; onOpen: () => void }) {
  const unread = !notification.readAt;
  const locale = useLocale();
  return (
    <li>
      <Link to={notification.url ?? `/trucks/${notification.truckId}`} onClick={onOpen} className={cn('block rounded-lg px-3 py-2 text-sm hover:bg-gray-50 focus-visible:bg-gray-50', unread && 'bg-brand-50')}>
        <span className="flex items-start justify-between gap-2">
          <span className={cn('text-gray-900', unread && 'font-semibold')}>{notification.title}</span>
          {unread ? <span className="sr-only"><FormattedMessage id="bell.unread" defaultMessage="(unread)" /></span> : null}
        </span>
        <span className="block text-xs text-gray-600">{notification.body}</span>
        <span className="block text-xs text-gray-500">
          {notification.pushed ? (
            indiaDate(notification.createdAt, 'day-month-time', locale)
          ) : (
            <FormattedMessage id="bell.keptQuiet" defaultMessage="{when} · kept during quiet hours" values={{ when: indiaDate(notification.createdAt, 'day-month-time', locale) }} />
          )}
        </span>
      </Link>
    </li>
  );
}

/** The header's bell: the unread count (live), and the latest notifications, each opening its truck. */
export function NotificationBell() {
  const notifications = useNotifications(true);
  const intl = useIntl();
  // The bell is on every page of a signed-in user, so it carries where their browser says they are.
  useSharePositionForAlerts();
  const markRead = useMarkRead();
  const unread = notifications.data?.unread ?? 0;
  const list = notifications.data?.notifications ?? [];
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <button type="button" className="relative inline-flex h-9 w-9 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100" aria-label={unread > 0 ? intl.formatMessage({ id: 'bell.labelUnread', defaultMessage: 'Notifications, {count} unread' }, { count: unread }) : intl.formatMessage({ id: 'bell.title', defaultMessage: 'Notifications' })}>
          <Bell className="h-5 w-5" aria-hidden />
          {unread > 0 ? (
            <span data-testid="unread-count" className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] font-bold leading-5 text-white" aria-hidden>
              {unread > 99 ? <FormattedMessage id="bell.many" defaultMessage="99+" /> : unread}
            </span>
          ) : null}
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content align="end" sideOffset={8} collisionPadding={8} className="z-50 w-[min(22rem,calc(100vw-1rem))] rounded-xl border border-gray-200 bg-white p-2 shadow-lg">
          <div className="flex items-center justify-between px-2 py-1">
            <h2 className="text-sm font-bold text-gray-900"><FormattedMessage id="bell.title" defaultMessage="Notifications" /></h2>
            <button type="button" className="text-xs font-medium text-brand-700 hover:underline disabled:text-gray-400 disabled:no-underline" disabled={unread === 0 || markRead.isPending} onClick={() => markRead.mutate({ all: true })}>
              <FormattedMessage id="bell.markAll" defaultMessage="Mark all read" />
            </button>
          </div>
          {list.length === 0 ? (
            <p className="px-3 py-6 text-center text-sm text-gray-600"><FormattedMessage id="bell.empty" defaultMessage="Nothing yet. Follow a truck to hear when it opens near you." /></p>
          ) : (
            <ul className="max-h-96 overflow-y-auto">
              {list.map((n) => (
                <NotificationRow key={n.id} notification={n} onOpen={() => (n.readAt ? undefined : markRead.mutate({ ids: [n.id] }))} />
              ))}
            </ul>
          )}
          <Link to="/following" className="mt-1 block rounded-lg px-3 py-2 text-center text-sm font-medium text-brand-700 hover:bg-gray-50"><FormattedMessage id="bell.settings" defaultMessage="Following and alert settings" /></Link>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
