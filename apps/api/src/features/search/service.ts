import { CUISINES, DIETS_MATCHING, SEARCH_LIMITS, dishKey, dishMatchKind, dishQuery, type DishMatchKind, type SearchHit, type SearchQuery, type SearchResult, type SearchSort, type Suggestion } from '@dishrated/shared';
import type { CatalogTruck, TruckCatalog } from '../trucks/index.js';
import type { DishFilter, DishIndex, DishMatch } from './dish-index.js';

const round2 = (n: number) => Math.round(n * 100) / 100;

export interface SearchServiceOptions {
  /** The geocoder's best place for a name, or null. */
  findPlace?: (text: string) => Promise<{ displayName: string; lat: number; lng: number } | null>;
  now?: () => number;
}

const byId = (a: DishMatch, b: DishMatch) => (a.dish.id < b.dish.id ? -1 : a.dish.id > b.dish.id ? 1 : 0);
const nearer = (a: DishMatch, b: DishMatch) => (a.km ?? Infinity) - (b.km ?? Infinity);
const rating = (m: DishMatch) => m.truck.record.row.rating;
/** For best match: the dish searched for, then dishes holding its words, then similar names. */
const MATCH_RANK: Record<DishMatchKind, number> = { name: 0, words: 1, similar: 2 };
/** Best match by how the name matches, then the closer match, popular, nearer, better rated. */
const ORDERS: Record<SearchSort, (a: DishMatch, b: DishMatch) => number> = {
  relevance: (a, b) => MATCH_RANK[a.match] - MATCH_RANK[b.match] || b.score - a.score || Number(b.dish.popular) - Number(a.dish.popular) || nearer(a, b) || rating(b) - rating(a) || byId(a, b),
  distance: (a, b) => nearer(a, b) || b.score - a.score || byId(a, b),
  price: (a, b) => a.dish.price - b.dish.price || b.score - a.score || byId(a, b),
  rating: (a, b) => rating(b) - rating(a) || b.score - a.score || byId(a, b),
};

/** Dish search across trucks' menus, and the suggestions typed text brings up, from the trucks in memory. */
export function createSearchService(catalog: TruckCatalog, dishes: DishIndex, { findPlace = async () => null, now = Date.now }: SearchServiceOptions = {}) {
  /** Where to look: the coordinates given, else the named place, else everywhere. */
  async function placeOf(query: SearchQuery): Promise<SearchResult['place']> {
    if (query.lat !== undefined && query.lng !== undefined) return { name: query.near || null, lat: query.lat, lng: query.lng };
    if (!query.near) return null;
    const found = await findPlace(query.near);
    return found ? { name: found.displayName.split(',')[0]!, lat: found.lat, lng: found.lng } : null;
  }

  /** The trucks a search around a place reads the menus of: the nearest within the radius. */
  const trucksAround = (lat: number, lng: number, radiusKm: number) =>
    catalog.near(lat, lng, radiusKm, undefined, SEARCH_LIMITS.nearestTrucks).map((p) => ({ truck: p.value, km: p.km }));

  /**
   * What the screen says besides the dishes: the similar name shown when no dish found holds what
   * was searched; when nothing was found, the closest name served anywhere, and how many trucks
   * beyond the place serve a match.
   */
  function whatWasMatched(key: string, matches: DishMatch[], near: ReadonlyArray<{ truck: CatalogTruck }> | null, filter: DishFilter, isOpen: (truck: CatalogTruck) => boolean) {
    if (matches.length > 0) {
      const literal = matches.some((m) => m.match !== 'similar');
      const best = literal ? undefined : matches.reduce((a, b) => (ORDERS.relevance(a, b) <= 0 ? a : b));
      return { showingFor: best?.dish.name ?? null, didYouMean: null, trucksElsewhere: 0 };
    }
    const [closest] = dishes.dishNames(key, null, 1);
    const trucksElsewhere = near ? new Set(dishes.search(key, null, filter, isOpen).map((m) => m.truck)).size : 0;
    return { showingFor: null, didYouMean: closest !== undefined && dishMatchKind(key, dishKey(closest)) === 'similar' ? closest : null, trucksElsewhere };
  }

  return {
    /** The dishes found, and until when what they say of their trucks' serving holds (a cached page expires then). */
    async search(query: SearchQuery): Promise<SearchResult & { validUntil: number }> {
      const where = await placeOf(query);
      const clock = now();
      let validUntil = Infinity;
      const serving = (truck: CatalogTruck) => {
        const state = truck.servingAt(clock);
        validUntil = Math.min(validUntil, state.changesAt);
        return state;
      };
      const filter = { diets: query.diet ? DIETS_MATCHING[query.diet] : undefined, openNow: query.openNow, minPrice: query.minPrice, maxPrice: query.maxPrice, spiceMax: query.spice };
      const near = where ? trucksAround(where.lat, where.lng, query.radius) : null;
      const key = dishKey(dishQuery(query.q));
      const isOpen = (truck: CatalogTruck) => serving(truck).openNow;
      const matches = dishes.search(key, near, filter, isOpen).sort(ORDERS[query.sort]);
      const size = SEARCH_LIMITS.pageSize;
      const items = matches.slice((query.page - 1) * size, query.page * size).map(({ dish, truck, km, score, match }): SearchHit => {
        const { row } = truck.record;
        return {
          menuItem: { id: dish.id, name: dish.name, description: dish.description, price: dish.price, category: dish.category, image: dish.image, dietType: dish.dietType, spiceLevel: dish.spiceLevel, popular: dish.popular },
          truck: { id: row.id, name: row.name, distance: km === null ? null : round2(km), status: serving(truck).status, rating: row.rating, reviewCount: row.reviewCount, address: row.address },
          score: round2(score),
          match,
        };
      });
      return { items, total: matches.length, page: query.page, pages: Math.max(1, Math.ceil(matches.length / size)), place: where, ...whatWasMatched(key, matches, near, filter, isOpen), validUntil };
    },

    /** Up to eight: dishes first (most served), then cuisines, then trucks by name. */
    async suggest(query: { q: string; lat?: number; lng?: number }): Promise<Suggestion[]> {
      const text = dishQuery(query.q);
      const max = SEARCH_LIMITS.suggestions;
      const lower = text.toLowerCase();
      const cuisines = CUISINES.filter((c) => c.toLowerCase().split(/\s+/).some((word) => word.startsWith(lower)));
      const near = query.lat !== undefined && query.lng !== undefined ? trucksAround(query.lat, query.lng, SEARCH_LIMITS.radiusKm.default) : null;
      const dishNames = dishes.dishNames(dishKey(text), near, max);
      const starts = (name: string) => name.toLowerCase().startsWith(lower) || name.toLowerCase().includes(` ${lower}`);
      const trucks = (near ?? [...catalog.all()].map((truck) => ({ truck })))
        .filter(({ truck }) => starts(truck.record.row.name))
        .sort((a, b) => (near ? 0 : a.truck.record.row.name.localeCompare(b.truck.record.row.name)))
        .slice(0, 2)
        .map(({ truck }) => ({ id: truck.id, name: truck.record.row.name }));
      const found: Suggestion[] = [
        ...dishNames.slice(0, max - Math.min(2, cuisines.length) - trucks.length).map((name) => ({ kind: 'dish' as const, text: name })),
        ...cuisines.slice(0, 2).map((c) => ({ kind: 'cuisine' as const, text: c })),
        ...trucks.map((t) => ({ kind: 'truck' as const, text: t.name, truckId: t.id })),
      ];
      return found.slice(0, max);
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
