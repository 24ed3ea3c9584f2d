import { formatDistance, haversineKm, type LiveEnterEvent, type LiveLeaveEvent, type LiveLocationEvent, type LiveStatusEvent, type Truck, type TruckSummary } from '@dishrated/shared';

export type LiveEvent =
  | { type: 'location'; data: LiveLocationEvent }
  | { type: 'status'; data: LiveStatusEvent }
  | { type: 'enter'; data: LiveEnterEvent }
  | { type: 'leave'; data: LiveLeaveEvent };

/** One truck with a pushed change applied (the event must be about this truck). */
export function applyToTruck<T extends TruckSummary>(truck: T, event: LiveEvent): T {
  if (event.data.truckId !== truck.id) return truck;
  if (event.type === 'location') {
    const { coordinates, address, lastLocationUpdate } = event.data;
    return { ...truck, location: { address, coordinates }, lastLocationUpdate };
  }
  if (event.type === 'status') {
    // The serving state the rule gave after the owner's word: every field the truck shows of it.
    const { truckId: _truckId, ...serving } = event.data;
    return 'openNow' in truck ? { ...truck, ...serving } : { ...truck, status: serving.status, openUntil: serving.openUntil, waitTime: serving.waitTime };
  }
  return truck;
}

const kmFrom = (centre: { lat: number; lng: number }, { location: { coordinates: c } }: TruckSummary) => (c ? haversineKm(centre, { lat: c.latitude, lng: c.longitude }) : Infinity);

/** The truck with its distance from the centre, as its row shows it (the API leaves distances to the browser, which knows its point). */
export function withDistance<T extends TruckSummary>(truck: T, centre: { lat: number; lng: number }): T {
  const km = kmFrom(centre, truck);
  return km === Infinity ? truck : { ...truck, distance: formatDistance(km) };
}

/**
 * A list with a pushed change applied: moves update the position (and, around a centre, the
 * distance and the nearest-first order), `enter` adds a truck, `leave` removes one. Lists of
 * whole trucks and of nearby summaries both take it: an entering truck comes whole, and a whole
 * truck is also a summary.
 */
export function applyToList(trucks: Truck[], event: LiveEvent, centre?: { lat: number; lng: number }): Truck[];
export function applyToList(trucks: TruckSummary[], event: LiveEvent, centre?: { lat: number; lng: number }): TruckSummary[];
export function applyToList(trucks: TruckSummary[], event: LiveEvent, centre?: { lat: number; lng: number }): TruckSummary[] {
  let next: TruckSummary[];
  if (event.type === 'leave') next = trucks.filter((t) => t.id !== event.data.truckId);
  else if (event.type === 'enter') next = [...trucks.filter((t) => t.id !== event.data.truckId), event.data.truck];
  else if (!trucks.some((t) => t.id === event.data.truckId)) return trucks;
  else next = trucks.map((t) => applyToTruck(t, event));
  if (!centre || event.type === 'status') return next;
  return next.map((t) => (t.id === event.data.truckId ? withDistance(t, centre) : t)).sort((a, b) => kmFrom(centre, a) - kmFrom(centre, b));
}
