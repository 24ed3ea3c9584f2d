import { and, asc, desc, eq, gte, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
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
  near?: { lat: number; lng: number; radiusKm: number };
  /** Drafts and unapproved events are visible to admins only. */
  includeUnpublished: boolean;
}

function conditions(filter: EventFilter): SQL | undefined {
  const where: SQL[] = [];
  if (!filter.includeUnpublished) where.push(eq(events.approvalStatus, 'approved'), ne(events.status, 'draft'));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    where.push(or(ilike(events.title, pattern), ilike(events.description, pattern), ilike(events.address, pattern))!);
  }
  if (filter.eventType) where.push(eq(events.eventType, filter.eventType));
  if (filter.status) where.push(eq(events.status, filter.status));
  if (filter.featured !== undefined) where.push(eq(events.featured, filter.featured));
  if (filter.organizerId) where.push(eq(events.organizerId, filter.organizerId));
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
