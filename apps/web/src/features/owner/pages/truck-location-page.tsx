import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, ArrowLeft, LocateFixed, Share2 } from 'lucide-react';
import { cuisineName } from '@dishrated/shared';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router';
import { PositionAge } from '../../../components/truck/position-age';
import { StatusBadge } from '../../../components/truck/truck-bits';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { PageSpinner, RequireAuth } from '../../../lib/auth';
import { geocodeApi } from '../../../lib/geocode-api';
import { useLocale } from '../../../lib/i18n';
import { getPosition } from '../../../lib/location-preferences';
import { usePageTitle } from '../../../lib/page-title';
import { queryKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';
import { cn } from '../../../lib/utils';
import { ownerQueries } from '../api/owner-api';
import { useSetLocation } from '../api/owner-mutations';
import { LiveLocationManager } from '../components/location/live-location-manager';
import { LocationHistory } from '../components/location/location-history';
import { deviceLocationProblem } from '../location-messages';
import { useDeviceSharing } from '../use-device-sharing';
import { coordinatesText } from '../../../lib/text';

function TruckNotFound() {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center px-4 text-center">
      <h1 className="text-2xl font-bold text-gray-900"><FormattedMessage id="editTruck.notFound" defaultMessage="Truck not found" /></h1>
      <Button asChild className="mt-4"><Link to="/owner/dashboard"><FormattedMessage id="editTruck.back" defaultMessage="Back to dashboard" /></Link></Button>
    </div>
  );
}

function TruckLocation({ id }: { id: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const intl = useIntl();
  const locale = useLocale();
  const failed = intl.formatMessage({ id: 'common.error', defaultMessage: 'Error' });
  const { data: truck, isPending, error } = useQuery(ownerQueries.truck(id));
  const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
  const heading = intl.formatMessage({ id: 'liveLocation.heading', defaultMessage: 'Live Location' });
  usePageTitle(truck ? intl.formatMessage({ id: 'truckLocation.title', defaultMessage: 'Live Location: {name}' }, { name: truck.name }) : heading);
  useEffect(() => {
    if (error && !notFound) {
      toast.error(failed, intl.formatMessage({ id: 'editTruck.loadFailed', defaultMessage: 'Failed to load truck data' }));
      navigate('/owner/dashboard', { replace: true });
    }
  }, [error, notFound, navigate, failed, intl]);
  // The device's moves keep the truck's position current only once the owner asks for it on this
  // visit: opening the page on a laptop at home must not move a truck that is sharing from the road.
  const [followingDevice, setFollowingDevice] = useState(false);
  useDeviceSharing(id, Boolean(truck?.isLocationSharingEnabled) && followingDevice, () => void queryClient.invalidateQueries({ queryKey: queryKeys.owner.all }));
  const shareFailed = intl.formatMessage({ id: 'truckLocation.shareFailed', defaultMessage: 'Failed to share current location' });
  const share = useSetLocation(id, {
    onSuccess: () => toast.success(intl.formatMessage({ id: 'truckLocation.shared', defaultMessage: 'Current location shared successfully' })),
    onError: (e) => toast.error(failed, errorMessage(e, shareFailed)),
  });

  async function shareCurrent() {
    try {
      const p = await getPosition(60_000);
      const address = (await geocodeApi.reverse(p.lat, p.lng).catch(() => null)) ?? intl.formatMessage({ id: 'truckLocation.current', defaultMessage: 'Current location' });
      share.mutate({ address, coordinates: { latitude: p.lat, longitude: p.lng } });
    } catch (e) {
      toast.error(failed, (e as { message?: string }).message === 'unsupported' ? deviceLocationProblem(e) : shareFailed);
    }
  }

  if (isPending) return <PageSpinner label={intl.formatMessage({ id: 'ownerTruck.loading', defaultMessage: 'Loading truck...' })} />;
  if (!truck) return <TruckNotFound />;
  const sharing = truck.isLocationSharingEnabled;
  const c = truck.location.coordinates;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <Link to="/owner/dashboard" className="inline-flex items-center gap-1 text-sm text-gray-600 hover:text-gray-900"><ArrowLeft className="h-4 w-4" aria-hidden /> <FormattedMessage id="editTruck.back" defaultMessage="Back to dashboard" /></Link>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <h1 className="flex flex-wrap items-center gap-3 text-2xl font-bold text-gray-900 sm:text-3xl">
          {heading}
          <span className={cn('rounded-full px-3 py-1 text-sm font-semibold', sharing ? 'bg-success-100 text-success-800' : 'bg-gray-200 text-gray-700')}>
            {sharing ? <FormattedMessage id="truckLocation.sharing" defaultMessage="Sharing Live" /> : <FormattedMessage id="truckLocation.notSharing" defaultMessage="Not Sharing" />}
          </span>
        </h1>
        <div className="flex flex-wrap gap-2">
          {sharing ? (
            <Button variant="outline" aria-pressed={followingDevice} onClick={() => setFollowingDevice((on) => !on)}>
              <LocateFixed className="h-4 w-4" aria-hidden /> {followingDevice ? <FormattedMessage id="truckLocation.unfollowDevice" defaultMessage="Stop Following This Device" /> : <FormattedMessage id="truckLocation.followDevice" defaultMessage="Follow This Device" />}
            </Button>
          ) : null}
          <Button onClick={() => void shareCurrent()} disabled={share.isPending}><Share2 className="h-4 w-4" aria-hidden /> <FormattedMessage id="truckLocation.share" defaultMessage="Share Current Location" /></Button>
        </div>
      </div>
      {sharing ? (
        <p className="mt-2 text-sm text-gray-600" aria-live="polite">
          {followingDevice ? (
            <FormattedMessage id="truckLocation.following" defaultMessage="Your truck follows this device as it moves." />
          ) : (
            <FormattedMessage id="truckLocation.notFollowing" defaultMessage="Your truck moves only when you share a position, pick one on the map, or follow this device." />
          )}
        </p>
      ) : null}
      {sharing ? null : (
        <p role="note" className="mt-4 flex items-start gap-2 rounded-xl border border-warning-200 bg-warning-50 p-3 text-sm text-warning-900">
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          <FormattedMessage id="truckLocation.off" defaultMessage="Location sharing is off. Customers see your last shared position, marked with its age; start sharing so they can follow you live." />
        </p>
      )}
      <Card className="mt-4 p-4 sm:p-6">
        <div className="flex flex-wrap items-center gap-3">
          <h2 className="text-xl font-semibold text-gray-900">{truck.name}</h2>
          <StatusBadge status={truck.status} />
        </div>
        <p className="text-gray-600">{cuisineName(truck.cuisine, locale)}</p>
        <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-gray-500"><FormattedMessage id="truckLocation.address" defaultMessage="Address" /></dt>
            <dd className="break-words text-gray-900">{truck.location.address ?? <FormattedMessage id="truckLocation.notSet" defaultMessage="Not set" />}</dd>
          </div>
          <div>
            <dt className="text-gray-500"><FormattedMessage id="truckLocation.coordinates" defaultMessage="Coordinates" /></dt>
            <dd className="text-gray-900">{c ? coordinatesText(c.latitude, c.longitude, 6) : <FormattedMessage id="truckLocation.notSet" defaultMessage="Not set" />}</dd>
          </div>
          <div>
            <dt className="text-gray-500"><FormattedMessage id="truckLocation.position" defaultMessage="Position" /></dt>
            <dd><PositionAge lastLocationUpdate={truck.lastLocationUpdate} /></dd>
          </div>
        </dl>
      </Card>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <LiveLocationManager truck={truck} />
        <LocationHistory truckId={truck.id} />
      </div>
    </div>
  );
}

export default function TruckLocationPage() {
  const { id = '' } = useParams();
  return (
    <RequireAuth roles={['owner']}>
      <TruckLocation id={id} />
    </RequireAuth>
  );
}
