import type { Stop } from '@dishrated/shared';
import { KM_PER_DEGREE_LAT, boundingBox, type BoundingBox } from '../../lib/geo-sql.js';

/**
 * A stop running at a moment, with its place as a list's `location` (JSON, and as the bytes of
 * `,"location":…` for answers written as bytes) and its latitude's cosine (for measuring).
 */
export type RunningStop = Stop & { truckId: string; placeJson: string; placeBytes: Buffer; cosLatitude: number };

/** Cells are this many degrees a side (about 2 km): a search walks them outwards from its centre. */
const CELL_DEGREES = 0.02;
/**
 * Cells are read from the database a block at a time, this many cells a side (half a degree,
 * about 55 km): a city's searches then cost a few reads rather than one per street corner.
 */
const BLOCK_CELLS = 25;
/** A search covering more cells than this (a radius beyond the app's 50 km) reads the database directly. */
const MAX_CELLS_PER_SEARCH = 2_500;
const EDGE = 1e-7;

interface Block {
  /** The block's running stops by cell (see cellKey); cells without stops are absent. */
  cells: Promise<Map<number, RunningStop[]>>;
  expires: number;
}

/** Where a search's stops are: by ring of cells around its centre's cell (read as the search walks out), and a lower bound on how far each ring is. */
export interface StopsAround {
  /** How many rings the search's box holds. */
  rings: number;
  /** Ring r: the stops of the cells r cells away (in rows or columns) from the centre's cell. */
  ring(r: number): RunningStop[];
  /** Every stop of ring r is at least (r - 1) times this many km from the centre. */
  ringGapKm: number;
}

const cellOf = (degrees: number) => Math.floor(degrees / CELL_DEGREES);
const cellKey = (row: number, column: number) => (row + 10_000) * 20_000 + (column + 10_000);
const blockOf = (cell: number) => Math.floor(cell / BLOCK_CELLS);

/**
 * The stops running at a moment, by cell of the map. Searches by time ask for a few shared
 * moments ("tomorrow" is 7 pm tomorrow for everyone), so one database read of a block answers every
 * search around it. The owner forgets everything (`clear`) when stops change here or are
 * announced changed elsewhere; blocks also expire, in case an announcement was lost.
 */
export class RunningStopsCache {
  private readonly blocks = new Map<string, Block>();

  constructor(
    /** The stops in `box` running at `at` (closed dates and every-N-weeks applied). */
    private readonly load: (box: BoundingBox, at: number) => Promise<RunningStop[]>,
    private readonly ttlMs: number,
    private readonly maxBlocks = 2_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The stops running at `at` in the box around a radius (some beyond it: the caller measures), ring by ring outwards. */
  async around(lat: number, lng: number, radiusKm: number, at: number): Promise<StopsAround> {
    const box = boundingBox(lat, lng, radiusKm);
    const [west, east] = box.lngRanges[0]!;
    const [top, bottom, left, right] = [cellOf(box.minLat), cellOf(box.maxLat), cellOf(west), cellOf(east)];
    // A very wide search, or one across the antimeridian, reads the database directly: one ring.
    if ((bottom - top + 1) * (right - left + 1) > MAX_CELLS_PER_SEARCH || box.lngRanges.length > 1) {
      const all = await this.load(box, at);
      return { rings: 1, ring: () => all, ringGapKm: 0 };
    }
    const blocks = await this.blocksFor(top, bottom, left, right, at);
    const [row, column] = [cellOf(lat), cellOf(lng)];
    const reach = Math.max(row - top, bottom - row, column - left, right - column);
    const cell = (i: number, j: number) => (i < top || i > bottom || j < left || j > right ? undefined : blocks.get(`${blockOf(i)}|${blockOf(j)}`)?.get(cellKey(i, j)));
    /** The stops of the cells r cells away: whole rows at the ring's top and bottom, the two end columns between. */
    const ring = (r: number): RunningStop[] => {
      const stops: RunningStop[] = [];
      for (let i = row - r; i <= row + r; i++) {
        const step = i === row - r || i === row + r ? 1 : 2 * r;
        for (let j = column - r; j <= column + r; j += step) {
          const found = cell(i, j);
          if (found) for (const stop of found) stops.push(stop);
        }
      }
      return stops;
    };
    // A cell's north-south side, and its east-west side at the box's poleward edge (the narrowest).
    const poleward = Math.max(Math.abs(box.minLat), Math.abs(box.maxLat));
    const ringGapKm = CELL_DEGREES * KM_PER_DEGREE_LAT * Math.min(1, Math.cos((poleward * Math.PI) / 180)) * 0.999;
    return { rings: reach + 1, ring, ringGapKm };
  }

  clear(): void {
    this.blocks.clear();
  }

  /** The blocks covering a rectangle of cells, reading those missing or expired in one go (the rectangle around them). */
  private async blocksFor(top: number, bottom: number, left: number, right: number, at: number): Promise<Map<string, Map<number, RunningStop[]>>> {
    const now = this.now();
    const wanted: Array<{ row: number; column: number; key: string }> = [];
    for (let row = blockOf(top); row <= blockOf(bottom); row++) {
      for (let column = blockOf(left); column <= blockOf(right); column++) wanted.push({ row, column, key: `${at}|${row}|${column}` });
    }
    const missing = wanted.filter(({ key }) => !((this.blocks.get(key)?.expires ?? 0) > now));
    if (missing.length > 0) this.loadBlocks(missing, at, now);
    // Taken before waiting: a change announced meanwhile clears the cache, not this search's reads.
    const reads = wanted.map(({ row, column, key }) => [`${row}|${column}`, this.blocks.get(key)!.cells] as const);
    const found = new Map<string, Map<number, RunningStop[]>>();
    for (const [block, cells] of reads) found.set(block, await cells);
    return found;
  }

  private loadBlocks(missing: Array<{ row: number; column: number; key: string }>, at: number, now: number) {
    if (this.blocks.size + missing.length > this.maxBlocks) this.blocks.clear();
    const rows = missing.map((b) => b.row);
    const columns = missing.map((b) => b.column);
    const degrees = CELL_DEGREES * BLOCK_CELLS;
    const [top, bottom, left, right] = [Math.min(...rows), Math.max(...rows) + 1, Math.min(...columns), Math.max(...columns) + 1];
    // A hair wider than the blocks, so a stop on an edge is read whatever the rounding; each stop
    // then goes to the one cell its coordinates fall in.
    const read = this.load({ minLat: top * degrees - EDGE, maxLat: bottom * degrees + EDGE, lngRanges: [[left * degrees - EDGE, right * degrees + EDGE]] }, at).then((all) => {
      const byBlock = new Map<string, Map<number, RunningStop[]>>(missing.map((b) => [`${b.row}|${b.column}`, new Map()]));
      for (const stop of all) {
        const [row, column] = [cellOf(stop.latitude), cellOf(stop.longitude)];
        const cells = byBlock.get(`${blockOf(row)}|${blockOf(column)}`);
        if (!cells) continue;
        const key = cellKey(row, column);
        const cell = cells.get(key);
        if (cell) cell.push(stop);
        else cells.set(key, [stop]);
      }
      return byBlock;
    });
    for (const { row, column, key } of missing) {
      const cells = read.then((byBlock) => byBlock.get(`${row}|${column}`)!);
      this.blocks.set(key, { cells, expires: now + this.ttlMs });
      // A failed read is not kept: the next search asks again.
      cells.catch(() => this.blocks.get(key)?.cells === cells && this.blocks.delete(key));
    }
  }
}
