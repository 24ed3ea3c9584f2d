import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { PageSpinner, useSession } from '../../../lib/auth';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { defineMessages } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { orderQueries, useOrderingNews, usePickupSlots, usePlaceOrder } from '../api/orders-api';
import { CheckoutPanel } from '../components/checkout-panel';
import { MenuPicker } from '../components/menu-picker';
import { cartCount, cartTotal, useCart, withNote, withQuantity } from '../lib/cart';
import { ORDER_LIMITS } from '@dishrated/shared';

const words = defineMessages({
  orderFrom: { id: 'order.orderFrom', defaultMessage: 'Order from {name}' },
  orderAhead: { id: 'title.orderAhead', defaultMessage: 'Order ahead' },
  placed: { id: 'order.placed', defaultMessage: 'Order placed' },
  placedText: { id: 'order.placedText', defaultMessage: 'Your pickup code is {code}. Pay at the truck.' },
  notPlaced: { id: 'order.notPlaced', defaultMessage: 'Order not placed' },
  tryAgain: { id: 'common.pleaseTryAgain', defaultMessage: 'Please try again.' },
  loginRequired: { id: 'truck.loginRequired', defaultMessage: 'Login Required' },
  loginToOrder: { id: 'truck.loginToOrder', defaultMessage: 'Please log in to place a pre-order' },
  loadingMenu: { id: 'order.loadingMenu', defaultMessage: 'Loading the menu...' },
});

/** Ordering ahead from one truck: dishes into the cart, a pickup time, and the order placed. */
export default function OrderAheadPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const navigate = useNavigate();
  const intl = useIntl();
  const location = useLocation();
  const truck = useQuery(orderQueries.truck(id));
  const slots = usePickupSlots(id);
  useOrderingNews(id);
  const { cart, update, clear } = useCart(id);
  const [pickupAt, setPickupAt] = useState('');
  usePageTitle(truck.data ? intl.formatMessage(words.orderFrom, { name: truck.data.name }) : intl.formatMessage(words.orderAhead));

  const menu = useMemo(() => truck.data?.menu ?? [], [truck.data]);
  const dishes = useMemo(() => new Map(menu.map((d) => [d.id, d])), [menu]);
  const prices = useMemo(() => new Map(menu.map((d) => [d.id, d.price])), [menu]);
  const quantities = useMemo(() => new Map(cart.lines.map((l) => [l.menuItemId, l.quantity])), [cart]);
  const soldOut = useMemo(() => new Set(slots.data?.soldOut ?? []), [slots.data]);
  const chosen = slots.data?.slots.some((s) => s.at === pickupAt && s.left > 0) ? pickupAt : '';

  const place = usePlaceOrder(id, {
    onSuccess: (order) => {
      clear();
      toast.success(intl.formatMessage(words.placed), intl.formatMessage(words.placedText, { code: order.pickupCode }));
      void navigate(`/orders/${order.id}`);
    },
    onError: (error) => toast.error(intl.formatMessage(words.notPlaced), errorMessage(error, intl.formatMessage(words.tryAgain))),
  });

  function placeOrder() {
    if (!user) {
      toast.error(intl.formatMessage(words.loginRequired), intl.formatMessage(words.loginToOrder));
      void navigate('/login', { state: { from: location.pathname } });
      return;
    }
    place.mutate({ order: { items: cart.lines.map((l) => ({ menuItemId: l.menuItemId, quantity: l.quantity, ...(l.note.trim() ? { note: l.note.trim() } : {}) })), pickupAt: chosen }, key: cart.key });
  }

  if (truck.isPending) return <PageSpinner label={intl.formatMessage(words.loadingMenu)} />;
  if (!truck.data) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-gray-900"><FormattedMessage id="truck.notFound" defaultMessage="Food Truck Not Found" /></h1>
        <Link to="/find-trucks" className="mt-3 inline-block font-medium text-brand-700 hover:underline"><FormattedMessage id="order.findTrucks" defaultMessage="Find trucks" /></Link>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <Link to={`/trucks/${id}`} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"><ArrowLeft className="h-4 w-4" aria-hidden /><FormattedMessage id="order.backTo" defaultMessage="Back to {name}" values={{ name: truck.data.name }} /></Link>
      <h1 className="mt-2 text-2xl font-bold text-gray-900 sm:text-3xl"><FormattedMessage id="order.aheadFrom" defaultMessage="Order ahead from {name}" values={{ name: truck.data.name }} /></h1>
      <p className="mt-1 text-gray-600"><FormattedMessage id="order.aheadIntro" defaultMessage="Choose your dishes and a pickup time, then skip the queue. You pay at the truck." /></p>
      {slots.data && !slots.data.accepting ? (
        <p role="status" className="mt-4 rounded-xl border border-warning-200 bg-warning-50 p-4 font-medium text-warning-900">
          {slots.data.reason}
          <Link to={`/trucks/${id}`} className="ml-1 whitespace-nowrap text-brand-700 underline">
            <FormattedMessage id="order.seeWhenOpen" defaultMessage="See when it is open" />
          </Link>
        </p>
      ) : null}
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
        {menu.length === 0 ? (
          <p className="text-gray-600"><FormattedMessage id="order.noDishes" defaultMessage="This truck has no dishes on its menu yet." /></p>
        ) : (
          <MenuPicker menu={menu} soldOut={soldOut} quantities={quantities} full={cartCount(cart) >= ORDER_LIMITS.itemsPerOrder} ordering={slots.data?.accepting ?? true} onChange={(dishId, q) => update((c) => withQuantity(c, dishId, q))} />
        )}
        <div className="lg:sticky lg:top-20">
          <CheckoutPanel
            cart={cart}
            dishes={dishes}
            total={cartTotal(cart, prices)}
            slots={slots.data}
            pickupAt={chosen}
            onPickupAt={setPickupAt}
            onNote={(dishId, note) => update((c) => withNote(c, dishId, note))}
            onPlace={placeOrder}
            placing={place.isPending}
            signedIn={Boolean(user)}
          />
        </div>
      </div>
    </div>
  );
}
