import {
  NEARBY_WIDENED_RADIUS_KM,
  cityBySlug,
  TRUCK_COUNT_CAP,
  encodeTruckCursor,
  isAtWord,
  resolveAt,
  type NearbyQuery,
  type Stop,
  type Truck,
  type TruckListQuery,
  type TrendingQuery,
} from '@dishrated/shared';
import { createHash } from 'node:crypto';
import { notFound } from '../../lib/errors.js';
import { pageInfo } from '../../lib/pagination.js';
import type { CatalogTruck, TruckCatalog } from './truck-catalog.js';
import { truckDetail, truckItem, truckItemJson, truckSummaryJson } from './truck-json.js';

/** How far from now a search by time still means now. */
const NOW_MS = 60_000;
/** A search by place with no radius reaches this far (any truck on Earth). */
const ANYWHERE_KM = 20_100;

/** A truck's page as its JSON text and etag, good until `changesAt`. */
interface TruckPage {
  json: string;
  etag: string;
  changesAt: number;
}

/** The instant a search's `at` names, or null when it names none or means now. */
function searchTime(at: string | undefined, now: number): number | null {
  if (at === undefined) return null;
  const instant = resolveAt(at, now)!;
  return Math.abs(instant - now) > NOW_MS ? instant : null;
}

/**
 * The serving states one answer read, and until when all of them hold: a server-rendered page
 * made from the answer expires then (a truck not shown but filtered out by "open now" counts too).
 */
class ServingReads {
  validUntil = Infinity;

  at(truck: CatalogTruck, when: number) {
    const state = truck.servingAt(when);
    if (state.changesAt < this.validUntil) this.validUntil = state.changesAt;
    return state;
  }
}

/** A truck found by a search: where it is (or will be), and how far. */
interface Found {
  truck: CatalogTruck;
  km: number;
  /** The stop placing it, in a search by time. */
  stop?: Stop;
}

/** Whether a truck passes Find Trucks' filters other than place and time (text as ILIKE compares: any case, anywhere). */
function matchesFilters(truck: CatalogTruck, query: Pick<TruckListQuery, 'search' | 'cuisine' | 'priceRange'>): boolean {
  if (query.priceRange?.length && !query.priceRange.includes(truck.priceRange)) return false;
  // The record and its row are read only for the text filters: for most searches each is one more
  // object somewhere else in the heap for every truck passed by (decision 0005).
  if (!query.cuisine?.length && !query.search) return true;
  const { row } = truck.record;
  if (query.cuisine?.length) {
    const fields = [row.cuisine, ...row.tags].map((f) => f.toLowerCase());
    if (!query.cuisine.some((c) => fields.some((f) => f.includes(c.toLowerCase())))) return false;
  }
  if (query.search) {
    const text = query.search.toLowerCase();
    if (![row.name, row.description, row.cuisine, row.tags.join(' ')].some((f) => f.toLowerCase().includes(text))) return false;
  }
  return true;
}

/**
 * The public reads of trucks, all from the catalog (every truck in memory, kept current by the
 * change feed) and all through the one definition of a truck's JSON and the serving rule:
 * Find Trucks, nearby, trending, a truck's page and menu, and searches at another time.
 */
export function createTruckService(catalog: TruckCatalog, { now = Date.now }: { now?: () => number } = {}) {
  const pages = new WeakMap<CatalogTruck, TruckPage>();

  /**
   * The trucks whose stops place them within the radius at `at`, nearest first: each where its
   * serving state puts it then (the running stop that started first, as its page says "now").
   * An instant asked for by a word (tomorrow, say) is one of a few a day: the catalog holds its stops.
   */
  function scheduledAround(lat: number, lng: number, radiusKm: number, at: number, asked: string | undefined, limit?: number): Found[] {
    return catalog.stopsStandingAt(lat, lng, radiusKm, at, limit, asked !== undefined && isAtWord(asked)).map(({ value, km }) => ({ truck: value.truck, km, stop: value.stop }));
  }

  return {
    /**
     * Find Trucks: filters, then nearest first around a place (or featured and best rated without
     * one), a page at a time, as the JSON text of the answer's data. Each browser works out the
     * distances from its own point.
     */
    list(query: TruckListQuery): { json: string; validUntil: number } {
      const clock = now();
      const at = searchTime(query.at, clock);
      const when = at ?? clock;
      const reads = new ServingReads();
      const passes = (truck: CatalogTruck) => matchesFilters(truck, query) && (!query.openNow || reads.at(truck, when).openNow);
      let found: Found[];
      const city = query.city ? cityBySlug(query.city) : undefined;
      if (city) {
        found = catalog.near(city.lat, city.lng, ANYWHERE_KM, (truck) => truck.homeCity === city.slug && passes(truck)).map((p) => ({ truck: p.value, km: p.km }));
      } else if (query.lat !== undefined && query.lng !== undefined) {
        found =
          at !== null
            ? scheduledAround(query.lat, query.lng, query.distance ?? NEARBY_WIDENED_RADIUS_KM, at, query.at).filter((f) => passes(f.truck))
            : catalog.near(query.lat, query.lng, query.distance ?? ANYWHERE_KM, passes, undefined, query.priceRange).map((p) => ({ truck: p.value, km: p.km }));
      } else {
        found = [...catalog.all()]
          .filter(passes)
          .sort((a, b) => Number(b.record.row.featured) - Number(a.record.row.featured) || b.record.row.rating - a.record.row.rating || (a.id < b.id ? -1 : 1))
          .map((truck) => ({ truck, km: Number.NaN }));
      }
      const cursor = query.cursor;
      const start = cursor ? found.findIndex((f) => f.km > cursor.km || (f.km === cursor.km && f.truck.id > cursor.id)) : (query.page - 1) * query.limit;
      const page = start < 0 ? [] : found.slice(start, start + query.limit);
      const last = page.at(-1);
      const nearest = query.lat !== undefined && at === null;
      const more = start >= 0 && start + query.limit < found.length;
      const total = Math.min(found.length, TRUCK_COUNT_CAP);
      const items = page.map((f) => truckItemJson(f.truck.record, reads.at(f.truck, when), f.stop !== undefined));
      const pagination = {
        ...pageInfo(query.page, query.limit, total),
        totalCapped: found.length > TRUCK_COUNT_CAP,
        nextCursor: nearest && more && last ? encodeTruckCursor({ km: last.km, id: last.truck.id }) : null,
      };
      return { json: `{"trucks":[${items.join(',')}],"pagination":${JSON.stringify(pagination)}}`, validUntil: at === null ? reads.validUntil : Infinity };
    },

    /**
     * Nearby: the nearest trucks within the radius as summaries (what a row and a marker show),
     * nearest first, as the JSON text of the answer's data (`{"trucks":[...]}`). Each browser
     * works out the distances from its own point.
     */
    nearby(query: NearbyQuery): { json: string; message: string; validUntil: number } {
      const clock = now();
      const at = searchTime(query.at, clock);
      const reads = new ServingReads();
      const summaries =
        at !== null
          ? scheduledAround(query.lat, query.lng, query.maxDistance, at, query.at, query.limit).map((f) => truckSummaryJson(f.truck.record, reads.at(f.truck, at), true))
          : catalog.near(query.lat, query.lng, query.maxDistance, undefined, query.limit).map((p) => truckSummaryJson(p.value.record, reads.at(p.value, clock)));
      const words = at !== null ? 'scheduled within' : 'within';
      return { json: `{"trucks":[${summaries.join(',')}]}`, message: `${summaries.length} food trucks ${words} ${query.maxDistance} km`, validUntil: at !== null ? Infinity : reads.validUntil };
    },

    /** Home's trending list, or its chips' variants: rated highest, newest, one cuisine. */
    trending({ limit, order, cuisine }: TrendingQuery): { trucks: Truck[]; validUntil: number } {
      const clock = now();
      const reads = new ServingReads();
      const ranked = catalog.ranked(order);
      const shown = cuisine ? ranked.filter((truck) => matchesFilters(truck, { cuisine: [cuisine] })).slice(0, limit) : ranked.slice(0, limit);
      return { trucks: shown.map((truck) => truckItem(truck.record, reads.at(truck, clock))), validUntil: reads.validUntil };
    },

    /** A truck's page as JSON text with its etag (worked out once until the truck or its serving state changes). */
    detailPage(id: string): TruckPage {
      const truck = catalog.get(id);
      if (!truck) throw notFound('TRUCK_NOT_FOUND');
      const clock = now();
      const cached = pages.get(truck);
      if (cached && clock < cached.changesAt) return cached;
      const { truck: json, changesAt } = truckDetail(truck.record, clock);
      const text = JSON.stringify(json);
      const page = { json: text, etag: `W/"${createHash('sha1').update(text).digest('base64url').slice(0, 20)}"`, changesAt };
      pages.set(truck, page);
      return page;
    },

    detail(id: string): Truck {
      const truck = catalog.get(id);
      if (!truck) throw notFound('TRUCK_NOT_FOUND');
      return truckDetail(truck.record, now()).truck;
    },

    menu(id: string) {
      const truck = catalog.get(id);
      if (!truck) throw notFound('TRUCK_NOT_FOUND');
      return truck.record.menu;
    },
  };
}

export type TruckService = ReturnType<typeof createTruckService>;
