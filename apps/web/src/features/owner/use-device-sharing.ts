import { useEffect, useRef } from 'react';
import { geocodeApi } from '../../lib/geocode-api';
import { ownerApi } from './api/owner-api';
import { shouldSendPosition, type SentPosition } from './device-position';

/**
 * While sharing is on and the browser allows it, sends the device's position as the truck moves
 * (throttled, see shouldSendPosition). Stops when sharing stops or the page closes.
 */
export function useDeviceSharing(truckId: string, enabled: boolean, onSent: () => void) {
  const last = useRef<SentPosition | null>(null);
  const sentCallback = useRef(onSent);
  useEffect(() => {
    sentCallback.current = onSent;
  });
  useEffect(() => {
    if (!enabled || !('geolocation' in navigator)) return;
    const watch = navigator.geolocation.watchPosition(
      (pos) => {
        const next = { lat: pos.coords.latitude, lng: pos.coords.longitude, at: Date.now() };
        if (!shouldSendPosition(last.current, next)) return;
        last.current = next;
        void (async () => {
          const address = (await geocodeApi.reverse(next.lat, next.lng).catch(() => null)) ?? 'Current location';
          await ownerApi.setLocation(truckId, { address, coordinates: { latitude: next.lat, longitude: next.lng } });
          sentCallback.current();
        })().catch(() => undefined);
      },
      () => undefined,
      { enableHighAccuracy: true, maximumAge: 60_000, timeout: 10_000 },
    );
    return () => navigator.geolocation.clearWatch(watch);
  }, [truckId, enabled]);
}
