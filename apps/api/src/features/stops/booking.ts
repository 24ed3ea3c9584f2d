import { DEFAULT_TRUCK_TIME_ZONE, expandStops } from '@dishrated/shared';
import type { Executor } from '../../db/client.js';
import * as repo from './repository.js';

const DAY_MS = 86_400_000;

/**
 * Whether a truck is free in [from, to) by what is written now: no stop of its own running (closed
 * dates applied) and no booking. Read from the database, not the trucks in memory, so a check made
 * under the truck's lock sees the booking another request committed a moment before.
 */
export async function truckFreeDuring(db: Executor, truckId: string, window: { from: number; to: number }): Promise<boolean> {
  const [stops, exceptions, bookings] = await Promise.all([repo.stopsOf(db, truckId), repo.exceptionsOf(db, truckId), repo.bookingsOf(db, truckId, window)]);
  if (bookings.length > 0) return false;
  // A stop that started the day before can still be running.
  const occurrences = expandStops(stops, exceptions, { from: window.from - DAY_MS, to: window.to }, DEFAULT_TRUCK_TIME_ZONE);
  return !occurrences.some((o) => Date.parse(o.start) < window.to && Date.parse(o.end) > window.from);
}

/**
 * Books a truck for a customer's event, or answers false when it is not free then. The truck's
 * row is locked first, so two bookings (or a booking and a new stop) for one truck take turns.
 */
export async function bookTruck(tx: Executor, booking: { truckId: string; requestId: string; startsAt: Date; endsAt: Date }): Promise<boolean> {
  await repo.lockTruck(tx, booking.truckId);
  if (!(await truckFreeDuring(tx, booking.truckId, { from: booking.startsAt.getTime(), to: booking.endsAt.getTime() }))) return false;
  await repo.insertBooking(tx, booking);
  return true;
}

/** Cancels a request's booking: the truck's schedule is as it was. */
export const unbookTruck = (tx: Executor, requestId: string) => repo.deleteBooking(tx, requestId);
