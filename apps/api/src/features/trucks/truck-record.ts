import type { MenuItem, OwnerSaid, Stop, StopException, TruckImage, TruckOwner } from '@dishrated/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { menuItems, truckBookings, truckImages, truckOrdering, trucks, truckStopExceptions, truckStops, users } from '../../db/schema.js';
import type { TruckRow } from './repository.js';

/**
 * Everything visitors read of one truck, from its rows: the truck, its photos, menu, stops,
 * closed dates, its owner's contact details and whether it takes orders ahead. The truck's JSON
 * (lists, its page, the owner's screens) is built from this and the serving rule, in one place
 * (truck-json.ts); the trucks in memory (truck-catalog.ts) keep one per truck.
 */
export interface TruckRecord {
  row: TruckRow;
  images: TruckImage[];
  menu: MenuItem[];
  stops: Stop[];
  closed: StopException[];
  /** When the truck is booked for customers' events (private: the public sees busy, never where). */
  bookings: Array<{ start: number; end: number }>;
  owner: TruckOwner | null;
  takingOrders: boolean;
  /** When the owner last saved the truck's ordering (taking orders, sold-out dishes): open order screens hear of each save. */
  orderingSavedAt: number | null;
}

/** The owner's last word, as the serving rule reads it. */
export function ownerSaid(row: Pick<TruckRow, 'ownerWord' | 'ownerWordAt' | 'ownerWordUntil'>): OwnerSaid | null {
  if (!row.ownerWord || !row.ownerWordAt) return null;
  return { word: row.ownerWord, at: row.ownerWordAt.getTime(), until: row.ownerWordUntil?.getTime() ?? null };
}

export function toMenuItem(row: typeof menuItems.$inferSelect): MenuItem {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    description: row.description,
    price: Number(row.price),
    category: row.category,
    image: row.image,
    isAvailable: row.isAvailable,
    allergens: row.allergens,
    isVegetarian: row.isVegetarian,
    isVegan: row.isVegan,
    dietType: row.dietType as MenuItem['dietType'],
    spiceLevel: row.spiceLevel,
    popular: row.popular,
  };
}

export const toTruckImage = (row: typeof truckImages.$inferSelect): TruckImage => ({ id: row.id, url: row.url, caption: row.caption, order: row.sortOrder, isAdvertisement: row.isAdvertisement });

/** A list of uuids as one parameter (a text array literal: both drivers take it alike). */
const uuidList = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

function group<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    let list = groups.get(k);
    if (!list) groups.set(k, (list = []));
    list.push(row);
  }
  return groups;
}

/** The records of these trucks rows: their parts read in one query each. */
async function recordsFor(db: Executor, rows: TruckRow[]): Promise<TruckRecord[]> {
  if (rows.length === 0) return [];
  const ids = uuidList(rows.map((r) => r.id));
  const ownerIds = uuidList([...new Set(rows.flatMap((r) => (r.ownerId === null ? [] : [r.ownerId])))]);
  const [images, menu, stops, closed, owners, ordering, bookings] = await Promise.all([
    db.select().from(truckImages).where(sql`${truckImages.truckId} = any(${ids})`).orderBy(truckImages.truckId, truckImages.sortOrder, truckImages.id),
    db.select().from(menuItems).where(sql`${menuItems.truckId} = any(${ids})`).orderBy(menuItems.category, menuItems.name, menuItems.id),
    db.select().from(truckStops).where(sql`${truckStops.truckId} = any(${ids})`).orderBy(truckStops.createdAt, truckStops.id),
    db.select().from(truckStopExceptions).where(sql`${truckStopExceptions.truckId} = any(${ids})`).orderBy(truckStopExceptions.date, truckStopExceptions.id),
    db.select({ id: users.id, name: users.name, phone: users.phone }).from(users).where(sql`${users.id} = any(${ownerIds})`),
    db.select({ truckId: truckOrdering.truckId, takingOrders: truckOrdering.takingOrders, updatedAt: truckOrdering.updatedAt }).from(truckOrdering).where(sql`${truckOrdering.truckId} = any(${ids})`),
    // Bookings that have not ended: the past ones matter to nobody's schedule.
    db
      .select({ truckId: truckBookings.truckId, startsAt: truckBookings.startsAt, endsAt: truckBookings.endsAt })
      .from(truckBookings)
      .where(sql`${truckBookings.truckId} = any(${ids}) and ${truckBookings.endsAt} > now()`)
      .orderBy(truckBookings.startsAt),
  ]);
  const bookingsBy = group(bookings, (r) => r.truckId);
  const imagesBy = group(images, (r) => r.truckId);
  const menuBy = group(menu, (r) => r.truckId);
  const stopsBy = group(stops, (r) => r.truckId);
  const closedBy = group(closed, (r) => r.truckId);
  const ownerById = new Map(owners.map((o) => [o.id, o]));
  const takingOrders = new Set(ordering.filter((o) => o.takingOrders).map((o) => o.truckId));
  const orderingSaved = new Map(ordering.map((o) => [o.truckId, o.updatedAt.getTime()]));
  return rows.map((row) => {
    const owner = row.ownerId === null ? undefined : ownerById.get(row.ownerId);
    return {
      row,
      images: (imagesBy.get(row.id) ?? []).map(toTruckImage),
      menu: (menuBy.get(row.id) ?? []).map(toMenuItem),
      stops: (stopsBy.get(row.id) ?? []).map(({ truckId: _truckId, createdAt: _createdAt, ...stop }) => stop),
      closed: (closedBy.get(row.id) ?? []).map(({ id, date, stopId, note }) => ({ id, date, stopId, note })),
      bookings: (bookingsBy.get(row.id) ?? []).map((b) => ({ start: b.startsAt.getTime(), end: b.endsAt.getTime() })),
      owner: owner ? { _id: owner.id, name: owner.name, phone: owner.phone } : null,
      takingOrders: takingOrders.has(row.id),
      orderingSavedAt: orderingSaved.get(row.id) ?? null,
    };
  });
}

/** Retired listings (closed for good, or merged into another) are gone for every reader. */
const shown = sql`${trucks.retiredAt} is null`;

/** These trucks' records; trucks that are gone are left out. */
export async function truckRecords(db: Executor, ids: readonly string[]): Promise<TruckRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(trucks).where(sql`${trucks.id} = any(${uuidList(ids)}) and ${shown}`);
  return recordsFor(db, rows);
}

/** One truck's record, or undefined. */
export async function truckRecord(db: Executor, id: string): Promise<TruckRecord | undefined> {
  return (await truckRecords(db, [id]))[0];
}

/** A page of every truck's record in id order, after `afterId` (loading them all, a page at a time). */
export async function truckRecordsPage(db: Executor, afterId: string | null, limit: number): Promise<TruckRecord[]> {
  const rows = await db
    .select()
    .from(trucks)
    .where(afterId ? sql`${trucks.id} > ${afterId}::uuid and ${shown}` : shown)
    .orderBy(trucks.id)
    .limit(limit);
  return recordsFor(db, rows);
}
