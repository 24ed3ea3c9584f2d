import { type IndianCity, type TrendingQuery, type TruckSummary } from '@dishrated/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { withDistance } from '../live-updates';

export interface TruckListParams {
  search?: string;
  /** A city's page (its slug): the trucks whose nearest city it is. */
  city?: string;
  cuisine?: string[];
  priceRange?: string[];
  openNow?: boolean;
  lat?: number;
  lng?: number;
  distance?: number;
  /** Where trucks' stops place them tomorrow evening, instead of where they are now. */
  at?: 'tomorrow';
  page?: number;
  limit?: number;
}

/** A city page's trucks: those whose nearest city it is, nearest its centre first, a page at a time. */
export const CITY_PAGE_SIZE = 24;
export const cityListParams = (city: IndianCity, page: number): TruckListParams => ({ city: city.slug, page, limit: CITY_PAGE_SIZE });

/** Find Trucks before it knows a place (and as the server renders it): featured and best-rated trucks first. */
/**
 * Find Trucks without a place: the two dozen best-loved trucks (every other truck is on its city's
 * page, linked below them). All of them made a page of a hundred cards for a phone to hydrate.
 */
export const POPULAR_LIST_PARAMS: TruckListParams = { page: 1, limit: 24 };

/** One of home's trending lists: another order, or one cuisine (the server's TrendingQuery). */
export type TrendingView = Partial<Pick<TrendingQuery, 'order' | 'cuisine'>>;

export const trucksApi = {
  /** Trucks near a point now, or (`at` 'tomorrow') where they are scheduled tomorrow evening. */
  nearby: (lat: number, lng: number, maxDistance: number, at?: 'tomorrow') =>
    api.get('/trucks/nearby', { query: { lat, lng, maxDistance, at } }).then((r) => r.data.trucks.map((truck) => withDistance(truck, { lat, lng }))),
  trending: (limit: number, view: TrendingView = {}) => api.get('/trucks/trending', { query: { limit, ...view } }).then((r) => r.data.trucks),
  list: (params: TruckListParams) =>
    api.get('/trucks', { query: params }).then(({ data }) => {
      const { lat, lng } = params;
      return lat === undefined || lng === undefined ? data : { ...data, trucks: data.trucks.map((truck) => withDistance(truck, { lat, lng })) };
    }),
  detail: (id: string) => api.get('/trucks/{id}', { path: { id } }).then((r) => r.data.truck),
  /** Where the truck will be over the coming week, and when it is away at private events. */
  stops: (id: string) => api.get('/trucks/{id}/stops', { path: { id } }).then((r) => ({ occurrences: r.data.occurrences, privateEvents: r.data.privateEvents ?? [] })),
};

export const truckQueries = {
  /** Search 10 km first; when nothing is there, widen to 25 km rather than show an empty list. */
  nearby: (lat: number, lng: number, radii: readonly number[], when: 'now' | 'tomorrow' = 'now') =>
    queryOptions({
      queryKey: queryKeys.trucks.nearby(lat, lng, radii, when),
      queryFn: async () => {
        for (const radius of radii) {
          const trucks = await trucksApi.nearby(lat, lng, radius, when === 'tomorrow' ? 'tomorrow' : undefined);
          if (trucks.length > 0 || radius === radii[radii.length - 1]) return { trucks, radius };
        }
        return { trucks: [] as TruckSummary[], radius: radii[radii.length - 1]! };
      },
    }),
  trending: (limit: number, view: TrendingView = {}) => queryOptions({ queryKey: queryKeys.trucks.trending(limit, view), queryFn: () => trucksApi.trending(limit, view) }),
  list: (params: TruckListParams) => queryOptions({ queryKey: queryKeys.trucks.list(params), queryFn: () => trucksApi.list(params) }),
  detail: (id: string) => queryOptions({ queryKey: queryKeys.trucks.detail(id), queryFn: () => trucksApi.detail(id) }),
  stops: (id: string) => queryOptions({ queryKey: queryKeys.trucks.stops(id), queryFn: () => trucksApi.stops(id) }),
};
