import { OPEN_ORDER_STATUSES, indiaDate, rupees, type OrderStatus } from '@dishrated/shared';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { PageSpinner, RequireAuth } from '../../../lib/auth';
import { defineMessages, useLocale } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { toast } from '../../../lib/toast';
import { orderQueries, useCancelOrder, useOrderNews } from '../api/orders-api';
import { OrderStatusBadge, OrderSteps } from '../components/order-status';
import { PickupPlace } from '../components/pickup-place';

/** What the customer should do now, in words. */
const NEXT_STEP = defineMessages<OrderStatus>({
  placed: { id: 'order.next.placed', defaultMessage: 'Waiting for the truck to accept your order.' },
  accepted: { id: 'order.next.accepted', defaultMessage: 'The truck is preparing your order.' },
  ready: { id: 'order.next.ready', defaultMessage: 'Your order is ready. Show your pickup code at the truck and pay there.' },
  picked_up: { id: 'order.next.pickedUp', defaultMessage: 'Enjoy your meal!' },
  rejected: { id: 'order.next.rejected', defaultMessage: 'The truck could not take this order.' },
  cancelled: { id: 'order.next.cancelled', defaultMessage: 'You cancelled this order.' },
});

const words = defineMessages({
  cancelled: { id: 'order.cancelledToast', defaultMessage: 'Order cancelled' },
  couldNotCancel: { id: 'order.couldNotCancel', defaultMessage: 'Could not cancel' },
  tryAgain: { id: 'common.pleaseTryAgain', defaultMessage: 'Please try again.' },
  title: { id: 'order.number', defaultMessage: 'Order #{number}' },
  yourOrder: { id: 'title.yourOrder', defaultMessage: 'Your order' },
  loading: { id: 'order.loading', defaultMessage: 'Loading your order...' },
  yourOrders: { id: 'order.yourOrders', defaultMessage: 'Your orders' },
  cancelOrder: { id: 'order.cancel', defaultMessage: 'Cancel order' },
});

function OrderDetail() {
  const { id = '' } = useParams();
  useOrderNews();
  const intl = useIntl();
  const locale = useLocale();
  const { data: order, isPending } = useQuery(orderQueries.order(id));
  const cancel = useCancelOrder({
    onSuccess: () => toast.success(intl.formatMessage(words.cancelled)),
    onError: (error) => toast.error(intl.formatMessage(words.couldNotCancel), errorMessage(error, intl.formatMessage(words.tryAgain))),
  });
  usePageTitle(order ? intl.formatMessage(words.title, { number: order.number }) : intl.formatMessage(words.yourOrder));
  if (isPending) return <PageSpinner label={intl.formatMessage(words.loading)} />;
  if (!order) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-gray-900"><FormattedMessage id="order.notFound" defaultMessage="Order not found" /></h1>
        <Link to="/orders" className="mt-3 inline-block font-medium text-brand-700 hover:underline"><FormattedMessage {...words.yourOrders} /></Link>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <Link to="/orders" className="text-sm font-medium text-brand-700 hover:underline"><FormattedMessage {...words.yourOrders} /></Link>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl"><FormattedMessage {...words.title} values={{ number: order.number }} /></h1>
        <OrderStatusBadge status={order.status} />
      </div>
      <p className="mt-1 text-gray-600">
        <FormattedMessage
          id="order.from"
          defaultMessage="from <truck>{name}</truck>"
          values={{ name: order.truck.name, truck: (chunks) => <Link to={`/trucks/${order.truck.id}`} className="font-medium text-brand-700 hover:underline">{chunks}</Link> }}
        />
      </p>
      <p role="status" aria-live="polite" className="mt-4 rounded-xl bg-gray-50 p-4 font-medium text-gray-900">
        <FormattedMessage {...NEXT_STEP[order.status]} />
        {order.status === 'rejected' && order.rejectReason ? (
          <span className="mt-1 block font-normal text-gray-700"><FormattedMessage id="order.reason" defaultMessage="Reason: {reason}" values={{ reason: order.rejectReason }} /></span>
        ) : null}
        {order.readyBy && (order.status === 'accepted' || order.status === 'ready') ? (
          <span className="mt-1 block font-normal text-gray-700"><FormattedMessage id="order.readyBy" defaultMessage="Ready by {time}" values={{ time: indiaDate(order.readyBy, 'time', locale) }} /></span>
        ) : null}
        {order.lateMinutes > 0 && order.status === 'accepted' ? (
          <span className="mt-1 block font-semibold text-amber-800">
            <FormattedMessage id="order.runningLate" defaultMessage="The truck is running {minutes} minutes late." values={{ minutes: order.lateMinutes }} />
          </span>
        ) : null}
      </p>
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        {/* The code is shown at the truck: only an order still to be handed over has one worth showing. */}
        {OPEN_ORDER_STATUSES.includes(order.status) ? (
          <Card className="p-5">
            <h2 className="text-sm font-semibold uppercase tracking-wide text-gray-500"><FormattedMessage id="order.pickupCode" defaultMessage="Pickup code" /></h2>
            <p className="mt-1 text-4xl font-bold tracking-[0.3em] text-gray-900" aria-label={intl.formatMessage({ id: 'order.pickupCodeLabel', defaultMessage: 'Pickup code {code}' }, { code: order.pickupCode?.split('').join(' ') ?? '' })}>{order.pickupCode}</p>
            <p className="mt-2 text-sm text-gray-600"><FormattedMessage id="order.pickupAt" defaultMessage="Pickup at {time}" values={{ time: indiaDate(order.pickupAt, 'time', locale) }} /></p>
            {order.status === 'placed' ? (
              <ConfirmDialog
                trigger={<Button variant="outline" className="mt-4" disabled={cancel.isPending}><FormattedMessage {...words.cancelOrder} /></Button>}
                title={intl.formatMessage({ id: 'order.cancelTitle', defaultMessage: 'Cancel this order?' })}
                description={intl.formatMessage({ id: 'order.cancelText', defaultMessage: '{name} will not prepare it. You can order again while the truck is taking orders.' }, { name: order.truck.name })}
                confirmText={intl.formatMessage(words.cancelOrder)}
                cancelText={intl.formatMessage({ id: 'order.keep', defaultMessage: 'Keep order' })}
                onConfirm={() => cancel.mutate(order.id)}
              />
            ) : null}
          </Card>
        ) : null}
        <Card className="p-5">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-gray-500"><FormattedMessage id="order.progressTitle" defaultMessage="Progress" /></h2>
          <div className="mt-3"><OrderSteps order={order} /></div>
        </Card>
      </div>
      {OPEN_ORDER_STATUSES.includes(order.status) ? <PickupPlace truckId={order.truck.id} /> : null}
      <Card className="mt-6 p-5">
        <h2 className="text-lg font-bold text-gray-900"><FormattedMessage id="order.items" defaultMessage="Items" /></h2>
        <ul className="mt-3 divide-y divide-gray-100">
          {order.items.map((item, i) => (
            <li key={i} className="flex justify-between gap-3 py-2 text-sm">
              <span className="min-w-0">
                <FormattedMessage id="checkout.line" defaultMessage="{quantity} × {name}" values={{ quantity: item.quantity, name: item.name }} />
                {item.note ? <span className="block text-gray-500"><FormattedMessage id="order.note" defaultMessage="Note: {note}" values={{ note: item.note }} /></span> : null}
              </span>
              <span className="tabular-nums">{rupees(item.unitPrice * item.quantity)}</span>
            </li>
          ))}
        </ul>
        <p className="mt-2 flex justify-between border-t border-gray-100 pt-3 font-bold"><span><FormattedMessage id="order.totalPayAtTruck" defaultMessage="Total (pay at the truck)" /></span><span className="tabular-nums">{rupees(order.total)}</span></p>
      </Card>
    </div>
  );
}

export default function OrderPage() {
  return (
    <RequireAuth>
      <OrderDetail />
    </RequireAuth>
  );
}
