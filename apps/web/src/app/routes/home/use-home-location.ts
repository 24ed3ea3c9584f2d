import { useCallback, useState } from 'react';
import { toast } from '../../../lib/toast';
import { classifyGeoError, freshCachedLocation, getPosition, readPreferences, shouldAsk, writePreferences, type GeoErrorKind } from '../../../lib/location-preferences';

export type PermissionState = 'requesting' | 'granted' | 'denied' | 'unavailable';

const MESSAGES: Record<GeoErrorKind, string> = {
  unsupported: 'Geolocation is not supported by this browser. Please enable location services.',
  denied: 'Location access denied. Please enable location permissions to find nearby food trucks.',
  unavailable: 'Location information unavailable. Please check your device settings.',
  timeout: 'Location request timed out. Please try again.',
  other: 'Unable to get your location',
};

interface InitialState {
  state: PermissionState;
  location: { lat: number; lng: number } | null;
  dialogOpen: boolean;
}

/** Decided once on load from the stored preferences: ask, use the cached place, or stay quiet. */
function initialState(): InitialState {
  const prefs = readPreferences();
  const cached = freshCachedLocation(prefs);
  if (cached) return { state: 'granted', location: { lat: cached.lat, lng: cached.lng }, dialogOpen: false };
  if (shouldAsk(prefs)) return { state: 'requesting', location: null, dialogOpen: true };
  return { state: 'denied', location: null, dialogOpen: false };
}

export function useHomeLocation() {
  const [initial] = useState(initialState);
  const [state, setState] = useState<PermissionState>(initial.state);
  const [location, setLocation] = useState(initial.location);
  const [dialogOpen, setDialogOpen] = useState(initial.dialogOpen);
  const [error, setError] = useState<string | null>(null);

  const request = useCallback(async () => {
    setDialogOpen(false);
    setError(null);
    if (!('geolocation' in navigator)) {
      setState('unavailable');
      setError(MESSAGES.unsupported);
      toast.error('Location Access Required', MESSAGES.unsupported);
      return;
    }
    setState('requesting');
    const now = Date.now();
    try {
      const position = await getPosition(60_000);
      setLocation(position);
      setState('granted');
      writePreferences({ hasAskedPermission: true, permissionGranted: true, cachedLocation: { ...position, timestamp: now }, lastAsked: now });
      toast.success('Location Found', 'Showing food trucks near your current location.');
    } catch (err) {
      const message = MESSAGES[classifyGeoError(err as GeolocationPositionError)];
      setState('denied');
      setError(message);
      writePreferences({ hasAskedPermission: true, permissionGranted: false, lastAsked: now });
      toast.error('Location Access Required', message);
    }
  }, []);

  const skip = useCallback(() => {
    setDialogOpen(false);
    setState('denied');
    writePreferences({ hasAskedPermission: true, permissionGranted: false, cachedLocation: null, lastAsked: Date.now() });
  }, []);

  return { state, location, dialogOpen, error, allow: request, retry: request, skip, openDialog: () => setDialogOpen(true) };
}
