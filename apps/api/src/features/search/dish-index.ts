import { DISH_MATCH_THRESHOLD, isServingStatus, trigramCoverage, trigramsOf } from '@dishrated/shared';
import type { DishFilter } from './repository.js';

/** A dish as search holds it: what filters and orders read, and what a result shows. */
export interface IndexedDish {
  id: string;
  truckId: string;
  keyId: number;
  name: string;
  description: string;
  category: string;
  image: string | null;
  price: number;
  diet: string;
  spice: number | null;
  popular: boolean;
  available: boolean;
}

/** A truck as search holds it: what the filters, orders and suggestions read, and its dishes. */
export interface IndexedTruck {
  name: string;
  address: string | null;
  status: string;
  rating: number;
  reviewCount: number;
  dishes: IndexedDish[];
  /**
   * Per dish, in order, what a search filters and ranks by: key id, price and flags (see
   * `dishFlags`). A search reads only this array of each truck around the place; the dish
   * objects, spread over a large heap, each a cache miss away, are read for the page shown.
   */
  packed: Float64Array;
}

/** A dish found: its truck, distance and match, and what the orders compare; `dish` is read for the page shown. */
export interface DishMatch {
  dish: IndexedDish;
  truck: IndexedTruck;
  km: number | null;
  score: number;
  exact: boolean;
  price: number;
  popular: boolean;
}

/** Numbers per dish in `IndexedTruck.packed`. */
const PACKED = 3;
const DIET_CODES: Record<string, number> = { veg: 0, 'non-veg': 1, egg: 2, vegan: 3, unknown: 4 };
const AVAILABLE = 1;
const POPULAR = 2;
/** Flags of a dish: available and popular bits, the diet's code from bit 2, the spice level (plus one, 0 when not given) from bit 5. */
const dishFlags = (dish: Pick<IndexedDish, 'available' | 'popular' | 'diet' | 'spice'>) =>
  (dish.available ? AVAILABLE : 0) | (dish.popular ? POPULAR : 0) | ((DIET_CODES[dish.diet] ?? DIET_CODES.unknown!) << 2) | ((dish.spice === null ? 0 : dish.spice + 1) << 5);

/** A filter as the packed flags are tested: the allowed diets as a bit set. */
interface PackedFilter {
  diets: number;
  minPrice: number;
  maxPrice: number;
  /** Highest spice level plus one allowed (a dish without one counts as 0). */
  spiceMax: number;
  openNow: boolean;
}
function packedFilter(filter: DishFilter): PackedFilter {
  return {
    diets: filter.diets ? filter.diets.reduce((bits, diet) => bits | (1 << (DIET_CODES[diet] ?? DIET_CODES.unknown!)), 0) : -1,
    minPrice: filter.minPrice ?? -Infinity,
    maxPrice: filter.maxPrice ?? Infinity,
    spiceMax: filter.spiceMax === undefined ? Infinity : filter.spiceMax + 1,
    openNow: Boolean(filter.openNow),
  };
}
const passesPacked = (flags: number, price: number, f: PackedFilter) =>
  (flags & AVAILABLE) !== 0 && (f.diets & (1 << ((flags >> 2) & 7))) !== 0 && price >= f.minPrice && price <= f.maxPrice && Math.max(1, flags >> 5) <= f.spiceMax;

/** Searches remembered with the keys they matched; dropped whenever a new dish name arrives. */
const SCORES_KEPT = 1000;

/**
 * Every dish by truck, and every distinct dish name (its search key and trigrams) with the dishes
 * that carry it. Menus repeat names (vada pav at thousands of trucks), so a search compares its
 * trigrams with each distinct name once, then reads the dishes of the trucks around the place.
 */
export class DishIndex {
  private readonly keyIds = new Map<string, number>();
  private readonly keys: string[] = [];
  private readonly keyTrigrams: Int32Array[] = [];
  private readonly keyDishes: Array<Set<IndexedDish>> = [];
  private readonly trucks = new Map<string, IndexedTruck>();
  private scores = new Map<string, Map<number, number>>();

  get size(): number {
    return this.trucks.size;
  }

  truck(id: string): IndexedTruck | undefined {
    return this.trucks.get(id);
  }

  private keyIdOf(key: string): number {
    let id = this.keyIds.get(key);
    if (id === undefined) {
      id = this.keys.length;
      this.keyIds.set(key, id);
      this.keys.push(key);
      this.keyTrigrams.push(trigramsOf(key));
      this.keyDishes.push(new Set());
      this.scores = new Map();
    }
    return id;
  }

  /** Puts a truck with its dishes in place of what was held for it. */
  putTruck(id: string, truck: Omit<IndexedTruck, 'dishes' | 'packed'>, dishes: Array<Omit<IndexedDish, 'keyId' | 'truckId'> & { key: string }>): void {
    this.removeTruck(id);
    const held: IndexedTruck = { ...truck, dishes: [], packed: new Float64Array(dishes.length * PACKED) };
    for (const { key, ...dish } of dishes) {
      const indexed: IndexedDish = { ...dish, truckId: id, keyId: this.keyIdOf(key) };
      const at = held.dishes.length * PACKED;
      held.packed[at] = indexed.keyId;
      held.packed[at + 1] = indexed.price;
      held.packed[at + 2] = dishFlags(indexed);
      held.dishes.push(indexed);
      this.keyDishes[indexed.keyId]!.add(indexed);
    }
    this.trucks.set(id, held);
  }

  removeTruck(id: string): void {
    const held = this.trucks.get(id);
    if (!held) return;
    for (const dish of held.dishes) this.keyDishes[dish.keyId]!.delete(dish);
    this.trucks.delete(id);
  }

  clear(): void {
    for (const id of [...this.trucks.keys()]) this.removeTruck(id);
  }

  /** The distinct dish names matching a search key, with how well (the share of its trigrams they hold). */
  private matchingKeys(queryKey: string): Map<number, number> {
    let found = this.scores.get(queryKey);
    if (found) return found;
    found = new Map();
    const query = trigramsOf(queryKey);
    for (let id = 0; id < this.keys.length; id++) {
      const score = trigramCoverage(query, this.keyTrigrams[id]!);
      if (score >= DISH_MATCH_THRESHOLD) found.set(id, score);
    }
    if (this.scores.size >= SCORES_KEPT) this.scores.clear();
    this.scores.set(queryKey, found);
    return found;
  }

  /**
   * The dishes matching `queryKey` at the given trucks (nearest first, with their distances), or
   * at every truck when `near` is null, that pass the filter. Unordered.
   */
  search(queryKey: string, near: ReadonlyArray<{ id: string; km: number }> | null, filter: DishFilter): DishMatch[] {
    const keys = this.matchingKeys(queryKey);
    const exactId = this.keyIds.get(queryKey) ?? -1;
    const f = packedFilter(filter);
    const matches: DishMatch[] = [];
    const takeFrom = (truck: IndexedTruck, km: number | null, only?: number) => {
      if (f.openNow && !isServingStatus(truck.status)) return;
      const { packed } = truck;
      for (let at = 0; at < packed.length; at += PACKED) {
        const keyId = packed[at]!;
        if (only !== undefined && keyId !== only) continue;
        const score = keys.get(keyId);
        const price = packed[at + 1]!;
        const flags = packed[at + 2]!;
        if (score === undefined || !passesPacked(flags, price, f)) continue;
        matches.push({ dish: truck.dishes[at / PACKED]!, truck, km, score, exact: keyId === exactId, price, popular: (flags & POPULAR) !== 0 });
      }
    };
    if (near) {
      for (const { id, km } of near) {
        const truck = this.trucks.get(id);
        if (truck) takeFrom(truck, km);
      }
    } else {
      for (const keyId of keys.keys()) {
        // A truck with the name twice is read once per name; `only` keeps each dish found once.
        const seen = new Set<IndexedTruck>();
        for (const dish of this.keyDishes[keyId]!) {
          const truck = this.trucks.get(dish.truckId)!;
          if (seen.has(truck)) continue;
          seen.add(truck);
          takeFrom(truck, null, keyId);
        }
      }
    }
    return matches;
  }

  /** Dish names for what is typed, at the given trucks or everywhere: best match first, then the most served. */
  dishNames(queryKey: string, near: ReadonlyArray<{ id: string }> | null, limit: number): string[] {
    const keys = this.matchingKeys(queryKey);
    const served = new Map<number, { name: string; count: number; score: number }>();
    const count = (truck: IndexedTruck, index: number, keyId: number) => {
      const entry = served.get(keyId);
      if (entry) entry.count++;
      else served.set(keyId, { name: truck.dishes[index]!.name, count: 1, score: keys.get(keyId)! });
    };
    if (near) {
      for (const { id } of near) {
        const truck = this.trucks.get(id);
        if (!truck) continue;
        for (let at = 0; at < truck.packed.length; at += PACKED) if (keys.has(truck.packed[at]!)) count(truck, at / PACKED, truck.packed[at]!);
      }
    }
    else for (const keyId of keys.keys()) served.set(keyId, { name: this.keyDishes[keyId]!.values().next().value?.name ?? this.keys[keyId]!, count: this.keyDishes[keyId]!.size, score: keys.get(keyId)! });
    return [...served.values()]
      .filter((entry) => entry.count > 0)
      .sort((x, y) => y.score - x.score || y.count - x.count || (x.name < y.name ? -1 : 1))
      .slice(0, limit)
      .map((entry) => entry.name);
  }
}
