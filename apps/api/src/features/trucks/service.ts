import { DEFAULT_TRUCK_TIME_ZONE, NEARBY_MAX_LIMIT, NEARBY_RADIUS_KM, NEARBY_WIDENED_RADIUS_KM, TRUCK_COUNT_CAP, encodeTruckCursor, isOpenNow, scheduleState, type NearbyQuery, type Truck, type TruckCursor, type TruckListQuery } from '@dishrated/shared';
import { createHash } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { batchedLookup } from '../../lib/batched-lookup.js';
import { notFound } from '../../lib/errors.js';
import { okEnvelopeAround, okJsonText } from '../../lib/envelope.js';
import { pageInfo } from '../../lib/pagination.js';
import { keptCompressed } from '../../plugins/compression.js';
import * as repo from './repository.js';
import { loadTruckDetail } from './detail.js';
import { toMenuItemDto } from './truck-dto.js';
import type { CachedTruckPage } from './truck-page-cache.js';
import type { TruckMemory } from './truck-memory.js';

/** An answer's `data` as JSON text, with the envelope's message when it is not the default. */
export interface JsonAnswer {
  dataJson: string;
  message?: string;
}

/** A whole envelope already written as UTF-8 JSON bytes (nearby and Find Trucks from memory). */
export interface JsonBytesAnswer {
  envelope: Buffer;
}

/** The `pagination` block of a Find Trucks answer. */
function listPagination(query: TruckListQuery, matching: number, nextCursor: TruckCursor | null) {
  const total = Math.min(matching, TRUCK_COUNT_CAP);
  return { ...pageInfo(query.page, query.limit, total), totalCapped: matching > TRUCK_COUNT_CAP, nextCursor: nextCursor ? encodeTruckCursor(nextCursor) : null };
}

const nearbyMessage = (count: number, radiusKm: number) => `${count} food trucks within ${radiusKm} km`;

/**
 * A nearby envelope's text before and after its trucks. Those for the radii the app asks with
 * are made once per count and kept (flat strings, encoded quickly): making the message and its
 * JSON cost a search about a third of a microsecond.
 */
const keptNearbyFrames = new Map<number, Array<{ before: string; after: string }>>(
  [NEARBY_RADIUS_KM, NEARBY_WIDENED_RADIUS_KM].map((radiusKm) => [radiusKm, []]),
);
function nearbyFrame(radiusKm: number, count: number): { before: string; after: string } {
  const kept = keptNearbyFrames.get(radiusKm);
  const frame = kept?.[count];
  if (frame) return frame;
  const { before, after } = okEnvelopeAround(nearbyMessage(count, radiusKm));
  const made = { before: `${before}{"trucks":`, after: `}${after}` };
  if (kept && count <= NEARBY_MAX_LIMIT) kept[count] = made;
  return made;
}

/**
 * What a truck's page says of time at `now`, from its schedule: the coming week's hours and places,
 * today's stops, the next stop, whether it is open (its live status while shared), and until when
 * all that holds. Every truck keeps India's time until the first truck outside it.
 */
function scheduleFields(schedule: repo.TruckSchedule, now: number) {
  const state = scheduleState(schedule.stops, schedule.closed, now, DEFAULT_TRUCK_TIME_ZONE);
  const openNow = isOpenNow(schedule, { current: state.current, hasStops: schedule.stops.length > 0 });
  return { fields: { schedule: state.week, openNow, nextStop: state.nextStop, todayStops: state.todayStops }, changesAt: state.changesAt };
}

/**
 * `memory`, when given, answers the nearby and Find Trucks searches it covers without a query,
 * and keeps recently read truck pages.
 */
export function createTruckService(db: Database, memory?: TruckMemory) {
  // Truck pages asked for at the same moment are read in one query.
  const detailDocument = batchedLookup((ids) => repo.truckDetailDocuments(db, ids));

  return {
    /**
     * List answers are JSON text: each truck's JSON is built and kept by the database (see
     * truck-json-sql.ts), and Node only joins the pieces, never parsing them. A search by place
     * within a radius, without search text, may come whole from memory.
     */
    async list(query: TruckListQuery): Promise<JsonAnswer | JsonBytesAnswer> {
      const near = query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng, radiusKm: query.distance } : undefined;
      const filter = { search: query.search || undefined, cuisines: query.cuisine, priceRanges: query.priceRange, openNow: query.openNow, near };
      const offset = query.cursor ? 0 : (query.page - 1) * query.limit;
      if (memory && near?.radiusKm !== undefined && !filter.search) {
        const envelope = await memory.findPage(near.lat, near.lng, near.radiusKm, filter, { offset, limit: query.limit, cursor: query.cursor }, (page) => {
          const { before, after } = okEnvelopeAround();
          return { before: `${before}{"trucks":`, after: `,"pagination":${JSON.stringify(listPagination(query, page.matching ?? 0, page.nextCursor ?? null))}}${after}` };
        });
        if (envelope) return { envelope };
      }
      const page = await repo.listTrucks(db, filter, { page: query.page, limit: query.limit, cursor: query.cursor });
      const matching = page.totalCapped ? TRUCK_COUNT_CAP + 1 : page.total;
      return { dataJson: `{"trucks":${page.items.json},"pagination":${JSON.stringify(listPagination(query, matching, page.nextCursor))}}` };
    },

    /** Nearby trucks as summaries (the shared TruckSummarySchema), nearest first. */
    async nearby(query: NearbyQuery): Promise<JsonAnswer | JsonBytesAnswer> {
      // From memory, the whole envelope comes back as bytes, written once.
      const envelope = await memory?.nearest(query.lat, query.lng, query.maxDistance, query.limit, ({ count }) => nearbyFrame(query.maxDistance, count));
      if (envelope) return { envelope };
      const trucks = await repo.nearbyTrucks(db, query.lat, query.lng, query.maxDistance, query.limit);
      return { dataJson: `{"trucks":${trucks.json}}`, message: nearbyMessage(trucks.count, query.maxDistance) };
    },

    async trending(limit: number): Promise<JsonAnswer> {
      const trucks = await repo.trendingTrucks(db, limit);
      return { dataJson: `{"trucks":${trucks.json}}` };
    },

    /**
     * A truck's page as a whole envelope (compressed as it is kept) and its etag: from memory when
     * it was read lately, else the document the database keeps current on every write (then kept).
     */
    async detailPage(id: string): Promise<CachedTruckPage> {
      const kept = await memory?.page(id);
      if (kept) return kept;
      const ticket = memory?.pageTicket(id);
      let page: CachedTruckPage | undefined;
      try {
        const document = await detailDocument(id);
        if (document) {
          // The stored document is a JSON object: the moment's fields join it before its last brace.
          const state = scheduleFields(document.schedule, Date.now());
          const fields = JSON.stringify(state.fields).slice(1);
          const compressed = await keptCompressed(Buffer.from(okJsonText(`{"truck":${document.json.slice(0, -1)},${fields}}`)));
          page = { compressed, etag: `W/"${document.etag}-${createHash('sha1').update(fields).digest('base64url').slice(0, 12)}"`, expiresAt: state.changesAt };
        }
      } finally {
        if (ticket) memory!.keepPage(ticket, page);
      }
      if (!page) throw notFound('TRUCK_NOT_FOUND');
      return page;
    },

    async detail(id: string): Promise<Truck> {
      const row = await repo.findTruck(db, id);
      if (!row) throw notFound('TRUCK_NOT_FOUND');
      return loadTruckDetail(db, row);
    },

    async menu(id: string) {
      if (!(await repo.findTruck(db, id))) throw notFound('TRUCK_NOT_FOUND');
      return (await repo.menuFor(db, id)).map(toMenuItemDto);
    },
  };
}

export type TruckService = ReturnType<typeof createTruckService>;
