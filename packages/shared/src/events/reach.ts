import { haversineKm } from '../geo.js';

/**
 * How far a truck travels to take part in an event: from where it stands to the event's place.
 * A city's markets are within this of its trucks; another city's are not (Bengaluru to Pune is
 * about 840 km).
 */
export const EVENT_REACH_KM = 80;

interface Placed {
  latitude: number | null;
  longitude: number | null;
}

/** The distance in km from a truck to an event, or null when either has no place on the map. */
export function eventDistanceKm(truck: Placed, event: Placed): number | null {
  if (truck.latitude === null || truck.longitude === null || event.latitude === null || event.longitude === null) return null;
  return haversineKm({ lat: truck.latitude, lng: truck.longitude }, { lat: event.latitude, lng: event.longitude });
}

/** Whether a truck may join an event: within reach, or either has no place to judge by. */
export function canReachEvent(truck: Placed, event: Placed): boolean {
  const km = eventDistanceKm(truck, event);
  return km === null || km <= EVENT_REACH_KM;
}
