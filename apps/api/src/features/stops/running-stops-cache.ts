import type { Stop } from '@dishrated/shared';
import { boundingBox, type BoundingBox } from '../../lib/geo-sql.js';

/** A stop running at a moment, with its place as a list's `location` (JSON) and its latitude's cosine (for measuring). */
export type RunningStop = Stop & { truckId: string; placeJson: string; cosLatitude: number };

/** Cells are this many degrees a side (about 11 km north to south). */
const CELL_DEGREES = 0.1;
/**
 * Cells are read from the database a block at a time, this many cells a side (about 55 km): a
 * city's searches then cost a few reads rather than one per street corner a visitor looks at.
 */
const BLOCK_CELLS = 5;
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
    private readonly maxCells = 50_000,
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
    if (missing.length > 0) this.loadBlocks(missing, at, now);
    return (await Promise.all(cells.map(({ key }) => this.cells.get(key)!.stops))).flat();
  }

  clear(): void {
    this.cells.clear();
  }

  /**
   * Reads the blocks holding the missing cells of one search in one go (the rectangle around
   * them), then splits the stops by cell and keeps every cell of those blocks.
   */
  private loadBlocks(missing: Array<{ row: number; column: number }>, at: number, now: number) {
    const blockOf = (cell: number) => Math.floor(cell / BLOCK_CELLS);
    const rows = missing.map((c) => blockOf(c.row));
    const columns = missing.map((c) => blockOf(c.column));
    const [top, bottom, left, right] = [Math.min(...rows) * BLOCK_CELLS, (Math.max(...rows) + 1) * BLOCK_CELLS, Math.min(...columns) * BLOCK_CELLS, (Math.max(...columns) + 1) * BLOCK_CELLS];
    if (this.cells.size + (bottom - top) * (right - left) > this.maxCells) this.cells.clear();
    // A hair wider than the cells, so a stop on an edge is read whatever the rounding; each stop
    // then goes to the one cell its coordinates fall in.
    const read = this.load({ minLat: top * CELL_DEGREES - EDGE, maxLat: bottom * CELL_DEGREES + EDGE, lngRanges: [[left * CELL_DEGREES - EDGE, right * CELL_DEGREES + EDGE]] }, at).then((all) => {
      const byCell = new Map<string, RunningStop[]>();
      for (const stop of all) {
        const key = `${at}|${Math.floor(stop.latitude / CELL_DEGREES)}|${Math.floor(stop.longitude / CELL_DEGREES)}`;
        const cell = byCell.get(key);
        if (cell) cell.push(stop);
        else byCell.set(key, [stop]);
      }
      return byCell;
    });
    for (let row = top; row < bottom; row++) {
      for (let column = left; column < right; column++) {
        const key = `${at}|${row}|${column}`;
        const stops = read.then((byCell) => byCell.get(key) ?? []);
        this.cells.set(key, { stops, expires: now + this.ttlMs });
        // A failed read is not kept: the next search asks again.
        stops.catch(() => this.cells.get(key)?.stops === stops && this.cells.delete(key));
      }
    }
  }
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
