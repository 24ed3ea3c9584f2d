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

// Lists send each truck as it stands while one serving state holds (each serving state belongs to
// one record of one truck), so its JSON text is made once for that state and an answer joins the
// texts of the trucks it lists (docs/decisions/0001-list-items-as-json-text.md). The browser adds
// distances from its own point.
const texts = {
  item: new WeakMap<ServingState, string>(),
  scheduledItem: new WeakMap<ServingState, string>(),
  summary: new WeakMap<ServingState, string>(),
  scheduledSummary: new WeakMap<ServingState, string>(),
};

function textOf(cache: WeakMap<ServingState, string>, serving: ServingState, make: () => object): string {
  let text = cache.get(serving);
  if (text === undefined) {
    text = JSON.stringify(make());
    cache.set(serving, text);
  }
  return text;
}

/** `truckItem` as JSON text, made once per serving state. */
export const truckItemJson = (record: TruckRecord, serving: ServingState, scheduled = false): string =>
  textOf(scheduled ? texts.scheduledItem : texts.item, serving, () => truckItem(record, serving, scheduled));

/** `truckSummary` as JSON text, made once per serving state. */
export const truckSummaryJson = (record: TruckRecord, serving: ServingState, scheduled = false): string =>
  textOf(scheduled ? texts.scheduledSummary : texts.summary, serving, () => truckSummary(record, serving, scheduled));

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
