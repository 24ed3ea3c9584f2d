import { and, asc, desc, eq, gte, ilike, inArray, isNotNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { containsPattern } from '../../lib/sql-text.js';
import { eventParticipants, events, trucks, users } from '../../db/schema.js';
import { withinRadius } from '../../lib/geo-sql.js';

export type EventRow = typeof events.$inferSelect;

export interface EventFilter {
  search?: string;
  eventType?: EventRow['eventType'];
  status?: EventRow['status'];
  featured?: boolean;
  organizerId?: string;
  startsFrom?: Date;
  startsBefore?: Date;
  /** Published events that have ended count as completed from this moment. */
  now: Date;
  near?: { lat: number; lng: number; radiusKm: number };
  /** Drafts and unapproved events are visible to admins only. */
  includeUnpublished: boolean;
  /** Where events stand in review (of any use only with includeUnpublished). */
  approvalStatus?: EventRow['approvalStatus'];
}

/** When an event is over: its end, or its start when it has no end. */
const endsAt = sql<Date>`coalesce(${events.endDate}, ${events.date})`;

function conditions(filter: EventFilter): SQL | undefined {
  const where: SQL[] = [];
  if (!filter.includeUnpublished) where.push(eq(events.approvalStatus, 'approved'), ne(events.status, 'draft'));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    where.push(or(ilike(events.title, pattern), ilike(events.description, pattern), ilike(events.address, pattern))!);
  }
  if (filter.eventType) where.push(eq(events.eventType, filter.eventType));
  if (filter.status === 'completed') {
    where.push(or(eq(events.status, 'completed'), and(eq(events.status, 'published'), lt(endsAt, filter.now)))!);
  } else if (filter.status === 'published') {
    where.push(eq(events.status, 'published'), gte(endsAt, filter.now));
  } else if (filter.status) {
    where.push(eq(events.status, filter.status));
  }
  if (filter.featured !== undefined) where.push(eq(events.featured, filter.featured));
  if (filter.approvalStatus) where.push(eq(events.approvalStatus, filter.approvalStatus));
  if (filter.organizerId) where.push(eq(events.organizerId, filter.organizerId));
  if (filter.startsFrom) where.push(gte(events.date, filter.startsFrom));
  if (filter.startsBefore) where.push(lt(events.date, filter.startsBefore));
  if (filter.near) {
    where.push(withinRadius(events, filter.near.lat, filter.near.lng, filter.near.radiusKm));
  }
  return where.length ? and(...where) : undefined;
}

export async function listEvents(db: Executor, filter: EventFilter, page: number, limit: number) {
  const where = conditions(filter);
  const rows = await db.select().from(events).where(where).orderBy(asc(events.date), asc(events.id)).limit(limit).offset((page - 1) * limit);
  const total = await db.$count(events, where);
  return { rows, total };
}

/** Over every event `filter` lists: the trucks taking part, and the events' places (to a tenth of a degree). */
export async function listedEventsSummary(db: Executor, filter: EventFilter) {
  const where = conditions(filter);
  const [counted] = await db
    .select({ trucks: sql<number>`count(distinct ${eventParticipants.truckId})::int` })
    .from(eventParticipants)
    .innerJoin(events, eq(events.id, eventParticipants.eventId))
    .where(and(where, ne(eventParticipants.status, 'cancelled')));
  const places = await db
    .selectDistinct({ lat: sql<number>`round(${events.latitude}::numeric, 1)::float8`, lng: sql<number>`round(${events.longitude}::numeric, 1)::float8` })
    .from(events)
    .where(and(where, isNotNull(events.latitude), isNotNull(events.longitude)));
  return { trucks: counted?.trucks ?? 0, places };
}

export async function upcomingEvents(db: Executor, limit: number, now: Date) {
  return db
    .select()
    .from(events)
    .where(and(eq(events.status, 'published'), eq(events.approvalStatus, 'approved'), gte(events.date, now)))
    .orderBy(asc(events.date), desc(events.featured))
    .limit(limit);
}

export async function findEvent(db: Executor, id: string) {
  const [row] = await db.select().from(events).where(eq(events.id, id));
  return row;
}

export async function participantsOf(db: Executor, eventIds: string[]) {
  if (!eventIds.length) return [];
  return db
    .select({
      eventId: eventParticipants.eventId,
      status: eventParticipants.status,
      confirmedAt: eventParticipants.confirmedAt,
      truck: { id: trucks.id, name: trucks.name, cuisine: trucks.cuisine, image: trucks.image },
    })
    .from(eventParticipants)
    .innerJoin(trucks, eq(trucks.id, eventParticipants.truckId))
    .where(and(inArray(eventParticipants.eventId, eventIds), ne(eventParticipants.status, 'cancelled')));
}

export async function organizersOf(db: Executor, ids: string[]) {
  if (!ids.length) return [];
  return db.select({ id: users.id, name: users.name, role: users.role }).from(users).where(inArray(users.id, ids));
}

export type EventValues = Partial<typeof events.$inferInsert>;

export async function insertEvent(db: Executor, values: typeof events.$inferInsert) {
  const [row] = await db.insert(events).values(values).returning();
  return row!;
}

export async function updateEvent(db: Executor, id: string, values: EventValues) {
  const [row] = await db.update(events).set({ ...values, updatedAt: new Date() }).where(eq(events.id, id)).returning();
  return row!;
}

/**
 * Applies an admin's decision only to an event still awaiting one, in one statement: two admins
 * deciding at once, or a decision repeated, find nothing to change (undefined).
 */
export async function decidePendingEvent(db: Executor, id: string, values: Pick<EventValues, 'approvalStatus' | 'rejectionReason'>) {
  const [row] = await db
    .update(events)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(events.id, id), eq(events.approvalStatus, 'pending')))
    .returning();
  return row;
}

export async function deleteEvent(db: Executor, id: string) {
  await db.delete(events).where(eq(events.id, id));
}

/** The event row, locked until the transaction ends: registrations for one event queue up here. */
export async function lockEvent(tx: Executor, id: string) {
  const [row] = await tx.select().from(events).where(eq(events.id, id)).for('update');
  return row;
}

export async function activeParticipantCount(tx: Executor, eventId: string) {
  return tx.$count(eventParticipants, and(eq(eventParticipants.eventId, eventId), ne(eventParticipants.status, 'cancelled')));
}

export async function findParticipation(tx: Executor, eventId: string, truckId: string) {
  const [row] = await tx.select().from(eventParticipants).where(and(eq(eventParticipants.eventId, eventId), eq(eventParticipants.truckId, truckId)));
  return row;
}

/** Registers the truck, reviving a cancelled place if there was one. */
export async function upsertParticipation(tx: Executor, eventId: string, truckId: string) {
  await tx
    .insert(eventParticipants)
    .values({ eventId, truckId, status: 'registered' })
    .onConflictDoUpdate({ target: [eventParticipants.eventId, eventParticipants.truckId], set: { status: 'registered', confirmedAt: null } });
}

export async function deleteParticipation(tx: Executor, eventId: string, truckId: string) {
  await tx.delete(eventParticipants).where(and(eq(eventParticipants.eventId, eventId), eq(eventParticipants.truckId, truckId)));
}

/** The trucks of one owner registered for an event. */
export async function ownerParticipations(db: Executor, eventId: string, ownerId: string) {
  return db
    .select({ truckId: eventParticipants.truckId })
    .from(eventParticipants)
    .innerJoin(trucks, eq(trucks.id, eventParticipants.truckId))
    .where(and(eq(eventParticipants.eventId, eventId), eq(trucks.ownerId, ownerId), ne(eventParticipants.status, 'cancelled')));
}

export async function featuredEvents(db: Executor, limit: number, now: Date) {
  return db
    .select()
    .from(events)
    .where(and(eq(events.status, 'published'), eq(events.approvalStatus, 'approved'), eq(events.featured, true), gte(events.date, now)))
    .orderBy(asc(events.date))
    .limit(limit);
}

export async function organizerContacts(db: Executor, id: string) {
  return db.select({ id: users.id, name: users.name, email: users.email, language: users.language }).from(users).where(eq(users.id, id));
}
