import type { Truck } from '@dishrated/shared';
import { pageMessage } from './i18n';
import { toast } from './toast';
import { getPosition } from './location-preferences';

/**
 * A public map site's directions to a point (OpenStreetMap, no key needed): from `from`, or with
 * the start left empty for the user to type (the site asks for it), when we do not know where they are.
 */
export function directionsUrl(from: { lat: number; lng: number } | null, to: { lat: number; lng: number }) {
  return `https://www.openstreetmap.org/directions?engine=fossgis_osrm_car&route=${from ? `${from.lat},${from.lng}` : ''};${to.lat},${to.lng}`;
}

export function pointUrl(to: { lat: number; lng: number }) {
  return `https://www.openstreetmap.org/?mlat=${to.lat}&mlon=${to.lng}#map=17/${to.lat}/${to.lng}`;
}

/**
 * Opens directions in a new tab from the user to the truck. If the browser refuses the location,
 * the directions open with the truck as the destination and the start empty: the tab the user is
 * now looking at asks where they start (a toast here would be behind it).
 */
export async function openDirections(truck: Pick<Truck, 'id' | 'location'>) {
  const coords = truck.location.coordinates;
  if (!coords) {
    toast.error(
      pageMessage({ id: 'directions.unavailable', defaultMessage: 'Location Unavailable' }),
      pageMessage({ id: 'directions.noCoordinates', defaultMessage: 'Location coordinates are not available for this truck' }),
    );
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
    if (tab) tab.location.href = directionsUrl(null, to);
    else window.open(directionsUrl(null, to), '_blank', 'noopener');
    toast.info(
      pageMessage({ id: 'directions.denied', defaultMessage: 'Location Access Denied' }),
      pageMessage({ id: 'directions.deniedText', defaultMessage: 'Opened directions to the truck: enter where you start, or enable location access.' }),
    );
  }
}
