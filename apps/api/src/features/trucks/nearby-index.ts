import { EARTH_RADIUS_KM, PRICE_RANGES, TRUCK_COUNT_CAP, TRUCK_STATUSES, cosOfLatitude, haversineKmWithCosines, type TruckCursor } from '@dishrated/shared';
import { chordForKm, unitVector } from '../../lib/geo-sql.js';
import { truckSlot } from '../../lib/truck-slots.js';
// As the SQL: the nearest `limit + NEAREST_SLACK` by straight-line distance get the exact haversine.
import { NEAREST_SLACK, type LocatedTruckRow } from './repository.js';
import { SUMMARY_END } from './truck-json-sql.js';

/**
 * Trucks on a grid in memory, for nearby and Find Trucks answered without a database query.
 *
 * A cell is 0.01 degrees square (about 1.1 km, narrower in longitude away from the equator). A
 * search walks rings of cells outward from the centre's cell and stops as soon as the trucks it
 * needs are all closer than anything an unvisited ring could hold, so a city centre costs a few
 * cells whatever the number of trucks. Searches whose box would span more than MAX_RINGS cells
 * from the centre (large radii, the poles) or cross the antimeridian are not answered here: the
 * search returns undefined and the caller asks the database's index.
 *
 * Answers match the SQL queries exactly. Each truck's unit vector is the database's own (the
 * geo_unit column), so straight-line (chord) distances, which order Find Trucks and its cursor,
 * are the same numbers to the bit. Nearby: haversine distance within the radius, nearest first,
 * ties by id. Find Trucks: chord within the radius's chord, nearest first by chord, ties by id,
 * after the cursor. A Find Trucks item is `{"distanceValue":…,"distance":"… km",` and the truck's
 * stored list JSON tail; a nearby item is `{"distance":"… km",` and its summary (the tail cut at
 * SUMMARY_END, see `put`).
 *
 * Kept deliberately plain (a map of cells holding arrays of trucks): a search here is a small part
 * of what a nearby answer costs once it is compressed for the browser (docs/performance.md).
 */
const CELL_DEGREES = 0.01;
const CELL_RADIANS = (CELL_DEGREES * Math.PI) / 180;
const KM_PER_CELL_OF_LATITUDE = EARTH_RADIUS_KM * CELL_RADIANS;
const MAX_RINGS = 64;
/** Cells are grouped in tiles of TILE_CELLS x TILE_CELLS (0.1 degrees). */
const TILE_CELLS = 10;
const CELLS_PER_TILE = TILE_CELLS * TILE_CELLS;
/** Find Trucks pages deeper than this (offset plus page) are left to the database. */
const MAX_FIND_DEPTH = 2000;

/** Find Trucks' filters other than place, as the index can test them. */
export interface FindFilter {
  openNow?: boolean;
  priceRanges?: readonly string[];
  /** Each matches a truck whose cuisine or one of its tags holds it, ignoring case. */
  cuisines?: readonly string[];
}

/** A truck a search found, for another index to read: its id, its number there (truckSlot) and its distance. */
export interface NearTruck {
  id: string;
  slot: number;
  km: number;
}

/** What a page's frame is told: how many items it holds and, for Find Trucks, the totals and cursor. */
export interface PageSummary {
  count: number;
  /** Matching trucks in the radius, counted up to TRUCK_COUNT_CAP + 1. */
  matching?: number;
  nextCursor?: TruckCursor | null;
}

/** Text written before and after a page's JSON array (an envelope), given the page. */
export type PageFrame = (page: PageSummary) => { before: string; after: string };

/** A truck's cuisine and tags, lowered, shared by every truck with the same ones. */
interface Facet {
  texts: string[];
  /** Text outside ASCII: whether ILIKE folds its case as lowerAscii does depends on the database's locale. */
  ascii: boolean;
}

interface IndexedTruck {
  id: string;
  /** Its number for the other in-memory indexes (truckSlot). */
  slot: number;
  latitude: number;
  longitude: number;
  cosLatitude: number;
  x: number;
  y: number;
  z: number;
  /** Status, price range and facet in one number (see `attributesOf`). */
  attributes: number;
  /**
   * Its list item without the opening brace, as UTF-8, in two parts: the summary, JSON without
   * its braces (a nearby item is that and a closing brace), and the rest, which follows the
   * summary without its last byte (the brace closing `location`, which the item goes on inside).
   * Once its tile is laid out, the summary is a view of the tile's `summaries`.
   */
  summary: Buffer;
  rest: Buffer;
  tile: number;
  /** Its cell within the tile (row * TILE_CELLS + column). */
  cell: number;
}

/**
 * What a search reads of a tile: its trucks in cell order, each cell's range (`cellStart`), every
 * summary of the tile in that order (`summaries`), and per truck, side by side in typed arrays,
 * the numbers a search needs: in `points`, what it reads of every truck it passes (unit vector
 * and filter attributes: 32 bytes, two trucks to a cache line), in `numbers`, what it reads of
 * the candidates (latitude, longitude, its cosine, and where the truck's summary starts; it ends
 * where the next one starts). At a hundred thousand trucks the trucks' own objects lie far beyond
 * the CPU's caches: reading a truck's object, or a structure per cell, for each truck passed cost
 * a search several times as much as these few contiguous runs of memory.
 */
interface Layout {
  trucks: IndexedTruck[];
  cellStart: Int32Array;
  points: Float64Array;
  numbers: Float64Array;
  summaries: Buffer;
}
const STRIDE = 4;
const [X, Y, Z, ATTRIBUTES] = [0, 1, 2, 3] as const;
const [LATITUDE, LONGITUDE, COS_LATITUDE, SUMMARY_AT] = [0, 1, 2, 3] as const;

/** Where the summary of the truck at `at` of a layout lies in its `summaries` (less its last `trim` bytes). */
function summaryBounds({ numbers, summaries }: Layout, at: number, trim = 0): [start: number, end: number] {
  const next = (at + 1) * STRIDE + SUMMARY_AT;
  return [numbers[at * STRIDE + SUMMARY_AT]!, (next < numbers.length ? numbers[next]! : summaries.length) - trim];
}

/** A tile's trucks; a change only marks it, and the next search that reaches it lays it out again. */
class Tile {
  private readonly members: IndexedTruck[] = [];
  private layout: Layout | null = null;

  get size(): number {
    return this.members.length;
  }

  add(truck: IndexedTruck): void {
    this.members.push(truck);
    this.layout = null;
  }

  delete(truck: IndexedTruck): void {
    const at = this.members.indexOf(truck);
    this.members[at] = this.members.at(-1)!;
    this.members.pop();
    this.layout = null;
  }

  laidOut(): Layout {
    return (this.layout ??= this.layOut());
  }

  /** A counting sort of the members by cell, then their numbers and summaries in that order. */
  private layOut(): Layout {
    const { members } = this;
    const cellStart = new Int32Array(CELLS_PER_TILE + 1);
    for (const truck of members) cellStart[truck.cell + 1]!++;
    for (let c = 0; c < CELLS_PER_TILE; c++) cellStart[c + 1]! += cellStart[c]!;
    const next = cellStart.slice(0, CELLS_PER_TILE);
    const trucks = new Array<IndexedTruck>(members.length);
    for (const truck of members) trucks[next[truck.cell]!++] = truck;
    const points = new Float64Array(trucks.length * STRIDE);
    const numbers = new Float64Array(trucks.length * STRIDE);
    const summaries = Buffer.allocUnsafe(trucks.reduce((bytes, truck) => bytes + truck.summary.length, 0));
    let used = 0;
    trucks.forEach((truck, i) => {
      points.set([truck.x, truck.y, truck.z, truck.attributes], i * STRIDE);
      numbers.set([truck.latitude, truck.longitude, truck.cosLatitude, used], i * STRIDE);
      truck.summary.copy(summaries, used);
      // The truck's summary becomes a view of this tile's copy, so only one copy is kept.
      truck.summary = summaries.subarray(used, (used += truck.summary.length));
    });
    return { trucks, cellStart, points, numbers, summaries };
  }
}

/** What a search does with trucks `start` to `end` of a tile's layout. */
type Visit = (layout: Layout, start: number, end: number) => void;

/**
 * A truck a search found: its place in a tile's layout, its distance from the centre (squared
 * chord for nearby, chord for Find Trucks), and, once it is known, its haversine km.
 */
interface Candidate {
  layout: Layout;
  at: number;
  chord: number;
  km: number;
}

const candidateId = ({ layout, at }: Candidate) => layout.trucks[at]!.id;
const byId = (a: Candidate, b: Candidate) => (candidateId(a) < candidateId(b) ? -1 : candidateId(a) > candidateId(b) ? 1 : 0);

/** The candidate's haversine distance from the centre, as the SQL computes it. */
function haversineOf({ layout, at }: Candidate, lat: number, lng: number, cosCentre: number): number {
  const numbers = layout.numbers;
  const n = at * STRIDE;
  return haversineKmWithCosines(lat, lng, cosCentre, numbers[n + LATITUDE]!, numbers[n + LONGITUDE]!, numbers[n + COS_LATITUDE]!);
}

const tileKey = (row: number, column: number) => Math.floor(row / TILE_CELLS) * 100_000 + Math.floor(column / TILE_CELLS);
const cellInTile = (row: number, column: number) => (row - Math.floor(row / TILE_CELLS) * TILE_CELLS) * TILE_CELLS + (column - Math.floor(column / TILE_CELLS) * TILE_CELLS);
const latCell = (lat: number) => Math.floor(lat / CELL_DEGREES);
const lngCell = (lng: number) => Math.floor(lng / CELL_DEGREES);

/** The squared straight-line distance between unit vectors `km` apart on the sphere. */
const squaredChord = (km: number) => chordForKm(km) ** 2;

/** The cells a search around a centre must cover. */
interface SearchArea {
  centreRow: number;
  centreColumn: number;
  rows: number;
  columns: number;
  /** The cosine of the area's latitude farthest from the equator, where longitude cells are narrowest. */
  cosFarthest: number;
}

/** The area a search covers, or undefined when the grid does not answer it. */
function searchArea(lat: number, lng: number, radiusKm: number): SearchArea | undefined {
  // Rows and columns of cells that can hold a truck within the radius (one extra for the
  // centre's own offset inside its cell).
  const rows = Math.ceil(radiusKm / KM_PER_CELL_OF_LATITUDE) + 1;
  const farthestLat = Math.min(90, Math.abs(lat) + rows * CELL_DEGREES);
  const cosFarthest = Math.cos((farthestLat * Math.PI) / 180);
  const columns = cosFarthest <= 0 ? Infinity : Math.ceil(radiusKm / (KM_PER_CELL_OF_LATITUDE * cosFarthest)) + 1;
  if (rows > MAX_RINGS || columns > MAX_RINGS) return undefined;
  if (lngCell(lng - columns * CELL_DEGREES) < -18000 || lngCell(lng + columns * CELL_DEGREES) >= 18000) return undefined;
  return { centreRow: latCell(lat), centreColumn: lngCell(lng), rows, columns, cosFarthest };
}

/**
 * The squared chord within which every truck lies in the rings visited so far (0 to `ring`): an
 * unvisited cell is at least `ring` whole cells away in latitude or in longitude (there at the
 * area's widest latitude, where longitude cells are narrowest).
 */
function coveredSquaredChord(area: SearchArea, ring: number): number {
  return squaredChord(Math.min(ring * KM_PER_CELL_OF_LATITUDE, 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, area.cosFarthest * Math.sin((ring * CELL_RADIANS) / 2)))));
}

/** How many candidates lie within `squaredLimit`; `squared` says whether their `chord` is squared already. */
function countWithin(found: readonly Candidate[], squaredLimit: number, squared: boolean): number {
  let within = 0;
  for (const { chord } of found) if ((squared ? chord : chord * chord) <= squaredLimit) within++;
  return within;
}

/** Room for nthSmallestChord's copy, kept between searches (a search runs start to end without yielding). */
let chordsCopy = new Float64Array(256);

/** The n-th smallest (1-based) chord among the candidates: a quickselect over a copy of their chords. */
function nthSmallestChord(found: readonly Candidate[], n: number): number {
  if (chordsCopy.length < found.length) chordsCopy = new Float64Array(2 * found.length);
  const chords = chordsCopy;
  for (let i = 0; i < found.length; i++) chords[i] = found[i]!.chord;
  let [low, high] = [0, found.length - 1];
  const k = n - 1;
  while (low < high) {
    const pivot = chords[(low + high) >> 1]!;
    let [i, j] = [low, high];
    while (i <= j) {
      while (chords[i]! < pivot) i++;
      while (chords[j]! > pivot) j--;
      if (i <= j) {
        const swapped = chords[i]!;
        chords[i++] = chords[j]!;
        chords[j--] = swapped;
      }
    }
    if (k <= j) high = j;
    else if (k >= i) low = i;
    else break;
  }
  return chords[k]!;
}

/**
 * A distance of `hundredths` of a km as the SQL writes it: floor(km * 100 + 0.5) / 100 as float8
 * text, which for a whole number of hundredths is its shortest decimal ("2", "2.5", "2.05").
 */
function distanceText(hundredths: number): string {
  const whole = Math.floor(hundredths / 100);
  const fraction = hundredths - whole * 100;
  if (fraction === 0) return `${whole}`;
  if (fraction % 10 === 0) return `${whole}.${fraction / 10}`;
  return `${whole}.${fraction < 10 ? '0' : ''}${fraction}`;
}

/** How a page writes its items: whole list items (Find Trucks) or nearby summaries. */
type ItemShape = 'item' | 'summary';

/**
 * Every item head the grid can write, `{"distanceValue":…,"distance":"… km",` for an item and
 * `{"distance":"… km",` for a summary, one per hundredth of a km up to the widest radius it
 * answers (MAX_RINGS cells), as bytes made once (about 500 KB): a page copies each item's head
 * instead of formatting and encoding a number per item.
 */
const HEADS: Record<ItemShape, Buffer[]> = { item: [], summary: [] };
for (let hundredths = 0; hundredths <= Math.ceil(MAX_RINGS * KM_PER_CELL_OF_LATITUDE * 100); hundredths++) {
  const distance = distanceText(hundredths);
  HEADS.item.push(Buffer.from(`{"distanceValue":${distance},"distance":"${distance} km",`, 'latin1'));
  HEADS.summary.push(Buffer.from(`{"distance":"${distance} km",`, 'latin1'));
}

/**
 * Pages are cut from shared 1 MB slabs, as Buffer.allocUnsafe does for buffers under 4 KB: a
 * 20 KB page allocated on its own is an ArrayBuffer of its own, allocated and freed outside the
 * JavaScript heap, whose external memory makes the garbage collector run more often. A slab's
 * bytes are never handed out twice; it is freed when its last page has been sent.
 */
const SLAB_BYTES = 1 << 20;
let slab = Buffer.allocUnsafe(0);
let slabUsed = 0;

function pageBuffer(size: number): Buffer {
  if (size > SLAB_BYTES / 4) return Buffer.allocUnsafe(size);
  if (slabUsed + size > slab.length) [slab, slabUsed] = [Buffer.allocUnsafe(SLAB_BYTES), 0];
  const page = slab.subarray(slabUsed, slabUsed + size);
  // The next page starts 8-byte aligned, as in Buffer's own pool.
  slabUsed += (size + 7) & ~7;
  return page;
}

/**
 * The JSON array of `items` (with their haversine km) inside the caller's frame, as UTF-8: each
 * item's head and then its stored bytes (a summary: from its tile's summaries, and a closing
 * brace; a whole item: that summary but its last byte, and the rest), copied into one buffer, so
 * nothing is encoded per request but the heads, which are ASCII.
 */
function pageJson(items: readonly Candidate[], frame: PageFrame, shape: ItemShape, totals: Omit<PageSummary, 'count'> = {}): Buffer {
  const { before, after } = frame({ ...totals, count: items.length });
  const heads = items.map(({ km }) => HEADS[shape][Math.floor(km * 100 + 0.5)]!);
  const rests = shape === 'item' ? items.map(({ layout, at }) => layout.trucks[at]!.rest) : null;
  let size = Buffer.byteLength(before) + Buffer.byteLength(after) + 2 + Math.max(0, items.length - 1);
  const bounds = items.map(({ layout, at }) => summaryBounds(layout, at, rests ? 1 : 0));
  items.forEach((_, i) => (size += heads[i]!.length + bounds[i]![1] - bounds[i]![0] + (rests ? rests[i]!.length : 1)));
  const json = pageBuffer(size);
  let written = json.write(before);
  json[written++] = 0x5b; // [
  for (let i = 0; i < items.length; i++) {
    if (i > 0) json[written++] = 0x2c; // ,
    json.set(heads[i]!, written);
    written += heads[i]!.length;
    written += items[i]!.layout.summaries.copy(json, written, bounds[i]![0], bounds[i]![1]);
    if (rests) written += rests[i]!.copy(json, written);
    else json[written++] = 0x7d; // }
  }
  json[written++] = 0x5d; // ]
  json.write(after, written);
  return json;
}

const bareArray: PageFrame = () => ({ before: '', after: '' });

/** Letters A-Z lowered, nothing else: the case folding of ILIKE for ASCII text. */
const lowerAscii = (text: string) => text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
// eslint-disable-next-line no-control-regex -- the ASCII range is the point
const NON_ASCII = /[^\u0000-\u007f]/;

/** Status and price range codes (by place in their lists; OTHER_CODE for anything else), and their flags in a filter. */
const OTHER_CODE = 7;
const EVERY_CODE = 0xff;
const codeOf = (values: readonly string[], value: string | null | undefined) => {
  const code = value ? values.indexOf(value) : -1;
  return code < 0 ? OTHER_CODE : code;
};
const OPEN_CODE = TRUCK_STATUSES.indexOf('open');
const FACETS_PER_ATTRIBUTE = 64;

export class NearbyIndex {
  private readonly trucks = new Map<string, IndexedTruck>();
  private readonly tiles = new Map<number, Tile>();
  private readonly facetIds = new Map<string, number>();
  private readonly facets: Facet[] = [];

  get size(): number {
    return this.trucks.size;
  }

  /** A truck's summary as nearby lists it (UTF-8 JSON without its braces or distance), or undefined when it is not here. */
  summaryBytes(id: string): Buffer | undefined {
    return this.trucks.get(id)?.summary;
  }

  clear(): void {
    this.trucks.clear();
    this.tiles.clear();
    this.facetIds.clear();
    this.facets.length = 0;
  }

  /** Loads every truck afresh. */
  replaceAll(rows: LocatedTruckRow[]): void {
    this.clear();
    for (const row of rows) this.put(row);
  }

  /** Adds or moves a truck; one without a position (or list item) leaves the index. */
  put(row: LocatedTruckRow): void {
    this.remove(row.id);
    const { id, latitude: lat, longitude: lng, tail } = row;
    if (lat === null || lng === null || tail === null) return;
    const [cellRow, cellColumn] = [latCell(lat), lngCell(lng)];
    const [x, y, z] = row.x != null && row.y != null && row.z != null ? [row.x, row.y, row.z] : unitVector(lat, lng);
    // As the SQL cut: up to SUMMARY_END with the location closed, or the whole item without its
    // closing brace (whose last byte the rest then repeats, as the item drops it from the summary).
    const cut = tail.indexOf(SUMMARY_END);
    const [summary, rest] = cut < 0 ? [tail.slice(0, -1), tail.slice(-2)] : [`${tail.slice(0, cut)}}`, tail.slice(cut)];
    const truck: IndexedTruck = {
      id,
      slot: truckSlot(id),
      latitude: lat,
      longitude: lng,
      cosLatitude: cosOfLatitude(lat),
      x,
      y,
      z,
      attributes: this.attributesOf(row),
      summary: Buffer.from(summary),
      rest: Buffer.from(rest),
      tile: tileKey(cellRow, cellColumn),
      cell: cellInTile(cellRow, cellColumn),
    };
    let tile = this.tiles.get(truck.tile);
    if (!tile) this.tiles.set(truck.tile, (tile = new Tile()));
    tile.add(truck);
    this.trucks.set(id, truck);
  }

  remove(id: string): void {
    const truck = this.trucks.get(id);
    if (!truck) return;
    this.trucks.delete(id);
    const tile = this.tiles.get(truck.tile)!;
    tile.delete(truck);
    if (tile.size === 0) this.tiles.delete(truck.tile);
  }

  /** Status, price range and facet in one number: facet * 64 + status code * 8 + price code. */
  private attributesOf(row: LocatedTruckRow): number {
    const cuisine = row.cuisine ?? '';
    const tags = row.tags ?? [];
    const key = [cuisine, ...tags].join('\u0001');
    let facet = this.facetIds.get(key);
    if (facet === undefined) {
      facet = this.facets.length;
      this.facets.push({ texts: [cuisine, ...tags].map(lowerAscii), ascii: !NON_ASCII.test(key) });
      this.facetIds.set(key, facet);
    }
    return facet * FACETS_PER_ATTRIBUTE + codeOf(TRUCK_STATUSES, row.status) * 8 + codeOf(PRICE_RANGES, row.priceRange);
  }

  /** Visits the trucks of ring `ring`'s cells around the area's centre (ring 0 is the centre's cell). */
  private walkRing(area: SearchArea, ring: number, visit: Visit): void {
    const { centreRow, centreColumn, rows, columns } = area;
    for (let dRow = -Math.min(ring, rows); dRow <= Math.min(ring, rows); dRow++) {
      const row = centreRow + dRow;
      // The ring's top and bottom rows whole; on the rows between, its two ends.
      if (Math.abs(dRow) === ring) this.walkRun(row, centreColumn - Math.min(ring, columns), centreColumn + Math.min(ring, columns), visit);
      else if (ring <= columns) {
        this.walkRun(row, centreColumn - ring, centreColumn - ring, visit);
        this.walkRun(row, centreColumn + ring, centreColumn + ring, visit);
      }
    }
  }

  /**
   * Visits the trucks of rings 0 to `reach` at once, row by row: the same cells as walkRing for
   * each of those rings, in one run per row and tile where a ring's sides are a run per cell.
   */
  private walkSquare(area: SearchArea, reach: number, visit: Visit): void {
    const { centreRow, centreColumn, rows, columns } = area;
    const [rowReach, columnReach] = [Math.min(reach, rows), Math.min(reach, columns)];
    for (let dRow = -rowReach; dRow <= rowReach; dRow++) this.walkRun(centreRow + dRow, centreColumn - columnReach, centreColumn + columnReach, visit);
  }

  /**
   * The ring within which a search can expect `wanted` trucks, from the density of the centre's
   * tile (about pi r^2 cells lie within r cells of the centre), plus one; 0 when its tile is
   * empty. A search walks that square at once, then ring by ring if it falls short.
   */
  private expectedReach(area: SearchArea, wanted: number): number {
    const tile = this.tiles.get(tileKey(area.centreRow, area.centreColumn));
    if (!tile) return 0;
    const perCell = tile.size / CELLS_PER_TILE;
    return Math.min(Math.max(area.rows, area.columns), Math.floor(Math.sqrt(wanted / (Math.PI * perCell)) + 1));
  }

  /**
   * Visits the trucks of cells `first` to `last` (columns) of one row. Within a tile those cells
   * are consecutive, and so are their trucks in its layout: one run per tile, not per cell.
   */
  private walkRun(row: number, first: number, last: number, visit: Visit): void {
    for (let column = first; column <= last; ) {
      const runEnd = Math.min(last, (Math.floor(column / TILE_CELLS) + 1) * TILE_CELLS - 1);
      const tile = this.tiles.get(tileKey(row, column));
      if (tile) {
        const layout = tile.laidOut();
        const cell = cellInTile(row, column);
        const start = layout.cellStart[cell]!;
        const end = layout.cellStart[cell + runEnd - column + 1]!;
        if (start < end) visit(layout, start, end);
      }
      column = runEnd + 1;
    }
  }

  /**
   * Nearby: the `limit` nearest trucks within `radiusKm` by haversine, ties by id, as a JSON
   * array of their summaries inside `frame`, or undefined when the grid does not answer this search.
   */
  nearest(lat: number, lng: number, radiusKm: number, limit: number, frame: PageFrame = bareArray): Buffer | undefined {
    const ranked = this.rankedNearest(lat, lng, radiusKm, limit);
    return ranked && pageJson(ranked, frame, 'summary');
  }

  /** The `limit` nearest trucks within `radiusKm` (ids, slots and km), or undefined when the grid does not answer this search. */
  nearestTrucks(lat: number, lng: number, radiusKm: number, limit: number): NearTruck[] | undefined {
    return this.rankedNearest(lat, lng, radiusKm, limit)?.map(({ layout, at, km }) => ({ id: layout.trucks[at]!.id, slot: layout.trucks[at]!.slot, km }));
  }

  /** The `limit` nearest trucks within `radiusKm` by haversine, ties by id. */
  private rankedNearest(lat: number, lng: number, radiusKm: number, limit: number): Candidate[] | undefined {
    const area = searchArea(lat, lng, radiusKm);
    if (!area) return undefined;
    const [x, y, z] = unitVector(lat, lng);
    // A little past the radius, so float rounding never drops a truck the haversine keeps.
    const withinRadius = squaredChord(radiusKm) * (1 + 1e-9) + 1e-18;
    const wanted = limit + NEAREST_SLACK;
    const found: Candidate[] = [];
    const visit: Visit = (layout, start, end) => {
      const { points } = layout;
      for (let at = start; at < end; at++) {
        const dx = points[at * STRIDE + X]! - x;
        const dy = points[at * STRIDE + Y]! - y;
        const dz = points[at * STRIDE + Z]! - z;
        const chord = dx * dx + dy * dy + dz * dz;
        if (chord <= withinRadius) found.push({ layout, at, chord, km: 0 });
      }
    };
    const reach = this.expectedReach(area, wanted);
    this.walkSquare(area, reach, visit);
    for (let ring = reach, rings = Math.max(area.rows, area.columns); ring <= rings; ring++) {
      if (ring > reach) this.walkRing(area, ring, visit);
      // Once `wanted` trucks lie within the covered distance, no farther ring can change the answer.
      if (found.length >= wanted && countWithin(found, coveredSquaredChord(area, ring), true) >= wanted) break;
    }

    // The `wanted` nearest by chord, then the exact haversine decides, as in the SQL: within the
    // radius, nearest first, ties by id.
    const cutoff = found.length > wanted ? nthSmallestChord(found, wanted) : Infinity;
    const cosCentre = cosOfLatitude(lat);
    const ranked: Candidate[] = [];
    for (const candidate of found) {
      if (candidate.chord > cutoff) continue;
      candidate.km = haversineOf(candidate, lat, lng, cosCentre);
      if (candidate.km <= radiusKm) ranked.push(candidate);
    }
    ranked.sort((a, b) => a.km - b.km || byId(a, b));
    return ranked.slice(0, limit);
  }

  /**
   * A Find Trucks page: matching trucks whose chord from the centre is within the radius's chord,
   * nearest first by chord, ties by id, after `cursor` (or from `offset`), `limit` of them as a
   * JSON array inside `frame`; the frame is told how many match in all (counted up to the cap and
   * one more) and where the next page starts. Undefined when the grid does not answer the search
   * (too wide, too deep, or a cuisine the index cannot compare as the database does).
   */
  findPage(lat: number, lng: number, radiusKm: number, filter: FindFilter, paging: { offset: number; limit: number; cursor?: TruckCursor }, frame: PageFrame): Buffer | undefined {
    const area = searchArea(lat, lng, radiusKm);
    const need = paging.offset + paging.limit + 1;
    if (!area || need > MAX_FIND_DEPTH) return undefined;
    const matches = this.matcher(filter);
    if (!matches) return undefined;
    const [x, y, z] = unitVector(lat, lng);
    const radiusChord = chordForKm(radiusKm);
    const cursor = paging.cursor ? { chord: paging.cursor.chord, id: paging.cursor.id.toLowerCase() } : undefined;
    const overCap = TRUCK_COUNT_CAP + 1;
    const found: Candidate[] = [];
    let matching = 0;
    let unsure = false;
    let collecting = true;
    const visit: Visit = (layout, start, end) => {
      const { points, trucks } = layout;
      for (let at = start; at < end; at++) {
        const dx = points[at * STRIDE + X]! - x;
        const dy = points[at * STRIDE + Y]! - y;
        const dz = points[at * STRIDE + Z]! - z;
        // The same arithmetic as the cube extension's distance, so the same number as the SQL's.
        const chord = Math.sqrt(dx * dx + dy * dy + dz * dz);
        if (chord > radiusChord) continue;
        const verdict = matches(points[at * STRIDE + ATTRIBUTES]!);
        if (verdict !== true) {
          unsure ||= verdict === undefined;
          continue;
        }
        matching++;
        if (!collecting || (cursor && (chord < cursor.chord || (chord === cursor.chord && trucks[at]!.id <= cursor.id)))) continue;
        found.push({ layout, at, chord, km: 0 });
      }
    };
    // Rings outward until the page's trucks all lie within the covered distance, then on to count
    // the matches up to the cap.
    for (let ring = 0, rings = Math.max(area.rows, area.columns); ring <= rings && !unsure && (collecting || matching < overCap); ring++) {
      this.walkRing(area, ring, visit);
      if (collecting && found.length >= need && countWithin(found, coveredSquaredChord(area, ring), false) >= need) collecting = false;
    }
    if (unsure) return undefined;
    const cutoff = found.length > need ? nthSmallestChord(found, need) : Infinity;
    const sorted = found.filter((candidate) => candidate.chord <= cutoff).sort((a, b) => a.chord - b.chord || byId(a, b));
    const kept = Math.min(sorted.length, need);
    const shown = sorted.slice(paging.offset, paging.offset + Math.max(0, Math.min(paging.limit, kept - paging.offset)));
    const last = shown.at(-1);
    const nextCursor = last && kept > paging.offset + paging.limit ? { chord: last.chord, id: candidateId(last) } : null;
    // The distance shown is the haversine, as in the SQL's item.
    const cosCentre = cosOfLatitude(lat);
    for (const candidate of shown) candidate.km = haversineOf(candidate, lat, lng, cosCentre);
    return pageJson(shown, frame, 'item', { matching: Math.min(matching, overCap), nextCursor });
  }

  /**
   * The filter as a test of a truck's attributes: true or false, or undefined when only the
   * database can tell (a cuisine compared with text outside ASCII, whose case folding depends on
   * its locale). Undefined for the whole filter when a cuisine itself is outside ASCII.
   */
  private matcher(filter: FindFilter): ((attributes: number) => boolean | undefined) | undefined {
    const statuses = filter.openNow ? 1 << OPEN_CODE : EVERY_CODE;
    const prices = filter.priceRanges?.length ? filter.priceRanges.reduce((mask, price) => mask | (1 << codeOf(PRICE_RANGES, price)), 0) & ~(1 << OTHER_CODE) : EVERY_CODE;
    const cuisines = filter.cuisines?.length ? filter.cuisines.map(lowerAscii) : undefined;
    if (cuisines?.some((cuisine) => NON_ASCII.test(cuisine))) return undefined;
    // Each facet is judged once per search.
    const verdicts = new Map<number, boolean | undefined>();
    const facetMatches = (facet: number): boolean | undefined => {
      if (!verdicts.has(facet)) {
        const { texts, ascii } = this.facets[facet]!;
        verdicts.set(facet, cuisines!.some((cuisine) => texts.some((text) => text.includes(cuisine))) ? true : ascii ? false : undefined);
      }
      return verdicts.get(facet);
    };
    return (attributes) => {
      if (((statuses >> ((attributes >> 3) & 7)) & 1) === 0 || ((prices >> (attributes & 7)) & 1) === 0) return false;
      return cuisines ? facetMatches(Math.floor(attributes / FACETS_PER_ATTRIBUTE)) : true;
    };
  }
}
