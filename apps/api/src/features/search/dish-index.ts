import { DISH_MATCH_THRESHOLD, isServingStatus, trigramCoverage, trigramsOf } from '@dishrated/shared';
import { truckSlot } from '../../lib/truck-slots.js';
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
}

/**
 * A dish found: its distance and match, and what the orders compare. Its dish and truck are read
 * when asked for (the page shown, and ties), and only until the index next changes.
 */
export class DishMatch {
  constructor(
    private readonly trucks: ReadonlyArray<IndexedTruck | undefined>,
    private readonly slot: number,
    private readonly index: number,
    readonly km: number | null,
    readonly score: number,
    readonly exact: boolean,
    readonly price: number,
    readonly popular: boolean,
    /** The truck's rating. */
    readonly rating: number,
  ) {}

  get truck(): IndexedTruck {
    return this.trucks[this.slot]!;
  }

  get dish(): IndexedDish {
    return this.truck.dishes[this.index]!;
  }
}

/** A truck around the place searched: its id, its distance, and its number (truckSlot) when the finder knows it. */
export interface TruckNear {
  id: string;
  km: number;
  slot?: number;
}

/**
 * A truck's block in the arena: a head of HEAD numbers (its dish count, 1 when it is serving, its
 * rating), then PACKED numbers per dish (key id, price, flags; see `dishFlags`).
 */
const HEAD = 3;
const PACKED = 3;
/** The arena is compacted when less than half of it is live, once it has grown past this many numbers. */
const ARENA_MIN = 1 << 16;
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
 *
 * What a search filters and ranks by lies in one typed array, the arena, a block per truck found
 * by the truck's number (truckSlot): reading a hundred trucks' blocks there touches two places in
 * memory per truck, where their objects and arrays, spread over a large heap, each missed the
 * CPU's caches (docs/performance.md). The dish and truck objects are read for the page shown.
 */
export class DishIndex {
  private readonly keyIds = new Map<string, number>();
  private readonly keys: string[] = [];
  private readonly keyTrigrams: Int32Array[] = [];
  private readonly keyDishes: Array<Set<IndexedDish>> = [];
  /** Trucks by their number (truckSlot), so the trucks around a place are read without a lookup by id. */
  private readonly trucks: Array<IndexedTruck | undefined> = [];
  private held = 0;
  private arena = new Float64Array(1024);
  private arenaUsed = 0;
  private arenaLive = 0;
  /** By truck number: where its block starts in the arena, or -1. */
  private blockAt = new Int32Array(1024).fill(-1);
  private scores = new Map<string, Map<number, number>>();

  get size(): number {
    return this.held;
  }

  /** The truck held for an id, or for a truck found around a place (by its number when given). */
  truck({ id, slot }: { id: string; slot?: number }): IndexedTruck | undefined {
    return this.trucks[slot ?? truckSlot(id)];
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
  putTruck(id: string, truck: Omit<IndexedTruck, 'dishes'>, dishes: Array<Omit<IndexedDish, 'keyId' | 'truckId'> & { key: string }>): void {
    this.removeTruck(id);
    const slot = truckSlot(id);
    const held: IndexedTruck = { ...truck, dishes: [] };
    const size = HEAD + dishes.length * PACKED;
    const start = this.reserve(size);
    this.arena.set([dishes.length, isServingStatus(truck.status) ? 1 : 0, truck.rating], start);
    for (const { key, ...dish } of dishes) {
      const indexed: IndexedDish = { ...dish, truckId: id, keyId: this.keyIdOf(key) };
      this.arena.set([indexed.keyId, indexed.price, dishFlags(indexed)], start + HEAD + held.dishes.length * PACKED);
      held.dishes.push(indexed);
      this.keyDishes[indexed.keyId]!.add(indexed);
    }
    // Grown one place at a time, so the array stays dense (a write far past its end would make it a dictionary).
    while (this.trucks.length <= slot) this.trucks.push(undefined);
    this.trucks[slot] = held;
    if (this.blockAt.length <= slot) {
      const grown = new Int32Array(Math.max(2 * this.blockAt.length, slot + 1)).fill(-1);
      grown.set(this.blockAt);
      this.blockAt = grown;
    }
    this.blockAt[slot] = start;
    this.arenaLive += size;
    this.held++;
  }

  removeTruck(id: string): void {
    const slot = truckSlot(id);
    const held = this.trucks[slot];
    if (!held) return;
    for (const dish of held.dishes) this.keyDishes[dish.keyId]!.delete(dish);
    this.trucks[slot] = undefined;
    this.arenaLive -= HEAD + held.dishes.length * PACKED;
    this.blockAt[slot] = -1;
    this.held--;
  }

  clear(): void {
    for (const held of this.trucks) if (held) for (const dish of held.dishes) this.keyDishes[dish.keyId]!.delete(dish);
    this.trucks.length = 0;
    this.blockAt.fill(-1);
    this.arenaUsed = this.arenaLive = this.held = 0;
  }

  /** Room for a block of `size` numbers at the arena's end: first compacted when mostly dead, else grown. */
  private reserve(size: number): number {
    if (this.arenaUsed + size > this.arena.length) {
      const compacting = this.arenaUsed > ARENA_MIN && this.arenaLive < this.arenaUsed / 2;
      const next = new Float64Array(Math.max(1024, 2 * (compacting ? this.arenaLive + size : this.arenaUsed + size)));
      if (compacting) {
        let used = 0;
        for (let slot = 0; slot < this.trucks.length; slot++) {
          const at = this.blockAt[slot]!;
          if (at < 0) continue;
          const blockSize = HEAD + this.arena[at]! * PACKED;
          next.set(this.arena.subarray(at, at + blockSize), used);
          this.blockAt[slot] = used;
          used += blockSize;
        }
        this.arenaUsed = used;
      } else {
        next.set(this.arena.subarray(0, this.arenaUsed));
      }
      this.arena = next;
    }
    const start = this.arenaUsed;
    this.arenaUsed += size;
    return start;
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
  search(queryKey: string, near: readonly TruckNear[] | null, filter: DishFilter): DishMatch[] {
    const keys = this.matchingKeys(queryKey);
    const exactId = this.keyIds.get(queryKey) ?? -1;
    const f = packedFilter(filter);
    const { arena, trucks } = this;
    const matches: DishMatch[] = [];
    const takeFrom = (slot: number, km: number | null, only?: number) => {
      const start = this.blockAt[slot] ?? -1;
      if (start < 0 || (f.openNow && arena[start + 1] === 0)) return;
      const rating = arena[start + 2]!;
      for (let index = 0, count = arena[start]!, at = start + HEAD; index < count; index++, at += PACKED) {
        const keyId = arena[at]!;
        if (only !== undefined && keyId !== only) continue;
        const score = keys.get(keyId);
        const price = arena[at + 1]!;
        const flags = arena[at + 2]!;
        if (score === undefined || !passesPacked(flags, price, f)) continue;
        matches.push(new DishMatch(trucks, slot, index, km, score, keyId === exactId, price, (flags & POPULAR) !== 0, rating));
      }
    };
    if (near) {
      for (const { id, slot, km } of near) takeFrom(slot ?? truckSlot(id), km);
    } else {
      for (const keyId of keys.keys()) {
        // A truck with the name twice is read once per name; `only` keeps each dish found once.
        const seen = new Set<string>();
        for (const dish of this.keyDishes[keyId]!) {
          if (seen.has(dish.truckId)) continue;
          seen.add(dish.truckId);
          takeFrom(truckSlot(dish.truckId), null, keyId);
        }
      }
    }
    return matches;
  }

  /** Dish names for what is typed, at the given trucks or everywhere: best match first, then the most served. */
  dishNames(queryKey: string, near: readonly TruckNear[] | null, limit: number): string[] {
    const keys = this.matchingKeys(queryKey);
    const served = new Map<number, { name: string; count: number; score: number }>();
    const count = (truck: IndexedTruck, index: number, keyId: number) => {
      const entry = served.get(keyId);
      if (entry) entry.count++;
      else served.set(keyId, { name: truck.dishes[index]!.name, count: 1, score: keys.get(keyId)! });
    };
    if (near) {
      const { arena } = this;
      for (const around of near) {
        const slot = around.slot ?? truckSlot(around.id);
        const start = this.blockAt[slot] ?? -1;
        if (start < 0) continue;
        for (let index = 0, at = start + HEAD; index < arena[start]!; index++, at += PACKED) if (keys.has(arena[at]!)) count(this.trucks[slot]!, index, arena[at]!);
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
