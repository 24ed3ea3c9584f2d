import { EARTH_RADIUS_KM, cosOfLatitude, haversineKmWithCosines } from '@dishrated/shared';
import { chordForKm, unitVector } from '../../lib/geo-sql.js';
// As the SQL: the nearest `limit + NEAREST_SLACK` by straight-line distance get the exact haversine.
import { NEAREST_SLACK } from './repository.js';

/**
 * Trucks on a grid in memory, for nearby answered without a database query.
 *
 * A cell is 0.01 degrees square (about 1.1 km, narrower in longitude away from the equator). A
 * search walks rings of cells outward from the centre's cell and stops as soon as the `limit`
 * nearest trucks found so far (plus the SQL's slack) are all closer than anything an unvisited
 * ring could hold, so a city centre costs a few cells whatever the number of trucks. Cells are
 * grouped in tiles, whose trucks lie in typed arrays in cell order (see Tile). Searches whose box
 * would span more than MAX_RINGS cells from the centre (large radii, the poles) or cross the
 * antimeridian are not answered here: `nearest` returns undefined and the caller asks the
 * database's index.
 *
 * A search allocates nothing per truck it looks at: candidates go into shared scratch arrays, the
 * cut to the nearest few is a quickselect, and the page is sorted by insertion.
 *
 * Answers match the SQL query exactly: haversine distance within the radius, nearest first, ties
 * by id, each item `{"distanceValue":…,"distance":"… km",` plus the truck's stored list JSON tail.
 */
const CELL_DEGREES = 0.01;
const CELL_RADIANS = (CELL_DEGREES * Math.PI) / 180;
const KM_PER_CELL_OF_LATITUDE = EARTH_RADIUS_KM * CELL_RADIANS;
/** Cells are grouped in tiles of TILE_CELLS x TILE_CELLS (0.1 degrees): one map lookup per tile, not per cell. */
const TILE_CELLS = 10;
const CELLS_PER_TILE = TILE_CELLS * TILE_CELLS;
const MAX_RINGS = 64;
/**
 * Numbers kept per truck in a tile: its unit vector (x, y, z), latitude, longitude, the cosine of
 * its latitude (for the haversine), and where its item lies in the arena (offset, bytes).
 */
const STRIDE = 8;

interface IndexedTruck {
  id: string;
  latitude: number;
  longitude: number;
  /** Where its list item without the opening brace (trucks.list_json_tail) lies in the arena, as UTF-8. */
  tailAt: number;
  tailBytes: number;
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
  /** Members in cell order, and their numbers (STRIDE each); valid while `laidOut`. */
  sorted: IndexedTruck[] = [];
  numbers = new Float64Array(0);
  /** Cell c's trucks are sorted[cellStart[c]] up to sorted[cellStart[c + 1]]. */
  readonly cellStart = new Int32Array(CELLS_PER_TILE + 1);
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
    if (this.numbers.length < members.length * STRIDE) this.numbers = new Float64Array(members.length * STRIDE * 2);
    this.sorted.length = members.length;
    for (const truck of members) {
      const at = next[truck.cell]!++;
      this.sorted[at] = truck;
      const [x, y, z] = unitVector(truck.latitude, truck.longitude);
      this.numbers.set([x, y, z, truck.latitude, truck.longitude, cosOfLatitude(truck.latitude), truck.tailAt, truck.tailBytes], at * STRIDE);
    }
    this.laidOut = true;
  }
}

/**
 * Working space shared by every search, grown as needed: a search runs start to end without
 * yielding, so one set serves them all, and a search allocates nothing per candidate.
 */
const scratch = {
  trucks: [] as IndexedTruck[],
  chords: new Float64Array(256),
  lats: new Float64Array(256),
  lngs: new Float64Array(256),
  cosLats: new Float64Array(256),
  tailAt: new Float64Array(256),
  tailBytes: new Float64Array(256),
  /** A copy of the chords, reordered by `nthSmallest`. */
  selection: new Float64Array(256),
  grow(): void {
    const grown = (old: Float64Array) => {
      const bigger = new Float64Array(old.length * 2);
      bigger.set(old);
      return bigger;
    };
    this.chords = grown(this.chords);
    this.lats = grown(this.lats);
    this.lngs = grown(this.lngs);
    this.cosLats = grown(this.cosLats);
    this.tailAt = grown(this.tailAt);
    this.tailBytes = grown(this.tailBytes);
    this.selection = new Float64Array(this.chords.length);
  },
};

/** The n-th smallest (1-based) of the first `count` numbers, by quickselect on a copy: linear, no sort. */
function nthSmallest(numbers: Float64Array, count: number, n: number): number {
  const values = scratch.selection;
  values.set(numbers.subarray(0, count));
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

/** The squared straight-line distance between unit vectors `km` apart on the sphere. */
const squaredChord = (km: number) => chordForKm(km) ** 2;

const latCell = (lat: number) => Math.floor(lat / CELL_DEGREES);
const lngCell = (lng: number) => Math.floor(lng / CELL_DEGREES);
const tileKey = (row: number, column: number) => Math.floor(row / TILE_CELLS) * 100_000 + Math.floor(column / TILE_CELLS);
const cellInTile = (row: number, column: number) => (row - Math.floor(row / TILE_CELLS) * TILE_CELLS) * TILE_CELLS + (column - Math.floor(column / TILE_CELLS) * TILE_CELLS);

/** Text written before and after a page's JSON array (an envelope), given the page's truck count. */
export type PageFrame = (count: number) => { before: string; after: string };

const bareArray: PageFrame = () => ({ before: '', after: '' });

/**
 * Page buffers are cut from shared 1 MB slabs, as Buffer.allocUnsafe does for small buffers: a
 * 30 KB page allocated on its own is an ArrayBuffer of its own, with its own allocation and
 * external-memory accounting for the garbage collector. A slab's bytes are never handed out
 * twice; it is freed when its last page has been sent.
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
 * About 300 KB, built once.
 */
const HEADS = (() => {
  const count = Math.ceil(MAX_RINGS * KM_PER_CELL_OF_LATITUDE * 100) + 1;
  const texts = Array.from({ length: count }, (_, hundredths) => {
    const text = distanceText(hundredths);
    return `{"distanceValue":${text},"distance":"${text} km",`;
  });
  const starts = new Int32Array(count + 1);
  texts.forEach((text, i) => (starts[i + 1] = starts[i]! + text.length));
  return { bytes: Buffer.from(texts.join(''), 'latin1'), starts };
})();

/**
 * The page's JSON array, inside the caller's frame, written into one buffer: each item's head
 * (from HEADS) and then its stored bytes, so no item string is built or
 * joined, nothing is copied again to wrap it, and nothing is encoded again when it is sent.
 */
function pageJson(count: number, hundredths: Int32Array, arena: Buffer, frame: PageFrame): Buffer {
  const { tailAt, tailBytes } = scratch;
  const { before, after } = frame(count);
  const { bytes: heads, starts } = HEADS;
  let size = Buffer.byteLength(before) + Buffer.byteLength(after) + 2 + Math.max(0, count - 1);
  for (let i = 0; i < count; i++) size += starts[hundredths[i]! + 1]! - starts[hundredths[i]!]! + tailBytes[i]!;
  const json = pageBuffer(size);
  let at = json.write(before, 0);
  json[at++] = 91; // '['
  for (let i = 0; i < count; i++) {
    if (i > 0) json[at++] = 44; // ','
    at += heads.copy(json, at, starts[hundredths[i]!]!, starts[hundredths[i]! + 1]!);
    at += arena.copy(json, at, tailAt[i]!, tailAt[i]! + tailBytes[i]!);
  }
  json[at++] = 93; // ']'
  json.write(after, at);
  return json;
}

/** A located truck as the index takes it in. */
export interface NearbyTruckRow {
  id: string;
  latitude: number | null;
  longitude: number | null;
  tail: string | null;
}

export class NearbyIndex {
  private readonly trucks = new Map<string, IndexedTruck>();
  private readonly tiles = new Map<number, Tile>();
  /**
   * Every truck's list item bytes, in one buffer rather than a buffer each: filled in map order
   * (see `replaceAll`), so a page's items are read from a few nearby stretches of memory, which
   * measured faster than from a hundred thousand scattered buffers. A changed item is appended
   * and its old bytes left behind until `compact` rewrites the arena.
   */
  private arena = Buffer.alloc(0);
  private arenaUsed = 0;
  private arenaGarbage = 0;

  get size(): number {
    return this.trucks.size;
  }

  clear(): void {
    this.trucks.clear();
    this.tiles.clear();
    this.arena = Buffer.alloc(0);
    this.arenaUsed = 0;
    this.arenaGarbage = 0;
  }

  /** Loads every truck afresh, in map order (by tile, then cell) so neighbours' items sit together. */
  replaceAll(rows: NearbyTruckRow[]): void {
    this.clear();
    const placed = rows.filter((row) => row.latitude !== null && row.longitude !== null && row.tail !== null);
    const order = (row: NearbyTruckRow) => {
      const [cellRow, column] = [latCell(row.latitude!), lngCell(row.longitude!)];
      return tileKey(cellRow, column) * 1000 + cellInTile(cellRow, column);
    };
    const keyed = placed.map((row) => ({ row, key: order(row) })).sort((a, b) => a.key - b.key);
    this.arena = Buffer.allocUnsafe(keyed.reduce((bytes, { row }) => bytes + Buffer.byteLength(row.tail!), 0));
    for (const { row } of keyed) this.put(row.id, row.latitude, row.longitude, row.tail);
  }

  /** Adds or moves a truck; one without a position (or list item) leaves the index. */
  put(id: string, lat: number | null, lng: number | null, tail: string | null): void {
    this.remove(id);
    if (lat === null || lng === null || tail === null) return;
    const [row, column] = [latCell(lat), lngCell(lng)];
    const key = tileKey(row, column);
    let tile = this.tiles.get(key);
    if (!tile) this.tiles.set(key, (tile = new Tile()));
    const truck: IndexedTruck = { id, latitude: lat, longitude: lng, ...this.store(tail), tile, cell: cellInTile(row, column), slot: 0 };
    tile.add(truck);
    this.trucks.set(id, truck);
  }

  remove(id: string): void {
    const truck = this.trucks.get(id);
    if (!truck) return;
    this.trucks.delete(id);
    this.arenaGarbage += truck.tailBytes;
    truck.tile.delete(truck);
    if (truck.tile.members.length === 0) {
      const [row, column] = [latCell(truck.latitude), lngCell(truck.longitude)];
      this.tiles.delete(tileKey(row, column));
    }
    if (this.arenaGarbage > 1 << 20 && this.arenaGarbage > this.arenaUsed / 2) this.compact();
  }

  private store(tail: string): { tailAt: number; tailBytes: number } {
    const bytes = Buffer.byteLength(tail);
    if (this.arenaUsed + bytes > this.arena.length) {
      const grown = Buffer.allocUnsafe(Math.max(64 * 1024, (this.arenaUsed + bytes) * 2));
      this.arena.copy(grown, 0, 0, this.arenaUsed);
      this.arena = grown;
    }
    const tailAt = this.arenaUsed;
    this.arenaUsed += this.arena.write(tail, tailAt);
    return { tailAt, tailBytes: bytes };
  }

  /** Rewrites the arena without the bytes of replaced items, in map order. */
  private compact(): void {
    const compacted = Buffer.allocUnsafe(Math.max(64 * 1024, this.arenaUsed - this.arenaGarbage));
    let used = 0;
    for (const key of [...this.tiles.keys()].sort((a, b) => a - b)) {
      const tile = this.tiles.get(key)!;
      if (!tile.laidOut) tile.layOut();
      for (const truck of tile.sorted) {
        this.arena.copy(compacted, used, truck.tailAt, truck.tailAt + truck.tailBytes);
        truck.tailAt = used;
        used += truck.tailBytes;
      }
      // Its numbers hold the old offsets.
      tile.laidOut = false;
    }
    this.arena = compacted;
    this.arenaUsed = used;
    this.arenaGarbage = 0;
  }

  /**
   * The `limit` nearest trucks within `radiusKm` as a JSON array inside `frame`, or undefined when
   * the grid does not answer this search.
   */
  nearest(lat: number, lng: number, radiusKm: number, limit: number, frame: PageFrame = bareArray): Buffer | undefined {
    const centreRow = latCell(lat);
    const centreColumn = lngCell(lng);
    // Rows and columns of cells that can hold a truck within the radius (one extra for the
    // centre's own offset inside its cell).
    const rows = Math.ceil(radiusKm / KM_PER_CELL_OF_LATITUDE) + 1;
    const farthestLat = Math.min(90, Math.abs(lat) + rows * CELL_DEGREES);
    const cosFarthest = Math.cos((farthestLat * Math.PI) / 180);
    const columns = cosFarthest <= 0 ? Infinity : Math.ceil(radiusKm / (KM_PER_CELL_OF_LATITUDE * cosFarthest)) + 1;
    if (rows > MAX_RINGS || columns > MAX_RINGS) return undefined;
    if (lngCell(lng - columns * CELL_DEGREES) < -18000 || lngCell(lng + columns * CELL_DEGREES) >= 18000) return undefined;

    const [x, y, z] = unitVector(lat, lng);
    // A little past the radius, so float rounding never drops a truck the haversine keeps.
    const withinRadius = squaredChord(radiusKm) * (1 + 1e-9) + 1e-18;
    const wanted = limit + NEAREST_SLACK;
    // Trucks within the radius seen so far, with their numbers, in scratch.
    const found = scratch.trucks;
    let count = 0;
    let lastTileKey = NaN;
    let lastTile: Tile | undefined;

    const rings = Math.max(rows, columns);
    for (let ring = 0; ring <= rings; ring++) {
      for (let dRow = -Math.min(ring, rows); dRow <= Math.min(ring, rows); dRow++) {
        const edgeRow = Math.abs(dRow) === ring;
        // On the ring's top and bottom rows every column; on the rows between, its two ends.
        for (let dColumn = -Math.min(ring, columns); dColumn <= Math.min(ring, columns); dColumn += edgeRow || ring === 0 ? 1 : 2 * ring) {
          if (!edgeRow && Math.abs(dColumn) !== ring) continue;
          const [row, column] = [centreRow + dRow, centreColumn + dColumn];
          const key = tileKey(row, column);
          if (key !== lastTileKey) {
            lastTileKey = key;
            lastTile = this.tiles.get(key);
            if (lastTile && !lastTile.laidOut) lastTile.layOut();
          }
          if (!lastTile) continue;
          const { numbers, sorted, cellStart } = lastTile;
          const cell = cellInTile(row, column);
          for (let i = cellStart[cell]!, end = cellStart[cell + 1]!, at = i * STRIDE; i < end; i++, at += STRIDE) {
            const dx = numbers[at]! - x;
            const dy = numbers[at + 1]! - y;
            const dz = numbers[at + 2]! - z;
            const chord = dx * dx + dy * dy + dz * dz;
            if (chord > withinRadius) continue;
            if (count === scratch.chords.length) scratch.grow();
            found[count] = sorted[i]!;
            scratch.chords[count] = chord;
            scratch.lats[count] = numbers[at + 3]!;
            scratch.lngs[count] = numbers[at + 4]!;
            scratch.cosLats[count] = numbers[at + 5]!;
            scratch.tailAt[count] = numbers[at + 6]!;
            scratch.tailBytes[count] = numbers[at + 7]!;
            count++;
          }
        }
      }
      // Everything within `covered` km lies in the rings visited so far: an unvisited cell is at
      // least `ring` whole cells away in latitude or in longitude (there at the box's widest
      // latitude, where longitude cells are narrowest). Once `wanted` trucks are that close, no
      // farther ring can change the answer.
      if (count >= wanted) {
        const covered = squaredChord(Math.min(ring * KM_PER_CELL_OF_LATITUDE, 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, cosFarthest * Math.sin((ring * CELL_RADIANS) / 2)))));
        let closer = 0;
        for (let i = 0; i < count; i++) if (scratch.chords[i]! <= covered) closer++;
        if (closer >= wanted) break;
      }
    }

    // The `wanted` nearest by chord, then the exact haversine decides, as in the SQL: within the
    // radius, nearest first, ties by id. Kept in place at the front of scratch; `chords` then
    // holds each kept truck's km.
    const { chords, lats, lngs, cosLats, tailAt, tailBytes } = scratch;
    const cutoff = count > wanted ? nthSmallest(chords, count, wanted) : Infinity;
    const cosCentre = cosOfLatitude(lat);
    let kept = 0;
    for (let i = 0; i < count; i++) {
      if (chords[i]! > cutoff) continue;
      const km = haversineKmWithCosines(lat, lng, cosCentre, lats[i]!, lngs[i]!, cosLats[i]!);
      if (km > radiusKm) continue;
      found[kept] = found[i]!;
      tailAt[kept] = tailAt[i]!;
      tailBytes[kept] = tailBytes[i]!;
      chords[kept++] = km;
    }
    // Insertion sort of a page-sized run: no comparator calls, no allocation. The truck (for its
    // id) is read only on a tie.
    for (let i = 1; i < kept; i++) {
      const [truck, km, at, bytes] = [found[i]!, chords[i]!, tailAt[i]!, tailBytes[i]!];
      let j = i - 1;
      while (j >= 0 && (chords[j]! > km || (chords[j] === km && found[j]!.id > truck.id))) {
        found[j + 1] = found[j]!;
        chords[j + 1] = chords[j]!;
        tailAt[j + 1] = tailAt[j]!;
        tailBytes[j + 1] = tailBytes[j]!;
        j--;
      }
      found[j + 1] = truck;
      chords[j + 1] = km;
      tailAt[j + 1] = at;
      tailBytes[j + 1] = bytes;
    }
    const shown = Math.min(kept, limit);
    const hundredths = new Int32Array(shown);
    for (let i = 0; i < shown; i++) hundredths[i] = Math.floor(chords[i]! * 100 + 0.5);
    // Let go of the trucks held in scratch (a removed truck should not linger there).
    found.fill(undefined as unknown as IndexedTruck, 0, count);
    return pageJson(shown, hundredths, this.arena, frame);
  }
}
