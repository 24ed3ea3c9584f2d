import { countOf, rupees, type Order, type OrderStatus } from '@dishrated/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Label } from '../../../components/ui/input';
import { PageSpinner, RequireAuth } from '../../../lib/auth';
import { usePageTitle } from '../../../lib/page-title';
import { ownerTrucksQuery } from '../../../lib/owner-trucks';
import { orderQueries, useOrderNews } from '../api/orders-api';
import { OrderingSettingsForm } from '../components/ordering-settings-form';
import { OwnerOrderCard } from '../components/owner-order-card';
import { alertNewOrder, soundUnlocked, unlockSoundOnFirstTap } from '../lib/new-order-alert';

const COLUMNS: Array<{ title: string; statuses: OrderStatus[] }> = [
  { title: 'New', statuses: ['placed'] },
  { title: 'Preparing', statuses: ['accepted'] },
  { title: 'Ready', statuses: ['ready'] },
  { title: 'Done today', statuses: ['picked_up', 'rejected', 'cancelled'] },
];

function OrderColumns({ orders }: { orders: Order[] }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      {COLUMNS.map((column) => {
        const listed = orders.filter((o) => column.statuses.includes(o.status));
        return (
          <section key={column.title} aria-label={`${column.title} orders`}>
            <h2 className="font-bold text-gray-900">{column.title} <span className="text-gray-500">({listed.length})</span></h2>
            {listed.length === 0 ? <p className="mt-2 text-sm text-gray-500">None</p> : <ul className="mt-2 space-y-3">{listed.map((o) => <li key={o.id}><OwnerOrderCard order={o} /></li>)}</ul>}
          </section>
        );
      })}
    </div>
  );
}

function TruckSettings({ truckId }: { truckId: string }) {
  const settings = useQuery(orderQueries.settings(truckId));
  const truck = useQuery(orderQueries.truck(truckId));
  if (!settings.data || !truck.data) return <PageSpinner label="Loading ordering settings..." />;
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
      <p className="mt-3 min-h-10 text-sm text-gray-600">{hearing ? 'Each new order chimes on this screen.' : 'Tap anywhere on this screen once to hear a chime with each new order.'}</p>
      {arrived > 0 ? (
        <div role="alert" className="fixed inset-x-3 bottom-3 z-40 mx-auto flex max-w-xl flex-wrap items-center justify-between gap-3 rounded-xl bg-brand-700 p-4 text-white shadow-lg">
          <p className="text-lg font-bold">{countOf(arrived, 'new order')}: see New below</p>
          <Button variant="secondary" size="sm" onClick={onSeen}>Seen</Button>
        </div>
      ) : null}
    </>
  );
}

/** The owner's live order queue on a phone: new orders arrive with a banner, a chime, a buzz and a count in the tab's title. */
function OwnerOrders() {
  const trucks = useQuery(ownerTrucksQuery());
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
  usePageTitle(waiting > 0 ? `(${waiting}) Orders` : 'Orders');

  if (trucks.isPending) return <PageSpinner label="Loading your trucks..." />;
  if (!trucks.data?.length) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-gray-900">Orders</h1>
        <p className="mt-2 text-gray-600">Add a truck first; its orders will show here.</p>
        <Link to="/trucks/create" className="mt-3 inline-block font-medium text-brand-700 hover:underline">Add a food truck</Link>
      </div>
    );
  }
  const today = queue.data?.today;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">Orders</h1>
        {trucks.data.length > 1 ? (
          <div>
            <Label htmlFor="orders-truck">Truck</Label>
            <select id="orders-truck" className="mt-1 h-10 rounded-lg border border-gray-300 bg-white px-3 text-sm" value={truckId} onChange={(e) => setChosen(e.target.value)}>
              {trucks.data.map((t) => <option key={t.id} value={t.id}>{t.name}</option>)}
            </select>
          </div>
        ) : null}
      </div>
      <NewOrderBanner arrived={arrived} onSeen={() => setArrived(0)} hearing={hearing} />
      <dl className="mt-4 grid grid-cols-3 gap-3">
        {[['Orders today', String(today?.orders ?? 0)], ['Picked up', String(today?.pickedUp ?? 0)], ['Revenue', rupees(today?.revenue ?? 0)]].map(([label, value]) => (
          <Card key={label} className="p-3"><dt className="text-xs text-gray-600">{label}</dt><dd className="text-lg font-bold text-gray-900">{value}</dd></Card>
        ))}
      </dl>
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div>{queue.isPending ? <PageSpinner label="Loading orders..." /> : <OrderColumns orders={queue.data?.orders ?? []} />}</div>
        <Card className="p-5">
          <h2 className="mb-3 text-lg font-bold text-gray-900">Ordering</h2>
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
