import type { Truck } from '@dishrated/shared';
import { toast } from '../../lib/toast';
import { getPosition } from '../../lib/location-preferences';

/** A public map site's directions between two points (OpenStreetMap, no key needed). */
export function directionsUrl(from: { lat: number; lng: number }, to: { lat: number; lng: number }) {
  return `https://www.openstreetmap.org/directions?engine=fossgis_osrm_car&route=${from.lat},${from.lng};${to.lat},${to.lng}`;
}

export function pointUrl(to: { lat: number; lng: number }) {
  return `https://www.openstreetmap.org/?mlat=${to.lat}&mlon=${to.lng}#map=17/${to.lat}/${to.lng}`;
}

/**
 * Opens directions in a new tab from the user to the truck; if the browser refuses the location,
 * opens the truck's point instead, and says so in a toast.
 */
export async function openDirections(truck: Pick<Truck, 'id' | 'location'>) {
  const coords = truck.location.coordinates;
  if (!coords) {
    toast.error('Location Unavailable', 'Location coordinates are not available for this truck');
    return;
  }
  // Counted for the owner's analytics; a failure to count never gets in the user's way.
  void fetch(`/api/trucks/${encodeURIComponent(truck.id)}/directions-clicks`, { method: 'POST', keepalive: true }).catch(() => undefined);
  const to = { lat: coords.latitude, lng: coords.longitude };
  // Open the tab synchronously (inside the click) so pop-up blockers allow it, then point it.
  const tab = window.open('about:blank', '_blank');
  if (tab) tab.opener = null;
  try {
    const from = await getPosition(5 * 60 * 1000);
    if (tab) tab.location.href = directionsUrl(from, to);
    else window.open(directionsUrl(from, to), '_blank', 'noopener');
  } catch {
    if (tab) tab.location.href = pointUrl(to);
    else window.open(pointUrl(to), '_blank', 'noopener');
    toast.info('Location Access Denied', 'Opened truck location. Enable location access for turn-by-turn directions.');
  }
}
