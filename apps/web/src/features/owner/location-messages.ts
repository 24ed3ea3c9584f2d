import { classifyGeoError } from '../../lib/location-preferences';

/** Shown while a picked point's address is being looked up. */
export const UPDATING_ADDRESS = 'Updating address...';

const GEO_MESSAGES = {
  unsupported: 'Geolocation is not supported by this browser',
  denied: 'Location access denied. Please enable location permissions.',
  unavailable: 'Location information is unavailable.',
  timeout: 'Location request timed out.',
  other: 'An unknown error occurred while getting location.',
} as const;

/** What the owner's location tools say when the device position cannot be had. */
export function deviceLocationProblem(error: unknown): string {
  if ((error as { message?: string }).message === 'unsupported') return GEO_MESSAGES.unsupported;
  return GEO_MESSAGES[classifyGeoError(error as GeolocationPositionError)];
}
