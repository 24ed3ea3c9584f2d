import { EARTH_RADIUS_KM } from '@dishrated/shared';

/**
 * The map cells of `truck_count_cells` (migration 0009): 0.01 degrees a side, numbered by
 * floor(degrees / 0.01) exactly as the database's truck_count_cell() numbers them.
 */
export const COUNT_CELL_DEGREES = 0.01;

export function countCell(degrees: number): number {
  return Math.floor(degrees / COUNT_CELL_DEGREES);
}

/** Cells by row: row `latCells[k]` holds cells `lngFrom[k]` to `lngTo[k]`, both included. */
export interface CellRows {
  latCells: number[];
  lngFrom: number[];
  lngTo: number[];
}

/**
 * How far out from the centre the rows go, and how wide a row may be. The cells are a lower
 * bound of the count, so leaving some out only makes "1,000+" less often; it keeps the sum a few
 * hundred rows for a very large radius too.
 */
const MAX_ROWS_EACH_SIDE = 40;
const MAX_CELLS_EACH_SIDE = 60;
const LAST_LNG_CELL = Math.round(180 / COUNT_CELL_DEGREES) - 1;
const FIRST_LNG_CELL = -Math.round(180 / COUNT_CELL_DEGREES);
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Half the longitude span, in degrees, of the points at latitude `lat` within `angle` (radians)
 * of the centre; -1 when none are. From the spherical law of cosines:
 * cos d = sin φ sin φc + cos φ cos φc cos Δλ.
 */
function halfWidthAt(lat: number, centreLat: number, angle: number): number {
  const [phi, phiC] = [toRadians(lat), toRadians(centreLat)];
  const across = Math.cos(phi) * Math.cos(phiC);
  if (across < 1e-12) return -1;
  const cosDelta = (Math.cos(angle) - Math.sin(phi) * Math.sin(phiC)) / across;
  if (cosDelta > 1) return -1;
  return cosDelta < -1 ? 180 : (Math.acos(cosDelta) * 180) / Math.PI;
}

/**
 * The cells lying wholly within `radiusKm` of the centre (some of them, for a very large radius).
 * A cell is inside when its four corners are: along a parallel or a meridian the distance from
 * the centre has no maximum between two points, so a corner is the cell's farthest point. In a
 * row the inside cells are those whose longitudes fall within the narrower of the row's two edge
 * latitudes' spans. The radius is shrunk by a hair so that rounding never admits a cell that
 * reaches past it.
 */
export function cellsInside(lat: number, lng: number, radiusKm: number): CellRows {
  const rows: CellRows = { latCells: [], lngFrom: [], lngTo: [] };
  const angle = Math.min(Math.PI, radiusKm / EARTH_RADIUS_KM) * (1 - 1e-6);
  const centreRow = countCell(lat);
  const centreCol = countCell(lng);
  for (let offset = 0; offset <= 2 * MAX_ROWS_EACH_SIDE; offset++) {
    // 0, -1, 1, -2, 2, ...: nearest rows first.
    const row = centreRow + (offset % 2 === 0 ? offset / 2 : -(offset + 1) / 2);
    const south = row * COUNT_CELL_DEGREES;
    const north = (row + 1) * COUNT_CELL_DEGREES;
    if (south < -90 || north > 90) continue;
    const halfWidth = Math.min(halfWidthAt(south, lat, angle), halfWidthAt(north, lat, angle));
    if (halfWidth < 0) continue;
    const from = Math.max(Math.ceil((lng - halfWidth) / COUNT_CELL_DEGREES), centreCol - MAX_CELLS_EACH_SIDE, FIRST_LNG_CELL);
    const to = Math.min(Math.floor((lng + halfWidth) / COUNT_CELL_DEGREES) - 1, centreCol + MAX_CELLS_EACH_SIDE, LAST_LNG_CELL);
    if (from > to) continue;
    rows.latCells.push(row);
    rows.lngFrom.push(from);
    rows.lngTo.push(to);
  }
  return rows;
}
