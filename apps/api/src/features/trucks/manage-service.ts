import {
  dietFlags,
  policies,
  type AboutBody,
  type BasicInfoBody,
  type ImagesBody,
  type LocationBody,
  type LocationHistoryEntry,
  type MenuItemInput,
  type StatusBody,
  type Truck,
  type TruckCreateBody,
  type TruckImage,
  type TruckUpdateBody,
} from '@dishrated/shared';
import type { Database } from '../../db/client.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import type { UserRow } from '../auth/index.js';
import { loadTruckDetail } from './detail.js';
import * as locations from './location-repository.js';
import * as repo from './repository.js';
import { toMenuItemDto, toTruckDto } from './truck-dto.js';

/**
 * A change visitors should see as it happens, reported after the write commits. A move is
 * reported only while the owner shares the truck's location.
 */
export type TruckChange =
  | { kind: 'location'; truck: Truck }
  | { kind: 'status'; truckId: string; status: string; waitTime: string | null; previousStatus: string }
  /** A dish added to the menu (told to followers, not streamed). */
  | { kind: 'newDish'; truckId: string; dish: string };

/** What an owner's screens say when a truck is not theirs (or not there): the same either way. */
const OWNER_TRUCK_NOT_FOUND = 'Truck not found';

/** Maps the API's truck body onto columns; only the fields present are touched. */
function columnsFrom(body: TruckUpdateBody): repo.TruckValues {
  const values: repo.TruckValues = {};
  if (body.name !== undefined) values.name = body.name;
  if (body.description !== undefined) values.description = body.description;
  if (body.cuisine !== undefined) values.cuisine = body.cuisine;
  if (body.image !== undefined) values.image = body.image;
  if (body.tags !== undefined) values.tags = body.tags;
  if (body.priceRange !== undefined) values.priceRange = body.priceRange;
  if (body.status !== undefined) values.status = body.status;
  if (body.waitTime !== undefined) values.waitTime = body.waitTime;
  if (body.aboutInfo !== undefined) values.about = body.aboutInfo;
  if (body.featured !== undefined) values.featured = body.featured;
  return values;
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

const imageDtos = (rows: Awaited<ReturnType<typeof repo.imagesFor>>): TruckImage[] =>
  rows.map((img) => ({ id: img.id, url: img.url, caption: img.caption, order: img.sortOrder, isAdvertisement: img.isAdvertisement }));

/**
 * Everything an owner changes on a truck. Who may: owners on their own trucks and admins on any.
 * A customer is refused (403); another owner's truck answers 404, exactly like a missing one,
 * so truck ids cannot be probed.
 */
export function createTruckManageService(db: Database, onChange: (change: TruckChange) => void = () => {}) {
  async function manageable(actor: UserRow, truckId: string) {
    if (!policies['truck:create'](actor)) throw forbidden('Only food truck owners can manage trucks');
    const truck = await repo.findTruck(db, truckId);
    if (!truck || !policies['truck:manage'](actor, truck)) throw notFound('TRUCK_NOT_FOUND', OWNER_TRUCK_NOT_FOUND);
    return truck;
  }

  function checkFeatured(actor: UserRow, body: TruckUpdateBody) {
    if (body.featured !== undefined && !policies['truck:feature'](actor)) throw forbidden('Only admins can feature a truck');
  }

  async function withImages(row: repo.TruckRow): Promise<Truck> {
    return toTruckDto(row, await repo.imagesFor(db, [row.id]));
  }

  function reportMove(truck: Truck, sharing: boolean) {
    if (sharing && truck.location.coordinates) onChange({ kind: 'location', truck });
  }
  function reportStatus(truck: Truck, previousStatus: string) {
    onChange({ kind: 'status', truckId: truck.id, status: truck.status, waitTime: truck.waitTime, previousStatus });
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

  return {
    /** The truck, when `actor` may change it; refuses as every owner route does (403, or 404). */
    manageable,

    async create(actor: UserRow, body: TruckCreateBody): Promise<Truck> {
      if (!policies['truck:create'](actor)) throw forbidden('Only food truck owners can add trucks');
      checkFeatured(actor, body);
      // The truck and its first place in the location history are one write.
      const row = await db.transaction(async (tx) => {
        const created = await repo.insertTruck(tx, { ...columnsFrom(body), name: body.name, cuisine: body.cuisine, ownerId: actor.id } as Parameters<typeof repo.insertTruck>[1]);
        return locations.moveTruck(tx, created.id, {
          address: body.location.address,
          latitude: body.location.coordinates.latitude,
          longitude: body.location.coordinates.longitude,
          at: new Date(),
        });
      });
      return toTruckDto(row);
    },

    /** The owner's trucks with their photos, newest first. */
    async listOwned(actor: UserRow): Promise<Truck[]> {
      const rows = await repo.trucksOwnedBy(db, actor.id);
      const images = await repo.imagesFor(db, rows.map((r) => r.id));
      return rows.map((row) => toTruckDto(row, images.filter((img) => img.truckId === row.id)));
    },

    async detail(actor: UserRow, truckId: string): Promise<Truck> {
      return loadTruckDetail(db, await manageable(actor, truckId));
    },

    async update(actor: UserRow, truckId: string, body: TruckUpdateBody): Promise<Truck> {
      const before = await manageable(actor, truckId);
      checkFeatured(actor, body);
      const { location, ...rest } = body;
      const values = columnsFrom(rest);
      if (location) await moveTo(truckId, location);
      const row = Object.keys(values).length > 0 ? await repo.updateTruck(db, truckId, values) : (await repo.findTruck(db, truckId))!;
      const truck = await withImages(row);
      if (location) reportMove(truck, row.isLocationSharingEnabled);
      if (body.status !== undefined || body.waitTime !== undefined) reportStatus(truck, before.status);
      return truck;
    },

    /** Basic Info saves one field as the owner leaves it. */
    async updateBasicInfo(actor: UserRow, truckId: string, body: BasicInfoBody): Promise<Truck> {
      const before = await manageable(actor, truckId);
      const truck = await withImages(await repo.updateTruck(db, truckId, columnsFrom(body)));
      if (body.status !== undefined || body.waitTime !== undefined) reportStatus(truck, before.status);
      return truck;
    },

    async remove(actor: UserRow, truckId: string): Promise<void> {
      await manageable(actor, truckId);
      await repo.deleteTruck(db, truckId);
    },

    async setAbout(actor: UserRow, truckId: string, about: AboutBody): Promise<Truck> {
      await manageable(actor, truckId);
      return withImages(await repo.updateTruck(db, truckId, { about }));
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
      return imageDtos(rows);
    },

    /** Moves the truck: nearby search and the location history change together. */
    async setLocation(actor: UserRow, truckId: string, location: LocationBody): Promise<Truck> {
      await manageable(actor, truckId);
      const row = await moveTo(truckId, location);
      const truck = await withImages(row);
      reportMove(truck, row.isLocationSharingEnabled);
      return truck;
    },

    /** Status and wait time in one row update, so two quick toggles never leave a mixed pair. */
    async setStatus(actor: UserRow, truckId: string, body: StatusBody): Promise<Truck> {
      const before = await manageable(actor, truckId);
      const values: repo.TruckValues = { status: body.status };
      if (body.waitTime !== undefined) values.waitTime = body.waitTime || null;
      const truck = await withImages(await repo.updateTruck(db, truckId, values));
      reportStatus(truck, before.status);
      return truck;
    },

    async setLocationSharing(actor: UserRow, truckId: string, enabled: boolean): Promise<Truck> {
      await manageable(actor, truckId);
      const truck = await withImages(await repo.updateTruck(db, truckId, { isLocationSharingEnabled: enabled }));
      // Turning sharing on shows visitors where the truck is now.
      reportMove(truck, enabled);
      return truck;
    },

    async locationHistory(actor: UserRow, truckId: string): Promise<LocationHistoryEntry[]> {
      await manageable(actor, truckId);
      const now = new Date();
      return (await locations.historyFor(db, truckId)).map((row) => toHistoryDto(row, now));
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
      const added = toMenuItemDto(await repo.insertMenuItem(db, { ...item, ...dietFlags(item.dietType), truckId, image: item.image ?? null }));
      onChange({ kind: 'newDish', truckId, dish: added.name });
      return added;
    },

    async updateMenuItem(actor: UserRow, truckId: string, itemId: string, changes: Partial<MenuItemInput>) {
      await manageable(actor, truckId);
      if (!(await repo.findMenuItem(db, truckId, itemId))) throw notFound('MENU_ITEM_NOT_FOUND');
      return toMenuItemDto(await repo.updateMenuItem(db, itemId, { ...changes, ...(changes.dietType ? dietFlags(changes.dietType) : {}) }));
    },

    async toggleMenuItem(actor: UserRow, truckId: string, itemId: string) {
      await manageable(actor, truckId);
      const item = await repo.findMenuItem(db, truckId, itemId);
      if (!item) throw notFound('MENU_ITEM_NOT_FOUND');
      return toMenuItemDto(await repo.updateMenuItem(db, itemId, { isAvailable: !item.isAvailable }));
    },

    async deleteMenuItem(actor: UserRow, truckId: string, itemId: string) {
      await manageable(actor, truckId);
      if (!(await repo.findMenuItem(db, truckId, itemId))) throw notFound('MENU_ITEM_NOT_FOUND');
      await repo.deleteMenuItem(db, itemId);
    },
  };
}

export type TruckManageService = ReturnType<typeof createTruckManageService>;
