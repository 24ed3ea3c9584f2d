import { NEARBY_WIDENED_RADIUS_KM, addDays, cosOfLatitude, haversineKmWithCosines, localDateIn, localTimeIn, roundKm, stopTimes, weekdayOfDate, type StopException, type TruckListQuery } from '@dishrated/shared';
import type { Database } from '../../db/client.js';
import { badRequest } from '../../lib/errors.js';
import { boundingBox, type BoundingBox } from '../../lib/geo-sql.js';
import { okEnvelopeAround } from '../../lib/envelope.js';
import { pageInfo } from '../../lib/pagination.js';
import { truckItemsByIds, truckSummariesByIds } from '../trucks/index.js';
import * as repo from './repository.js';
import { RunningStopsCache, atPlace, placesTruck, summaryAtPlace, type RunningStop } from './running-stops-cache.js';

/**
 * The longest the stops running at a moment are kept. Changes are announced by the database (and
 * writes here forget at once), so this only bounds what a lost announcement could leave behind.
 */
const KEPT_MS = 10 * 60_000;

/**
 * Trucks' summaries (as nearby lists them: UTF-8 JSON without braces or distance) from the trucks
 * kept in memory; undefined when memory is not current.
 */
export type SummariesInMemory = (ids: readonly string[]) => Promise<Map<string, Buffer> | undefined>;

interface ScheduledTruck {
  truckId: string;
  km: number;
  stop: RunningStop;
}

/** A truck's list item (its text without braces) placed at its scheduled stop, with the distance to it first. */
function itemAtScheduledPlace(truck: string, { km, stop }: ScheduledTruck): string {
  const distanceValue = roundKm(km);
  return `{"distanceValue":${distanceValue},"distance":"${distanceValue} km",${atPlace(truck, stop.placeJson)}}`;
}

/** A truck's nearby summary (its text without braces) placed at its scheduled stop, with the distance to it first. */
function summaryAtScheduledPlace(summary: string, { km, stop }: ScheduledTruck): string {
  return `{"distance":"${roundKm(km)} km",${summaryAtPlace(summary, stop.placeJson)}}`;
}

/**
 * Searches at another time than now: the trucks whose stops place them within a radius then,
 * nearest first, each at its scheduled place. The stops running at a moment are kept on a grid as
 * nearby keeps trucks (running-stops-cache.ts), so nearby's answer is written as nearby writes it;
 * Find Trucks' filters read the database for the trucks found.
 */
export function createScheduledSearch(db: Database, timeZone: string, summariesInMemory?: SummariesInMemory) {
  /** The stops in a box running at `at`: every-N-weeks and closed dates (both days', for one past midnight) applied. */
  async function runningIn(box: BoundingBox, at: number): Promise<RunningStop[]> {
    const day = localDateIn(at, timeZone);
    const dayBefore = addDays(day, -1);
    const moment = { date: day, weekday: weekdayOfDate(day), time: localTimeIn(at, timeZone), dayBefore, weekdayBefore: weekdayOfDate(dayBefore) };
    const candidates = await repo.stopsRunningIn(db, box, moment);
    const closedByTruck = new Map<string, StopException[]>();
    for (const closed of await repo.closedDatesOf(db, [...new Set(candidates.map((s) => s.truckId))], dayBefore, day)) {
      closedByTruck.set(closed.truckId, [...(closedByTruck.get(closed.truckId) ?? []), closed]);
    }
    return candidates
      // The database checked the day and hours; every-N-weeks and closed dates need the expansion.
      .filter((stop) => (stop.everyWeeks === 1 && !closedByTruck.has(stop.truckId)) || stopTimes([stop], closedByTruck.get(stop.truckId) ?? [], { from: at, to: at + 1 }, timeZone).length > 0)
      .map((stop) => ({
        ...stop,
        placeJson: JSON.stringify({ coordinates: { latitude: stop.latitude, longitude: stop.longitude }, address: stop.address ?? stop.label }),
        // An occurrence running at `at` that started after midnight started today; else yesterday, running past midnight.
        startedAt: `${stop.startTime <= moment.time ? day : dayBefore}T${stop.startTime}`,
      }));
  }
  const running = new RunningStopsCache(runningIn, summariesOf, KEPT_MS);

  /**
   * Each truck once, at its stop running at `at` (see placesTruck), within the radius; nearest
   * first, at most `limit`, ties by truck id.
   */
  async function around(lat: number, lng: number, radiusKm: number, at: number, limit = Infinity): Promise<ScheduledTruck[]> {
    const moment = await running.around(lat, lng, radiusKm, at);
    const found = moment?.index.nearestTrucks(lat, lng, radiusKm, limit);
    if (moment && found) return found.map(({ id, km }) => ({ truckId: id, km, stop: moment.stopOf(id) }));
    // Too wide for the grid: every stop running in the box, measured.
    const placing = new Map<string, RunningStop>();
    for (const stop of await runningIn(boundingBox(lat, lng, radiusKm), at)) {
      const placed = placing.get(stop.truckId);
      if (!placed || placesTruck(stop, placed)) placing.set(stop.truckId, stop);
    }
    const cosLat = cosOfLatitude(lat);
    return [...placing.values()]
      .map((stop) => ({ truckId: stop.truckId, km: haversineKmWithCosines(lat, lng, cosLat, stop.latitude, stop.longitude, cosOfLatitude(stop.latitude)), stop }))
      .filter((found) => found.km <= radiusKm)
      .sort((a, b) => a.km - b.km || (a.truckId < b.truckId ? -1 : 1))
      .slice(0, limit);
  }

  /** The trucks' summaries (as nearby lists them, without braces): from memory, and from the database for any not there. */
  async function summariesOf(ids: string[]): Promise<Map<string, Buffer>> {
    const found = (await summariesInMemory?.(ids)) ?? new Map<string, Buffer>();
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) for (const [id, json] of await truckSummariesByIds(db, missing)) found.set(id, Buffer.from(json.slice(1, -1)));
    return found;
  }

  return {
    /** Nearby at `at`: up to `limit` trucks scheduled within `maxDistance` km, as nearby's answer (a whole envelope, as bytes). */
    async near(query: { lat: number; lng: number; maxDistance: number; limit: number }, at: number) {
      const frame = ({ count }: { count: number }) => {
        const { before, after } = okEnvelopeAround(`${count} food trucks scheduled within ${query.maxDistance} km`);
        return { before: `${before}{"trucks":`, after: `}${after}` };
      };
      // The grid's page, written as nearby's is.
      const moment = await running.around(query.lat, query.lng, query.maxDistance, at);
      const page = moment?.index.nearest(query.lat, query.lng, query.maxDistance, query.limit, frame);
      if (page) return { envelope: page };
      const found = await around(query.lat, query.lng, query.maxDistance, at, query.limit);
      const summaries = await summariesOf(found.map((f) => f.truckId));
      const trucks = found.flatMap((f) => {
        const summary = summaries.get(f.truckId);
        return summary ? [summaryAtScheduledPlace(summary.toString(), f)] : [];
      });
      const { before, after } = frame({ count: trucks.length });
      return { envelope: Buffer.from(`${before}[${trucks.join(',')}]${after}`) };
    },

    /**
     * Find Trucks at `at`: the trucks scheduled within the radius then that pass the other filters
     * (search, cuisines, price ranges), nearest first, a page at a time, each at its scheduled place.
     */
    async list(query: TruckListQuery, at: number) {
      if (query.lat === undefined || query.lng === undefined) throw badRequest('A search by time needs a place: lat and lng', 'at');
      const found = await around(query.lat, query.lng, query.distance ?? NEARBY_WIDENED_RADIUS_KM, at);
      const items = await truckItemsByIds(db, found.map((f) => f.truckId), { search: query.search || undefined, cuisines: query.cuisine, priceRanges: query.priceRange });
      const matching = found.filter((f) => items.has(f.truckId));
      const offset = (query.page - 1) * query.limit;
      const trucks = matching.slice(offset, offset + query.limit).map((f) => itemAtScheduledPlace(items.get(f.truckId)!.slice(1, -1), f));
      const pagination = { ...pageInfo(query.page, query.limit, matching.length), totalCapped: false, nextCursor: null };
      return { dataJson: `{"trucks":[${trucks.join(',')}],"pagination":${JSON.stringify(pagination)}}` };
    },

    /** After a change to stops or closed dates: every search reads afresh. */
    forget() {
      running.clear();
    },

    /** Trucks changed what lists show of them ('*': any may have): what is kept shows them as they are now. */
    trucksChanged(ids: readonly string[] | '*'): Promise<void> {
      if (ids === '*') {
        running.clear();
        return Promise.resolve();
      }
      // Not refreshed, not kept: the next search reads afresh.
      return running.refresh(ids).catch(() => running.clear());
    },
  };
}
