import { CUISINES, DIETS_MATCHING, SEARCH_LIMITS, dishQuery, type SearchHit, type SearchQuery, type SearchResult, type Suggestion } from '@dishrated/shared';
import type { Database } from '../../db/client.js';
import * as repo from './repository.js';

const round2 = (n: number) => Math.round(n * 100) / 100;

function toHit(row: repo.DishHitRow): SearchHit {
  return {
    menuItem: {
      id: row.itemId,
      name: row.name,
      description: row.description,
      price: Number(row.price),
      category: row.category,
      image: row.image,
      dietType: row.dietType as SearchHit['menuItem']['dietType'],
      spiceLevel: row.spiceLevel,
      popular: row.popular,
    },
    truck: {
      id: row.truckId,
      name: row.truckName,
      distance: row.distanceKm === null ? null : round2(Number(row.distanceKm)),
      status: row.status,
      rating: Number(row.rating),
      reviewCount: row.reviewCount,
      address: row.address,
    },
    score: round2(Number(row.score)),
  };
}

export interface SearchServiceOptions {
  /** The geocoder's best place for a name, or null. */
  findPlace?: (text: string) => Promise<{ displayName: string; lat: number; lng: number } | null>;
}

/** Dish search across trucks' menus, and the suggestions typed text brings up. */
export function createSearchService(db: Database, { findPlace = async () => null }: SearchServiceOptions = {}) {
  /** Where to look: the coordinates given, else the named place, else everywhere. */
  async function placeOf(query: SearchQuery): Promise<SearchResult['place']> {
    if (query.lat !== undefined && query.lng !== undefined) return { name: query.near || null, lat: query.lat, lng: query.lng };
    if (!query.near) return null;
    const found = await findPlace(query.near);
    return found ? { name: found.displayName.split(',')[0]!, lat: found.lat, lng: found.lng } : null;
  }

  return {
    async search(query: SearchQuery): Promise<SearchResult> {
      const where = await placeOf(query);
      const place = where ? { lat: where.lat, lng: where.lng, radiusKm: query.radius } : null;
      const filter = { diets: query.diet ? DIETS_MATCHING[query.diet] : undefined, openNow: query.openNow, minPrice: query.minPrice, maxPrice: query.maxPrice, spiceMax: query.spice };
      const size = SEARCH_LIMITS.pageSize;
      const rows = await repo.searchDishes(db, dishQuery(query.q), place, filter, query.sort, { limit: size, offset: (query.page - 1) * size });
      const total = rows[0]?.total ?? 0;
      return { items: rows.map(toHit), total, page: query.page, pages: Math.max(1, Math.ceil(total / size)), place: where };
    },

    /** Up to eight: dishes first (most served), then cuisines, then trucks by name. */
    async suggest(query: { q: string; lat?: number; lng?: number }): Promise<Suggestion[]> {
      const text = dishQuery(query.q);
      const place = query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng, radiusKm: SEARCH_LIMITS.radiusKm.max } : null;
      const max = SEARCH_LIMITS.suggestions;
      const lower = text.toLowerCase();
      const cuisines = CUISINES.filter((c) => c.toLowerCase().split(/\s+/).some((word) => word.startsWith(lower)) || c.toLowerCase().startsWith(lower));
      const [dishes, trucks] = await Promise.all([repo.dishNames(db, text, place, max), repo.truckNames(db, text, place, 3)]);
      const found: Suggestion[] = [
        ...dishes.slice(0, max - Math.min(2, cuisines.length) - Math.min(2, trucks.length)).map((d) => ({ kind: 'dish' as const, text: d.name })),
        ...cuisines.slice(0, 2).map((c) => ({ kind: 'cuisine' as const, text: c })),
        ...trucks.slice(0, 2).map((t) => ({ kind: 'truck' as const, text: t.name, truckId: t.id })),
      ];
      return found.slice(0, max);
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
