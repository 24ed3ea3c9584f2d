import { haversineKm } from '@dishrated/shared';

/** Cell size in degrees: about 2.2 km north to south, a few city blocks to a neighbourhood. */
const CELL_DEGREES = 0.02;
const KM_PER_DEGREE = 111.19;
/** Cell keys: a latitude row times this, plus the longitude column (both offset to be positive). */
const ROW = 20_000;

export interface GridPoint<T> {
  key: string;
  lat: number;
  lng: number;
  value: T;
}

export interface FoundPoint<T> extends GridPoint<T> {
  km: number;
}

const cellOf = (lat: number, lng: number) => [Math.floor((lat + 90) / CELL_DEGREES), Math.floor((lng + 180) / CELL_DEGREES)] as const;
const nearestFirst = <T>(a: FoundPoint<T>, b: FoundPoint<T>) => a.km - b.km || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/**
 * Points (trucks, stops) on a grid of square cells, for the searches by place: every point within
 * a radius, or the nearest few. A search walks the rings of cells around the centre, nearest ring
 * first, and stops once the points it needs are all nearer than any cell it has not visited; a
 * radius wider than the points' cells are many reads the filled cells instead of the empty ones.
 * Distances are great-circle (haversine), as everywhere else.
 */
export class PointGrid<T> {
  private readonly cells = new Map<number, Map<string, GridPoint<T>>>();
  private readonly where = new Map<string, number>();

  get size(): number {
    return this.where.size;
  }

  get(key: string): GridPoint<T> | undefined {
    const cell = this.where.get(key);
    return cell === undefined ? undefined : this.cells.get(cell)?.get(key);
  }

  /** Puts a point (replacing the one with its key). */
  put(key: string, lat: number, lng: number, value: T): void {
    this.remove(key);
    const [row, column] = cellOf(lat, lng);
    const cell = row * ROW + column;
    let points = this.cells.get(cell);
    if (!points) this.cells.set(cell, (points = new Map()));
    points.set(key, { key, lat, lng, value });
    this.where.set(key, cell);
  }

  remove(key: string): void {
    const cell = this.where.get(key);
    if (cell === undefined) return;
    const points = this.cells.get(cell)!;
    points.delete(key);
    if (points.size === 0) this.cells.delete(cell);
    this.where.delete(key);
  }

  clear(): void {
    this.cells.clear();
    this.where.clear();
  }

  /**
   * The points within `radiusKm` passing `accept`, nearest first (ties by key), at most `limit`.
   * With a limit the walk stops as soon as the nearest `limit` are known.
   */
  within(lat: number, lng: number, radiusKm: number, accept: (value: T) => boolean = () => true, limit = Infinity): FoundPoint<T>[] {
    const found: FoundPoint<T>[] = [];
    const consider = (points: Map<string, GridPoint<T>>) => {
      for (const point of points.values()) {
        const km = haversineKm({ lat, lng }, point);
        if (km <= radiusKm && accept(point.value)) found.push({ ...point, km });
      }
    };
    // A ring's width in km, at its narrowest (east to west, at the pole-ward edge of the search).
    const poleward = Math.min(89.9, Math.abs(lat) + radiusKm / KM_PER_DEGREE);
    const ringKm = CELL_DEGREES * KM_PER_DEGREE * Math.cos((poleward * Math.PI) / 180);
    const rings = Math.ceil(radiusKm / ringKm) + 1;
    if ((2 * rings + 1) ** 2 > this.cells.size * 4) {
      for (const points of this.cells.values()) consider(points);
    } else {
      const [row, column] = cellOf(lat, lng);
      for (let ring = 0; ring <= rings; ring++) {
        for (let r = row - ring; r <= row + ring; r++) {
          const edge = r === row - ring || r === row + ring;
          for (let c = column - ring; c <= column + ring; c += edge || ring === 0 ? 1 : 2 * ring) {
            const points = this.cells.get(r * ROW + c);
            if (points) consider(points);
          }
        }
        // Every point nearer than this ring's inner edge has been seen.
        if (found.length >= limit && found.filter((p) => p.km <= ring * ringKm).length >= limit) break;
      }
    }
    found.sort(nearestFirst);
    return Number.isFinite(limit) ? found.slice(0, limit) : found;
  }

  /** Every point, in no set order. */
  *values(): IterableIterator<GridPoint<T>> {
    for (const points of this.cells.values()) yield* points.values();
  }
}
