import { DEFAULT_MAP_CENTER, type Truck } from '@dishrated/shared';
import { Crosshair, Radio } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LazyLocationPicker } from '../../../../components/map/lazy-location-picker';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { errorMessage } from '../../../../lib/api-client';
import { geocodeApi } from '../../../../lib/geocode-api';
import { getPosition } from '../../../../lib/location-preferences';
import { toast } from '../../../../lib/toast';
import { cn } from '../../../../lib/utils';
import { useSetLocation, useSetSharing } from '../../api/owner-mutations';
import { deviceLocationProblem, unknownLocation, updatingAddress } from '../../location-messages';
import { coordinatesText } from '../../../../lib/text';

/** A position an hour old does not tell visitors where the truck is now; a minute old will do. */
const OWNER_MAX_AGE_MS = 60_000;
/** Start/Stop sharing, and move the truck by map click, pin drag or the device's position. */
export function LiveLocationManager({ truck }: { truck: Truck }) {
  const [pending, setPending] = useState<{ lat: number; lng: number; address: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const sharing = truck.isLocationSharingEnabled;
  const intl = useIntl();
  const setSharing = useSetSharing(truck.id, {
    onSuccess: (t) =>
      toast.success(
        t.isLocationSharingEnabled
          ? intl.formatMessage({ id: 'liveLocation.sharingOn', defaultMessage: 'Location sharing enabled successfully' })
          : intl.formatMessage({ id: 'liveLocation.sharingOff', defaultMessage: 'Location sharing disabled successfully' }),
      ),
    onError: (error) => toast.error(intl.formatMessage({ id: 'common.error', defaultMessage: 'Error' }), errorMessage(error, intl.formatMessage({ id: 'liveLocation.toggleFailed', defaultMessage: 'Failed to toggle location sharing' }))),
  });
  const setLocation = useSetLocation(truck.id, {
    onSuccess: () => {
      setPending(null);
      toast.success(intl.formatMessage({ id: 'liveLocation.updated', defaultMessage: 'Location updated successfully' }));
    },
    onError: () => setProblem(intl.formatMessage({ id: 'liveLocation.failed', defaultMessage: 'Failed to update location. Please try again.' })),
  });

  async function moveTo(lat: number, lng: number) {
    setProblem(null);
    setPending({ lat, lng, address: updatingAddress() });
    const address = (await geocodeApi.reverse(lat, lng).catch(() => null)) ?? unknownLocation();
    setPending({ lat, lng, address });
    setLocation.mutate({ address, coordinates: { latitude: lat, longitude: lng } });
  }

  async function moveToDevicePosition() {
    setProblem(null);
    try {
      const position = await getPosition(OWNER_MAX_AGE_MS);
      await moveTo(position.lat, position.lng);
    } catch (error) {
      setProblem(deviceLocationProblem(error));
    }
  }

  const coords = truck.location.coordinates;
  const shown = pending ?? (coords ? { lat: coords.latitude, lng: coords.longitude, address: truck.location.address ?? '' } : null);
  return (
    <Card className="p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-gray-900">
          <Radio className="h-5 w-5" aria-hidden /> <FormattedMessage id="liveLocation.heading" defaultMessage="Live Location" />
          <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', sharing ? 'bg-success-100 text-success-800' : 'bg-gray-200 text-gray-700')}>
            {sharing ? <FormattedMessage id="liveLocation.live" defaultMessage="Live" /> : <FormattedMessage id="liveLocation.hidden" defaultMessage="Hidden" />}
          </span>
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => void moveToDevicePosition()} disabled={setLocation.isPending}>
            <Crosshair className="h-4 w-4" aria-hidden /> <FormattedMessage id="liveLocation.useCurrent" defaultMessage="Use Current Location" />
          </Button>
          <Button size="sm" variant={sharing ? 'destructive' : 'secondary'} onClick={() => setSharing.mutate(!sharing)} disabled={setSharing.isPending}>
            {sharing ? <FormattedMessage id="liveLocation.stop" defaultMessage="Stop Sharing" /> : <FormattedMessage id="liveLocation.start" defaultMessage="Start Sharing" />}
          </Button>
        </div>
      </div>
      <p className="mt-2 text-sm text-gray-600"><FormattedMessage id="liveLocation.hint" defaultMessage="Click the map or drag the pin to move your truck." /></p>
      <div className="mt-3">
        <LazyLocationPicker position={shown} fallbackCenter={DEFAULT_MAP_CENTER} onPick={(p) => void moveTo(p.lat, p.lng)} height={320} />
      </div>
      {shown ? (
        <p className="mt-2 text-sm text-gray-700" aria-live="polite">
          {shown.address || unknownLocation()} <span className="text-gray-500"><FormattedMessage id="ownerLocation.coordinates" defaultMessage="({coordinates})" values={{ coordinates: coordinatesText(shown.lat, shown.lng, 6) }} /></span>
        </p>
      ) : null}
      {problem ? <p role="alert" className="mt-2 text-sm text-danger-600">{problem}</p> : null}
    </Card>
  );
}
