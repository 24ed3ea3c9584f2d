import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { containsPattern } from '../../lib/sql-text.js';
import { menuItems, truckImages, truckSchedules, trucks, users } from '../../db/schema.js';
import { distanceKm, withinRadius } from '../../lib/geo-sql.js';

export type TruckRow = typeof trucks.$inferSelect;
export type TruckRowWithDistance = TruckRow & { distanceKm?: number };

export interface TruckFilter {
  search?: string;
  cuisines?: string[];
  priceRanges?: string[];
  openNow?: boolean;
  near?: { lat: number; lng: number; radiusKm?: number };
}

function filterConditions(filter: TruckFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(
      or(
        ilike(trucks.name, pattern),
        ilike(trucks.description, pattern),
        ilike(trucks.cuisine, pattern),
        sql`array_to_string(${trucks.tags}, ' ') ilike ${pattern}`,
      )!,
    );
  }
  if (filter.cuisines?.length) {
    // A cuisine matches the truck's cuisine or any of its tags, by substring (spec section 5).
    conditions.push(
      or(
        ...filter.cuisines.map((c) => {
          const pattern = containsPattern(c);
          return or(ilike(trucks.cuisine, pattern), sql`exists (select 1 from unnest(${trucks.tags}) tag where tag ilike ${pattern})`)!;
        }),
      )!,
    );
  }
  if (filter.priceRanges?.length) conditions.push(inArray(trucks.priceRange, filter.priceRanges as TruckRow['priceRange'][]));
  if (filter.openNow) conditions.push(eq(trucks.status, 'open'));
  if (filter.near?.radiusKm !== undefined) {
    conditions.push(withinRadius(trucks, filter.near.lat, filter.near.lng, filter.near.radiusKm));
  }
  return conditions;
}

export async function listTrucks(db: Executor, filter: TruckFilter, page: number, limit: number) {
  const where = and(...filterConditions(filter));
  const near = filter.near;
  const distance = near ? distanceKm(trucks, near.lat, near.lng) : sql<number>`null`;
  const rows = await db
    .select({ truck: trucks, distanceKm: distance })
    .from(trucks)
    .where(where)
    .orderBy(...(near ? [sql`${distance} asc nulls last`, asc(trucks.id)] : [desc(trucks.featured), desc(trucks.rating), asc(trucks.id)]))
    .limit(limit)
    .offset((page - 1) * limit);
  const [{ total }] = (await db.select({ total: sql<number>`count(*)::int` }).from(trucks).where(where)) as [{ total: number }];
  return { rows: rows.map((r) => ({ ...r.truck, distanceKm: r.distanceKm ?? undefined })), total };
}

/** The nearest trucks within the radius, closest first: index-backed box, exact distance after. */
export async function nearbyTrucks(db: Executor, lat: number, lng: number, radiusKm: number, limit: number) {
  const distance = distanceKm(trucks, lat, lng);
  const rows = await db
    .select({ truck: trucks, distanceKm: distance })
    .from(trucks)
    .where(withinRadius(trucks, lat, lng, radiusKm))
    .orderBy(asc(distance), asc(trucks.id))
    .limit(limit);
  return rows.map((r) => ({ ...r.truck, distanceKm: Number(r.distanceKm) }));
}

/**
 * Trending: the Bayesian average of ratings, (C·m + R·v) / (C + v), with v the truck's review
 * count, R its average, m the mean rating over all reviews and C = 10 reviews of prior weight.
 * A truck with two 5-star reviews does not outrank one with two hundred 4.8s; ties go to more reviews.
 */
export const TRENDING_PRIOR_WEIGHT = 10;
export async function trendingTrucks(db: Executor, limit: number) {
  const mean = sql`(select coalesce(sum(rating * review_count) / nullif(sum(review_count), 0), 0) from trucks)`;
  const score = sql`((${TRENDING_PRIOR_WEIGHT} * ${mean} + ${trucks.rating} * ${trucks.reviewCount}) / (${TRENDING_PRIOR_WEIGHT} + ${trucks.reviewCount}))`;
  return db.select().from(trucks).orderBy(desc(score), desc(trucks.reviewCount), asc(trucks.id)).limit(limit);
}

export async function findTruck(db: Executor, id: string) {
  const [row] = await db.select().from(trucks).where(eq(trucks.id, id)).limit(1);
  return row;
}

export async function imagesFor(db: Executor, truckIds: string[]) {
  if (truckIds.length === 0) return [];
  return db.select().from(truckImages).where(inArray(truckImages.truckId, truckIds)).orderBy(asc(truckImages.sortOrder));
}

export async function menuFor(db: Executor, truckId: string) {
  return db.select().from(menuItems).where(eq(menuItems.truckId, truckId)).orderBy(asc(menuItems.category), asc(menuItems.name));
}

export async function scheduleFor(db: Executor, truckId: string) {
  return db.select().from(truckSchedules).where(eq(truckSchedules.truckId, truckId));
}

export async function ownerOf(db: Executor, ownerId: string) {
  const [row] = await db.select({ id: users.id, name: users.name, email: users.email, phone: users.phone }).from(users).where(eq(users.id, ownerId));
  return row;
}

export type TruckValues = Partial<typeof trucks.$inferInsert>;

export async function insertTruck(db: Executor, values: typeof trucks.$inferInsert) {
  const [row] = await db.insert(trucks).values(values).returning();
  return row!;
}

export async function updateTruck(db: Executor, id: string, values: TruckValues) {
  const [row] = await db.update(trucks).set({ ...values, updatedAt: new Date() }).where(eq(trucks.id, id)).returning();
  return row!;
}

export async function deleteTruck(db: Executor, id: string) {
  await db.delete(trucks).where(eq(trucks.id, id));
}

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
