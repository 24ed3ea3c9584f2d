import { cosOfLatitude, haversineKmWithCosines } from '@dishrated/shared';

/**
 * Cell size in degrees: about 11 km north to south, so a search of nearby's 10 km reads four to
 * nine cells. On a busy server each cell looked up in the map is likely a cache miss, while a
 * cell's numbers are read in one run of memory: fewer, fuller cells measured faster than cells of
 * 0.02 degrees on nearby and Find Trucks (decision 0007).
 */
const CELL_DEGREES = 0.1;
const KM_PER_DEGREE = 111.19;
/** Cell keys: a latitude row times this, plus the longitude column (both offset to be positive). */
const ROW = 20_000;
/** The numbers a cell keeps for each point: latitude, longitude, latitude's cosine, tags. */
const STRIDE = 4;
/** A point's tags when it is given none, and a search's when it asks for none: every tag. */
export const EVERY_TAG = 0x7fffffff;

export interface GridPoint<T> {
  key: string;
  lat: number;
  lng: number;
  value: T;
}

export interface FoundPoint<T> {
  key: string;
  value: T;
  km: number;
}

/** A point as the grid keeps it by key: with its cell's key. */
interface KeptPoint<T> extends GridPoint<T> {
  cell: number;
}

/**
 * A cell's points as three arrays in step: their keys, their values, and four numbers each
 * (latitude, longitude, latitude's cosine worked out once for every search, tags). A search reads
 * the numbers in one run of memory and a point's key and value from arrays beside them, never
 * an object per point: on a busy server each object read is likely a cache miss, and most points
 * a search passes are outside its radius, such as the stops of a city's trucks in a search by time (decision 0007).
 */
interface Cell<T> {
  keys: string[];
  values: T[];
  coordinates: number[];
}

const cellOf = (lat: number, lng: number) => [Math.floor((lat + 90) / CELL_DEGREES), Math.floor((lng + 180) / CELL_DEGREES)] as const;
const nearestFirst = <T>(a: FoundPoint<T>, b: FoundPoint<T>) => a.km - b.km || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/**
 * Puts `point` in its place in `found` (nearest first), keeping at most `limit`: an insertion in
 * plain code, whose comparisons the engine inlines, where sorting a few dozen points with the
 * built-in sort cost most of a search in its comparator's calls (decision 0007).
 */
function insertNearestFirst<T>(found: Array<FoundPoint<T>>, point: FoundPoint<T>, limit: number): void {
  let j = found.length;
  found.push(point);
  for (; j > 0 && nearestFirst(found[j - 1]!, point) > 0; j--) found[j] = found[j - 1]!;
  found[j] = point;
  if (found.length > limit) found.pop();
}

/**
 * Points (trucks, stops) on a grid of square cells, for the searches by place: every point within
 * a radius, or the nearest few. A search walks the rings of cells around the centre, nearest ring
 * first, and stops once the points it needs are all nearer than any cell it has not visited; a
 * radius wider than the points' cells are many reads the filled cells instead of the empty ones.
 * Distances are great-circle (haversine), as everywhere else.
 */
export class PointGrid<T> {
  private readonly cells = new Map<number, Cell<T>>();
  private readonly byKey = new Map<string, KeptPoint<T>>();

  get size(): number {
    return this.byKey.size;
  }

  get(key: string): GridPoint<T> | undefined {
    return this.byKey.get(key);
  }

  /**
   * Puts a point (replacing the one with its key), with its tags: bits a search may ask for (as a
   * stop is tagged with the slots of the week it may stand in), read without reading the point's object.
   */
  put(key: string, lat: number, lng: number, value: T, tags = EVERY_TAG): void {
    this.remove(key);
    const [row, column] = cellOf(lat, lng);
    const cell = row * ROW + column;
    let kept = this.cells.get(cell);
    if (!kept) this.cells.set(cell, (kept = { keys: [], values: [], coordinates: [] }));
    kept.keys.push(key);
    kept.values.push(value);
    kept.coordinates.push(lat, lng, cosOfLatitude(lat), tags);
    this.byKey.set(key, { key, lat, lng, value, cell });
  }

  remove(key: string): void {
    const point = this.byKey.get(key);
    if (!point) return;
    const { keys, values, coordinates } = this.cells.get(point.cell)!;
    // Order within a cell does not matter: the last point takes the removed one's place.
    const index = keys.indexOf(key);
    const last = keys.length - 1;
    keys[index] = keys[last]!;
    keys.pop();
    values[index] = values[last]!;
    values.pop();
    coordinates.copyWithin(index * STRIDE, last * STRIDE);
    coordinates.length = last * STRIDE;
    if (last === 0) this.cells.delete(point.cell);
    this.byKey.delete(key);
  }

  clear(): void {
    this.cells.clear();
    this.byKey.clear();
  }

  /**
   * The points within `radiusKm` carrying one of `tags` and passing `accept`, nearest first (ties
   * by key), at most `limit`. With a limit the walk stops as soon as the nearest `limit` are known.
   */
  within(lat: number, lng: number, radiusKm: number, accept: (value: T) => boolean = () => true, limit = Infinity, tags = EVERY_TAG): FoundPoint<T>[] {
    // With a limit, the nearest `limit` so far, kept nearest first: a point no nearer than the
    // last of them is passed by before `accept`, and the walk knows when to stop by the last's km.
    if (limit < 1) return [];
    const found: FoundPoint<T>[] = [];
    const bounded = Number.isFinite(limit);
    const cosLat = cosOfLatitude(lat);
    // No point farther north or south than this is within the radius: skipped before any trigonometry.
    const latSpan = radiusKm / KM_PER_DEGREE;
    const consider = ({ keys, values, coordinates }: Cell<T>) => {
      for (let i = 0; i < keys.length; i++) {
        const at = i * STRIDE;
        const pointLat = coordinates[at]!;
        if (Math.abs(pointLat - lat) > latSpan || (coordinates[at + 3]! & tags) === 0) continue;
        // Distance before `accept`: the filter (a serving state, say) costs more than the sum.
        const km = haversineKmWithCosines(lat, lng, cosLat, pointLat, coordinates[at + 1]!, coordinates[at + 2]!);
        if (km > radiusKm || (bounded && found.length >= limit && km > found[limit - 1]!.km)) continue;
        const value = values[i]!;
        if (!accept(value)) continue;
        const entry = { key: keys[i]!, value, km };
        if (!bounded) found.push(entry);
        else insertNearestFirst(found, entry, limit);
      }
    };
    // A ring's width in km, at its narrowest (east to west, at the pole-ward edge of the search).
    const poleward = Math.min(89.9, Math.abs(lat) + latSpan);
    const ringKm = CELL_DEGREES * KM_PER_DEGREE * Math.cos((poleward * Math.PI) / 180);
    const rings = Math.ceil(radiusKm / ringKm) + 1;
    if ((2 * rings + 1) ** 2 > this.cells.size * 4) {
      for (const cell of this.cells.values()) consider(cell);
    } else {
      const [row, column] = cellOf(lat, lng);
      // The rings are squares; cells outside the radius's bounding box (its corners) are skipped.
      // The box is a hundredth wider east to west than the radius needs, so that rounding never drops a point on its edge.
      const lngSpan = (1.01 * latSpan) / Math.cos((poleward * Math.PI) / 180);
      const [lowRow, lowColumn] = cellOf(lat - latSpan, lng - lngSpan);
      const [highRow, highColumn] = cellOf(lat + latSpan, lng + lngSpan);
      for (let ring = 0; ring <= rings; ring++) {
        for (let r = Math.max(row - ring, lowRow); r <= Math.min(row + ring, highRow); r++) {
          const edge = r === row - ring || r === row + ring;
          for (let c = column - ring; c <= column + ring; c += edge || ring === 0 ? 1 : 2 * ring) {
            if (c < lowColumn || c > highColumn) continue;
            const cell = this.cells.get(r * ROW + c);
            if (cell) consider(cell);
          }
        }
        // Every point nearer than this ring's inner edge has been seen.
        if (bounded && found.length >= limit && found[limit - 1]!.km <= ring * ringKm) break;
      }
    }
    if (!bounded) found.sort(nearestFirst);
    return found;
  }

  /** Every point, in no set order. */
  values(): IterableIterator<GridPoint<T>> {
    return this.byKey.values();
  }
}
