import { OPEN_ORDER_STATUSES, indiaDate, rupees } from '@dishrated/shared';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { PageSpinner, RequireAuth } from '../../../lib/auth';
import { usePageTitle } from '../../../lib/page-title';
import { toast } from '../../../lib/toast';
import { orderQueries, useCancelOrder, useOrderNews } from '../api/orders-api';
import { OrderStatusBadge, OrderSteps } from '../components/order-status';
import { PickupPlace } from '../components/pickup-place';

/** What the customer should do now, in words. */
const NEXT_STEP: Record<string, string> = {
  placed: 'Waiting for the truck to accept your order.',
  accepted: 'The truck is preparing your order.',
  ready: 'Your order is ready. Show your pickup code at the truck and pay there.',
  picked_up: 'Enjoy your meal!',
  rejected: 'The truck could not take this order.',
  cancelled: 'You cancelled this order.',
};

function OrderDetail() {
  const { id = '' } = useParams();
  useOrderNews();
  const { data: order, isPending } = useQuery(orderQueries.order(id));
  const cancel = useCancelOrder({ onSuccess: () => toast.success('Order cancelled'), onError: (error) => toast.error('Could not cancel', errorMessage(error, 'Please try again.')) });
  usePageTitle(order ? `Order #${order.number}` : 'Your order');
  if (isPending) return <PageSpinner label="Loading your order..." />;
  if (!order) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-gray-900">Order not found</h1>
        <Link to="/orders" className="mt-3 inline-block font-medium text-brand-700 hover:underline">Your orders</Link>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <Link to="/orders" className="text-sm font-medium text-brand-700 hover:underline">Your orders</Link>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">Order #{order.number}</h1>
        <OrderStatusBadge status={order.status} />
      </div>
      <p className="mt-1 text-gray-600">from <Link to={`/trucks/${order.truck.id}`} className="font-medium text-brand-700 hover:underline">{order.truck.name}</Link></p>
      <p role="status" aria-live="polite" className="mt-4 rounded-xl bg-gray-50 p-4 font-medium text-gray-900">
        {NEXT_STEP[order.status]}
        {order.status === 'rejected' && order.rejectReason ? <span className="mt-1 block font-normal text-gray-700">Reason: {order.rejectReason}</span> : null}
        {order.readyBy && (order.status === 'accepted' || order.status === 'ready') ? <span className="mt-1 block font-normal text-gray-700">Ready by {indiaDate(order.readyBy, 'time')}</span> : null}
        {order.lateMinutes > 0 && order.status === 'accepted' ? <span className="mt-1 block font-semibold text-amber-800">The truck is running {order.lateMinutes} minutes late.</span> : null}
      </p>
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        {/* The code is shown at the truck: only an order still to be handed over has one worth showing. */}
        {OPEN_ORDER_STATUSES.includes(order.status) ? (
          <Card className="p-5">
            <h2 className="text-sm font-semibold uppercase tracking-wide text-gray-500">Pickup code</h2>
            <p className="mt-1 text-4xl font-bold tracking-[0.3em] text-gray-900" aria-label={`Pickup code ${order.pickupCode?.split('').join(' ')}`}>{order.pickupCode}</p>
            <p className="mt-2 text-sm text-gray-600">Pickup at {indiaDate(order.pickupAt, 'time')}</p>
            {order.status === 'placed' ? (
              <ConfirmDialog
                trigger={<Button variant="outline" className="mt-4" disabled={cancel.isPending}>Cancel order</Button>}
                title="Cancel this order?"
                description={`${order.truck.name} will not prepare it. You can order again while the truck is taking orders.`}
                confirmText="Cancel order"
                cancelText="Keep order"
                onConfirm={() => cancel.mutate(order.id)}
              />
            ) : null}
          </Card>
        ) : null}
        <Card className="p-5">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-gray-500">Progress</h2>
          <div className="mt-3"><OrderSteps order={order} /></div>
        </Card>
      </div>
      {OPEN_ORDER_STATUSES.includes(order.status) ? <PickupPlace truckId={order.truck.id} /> : null}
      <Card className="mt-6 p-5">
        <h2 className="text-lg font-bold text-gray-900">Items</h2>
        <ul className="mt-3 divide-y divide-gray-100">
          {order.items.map((item, i) => (
            <li key={i} className="flex justify-between gap-3 py-2 text-sm">
              <span className="min-w-0">{item.quantity} × {item.name}{item.note ? <span className="block text-gray-500">Note: {item.note}</span> : null}</span>
              <span className="tabular-nums">{rupees(item.unitPrice * item.quantity)}</span>
            </li>
          ))}
        </ul>
        <p className="mt-2 flex justify-between border-t border-gray-100 pt-3 font-bold"><span>Total (pay at the truck)</span><span className="tabular-nums">{rupees(order.total)}</span></p>
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
