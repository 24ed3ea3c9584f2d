import { PRICE_RANGE_LABELS, countOf, minutesAgo, policies, type MenuItem, type Truck } from '@dishrated/shared';
import { useQuery } from '@tanstack/react-query';
import { usePageTitle } from '../../../lib/page-title';
import { Clock, Heart, Mail, MapPin, Navigation, Phone, Share2, ShoppingBag } from 'lucide-react';
import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { LazyTruckMap } from '../../../components/map/lazy-truck-map';
import { Button } from '../../../components/ui/button';
import { Badge, Card } from '../../../components/ui/card';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useSession } from '../../../lib/auth';
import { truckQueries } from '../api/trucks-api';
import { StatusBadge, TruckImage } from '../components/truck-bits';
import { openDirections } from '../directions';

const rupees = (n: number) => `₹${n.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;

function MenuTab({ truck, canManage }: { truck: Truck; canManage: boolean }) {
  const menu = truck.menu ?? [];
  if (menu.length === 0) {
    return (
      <div className="rounded-xl bg-gray-50 p-8 text-center">
        <p className="text-gray-700">No menu items available yet.</p>
        {canManage ? <Button asChild className="mt-3"><Link to={`/trucks/${truck.id}/edit`}>Add Menu Items</Link></Button> : null}
      </div>
    );
  }
  const groups = new Map<string, MenuItem[]>();
  for (const item of menu) {
    const category = item.category.trim() || 'Other';
    groups.set(category, [...(groups.get(category) ?? []), item]);
  }
  return (
    <div className="space-y-8">
      {[...groups].map(([category, items]) => (
        <section key={category} aria-labelledby={`menu-${category}`}>
          <h3 id={`menu-${category}`} className="text-lg font-bold text-gray-900">{category}</h3>
          <ul className="mt-3 divide-y divide-gray-100 rounded-xl border border-gray-100">
            {items.map((item) => (
              <li key={item.id} className="flex items-start justify-between gap-4 p-4">
                <div>
                  <p className="flex flex-wrap items-center gap-2 font-semibold text-gray-900">
                    {item.name}
                    {item.isVegetarian ? <Badge className="bg-green-100 text-green-800">Veg</Badge> : null}
                    {item.isVegan ? <Badge className="bg-emerald-100 text-emerald-800">Vegan</Badge> : null}
                    {!item.isAvailable ? <Badge className="bg-gray-200 text-gray-700">Unavailable</Badge> : null}
                  </p>
                  {item.description ? <p className="mt-1 text-sm text-gray-600">{item.description}</p> : null}
                  {item.allergens.length ? <p className="mt-1 text-xs text-amber-700">Contains: {item.allergens.join(', ')}</p> : null}
                </div>
                <p className="shrink-0 font-bold text-orange-700">{rupees(item.price)}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function ScheduleTab({ truck }: { truck: Truck }) {
  const schedule = truck.schedule ?? [];
  return (
    <section aria-labelledby="weekly-schedule">
      <h3 id="weekly-schedule" className="text-lg font-bold text-gray-900">Weekly Schedule</h3>
      {schedule.length === 0 ? (
        <p className="mt-3 text-gray-600">No schedule published yet.</p>
      ) : (
        <table className="mt-3 w-full text-sm">
          <tbody className="divide-y divide-gray-100">
            {schedule.map((row) => (
              <tr key={row.day}>
                <th scope="row" className="py-3 pr-4 text-left font-medium text-gray-900">{row.day}</th>
                <td className={row.hours === 'Closed' ? 'py-3 font-medium text-red-600' : 'py-3 font-medium text-green-700'}>{row.hours}</td>
                <td className="py-3 text-gray-600">{row.location ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function AboutTab({ truck }: { truck: Truck }) {
  const owner = typeof truck.owner === 'object' ? truck.owner : null;
  return (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
      <section className="md:col-span-2">
        <h3 className="text-lg font-bold text-gray-900">About</h3>
        <p className="mt-2 text-gray-700">{truck.description || 'No description available.'}</p>
        {truck.aboutInfo.story ? <p className="mt-2 text-gray-600">{truck.aboutInfo.story}</p> : null}
      </section>
      <section>
        <h3 className="font-bold text-gray-900">Contact</h3>
        <ul className="mt-2 space-y-2 text-sm text-gray-700">
          {owner?.phone ? <li className="flex items-center gap-2"><Phone className="h-4 w-4" aria-hidden /><a href={`tel:${owner.phone}`} className="hover:underline">{owner.phone}</a></li> : null}
          {owner ? <li className="flex items-center gap-2"><Mail className="h-4 w-4" aria-hidden /><a href={`mailto:${owner.email}`} className="hover:underline">{owner.email}</a></li> : null}
          <li className="flex items-center gap-2"><MapPin className="h-4 w-4" aria-hidden />{truck.location.address || 'Location not specified'}</li>
        </ul>
      </section>
      <section>
        <h3 className="font-bold text-gray-900">Quick info</h3>
        <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
          <dt className="text-gray-500">Price range</dt><dd className="text-gray-900">{PRICE_RANGE_LABELS[truck.priceRange].symbol} ({PRICE_RANGE_LABELS[truck.priceRange].label})</dd>
          <dt className="text-gray-500">Cuisine</dt><dd className="text-gray-900">{truck.cuisine}</dd>
          <dt className="text-gray-500">Wait time</dt><dd className="text-gray-900">{truck.waitTime || 'Not specified'}</dd>
          <dt className="text-gray-500">Status</dt><dd><StatusBadge status={truck.status} /></dd>
        </dl>
      </section>
      {truck.tags.length ? (
        <section className="md:col-span-2">
          <h3 className="font-bold text-gray-900">Tags</h3>
          <ul className="mt-2 flex flex-wrap gap-2">{truck.tags.map((tag) => <li key={tag}><Badge className="bg-gray-100 text-gray-700">{tag}</Badge></li>)}</ul>
        </section>
      ) : null}
    </div>
  );
}

function Sidebar({ truck, canManage }: { truck: Truck; canManage: boolean }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const coords = truck.location.coordinates;
  const owner = typeof truck.owner === 'object' ? truck.owner : null;

  function preOrder() {
    if (!user) {
      toast.error('Login Required', 'Please log in to place a pre-order');
      navigate('/login', { state: { from: `/trucks/${truck.id}` } });
      return;
    }
    if (truck.status !== 'open') {
      toast.error('Truck Closed', 'This food truck is currently closed for orders');
      return;
    }
    toast.info('Pre-Order Feature', 'Pre-order functionality will be available soon! For now, please visit the truck directly.');
  }

  return (
    <aside className="space-y-4">
      <Card className="p-5">
        <h2 className="font-bold text-gray-900">Current Location</h2>
        <p className="mt-2 flex items-start gap-2 text-sm text-gray-700"><MapPin className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />{truck.location.address || 'Location not specified'}</p>
        <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
          <StatusBadge status={truck.status} />
          {truck.waitTime ? <span className="inline-flex items-center gap-1 text-gray-600"><Clock className="h-3.5 w-3.5" aria-hidden />{truck.waitTime}</span> : null}
        </div>
        {truck.lastLocationUpdate ? <p className="mt-2 text-xs text-gray-500">Location updated {minutesAgo(truck.lastLocationUpdate)}</p> : null}
        <div className="mt-4">
          {coords ? (
            <>
              <LazyTruckMap trucks={[truck]} center={{ lat: coords.latitude, lng: coords.longitude }} zoom={15} height={220} label={`Map of ${truck.name}`} />
              <p className="mt-1 text-xs text-gray-500">{coords.latitude.toFixed(4)}, {coords.longitude.toFixed(4)}</p>
            </>
          ) : (
            <p className="rounded-lg bg-gray-50 p-4 text-center text-sm text-gray-500">Coordinates not available</p>
          )}
        </div>
        <div className="mt-4 flex flex-col gap-2">
          <Button onClick={preOrder} disabled={truck.status !== 'open'}><ShoppingBag className="h-4 w-4" aria-hidden />{truck.status === 'open' ? 'Pre-Order for Pickup' : 'Currently Closed'}</Button>
          <Button variant="outline" onClick={() => void openDirections(truck)}><Navigation className="h-4 w-4" aria-hidden />Get Directions</Button>
          {canManage ? <Button asChild variant="secondary"><Link to={`/trucks/${truck.id}/edit`}>Edit Truck</Link></Button> : null}
        </div>
      </Card>
      {owner ? (
        <Card className="p-5">
          <h2 className="font-bold text-gray-900">Owner</h2>
          <p className="mt-2 font-medium text-gray-800">{owner.name}</p>
          {owner.phone ? <p className="text-sm text-gray-600">{owner.phone}</p> : null}
        </Card>
      ) : null}
    </aside>
  );
}

/**
 * A truck's page. Its Reviews tab belongs to another feature, so the app layer passes it in
 * (`reviews`), rendered for the loaded truck and its owner's id.
 */
export function TruckDetailPage({ reviews }: { reviews: (truck: Truck, ownerId: string) => ReactNode }) {
  const { id = '' } = useParams();
  const { user } = useSession();
  const navigate = useNavigate();
  const query = useQuery({ ...truckQueries.detail(id), meta: { errorToast: { message: 'Failed to load food truck data' } } });
  usePageTitle(query.data?.name ?? (query.isError ? 'Food Truck Not Found' : 'Food Truck'));


  if (query.isLoading) return <p role="status" className="py-24 text-center text-gray-600">Loading food truck details...</p>;
  if (query.isError || !query.data) {
    // Not found (or an id that cannot exist) is final; anything else may pass, so offer a retry.
    const missing = query.error instanceof ApiError && (query.error.code === 'TRUCK_NOT_FOUND' || query.error.code === 'VALIDATION_FAILED');
    return (
      <div className="mx-auto max-w-lg px-4 py-24 text-center">
        <h1 className="text-2xl font-bold text-gray-900">{missing ? 'Food Truck Not Found' : 'Could Not Load This Food Truck'}</h1>
        <p className="mt-2 text-gray-600">{errorMessage(query.error, 'The requested food truck could not be found.')}</p>
        <div className="mt-6 flex justify-center gap-3">
          {missing ? null : <Button variant="outline" onClick={() => void query.refetch()}>Try Again</Button>}
          <Button onClick={() => navigate('/')}>Back to Home</Button>
        </div>
      </div>
    );
  }

  const truck = query.data;
  const ownerId = typeof truck.owner === 'object' ? truck.owner._id : truck.owner;
  // The same rule the server enforces: the truck's owner, or an admin.
  const canManage = policies['truck:manage'](user, { ownerId });
  const tab = 'cursor-pointer border-b-2 border-transparent px-4 py-3 text-sm font-semibold text-gray-600 data-[state=active]:border-orange-600 data-[state=active]:text-orange-700';

  return (
    <div>
      <div className="relative h-64 sm:h-80">
        <TruckImage src={truck.image ?? truck.images[0]?.url} alt={truck.name} className="h-full w-full object-cover" />
        <div className="absolute inset-0 bg-gradient-to-t from-black/70 via-black/20 to-transparent" />
        <div className="absolute inset-x-0 bottom-0 mx-auto max-w-7xl px-4 pb-6 text-white sm:px-6">
          <p className="text-sm font-medium text-orange-200">{truck.cuisine}</p>
          <h1 className="text-3xl font-extrabold sm:text-4xl">{truck.name}</h1>
          <p className="mt-1 text-sm">★ {truck.rating.toFixed(1)} ({countOf(truck.reviewCount, 'review')})</p>
        </div>
        <div className="absolute right-4 top-4 flex gap-2">
          <button type="button" aria-label="Save to favourites" className="flex h-10 w-10 items-center justify-center rounded-full bg-white/90 text-gray-700 cursor-pointer"><Heart className="h-5 w-5" aria-hidden /></button>
          <button type="button" aria-label="Share" className="flex h-10 w-10 items-center justify-center rounded-full bg-white/90 text-gray-700 cursor-pointer"><Share2 className="h-5 w-5" aria-hidden /></button>
        </div>
      </div>
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[minmax(0,1fr)_340px]">
        <Tabs.Root defaultValue="menu">
          <Tabs.List aria-label="Truck details" className="flex overflow-x-auto border-b border-gray-200">
            <Tabs.Trigger value="menu" className={tab}>Menu</Tabs.Trigger>
            <Tabs.Trigger value="schedule" className={tab}>Schedule</Tabs.Trigger>
            <Tabs.Trigger value="reviews" className={tab}>Reviews</Tabs.Trigger>
            <Tabs.Trigger value="about" className={tab}>About</Tabs.Trigger>
          </Tabs.List>
          <div className="pt-6">
            <Tabs.Content value="menu"><MenuTab truck={truck} canManage={canManage} /></Tabs.Content>
            <Tabs.Content value="schedule"><ScheduleTab truck={truck} /></Tabs.Content>
            <Tabs.Content value="reviews">
              {reviews(truck, ownerId)}
            </Tabs.Content>
            <Tabs.Content value="about"><AboutTab truck={truck} /></Tabs.Content>
          </div>
        </Tabs.Root>
        <Sidebar truck={truck} canManage={canManage} />
      </div>
    </div>
  );
}
