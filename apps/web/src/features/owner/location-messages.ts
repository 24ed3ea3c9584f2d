import { classifyGeoError } from '../../lib/location-preferences';
import { defineMessages, pageMessage } from '../../lib/i18n';

const WORDS = defineMessages({
  updating: { id: 'ownerLocation.updatingAddress', defaultMessage: 'Updating address...' },
  unknown: { id: 'ownerLocation.unknown', defaultMessage: 'Unknown location' },
  unsupported: { id: 'ownerLocation.geo.unsupported', defaultMessage: 'Geolocation is not supported by this browser' },
  denied: { id: 'ownerLocation.geo.denied', defaultMessage: 'Location access denied. Please enable location permissions.' },
  unavailable: { id: 'ownerLocation.geo.unavailable', defaultMessage: 'Location information is unavailable.' },
  timeout: { id: 'ownerLocation.geo.timeout', defaultMessage: 'Location request timed out.' },
  other: { id: 'ownerLocation.geo.other', defaultMessage: 'An unknown error occurred while getting location.' },
});

/** Shown while a picked point's address is being looked up. */
export const updatingAddress = () => pageMessage(WORDS.updating);

/** A point our geocoder could not name. */
export const unknownLocation = () => pageMessage(WORDS.unknown);

/** What the owner's location tools say when the device position cannot be had. */
export function deviceLocationProblem(error: unknown): string {
  if ((error as { message?: string }).message === 'unsupported') return pageMessage(WORDS.unsupported);
  return pageMessage(WORDS[classifyGeoError(error as GeolocationPositionError)]);
}
