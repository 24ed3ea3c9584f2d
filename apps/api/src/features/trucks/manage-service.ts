import {
  DEFAULT_TRUCK_TIME_ZONE,
  OWNER_LIMITS,
  OWNER_WORD_MAX_HOURS,
  policies,
  suggestedOpenUntil,
  TRUCK_PLAIN_FIELDS,
  type OwnerWord,
  type AboutBody,
  type BasicInfoBody,
  type ImagesBody,
  type LocationBody,
  type LocationHistoryEntry,
  type MenuItemInput,
  type MenuItemUpdate,
  type StatusBody,
  type Truck,
  type TruckCreateBody,
  type TruckImage,
  type TruckUpdateBody,
} from '@dishrated/shared';
import type { Database } from '../../db/client.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import type { UserRow } from '../auth/index.js';
import * as locations from './location-repository.js';
import * as repo from './repository.js';
import { servingOf, truckDetail, truckItem } from './truck-json.js';
import { toMenuItem, toTruckImage, truckRecord, truckRecords, type TruckRecord } from './truck-record.js';
import type { TruckChange } from '../../lib/app-events.js';

/**
 * A change visitors should see as it happens, reported after the write commits. A move is
 * reported only while the owner shares the truck's location; a status change carries the serving
 * state before and after the owner's word (the shared rule), so "is open" is told only when the
 * truck really opened.
 */

/** What an owner's screens say when a truck is not theirs (or not there): the same either way. */
const OWNER_TRUCK_NOT_FOUND = 'Truck not found';

/** Maps the API's truck body onto columns; only the fields present are touched (the status is the owner's word, set apart). */
function columnsFrom(body: Omit<TruckUpdateBody, 'status' | 'location'>): repo.TruckValues {
  const values: Record<string, unknown> = {};
  for (const field of TRUCK_PLAIN_FIELDS) if (body[field] !== undefined) values[field] = body[field];
  if (body.aboutInfo !== undefined) values.about = body.aboutInfo;
  return values as repo.TruckValues;
}

const HOUR_MS = 3_600_000;

/**
 * The columns of an owner's word said at `now` (see servingState). Opening while no stop runs
 * needs an end: the one given, else the default the dashboard offers. An end must lie ahead,
 * within a day.
 */
function ownerWordColumns(record: Pick<TruckRecord, 'stops' | 'closed'>, word: OwnerWord, until: string | null | undefined, now: number): repo.TruckValues {
  let end = until ? Date.parse(until) : null;
  if (end !== null && (end <= now || end > now + OWNER_WORD_MAX_HOURS * HOUR_MS)) {
    throw badRequest(`until must be later today, within ${OWNER_WORD_MAX_HOURS} hours`, 'until');
  }
  if (end === null && word !== 'closed') end = suggestedOpenUntil(record, now, DEFAULT_TRUCK_TIME_ZONE).until;
  return { ownerWord: word, ownerWordAt: new Date(now), ownerWordUntil: end === null ? null : new Date(end) };
}

function toHistoryDto(row: locations.LocationHistoryRow, now: Date): LocationHistoryEntry {
  return {
    id: row.id,
    address: row.address,
    coordinates: { latitude: row.latitude, longitude: row.longitude },
    timestamp: row.startedAt.toISOString(),
    duration: locations.durationMinutes(row, now),
    isActive: row.isActive,
  };
}


/**
 * Everything an owner changes on a truck. Who may: owners on their own trucks and admins on any.
 * A customer is refused (403); another owner's truck answers 404, exactly like a missing one,
 * so truck ids cannot be probed.
 */
export function createTruckManageService(db: Database, { onChange = () => {}, now = Date.now }: { onChange?: (change: TruckChange) => void; now?: () => number } = {}) {
  async function manageable(actor: UserRow, truckId: string) {
    if (!policies['truck:create'](actor)) throw forbidden('Only food truck owners can manage trucks');
    const truck = await repo.findTruck(db, truckId);
    if (!truck || !policies['truck:manage'](actor, truck)) throw notFound('TRUCK_NOT_FOUND', OWNER_TRUCK_NOT_FOUND);
    return truck;
  }

  function checkFeatured(actor: UserRow, body: TruckUpdateBody) {
    if (body.featured !== undefined && !policies['truck:feature'](actor)) throw forbidden('Only admins can feature a truck');
  }

  /** The truck as it now is, as lists show it (the one definition of a truck's JSON). */
  async function current(truckId: string): Promise<Truck> {
    const record = (await truckRecord(db, truckId))!;
    return truckItem(record, servingOf(record, now()));
  }

  function reportMove(truck: Truck, sharing: boolean) {
    if (sharing && truck.location.coordinates) onChange({ kind: 'location', truck });
  }

  async function moveTo(truckId: string, location: LocationBody) {
    return db.transaction((tx) =>
      locations.moveTruck(tx, truckId, {
        address: location.address,
        latitude: location.coordinates.latitude,
        longitude: location.coordinates.longitude,
        at: new Date(),
      }),
    );
  }

  /**
   * The owner's word (and the wait time, when given), said now: the truck row locked, the serving
   * state before and after worked out by the rule, and the change reported. A wait time left out
   * keeps the one set before, so reopening does not reset it.
   */
  async function sayStatus(truckId: string, word: OwnerWord, until: string | null | undefined, waitTime: string | null | undefined): Promise<Truck> {
    const at = now();
    const { before, after } = await db.transaction(async (tx) => {
      await repo.lockTruck(tx, truckId);
      const before = (await truckRecord(tx, truckId))!;
      const values = ownerWordColumns(before, word, until, at);
      if (waitTime !== undefined) values.waitTime = waitTime || null;
      await repo.updateTruck(tx, truckId, values);
      return { before, after: (await truckRecord(tx, truckId))! };
    });
    const truck = truckItem(after, servingOf(after, at));
    onChange({ kind: 'status', truckId, truck, wasOpen: servingOf(before, at).openNow });
    return truck;
  }

  return {
    /** The truck, when `actor` may change it; refuses as every owner route does (403, or 404). */
    manageable,

    async create(actor: UserRow, body: TruckCreateBody): Promise<Truck> {
      if (!policies['truck:create'](actor)) throw forbidden('Only food truck owners can add trucks');
      checkFeatured(actor, body);
      const { status, location: _location, ...fields } = body;
      // The truck and its first place in the location history are one write, counted against the
      // owner's limit with the owner's row locked (trucks created at once cannot pass it together).
      const row = await db.transaction(async (tx) => {
        if ((await repo.lockOwnerAndCountTrucks(tx, actor.id)) >= OWNER_LIMITS.trucksPerOwner && actor.role !== 'admin') {
          throw conflict(`An account can have at most ${OWNER_LIMITS.trucksPerOwner} trucks. Write to us to run a larger fleet.`);
        }
        const created = await repo.insertTruck(tx, { ...columnsFrom(fields), ...(status ? ownerWordColumns({ stops: [], closed: [] }, status, null, now()) : {}), name: body.name, cuisine: body.cuisine, ownerId: actor.id });
        return locations.moveTruck(tx, created.id, {
          address: body.location.address,
          latitude: body.location.coordinates.latitude,
          longitude: body.location.coordinates.longitude,
          at: new Date(),
        });
      });
      return current(row.id);
    },

    /** The owner's trucks with their photos, newest first (read from the database: the owner sees every write at once). */
    async listOwned(actor: UserRow): Promise<Truck[]> {
      const ids = (await repo.trucksOwnedBy(db, actor.id)).map((row) => row.id);
      const byId = new Map((await truckRecords(db, ids)).map((record) => [record.row.id, record]));
      const at = now();
      return ids.flatMap((id) => {
        const record = byId.get(id);
        return record ? [truckItem(record, servingOf(record, at))] : [];
      });
    },

    /** The truck's page as its owner edits it. */
    async detail(actor: UserRow, truckId: string): Promise<Truck> {
      await manageable(actor, truckId);
      return truckDetail((await truckRecord(db, truckId))!, now()).truck;
    },

    async update(actor: UserRow, truckId: string, body: TruckUpdateBody): Promise<Truck> {
      await manageable(actor, truckId);
      checkFeatured(actor, body);
      const { location, status, ...rest } = body;
      const values = columnsFrom(rest);
      if (location) await moveTo(truckId, location);
      if (Object.keys(values).length > 0) await repo.updateTruck(db, truckId, values);
      if (status !== undefined) await sayStatus(truckId, status, undefined, undefined);
      const truck = await current(truckId);
      if (location) reportMove(truck, truck.isLocationSharingEnabled);
      return truck;
    },

    /** Basic Info saves one field as the owner leaves it. */
    async updateBasicInfo(actor: UserRow, truckId: string, body: BasicInfoBody): Promise<Truck> {
      await manageable(actor, truckId);
      const { status, ...rest } = body;
      if (status !== undefined) return sayStatus(truckId, status, undefined, undefined);
      await repo.updateTruck(db, truckId, columnsFrom(rest));
      return current(truckId);
    },

    async remove(actor: UserRow, truckId: string): Promise<void> {
      await manageable(actor, truckId);
      await repo.deleteTruck(db, truckId);
    },

    async setAbout(actor: UserRow, truckId: string, about: AboutBody): Promise<Truck> {
      await manageable(actor, truckId);
      await repo.updateTruck(db, truckId, { about });
      return current(truckId);
    },

    async setImages(actor: UserRow, truckId: string, body: ImagesBody): Promise<TruckImage[]> {
      await manageable(actor, truckId);
      const rows = await db.transaction((tx) =>
        repo.replaceImages(
          tx,
          truckId,
          body.images.map((img) => ({ url: img.url, caption: img.caption || null, isAdvertisement: img.isAdvertisement ?? false })),
        ),
      );
      return rows.map(toTruckImage);
    },

    /** Moves the truck: nearby search and the location history change together. */
    async setLocation(actor: UserRow, truckId: string, location: LocationBody): Promise<Truck> {
      await manageable(actor, truckId);
      await moveTo(truckId, location);
      const truck = await current(truckId);
      reportMove(truck, truck.isLocationSharingEnabled);
      return truck;
    },

    /** The owner's word (open, busy or closed, until when) and the wait time, in one row update. */
    async setStatus(actor: UserRow, truckId: string, body: StatusBody): Promise<Truck> {
      await manageable(actor, truckId);
      return sayStatus(truckId, body.status, body.until, body.waitTime);
    },

    async setLocationSharing(actor: UserRow, truckId: string, enabled: boolean): Promise<Truck> {
      await manageable(actor, truckId);
      await repo.updateTruck(db, truckId, { isLocationSharingEnabled: enabled });
      const truck = await current(truckId);
      // Turning sharing on shows visitors where the truck is now.
      reportMove(truck, enabled);
      return truck;
    },

    async locationHistory(actor: UserRow, truckId: string): Promise<LocationHistoryEntry[]> {
      await manageable(actor, truckId);
      const at = new Date();
      return (await locations.historyFor(db, truckId)).map((row) => toHistoryDto(row, at));
    },

    async deleteHistoryEntry(actor: UserRow, truckId: string, entryId: string): Promise<void> {
      await manageable(actor, truckId);
      const entry = await locations.findHistoryEntry(db, truckId, entryId);
      if (!entry) throw notFound('HISTORY_ENTRY_NOT_FOUND');
      if (entry.isActive) throw conflict('The current location cannot be deleted');
      await locations.deleteHistoryEntry(db, entryId);
    },

    async clearHistory(actor: UserRow, truckId: string): Promise<number> {
      await manageable(actor, truckId);
      return locations.clearHistory(db, truckId);
    },

    async addMenuItem(actor: UserRow, truckId: string, item: MenuItemInput) {
      await manageable(actor, truckId);
      const added = toMenuItem(
        await db.transaction(async (tx) => {
          await repo.lockTruck(tx, truckId);
          if ((await repo.menuItemCount(tx, truckId)) >= OWNER_LIMITS.menuItemsPerTruck) throw conflict(`A truck's menu can have at most ${OWNER_LIMITS.menuItemsPerTruck} dishes.`);
          return repo.insertMenuItem(tx, { ...item, truckId, image: item.image ?? null });
        }),
      );
      onChange({ kind: 'newDish', truckId, dish: added.name });
      return added;
    },

    async updateMenuItem(actor: UserRow, truckId: string, itemId: string, changes: MenuItemUpdate) {
      await manageable(actor, truckId);
      if (!(await repo.findMenuItem(db, truckId, itemId))) throw notFound('MENU_ITEM_NOT_FOUND');
      return toMenuItem(await repo.updateMenuItem(db, itemId, changes));
    },

    async toggleMenuItem(actor: UserRow, truckId: string, itemId: string) {
      await manageable(actor, truckId);
      const item = await repo.findMenuItem(db, truckId, itemId);
      if (!item) throw notFound('MENU_ITEM_NOT_FOUND');
      return toMenuItem(await repo.updateMenuItem(db, itemId, { isAvailable: !item.isAvailable }));
    },

    async deleteMenuItem(actor: UserRow, truckId: string, itemId: string) {
      await manageable(actor, truckId);
      if (!(await repo.findMenuItem(db, truckId, itemId))) throw notFound('MENU_ITEM_NOT_FOUND');
      await repo.deleteMenuItem(db, itemId);
    },
  };
}

export type TruckManageService = ReturnType<typeof createTruckManageService>;
