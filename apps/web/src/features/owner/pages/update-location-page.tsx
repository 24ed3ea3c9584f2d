import { cuisineName, type Place } from '@dishrated/shared';
import { useQuery } from '@tanstack/react-query';
import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { AddressSearch } from '../../../components/address-search';
import { StatusBadge, TruckImage } from '../../../components/truck/truck-bits';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/api-client';
import { PageSpinner, RequireAuth } from '../../../lib/auth';
import { useLocale } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { ownerQueries } from '../api/owner-api';
import { useSetLocation } from '../api/owner-mutations';
import { coordinatesText } from '../../../lib/text';

function UpdateLocation({ truckId }: { truckId: string }) {
  const navigate = useNavigate();
  const intl = useIntl();
  const locale = useLocale();
  const failed = intl.formatMessage({ id: 'common.error', defaultMessage: 'Error' });
  const { data: truck, isPending } = useQuery(ownerQueries.truck(truckId));
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<Place | null>(null);
  const update = useSetLocation(truckId, {
    onSuccess: () => {
      toast.success(intl.formatMessage({ id: 'updateLocation.done', defaultMessage: 'Truck location updated successfully' }));
      navigate('/owner/dashboard');
    },
    onError: (error) => toast.error(failed, errorMessage(error, intl.formatMessage({ id: 'updateLocation.failed', defaultMessage: 'Failed to update truck location' }))),
  });
  const submit = () => {
    if (!picked) {
      toast.error(failed, intl.formatMessage({ id: 'updateLocation.pickFirst', defaultMessage: 'Please select a location first' }));
      return;
    }
    update.mutate({ address: picked.displayName, coordinates: { latitude: picked.lat, longitude: picked.lng } });
  };

  if (isPending) return <PageSpinner label={intl.formatMessage({ id: 'ownerTruck.loading', defaultMessage: 'Loading truck...' })} />;
  if (!truck) return <Navigate to="/owner/dashboard" replace />;
  const c = truck.location.coordinates;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl"><FormattedMessage id="updateLocation.heading" defaultMessage="Update Location" /></h1>
      <Card className="mt-4 flex flex-col gap-4 p-4 sm:flex-row">
        <TruckImage src={truck.image ?? truck.images[0]?.url} alt={truck.name} className="h-28 w-full rounded-xl object-cover sm:w-40" />
        <div className="min-w-0 text-sm">
          <p className="flex flex-wrap items-center gap-2 text-lg font-semibold text-gray-900">{truck.name} <StatusBadge status={truck.status} /></p>
          <p className="text-gray-600">
            {truck.waitTime ? (
              <FormattedMessage id="updateLocation.cuisineWait" defaultMessage="{cuisine} · wait {wait}" values={{ cuisine: cuisineName(truck.cuisine, locale), wait: truck.waitTime }} />
            ) : (
              cuisineName(truck.cuisine, locale)
            )}
          </p>
          <p className="mt-1 break-words text-gray-700">{truck.location.address ?? <FormattedMessage id="updateLocation.noAddress" defaultMessage="No address yet" />}</p>
          {c ? <p className="text-gray-500">{coordinatesText(c.latitude, c.longitude)}</p> : null}
        </div>
      </Card>
      <Card className="mt-4 space-y-4 p-4">
        <AddressSearch value={query} onChange={setQuery} onPick={(place) => { setPicked(place); setQuery(place.displayName); }} label={intl.formatMessage({ id: 'updateLocation.new', defaultMessage: 'New location' })} />
        {picked ? (
          <p className="flex items-start gap-2 rounded-xl bg-brand-50 p-3 text-sm text-brand-900" aria-live="polite">
            <MapPin className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            <span className="min-w-0 break-words"><FormattedMessage id="updateLocation.picked" defaultMessage="{place} ({coordinates})" values={{ place: picked.displayName, coordinates: coordinatesText(picked.lat, picked.lng) }} /></span>
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button asChild variant="outline"><Link to="/dashboard"><FormattedMessage id="common.cancel" defaultMessage="Cancel" /></Link></Button>
          <Button onClick={submit} disabled={update.isPending}>{update.isPending ? <FormattedMessage id="updateLocation.updating" defaultMessage="Updating..." /> : <FormattedMessage id="updateLocation.heading" defaultMessage="Update Location" />}</Button>
        </div>
      </Card>
    </div>
  );
}

export default function UpdateLocationPage() {
  const { truckId } = useParams();
  if (!truckId) return <Navigate to="/dashboard" replace />;
  return (
    <RequireAuth roles={['owner']}>
      <UpdateLocation truckId={truckId} />
    </RequireAuth>
  );
}
