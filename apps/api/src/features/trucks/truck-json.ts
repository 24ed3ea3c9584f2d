import { DEFAULT_TRUCK_TIME_ZONE, roundKm, scheduleState, servingFields, servingState, type ServingState, type Truck, type TruckSummary } from '@dishrated/shared';
import { ownerSaid, type TruckRecord } from './truck-record.js';

/**
 * A truck's JSON, defined once: every answer that shows a truck (lists, nearby, its page, the
 * owner's screens, write answers, live streams) is built here from its record and the serving
 * rule. Every truck keeps India's time until the first truck outside it.
 */
const timeZone = DEFAULT_TRUCK_TIME_ZONE;

/** Whether the truck is serving at `now`, and until when (the shared rule). */
export function servingOf(record: Pick<TruckRecord, 'row' | 'stops' | 'closed'>, now: number): ServingState {
  return servingState({ said: ownerSaid(record.row), stops: record.stops, closed: record.closed }, now, timeZone);
}

const distanceFields = (km: number | undefined) => (km === undefined ? {} : { distanceValue: roundKm(km), distance: `${roundKm(km)} km` });

/** The truck as lists show it (Find Trucks, trending, the owner's dashboard): the owner by id, no menu. */
export function truckItem(record: TruckRecord, serving: ServingState, km?: number): Truck {
  const { row } = record;
  return {
    ...distanceFields(km),
    _id: row.id,
    id: row.id,
    name: row.name,
    description: row.description,
    cuisine: row.cuisine,
    image: row.image,
    images: record.images,
    tags: row.tags,
    priceRange: row.priceRange,
    ...servingFields(serving),
    waitTime: row.waitTime,
    rating: row.rating,
    reviewCount: row.reviewCount,
    featured: row.featured,
    owner: row.ownerId,
    location: { address: row.address, coordinates: row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : null },
    aboutInfo: row.about ?? {},
    lastLocationUpdate: row.lastLocationUpdate?.toISOString() ?? null,
    isLocationSharingEnabled: row.isLocationSharingEnabled,
  };
}

/** The truck as nearby lists it: what a row and a map marker show (the shared TruckSummarySchema). */
export function truckSummary(record: TruckRecord, serving: ServingState, km: number): TruckSummary {
  const { row } = record;
  return {
    distance: `${roundKm(km)} km`,
    id: row.id,
    name: row.name,
    cuisine: row.cuisine,
    image: row.image,
    status: serving.status,
    openUntil: serving.openUntil === null ? null : new Date(serving.openUntil).toISOString(),
    waitTime: row.waitTime,
    rating: row.rating,
    reviewCount: row.reviewCount,
    lastLocationUpdate: row.lastLocationUpdate?.toISOString() ?? null,
    location: { coordinates: row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : null },
  };
}

/**
 * The truck's page: the list item with its week, today's stops, menu, owner's contact details
 * and whether it takes orders ahead; and until when all of it holds as written.
 */
export function truckDetail(record: TruckRecord, now: number): { truck: Truck; changesAt: number } {
  const serving = servingOf(record, now);
  const week = scheduleState(record.stops, record.closed, now, timeZone);
  return {
    truck: {
      ...truckItem(record, serving),
      owner: record.owner ?? record.row.ownerId,
      schedule: week.week,
      todayStops: week.todayStops,
      takingOrders: record.takingOrders,
      menu: record.menu,
    },
    changesAt: Math.min(serving.changesAt, week.changesAt),
  };
}
