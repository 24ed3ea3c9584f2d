import type { Database } from '../../db/client.js';
import { DishIndex } from './dish-index.js';
import * as repo from './repository.js';

/** Trucks read per query while the index loads. */
const LOAD_TRUCKS = 5_000;
/** Changed trucks read back per query. */
const REFRESH_CHUNK = 1_000;

/** Categories repeat across menus ("Snacks", "Drinks"): one string each. */
const categories = new Map<string, string>();
function intern(category: string): string {
  let held = categories.get(category);
  if (held === undefined) {
    held = category;
    if (categories.size < 10_000) categories.set(category, category);
  }
  return held;
}

function put(index: DishIndex, rows: repo.TruckDishRow[]) {
  const byTruck = new Map<string, repo.TruckDishRow[]>();
  for (const row of rows) byTruck.set(row.truckId, [...(byTruck.get(row.truckId) ?? []), row]);
  for (const [id, dishes] of byTruck) {
    const first = dishes[0]!;
    index.putTruck(
      id,
      { name: first.truckName, address: first.address, status: first.status, rating: Number(first.rating), reviewCount: first.reviewCount },
      dishes
        .filter((d) => d.itemId !== null)
        .map((d) => ({ id: d.itemId!, key: d.searchKey!, name: d.name!, description: d.description!, category: intern(d.category!), image: d.image, price: Number(d.price), diet: d.dietType!, spice: d.spiceLevel, popular: d.popular!, available: d.isAvailable! })),
    );
  }
}

/**
 * The dish index of this instance: loaded from the database at the first search, then kept current by the
 * trucks' change feed (a menu change rewrites the truck's page, which is announced), each change
 * applied in order. Until loaded, and while a change is being applied, searches wait or ask the
 * database (see service.ts).
 */
export function createDishMemory(db: Database, onError: (error: Error) => void = () => {}) {
  const index = new DishIndex();
  let ready = false;
  let work: Promise<void> = Promise.resolve();
  let pending = 0;
  let stopped = false;
  // Loaded on the first search, so an instance that is never asked holds no dishes.
  let started = false;
  const queue = (step: () => Promise<void>) => {
    if (stopped) return work;
    pending++;
    work = work.then(step).catch((error: Error) => {
      ready = false;
      onError(error);
    }).finally(() => {
      pending--;
    });
    return work;
  };

  async function loadAll() {
    ready = false;
    index.clear();
    for (let after: string | null = null; ; ) {
      const rows = await repo.truckDishesPage(db, after, LOAD_TRUCKS);
      if (rows.length === 0) break;
      put(index, rows);
      after = rows[rows.length - 1]!.truckId;
    }
    ready = true;
  }

  /** Loads the dishes (once) and resolves when they are in memory. */
  function load() {
    if (!started) {
      started = true;
      void queue(loadAll);
    }
    return work;
  }

  return {
    index,
    load,
    /** Trucks whose pages changed (or all): read back. Before the first load there is nothing to refresh. */
    refresh(ids: readonly string[] | '*') {
      if (!started) return work;
      if (ids === '*') return queue(loadAll);
      return queue(async () => {
        for (let at = 0; at < ids.length; at += REFRESH_CHUNK) {
          const chunk = ids.slice(at, at + REFRESH_CHUNK);
          const rows = await repo.truckDishes(db, chunk);
          const found = new Set(rows.map((r) => r.truckId));
          for (const id of chunk) if (!found.has(id)) index.removeTruck(id);
          put(index, rows);
        }
      });
    },
    /** Lets the work under way finish and takes no more (the app is closing). */
    async stop() {
      stopped = true;
      await work;
    },

    /**
     * Whether the index answers: false while it first loads (the database answers meanwhile);
     * once loaded, true when the changes queued before the call are applied.
     */
    async current(): Promise<boolean> {
      if (!started) void load();
      if (!ready) return false;
      if (pending > 0) await work;
      return ready;
    },
  };
}

export type DishMemory = ReturnType<typeof createDishMemory>;
