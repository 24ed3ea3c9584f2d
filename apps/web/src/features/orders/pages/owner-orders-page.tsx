import { rupees, type Order, type OrderStatus } from '@dishrated/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Label } from '../../../components/ui/input';
import { PageSpinner, RequireAuth } from '../../../lib/auth';
import { defineMessages } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { ownerTrucksQuery } from '../../../lib/owner-trucks';
import { orderQueries, useOrderNews } from '../api/orders-api';
import { OrderingSettingsForm } from '../components/ordering-settings-form';
import { OwnerOrderCard } from '../components/owner-order-card';
import { alertNewOrder, soundUnlocked, unlockSoundOnFirstTap } from '../lib/new-order-alert';

const words = defineMessages({
  new: { id: 'queue.new', defaultMessage: 'New' },
  preparing: { id: 'queue.preparing', defaultMessage: 'Preparing' },
  ready: { id: 'queue.ready', defaultMessage: 'Ready' },
  done: { id: 'queue.done', defaultMessage: 'Done today' },
  columnOrders: { id: 'queue.columnOrders', defaultMessage: '{column} orders' },
  orders: { id: 'account.ownerOrders', defaultMessage: 'Orders' },
  waiting: { id: 'queue.waitingTitle', defaultMessage: '({count}) Orders' },
  loadingSettings: { id: 'queue.loadingSettings', defaultMessage: 'Loading ordering settings...' },
  loadingTrucks: { id: 'queue.loadingTrucks', defaultMessage: 'Loading your trucks...' },
  loadingOrders: { id: 'queue.loadingOrders', defaultMessage: 'Loading orders...' },
  ordersToday: { id: 'queue.ordersToday', defaultMessage: 'Orders today' },
  pickedUp: { id: 'queue.pickedUp', defaultMessage: 'Picked up' },
  revenue: { id: 'queue.revenue', defaultMessage: 'Revenue' },
});

const COLUMNS: Array<{ title: MessageDescriptor; statuses: OrderStatus[] }> = [
  { title: words.new, statuses: ['placed'] },
  { title: words.preparing, statuses: ['accepted'] },
  { title: words.ready, statuses: ['ready'] },
  { title: words.done, statuses: ['picked_up', 'rejected', 'cancelled'] },
];

function OrderColumns({ orders }: { orders: Order[] }) {
  const intl = useIntl();
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      {COLUMNS.map((column) => {
        const listed = orders.filter((o) => column.statuses.includes(o.status));
        return (
          <section key={column.title.id} aria-label={intl.formatMessage(words.columnOrders, { column: intl.formatMessage(column.title) })}>
            <h2 className="font-bold text-gray-900">
              <FormattedMessage
                id="queue.columnTitle"
                defaultMessage="{column} <muted>({count})</muted>"
                values={{ column: intl.formatMessage(column.title), count: listed.length, muted: (chunks) => <span className="text-gray-500">{chunks}</span> }}
              />
            </h2>
            {listed.length === 0 ? <p className="mt-2 text-sm text-gray-500"><FormattedMessage id="queue.none" defaultMessage="None" /></p> : <ul className="mt-2 space-y-3">{listed.map((o) => <li key={o.id}><OwnerOrderCard order={o} /></li>)}</ul>}
          </section>
        );
      })}
    </div>
  );
}

function TruckSettings({ truckId }: { truckId: string }) {
  const settings = useQuery(orderQueries.settings(truckId));
  const truck = useQuery(orderQueries.truck(truckId));
  const intl = useIntl();
  if (!settings.data || !truck.data) return <PageSpinner label={intl.formatMessage(words.loadingSettings)} />;
  return <OrderingSettingsForm key={truckId} truckId={truckId} settings={settings.data} menu={truck.data.menu ?? []} />;
}

/**
 * A new order, impossible to miss at a busy counter: a banner over the bottom of the screen that
 * stays until the owner has seen it. It floats, and the line about the chime keeps its height
 * when the chime is ready: nothing the owner is about to tap moves under their finger.
 */
function NewOrderBanner({ arrived, onSeen, hearing }: { arrived: number; onSeen: () => void; hearing: boolean }) {
  return (
    <>
      <p className="mt-3 min-h-10 text-sm text-gray-600">
        {hearing ? (
          <FormattedMessage id="queue.chimes" defaultMessage="Each new order chimes on this screen." />
        ) : (
          <FormattedMessage id="queue.tapForChime" defaultMessage="Tap anywhere on this screen once to hear a chime with each new order." />
        )}
      </p>
      {arrived > 0 ? (
        <div role="alert" className="fixed inset-x-3 bottom-3 z-40 mx-auto flex max-w-xl flex-wrap items-center justify-between gap-3 rounded-xl bg-brand-700 p-4 text-white shadow-lg">
          <p className="text-lg font-bold">
            <FormattedMessage id="queue.arrived" defaultMessage="{count, plural, one {# new order} other {# new orders}}: see New below" values={{ count: arrived }} />
          </p>
          <Button variant="secondary" size="sm" onClick={onSeen}><FormattedMessage id="queue.seen" defaultMessage="Seen" /></Button>
        </div>
      ) : null}
    </>
  );
}

/** The owner's live order queue on a phone: new orders arrive with a banner, a chime, a buzz and a count in the tab's title. */
function OwnerOrders() {
  const trucks = useQuery(ownerTrucksQuery());
  const intl = useIntl();
  const [chosen, setChosen] = useState('');
  const truckId = chosen || trucks.data?.[0]?.id || '';
  const queue = useQuery({ ...orderQueries.queue(truckId), enabled: Boolean(truckId) });
  const [arrived, setArrived] = useState(0);
  const [hearing, setHearing] = useState(soundUnlocked);
  useEffect(() => unlockSoundOnFirstTap(() => setHearing(true)), []);
  useOrderNews((news) => {
    if (news.status !== 'placed') return;
    setArrived((n) => n + 1);
    alertNewOrder();
  });
  const waiting = queue.data?.orders.filter((o) => o.status === 'placed').length ?? 0;
  usePageTitle(waiting > 0 ? intl.formatMessage(words.waiting, { count: waiting }) : intl.formatMessage(words.orders));

  if (trucks.isPending) return <PageSpinner label={intl.formatMessage(words.loadingTrucks)} />;
  if (!trucks.data?.length) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-gray-900"><FormattedMessage {...words.orders} /></h1>
        <p className="mt-2 text-gray-600"><FormattedMessage id="queue.addTruckFirst" defaultMessage="Add a truck first; its orders will show here." /></p>
        <Link to="/trucks/create" className="mt-3 inline-block font-medium text-brand-700 hover:underline"><FormattedMessage id="queue.addTruck" defaultMessage="Add a food truck" /></Link>
      </div>
    );
  }
  const today = queue.data?.today;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl"><FormattedMessage {...words.orders} /></h1>
        {trucks.data.length > 1 ? (
          <div>
            <Label htmlFor="orders-truck"><FormattedMessage id="queue.truck" defaultMessage="Truck" /></Label>
            <select id="orders-truck" className="mt-1 h-10 rounded-lg border border-gray-300 bg-white px-3 text-sm" value={truckId} onChange={(e) => setChosen(e.target.value)}>
              {trucks.data.map((t) => <option key={t.id} value={t.id}>{t.name}</option>)}
            </select>
          </div>
        ) : null}
      </div>
      <NewOrderBanner arrived={arrived} onSeen={() => setArrived(0)} hearing={hearing} />
      <dl className="mt-4 grid grid-cols-3 gap-3">
        {([[words.ordersToday, String(today?.orders ?? 0)], [words.pickedUp, String(today?.pickedUp ?? 0)], [words.revenue, rupees(today?.revenue ?? 0)]] as const).map(([label, value]) => (
          <Card key={label.id} className="p-3"><dt className="text-xs text-gray-600"><FormattedMessage {...label} /></dt><dd className="text-lg font-bold text-gray-900">{value}</dd></Card>
        ))}
      </dl>
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div>{queue.isPending ? <PageSpinner label={intl.formatMessage(words.loadingOrders)} /> : <OrderColumns orders={queue.data?.orders ?? []} />}</div>
        <Card className="p-5">
          <h2 className="mb-3 text-lg font-bold text-gray-900"><FormattedMessage id="queue.ordering" defaultMessage="Ordering" /></h2>
          <TruckSettings truckId={truckId} />
        </Card>
      </div>
    </div>
  );
}

export default function OwnerOrdersPage() {
  return (
    <RequireAuth roles={['owner']}>
      <OwnerOrders />
    </RequireAuth>
  );
}
