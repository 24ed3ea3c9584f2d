import {
  DEFAULT_TRUCK_TIME_ZONE,
  scheduleState,
  servingFields,
  servingState,
  TRUCK_PLAIN_FIELDS,
  type ServingState,
  type Truck,
  type TruckPlainField,
  type TruckSummary,
} from '@dishrated/shared';
import { ownerSaid, type TruckRecord } from './truck-record.js';

/**
 * A truck's JSON, defined once: every answer that shows a truck (lists, nearby, its page, the
 * owner's screens, write answers, live streams) is built here from its record and the serving
 * rule. Every truck keeps India's time until the first truck outside it.
 */
const timeZone = DEFAULT_TRUCK_TIME_ZONE;

/** Whether the truck is serving at `now`, and until when (the shared rule). */
export function servingOf(record: Pick<TruckRecord, 'row' | 'stops' | 'closed'>, now: number): ServingState {
  return servingState({ said: ownerSaid(record.row), stops: record.stops, closed: record.closed, unclaimed: record.row.ownerId === null }, now, timeZone);
}

/** The plain fields as stored: each is a column of the same name (TruckPlainFields). */
function plainFieldsOf(row: TruckRecord['row']): Pick<Truck, TruckPlainField> {
  return Object.fromEntries(TRUCK_PLAIN_FIELDS.map((field) => [field, row[field]])) as Pick<Truck, TruckPlainField>;
}

/** The truck as lists show it (Find Trucks, trending, the owner's dashboard): the owner by id, no menu. */
export function truckItem(record: TruckRecord, serving: ServingState, scheduled = false): Truck {
  const { row } = record;
  const stop = scheduled ? serving.current : null;
  const location = stop
    ? { address: stop.address ?? stop.label, coordinates: { latitude: stop.latitude, longitude: stop.longitude } }
    : { address: row.address, coordinates: row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : null };
  return {
    _id: row.id,
    id: row.id,
    ...plainFieldsOf(row),
    images: record.images,
    ...servingFields(serving),
    rating: row.rating,
    reviewCount: row.reviewCount,
    owner: row.ownerId,
    claimed: row.ownerId !== null,
    fssaiVerified: row.fssaiVerifiedAt !== null,
    location,
    aboutInfo: row.about ?? {},
    lastLocationUpdate: row.lastLocationUpdate?.toISOString() ?? null,
    isLocationSharingEnabled: row.isLocationSharingEnabled,
  };
}

/**
 * The truck as nearby lists it: what a row and a map marker show (the shared TruckSummarySchema),
 * standing where it is, or (`scheduled`) at the stop its serving state says it stands at then.
 */
export function truckSummary(record: TruckRecord, serving: ServingState, scheduled = false): TruckSummary {
  const { row } = record;
  const stop = scheduled ? serving.current : null;
  const coordinates = stop ? { latitude: stop.latitude, longitude: stop.longitude } : row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : null;
  return {
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
    claimed: row.ownerId !== null,
    location: { coordinates },
    ...(stop ? { stop: { label: stop.label, address: stop.address, start: stop.start, end: stop.end } } : {}),
  };
}

/**
 * A serving state as a catalog truck holds it: from when (until its `changesAt`), and the JSON
 * texts lists send of the truck in it, each made when first asked. Lists send each truck as it
 * stands while one serving state holds (each belongs to one record of one truck), so an answer
 * joins texts made once (docs/decisions/0001-list-items-as-json-text.md); the browser adds
 * distances from its own point. The texts sit on the state itself, so an answer reads one object
 * a truck for its state and its text.
 */
export interface HeldServing extends ServingState {
  readonly from: number;
  item: string | undefined;
  scheduledItem: string | undefined;
  summary: string | undefined;
  scheduledSummary: string | undefined;
}

/** The truck's serving state at `when`, to hold from then. */
export function heldServing(record: TruckRecord, when: number): HeldServing {
  return { ...servingOf(record, when), from: when, item: undefined, scheduledItem: undefined, summary: undefined, scheduledSummary: undefined };
}

/** `truckItem` as JSON text, made once per held serving state. */
export function truckItemJson(record: TruckRecord, serving: HeldServing, scheduled = false): string {
  return scheduled ? (serving.scheduledItem ??= JSON.stringify(truckItem(record, serving, true))) : (serving.item ??= JSON.stringify(truckItem(record, serving)));
}

/** `truckSummary` as JSON text, made once per held serving state. */
export function truckSummaryJson(record: TruckRecord, serving: HeldServing, scheduled = false): string {
  return scheduled ? (serving.scheduledSummary ??= JSON.stringify(truckSummary(record, serving, true))) : (serving.summary ??= JSON.stringify(truckSummary(record, serving)));
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
