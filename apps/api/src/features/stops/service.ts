import { DEFAULT_TRUCK_TIME_ZONE, STOP_LIMITS, expandStops, haversineKm, localDateIn, roundKm, type StopExceptionInput, type StopInput } from '@dishrated/shared';
import type { Database } from '../../db/client.js';
import type { UserRow } from '../auth/index.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { findTruck, truckSummariesByIds, type TruckManageService } from '../trucks/index.js';
import { stopsCalendarFile } from './calendar.js';
import * as repo from './repository.js';

const DAY_MS = 86_400_000;

/**
 * A truck's schedule as stops: what visitors read (occurrences in a window, a calendar feed) and
 * what its owner changes (stops and closed dates, within their limits). Every truck keeps India's
 * time for now: a zone per truck comes with the first truck outside it.
 */
export function createStopService(db: Database, trucks: Pick<TruckManageService, 'manageable'>, publicUrl: string) {
  const timeZone = DEFAULT_TRUCK_TIME_ZONE;

  async function existing(truckId: string) {
    const truck = await findTruck(db, truckId);
    if (!truck) throw notFound('TRUCK_NOT_FOUND');
    return truck;
  }

  return {
    /** Occurrences overlapping [from, to): by default the coming week, at most 92 days. */
    async occurrences(truckId: string, range: { from?: string; to?: string }, now = Date.now()) {
      await existing(truckId);
      const from = range.from ? Date.parse(range.from) : now;
      const to = range.to ? Date.parse(range.to) : from + 7 * DAY_MS;
      if (to <= from) throw badRequest('to must be after from', 'to');
      if (to - from > STOP_LIMITS.expansionDays * DAY_MS) throw badRequest(`At most ${STOP_LIMITS.expansionDays} days at a time`, 'to');
      const [stops, exceptions] = await Promise.all([repo.stopsOf(db, truckId), repo.exceptionsOf(db, truckId)]);
      return { timeZone, occurrences: expandStops(stops, exceptions, { from, to }, timeZone) };
    },

    /**
     * Trucks scheduled to stand within `maxDistance` km of a point at `at`, nearest first, each at
     * its scheduled place (one place per truck: the nearest it is at then), as nearby's answer.
     */
    async scheduledNear(query: { lat: number; lng: number; maxDistance: number; limit: number }, at: number) {
      const candidates = await repo.stopsAround(db, query.lat, query.lng, query.maxDistance);
      // A stop that started the day before (past midnight) may still be running: both days' closed dates count.
      const day = localDateIn(at, timeZone);
      const closed = await repo.closedDatesOf(db, [...new Set(candidates.map((s) => s.truckId))], localDateIn(at - DAY_MS, timeZone), day);
      const nearest = new Map<string, { km: number; stop: (typeof candidates)[number] }>();
      for (const stop of candidates) {
        const km = haversineKm({ lat: query.lat, lng: query.lng }, { lat: stop.latitude, lng: stop.longitude });
        if (km > query.maxDistance) continue;
        const running = expandStops([stop], closed.filter((c) => c.truckId === stop.truckId), { from: at, to: at + 1 }, timeZone);
        if (running.length === 0) continue;
        const kept = nearest.get(stop.truckId);
        if (!kept || km < kept.km) nearest.set(stop.truckId, { km, stop });
      }
      const page = [...nearest.entries()].sort(([a, x], [b, y]) => x.km - y.km || (a < b ? -1 : 1)).slice(0, query.limit);
      const summaries = await truckSummariesByIds(db, page.map(([id]) => id));
      const trucks = page.flatMap(([id, { km, stop }]) => {
        const summary = summaries.get(id);
        if (!summary) return [];
        const truck = JSON.parse(summary) as { location: object };
        const distanceValue = roundKm(km);
        return [{ distanceValue, distance: `${distanceValue} km`, ...truck, location: { address: stop.address ?? stop.label, coordinates: { latitude: stop.latitude, longitude: stop.longitude } } }];
      });
      return { dataJson: JSON.stringify({ trucks }), message: `${trucks.length} food trucks scheduled within ${query.maxDistance} km` };
    },

    async calendar(truckId: string) {
      const truck = await existing(truckId);
      const [stops, exceptions] = await Promise.all([repo.stopsOf(db, truckId), repo.exceptionsOf(db, truckId)]);
      return stopsCalendarFile(truck, stops, exceptions, publicUrl, timeZone);
    },

    async list(actor: UserRow, truckId: string) {
      await trucks.manageable(actor, truckId);
      const [stops, exceptions] = await Promise.all([repo.stopsOf(db, truckId), repo.exceptionsOf(db, truckId)]);
      return { timeZone, stops, exceptions };
    },

    async add(actor: UserRow, truckId: string, input: StopInput) {
      await trucks.manageable(actor, truckId);
      return db.transaction(async (tx) => {
        await repo.lockTruck(tx, truckId);
        if ((await repo.countStops(tx, truckId)) >= STOP_LIMITS.stopsPerTruck) throw conflict(`A truck can have at most ${STOP_LIMITS.stopsPerTruck} stops`);
        return repo.insertStop(tx, truckId, input);
      });
    },

    async update(actor: UserRow, truckId: string, stopId: string, input: StopInput) {
      await trucks.manageable(actor, truckId);
      const stop = await repo.updateStop(db, truckId, stopId, input);
      if (!stop) throw notFound('STOP_NOT_FOUND');
      return stop;
    },

    async remove(actor: UserRow, truckId: string, stopId: string) {
      await trucks.manageable(actor, truckId);
      if (!(await repo.deleteStop(db, truckId, stopId))) throw notFound('STOP_NOT_FOUND');
    },

    async addException(actor: UserRow, truckId: string, input: StopExceptionInput) {
      await trucks.manageable(actor, truckId);
      return db.transaction(async (tx) => {
        await repo.lockTruck(tx, truckId);
        if (input.stopId && !(await repo.findStop(tx, truckId, input.stopId))) throw badRequest('That stop is not one of this truck’s', 'stopId');
        if ((await repo.countExceptions(tx, truckId)) >= STOP_LIMITS.exceptionsPerTruck) throw conflict(`A truck can have at most ${STOP_LIMITS.exceptionsPerTruck} closed dates`);
        return repo.insertException(tx, truckId, input);
      });
    },

    async removeException(actor: UserRow, truckId: string, exceptionId: string) {
      await trucks.manageable(actor, truckId);
      if (!(await repo.deleteException(db, truckId, exceptionId))) throw notFound('STOP_EXCEPTION_NOT_FOUND');
    },
  };
}

export type StopService = ReturnType<typeof createStopService>;
