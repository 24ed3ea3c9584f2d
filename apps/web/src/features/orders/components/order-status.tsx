import { indiaDate, orderStatusLabel, type Order, type OrderStatus } from '@dishrated/shared';
import { Check } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocale } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';

const BADGE: Record<OrderStatus, string> = {
  placed: 'bg-warning-50 text-warning-900 ring-warning-200',
  accepted: 'bg-brand-50 text-brand-800 ring-brand-200',
  ready: 'bg-live-50 text-live-800 ring-live-200',
  picked_up: 'bg-gray-100 text-gray-700 ring-gray-200',
  rejected: 'bg-danger-50 text-danger-800 ring-danger-200',
  cancelled: 'bg-gray-100 text-gray-700 ring-gray-200',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const locale = useLocale();
  return <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1', BADGE[status])}>{orderStatusLabel(status, locale)}</span>;
}

const STEPS: OrderStatus[] = ['placed', 'accepted', 'ready', 'picked_up'];

/** The order's way from placed to picked up, each step with when it happened. */
export function OrderSteps({ order }: { order: Order }) {
  const when = (status: OrderStatus) => order.history.find((h) => h.status === status)?.at;
  const ended = order.status === 'rejected' || order.status === 'cancelled';
  const intl = useIntl();
  const locale = useLocale();
  return (
    <ol className="space-y-3" aria-label={intl.formatMessage({ id: 'order.progress', defaultMessage: 'Order progress' })}>
      {STEPS.map((step) => {
        const at = when(step);
        return (
          <li key={step} className="flex items-center gap-3">
            <span className={cn('flex h-7 w-7 shrink-0 items-center justify-center rounded-full border-2', at ? 'border-live-600 bg-live-600 text-white' : 'border-gray-300 text-gray-400')} aria-hidden>
              {at ? <Check className="h-4 w-4" /> : null}
            </span>
            <span className={cn('text-sm', at ? 'font-semibold text-gray-900' : 'text-gray-500')}>
              {orderStatusLabel(step, locale)}
              {at ? (
                <span className="ml-2 font-normal text-gray-600">{indiaDate(at, 'time', locale)}</span>
              ) : (
                <span className="sr-only ml-1">
                  <FormattedMessage id="order.notYet" defaultMessage="(not yet)" />
                </span>
              )}
            </span>
          </li>
        );
      })}
      {ended ? (
        <li className="flex items-center gap-3 text-sm font-semibold text-danger-700">
          {[orderStatusLabel(order.status, locale), when(order.status) ? indiaDate(when(order.status)!, 'time', locale) : ''].join(' ')}
        </li>
      ) : null}
    </ol>
  );
}
