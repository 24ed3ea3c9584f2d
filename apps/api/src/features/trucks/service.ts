import type { NearbyQuery, Truck, TruckListQuery } from '@dishrated/shared';
import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { pageInfo } from '../../lib/pagination.js';
import * as repo from './repository.js';
import { toMenuItemDto, toScheduleDto, toTruckDto } from './truck-dto.js';

export function createTruckService(db: Database) {
  return {
    /** A page of Find Trucks results; `trucks` is JSON text built by the database. */
    async list(query: TruckListQuery) {
      const near = query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng, radiusKm: query.distance } : undefined;
      const { items, total } = await repo.listTrucks(
        db,
        { search: query.search || undefined, cuisines: query.cuisine, priceRanges: query.priceRange, openNow: query.openNow, near },
        query.page,
        query.limit,
      );
      return { trucks: items, pagination: pageInfo(query.page, query.limit, total) };
    },

    nearby(query: NearbyQuery) {
      return repo.nearbyTrucks(db, query.lat, query.lng, query.maxDistance, query.limit);
    },

    trending(limit: number) {
      return repo.trendingTrucks(db, limit);
    },

    async detail(id: string): Promise<Truck> {
      const row = await repo.findTruck(db, id);
      if (!row) throw notFound('TRUCK_NOT_FOUND');
      const [images, menu, schedule, owner] = await Promise.all([
        repo.imagesFor(db, [id]),
        repo.menuFor(db, id),
        repo.scheduleFor(db, id),
        repo.ownerOf(db, row.ownerId),
      ]);
      return toTruckDto(row, images, {
        menu: menu.map(toMenuItemDto),
        schedule: toScheduleDto(schedule),
        owner: owner ? { _id: owner.id, name: owner.name, email: owner.email, phone: owner.phone } : row.ownerId,
      });
    },

    async menu(id: string) {
      if (!(await repo.findTruck(db, id))) throw notFound('TRUCK_NOT_FOUND');
      return (await repo.menuFor(db, id)).map(toMenuItemDto);
    },
  };
}

export type TruckService = ReturnType<typeof createTruckService>;
