import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { menuItems, truckImages, trucks, users } from '../../db/schema.js';
import { withinRadius } from '../../lib/geo-sql.js';

export type TruckRow = typeof trucks.$inferSelect;

/** A truck that is shown (a retired listing is gone for every reader and writer). */
export async function findTruck(db: Executor, id: string) {
  const [row] = await db.select().from(trucks).where(and(eq(trucks.id, id), isNull(trucks.retiredAt))).limit(1);
  return row;
}

/** Locks a truck's row for the rest of the transaction (writes to one truck go one at a time). */
export async function lockTruck(db: Executor, id: string) {
  const [row] = await db.select().from(trucks).where(eq(trucks.id, id)).for('update');
  return row;
}

export async function imagesFor(db: Executor, truckIds: string[]) {
  if (truckIds.length === 0) return [];
  return db.select().from(truckImages).where(inArray(truckImages.truckId, truckIds)).orderBy(asc(truckImages.sortOrder), asc(truckImages.id));
}

export type TruckValues = Partial<typeof trucks.$inferInsert>;

export async function insertTruck(db: Executor, values: typeof trucks.$inferInsert) {
  const [row] = await db.insert(trucks).values(values).returning();
  return row!;
}

export async function updateTruck(db: Executor, id: string, values: TruckValues) {
  // An admin's check was of the licence number as it stood: a new number is unchecked.
  const verified = values.fssaiLicense === undefined ? {} : { fssaiVerifiedAt: sql`case when ${trucks.fssaiLicense} is not distinct from ${values.fssaiLicense} then ${trucks.fssaiVerifiedAt} end` };
  const [row] = await db.update(trucks).set({ ...values, ...verified, updatedAt: new Date() }).where(eq(trucks.id, id)).returning();
  return row!;
}

export async function deleteTruck(db: Executor, id: string) {
  await db.delete(trucks).where(eq(trucks.id, id));
}

export async function findMenuItemById(db: Executor, itemId: string) {
  const [row] = await db.select().from(menuItems).where(eq(menuItems.id, itemId));
  return row;
}

/** A menu item of one truck: an item id of another truck's menu finds nothing. */
export async function findMenuItem(db: Executor, truckId: string, itemId: string) {
  const [row] = await db.select().from(menuItems).where(and(eq(menuItems.id, itemId), eq(menuItems.truckId, truckId)));
  return row;
}

export async function insertMenuItem(db: Executor, values: typeof menuItems.$inferInsert) {
  const [row] = await db.insert(menuItems).values(values).returning();
  return row!;
}

export async function updateMenuItem(db: Executor, itemId: string, values: Partial<typeof menuItems.$inferInsert>) {
  const [row] = await db.update(menuItems).set(values).where(eq(menuItems.id, itemId)).returning();
  return row!;
}

export async function deleteMenuItem(db: Executor, itemId: string) {
  await db.delete(menuItems).where(eq(menuItems.id, itemId));
}

/** Replaces the photo list in the order given (the first is order 1). */
export async function replaceImages(tx: Executor, truckId: string, images: Array<{ url: string; caption: string | null; isAdvertisement: boolean }>) {
  await tx.delete(truckImages).where(eq(truckImages.truckId, truckId));
  if (images.length > 0) await tx.insert(truckImages).values(images.map((img, i) => ({ ...img, truckId, sortOrder: i + 1 })));
  return imagesFor(tx, [truckId]);
}

/** Ids of the located trucks within the circle (the bounding box reads the lat/lng index). */
export async function truckIdsWithin(db: Executor, lat: number, lng: number, radiusKm: number): Promise<string[]> {
  const rows = await db.select({ id: trucks.id }).from(trucks).where(withinRadius(trucks, lat, lng, radiusKm));
  return rows.map((r) => r.id);
}

/** An owner's trucks, newest first. */
export function trucksOwnedBy(db: Executor, ownerId: string) {
  return db.select({ id: trucks.id }).from(trucks).where(eq(trucks.ownerId, ownerId)).orderBy(desc(trucks.createdAt), asc(trucks.id));
}

/** Locks the owner's row for the transaction and counts their trucks (creating one is then one at a time). */
export async function lockOwnerAndCountTrucks(db: Executor, ownerId: string): Promise<number> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
  const [row] = await db.select({ n: count() }).from(trucks).where(eq(trucks.ownerId, ownerId));
  return row?.n ?? 0;
}

export async function menuItemCount(db: Executor, truckId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(menuItems).where(eq(menuItems.truckId, truckId));
  return row?.n ?? 0;
}
