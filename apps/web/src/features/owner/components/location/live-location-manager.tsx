import { DEFAULT_MAP_CENTER, type Truck } from '@dishrated/shared';
import { Crosshair, Radio } from 'lucide-react';
import { useState } from 'react';
import { LazyLocationPicker } from '../../../../components/map/lazy-location-picker';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { errorMessage } from '../../../../lib/api-client';
import { geocodeApi } from '../../../../lib/geocode-api';
import { getPosition } from '../../../../lib/location-preferences';
import { toast } from '../../../../lib/toast';
import { cn } from '../../../../lib/utils';
import { useSetLocation, useSetSharing } from '../../api/owner-mutations';
import { deviceLocationProblem, UPDATING_ADDRESS } from '../../location-messages';

/** A position an hour old does not tell visitors where the truck is now; a minute old will do. */
const OWNER_MAX_AGE_MS = 60_000;
/** Start/Stop sharing, and move the truck by map click, pin drag or the device's position. */
export function LiveLocationManager({ truck }: { truck: Truck }) {
  const [pending, setPending] = useState<{ lat: number; lng: number; address: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const sharing = truck.isLocationSharingEnabled;
  const setSharing = useSetSharing(truck.id, {
    onSuccess: (t) => toast.success(`Location sharing ${t.isLocationSharingEnabled ? 'enabled' : 'disabled'} successfully`),
    onError: (error) => toast.error('Error', errorMessage(error, 'Failed to toggle location sharing')),
  });
  const setLocation = useSetLocation(truck.id, {
    onSuccess: () => {
      setPending(null);
      toast.success('Location updated successfully');
    },
    onError: () => setProblem('Failed to update location. Please try again.'),
  });

  async function moveTo(lat: number, lng: number) {
    setProblem(null);
    setPending({ lat, lng, address: UPDATING_ADDRESS });
    const address = (await geocodeApi.reverse(lat, lng).catch(() => null)) ?? 'Unknown location';
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
          <Radio className="h-5 w-5" aria-hidden /> Live Location
          <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', sharing ? 'bg-success-100 text-success-800' : 'bg-gray-200 text-gray-700')}>{sharing ? 'Live' : 'Hidden'}</span>
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => void moveToDevicePosition()} disabled={setLocation.isPending}>
            <Crosshair className="h-4 w-4" aria-hidden /> Use Current Location
          </Button>
          <Button size="sm" variant={sharing ? 'destructive' : 'secondary'} onClick={() => setSharing.mutate(!sharing)} disabled={setSharing.isPending}>
            {sharing ? 'Stop Sharing' : 'Start Sharing'}
          </Button>
        </div>
      </div>
      <p className="mt-2 text-sm text-gray-600">Click the map or drag the pin to move your truck.</p>
      <div className="mt-3">
        <LazyLocationPicker position={shown} fallbackCenter={DEFAULT_MAP_CENTER} onPick={(p) => void moveTo(p.lat, p.lng)} height={320} />
      </div>
      {shown ? (
        <p className="mt-2 text-sm text-gray-700" aria-live="polite">
          {shown.address || 'Unknown location'} <span className="text-gray-500">({shown.lat.toFixed(6)}, {shown.lng.toFixed(6)})</span>
        </p>
      ) : null}
      {problem ? <p role="alert" className="mt-2 text-sm text-danger-600">{problem}</p> : null}
    </Card>
  );
}
