import { formatDistance, haversineKm, roundKm, type LiveEnterEvent, type LiveLeaveEvent, type LiveLocationEvent, type LiveStatusEvent, type Truck } from '@dishrated/shared';

export type LiveEvent =
  | { type: 'location'; data: LiveLocationEvent }
  | { type: 'status'; data: LiveStatusEvent }
  | { type: 'enter'; data: LiveEnterEvent }
  | { type: 'leave'; data: LiveLeaveEvent };

/** One truck with a pushed change applied (the event must be about this truck). */
export function applyToTruck<T extends Truck>(truck: T, event: LiveEvent): T {
  if (event.data.truckId !== truck.id) return truck;
  if (event.type === 'location') {
    const { coordinates, address, lastLocationUpdate } = event.data;
    return { ...truck, location: { address, coordinates }, lastLocationUpdate };
  }
  if (event.type === 'status') return { ...truck, status: event.data.status as Truck['status'], waitTime: event.data.waitTime };
  return truck;
}

function withDistance(truck: Truck, centre: { lat: number; lng: number }): Truck {
  const c = truck.location.coordinates;
  if (!c) return truck;
  const km = haversineKm(centre, { lat: c.latitude, lng: c.longitude });
  return { ...truck, distanceValue: roundKm(km), distance: formatDistance(km) };
}

/**
 * A list with a pushed change applied: moves update the position (and, around a centre, the
 * distance and the nearest-first order), `enter` adds a truck, `leave` removes one.
 */
export function applyToList(trucks: Truck[], event: LiveEvent, centre?: { lat: number; lng: number }): Truck[] {
  let next: Truck[];
  if (event.type === 'leave') next = trucks.filter((t) => t.id !== event.data.truckId);
  else if (event.type === 'enter') next = [...trucks.filter((t) => t.id !== event.data.truckId), event.data.truck];
  else if (!trucks.some((t) => t.id === event.data.truckId)) return trucks;
  else next = trucks.map((t) => applyToTruck(t, event));
  if (!centre || event.type === 'status') return next;
  return next.map((t) => (t.id === event.data.truckId ? withDistance(t, centre) : t)).sort((a, b) => (a.distanceValue ?? Infinity) - (b.distanceValue ?? Infinity));
}
