import { STORAGE_KEYS } from '@dishrated/shared';

/** The visitor's answer to the location question, kept in the browser under dishrated_location_preferences. */
export interface LocationPreferences {
  hasAskedPermission: boolean;
  permissionGranted: boolean;
  cachedLocation: { lat: number; lng: number; timestamp: number } | null;
  lastAsked: number | null;
}

export const LOCATION_CACHE_MS = 30 * 60 * 1000;
export const REASK_AFTER_MS = 24 * 60 * 60 * 1000;

const EMPTY: LocationPreferences = { hasAskedPermission: false, permissionGranted: false, cachedLocation: null, lastAsked: null };

export function readPreferences(): LocationPreferences {
  try {
    return { ...EMPTY, ...JSON.parse(localStorage.getItem(STORAGE_KEYS.locationPreferences) ?? '{}') };
  } catch {
    return EMPTY;
  }
}

export function writePreferences(next: Partial<LocationPreferences>) {
  localStorage.setItem(STORAGE_KEYS.locationPreferences, JSON.stringify({ ...readPreferences(), ...next }));
}

/** A granted location younger than 30 minutes, if there is one. */
export function freshCachedLocation(prefs: LocationPreferences, now = Date.now()) {
  const cached = prefs.cachedLocation;
  return prefs.permissionGranted && cached && now - cached.timestamp < LOCATION_CACHE_MS ? cached : null;
}

/**
 * When to ask for location: never asked, ask; granted with a fresh cache, do
 * not ask; granted but stale, ask; refused, ask again only 24 hours after the last ask.
 */
export function shouldAsk(prefs: LocationPreferences, now = Date.now()): boolean {
  if (!prefs.hasAskedPermission) return true;
  if (prefs.permissionGranted) return !freshCachedLocation(prefs, now);
  return prefs.lastAsked === null || now - prefs.lastAsked >= REASK_AFTER_MS;
}

export type GeoErrorKind = 'unsupported' | 'denied' | 'unavailable' | 'timeout' | 'other';

export function classifyGeoError(error: GeolocationPositionError | { code?: number; message?: string }): GeoErrorKind {
  if (error.code === 1 || /denied/i.test(error.message ?? '')) return 'denied';
  if (error.code === 2) return 'unavailable';
  if (error.code === 3) return 'timeout';
  return 'other';
}

type PositionListener = (position: { lat: number; lng: number }) => void;
const positionListeners = new Set<PositionListener>();
let lastShared: { lat: number; lng: number } | null = null;

/**
 * Hears every position the browser shares with us (for alerts near where the user last was),
 * starting with the last one shared on this page if any (a listener may load after the page
 * asked); answers the unsubscribe.
 */
export function onPositionShared(listener: PositionListener): () => void {
  positionListeners.add(listener);
  if (lastShared) listener(lastShared);
  return () => {
    positionListeners.delete(listener);
  };
}

export function getPosition(maxAgeMs: number): Promise<{ lat: number; lng: number }> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject({ code: 0, message: 'unsupported' });
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        const position = { lat: pos.coords.latitude, lng: pos.coords.longitude };
        lastShared = position;
        for (const listener of positionListeners) listener(position);
        resolve(position);
      },
      reject,
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: maxAgeMs },
    );
  });
}
