import { DISH_MATCH_THRESHOLD, dishKey, trigramCoverage, trigramsOf, type MenuItem } from '@dishrated/shared';
import type { CatalogTruck, TruckCatalog } from '../trucks/index.js';

/** What a dish search filters by, besides the words (open now: by the serving rule, which the caller reads). */
export interface DishFilter {
  /** Diet types let through; all when absent. */
  diets?: readonly string[];
  openNow?: boolean;
  minPrice?: number;
  maxPrice?: number;
  /** The hottest spice level let through (a dish without one counts as not spicy). */
  spiceMax?: number;
}

/** A dish found: its truck, how far, and how well its name matches. */
export interface DishMatch {
  dish: MenuItem;
  truck: CatalogTruck;
  km: number | null;
  score: number;
  /** The dish's name is the searched words, as search compares names (its key). */
  exact: boolean;
}

interface DishName {
  trigrams: Int32Array;
  /** The dishes carrying this name, by dish id, with their truck's id. */
  dishes: Map<string, string>;
}

/** Searches remembered with the names they matched; forgotten whenever a new name arrives. */
const SCORES_KEPT = 1000;

/**
 * Every dish name (its search key, see dishKey) with its trigrams and the dishes that carry it,
 * and every truck's dishes with their keys: built from the trucks in memory and kept in step with
 * them. Menus repeat names (vada pav at thousands of trucks), so a search compares its trigrams
 * with each distinct name once, then reads the dishes of the trucks around the place (or, without
 * a place, the dishes of the names that matched).
 */
export function createDishIndex(catalog: TruckCatalog) {
  const names = new Map<string, DishName>();
  const byTruck = new Map<string, Array<{ key: string; dish: MenuItem }>>();
  let scores = new Map<string, Map<string, number>>();

  function removeTruck(id: string) {
    for (const { key, dish } of byTruck.get(id) ?? []) {
      const name = names.get(key)!;
      name.dishes.delete(dish.id);
      if (name.dishes.size === 0) names.delete(key);
    }
    byTruck.delete(id);
  }

  function putTruck(truck: CatalogTruck) {
    removeTruck(truck.id);
    const dishes = truck.record.menu.map((dish) => ({ key: dishKey(dish.name), dish }));
    for (const { key, dish } of dishes) {
      let name = names.get(key);
      if (!name) {
        names.set(key, (name = { trigrams: trigramsOf(key), dishes: new Map() }));
        scores = new Map();
      }
      name.dishes.set(dish.id, truck.id);
    }
    byTruck.set(truck.id, dishes);
  }

  function rebuild() {
    names.clear();
    byTruck.clear();
    scores = new Map();
    for (const truck of catalog.all()) putTruck(truck);
  }

  catalog.onChange((ids) => {
    if (ids === '*') return rebuild();
    for (const id of ids) {
      const truck = catalog.get(id);
      if (truck) putTruck(truck);
      else removeTruck(id);
    }
  });
  rebuild();

  /** The names matching a search key, with how well (the share of its trigrams each holds). */
  function matchingNames(queryKey: string): Map<string, number> {
    let found = scores.get(queryKey);
    if (found) return found;
    found = new Map();
    const query = trigramsOf(queryKey);
    for (const [key, name] of names) {
      const score = trigramCoverage(query, name.trigrams);
      if (score >= DISH_MATCH_THRESHOLD) found.set(key, score);
    }
    if (scores.size >= SCORES_KEPT) scores.clear();
    scores.set(queryKey, found);
    return found;
  }

  const passes = (dish: MenuItem, f: DishFilter) =>
    dish.isAvailable &&
    (!f.diets || f.diets.includes(dish.dietType)) &&
    (f.minPrice === undefined || dish.price >= f.minPrice) &&
    (f.maxPrice === undefined || dish.price <= f.maxPrice) &&
    (f.spiceMax === undefined || (dish.spiceLevel ?? 0) <= f.spiceMax);

  return {
    /** The dishes matching `queryKey` at the trucks given (with their distances), or everywhere when null, that pass the filter. Unordered. */
    search(queryKey: string, near: ReadonlyArray<{ truck: CatalogTruck; km: number }> | null, filter: DishFilter, isOpen: (truck: CatalogTruck) => boolean): DishMatch[] {
      const matching = matchingNames(queryKey);
      const matches: DishMatch[] = [];
      const open = (truck: CatalogTruck) => !filter.openNow || isOpen(truck);
      if (near) {
        for (const { truck, km } of near) {
          if (!open(truck)) continue;
          for (const { key, dish } of byTruck.get(truck.id) ?? []) {
            const score = matching.get(key);
            if (score !== undefined && passes(dish, filter)) matches.push({ dish, truck, km, score, exact: key === queryKey });
          }
        }
        return matches;
      }
      for (const [key, score] of matching) {
        for (const [dishId, truckId] of names.get(key)!.dishes) {
          const truck = catalog.get(truckId);
          const dish = truck?.record.menu.find((d) => d.id === dishId);
          if (truck && dish && open(truck) && passes(dish, filter)) matches.push({ dish, truck, km: null, score, exact: key === queryKey });
        }
      }
      return matches;
    },

    /** Dish names for what is typed, at the given trucks or everywhere: best match first, then the most served. */
    dishNames(queryKey: string, near: ReadonlyArray<{ truck: CatalogTruck }> | null, limit: number): string[] {
      const matching = matchingNames(queryKey);
      const served = new Map<string, { name: string; count: number; score: number }>();
      const count = (key: string, dishName: string, n: number) => {
        const entry = served.get(key);
        if (entry) entry.count += n;
        else served.set(key, { name: dishName, count: n, score: matching.get(key)! });
      };
      if (near) {
        for (const { truck } of near) for (const { key, dish } of byTruck.get(truck.id) ?? []) if (matching.has(key)) count(key, dish.name, 1);
      } else {
        for (const key of matching.keys()) {
          const [dishId, truckId] = names.get(key)!.dishes.entries().next().value!;
          count(key, catalog.get(truckId)?.record.menu.find((d) => d.id === dishId)?.name ?? key, names.get(key)!.dishes.size);
        }
      }
      return [...served.values()]
        .sort((x, y) => y.score - x.score || y.count - x.count || (x.name < y.name ? -1 : 1))
        .slice(0, limit)
        .map((entry) => entry.name);
    },
  };
}

export type DishIndex = ReturnType<typeof createDishIndex>;
