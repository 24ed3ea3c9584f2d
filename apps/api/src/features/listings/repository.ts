import type { ClaimStatus, ImportRow, Locale, SuggestionStatus, TruckImport, UsualHours } from '@dishrated/shared';
import { and, desc, eq, gte, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import { distanceKm, withinRadius } from '../../lib/geo-sql.js';
import { listingReports, menuItems, reviews, truckClaims, truckImports, trucks, truckStops, truckSuggestions, users } from '../../db/schema.js';

// ------------------------------------------------------------------ listings (trucks without owners)

export interface NewListing {
  name: string;
  cuisine: ImportRow['cuisine'];
  address: string;
  latitude: number;
  longitude: number;
  image?: string | null;
  about: { phone?: string; website?: string; instagram?: string };
  source: string;
  hours: UsualHours[];
  /** The stops' label: the city, or the address when there is none. */
  label: string;
}

/** Creates listings (trucks nobody runs yet) and the stops of their usual hours; returns their ids in order. */
export async function insertListings(tx: Executor, listings: readonly NewListing[], fromDate: string): Promise<string[]> {
  const ids: string[] = [];
  // A statement of a few hundred rows keeps each within every driver's parameter limit.
  for (let i = 0; i < listings.length; i += 300) {
    const batch = listings.slice(i, i + 300);
    const rows = await tx
      .insert(trucks)
      .values(batch.map((l) => ({ ownerId: null, name: l.name, cuisine: l.cuisine, address: l.address, latitude: l.latitude, longitude: l.longitude, image: l.image ?? null, about: l.about, listingSource: l.source })))
      .returning({ id: trucks.id });
    ids.push(...rows.map((r) => r.id));
    const stops = batch.flatMap((l, j) =>
      l.hours.map((h) => ({ truckId: rows[j]!.id, label: l.label, address: l.address, latitude: l.latitude, longitude: l.longitude, startTime: h.startTime, endTime: h.endTime, weekdays: h.weekdays, everyWeeks: 1, fromDate })),
    );
    if (stops.length > 0) await tx.insert(truckStops).values(stops);
  }
  return ids;
}

/** A truck as listings see it: who runs it (null: nobody yet), whether it is retired, its licence. */
export async function lockTruck(tx: Executor, id: string) {
  const [row] = await tx
    .select({ id: trucks.id, name: trucks.name, ownerId: trucks.ownerId, retiredAt: trucks.retiredAt, fssaiLicense: trucks.fssaiLicense })
    .from(trucks)
    .where(eq(trucks.id, id))
    .for('update');
  return row;
}

export async function findShownTruck(db: Executor, id: string) {
  const [row] = await db.select({ id: trucks.id, name: trucks.name, ownerId: trucks.ownerId, address: trucks.address }).from(trucks).where(and(eq(trucks.id, id), isNull(trucks.retiredAt)));
  return row;
}

/** Gives a listing to its owner, with the licence number they proved; false when someone runs it already. */
export async function giveListing(tx: Executor, truckId: string, ownerId: string, fssaiLicense: string): Promise<boolean> {
  const rows = await tx
    .update(trucks)
    .set({ ownerId, fssaiLicense, fssaiVerifiedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(trucks.id, truckId), isNull(trucks.ownerId), isNull(trucks.retiredAt)))
    .returning({ id: trucks.id });
  return rows.length === 1;
}

/** A user who is a customer becomes an owner (admins and owners stay as they are). */
export async function makeOwner(tx: Executor, userId: string): Promise<void> {
  await tx.update(users).set({ role: 'owner', updatedAt: new Date() }).where(and(eq(users.id, userId), eq(users.role, 'user')));
}

export async function retireTruck(tx: Executor, id: string, mergedInto: string | null): Promise<void> {
  await tx.update(trucks).set({ retiredAt: new Date(), mergedInto, updatedAt: new Date() }).where(eq(trucks.id, id));
}

export async function setFssaiVerified(db: Executor, id: string, verified: boolean) {
  const [row] = await db
    .update(trucks)
    .set({ fssaiVerifiedAt: verified ? new Date() : null, updatedAt: new Date() })
    .where(and(eq(trucks.id, id), isNull(trucks.retiredAt)))
    .returning({ id: trucks.id, name: trucks.name, fssaiLicense: trucks.fssaiLicense });
  return row;
}

/**
 * Moves what visitors gave a duplicate to the listing kept: reviews (a visitor who reviewed both
 * keeps the review already on the kept one; the other stays stored with the retired listing),
 * dishes with their reviews, and follows (one per follower). Rating and count follow the reviews.
 */
export async function moveToKept(tx: Executor, from: string, into: string): Promise<{ reviews: number; follows: number; dishes: number }> {
  const dishes = await tx.update(menuItems).set({ truckId: into }).where(eq(menuItems.truckId, from)).returning({ id: menuItems.id });
  const moved = await queryRows<{ id: string }>(
    tx,
    sql`update reviews r set truck_id = ${into}
         where r.truck_id = ${from}
           and (r.menu_item_id is not null or not exists (select 1 from reviews k where k.truck_id = ${into} and k.user_id = r.user_id and k.menu_item_id is null))
        returning r.id`,
  );
  const follows = await queryRows<{ user_id: string }>(
    tx,
    sql`insert into truck_follows (user_id, truck_id, opens, moves, near_me, menu, events, created_at)
        select user_id, ${into}, opens, moves, near_me, menu, events, created_at from truck_follows where truck_id = ${from}
        on conflict do nothing returning user_id`,
  );
  await tx.execute(sql`delete from truck_follows where truck_id = ${from}`);
  for (const id of [into, from]) {
    await tx.execute(sql`
      update ${trucks} set
        rating = coalesce((select round(avg(rating)::numeric, 2)::float8 from ${reviews} where truck_id = ${id}), 0),
        review_count = (select count(*)::int from ${reviews} where truck_id = ${id})
      where id = ${id}`);
  }
  return { reviews: moved.length, follows: follows.length, dishes: dishes.length };
}

// ------------------------------------------------------------------ imports

export async function insertImport(db: Executor, adminId: string, source: string, preview: Pick<TruckImport, 'toCreate' | 'duplicates' | 'refused'>) {
  const [row] = await db.insert(truckImports).values({ adminId, source, preview }).returning();
  return row!;
}

export async function findImport(db: Executor, id: string) {
  const [row] = await db.select().from(truckImports).where(eq(truckImports.id, id));
  return row;
}

/** Marks a previewed import confirmed, once: the second confirmation finds nothing to claim. */
export async function takeImportForConfirming(tx: Executor, id: string) {
  const [row] = await tx.update(truckImports).set({ status: 'confirmed', confirmedAt: new Date() }).where(and(eq(truckImports.id, id), eq(truckImports.status, 'previewed'))).returning();
  return row;
}

export async function setImportCreated(tx: Executor, id: string, created: number) {
  const [row] = await tx.update(truckImports).set({ created }).where(eq(truckImports.id, id)).returning();
  return row!;
}

export async function recentImports(db: Executor, limit: number) {
  return db.select().from(truckImports).orderBy(desc(truckImports.createdAt)).limit(limit);
}

// ------------------------------------------------------------------ daily limits

const MADE_BY_USERS = { claims: truckClaims, suggestions: truckSuggestions, reports: listingReports } as const;

/** How many claims, suggestions or reports a user has sent since `since` (their daily limits). */
export async function sentSince(db: Executor, what: keyof typeof MADE_BY_USERS, userId: string, since: Date): Promise<number> {
  const table = MADE_BY_USERS[what];
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table).where(and(eq(table.userId, userId), gte(table.createdAt, since)));
  return row?.n ?? 0;
}

// ------------------------------------------------------------------ claims

export async function pendingClaimCount(db: Executor): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(truckClaims).where(eq(truckClaims.status, 'pending'));
  return row?.n ?? 0;
}

export async function insertClaim(db: Executor, values: typeof truckClaims.$inferInsert) {
  const [row] = await db.insert(truckClaims).values(values).returning({ id: truckClaims.id });
  return row!.id;
}

const claimColumns = {
  claim: truckClaims,
  truckName: trucks.name,
  truckAddress: trucks.address,
  claimantName: users.name,
  claimantEmail: users.email,
  claimantLanguage: users.language,
};
export type ClaimRow = { claim: typeof truckClaims.$inferSelect; truckName: string; truckAddress: string | null; claimantName: string; claimantEmail: string; claimantLanguage: Locale };

function claimQuery(db: Executor) {
  return db.select(claimColumns).from(truckClaims).innerJoin(trucks, eq(trucks.id, truckClaims.truckId)).innerJoin(users, eq(users.id, truckClaims.userId));
}

export async function findClaim(db: Executor, id: string): Promise<ClaimRow | undefined> {
  const [row] = await claimQuery(db).where(eq(truckClaims.id, id));
  return row;
}

export async function lockClaim(tx: Executor, id: string) {
  const [row] = await tx.select().from(truckClaims).where(eq(truckClaims.id, id)).for('update');
  return row;
}

/** Claims with these statuses, and every claim of the same listings (competing ones are shown together). */
export async function claimsOfListings(db: Executor, status: ClaimStatus | null, limit: number): Promise<ClaimRow[]> {
  const wanted = status ? sql`where status = ${status}` : sql``;
  const truckIds = await queryRows<{ truck_id: string }>(db, sql`select truck_id from (select truck_id, max(created_at) as at from truck_claims ${wanted} group by truck_id) t order by at desc limit ${limit}`);
  if (truckIds.length === 0) return [];
  return claimQuery(db)
    .where(inArray(truckClaims.truckId, truckIds.map((r) => r.truck_id)))
    .orderBy(desc(truckClaims.createdAt));
}

export async function claimsBy(db: Executor, userId: string): Promise<ClaimRow[]> {
  return claimQuery(db).where(eq(truckClaims.userId, userId)).orderBy(desc(truckClaims.createdAt)).limit(50);
}

export async function decideClaim(tx: Executor, id: string, status: ClaimStatus, reason: string | null, adminId: string): Promise<void> {
  await tx.update(truckClaims).set({ status, reason, decidedBy: adminId, decidedAt: new Date() }).where(eq(truckClaims.id, id));
}

/** Turns down the other pending claims of a listing once one is approved; returns who made them. */
export async function rejectOtherClaims(tx: Executor, truckId: string, approvedId: string, reason: string, adminId: string): Promise<string[]> {
  const rows = await tx
    .update(truckClaims)
    .set({ status: 'rejected', reason, decidedBy: adminId, decidedAt: new Date() })
    .where(and(eq(truckClaims.truckId, truckId), eq(truckClaims.status, 'pending'), ne(truckClaims.id, approvedId)))
    .returning({ userId: truckClaims.userId });
  return rows.map((r) => r.userId);
}

export async function contactOf(db: Executor, userId: string) {
  const [row] = await db.select({ id: users.id, name: users.name, email: users.email, language: users.language }).from(users).where(eq(users.id, userId));
  return row;
}

// ------------------------------------------------------------------ suggestions

export async function insertSuggestion(db: Executor, values: typeof truckSuggestions.$inferInsert) {
  const [row] = await db.insert(truckSuggestions).values(values).returning();
  return row!;
}

export type SuggestionRow = { suggestion: typeof truckSuggestions.$inferSelect; userName: string };

export async function listSuggestions(db: Executor, status: SuggestionStatus | null, limit: number): Promise<SuggestionRow[]> {
  return db
    .select({ suggestion: truckSuggestions, userName: users.name })
    .from(truckSuggestions)
    .innerJoin(users, eq(users.id, truckSuggestions.userId))
    .where(status ? eq(truckSuggestions.status, status) : undefined)
    .orderBy(desc(truckSuggestions.createdAt))
    .limit(limit);
}

/** Pending suggestions within `km` of a point, each with its distance, for telling admins of look-alikes. */
export async function pendingSuggestionsNear(db: Executor, lat: number, lng: number, km: number) {
  return db
    .select({ id: truckSuggestions.id, name: truckSuggestions.name, km: distanceKm(truckSuggestions, lat, lng) })
    .from(truckSuggestions)
    .where(and(eq(truckSuggestions.status, 'pending'), withinRadius(truckSuggestions, lat, lng, km)));
}

export async function lockSuggestion(tx: Executor, id: string) {
  const [row] = await tx.select().from(truckSuggestions).where(eq(truckSuggestions.id, id)).for('update');
  return row;
}

export async function decideSuggestion(tx: Executor, id: string, values: { status: SuggestionStatus; reason: string | null; truckId: string | null; adminId: string }) {
  const [row] = await tx
    .update(truckSuggestions)
    .set({ status: values.status, reason: values.reason, truckId: values.truckId, decidedBy: values.adminId, decidedAt: new Date() })
    .where(eq(truckSuggestions.id, id))
    .returning();
  return row!;
}

// ------------------------------------------------------------------ reports

export async function insertReport(db: Executor, values: typeof listingReports.$inferInsert) {
  const [row] = await db.insert(listingReports).values(values).returning({ id: listingReports.id });
  return row!.id;
}

export interface ReportRow {
  id: string;
  truck_id: string;
  truck_name: string;
  owner_id: string | null;
  reason: 'closed' | 'wrong' | 'duplicate';
  note: string;
  duplicate_id: string | null;
  duplicate_name: string | null;
  user_id: string;
  user_name: string;
  status: 'open' | 'resolved';
  created_at: string | Date;
}

export async function listReports(db: Executor, status: 'open' | 'resolved' | null, limit: number, id?: string): Promise<ReportRow[]> {
  return queryRows<ReportRow>(
    db,
    sql`select r.id, r.truck_id, t.name as truck_name, t.owner_id, r.reason, r.note, r.duplicate_of as duplicate_id, d.name as duplicate_name,
               r.user_id, u.name as user_name, r.status, r.created_at
          from listing_reports r join trucks t on t.id = r.truck_id join users u on u.id = r.user_id left join trucks d on d.id = r.duplicate_of
         where ${status ? sql`r.status = ${status}` : sql`true`} ${id ? sql`and r.id = ${id}` : sql``}
         order by r.created_at desc limit ${limit}`,
  );
}

/** Closes the open reports of these listings (once they are retired or merged), or one report. */
export async function resolveReports(tx: Executor, where: { truckIds?: readonly string[]; id?: string }): Promise<number> {
  const rows = await tx
    .update(listingReports)
    .set({ status: 'resolved' })
    .where(and(eq(listingReports.status, 'open'), where.id ? eq(listingReports.id, where.id) : inArray(listingReports.truckId, [...(where.truckIds ?? [])])))
    .returning({ id: listingReports.id });
  return rows.length;
}
