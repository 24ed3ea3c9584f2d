import { DISH_MATCH_THRESHOLD, dishKey, dishMatchKind, trigramCoverage, trigramsOf, type DishMatchKind, type MenuItem } from '@dishrated/shared';
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
  /** The name is what was searched, holds its words, or is only similar (as search compares names: their keys). */
  match: DishMatchKind;
}

/** One distinct dish name (its search key): its trigrams and how many dishes carry it, at which trucks. */
interface DishName {
  key: string;
  trigrams: Int32Array;
  /** The trucks serving a dish of this name, with how many such dishes each has. */
  trucks: Map<CatalogTruck, number>;
}

/** A truck's dishes, each with the number of its name. */
interface TruckDishes {
  dishes: MenuItem[];
  names: Int32Array;
}

/** How well each name matches one search, by name number (score 0: not a match), and how. */
interface NameScores {
  score: Float64Array;
  match: Array<DishMatchKind | undefined>;
}

/** Searches remembered with the names they matched; forgotten whenever a new name arrives. */
const SCORES_KEPT = 1000;

/**
 * Every dish name (its search key, see dishKey) with its trigrams and the trucks that serve it,
 * and every truck's dishes by the number of their name: built from the trucks in memory and kept
 * in step with them. Menus repeat names (vada pav at thousands of trucks), so a search compares
 * its trigrams with each distinct name once, giving a score per name number; reading the menus of
 * the trucks around a place is then a look-up of each dish's number.
 */
export function createDishIndex(catalog: TruckCatalog) {
  const numbers = new Map<string, number>();
  const names: Array<DishName | undefined> = [];
  const free: number[] = [];
  const byTruck = new Map<CatalogTruck, TruckDishes>();
  let scores = new Map<string, NameScores>();

  function numberOf(key: string): number {
    let n = numbers.get(key);
    if (n === undefined) {
      n = free.pop() ?? names.length;
      numbers.set(key, n);
      names[n] = { key, trigrams: trigramsOf(key), trucks: new Map() };
      // The scores remembered were worked out without this name.
      scores = new Map();
    }
    return n;
  }

  function removeTruck(truck: CatalogTruck) {
    const entry = byTruck.get(truck);
    if (!entry) return;
    for (const n of entry.names) {
      const name = names[n]!;
      const left = (name.trucks.get(truck) ?? 1) - 1;
      if (left > 0) name.trucks.set(truck, left);
      else name.trucks.delete(truck);
      if (name.trucks.size === 0) {
        numbers.delete(name.key);
        names[n] = undefined;
        free.push(n);
      }
    }
    byTruck.delete(truck);
  }

  function putTruck(truck: CatalogTruck) {
    const dishes = truck.record.menu;
    const entry = { dishes, names: Int32Array.from(dishes, (dish) => numberOf(dishKey(dish.name))) };
    for (const n of entry.names) {
      const trucks = names[n]!.trucks;
      trucks.set(truck, (trucks.get(truck) ?? 0) + 1);
    }
    byTruck.set(truck, entry);
  }

  function rebuild() {
    numbers.clear();
    names.length = 0;
    free.length = 0;
    byTruck.clear();
    scores = new Map();
    for (const truck of catalog.all()) putTruck(truck);
  }

  catalog.onChange((ids, before) => {
    if (ids === '*') return rebuild();
    for (const id of ids) {
      const old = before.get(id);
      if (old) removeTruck(old);
      const truck = catalog.get(id);
      if (truck) putTruck(truck);
    }
  });
  rebuild();

  /** How well each name matches a search key, by name number. */
  function matchingNames(queryKey: string): NameScores {
    let found = scores.get(queryKey);
    if (found) return found;
    found = { score: new Float64Array(names.length), match: [] };
    const query = trigramsOf(queryKey);
    for (let n = 0; n < names.length; n++) {
      const name = names[n];
      if (!name) continue;
      const score = trigramCoverage(query, name.trigrams);
      if (score >= DISH_MATCH_THRESHOLD) {
        found.score[n] = score;
        found.match[n] = dishMatchKind(queryKey, name.key);
      }
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
      const { score: matching, match } = matchingNames(queryKey);
      const matches: DishMatch[] = [];
      const read = (truck: CatalogTruck, km: number | null, only?: number) => {
        if (filter.openNow && !isOpen(truck)) return;
        const { dishes, names: numbered } = byTruck.get(truck)!;
        for (let i = 0; i < dishes.length; i++) {
          const n = numbered[i]!;
          const score = matching[n] ?? 0;
          if (score > 0 && (only === undefined || n === only) && passes(dishes[i]!, filter)) matches.push({ dish: dishes[i]!, truck, km, score, match: match[n]! });
        }
      };
      if (near) {
        for (const { truck, km } of near) read(truck, km);
        return matches;
      }
      for (let n = 0; n < matching.length; n++) if (matching[n]! > 0) for (const truck of names[n]!.trucks.keys()) read(truck, null, n);
      return matches;
    },

    /** Dish names for what is typed, at the given trucks or everywhere: best match first, then the most served. */
    dishNames(queryKey: string, near: ReadonlyArray<{ truck: CatalogTruck }> | null, limit: number): string[] {
      const matching = matchingNames(queryKey).score;
      // How many dishes of each matching name, by number, and a dish's own spelling of it.
      const served = new Map<number, { name: string; count: number }>();
      const count = (n: number, dishName: string, howMany: number) => {
        const entry = served.get(n);
        if (entry) entry.count += howMany;
        else served.set(n, { name: dishName, count: howMany });
      };
      if (near) {
        for (const { truck } of near) {
          const { dishes, names: numbered } = byTruck.get(truck)!;
          for (let i = 0; i < dishes.length; i++) if ((matching[numbered[i]!] ?? 0) > 0) count(numbered[i]!, dishes[i]!.name, 1);
        }
      } else {
        for (let n = 0; n < matching.length; n++) {
          if (!(matching[n]! > 0)) continue;
          const { key, trucks } = names[n]!;
          const [first] = trucks.keys();
          const spelled = byTruck.get(first!)!.dishes.find((dish) => dishKey(dish.name) === key)?.name ?? key;
          let total = 0;
          for (const dishesThere of trucks.values()) total += dishesThere;
          count(n, spelled, total);
        }
      }
      return [...served]
        .sort(([a, x], [b, y]) => matching[b]! - matching[a]! || y.count - x.count || (x.name < y.name ? -1 : 1))
        .slice(0, limit)
        .map(([, entry]) => entry.name);
    },
  };
}

export type DishIndex = ReturnType<typeof createDishIndex>;
