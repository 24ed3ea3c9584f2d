import { encodeTruckCursor, type NearbyQuery, type Truck, type TruckListQuery } from '@dishrated/shared';
import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { okEnvelopeAround } from '../../lib/envelope.js';
import { pageInfo } from '../../lib/pagination.js';
import * as repo from './repository.js';
import { loadTruckDetail } from './detail.js';
import { toMenuItemDto } from './truck-dto.js';
import type { NearbyMemory } from './nearby-memory.js';

/** An answer's `data` as JSON text, with the envelope's message when it is not the default. */
export interface JsonAnswer {
  dataJson: string;
  message?: string;
}

/** A whole envelope already written as UTF-8 JSON bytes (nearby from memory). */
export interface JsonBytesAnswer {
  envelope: Buffer;
}

/** `nearbyMemory`, when given, answers nearby searches it covers without a query. */
export function createTruckService(db: Database, nearbyMemory?: NearbyMemory) {
  return {
    /**
     * List answers are JSON text: each truck's JSON is built and kept by the database (see
     * truck-json-sql.ts), and Node only joins the pieces, never parsing them.
     */
    async list(query: TruckListQuery): Promise<JsonAnswer> {
      const near = query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng, radiusKm: query.distance } : undefined;
      const page = await repo.listTrucks(
        db,
        { search: query.search || undefined, cuisines: query.cuisine, priceRanges: query.priceRange, openNow: query.openNow, near },
        { page: query.page, limit: query.limit, cursor: query.cursor },
      );
      const pagination = {
        ...pageInfo(query.page, query.limit, page.total),
        totalCapped: page.totalCapped,
        nextCursor: page.nextCursor ? encodeTruckCursor(page.nextCursor) : null,
      };
      return { dataJson: `{"trucks":${page.items.json},"pagination":${JSON.stringify(pagination)}}` };
    },

    async nearby(query: NearbyQuery): Promise<JsonAnswer | JsonBytesAnswer> {
      const message = (count: number) => `${count} food trucks within ${query.maxDistance} km`;
      // From memory, the whole envelope comes back as bytes, written once.
      const envelope = await nearbyMemory?.nearest(query.lat, query.lng, query.maxDistance, query.limit, (count) => {
        const { before, after } = okEnvelopeAround(message(count));
        return { before: `${before}{"trucks":`, after: `}${after}` };
      });
      if (envelope) return { envelope };
      const trucks = await repo.nearbyTrucks(db, query.lat, query.lng, query.maxDistance, query.limit);
      return { dataJson: `{"trucks":${trucks.json}}`, message: message(trucks.count) };
    },

    async trending(limit: number): Promise<JsonAnswer> {
      const trucks = await repo.trendingTrucks(db, limit);
      return { dataJson: `{"trucks":${trucks.json}}` };
    },

    /** The stored page document (kept current by the database on every write) and its etag. */
    async detailDocument(id: string): Promise<JsonAnswer & { etag: string }> {
      const document = await repo.truckDetailDocument(db, id);
      if (!document) throw notFound('TRUCK_NOT_FOUND');
      return { dataJson: `{"truck":${document.json}}`, etag: `W/"${document.etag}"` };
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
