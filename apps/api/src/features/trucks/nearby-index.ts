import { EARTH_RADIUS_KM, haversineKm } from '@dishrated/shared';
import { chordForKm, unitVector } from '../../lib/geo-sql.js';
// As the SQL: the nearest `limit + NEAREST_SLACK` by straight-line distance get the exact haversine.
import { NEAREST_SLACK } from './repository.js';

/**
 * Trucks on a grid in memory, for nearby answered without a database query.
 *
 * A cell is 0.01 degrees square (about 1.1 km, narrower in longitude away from the equator). A
 * search walks rings of cells outward from the centre's cell and stops as soon as the `limit`
 * nearest trucks found so far (plus the SQL's slack) are all closer than anything an unvisited
 * ring could hold, so a city centre costs a few cells whatever the number of trucks. Searches whose box would span more
 * than MAX_RINGS cells from the centre (large radii, the poles) or cross the antimeridian are not
 * answered here: `nearest` returns undefined and the caller asks the database's index.
 *
 * Answers match the SQL query exactly: haversine distance within the radius, nearest first, ties
 * by id, each item `{"distanceValue":…,"distance":"… km",` plus the truck's stored list JSON tail.
 */
const CELL_DEGREES = 0.01;
const CELL_RADIANS = (CELL_DEGREES * Math.PI) / 180;
const KM_PER_CELL_OF_LATITUDE = EARTH_RADIUS_KM * CELL_RADIANS;
/** Cells are grouped in tiles of TILE_CELLS x TILE_CELLS (0.1 degrees): one map lookup per tile, not per cell. */
const TILE_CELLS = 10;
const MAX_RINGS = 64;
/** Numbers kept per truck in a cell: its unit vector (x, y, z), then latitude and longitude. */
const STRIDE = 5;

interface IndexedTruck {
  id: string;
  /** Where its list item without the opening brace (trucks.list_json_tail) lies in the arena, as UTF-8. */
  tailAt: number;
  tailBytes: number;
  cell: Cell;
  /** Position in its cell, for removal without a search. */
  slot: number;
}

/**
 * One cell's trucks, with their unit vectors and coordinates side by side in one typed array: a
 * search reads contiguous numbers (no object per truck to visit, no boxed doubles) and compares
 * squared straight-line distances, which order exactly as great-circle distances do.
 */
class Cell {
  trucks: IndexedTruck[] = [];
  numbers = new Float64Array(STRIDE * 2);

  constructor(
    readonly tile: Array<Cell | undefined>,
    readonly tileKey: number,
    readonly indexInTile: number,
  ) {}

  add(truck: IndexedTruck, lat: number, lng: number) {
    const slot = this.trucks.length;
    if ((slot + 1) * STRIDE > this.numbers.length) {
      const grown = new Float64Array(this.numbers.length * 2);
      grown.set(this.numbers);
      this.numbers = grown;
    }
    const [x, y, z] = unitVector(lat, lng);
    this.numbers.set([x, y, z, lat, lng], slot * STRIDE);
    truck.cell = this;
    truck.slot = slot;
    this.trucks.push(truck);
  }

  delete(truck: IndexedTruck) {
    const last = this.trucks.pop()!;
    if (last === truck) return;
    this.trucks[truck.slot] = last;
    this.numbers.copyWithin(truck.slot * STRIDE, last.slot * STRIDE, last.slot * STRIDE + STRIDE);
    last.slot = truck.slot;
  }
}

/** The n-th smallest number (1-based): copied into a typed array and sorted natively, no comparator calls. */
function nthSmallest(numbers: number[], n: number): number {
  const sorted = new Float64Array(numbers.length);
  for (let i = 0; i < numbers.length; i++) sorted[i] = numbers[i]!;
  return sorted.sort()[n - 1]!;
}

/** The squared straight-line distance between unit vectors `km` apart on the sphere. */
const squaredChord = (km: number) => chordForKm(km) ** 2;

const latCell = (lat: number) => Math.floor(lat / CELL_DEGREES);
const lngCell = (lng: number) => Math.floor(lng / CELL_DEGREES);
const tileKey = (row: number, column: number) => Math.floor(row / TILE_CELLS) * 100_000 + Math.floor(column / TILE_CELLS);
const indexInTile = (row: number, column: number) => (row - Math.floor(row / TILE_CELLS) * TILE_CELLS) * TILE_CELLS + (column - Math.floor(column / TILE_CELLS) * TILE_CELLS);

/**
 * The distance as the SQL writes it: floor(km * 100 + 0.5) / 100 as float8 text, which for a
 * whole number of hundredths is its shortest decimal ("2", "2.5", "2.05"). Built from integers,
 * because formatting a double is the costliest step of a list item.
 */
export function distanceText(km: number): string {
  const hundredths = Math.floor(km * 100 + 0.5);
  const whole = Math.floor(hundredths / 100);
  const fraction = hundredths - whole * 100;
  if (fraction === 0) return `${whole}`;
  if (fraction % 10 === 0) return `${whole}.${fraction / 10}`;
  return `${whole}.${fraction < 10 ? '0' : ''}${fraction}`;
}

/** Text written before and after a page's JSON array (an envelope), given the page's truck count. */
export type PageFrame = (count: number) => { before: string; after: string };

const bareArray: PageFrame = () => ({ before: '', after: '' });

/**
 * The page's JSON array, inside the caller's frame, written into one buffer: each item's distance
 * fields (ASCII) and then its stored bytes, so no item string is built or joined, nothing is
 * copied again to wrap it, and nothing is encoded again when it is sent.
 */
function pageJson(page: Array<{ truck: IndexedTruck; km: number }>, arena: Buffer, frame: PageFrame): Buffer {
  const { before, after } = frame(page.length);
  const heads = page.map(({ km }) => {
    const rounded = distanceText(km);
    return `{"distanceValue":${rounded},"distance":"${rounded} km",`;
  });
  let size = Buffer.byteLength(before) + Buffer.byteLength(after) + 2 + Math.max(0, page.length - 1);
  for (let i = 0; i < page.length; i++) size += heads[i]!.length + page[i]!.truck.tailBytes;
  const json = Buffer.allocUnsafe(size);
  let at = json.write(before, 0);
  at += json.write('[', at, 'latin1');
  for (let i = 0; i < page.length; i++) {
    if (i > 0) at += json.write(',', at, 'latin1');
    at += json.write(heads[i]!, at, 'latin1');
    const { tailAt, tailBytes } = page[i]!.truck;
    at += arena.copy(json, at, tailAt, tailAt + tailBytes);
  }
  at += json.write(']', at, 'latin1');
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
  private readonly tiles = new Map<number, Array<Cell | undefined>>();
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
      return tileKey(cellRow, column) * 1000 + indexInTile(cellRow, column);
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
    if (!tile) this.tiles.set(key, (tile = new Array<Cell | undefined>(TILE_CELLS * TILE_CELLS).fill(undefined)));
    const at = indexInTile(row, column);
    const cell = (tile[at] ??= new Cell(tile, key, at));
    const truck = { id, slot: 0, ...this.store(tail) } as IndexedTruck;
    cell.add(truck, lat, lng);
    this.trucks.set(id, truck);
  }

  remove(id: string): void {
    const truck = this.trucks.get(id);
    if (!truck) return;
    this.trucks.delete(id);
    this.arenaGarbage += truck.tailBytes;
    const { cell } = truck;
    cell.delete(truck);
    if (cell.trucks.length === 0) {
      cell.tile[cell.indexInTile] = undefined;
      if (cell.tile.every((other) => other === undefined)) this.tiles.delete(cell.tileKey);
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
      for (const cell of this.tiles.get(key)!) {
        for (const truck of cell?.trucks ?? []) {
          this.arena.copy(compacted, used, truck.tailAt, truck.tailAt + truck.tailBytes);
          truck.tailAt = used;
          used += truck.tailBytes;
        }
      }
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
    // Trucks within the radius seen so far, with their squared chords and coordinates (parallel arrays).
    const found: IndexedTruck[] = [];
    const chords: number[] = [];
    const lats: number[] = [];
    const lngs: number[] = [];
    let lastTileKey = NaN;
    let lastTile: Array<Cell | undefined> | undefined;
    const visit = (row: number, column: number) => {
      const key = tileKey(row, column);
      if (key !== lastTileKey) {
        lastTileKey = key;
        lastTile = this.tiles.get(key);
      }
      const cell = lastTile?.[indexInTile(row, column)];
      if (!cell) return;
      const { trucks, numbers } = cell;
      for (let i = 0, at = 0; i < trucks.length; i++, at += STRIDE) {
        const dx = numbers[at]! - x;
        const dy = numbers[at + 1]! - y;
        const dz = numbers[at + 2]! - z;
        const chord = dx * dx + dy * dy + dz * dz;
        if (chord <= withinRadius) {
          found.push(trucks[i]!);
          chords.push(chord);
          lats.push(numbers[at + 3]!);
          lngs.push(numbers[at + 4]!);
        }
      }
    };

    const rings = Math.max(rows, columns);
    for (let ring = 0; ring <= rings; ring++) {
      for (let dRow = -Math.min(ring, rows); dRow <= Math.min(ring, rows); dRow++) {
        const edgeRow = Math.abs(dRow) === ring;
        // On the ring's top and bottom rows every column; on the rows between, its two ends.
        for (let dColumn = -Math.min(ring, columns); dColumn <= Math.min(ring, columns); dColumn += edgeRow || ring === 0 ? 1 : 2 * ring) {
          if (!edgeRow && Math.abs(dColumn) !== ring) continue;
          visit(centreRow + dRow, centreColumn + dColumn);
        }
      }
      // Everything within `covered` km lies in the rings visited so far: an unvisited cell is at
      // least `ring` whole cells away in latitude or in longitude (there at the box's widest
      // latitude, where longitude cells are narrowest). Once `wanted` trucks are that close, no
      // farther ring can change the answer.
      if (found.length >= wanted) {
        const covered = squaredChord(Math.min(ring * KM_PER_CELL_OF_LATITUDE, 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, cosFarthest * Math.sin((ring * CELL_RADIANS) / 2)))));
        let closer = 0;
        for (const chord of chords) if (chord <= covered) closer++;
        if (closer >= wanted) break;
      }
    }

    // The `wanted` nearest by chord (a numeric sort, no comparator), then the exact haversine
    // decides, as in the SQL: within the radius, nearest first, ties by id.
    const cutoff = found.length > wanted ? nthSmallest(chords, wanted) : Infinity;
    const page: Array<{ truck: IndexedTruck; km: number }> = [];
    for (let i = 0; i < found.length; i++) {
      if (chords[i]! > cutoff) continue;
      const km = haversineKm({ lat, lng }, { lat: lats[i]!, lng: lngs[i]! });
      if (km <= radiusKm) page.push({ truck: found[i]!, km });
    }
    page.sort((a, b) => a.km - b.km || (a.truck.id < b.truck.id ? -1 : a.truck.id > b.truck.id ? 1 : 0));
    page.length = Math.min(page.length, limit);
    return pageJson(page, this.arena, frame);
  }
}
