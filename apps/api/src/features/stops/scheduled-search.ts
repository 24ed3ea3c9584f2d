import { NEARBY_WIDENED_RADIUS_KM, addDays, cosOfLatitude, expandStops, haversineKmWithCosines, localDateIn, localTimeIn, roundKm, weekdayOfDate, type StopException, type TruckListQuery } from '@dishrated/shared';
import type { Database } from '../../db/client.js';
import { badRequest } from '../../lib/errors.js';
import type { BoundingBox } from '../../lib/geo-sql.js';
import { okEnvelopeAround } from '../../lib/envelope.js';
import { pageInfo } from '../../lib/pagination.js';
import { truckItemsByIds, truckSummariesByIds } from '../trucks/index.js';
import * as repo from './repository.js';
import { RunningStopsCache, type RunningStop } from './running-stops-cache.js';

/**
 * The longest the stops running at a moment are kept, per map cell. Changes are announced by the database (and writes here forget at
 * once), so this only bounds what a lost announcement could leave behind.
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

/** A truck's list JSON (an item or a summary) has its place here, followed by this key. */
const LOCATION_KEY = ',"location":';
const AFTER_LOCATION_KEY = ',"lastLocationUpdate":';

/**
 * A truck as a list gives it (its JSON text), placed at its scheduled stop, with the distance to
 * it first. The stored JSON is spliced, not parsed: a quote inside a JSON string is always
 * escaped, so the keys found are the object's own.
 */
function atScheduledPlace(truckJson: string, found: ScheduledTruck): string {
  return Buffer.concat(atScheduledPlaceBytes(Buffer.from(truckJson.slice(1, -1)), found)).toString();
}

const LOCATION_KEY_BYTES = Buffer.from(LOCATION_KEY);
const AFTER_LOCATION_KEY_BYTES = Buffer.from(AFTER_LOCATION_KEY);

/** As atScheduledPlace, from and to UTF-8 bytes (the truck's JSON without its braces), as pieces to join. */
function atScheduledPlaceBytes(truck: Buffer, { km, stop }: ScheduledTruck): Buffer[] {
  const distanceValue = roundKm(km);
  const head = Buffer.from(`{"distanceValue":${distanceValue},"distance":"${distanceValue} km",`);
  const cut = truck.indexOf(LOCATION_KEY_BYTES);
  const resume = cut < 0 ? -1 : truck.indexOf(AFTER_LOCATION_KEY_BYTES, cut);
  if (resume < 0) {
    const placed = { ...(JSON.parse(`{${truck.toString()}}`) as object), location: JSON.parse(stop.placeJson) as object };
    return [head, Buffer.from(JSON.stringify(placed).slice(1))];
  }
  return [head, truck.subarray(0, cut), stop.placeBytes, truck.subarray(resume), CLOSE_BRACE];
}
const CLOSE_BRACE = Buffer.from('}');
const COMMA = Buffer.from(',');

/**
 * Searches at another time than now: the trucks whose stops place them within a radius then,
 * nearest first, each at its scheduled place. Nearby's answer is read from what is kept (searches
 * share a few moments: "tomorrow" is 7 pm tomorrow for everyone); Find Trucks' filters read the
 * database for the trucks found.
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
      .filter((stop) => (stop.everyWeeks === 1 && !closedByTruck.has(stop.truckId)) || expandStops([stop], closedByTruck.get(stop.truckId) ?? [], { from: at, to: at + 1 }, timeZone).length > 0)
      .map((stop) => {
        const placeJson = JSON.stringify({ address: stop.address ?? stop.label, coordinates: { latitude: stop.latitude, longitude: stop.longitude } });
        return { ...stop, cosLatitude: cosOfLatitude(stop.latitude), placeJson, placeBytes: Buffer.from(`${LOCATION_KEY}${placeJson}`) };
      });
  }
  const running = new RunningStopsCache(runningIn, KEPT_MS);

  /**
   * Each truck once, at the nearest of its stops running at `at` within the radius; nearest first,
   * at most `limit`. The cells are walked outwards from the centre, ring by ring, until no stop
   * further out could be nearer than the `limit`-th truck found (a dense city has thousands of
   * stops running within 10 km; the nearest 50 are a few cells away).
   */
  async function around(lat: number, lng: number, radiusKm: number, at: number, limit = Infinity): Promise<ScheduledTruck[]> {
    const { rings, ring, ringGapKm } = await running.around(lat, lng, radiusKm, at);
    const cosLat = cosOfLatitude(lat);
    const nearest = new Map<string, ScheduledTruck>();
    /** Whether `limit` trucks found are within `km` (counted, not sorted: this runs at every ring). */
    const enoughWithin = (km: number) => {
      let within = 0;
      for (const found of nearest.values()) if (found.km <= km && ++within >= limit) return true;
      return false;
    };
    for (let r = 0; r < rings; r++) {
      if (nearest.size >= limit && r > 1 && enoughWithin((r - 1) * ringGapKm)) break;
      for (const stop of ring(r)) {
        const km = haversineKmWithCosines(lat, lng, cosLat, stop.latitude, stop.longitude, stop.cosLatitude);
        if (km > radiusKm) continue;
        const kept = nearest.get(stop.truckId);
        if (!kept || km < kept.km) nearest.set(stop.truckId, { truckId: stop.truckId, km, stop });
      }
    }
    let found = [...nearest.values()];
    if (found.length > limit) {
      // Only the nearest `limit` are sorted as objects: the limit-th distance comes from a numeric sort.
      const kms = new Float64Array(found.length);
      for (let i = 0; i < found.length; i++) kms[i] = found[i]!.km;
      const bound = kms.sort()[limit - 1]!;
      found = found.filter((f) => f.km <= bound);
    }
    return found.sort((a, b) => a.km - b.km || (a.truckId < b.truckId ? -1 : 1)).slice(0, limit);
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
      const page = await around(query.lat, query.lng, query.maxDistance, at, query.limit);
      const summaries = await summariesOf(page.map((found) => found.truckId));
      const trucks = page.flatMap((found) => {
        const summary = summaries.get(found.truckId);
        return summary ? [atScheduledPlaceBytes(summary, found)] : [];
      });
      const { before, after } = okEnvelopeAround(`${trucks.length} food trucks scheduled within ${query.maxDistance} km`);
      const pieces: Buffer[] = [Buffer.from(`${before}{"trucks":[`)];
      trucks.forEach((truck, i) => pieces.push(...(i > 0 ? [COMMA] : []), ...truck));
      pieces.push(Buffer.from(`]}${after}`));
      return { envelope: Buffer.concat(pieces) };
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
      const trucks = matching.slice(offset, offset + query.limit).map((f) => atScheduledPlace(items.get(f.truckId)!, f));
      const pagination = { ...pageInfo(query.page, query.limit, matching.length), totalCapped: false, nextCursor: null };
      return { dataJson: `{"trucks":[${trucks.join(',')}],"pagination":${JSON.stringify(pagination)}}` };
    },

    /** After a change to stops or closed dates: every search reads afresh. */
    forget() {
      running.clear();
    },
  };
}
