import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { locationHistory, trucks } from '../../db/schema.js';

export type LocationHistoryRow = typeof locationHistory.$inferSelect;

/** The most history entries one truck's list shows (newest first). */
export const HISTORY_LIST_LIMIT = 100;

export interface NewPosition {
  address: string;
  latitude: number;
  longitude: number;
  at: Date;
}

/**
 * Moves a truck: the truck row (which nearby search reads through its generated geo column),
 * the previous history entry closed and a new current one opened, in the caller's transaction.
 * Locking the truck row first makes concurrent moves of one truck queue up, so exactly one
 * entry stays current.
 */
export async function moveTruck(tx: Executor, truckId: string, position: NewPosition) {
  await tx.select({ id: trucks.id }).from(trucks).where(eq(trucks.id, truckId)).for('update');
  await tx
    .update(locationHistory)
    .set({ isActive: false, endedAt: position.at })
    .where(and(eq(locationHistory.truckId, truckId), eq(locationHistory.isActive, true)));
  await tx.insert(locationHistory).values({
    truckId,
    address: position.address,
    latitude: position.latitude,
    longitude: position.longitude,
    startedAt: position.at,
    isActive: true,
  });
  const [row] = await tx
    .update(trucks)
    .set({ address: position.address, latitude: position.latitude, longitude: position.longitude, lastLocationUpdate: position.at, updatedAt: position.at })
    .where(eq(trucks.id, truckId))
    .returning();
  return row!;
}

export function historyFor(db: Executor, truckId: string) {
  return db
    .select()
    .from(locationHistory)
    .where(eq(locationHistory.truckId, truckId))
    .orderBy(desc(locationHistory.startedAt), desc(locationHistory.id))
    .limit(HISTORY_LIST_LIMIT);
}

export async function findHistoryEntry(db: Executor, truckId: string, entryId: string) {
  const [row] = await db.select().from(locationHistory).where(and(eq(locationHistory.id, entryId), eq(locationHistory.truckId, truckId)));
  return row;
}

export async function deleteHistoryEntry(db: Executor, entryId: string) {
  await db.delete(locationHistory).where(and(eq(locationHistory.id, entryId), eq(locationHistory.isActive, false)));
}

/** Removes every past entry; the current one stays. Returns how many went. */
export async function clearHistory(db: Executor, truckId: string): Promise<number> {
  const rows = await db
    .delete(locationHistory)
    .where(and(eq(locationHistory.truckId, truckId), eq(locationHistory.isActive, false)))
    .returning({ id: locationHistory.id });
  return rows.length;
}

/** Minutes spent at each entry: until it ended, or until now for the current one. */
export function durationMinutes(row: LocationHistoryRow, now: Date): number {
  const end = row.endedAt ?? now;
  return Math.max(0, Math.round((end.getTime() - row.startedAt.getTime()) / 60_000));
}

