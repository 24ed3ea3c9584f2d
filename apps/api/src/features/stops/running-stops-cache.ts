import type { Stop } from '@dishrated/shared';
import { boundingBox, type BoundingBox } from '../../lib/geo-sql.js';

export type RunningStop = Stop & { truckId: string };

/** Cells are this many degrees a side (about 11 km north to south). */
const CELL_DEGREES = 0.1;
/** A search covering more cells than this (a very wide radius) reads the database directly. */
const MAX_CELLS_PER_SEARCH = 36;
const EDGE = 1e-7;

interface Cell {
  stops: Promise<RunningStop[]>;
  expires: number;
}

/**
 * The stops running at a moment, by cell of the map. Searches by time ask for a few shared
 * moments ("tomorrow" is 7 pm tomorrow for everyone), so one database read of a cell answers every
 * search around it. The owner forgets everything (`clear`) when stops change here or are
 * announced changed elsewhere; cells also expire, in case an announcement was lost.
 */
export class RunningStopsCache {
  private readonly cells = new Map<string, Cell>();

  constructor(
    /** The stops in `box` running at `at` (closed dates and every-N-weeks applied). */
    private readonly load: (box: BoundingBox, at: number) => Promise<RunningStop[]>,
    private readonly ttlMs: number,
    private readonly maxCells = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The stops running at `at` in the box around a radius (some beyond it: the caller measures). */
  async around(lat: number, lng: number, radiusKm: number, at: number): Promise<RunningStop[]> {
    const box = boundingBox(lat, lng, radiusKm);
    const rows = range(Math.floor(box.minLat / CELL_DEGREES), Math.floor(box.maxLat / CELL_DEGREES));
    const columns = box.lngRanges.flatMap(([west, east]) => range(Math.floor(west / CELL_DEGREES), Math.floor(east / CELL_DEGREES)));
    // A very wide search, or one across the antimeridian, reads the database directly.
    if (rows.length * columns.length > MAX_CELLS_PER_SEARCH || box.lngRanges.length > 1) return this.load(box, at);
    const now = this.now();
    const cells = rows.flatMap((row) => columns.map((column) => ({ row, column, key: `${at}|${row}|${column}` })));
    const missing = cells.filter(({ key }) => !((this.cells.get(key)?.expires ?? 0) > now));
    if (missing.length > 0) this.loadCells(missing, at, now);
    return (await Promise.all(cells.map(({ key }) => this.cells.get(key)!.stops))).flat();
  }

  clear(): void {
    this.cells.clear();
  }

  /** Reads the missing cells of one search in one go (the rectangle around them), then splits the stops by cell. */
  private loadCells(missing: Array<{ row: number; column: number; key: string }>, at: number, now: number) {
    if (this.cells.size + missing.length > this.maxCells) this.cells.clear();
    const rows = missing.map((c) => c.row);
    const columns = missing.map((c) => c.column);
    const [top, bottom, left, right] = [Math.min(...rows), Math.max(...rows), Math.min(...columns), Math.max(...columns)];
    // A hair wider than the cells, so a stop on an edge is read whatever the rounding; each stop
    // then goes to the one cell its coordinates fall in.
    const read = this.load({ minLat: top * CELL_DEGREES - EDGE, maxLat: (bottom + 1) * CELL_DEGREES + EDGE, lngRanges: [[left * CELL_DEGREES - EDGE, (right + 1) * CELL_DEGREES + EDGE]] }, at);
    for (const { row, column, key } of missing) {
      const stops = read.then((all) => all.filter((s) => Math.floor(s.latitude / CELL_DEGREES) === row && Math.floor(s.longitude / CELL_DEGREES) === column));
      this.cells.set(key, { stops, expires: now + this.ttlMs });
      // A failed read is not kept: the next search asks again.
      stops.catch(() => this.cells.get(key)?.stops === stops && this.cells.delete(key));
    }
  }
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
