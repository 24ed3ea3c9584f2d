import { useQuery } from '@tanstack/react-query';
import { MapPin, Navigation } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LazyTruckMap } from '../../../components/map/lazy-truck-map';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { openDirections } from '../../../lib/directions';
import { orderQueries } from '../api/orders-api';

/**
 * Where to pick the order up: where the truck stands (its page's own answer, so the two never
 * disagree), on a map, with directions from the customer.
 */
export function PickupPlace({ truckId }: { truckId: string }) {
  const { data: truck } = useQuery(orderQueries.truck(truckId));
  const intl = useIntl();
  const coords = truck?.location.coordinates;
  if (!truck || !coords) return null;
  return (
    <Card className="mt-6 p-5">
      <h2 className="text-lg font-bold text-gray-900"><FormattedMessage id="pickup.where" defaultMessage="Where to pick up" /></h2>
      <p className="mt-1 flex items-start gap-1.5 text-gray-700">
        <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" aria-hidden />
        <span className="min-w-0">{truck.location.address ?? [coords.latitude.toFixed(4), coords.longitude.toFixed(4)].join(', ')}</span>
      </p>
      <Button variant="outline" className="mt-3" onClick={() => void openDirections(truck)} aria-label={intl.formatMessage({ id: 'truck.directionsTo', defaultMessage: 'Directions to {name}' }, { name: truck.name })}>
        <Navigation className="h-4 w-4" aria-hidden /> <FormattedMessage id="truck.directions" defaultMessage="Directions" />
      </Button>
      <div className="mt-4">
        <LazyTruckMap trucks={[truck]} center={{ lat: coords.latitude, lng: coords.longitude }} zoom={15} height={220} label={intl.formatMessage({ id: 'pickup.map', defaultMessage: 'Map of where to pick up from {name}' }, { name: truck.name })} />
      </div>
    </Card>
  );
}
