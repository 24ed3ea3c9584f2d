import type { Stop, StopException, StopExceptionInput, StopInput } from '@dishrated/shared';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { truckBookings, truckStopExceptions, truckStops } from '../../db/schema.js';

type StopRow = typeof truckStops.$inferSelect;

const toStop = (row: StopRow): Stop => ({
  id: row.id,
  label: row.label,
  address: row.address,
  latitude: row.latitude,
  longitude: row.longitude,
  startTime: row.startTime,
  endTime: row.endTime,
  weekdays: row.weekdays,
  everyWeeks: row.everyWeeks,
  fromDate: row.fromDate,
  untilDate: row.untilDate,
  date: row.date,
});

/** A stop's columns from what the owner sent: a one-off stop keeps no recurrence, and the reverse. */
const columns = (input: StopInput) => ({
  label: input.label,
  address: input.address ?? null,
  latitude: input.latitude,
  longitude: input.longitude,
  startTime: input.startTime,
  endTime: input.endTime,
  weekdays: input.date ? [] : (input.weekdays ?? []),
  everyWeeks: input.date ? 1 : (input.everyWeeks ?? 1),
  fromDate: input.date ? null : (input.fromDate ?? null),
  untilDate: input.date ? null : (input.untilDate ?? null),
  date: input.date ?? null,
});

export async function stopsOf(db: Executor, truckId: string): Promise<Stop[]> {
  const rows = await db.select().from(truckStops).where(eq(truckStops.truckId, truckId)).orderBy(asc(truckStops.createdAt), asc(truckStops.id));
  return rows.map(toStop);
}

export async function countStops(db: Executor, truckId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(truckStops).where(eq(truckStops.truckId, truckId));
  return row?.n ?? 0;
}

export async function insertStop(db: Executor, truckId: string, input: StopInput): Promise<Stop> {
  const [row] = await db.insert(truckStops).values({ truckId, ...columns(input) }).returning();
  return toStop(row!);
}

export async function updateStop(db: Executor, truckId: string, stopId: string, input: StopInput): Promise<Stop | undefined> {
  const [row] = await db.update(truckStops).set(columns(input)).where(and(eq(truckStops.truckId, truckId), eq(truckStops.id, stopId))).returning();
  return row ? toStop(row) : undefined;
}

export async function deleteStop(db: Executor, truckId: string, stopId: string): Promise<boolean> {
  const rows = await db.delete(truckStops).where(and(eq(truckStops.truckId, truckId), eq(truckStops.id, stopId))).returning({ id: truckStops.id });
  return rows.length > 0;
}

/** Removes a truck's regular (recurring) stops, keeping its one-off ones. */
export async function deleteRegularStops(db: Executor, truckId: string): Promise<void> {
  await db.delete(truckStops).where(and(eq(truckStops.truckId, truckId), isNull(truckStops.date)));
}

export async function findStop(db: Executor, truckId: string, stopId: string): Promise<boolean> {
  const rows = await db.select({ id: truckStops.id }).from(truckStops).where(and(eq(truckStops.truckId, truckId), eq(truckStops.id, stopId)));
  return rows.length > 0;
}

export async function exceptionsOf(db: Executor, truckId: string): Promise<StopException[]> {
  return db
    .select({ id: truckStopExceptions.id, date: truckStopExceptions.date, stopId: truckStopExceptions.stopId, note: truckStopExceptions.note })
    .from(truckStopExceptions)
    .where(eq(truckStopExceptions.truckId, truckId))
    .orderBy(asc(truckStopExceptions.date), asc(truckStopExceptions.id));
}

export async function countExceptions(db: Executor, truckId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(truckStopExceptions).where(eq(truckStopExceptions.truckId, truckId));
  return row?.n ?? 0;
}

export async function insertException(db: Executor, truckId: string, input: StopExceptionInput): Promise<StopException> {
  const [row] = await db
    .insert(truckStopExceptions)
    .values({ truckId, date: input.date, stopId: input.stopId ?? null, note: input.note ?? null })
    .returning({ id: truckStopExceptions.id, date: truckStopExceptions.date, stopId: truckStopExceptions.stopId, note: truckStopExceptions.note });
  return row!;
}

export async function deleteException(db: Executor, truckId: string, exceptionId: string): Promise<boolean> {
  const rows = await db
    .delete(truckStopExceptions)
    .where(and(eq(truckStopExceptions.truckId, truckId), eq(truckStopExceptions.id, exceptionId)))
    .returning({ id: truckStopExceptions.id });
  return rows.length > 0;
}

/** Serialises changes to one truck's stops, so two at once cannot pass a limit together. */
export async function lockTruck(db: Executor, truckId: string) {
  await db.execute(sql`select id from trucks where id = ${truckId} for update`);
}

/** A truck's bookings that overlap [from, to), as instants (private: when, never where). */
export async function bookingsOf(db: Executor, truckId: string, range: { from: number; to: number }): Promise<Array<{ start: string; end: string }>> {
  const rows = await db
    .select({ startsAt: truckBookings.startsAt, endsAt: truckBookings.endsAt })
    .from(truckBookings)
    .where(and(eq(truckBookings.truckId, truckId), sql`${truckBookings.endsAt} > ${new Date(range.from)} and ${truckBookings.startsAt} < ${new Date(range.to)}`))
    .orderBy(asc(truckBookings.startsAt));
  return rows.map((r) => ({ start: r.startsAt.toISOString(), end: r.endsAt.toISOString() }));
}

/** Books a truck for a customer's event (its caller holds the truck's lock and has checked it is free). */
export async function insertBooking(db: Executor, booking: { truckId: string; requestId: string; startsAt: Date; endsAt: Date }): Promise<void> {
  await db.insert(truckBookings).values(booking);
}

/** Cancels the booking made for a request: the truck's schedule is as it was. */
export async function deleteBooking(db: Executor, requestId: string): Promise<void> {
  await db.delete(truckBookings).where(eq(truckBookings.requestId, requestId));
}
