import type { Stop } from '@dishrated/shared';
import { boundingBox, type BoundingBox } from '../../lib/geo-sql.js';
import { NearbyIndex, SUMMARY_END } from '../trucks/index.js';

/**
 * A stop running at a moment, with its place as a list's `location` (JSON, its coordinates before
 * its address, as list items store theirs) and when the running occurrence started (local date
 * and time, `YYYY-MM-DDTHH:MM`: compared as text).
 */
export type RunningStop = Stop & { truckId: string; placeJson: string; startedAt: string };

/**
 * Which of a truck's stops running at once (an owner's overlap) places it: the one whose
 * occurrence started first, as the truck's page names it "now"; ties by stop id.
 */
export const placesTruck = (stop: RunningStop, other: RunningStop) => stop.startedAt < other.startedAt || (stop.startedAt === other.startedAt && stop.id < other.id);

/**
 * The stops running at one moment, laid out on the grid nearby keeps trucks on (NearbyIndex): each
 * truck once, at its running stop, carrying its summary with the stop's place spliced in, so a
 * search and its page cost what nearby's do.
 */
export class MomentPlaces {
  readonly index = new NearbyIndex();
  private readonly stops = new Map<string, RunningStop>();
  /** Blocks read (or being read) into this moment, by block key. */
  readonly blocks = new Map<string, Promise<void>>();

  constructor(readonly expires: number) {}

  /** The stop placing a truck found in `index`. */
  stopOf(truckId: string): RunningStop {
    return this.stops.get(truckId)!;
  }

  get size(): number {
    return this.stops.size;
  }

  /** Adds a block's stops, each with its truck's summary (as nearby lists it: UTF-8 JSON without braces); a stop whose truck has none is left out. */
  add(stops: readonly RunningStop[], summaries: ReadonlyMap<string, Buffer>): void {
    for (const stop of stops) {
      const summary = summaries.get(stop.truckId);
      const placed = this.stops.get(stop.truckId);
      if (!summary || (placed && !placesTruck(stop, placed))) continue;
      this.stops.set(stop.truckId, stop);
      this.put(stop, summary);
    }
  }

  /** A truck's summary changed: it carries the new one (none: it leaves). */
  refresh(truckId: string, summary: Buffer | undefined): void {
    const stop = this.stops.get(truckId);
    if (stop && summary) this.put(stop, summary);
    else if (stop) this.index.remove(truckId);
  }

  has(truckId: string): boolean {
    return this.stops.has(truckId);
  }

  private put(stop: RunningStop, summary: Buffer): void {
    this.index.put({ id: stop.truckId, latitude: stop.latitude, longitude: stop.longitude, tail: `${atPlace(summary.toString(), stop.placeJson)}}` });
  }
}

/**
 * A list item's `location` key and the key that follows it; a nearby summary ends with its
 * location (see truck-json-sql.ts).
 */
const LOCATION_KEY = ',"location":';
const AFTER_LOCATION_KEY = ',"_id":';

/**
 * A truck's list item or summary (JSON text without its braces) with `location` replaced by
 * `placeJson`. The text is spliced, not parsed: a quote inside a JSON string is always escaped,
 * so the keys found are the object's own.
 */
export function atPlace(truck: string, placeJson: string): string {
  const cut = truck.indexOf(LOCATION_KEY);
  if (cut < 0) return JSON.stringify({ ...(JSON.parse(`{${truck}}`) as object), location: JSON.parse(placeJson) as object }).slice(1, -1);
  const resume = truck.indexOf(AFTER_LOCATION_KEY, cut);
  return `${truck.slice(0, cut)}${LOCATION_KEY}${placeJson}${resume < 0 ? '' : truck.slice(resume)}`;
}

/** A truck's nearby summary (JSON text without its braces) at a stop's place: its coordinates, as a summary lists a location. */
export function summaryAtPlace(summary: string, placeJson: string): string {
  const placed = atPlace(summary, placeJson);
  const cut = placed.lastIndexOf(SUMMARY_END);
  return cut < 0 ? placed : `${placed.slice(0, cut)}}`;
}

/**
 * Stops are read from the database a block of the map at a time, this many degrees a side (about
 * 55 km): a city's searches then cost a few reads rather than one per street corner.
 */
const BLOCK_DEGREES = 0.5;
/** A search whose box spans more blocks than this (a radius beyond the app's 50 km) reads the database directly. */
const MAX_BLOCKS_PER_SEARCH = 16;
const EDGE = 1e-7;

const blockOf = (degrees: number) => Math.floor(degrees / BLOCK_DEGREES);

/**
 * The stops running at a moment, by moment and block of the map. Searches by time ask for a few
 * shared moments ("tomorrow" is 7 pm tomorrow for everyone), so one database read of a block
 * answers every search around it. The owner forgets everything (`clear`) when stops change here
 * or are announced changed elsewhere, and refreshes a truck's entries when its summary changes;
 * a moment is also read afresh after `ttlMs`, in case an announcement was lost.
 */
export class RunningStopsCache {
  private readonly moments = new Map<number, MomentPlaces>();
  private blocksKept = 0;
  /** Trucks placed, over every moment (a truck counts once per moment). */
  private placesKept = 0;

  constructor(
    /** The stops in `box` running at `at` (closed dates and every-N-weeks applied). */
    private readonly load: (box: BoundingBox, at: number) => Promise<RunningStop[]>,
    /** The trucks' summaries as nearby lists them. */
    private readonly summariesOf: (truckIds: string[]) => Promise<Map<string, Buffer>>,
    private readonly ttlMs: number,
    private readonly maxBlocks = 2_000,
    private readonly now: () => number = Date.now,
    /**
     * Trucks placed over every moment, at most (about 1 KB each): "tomorrow", "tonight" and "tomorrow
     * lunch" at 100,000 trucks fit; searches at many other times start afresh rather than grow memory.
     */
    private readonly maxPlaces = 300_000,
  ) {}

  /**
   * The places running at `at` with every block around a search read, or undefined for a search
   * too wide for blocks (or across the antimeridian): the caller reads the database directly.
   */
  async around(lat: number, lng: number, radiusKm: number, at: number): Promise<MomentPlaces | undefined> {
    const box = boundingBox(lat, lng, radiusKm);
    if (box.lngRanges.length > 1) return undefined;
    const [west, east] = box.lngRanges[0]!;
    const [top, bottom, left, right] = [blockOf(box.minLat), blockOf(box.maxLat), blockOf(west), blockOf(east)];
    if ((bottom - top + 1) * (right - left + 1) > MAX_BLOCKS_PER_SEARCH) return undefined;
    // Past the bound, everything goes: moments are read again as searches come.
    if (this.blocksKept + MAX_BLOCKS_PER_SEARCH > this.maxBlocks || this.placesKept > this.maxPlaces) this.clear();
    const now = this.now();
    let moment = this.moments.get(at);
    if (!moment || moment.expires <= now) {
      if (moment) {
        this.blocksKept -= moment.blocks.size;
        this.placesKept -= moment.size;
      }
      this.moments.set(at, (moment = new MomentPlaces(now + this.ttlMs)));
    }
    const missing: Array<[row: number, column: number]> = [];
    for (let row = top; row <= bottom; row++) for (let column = left; column <= right; column++) if (!moment.blocks.has(`${row}|${column}`)) missing.push([row, column]);
    if (missing.length > 0) this.read(moment, missing, at);
    for (let row = top; row <= bottom; row++) for (let column = left; column <= right; column++) await moment.blocks.get(`${row}|${column}`);
    return moment;
  }

  clear(): void {
    this.moments.clear();
    this.blocksKept = 0;
    this.placesKept = 0;
  }

  /** Trucks' summaries changed: the moments holding them carry the new ones. */
  async refresh(truckIds: readonly string[]): Promise<void> {
    const moments = [...this.moments.values()];
    const held = truckIds.filter((id) => moments.some((moment) => moment.has(id)));
    if (held.length === 0) return;
    const summaries = await this.summariesOf(held);
    for (const moment of this.moments.values()) for (const id of held) moment.refresh(id, summaries.get(id));
  }

  /** Reads the missing blocks of a moment in one go (the rectangle around them). */
  private read(moment: MomentPlaces, missing: Array<[row: number, column: number]>, at: number): void {
    const rows = missing.map(([row]) => row);
    const columns = missing.map(([, column]) => column);
    const [top, bottom, left, right] = [Math.min(...rows), Math.max(...rows) + 1, Math.min(...columns), Math.max(...columns) + 1];
    const wanted = new Set(missing.map(([row, column]) => `${row}|${column}`));
    // A hair wider than the blocks, so a stop on an edge is read whatever the rounding; each stop
    // then goes to the one block its coordinates fall in (blocks kept already have theirs).
    const box = { minLat: top * BLOCK_DEGREES - EDGE, maxLat: bottom * BLOCK_DEGREES + EDGE, lngRanges: [[left * BLOCK_DEGREES - EDGE, right * BLOCK_DEGREES + EDGE]] as Array<[number, number]> };
    const done = (async () => {
      const stops = (await this.load(box, at)).filter((stop) => wanted.has(`${blockOf(stop.latitude)}|${blockOf(stop.longitude)}`));
      const summaries = await this.summariesOf([...new Set(stops.map((stop) => stop.truckId))]);
      const before = moment.size;
      moment.add(stops, summaries);
      // Counted only while the moment is still kept (a clear meanwhile started the count afresh).
      if (this.moments.get(at) === moment) this.placesKept += moment.size - before;
    })();
    for (const key of wanted) moment.blocks.set(key, done);
    this.blocksKept += wanted.size;
    // A failed read is not kept: the next search asks again.
    done.catch(() => {
      for (const key of wanted) if (moment.blocks.get(key) === done) moment.blocks.delete(key);
    });
  }
}
