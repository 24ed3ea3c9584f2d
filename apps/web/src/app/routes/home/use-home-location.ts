import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useHydrated } from '../../../lib/hydration';
import { defineMessages } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { classifyGeoError, freshCachedLocation, getPosition, readPreferences, shouldAsk, writePreferences, type GeoErrorKind } from '../../../lib/location-preferences';

export type PermissionState = 'requesting' | 'granted' | 'denied' | 'unavailable';

const MESSAGES = defineMessages<GeoErrorKind>({
  unsupported: { id: 'location.unsupported', defaultMessage: 'Geolocation is not supported by this browser. Please enable location services.' },
  denied: { id: 'location.denied', defaultMessage: 'Location access denied. Please enable location permissions to find nearby food trucks.' },
  unavailable: { id: 'location.unavailable', defaultMessage: 'Location information unavailable. Please check your device settings.' },
  timeout: { id: 'location.timeout', defaultMessage: 'Location request timed out. Please try again.' },
  other: { id: 'location.other', defaultMessage: 'Unable to get your location' },
});

const words = defineMessages({
  required: { id: 'location.required', defaultMessage: 'Location Access Required' },
  found: { id: 'location.found', defaultMessage: 'Location Found' },
  foundText: { id: 'location.foundText', defaultMessage: 'Showing food trucks near your current location.' },
});

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

/**
 * What the server renders: a first visit (the stored answer is only known in the browser), with the
 * question not yet asked. It opens once the page runs here and has read that answer; opening it
 * while hydrating the page would flash it at a returning visitor and swallow their first tap.
 */
const FIRST_VISIT: InitialState = { state: 'requesting', location: null, dialogOpen: false };

export function useHomeLocation() {
  // The server renders a first visit; the stored answer is read once the page runs in the browser
  // (`hydrated`), so the first render matches the server's HTML. Each value is undefined until
  // the visitor changes it here.
  const hydrated = useHydrated();
  const intl = useIntl();
  const initial = useMemo(() => (hydrated ? initialState() : FIRST_VISIT), [hydrated]);
  const [changedState, setState] = useState<PermissionState>();
  const [changedLocation, setLocation] = useState<{ lat: number; lng: number }>();
  const [changedDialogOpen, setDialogOpen] = useState<boolean>();
  const [error, setError] = useState<string | null>(null);
  const state = changedState ?? initial.state;
  const location = changedLocation ?? initial.location;
  const dialogOpen = changedDialogOpen ?? initial.dialogOpen;

  const request = useCallback(async () => {
    setDialogOpen(false);
    setError(null);
    if (!('geolocation' in navigator)) {
      const message = intl.formatMessage(MESSAGES.unsupported);
      setState('unavailable');
      setError(message);
      toast.error(intl.formatMessage(words.required), message);
      return;
    }
    setState('requesting');
    const now = Date.now();
    try {
      const position = await getPosition(60_000);
      setLocation(position);
      setState('granted');
      writePreferences({ hasAskedPermission: true, permissionGranted: true, cachedLocation: { ...position, timestamp: now }, lastAsked: now });
      toast.success(intl.formatMessage(words.found), intl.formatMessage(words.foundText));
    } catch (err) {
      const message = intl.formatMessage(MESSAGES[classifyGeoError(err as GeolocationPositionError)]);
      setState('denied');
      setError(message);
      writePreferences({ hasAskedPermission: true, permissionGranted: false, lastAsked: now });
      toast.error(intl.formatMessage(words.required), message);
    }
  }, [intl]);

  const skip = useCallback(() => {
    setDialogOpen(false);
    setState('denied');
    writePreferences({ hasAskedPermission: true, permissionGranted: false, cachedLocation: null, lastAsked: Date.now() });
  }, []);

  return { state, location, dialogOpen, error, allow: request, retry: request, skip, openDialog: () => setDialogOpen(true) };
}
