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
  /** The dishes' key ids in one array: a search reads this, and only the matching dishes. */
  keyIds: Int32Array;
}

export interface DishMatch {
  dish: IndexedDish;
  truck: IndexedTruck;
  km: number | null;
  score: number;
  exact: boolean;
}

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
  putTruck(id: string, truck: Omit<IndexedTruck, 'dishes' | 'keyIds'>, dishes: Array<Omit<IndexedDish, 'keyId' | 'truckId'> & { key: string }>): void {
    this.removeTruck(id);
    const held: IndexedTruck = { ...truck, dishes: [], keyIds: new Int32Array(dishes.length) };
    for (const { key, ...dish } of dishes) {
      const indexed: IndexedDish = { ...dish, truckId: id, keyId: this.keyIdOf(key) };
      held.keyIds[held.dishes.length] = indexed.keyId;
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

  private passes(dish: IndexedDish, truck: IndexedTruck, filter: DishFilter): boolean {
    return (
      dish.available &&
      (!filter.diets || filter.diets.includes(dish.diet)) &&
      (filter.minPrice === undefined || dish.price >= filter.minPrice) &&
      (filter.maxPrice === undefined || dish.price <= filter.maxPrice) &&
      (filter.spiceMax === undefined || (dish.spice ?? 0) <= filter.spiceMax) &&
      (!filter.openNow || isServingStatus(truck.status))
    );
  }

  /**
   * The dishes matching `queryKey` at the given trucks (nearest first, with their distances), or
   * at every truck when `near` is null, that pass the filter. Unordered.
   */
  search(queryKey: string, near: ReadonlyArray<{ id: string; km: number }> | null, filter: DishFilter): DishMatch[] {
    const keys = this.matchingKeys(queryKey);
    const exactId = this.keyIds.get(queryKey);
    const matches: DishMatch[] = [];
    const take = (dish: IndexedDish, truck: IndexedTruck, km: number | null) => {
      const score = keys.get(dish.keyId);
      if (score !== undefined && this.passes(dish, truck, filter)) matches.push({ dish, truck, km, score, exact: dish.keyId === exactId });
    };
    if (near) {
      // Dish objects lie all over the heap: only the matching ones are read, found by key id.
      for (const { id, km } of near) {
        const truck = this.trucks.get(id);
        if (!truck) continue;
        const { keyIds } = truck;
        for (let i = 0; i < keyIds.length; i++) if (keys.has(keyIds[i]!)) take(truck.dishes[i]!, truck, km);
      }
    } else {
      for (const keyId of keys.keys()) for (const dish of this.keyDishes[keyId]!) take(dish, this.trucks.get(dish.truckId)!, null);
    }
    return matches;
  }

  /** Dish names for what is typed, at the given trucks or everywhere: best match first, then the most served. */
  dishNames(queryKey: string, near: ReadonlyArray<{ id: string }> | null, limit: number): string[] {
    const keys = this.matchingKeys(queryKey);
    const served = new Map<number, { name: string; count: number; score: number }>();
    const count = (dish: IndexedDish) => {
      const entry = served.get(dish.keyId);
      if (entry) entry.count++;
      else {
        const score = keys.get(dish.keyId);
        if (score !== undefined) served.set(dish.keyId, { name: dish.name, count: 1, score });
      }
    };
    if (near) {
      for (const { id } of near) {
        const truck = this.trucks.get(id);
        if (!truck) continue;
        for (let i = 0; i < truck.keyIds.length; i++) if (keys.has(truck.keyIds[i]!)) count(truck.dishes[i]!);
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
