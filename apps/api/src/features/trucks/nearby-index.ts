import { EARTH_RADIUS_KM, PRICE_RANGES, TRUCK_COUNT_CAP, TRUCK_STATUSES, cosOfLatitude, haversineKmWithCosines, type TruckCursor } from '@dishrated/shared';
import { chordForKm, unitVector } from '../../lib/geo-sql.js';
// As the SQL: the nearest `limit + NEAREST_SLACK` by straight-line distance get the exact haversine.
import { NEAREST_SLACK, type LocatedTruckRow } from './repository.js';
import { SUMMARY_END } from './truck-json-sql.js';

/**
 * Trucks on a grid in memory, for nearby and Find Trucks answered without a database query.
 *
 * A cell is 0.01 degrees square (about 1.1 km, narrower in longitude away from the equator). A
 * search walks rings of cells outward from the centre's cell and stops as soon as the trucks it
 * needs are all closer than anything an unvisited ring could hold, so a city centre costs a few
 * cells whatever the number of trucks. Cells are grouped in tiles, whose trucks lie in typed
 * arrays in cell order (see Tile). Searches whose box would span more than MAX_RINGS cells from
 * the centre (large radii, the poles) or cross the antimeridian are not answered here: the
 * search returns undefined and the caller asks the database's index.
 *
 * A search allocates nothing per truck it looks at: candidates go into shared scratch arrays, the
 * cut to the nearest few counts them in buckets, and the page is sorted by a counting sort and insertion.
 *
 * Answers match the SQL queries exactly. Each truck's unit vector is the database's own (the
 * geo_unit column), so straight-line (chord) distances, which order Find Trucks and its cursor,
 * are the same numbers to the bit. Nearby: haversine distance within the radius, nearest first,
 * ties by id. Find Trucks: chord within the radius's chord, nearest first by chord, ties by id,
 * after the cursor. Each item is `{"distanceValue":…,"distance":"… km",` plus the truck's stored
 * list JSON tail: all of it for Find Trucks, its summary part (cut at SUMMARY_END) for nearby.
 */
const CELL_DEGREES = 0.01;
const CELL_RADIANS = (CELL_DEGREES * Math.PI) / 180;
const KM_PER_CELL_OF_LATITUDE = EARTH_RADIUS_KM * CELL_RADIANS;
/** Cells are grouped in tiles of TILE_CELLS x TILE_CELLS (0.1 degrees): one map lookup per tile, not per cell. */
const TILE_CELLS = 10;
const CELLS_PER_TILE = TILE_CELLS * TILE_CELLS;
const MAX_RINGS = 64;
/**
 * Numbers a search reads for every truck it reaches, kept per truck in a tile's `points`: its unit
 * vector (x, y, z) and its filter attributes (see `attributesOf`). Apart from the rest, so a
 * search's walk reads 32 bytes per truck, two trucks to a cache line.
 */
const POINT_STRIDE = 4;
/** Where the filter attributes sit in a truck's point (after x, y and z). */
const ATTRIBUTES = 3;
/**
 * Numbers read only for the trucks that may reach the page, kept in a tile's `numbers`: latitude,
 * longitude, the cosine of the latitude (for the haversine), where the item's summary part and
 * the rest of the item lie in the arena (see IndexedTruck), and the bytes of both in one number
 * (see `partBytes`): six numbers, 48 bytes, where a seventh measured slower.
 */
const STRIDE = 6;
/** Where each of those sits in a truck's `numbers`. */
const [LATITUDE, LONGITUDE, COS_LATITUDE, SUMMARY_AT, REST_AT, PART_BYTES] = [0, 1, 2, 3, 4, 5] as const;
/**
 * The bytes of an item's two parts as one number: summary bytes * PART_SCALE + rest bytes. Each
 * part is under 16 MB: a list item's fields are bounded far below that (a 2,000-character
 * description, at most 10 images).
 */
const PART_SCALE = 2 ** 24;
const partBytes = (summaryBytes: number, restBytes: number) => summaryBytes * PART_SCALE + restBytes;
/** Find Trucks pages deeper than this (offset plus page) are left to the database. */
const MAX_FIND_DEPTH = 2000;
/** A cell's counters: open or not, by price code (0-2, and 3 for any other). */
const COUNTERS_PER_CELL = 8;

/** Find Trucks' filters other than place, as the index can test them. */
export interface FindFilter {
  openNow?: boolean;
  priceRanges?: readonly string[];
  /** Each matches a truck whose cuisine or one of its tags holds it, ignoring case. */
  cuisines?: readonly string[];
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

interface IndexedTruck {
  id: string;
  latitude: number;
  longitude: number;
  x: number;
  y: number;
  z: number;
  attributes: number;
  /**
   * Its list item without the opening brace (the tail), as UTF-8 in the arena, in two parts: the
   * summary (a nearby item without its closing brace) at `summaryAt`, and the rest at `restAt`. A
   * stored item's rest follows its summary; `compact` puts every summary before every rest, so
   * nearby reads its items from the summaries' stretch of memory alone.
   */
  summaryAt: number;
  summaryBytes: number;
  restAt: number;
  restBytes: number;
  tile: Tile;
  /** Its cell within the tile (row * TILE_CELLS + column). */
  cell: number;
  /** Position in the tile's members, for removal without a search. */
  slot: number;
}

/**
 * A tile's trucks, laid out for searching: sorted by cell, with every truck's numbers side by side
 * in one typed array and each cell's range in `cellStart`. A search reads a few contiguous runs of
 * memory per tile instead of an object, an array and a typed array per cell: at a hundred
 * thousand trucks the index is far larger than the CPU's caches, and the scattered reads, not the
 * arithmetic, were the cost. A change only marks the tile; the next search that reaches it lays it
 * out again (a counting sort of its trucks by cell).
 */
class Tile {
  members: IndexedTruck[] = [];
  /** Members in cell order, and their points and numbers (POINT_STRIDE and STRIDE each); valid while `laidOut`. */
  sorted: IndexedTruck[] = [];
  points = new Float64Array(0);
  numbers = new Float64Array(0);
  /** Cell c's trucks are sorted[cellStart[c]] up to sorted[cellStart[c + 1]]. */
  readonly cellStart = new Int32Array(CELLS_PER_TILE + 1);
  /**
   * Each cell's trucks counted by whether they are open and by price range (see `counterOf`),
   * so a count over cells wholly inside a search's circle need not read their trucks; null when
   * a cell holds more than a counter can.
   */
  counts: Uint16Array | null = null;
  laidOut = false;

  add(truck: IndexedTruck): void {
    truck.slot = this.members.length;
    this.members.push(truck);
    this.laidOut = false;
  }

  delete(truck: IndexedTruck): void {
    const last = this.members.pop()!;
    if (last !== truck) {
      this.members[truck.slot] = last;
      last.slot = truck.slot;
    }
    this.laidOut = false;
  }

  layOut(): void {
    const { members, cellStart } = this;
    cellStart.fill(0);
    for (const truck of members) cellStart[truck.cell + 1]!++;
    for (let c = 0; c < CELLS_PER_TILE; c++) cellStart[c + 1]! += cellStart[c]!;
    const next = cellStart.slice(0, CELLS_PER_TILE);
    if (this.numbers.length < members.length * STRIDE) {
      this.points = new Float64Array(members.length * POINT_STRIDE * 2);
      this.numbers = new Float64Array(members.length * STRIDE * 2);
    }
    this.sorted.length = members.length;
    const { points, numbers } = this;
    for (const truck of members) {
      const slot = next[truck.cell]!++;
      this.sorted[slot] = truck;
      const point = slot * POINT_STRIDE;
      points[point] = truck.x;
      points[point + 1] = truck.y;
      points[point + 2] = truck.z;
      points[point + ATTRIBUTES] = truck.attributes;
      const at = slot * STRIDE;
      numbers[at + LATITUDE] = truck.latitude;
      numbers[at + LONGITUDE] = truck.longitude;
      numbers[at + COS_LATITUDE] = cosOfLatitude(truck.latitude);
      numbers[at + SUMMARY_AT] = truck.summaryAt;
      numbers[at + REST_AT] = truck.restAt;
      numbers[at + PART_BYTES] = partBytes(truck.summaryBytes, truck.restBytes);
    }
    const counts = this.counts ?? new Uint16Array(CELLS_PER_TILE * COUNTERS_PER_CELL);
    counts.fill(0);
    let overflow = false;
    for (const truck of members) {
      const counter = truck.cell * COUNTERS_PER_CELL + counterOf(truck.attributes);
      if (counts[counter] === 0xffff) overflow = true;
      else counts[counter]!++;
    }
    this.counts = overflow ? null : counts;
    this.laidOut = true;
  }
}

/**
 * Working space shared by every search, grown as needed: a search runs start to end without
 * yielding, so one set serves them all, and a search allocates nothing per candidate. Candidate
 * i's numbers sit at index i of each array; `order` lists candidates by position on the page.
 */
const scratch = {
  chords: new Float64Array(256),
  /**
   * Where each candidate is: its tile's slot in `tilesFound` and its place in that tile's sorted
   * trucks. Numbers, not references: storing a reference per truck looked at cost a write barrier
   * each, and reading the truck's object another cache line.
   */
  tileSlots: new Int32Array(256),
  places: new Int32Array(256),
  /** Each candidate's haversine km, once computed. */
  km: new Float64Array(256),
  order: new Int32Array(256),
  /** The chords of the bucket `nthSmallest` looks in, reordered by it. */
  selection: new Float64Array(256),
  /** Bucket counts: of `nthSmallest`, and of `sortCandidates`' counting sort, where each bucket begins in `order`. */
  bucketStarts: new Int32Array(257),
  grow(): void {
    const grown = <T extends Float64Array | Int32Array>(old: T): T => {
      const bigger = new (old.constructor as new (length: number) => T)(old.length * 2);
      bigger.set(old);
      return bigger;
    };
    this.chords = grown(this.chords);
    this.tileSlots = grown(this.tileSlots);
    this.places = grown(this.places);
    this.km = grown(this.km);
    this.order = grown(this.order);
    this.selection = new Float64Array(this.chords.length);
  },
};

/**
 * Adds the truck at `place` of the tile in `tileSlot` to scratch as candidate `count`, with its
 * chord; its other numbers are read from the tile only for the few candidates that reach the page.
 */
function collect(tileSlot: number, place: number, chord: number, count: number): void {
  if (count === scratch.chords.length) scratch.grow();
  scratch.chords[count] = chord;
  scratch.tileSlots[count] = tileSlot;
  scratch.places[count] = place;
}

/**
 * Collects the trucks `start` to `end` of a tile's sorted trucks whose squared chord from (x, y,
 * z) is at most `most`, after the `count` collected so far; returns the new count. Nearby's walk:
 * a plain loop over the tile's points, with nothing but numbers stored.
 */
function collectWithin(points: Float64Array, tileSlot: number, start: number, end: number, x: number, y: number, z: number, most: number, count: number): number {
  for (let i = start; i < end; i++) {
    const point = i * POINT_STRIDE;
    const dx = points[point]! - x;
    const dy = points[point + 1]! - y;
    const dz = points[point + 2]! - z;
    const chord = dx * dx + dy * dy + dz * dz;
    if (chord <= most) collect(tileSlot, i, chord, count++);
  }
  return count;
}

/** The tile candidate i lies in (valid until the next search starts). */
const candidateTile = (i: number): Tile => tilesFound.tiles[scratch.tileSlots[i]!]!;

/** Candidate i's truck id. */
const candidateId = (i: number): string => candidateTile(i).sorted[scratch.places[i]!]!.id;

/** Candidate i's haversine distance in km from the centre. */
function candidateKm(i: number, lat: number, lng: number, cosCentre: number): number {
  const numbers = candidateTile(i).numbers;
  const at = scratch.places[i]! * STRIDE;
  return haversineKmWithCosines(lat, lng, cosCentre, numbers[at + LATITUDE]!, numbers[at + LONGITUDE]!, numbers[at + COS_LATITUDE]!);
}

/**
 * The n-th smallest (1-based) of the first `count` numbers, none negative, in linear time: a count
 * of them in as many buckets as numbers, by value from 0 to the largest, finds the bucket holding
 * it, and a quickselect over that bucket's few values finds it there (a quickselect over them all
 * cost a nearby search about 2 microseconds).
 */
function nthSmallest(numbers: Float64Array, count: number, n: number): number {
  let largest = 0;
  for (let i = 0; i < count; i++) {
    if (numbers[i]! > largest) largest = numbers[i]!;
  }
  if (scratch.bucketStarts.length < count) scratch.bucketStarts = new Int32Array(2 * count + 1);
  const counts = scratch.bucketStarts;
  counts.fill(0, 0, count);
  const scale = largest > 0 ? (count - 1) / largest : 0;
  for (let i = 0; i < count; i++) counts[Math.floor(numbers[i]! * scale)]!++;
  let [bucket, below] = [0, 0];
  while (below + counts[bucket]! < n) below += counts[bucket++]!;
  const values = scratch.selection;
  let inBucket = 0;
  for (let i = 0; i < count; i++) {
    if (Math.floor(numbers[i]! * scale) === bucket) values[inBucket++] = numbers[i]!;
  }
  return quickselect(values, inBucket, n - below);
}

/** The n-th smallest (1-based) of the first `count` of `values`, which it reorders. */
function quickselect(values: Float64Array, count: number, n: number): number {
  let [low, high] = [0, count - 1];
  const k = n - 1;
  while (low < high) {
    const pivot = values[(low + high) >> 1]!;
    let [i, j] = [low, high];
    while (i <= j) {
      while (values[i]! < pivot) i++;
      while (values[j]! > pivot) j--;
      if (i <= j) {
        const swap = values[i]!;
        values[i++] = values[j]!;
        values[j--] = swap;
      }
    }
    if (k <= j) high = j;
    else if (k >= i) low = i;
    else break;
  }
  return values[k]!;
}

/** Runs longer than this are finished by Array.prototype.sort rather than by insertion. */
const INSERTION_SORT_MAX = 256;

/**
 * Puts the candidates whose `keys` are at most `most` into `scratch.order`, sorted by key and then
 * by id, and returns how many there are. A counting sort first places them in as many buckets as
 * there are candidates, by key from 0 to the largest; an insertion sort then has little left to
 * move (alone, it moved each of a nearby page's 60 past half the others: 3 of a search's 30
 * microseconds). No comparator calls, no allocation, and a truck (for its id) is read only on a tie.
 */
function sortCandidates(count: number, keys: Float64Array, most: number): number {
  const { order } = scratch;
  let kept = 0;
  let largest = 0;
  for (let i = 0; i < count; i++) {
    const key = keys[i]!;
    if (key > most) continue;
    kept++;
    if (key > largest) largest = key;
  }
  if (scratch.bucketStarts.length <= kept) scratch.bucketStarts = new Int32Array(2 * kept + 1);
  const starts = scratch.bucketStarts;
  starts.fill(0, 0, kept + 1);
  // Bucket floor(key * scale): 0 to kept - 1.
  const scale = largest > 0 ? (kept - 1) / largest : 0;
  for (let i = 0; i < count; i++) {
    const key = keys[i]!;
    if (key <= most) starts[Math.floor(key * scale) + 1]!++;
  }
  for (let bucket = 0; bucket < kept; bucket++) starts[bucket + 1]! += starts[bucket]!;
  for (let i = 0; i < count; i++) {
    const key = keys[i]!;
    if (key <= most) order[starts[Math.floor(key * scale)]!++] = i;
  }
  if (kept > INSERTION_SORT_MAX) {
    const sorted = Array.from(order.subarray(0, kept)).sort((a, b) => keys[a]! - keys[b]! || (candidateId(a) < candidateId(b) ? -1 : 1));
    order.set(sorted);
    return kept;
  }
  for (let placed = 1; placed < kept; placed++) {
    const candidate = order[placed]!;
    const key = keys[candidate]!;
    let j = placed - 1;
    while (j >= 0 && (keys[order[j]!]! > key || (keys[order[j]!] === key && candidateId(order[j]!) > candidateId(candidate)))) {
      order[j + 1] = order[j]!;
      j--;
    }
    order[j + 1] = candidate;
  }
  return kept;
}

/** Which of a cell's counters a truck counts in: 4 when it is open, plus its price code (3 for any other). */
function counterOf(attributes: number): number {
  return (((attributes >> 3) & 7) === OPEN_CODE ? 4 : 0) + Math.min(attributes & 7, 3);
}

/** The squared straight-line distance between unit vectors `km` apart on the sphere. */
const squaredChord = (km: number) => chordForKm(km) ** 2;

const latCell = (lat: number) => Math.floor(lat / CELL_DEGREES);
const lngCell = (lng: number) => Math.floor(lng / CELL_DEGREES);
const tileKey = (row: number, column: number) => Math.floor(row / TILE_CELLS) * 100_000 + Math.floor(column / TILE_CELLS);
const cellInTile = (row: number, column: number) => (row - Math.floor(row / TILE_CELLS) * TILE_CELLS) * TILE_CELLS + (column - Math.floor(column / TILE_CELLS) * TILE_CELLS);

/** The cells a search around a centre must cover, or undefined when the grid does not answer it. */
interface SearchArea {
  centreRow: number;
  centreColumn: number;
  rows: number;
  columns: number;
  /** The cosine of the area's latitude farthest from the equator, where longitude cells are narrowest. */
  cosFarthest: number;
  /** This search's number in `tilesFound`, and the tile row and column its first slot stands for. */
  search: number;
  firstTileRow: number;
  firstTileColumn: number;
}

/**
 * The tiles the current search has looked up, by place in the square of tiles its widest ring can
 * reach: one map lookup per tile, not one per cell (a ring's side cells alternate between two
 * tiles, and with the index far larger than the CPU's caches each lookup was a few cache misses).
 * A slot counts only when stamped with the current search's number (searches count from 1).
 */
const TILE_SPAN = Math.floor((2 * MAX_RINGS) / TILE_CELLS) + 2;
const tilesFound = { tiles: new Array<Tile | undefined>(TILE_SPAN * TILE_SPAN), stamps: new Int32Array(TILE_SPAN * TILE_SPAN), searches: 0 };

function searchArea(lat: number, lng: number, radiusKm: number): SearchArea | undefined {
  // Rows and columns of cells that can hold a truck within the radius (one extra for the
  // centre's own offset inside its cell).
  const rows = Math.ceil(radiusKm / KM_PER_CELL_OF_LATITUDE) + 1;
  const farthestLat = Math.min(90, Math.abs(lat) + rows * CELL_DEGREES);
  const cosFarthest = Math.cos((farthestLat * Math.PI) / 180);
  const columns = cosFarthest <= 0 ? Infinity : Math.ceil(radiusKm / (KM_PER_CELL_OF_LATITUDE * cosFarthest)) + 1;
  if (rows > MAX_RINGS || columns > MAX_RINGS) return undefined;
  if (lngCell(lng - columns * CELL_DEGREES) < -18000 || lngCell(lng + columns * CELL_DEGREES) >= 18000) return undefined;
  const [centreRow, centreColumn] = [latCell(lat), lngCell(lng)];
  // Rings reach as far as the wider of the two in both directions (see countRing).
  const reach = Math.max(rows, columns);
  tilesFound.searches++;
  if (tilesFound.searches === 0x7fffffff) {
    // Numbers come round again: forget every stamp first.
    tilesFound.stamps.fill(0);
    tilesFound.searches = 1;
  }
  return {
    centreRow,
    centreColumn,
    rows,
    columns,
    cosFarthest,
    search: tilesFound.searches,
    firstTileRow: Math.floor((centreRow - reach) / TILE_CELLS),
    firstTileColumn: Math.floor((centreColumn - reach) / TILE_CELLS),
  };
}

/**
 * The squared chord within which every truck lies in the rings visited so far (0 to `ring`): an
 * unvisited cell is at least `ring` whole cells away in latitude or in longitude (there at the
 * area's widest latitude, where longitude cells are narrowest).
 */
function coveredSquaredChord(area: SearchArea, ring: number): number {
  return squaredChord(Math.min(ring * KM_PER_CELL_OF_LATITUDE, 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, area.cosFarthest * Math.sin((ring * CELL_RADIANS) / 2)))));
}

/**
 * Whether every point of ring `ring`'s cells lies within `radiusKm` of the centre: such a cell is
 * at most `ring + 1` cells away in latitude and in longitude (the centre sits somewhere in its own
 * cell), and at this scale the sphere is flat to far better than the 1% margin.
 */
function ringIsWhole(area: SearchArea, lat: number, ring: number, radiusKm: number): boolean {
  const nearestToEquator = Math.max(0, Math.abs(lat) - (ring + 1) * CELL_DEGREES);
  const cosMost = Math.cos((nearestToEquator * Math.PI) / 180);
  const span = (ring + 1) * KM_PER_CELL_OF_LATITUDE;
  return span * Math.sqrt(1 + cosMost * cosMost) * 1.01 + 0.01 <= radiusKm && ring <= Math.min(area.rows, area.columns);
}

/** How many of the first `count` candidates have a squared chord of at most `limit`. */
function countWithin(count: number, limit: number, squared: boolean): number {
  let within = 0;
  for (let i = 0; i < count; i++) {
    const chord = scratch.chords[i]!;
    if ((squared ? chord : chord * chord) <= limit) within++;
  }
  return within;
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

/**
 * Every item head the grid can write, `{"distanceValue":…,"distance":"… km",`, one per hundredth
 * of a km up to the widest radius it answers (MAX_RINGS cells), side by side in one buffer: a
 * page copies each item's head as it copies its stored bytes, instead of formatting a number.
 * About 300 KB, with a view of each head (7,100 views), built once.
 */
const HEADS = (() => {
  const count = Math.ceil(MAX_RINGS * KM_PER_CELL_OF_LATITUDE * 100) + 1;
  const texts = Array.from({ length: count }, (_, hundredths) => {
    const text = distanceText(hundredths);
    return `{"distanceValue":${text},"distance":"${text} km",`;
  });
  const starts = new Int32Array(count + 1);
  texts.forEach((text, i) => (starts[i + 1] = starts[i]! + text.length));
  const bytes = Buffer.from(texts.join(''), 'latin1');
  // A view of each head, made once: a page copies a head from its view (TypedArray#set) in a
  // fraction of the time of a loop over its 45 bytes or of Buffer#copy, which makes a view per
  // call (a nearby search at 100k trucks: 19.4 to 16.8 microseconds with warm caches, 35 to 32 cold).
  const views = texts.map((_, i) => new Uint8Array(bytes.buffer, bytes.byteOffset + starts[i]!, starts[i + 1]! - starts[i]!));
  return { bytes, starts, views };
})();

/**
 * Pages that find no free page slot in the arena (see PageSlots) are cut from shared 1 MB slabs,
 * as Buffer.allocUnsafe does for small buffers: a 30 KB page allocated on its own is an
 * ArrayBuffer of its own, with its own allocation and external-memory accounting for the garbage
 * collector. A slab's bytes are never handed out twice; it is freed when its last page has been
 * sent.
 */
const SLAB_BYTES = 1 << 20;
let slab = Buffer.allocUnsafe(0);
let slabUsed = 0;

function pageBuffer(size: number): Buffer {
  if (size > SLAB_BYTES / 4) return Buffer.allocUnsafe(size);
  if (slabUsed + size > slab.length) {
    slab = Buffer.allocUnsafe(SLAB_BYTES);
    slabUsed = 0;
  }
  const page = slab.subarray(slabUsed, slabUsed + size);
  // Keep the next page 8-byte aligned, as Buffer's own pool does.
  slabUsed += (size + 7) & ~7;
  return page;
}

/** Page slots: 64 of 32 KB, 2 MB past an arena's items (a nearby page of 50 is some 20 KB). */
const PAGE_SLOT_BYTES = 32 * 1024;
const PAGE_SLOTS = 64;
const PAGE_SLOTS_BYTES = PAGE_SLOT_BYTES * PAGE_SLOTS;

/**
 * Slots for pages in the arena's own memory, past its items. A page written there copies each
 * item with copyWithin, which makes nothing (Buffer#copy between two buffers makes a view per
 * call), into memory that the last few pages warmed, where a page cut from a slab is written into
 * memory no request has touched yet. A slot is taken while its page is being sent and given back
 * once the answer's connection has let go of it (`release`); when none is free, or a page is
 * larger than a slot, the page is cut from a slab as before.
 */
class PageSlots {
  /** Where the slots begin in the arena, or -1 when it has none. */
  at = -1;
  private free: number[] = [];
  private readonly taken = new Uint8Array(PAGE_SLOTS);

  /** A new arena's slots, all free (pages still being sent from the old one keep it alive). */
  reset(arena: Buffer): void {
    this.at = arena.length >= PAGE_SLOTS_BYTES ? arena.length - PAGE_SLOTS_BYTES : -1;
    this.free = this.at < 0 ? [] : Array.from({ length: PAGE_SLOTS }, (_, slot) => PAGE_SLOTS - 1 - slot);
    this.taken.fill(0);
  }

  /** A free slot's offset in the arena for a page of `size` bytes, or -1. */
  take(size: number): number {
    if (size > PAGE_SLOT_BYTES || this.free.length === 0) return -1;
    const slot = this.free.pop()!;
    this.taken[slot] = 1;
    return this.at + slot * PAGE_SLOT_BYTES;
  }

  /** Gives back the slot of `page` if it is one of this arena's (anything else is left to the garbage collector). */
  release(arena: Buffer, page: Buffer): void {
    if (this.at < 0 || page.buffer !== arena.buffer) return;
    const slot = (page.byteOffset - arena.byteOffset - this.at) / PAGE_SLOT_BYTES;
    if (!Number.isInteger(slot) || slot < 0 || slot >= PAGE_SLOTS || !this.taken[slot]) return;
    this.taken[slot] = 0;
    this.free.push(slot);
  }
}

/**
 * Per item of the page being written: its distance in hundredths of a km and where its bytes lie
 * (its summary part, and the rest of the item when the page lists whole items; else no bytes).
 */
const page = {
  hundredths: new Int32Array(256),
  summaryAt: new Float64Array(256),
  summaryBytes: new Float64Array(256),
  restAt: new Float64Array(256),
  restBytes: new Float64Array(256),
  grow(count: number): void {
    this.hundredths = new Int32Array(count);
    this.summaryAt = new Float64Array(count);
    this.summaryBytes = new Float64Array(count);
    this.restAt = new Float64Array(count);
    this.restBytes = new Float64Array(count);
  },
};

/** How a page writes its items: whole list items (Find Trucks) or nearby summaries. */
type ItemShape = 'item' | 'summary';
const SUMMARY_END_BYTES = Buffer.from(SUMMARY_END);

/**
 * The JSON array of the candidates at positions `from` to `from + count` of `scratch.order`
 * (their haversine km in `scratch.km`), inside the caller's frame, written into one buffer (a
 * free page slot of the arena, else a slab's): each item's head (from HEADS) and then its stored
 * bytes (a summary: its summary part and a closing brace; a whole item: both parts), so no item
 * string is built or joined, nothing is copied again to wrap it, and nothing is encoded again
 * when it is sent.
 */
function pageJson(from: number, count: number, arena: Buffer, pageSlots: PageSlots, frame: PageFrame, shape: ItemShape, totals: Omit<PageSummary, 'count'> = {}): Buffer {
  const { places, km, order } = scratch;
  // A summary's bytes are its stored part plus the closing brace; a whole item's, both parts.
  const closing = shape === 'summary' ? 1 : 0;
  const { before, after } = frame({ ...totals, count });
  const { starts, views: headViews } = HEADS;
  if (page.hundredths.length < count) page.grow(count);
  const { hundredths, summaryAt, summaryBytes, restAt, restBytes } = page;
  let size = Buffer.byteLength(before) + Buffer.byteLength(after) + 2 + Math.max(0, count - 1);
  for (let i = 0; i < count; i++) {
    const candidate = order[from + i]!;
    hundredths[i] = Math.floor(km[candidate]! * 100 + 0.5);
    const numbers = candidateTile(candidate).numbers;
    const at = places[candidate]! * STRIDE;
    const bytes = numbers[at + PART_BYTES]!;
    summaryAt[i] = numbers[at + SUMMARY_AT]!;
    summaryBytes[i] = Math.floor(bytes / PART_SCALE);
    restAt[i] = numbers[at + REST_AT]!;
    restBytes[i] = closing ? 0 : bytes % PART_SCALE;
    size += starts[hundredths[i]! + 1]! - starts[hundredths[i]!]! + summaryBytes[i]! + restBytes[i]! + closing;
  }
  touchItems(arena, count);
  const slotAt = pageSlots.take(size);
  const inArena = slotAt >= 0;
  const [json, start] = inArena ? [arena, slotAt] : [pageBuffer(size), 0];
  let at = start + json.write(before, start);
  json[at++] = 91; // '['
  for (let i = 0; i < count; i++) {
    if (i > 0) json[at++] = 44; // ','
    const head = headViews[hundredths[i]!]!;
    json.set(head, at);
    at += head.length;
    if (inArena) arena.copyWithin(at, summaryAt[i]!, summaryAt[i]! + summaryBytes[i]!);
    else arena.copy(json, at, summaryAt[i]!, summaryAt[i]! + summaryBytes[i]!);
    at += summaryBytes[i]!;
    if (restBytes[i]) {
      if (inArena) arena.copyWithin(at, restAt[i]!, restAt[i]! + restBytes[i]!);
      else arena.copy(json, at, restAt[i]!, restAt[i]! + restBytes[i]!);
      at += restBytes[i]!;
    }
    if (closing) json[at++] = 125; // '}'
  }
  json[at++] = 93; // ']'
  json.write(after, at);
  return inArena ? arena.subarray(start, start + size) : json;
}

/** Where touchItems leaves what it read, only so its loads are not optimised away. */
let touchedSum = 0;

/**
 * Reads one byte of every cache line of the page's items (and their heads) before they are
 * copied. The index is far larger than the CPU's caches, so each item is a few misses of main
 * memory; a loop of plain loads lets the CPU wait on many of them at once, where one copy call
 * after another waits on each in turn. Measured on a hundred thousand trucks: a nearby page's
 * writing took about a third less.
 */
function touchItems(arena: Buffer, count: number): void {
  const { summaryAt, summaryBytes, restAt, restBytes, hundredths } = page;
  const { bytes: heads, starts } = HEADS;
  let sum = 0;
  for (let i = 0; i < count; i++) {
    const [start, end] = [summaryAt[i]!, summaryAt[i]! + summaryBytes[i]!];
    for (let at = start; at < end; at += 64) sum += arena[at]!;
    sum += arena[end - 1]!;
    if (restBytes[i]) {
      const [restStart, restEnd] = [restAt[i]!, restAt[i]! + restBytes[i]!];
      for (let at = restStart; at < restEnd; at += 64) sum += arena[at]!;
      sum += arena[restEnd - 1]!;
    }
    // Its head too: the table is small, but not in cache after a request's network work.
    sum += heads[starts[hundredths[i]!]!]! + heads[starts[hundredths[i]! + 1]! - 1]!;
  }
  touchedSum = (touchedSum + sum) | 0;
}

const bareArray: PageFrame = () => ({ before: '', after: '' });

/**
 * What a search does with each run of trucks a ring walk reaches: trucks `start` to `end` of the
 * tile in slot `tileSlot` of `tilesFound` (in its sorted order).
 */
type RunVisit = (tile: Tile, tileSlot: number, start: number, end: number) => void;

/** Bit flags of the statuses and price ranges a filter lets through, by their code in `attributesOf`. */
const EVERY_CODE = 0xff;
const OTHER_CODE = 7;
const codeOf = (values: readonly string[], value: string | null | undefined) => {
  const code = value ? values.indexOf(value) : -1;
  return code < 0 ? OTHER_CODE : code;
};
const FACETS_PER_ATTRIBUTE = 64;
const OPEN_CODE = TRUCK_STATUSES.indexOf('open');

/** Letters A-Z lowered, nothing else: the case folding of ILIKE for ASCII text. */
const lowerAscii = (text: string) => text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
// eslint-disable-next-line no-control-regex -- the ASCII range is the point
const NON_ASCII = /[^\u0000-\u007f]/;

/** A truck's cuisine and tags, lowered, shared by every truck with the same ones. */
interface Facet {
  texts: string[];
  /** Text outside ASCII: whether ILIKE folds its case as lowerAscii does depends on the database's locale. */
  ascii: boolean;
}

export class NearbyIndex {
  private readonly trucks = new Map<string, IndexedTruck>();
  private readonly tiles = new Map<number, Tile>();
  private readonly facetIds = new Map<string, number>();
  private readonly facets: Facet[] = [];
  /**
   * Every truck's list item bytes, in one buffer rather than a buffer each, laid out in map order
   * (see `compact`), so a page's items are read from a few nearby stretches of memory, which
   * measured faster than from a hundred thousand scattered buffers. A changed item is appended
   * and its old bytes left behind until `compact` rewrites the arena.
   */
  private arena: Buffer = Buffer.alloc(0);
  private arenaUsed = 0;
  private arenaGarbage = 0;
  private readonly pageSlots = new PageSlots();

  get size(): number {
    return this.trucks.size;
  }

  /** The arena's bytes: items (including replaced ones not yet compacted away) and the page slots past them. */
  get itemBytes(): number {
    return this.arena.length;
  }

  /** Room for items in the arena: its bytes before the page slots. */
  private get arenaCapacity(): number {
    return this.pageSlots.at < 0 ? this.arena.length : this.pageSlots.at;
  }

  /** A new arena for `itemBytes` of items, with page slots past them. */
  private newArena(itemBytes: number): Buffer {
    const arena = Buffer.allocUnsafe(itemBytes + PAGE_SLOTS_BYTES);
    this.pageSlots.reset(arena);
    return arena;
  }

  /**
   * Gives back the memory of a page this index answered with, once its answer has been sent or
   * its connection closed: until then the socket may still be reading it.
   */
  releasePage(page: Buffer): void {
    this.pageSlots.release(this.arena, page);
  }

  clear(): void {
    this.trucks.clear();
    this.tiles.clear();
    this.facetIds.clear();
    this.facets.length = 0;
    this.arena = Buffer.alloc(0);
    this.pageSlots.reset(this.arena);
    this.arenaUsed = 0;
    this.arenaGarbage = 0;
  }

  /** Makes room for `bytes` more of item text at once (a load that knows its size grows the arena once). */
  reserve(bytes: number): void {
    this.growArena(bytes);
  }

  /** Loads every truck afresh, then lays the items out in map order. */
  replaceAll(rows: LocatedTruckRow[]): void {
    this.clear();
    this.reserve(rows.reduce((bytes, row) => bytes + (row.tail ? Buffer.byteLength(row.tail) : 0), 0));
    for (const row of rows) this.put(row);
    this.compact();
  }

  /** Adds or moves a truck; one without a position (or list item) leaves the index. */
  put(row: LocatedTruckRow): void {
    this.remove(row.id);
    const { id, latitude: lat, longitude: lng, tail } = row;
    if (lat === null || lng === null || tail === null) return;
    const [cellRow, column] = [latCell(lat), lngCell(lng)];
    const key = tileKey(cellRow, column);
    let tile = this.tiles.get(key);
    if (!tile) this.tiles.set(key, (tile = new Tile()));
    const [x, y, z] = row.x != null && row.y != null && row.z != null ? [row.x, row.y, row.z] : unitVector(lat, lng);
    const truck: IndexedTruck = { id, latitude: lat, longitude: lng, x, y, z, attributes: this.attributesOf(row), ...this.store(tail), tile, cell: cellInTile(cellRow, column), slot: 0 };
    tile.add(truck);
    this.trucks.set(id, truck);
  }

  remove(id: string): void {
    const truck = this.trucks.get(id);
    if (!truck) return;
    this.trucks.delete(id);
    this.arenaGarbage += truck.summaryBytes + truck.restBytes;
    truck.tile.delete(truck);
    if (truck.tile.members.length === 0) {
      const [row, column] = [latCell(truck.latitude), lngCell(truck.longitude)];
      this.tiles.delete(tileKey(row, column));
    }
    if (this.arenaGarbage > 1 << 20 && this.arenaGarbage > this.arenaUsed / 2) this.compact();
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

  private growArena(bytes: number): void {
    if (this.arenaUsed + bytes <= this.arenaCapacity) return;
    const grown = this.newArena(Math.max(64 * 1024, this.arenaUsed + bytes, this.arenaCapacity * 2));
    this.arena.copy(grown, 0, 0, this.arenaUsed);
    this.arena = grown;
  }

  private store(tail: string): Pick<IndexedTruck, 'summaryAt' | 'summaryBytes' | 'restAt' | 'restBytes'> {
    const bytes = Buffer.byteLength(tail);
    this.growArena(bytes);
    const summaryAt = this.arenaUsed;
    this.arenaUsed += this.arena.write(tail, summaryAt);
    // As the SQL cut: up to SUMMARY_END, or the whole item without its closing brace.
    const cut = this.arena.subarray(summaryAt, summaryAt + bytes).indexOf(SUMMARY_END_BYTES);
    const summaryBytes = cut < 0 ? bytes - 1 : cut;
    return { summaryAt, summaryBytes, restAt: summaryAt + summaryBytes, restBytes: bytes - summaryBytes };
  }

  /**
   * Rewrites the arena in map order, without the bytes of replaced items: every summary part
   * first, then every rest, so nearby's reads stay within the summaries (at a hundred thousand
   * trucks, 35 of 52 MB; its search measured about 1 microsecond less).
   */
  compact(): void {
    const compacted = this.newArena(Math.max(64 * 1024, this.arenaUsed - this.arenaGarbage));
    const tiles = [...this.tiles.keys()].sort((a, b) => a - b).map((key) => this.tiles.get(key)!);
    let used = 0;
    for (const tile of tiles) {
      if (!tile.laidOut) tile.layOut();
      for (const truck of tile.sorted) {
        this.arena.copy(compacted, used, truck.summaryAt, truck.summaryAt + truck.summaryBytes);
        truck.summaryAt = used;
        used += truck.summaryBytes;
      }
    }
    for (const tile of tiles) {
      for (const truck of tile.sorted) {
        this.arena.copy(compacted, used, truck.restAt, truck.restAt + truck.restBytes);
        truck.restAt = used;
        used += truck.restBytes;
      }
      // Its numbers hold the old offsets.
      tile.laidOut = false;
    }
    this.arena = compacted;
    this.arenaUsed = used;
    this.arenaGarbage = 0;
  }

  /**
   * The slot in `tilesFound` of the tile holding cell (row, column), laid out, looked up once per
   * search; -1 when there is no such tile.
   */
  private tileSlotAt(area: SearchArea, row: number, column: number): number {
    const slot = (Math.floor(row / TILE_CELLS) - area.firstTileRow) * TILE_SPAN + (Math.floor(column / TILE_CELLS) - area.firstTileColumn);
    if (tilesFound.stamps[slot] !== area.search) {
      const tile = this.tiles.get(tileKey(row, column));
      if (tile && !tile.laidOut) tile.layOut();
      tilesFound.tiles[slot] = tile;
      tilesFound.stamps[slot] = area.search;
    }
    return tilesFound.tiles[slot] ? slot : -1;
  }

  /** Visits the runs of trucks in the cells of ring `ring` around the area's centre. */
  private walkRing(area: SearchArea, ring: number, visit: RunVisit): void {
    const { centreRow, centreColumn, rows, columns } = area;
    for (let dRow = -Math.min(ring, rows); dRow <= Math.min(ring, rows); dRow++) {
      const row = centreRow + dRow;
      // The ring's top and bottom rows whole; on the rows between, its two ends.
      if (Math.abs(dRow) === ring) this.walkRun(area, row, centreColumn - Math.min(ring, columns), centreColumn + Math.min(ring, columns), visit);
      else if (ring <= columns) {
        this.walkRun(area, row, centreColumn - ring, centreColumn - ring, visit);
        this.walkRun(area, row, centreColumn + ring, centreColumn + ring, visit);
      }
    }
  }

  /**
   * Visits the runs of trucks in rings 0 to `reach` at once, row by row: the same cells as
   * walkRing for each of those rings, but each row in one run per tile where a ring's sides are a
   * run per cell (with the index far larger than the CPU's caches, each run costs misses of its own).
   */
  private walkSquare(area: SearchArea, reach: number, visit: RunVisit): void {
    const { centreRow, centreColumn, rows, columns } = area;
    const [rowReach, columnReach] = [Math.min(reach, rows), Math.min(reach, columns)];
    for (let dRow = -rowReach; dRow <= rowReach; dRow++) this.walkRun(area, centreRow + dRow, centreColumn - columnReach, centreColumn + columnReach, visit);
  }

  /**
   * How far a search walks at once: the ring it can expect `wanted` trucks to lie within, from
   * the density of the centre's tile (about pi r^2 cells lie within r cells of the centre), plus
   * one, rounded down; 0 when its tile is empty. A search that falls short walks on ring by ring.
   * At a hundred thousand trucks this walks 16 runs a search instead of 31 for 173 trucks instead
   * of 153, about 2 microseconds less; half a ring less or more measured no better.
   */
  private expectedReach(area: SearchArea, wanted: number): number {
    const tileSlot = this.tileSlotAt(area, area.centreRow, area.centreColumn);
    if (tileSlot < 0) return 0;
    const perCell = tilesFound.tiles[tileSlot]!.members.length / CELLS_PER_TILE;
    return Math.min(Math.max(area.rows, area.columns), Math.floor(Math.sqrt(wanted / (Math.PI * perCell)) + 1));
  }

  /**
   * Visits the trucks of cells `first` to `last` (columns) of one row. Within a tile those cells
   * are consecutive, and so are their trucks in its sorted order: one loop per tile, not per cell.
   */
  private walkRun(area: SearchArea, row: number, first: number, last: number, visit: RunVisit): void {
    for (let column = first; column <= last; ) {
      const runEnd = Math.min(last, (Math.floor(column / TILE_CELLS) + 1) * TILE_CELLS - 1);
      const tileSlot = this.tileSlotAt(area, row, column);
      if (tileSlot >= 0) {
        const tile = tilesFound.tiles[tileSlot]!;
        const cell = cellInTile(row, column);
        const [start, end] = [tile.cellStart[cell]!, tile.cellStart[cell + runEnd - column + 1]!];
        if (start < end) visit(tile, tileSlot, start, end);
      }
      column = runEnd + 1;
    }
  }

  /**
   * How many trucks of ring `ring`'s cells count in `counters` (see `counterOf`), from the cells'
   * counters, or from their trucks in a tile whose counters overflowed.
   */
  private countRing(area: SearchArea, ring: number, counters: readonly number[]): number {
    const { centreRow, centreColumn } = area;
    let total = 0;
    for (let dRow = -ring; dRow <= ring; dRow++) {
      const edgeRow = Math.abs(dRow) === ring;
      for (let dColumn = -ring; dColumn <= ring; dColumn += edgeRow || ring === 0 ? 1 : 2 * ring) {
        const [row, column] = [centreRow + dRow, centreColumn + dColumn];
        const tileSlot = this.tileSlotAt(area, row, column);
        if (tileSlot < 0) continue;
        const tile = tilesFound.tiles[tileSlot]!;
        const cell = cellInTile(row, column);
        if (tile.counts) {
          for (const counter of counters) total += tile.counts[cell * COUNTERS_PER_CELL + counter]!;
          continue;
        }
        for (let i = tile.cellStart[cell]!, end = tile.cellStart[cell + 1]!; i < end; i++) {
          if (counters.includes(counterOf(tile.points[i * POINT_STRIDE + ATTRIBUTES]!))) total++;
        }
      }
    }
    return total;
  }

  /**
   * Nearby: the `limit` nearest trucks within `radiusKm` by haversine, ties by id, as a JSON
   * array of their summaries inside `frame`, or undefined when the grid does not answer this search.
   */
  nearest(lat: number, lng: number, radiusKm: number, limit: number, frame: PageFrame = bareArray): Buffer | undefined {
    const area = searchArea(lat, lng, radiusKm);
    if (!area) return undefined;
    const [x, y, z] = unitVector(lat, lng);
    // A little past the radius, so float rounding never drops a truck the haversine keeps.
    const withinRadius = squaredChord(radiusKm) * (1 + 1e-9) + 1e-18;
    const wanted = limit + NEAREST_SLACK;
    let count = 0;
    const visit: RunVisit = (tile, tileSlot, start, end) => {
      count = collectWithin(tile.points, tileSlot, start, end, x, y, z, withinRadius, count);
    };
    const rings = Math.max(area.rows, area.columns);
    const reach = this.expectedReach(area, wanted);
    this.walkSquare(area, reach, visit);
    for (let ring = reach; ring <= rings; ring++) {
      if (ring > reach) this.walkRing(area, ring, visit);
      // Once `wanted` trucks lie within the covered distance, no farther ring can change the answer.
      if (count >= wanted && countWithin(count, coveredSquaredChord(area, ring), true) >= wanted) break;
    }

    // The `wanted` nearest by chord, then the exact haversine decides, as in the SQL: within the
    // radius, nearest first, ties by id.
    const { chords, km } = scratch;
    const cutoff = count > wanted ? nthSmallest(chords, count, wanted) : Infinity;
    const cosCentre = cosOfLatitude(lat);
    for (let i = 0; i < count; i++) km[i] = chords[i]! > cutoff ? Infinity : candidateKm(i, lat, lng, cosCentre);
    const inRadius = sortCandidates(count, km, radiusKm);
    return pageJson(0, Math.min(inRadius, limit), this.arena, this.pageSlots, frame, 'summary');
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
    const filterTest = this.matcher(filter);
    if (!filterTest) return undefined;
    const { matches, counters } = filterTest;
    const [x, y, z] = unitVector(lat, lng);
    const radiusChord = chordForKm(radiusKm);
    const cursor = paging.cursor ? { chord: paging.cursor.chord, id: paging.cursor.id.toLowerCase() } : undefined;
    const overCap = TRUCK_COUNT_CAP + 1;
    let matching = 0;
    let count = 0;
    let unsure = false;
    let collecting = true;
    const visit: RunVisit = (tile, tileSlot, start, end) => {
      const { points, sorted } = tile;
      for (let i = start; i < end; i++) {
        const point = i * POINT_STRIDE;
        const dx = points[point]! - x;
        const dy = points[point + 1]! - y;
        const dz = points[point + 2]! - z;
        // The same arithmetic as the cube extension's distance, so the same number as the SQL's.
        const chord = Math.sqrt(dx * dx + dy * dy + dz * dz);
        if (chord > radiusChord) continue;
        const verdict = matches(points[point + ATTRIBUTES]!);
        if (verdict !== true) {
          unsure ||= verdict === undefined;
          continue;
        }
        matching++;
        if (!collecting || (cursor && (chord < cursor.chord || (chord === cursor.chord && sorted[i]!.id <= cursor.id)))) continue;
        collect(tileSlot, i, chord, count++);
      }
    };
    const rings = Math.max(area.rows, area.columns);
    let ring = 0;
    // The page: rings outward until its trucks all lie within the covered distance.
    for (; ring <= rings && !unsure && collecting; ring++) {
      this.walkRing(area, ring, visit);
      if (count >= need && countWithin(count, coveredSquaredChord(area, ring), false) >= need) collecting = false;
    }
    // The count, up to the cap: a ring wholly inside the circle from its cells' counters.
    for (; ring <= rings && !unsure && matching < overCap; ring++) {
      if (counters && ringIsWhole(area, lat, ring, radiusKm)) matching += this.countRing(area, ring, counters);
      else this.walkRing(area, ring, visit);
    }
    matching = Math.min(matching, overCap);
    if (unsure) return undefined;
    const cutoff = count > need ? nthSmallest(scratch.chords, count, need) : Infinity;
    const kept = Math.min(sortCandidates(count, scratch.chords, cutoff), need);
    const shown = Math.max(0, Math.min(paging.limit, kept - paging.offset));
    const last = scratch.order[paging.offset + shown - 1]!;
    const nextCursor = shown > 0 && kept > paging.offset + paging.limit ? { chord: scratch.chords[last]!, id: candidateId(last) } : null;
    // The distance shown is the haversine, as in the SQL's item.
    const cosCentre = cosOfLatitude(lat);
    for (let i = paging.offset; i < paging.offset + shown; i++) {
      const candidate = scratch.order[i]!;
      scratch.km[candidate] = candidateKm(candidate, lat, lng, cosCentre);
    }
    return pageJson(paging.offset, shown, this.arena, this.pageSlots, frame, 'item', { matching, nextCursor });
  }

  /**
   * The filter as a test of a truck's attributes (true or false, or undefined when only the
   * database can tell: a cuisine compared with text outside ASCII, whose case folding depends on
   * its locale), and as the cell counters it counts, unless it names cuisines. Undefined for the
   * whole filter when a cuisine itself is outside ASCII.
   */
  private matcher(filter: FindFilter): { matches: (attributes: number) => boolean | undefined; counters: number[] | null } | undefined {
    const statuses = filter.openNow ? 1 << OPEN_CODE : EVERY_CODE;
    const prices = filter.priceRanges?.length ? filter.priceRanges.reduce((mask, price) => mask | (1 << codeOf(PRICE_RANGES, price)), 0) & ~(1 << OTHER_CODE) : EVERY_CODE;
    const cuisines = filter.cuisines?.length ? filter.cuisines.map(lowerAscii) : undefined;
    if (cuisines?.some((cuisine) => NON_ASCII.test(cuisine))) return undefined;
    const verdicts = new Map<number, boolean | undefined>();
    const facetMatches = (facet: number): boolean | undefined => {
      let verdict = verdicts.get(facet);
      if (verdict === undefined && !verdicts.has(facet)) {
        const { texts, ascii } = this.facets[facet]!;
        verdict = cuisines!.some((cuisine) => texts.some((text) => text.includes(cuisine))) ? true : ascii ? false : undefined;
        verdicts.set(facet, verdict);
      }
      return verdict;
    };
    const matches = (attributes: number) => {
      if (((statuses >> ((attributes >> 3) & 7)) & 1) === 0 || ((prices >> (attributes & 7)) & 1) === 0) return false;
      return cuisines ? facetMatches(Math.floor(attributes / FACETS_PER_ATTRIBUTE)) : true;
    };
    // Counter 4 + p is open trucks of price code p, counter p the rest; code 3 is any other price.
    const counters = Array.from({ length: COUNTERS_PER_CELL }, (_, counter) => counter).filter(
      (counter) => (!filter.openNow || counter >= 4) && (prices === EVERY_CODE || (counter & 3) < 3) && ((prices >> (counter & 3)) & 1) === 1,
    );
    return { matches, counters: cuisines ? null : counters };
  }
}
