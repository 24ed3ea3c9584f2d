import { DEFAULT_TRUCK_TIME_ZONE, nearestCity, PRICE_RANGES, standingSlots, weekSlotAt, type PriceRange, type Stop, type TrendingOrder } from '@dishrated/shared';
import type { Database } from '../../db/client.js';
import type { Change, ChangeFeed } from '../../lib/change-feed.js';
import { EVERY_TAG, PointGrid, type FoundPoint } from '../../lib/point-grid.js';
import { heldServing, type HeldServing } from './truck-json.js';
import { truckRecords, truckRecordsPage, type TruckRecord } from './truck-record.js';

/** Trucks read per query while the catalog loads. */
const LOAD_PAGE = 2_000;
/**
 * Moments whose standing stops are held on a grid of their own: the words of a search by time
 * name three instants a day (tonight, tomorrow lunch, tomorrow), and the day's turn brings three new.
 */
const MOMENTS_HELD = 4;

/**
 * One truck in the catalog: its record, and its serving state for as long as that holds (the
 * rule is worked out once per truck until its next change, not once per answer). Two are held:
 * the two asked for last (now, and another time a search asked for, such as tomorrow).
 *
 * A search by place reads a few of these for every truck it passes, each somewhere else in the
 * heap: what the filters read (the price range) sits on this object rather than behind the
 * record, and a held state carries its own bounds, so a truck filtered out costs at most two
 * object reads, not five.
 */
export class CatalogTruck {
  /** The price range, as the one shared string of PRICE_RANGES. */
  readonly priceRange: PriceRange;
  private recent: HeldServing | undefined;
  private before: HeldServing | undefined;
  private city: string | null | undefined;

  constructor(readonly record: TruckRecord) {
    this.priceRange = PRICE_RANGES.find((range) => range === record.row.priceRange) ?? record.row.priceRange;
  }

  get id(): string {
    return this.record.row.id;
  }

  /** The slug of the city whose page lists the truck (the nearest), or null while it has no position. */
  get homeCity(): string | null {
    const { latitude, longitude } = this.record.row;
    if (this.city === undefined) this.city = latitude === null || longitude === null ? null : nearestCity(latitude, longitude).slug;
    return this.city;
  }

  /** The id of the stop the truck stands at `at`: its serving state's current stop then, if any. */
  standingStopId(at: number): string | undefined {
    return this.record.stops.length === 0 ? undefined : this.servingAt(at).current?.stopId;
  }

  /** The serving state at `when`, held: the one asked for last becomes the one before. */
  servingAt(when: number): HeldServing {
    const recent = this.recent;
    if (recent !== undefined && when >= recent.from && when < recent.changesAt) return recent;
    const before = this.before;
    this.before = recent;
    this.recent = before !== undefined && when >= before.from && when < before.changesAt ? before : heldServing(this.record, when);
    return this.recent;
  }
}

/** The grid's tags for price ranges: a bit for each of PRICE_RANGES (any other, every bit). */
function priceTags(ranges: readonly string[]): number {
  let tags = 0;
  for (const range of ranges) {
    const index = PRICE_RANGES.indexOf(range as PriceRange);
    tags |= index < 0 ? EVERY_TAG : 1 << index;
  }
  return tags;
}

/** A stop as the catalog places it: by its own position, for searches by time. */
export class PlacedStop {
  // Whether the truck stands here at the instant last asked about: a search by time asks about
  // the same few instants (tonight, tomorrow), and the truck's stops change only with a new record.
  private askedAt = Number.NaN;
  private standing = false;

  constructor(
    readonly truck: CatalogTruck,
    readonly stop: Stop,
  ) {}

  /** Whether the truck stands at this stop at `at` (its serving state's current stop then). */
  standsAt(at: number): boolean {
    if (at !== this.askedAt) {
      this.standing = this.truck.standingStopId(at) === this.stop.id;
      this.askedAt = at;
    }
    return this.standing;
  }
}

/**
 * Told which trucks changed once the catalog holds them as they are now ('*': every truck was
 * read again), with each as it was before (undefined: it is new).
 */
export type CatalogListener = (ids: readonly string[] | '*', before: ReadonlyMap<string, CatalogTruck>) => void;

/**
 * Every truck's record in memory, so the public reads (lists, nearby, a truck's page, dish
 * search, searches by time) cost no query and all read the same copy: the trucks by id, the
 * located ones on a grid by position, their stops on a grid by place, and the owner's trucks.
 *
 * The change feed keeps it current: each notified truck is read again (its record whole), a
 * lost feed reloads everything once it is back, and until then the catalog answers as it stands
 * (readiness says the instance is stale). It loads before the instance takes requests.
 */
export function createTruckCatalog(db: Database, feed: ChangeFeed) {
  let trucks = new Map<string, CatalogTruck>();
  let located = new PointGrid<CatalogTruck>();
  let stops = new PointGrid<PlacedStop>();
  let byOwner = new Map<string, Set<string>>();
  // For each moment held (oldest first), the stop each truck stands at then, by truck id.
  let moments = new Map<number, PointGrid<PlacedStop>>();
  // Home's orders of every truck, each sorted when first asked for after a change, not once per answer.
  const rankings = new Map<TrendingOrder, CatalogTruck[]>();
  const listeners: CatalogListener[] = [];
  let loaded = false;
  let loads = 0;

  /** What the catalog holds: a load fills fresh ones, a change updates the live ones. */
  type Contents = { trucks: typeof trucks; located: typeof located; stops: typeof stops; byOwner: typeof byOwner; moments: typeof moments };

  /** The placed stop where `truck` stands at `at`, if any. */
  function standingStop(into: Contents, truck: CatalogTruck, at: number): PlacedStop | undefined {
    const stopId = truck.standingStopId(at);
    return stopId === undefined ? undefined : into.stops.get(stopId)?.value;
  }

  function placeAt(moment: PointGrid<PlacedStop>, truck: CatalogTruck, placed: PlacedStop | undefined) {
    if (placed) moment.put(truck.id, placed.stop.latitude, placed.stop.longitude, placed);
  }

  function put(into: Contents, record: TruckRecord) {
    remove(into, record.row.id);
    const truck = new CatalogTruck(record);
    const { row } = record;
    into.trucks.set(row.id, truck);
    // Tagged with its price range: Find Trucks' price filter passes the others by without reading them.
    if (row.latitude !== null && row.longitude !== null) into.located.put(row.id, row.latitude, row.longitude, truck, priceTags([truck.priceRange]));
    // Tagged with the slots of the week each may stand in: a search by time passes the others by.
    for (const stop of record.stops) {
      const tags = standingSlots(stop).reduce((bits, slot) => bits | (1 << slot), 0);
      into.stops.put(stop.id, stop.latitude, stop.longitude, new PlacedStop(truck, stop), tags);
    }
    for (const [at, moment] of into.moments) placeAt(moment, truck, standingStop(into, truck, at));
    if (row.ownerId !== null) {
      let owned = into.byOwner.get(row.ownerId);
      if (!owned) into.byOwner.set(row.ownerId, (owned = new Set()));
      owned.add(row.id);
    }
  }

  function remove(from: Contents, id: string) {
    const truck = from.trucks.get(id);
    if (!truck) return;
    from.trucks.delete(id);
    from.located.remove(id);
    for (const moment of from.moments.values()) moment.remove(id);
    for (const stop of truck.record.stops) from.stops.remove(stop.id);
    const { ownerId } = truck.record.row;
    if (ownerId === null) return;
    const owned = from.byOwner.get(ownerId);
    owned?.delete(id);
    if (owned?.size === 0) from.byOwner.delete(ownerId);
  }

  /** Reads every truck into fresh maps, then answers from them; the old ones answer until then. */
  async function loadAll(): Promise<void> {
    loads++;
    const fresh: Contents = { trucks: new Map(), located: new PointGrid(), stops: new PointGrid(), byOwner: new Map(), moments: new Map() };
    for (let after: string | null = null; ; ) {
      const page = await truckRecordsPage(db, after, LOAD_PAGE);
      for (const record of page) put(fresh, record);
      if (page.length < LOAD_PAGE) break;
      after = page[page.length - 1]!.row.id;
    }
    const before = trucks;
    ({ trucks, located, stops, byOwner, moments } = fresh);
    rankings.clear();
    loaded = true;
    for (const listener of listeners) listener('*', before);
  }

  async function refresh(ids: readonly string[]): Promise<void> {
    const records = await truckRecords(db, ids);
    const live: Contents = { trucks, located, stops, byOwner, moments };
    const before = new Map<string, CatalogTruck>();
    for (const id of ids) {
      const old = trucks.get(id);
      if (old) before.set(id, old);
    }
    const found = new Set<string>();
    for (const record of records) {
      found.add(record.row.id);
      put(live, record);
    }
    for (const id of ids) if (!found.has(id)) remove(live, id);
    rankings.clear();
    for (const listener of listeners) listener(ids, before);
  }

  // Changes notified while a load runs may have been read before they committed: read again after.
  let loading: Promise<void> | null = null;
  let missed: Set<string> | '*' | null = null;
  async function load(): Promise<void> {
    loading = loadAll();
    try {
      await loading;
    } finally {
      loading = null;
    }
    while (missed) {
      const ids: Set<string> | '*' = missed;
      missed = null;
      await (ids === '*' ? load() : refresh([...ids]));
    }
  }

  /** The grid of the stops standing at `at`, placed when first asked; the oldest held gives way. */
  function momentAt(at: number): PointGrid<PlacedStop> {
    let moment = moments.get(at);
    if (moment) return moment;
    moment = new PointGrid<PlacedStop>();
    const live: Contents = { trucks, located, stops, byOwner, moments };
    for (const truck of trucks.values()) placeAt(moment, truck, standingStop(live, truck, at));
    if (moments.size >= MOMENTS_HELD) moments.delete(moments.keys().next().value!);
    moments.set(at, moment);
    return moment;
  }

  feed.subscribe(async (change: Change) => {
    if (change.kind !== 'reset' && change.kind !== 'truck') return;
    const ids = change.kind === 'reset' ? '*' : change.ids;
    if (loading || !loaded) {
      missed = ids === '*' || missed === '*' ? '*' : new Set([...(missed ?? []), ...ids]);
      return;
    }
    await (ids === '*' ? load() : refresh(ids));
  });

  return {
    /** Loads every truck (the instance answers only once this is done). */
    load,

    /** Tells `listener` of every change once applied (the dish index follows the catalog). */
    onChange(listener: CatalogListener) {
      listeners.push(listener);
    },

    get(id: string): CatalogTruck | undefined {
      return trucks.get(id);
    },

    /** Every truck, in no set order. */
    all(): IterableIterator<CatalogTruck> {
      return trucks.values();
    },

    get size(): number {
      return trucks.size;
    },

    /**
     * Located trucks within `radiusKm` that `accept` takes, nearest first (ties by id), at most
     * `limit`; with `priceRanges`, only trucks in one of them.
     */
    near(lat: number, lng: number, radiusKm: number, accept?: (truck: CatalogTruck) => boolean, limit?: number, priceRanges?: readonly string[]): FoundPoint<CatalogTruck>[] {
      return located.within(lat, lng, radiusKm, accept, limit, priceRanges?.length ? priceTags(priceRanges) : EVERY_TAG);
    },

    /** Stops placed within `radiusKm`, nearest first. */
    stopsNear(lat: number, lng: number, radiusKm: number): FoundPoint<PlacedStop>[] {
      return stops.within(lat, lng, radiusKm);
    },

    /**
     * The stops within `radiusKm` where their trucks stand at `at`, nearest first, at most `limit`.
     * With `hold` (an instant the words of a search by time name, so one of a few a day), the
     * stops standing then are placed on a grid of their own, kept by every change after, and
     * searched alone; any other instant walks every stop tagged with its slot of the week.
     */
    stopsStandingAt(lat: number, lng: number, radiusKm: number, at: number, limit?: number, hold = false): FoundPoint<PlacedStop>[] {
      if (hold) return momentAt(at).within(lat, lng, radiusKm, undefined, limit);
      const slot = 1 << weekSlotAt(at, DEFAULT_TRUCK_TIME_ZONE);
      return stops.within(lat, lng, radiusKm, (placed) => placed.standsAt(at), limit, slot);
    },

    /** An owner's trucks, newest first. */
    ownedBy(ownerId: string): CatalogTruck[] {
      return [...(byOwner.get(ownerId) ?? [])]
        .map((id) => trucks.get(id)!)
        .sort((a, b) => b.record.row.createdAt.getTime() - a.record.row.createdAt.getTime() || (a.id < b.id ? -1 : 1));
    },

    /**
     * Every truck in one of home's orders (sorted when asked after a change, not once per answer):
     * trending, the highest trending score (a Bayesian average of ratings), then most reviewed;
     * top-rated, the highest rating of the trucks reviewed at all, then most reviewed; newest, the
     * latest to join. Ties by id.
     */
    ranked(order: TrendingOrder): readonly CatalogTruck[] {
      let ranked = rankings.get(order);
      if (!ranked) {
        const all = [...trucks.values()];
        const byId = (a: CatalogTruck, b: CatalogTruck) => (a.id < b.id ? -1 : 1);
        ranked =
          order === 'trending'
            ? all.sort((a, b) => b.record.row.trendingScore - a.record.row.trendingScore || b.record.row.reviewCount - a.record.row.reviewCount || byId(a, b))
            : order === 'top-rated'
              ? all.filter((t) => t.record.row.reviewCount > 0).sort((a, b) => b.record.row.rating - a.record.row.rating || b.record.row.reviewCount - a.record.row.reviewCount || byId(a, b))
              : all.sort((a, b) => b.record.row.createdAt.getTime() - a.record.row.createdAt.getTime() || byId(a, b));
        rankings.set(order, ranked);
      }
      return ranked;
    },

    get status() {
      return { loaded, trucks: trucks.size, loads };
    },
  };
}

export type TruckCatalog = ReturnType<typeof createTruckCatalog>;
