import { PRICE_RANGE_LABELS, type Truck } from '@dishrated/shared';
import { Mail, MapPin, Phone } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Badge } from '../../../../components/ui/card';
import { StatusBadge } from '../../../../components/truck/truck-bits';

// The form (and the validation it brings) loads when a visitor asks for it.
const TruckMessageForm = lazy(() => import('./truck-message-form'));

export function AboutTab({ truck }: { truck: Truck }) {
  const owner = typeof truck.owner === 'object' ? truck.owner : null;
  const [writing, setWriting] = useState(false);
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
          <li className="flex items-center gap-2"><MapPin className="h-4 w-4" aria-hidden />{truck.location.address || 'Location not specified'}</li>
        </ul>
        {writing ? (
          <Suspense fallback={<p className="mt-3 text-sm text-gray-500">Loading…</p>}>
            <TruckMessageForm truckId={truck.id} truckName={truck.name} />
          </Suspense>
        ) : (
          <Button variant="outline" size="sm" className="mt-3" onClick={() => setWriting(true)}>
            <Mail className="h-4 w-4" aria-hidden /> Message the owner
          </Button>
        )}
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
