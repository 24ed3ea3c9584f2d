import { CUISINES, DIETS_MATCHING, SEARCH_LIMITS, dishKey, dishQuery, type SearchHit, type SearchQuery, type SearchResult, type SearchSort, type Suggestion } from '@dishrated/shared';
import type { Database } from '../../db/client.js';
import type { DishMatch, TruckNear } from './dish-index.js';
import type { DishMemory } from './dish-memory.js';
import * as repo from './repository.js';

const round2 = (n: number) => Math.round(n * 100) / 100;
type Nearest = (lat: number, lng: number, radiusKm: number, limit: number) => Promise<TruckNear[] | undefined>;

export interface SearchServiceOptions {
  /** The geocoder's best place for a name, or null. */
  findPlace?: (text: string) => Promise<{ displayName: string; lat: number; lng: number } | null>;
  /** Dishes in memory; without it (or until it has loaded) the database answers. */
  memory?: DishMemory;
  /** The nearest trucks from the trucks kept in memory, or undefined when the database should say. */
  nearestTrucks?: Nearest;
}

const byId = (a: DishMatch, b: DishMatch) => (a.dish.id < b.dish.id ? -1 : a.dish.id > b.dish.id ? 1 : 0);
const nearer = (a: DishMatch, b: DishMatch) => (a.km ?? Infinity) - (b.km ?? Infinity);
/** The same orders as the database's (repository.ts): an exact name first for best match. */
const ORDERS: Record<SearchSort, (a: DishMatch, b: DishMatch) => number> = {
  relevance: (a, b) => Number(b.exact) - Number(a.exact) || b.score - a.score || Number(b.popular) - Number(a.popular) || nearer(a, b) || b.rating - a.rating || byId(a, b),
  distance: (a, b) => nearer(a, b) || b.score - a.score || byId(a, b),
  price: (a, b) => a.price - b.price || b.score - a.score || byId(a, b),
  rating: (a, b) => b.rating - a.rating || b.score - a.score || byId(a, b),
};

function rowHit(row: repo.DishHitRow): SearchHit {
  return {
    menuItem: { id: row.itemId, name: row.name, description: row.description, price: Number(row.price), category: row.category, image: row.image, dietType: row.dietType as SearchHit['menuItem']['dietType'], spiceLevel: row.spiceLevel, popular: row.popular },
    truck: { id: row.truckId, name: row.truckName, distance: row.distanceKm === null ? null : round2(Number(row.distanceKm)), status: row.status, rating: Number(row.rating), reviewCount: row.reviewCount, address: row.address },
    score: round2(Number(row.score)),
  };
}

/**
 * Dish search across trucks' menus, and the suggestions typed text brings up: from the dishes in
 * memory when they are current (see dish-index.ts), else from the database, by the same rules.
 */
export function createSearchService(db: Database, { findPlace = async () => null, memory, nearestTrucks = async () => undefined }: SearchServiceOptions = {}) {
  /** Where to look: the coordinates given, else the named place, else everywhere. */
  async function placeOf(query: SearchQuery): Promise<SearchResult['place']> {
    if (query.lat !== undefined && query.lng !== undefined) return { name: query.near || null, lat: query.lat, lng: query.lng };
    if (!query.near) return null;
    const found = await findPlace(query.near);
    return found ? { name: found.displayName.split(',')[0]!, lat: found.lat, lng: found.lng } : null;
  }

  /** The trucks a search around a place reads the menus of: the nearest within the radius. */
  async function trucksAround(place: repo.SearchPlace) {
    return (await nearestTrucks(place.lat, place.lng, place.radiusKm, SEARCH_LIMITS.nearestTrucks)) ?? repo.nearestTruckIds(db, place, SEARCH_LIMITS.nearestTrucks);
  }

  async function fromMemory(text: string, place: repo.SearchPlace | null, filter: repo.DishFilter, sort: SearchSort, page: number) {
    const near = place ? await trucksAround(place) : null;
    const matches = memory!.index.search(dishKey(text), near, filter).sort(ORDERS[sort]);
    const shown = matches.slice((page - 1) * SEARCH_LIMITS.pageSize, page * SEARCH_LIMITS.pageSize);
    const items = shown.map(({ dish, truck, km, score }): SearchHit => ({
      menuItem: { id: dish.id, name: dish.name, description: dish.description, price: dish.price, category: dish.category, image: dish.image, dietType: dish.diet as SearchHit['menuItem']['dietType'], spiceLevel: dish.spice, popular: dish.popular },
      truck: { id: dish.truckId, name: truck.name, distance: km === null ? null : round2(km), status: truck.status, rating: truck.rating, reviewCount: truck.reviewCount, address: truck.address },
      score: round2(score),
    }));
    return { items, total: matches.length };
  }

  return {
    async search(query: SearchQuery): Promise<SearchResult> {
      const where = await placeOf(query);
      const place = where ? { lat: where.lat, lng: where.lng, radiusKm: query.radius } : null;
      const filter = { diets: query.diet ? DIETS_MATCHING[query.diet] : undefined, openNow: query.openNow, minPrice: query.minPrice, maxPrice: query.maxPrice, spiceMax: query.spice };
      const text = dishQuery(query.q);
      const size = SEARCH_LIMITS.pageSize;
      let found: { items: SearchHit[]; total: number };
      if (memory && (await memory.current())) found = await fromMemory(text, place, filter, query.sort, query.page);
      else {
        const rows = await repo.searchDishes(db, text, place, filter, query.sort, { limit: size, offset: (query.page - 1) * size });
        found = { items: rows.map(rowHit), total: rows[0]?.total ?? 0 };
      }
      return { ...found, page: query.page, pages: Math.max(1, Math.ceil(found.total / size)), place: where };
    },

    /** Up to eight: dishes first (most served), then cuisines, then trucks by name. */
    async suggest(query: { q: string; lat?: number; lng?: number }): Promise<Suggestion[]> {
      const text = dishQuery(query.q);
      const place = query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng, radiusKm: SEARCH_LIMITS.radiusKm.default } : null;
      const max = SEARCH_LIMITS.suggestions;
      const lower = text.toLowerCase();
      const cuisines = CUISINES.filter((c) => c.toLowerCase().split(/\s+/).some((word) => word.startsWith(lower)));
      let dishes: string[];
      let trucks: Array<{ id: string; name: string }>;
      if (memory && (await memory.current())) {
        const near = place ? await trucksAround(place) : null;
        dishes = memory.index.dishNames(dishKey(text), near, max);
        const starts = (name: string) => name.toLowerCase().startsWith(lower) || name.toLowerCase().includes(` ${lower}`);
        trucks = (near ?? []).flatMap((around) => {
          const truck = memory.index.truck(around);
          return truck && starts(truck.name) ? [{ id: around.id, name: truck.name }] : [];
        }).slice(0, 2);
      } else {
        [dishes, trucks] = await Promise.all([repo.dishNames(db, text, place, max).then((rows) => rows.map((r) => r.name)), repo.truckNames(db, text, place, 2)]);
      }
      const found: Suggestion[] = [
        ...dishes.slice(0, max - Math.min(2, cuisines.length) - trucks.length).map((name) => ({ kind: 'dish' as const, text: name })),
        ...cuisines.slice(0, 2).map((c) => ({ kind: 'cuisine' as const, text: c })),
        ...trucks.map((t) => ({ kind: 'truck' as const, text: t.name, truckId: t.id })),
      ];
      return found.slice(0, max);
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
