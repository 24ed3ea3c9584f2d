import { indiaDate, rupees } from '@dishrated/shared';
import { useQuery } from '@tanstack/react-query';
import { ShoppingBag } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { PageSpinner, RequireAuth } from '../../../lib/auth';
import { useLocale } from '../../../lib/i18n';
import { orderQueries, useOrderNews } from '../api/orders-api';
import { OrderStatusBadge } from '../components/order-status';

function MyOrders() {
  useOrderNews();
  const intl = useIntl();
  const locale = useLocale();
  const { data, isPending } = useQuery(orderQueries.mine(1));
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl"><FormattedMessage id="account.myOrders" defaultMessage="My Orders" /></h1>
      <p className="mt-1 text-gray-600"><FormattedMessage id="myOrders.intro" defaultMessage="Orders you placed ahead for pickup, newest first." /></p>
      {isPending ? (
        <PageSpinner label={intl.formatMessage({ id: 'myOrders.loading', defaultMessage: 'Loading your orders...' })} />
      ) : !data || data.orders.length === 0 ? (
        <Card className="mt-6 p-8 text-center">
          <ShoppingBag className="mx-auto h-8 w-8 text-brand-600" aria-hidden />
          <p className="mt-2 font-semibold text-gray-900"><FormattedMessage id="myOrders.none" defaultMessage="No orders yet." /></p>
          <p className="mt-1 text-sm text-gray-600"><FormattedMessage id="myOrders.how" defaultMessage="Open a truck that is serving and tap Pre-Order for Pickup." /></p>
          <Link to="/find-trucks" className="mt-3 inline-block font-medium text-brand-700 hover:underline"><FormattedMessage id="order.findTrucks" defaultMessage="Find trucks" /></Link>
        </Card>
      ) : (
        <ul className="mt-6 space-y-3">
          {data.orders.map((order) => (
            <li key={order.id}>
              <Link to={`/orders/${order.id}`} className="block rounded-2xl border border-gray-200 bg-white p-4 hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-brand-600">
                <span className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold text-gray-900"><FormattedMessage id="myOrders.title" defaultMessage="{truck} · #{number}" values={{ truck: order.truck.name, number: order.number }} /></span>
                  <OrderStatusBadge status={order.status} />
                </span>
                <span className="mt-1 block text-sm text-gray-600">
                  <FormattedMessage
                    id="myOrders.line"
                    defaultMessage="{count, plural, one {# item} other {# items}} · {total} · pickup {when}"
                    values={{ count: order.items.reduce((n, i) => n + i.quantity, 0), total: rupees(order.total), when: indiaDate(order.pickupAt, 'short-date-time', locale) }}
                  />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export default function MyOrdersPage() {
  return (
    <RequireAuth>
      <MyOrders />
    </RequireAuth>
  );
}
