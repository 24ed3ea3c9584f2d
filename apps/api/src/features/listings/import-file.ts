import { parse } from 'csv-parse/sync';
import { badRequest } from '../../lib/errors.js';

/** One row of an import file as written: its line (CSV) or feature number (GeoJSON), and its fields by lower-case name. */
export interface RawRow {
  line: number;
  fields: Record<string, string>;
}

/** The names a column may go by; the first is the one rows are read by. */
const COLUMNS: Record<string, readonly string[]> = {
  name: ['name', 'truck', 'truck name'],
  cuisine: ['cuisine'],
  city: ['city', 'town'],
  address: ['address', 'place', 'location'],
  latitude: ['latitude', 'lat'],
  longitude: ['longitude', 'lng', 'lon', 'long'],
  phone: ['phone', 'telephone', 'mobile'],
  website: ['website', 'url', 'web'],
  instagram: ['instagram', 'insta'],
  hours: ['hours', 'usual hours', 'opening hours', 'opening_hours'],
  source: ['source'],
};

const columnOf = new Map(Object.entries(COLUMNS).flatMap(([column, names]) => names.map((name) => [name, column] as const)));

function canonical(fields: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) {
    const column = columnOf.get(key.trim().toLowerCase().replace(/_/g, ' ')) ?? columnOf.get(key.trim().toLowerCase());
    if (column && value !== null && value !== undefined && out[column] === undefined) out[column] = String(value).trim();
  }
  return out;
}

/** Reads a CSV file with a header row; rows keep the line they start on. */
function csvRows(text: string): RawRow[] {
  let records: Array<{ record: Record<string, string>; info: { lines: number } }>;
  try {
    records = parse(text, { columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()), bom: true, skip_empty_lines: true, relax_column_count: true, info: true, trim: true });
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw badRequest(`The file is not valid CSV${line ? ` (line ${line})` : ''}: ${(error as Error).message.split(':')[0]}`, 'text');
  }
  if (records.length > 0 && !Object.keys(records[0]!.record).some((key) => columnOf.has(key))) {
    throw badRequest('The first line must name the columns (name, cuisine, city, address, latitude, longitude, phone, website, instagram, hours, source)', 'text');
  }
  return records.map(({ record, info }) => ({ line: info.lines, fields: canonical(record) }));
}

/** Reads a GeoJSON FeatureCollection: each feature's properties, with its point as latitude and longitude. */
function geoJsonRows(text: string): RawRow[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw badRequest('The file is not valid GeoJSON: it is not JSON', 'text');
  }
  const features = (data as { type?: unknown; features?: unknown }).features;
  if ((data as { type?: unknown }).type !== 'FeatureCollection' || !Array.isArray(features)) throw badRequest('The file is not valid GeoJSON: expected a FeatureCollection', 'text');
  return features.map((feature: unknown, i) => {
    const f = (feature ?? {}) as { properties?: Record<string, unknown> | null; geometry?: { type?: string; coordinates?: unknown } | null };
    const fields = canonical(f.properties && typeof f.properties === 'object' ? f.properties : {});
    const point = f.geometry?.type === 'Point' && Array.isArray(f.geometry.coordinates) ? f.geometry.coordinates : null;
    if (point) {
      fields.longitude = String(point[0]);
      fields.latitude = String(point[1]);
    }
    return { line: i + 1, fields };
  });
}

export function readImportFile(text: string, format: 'csv' | 'geojson'): RawRow[] {
  return format === 'csv' ? csvRows(text) : geoJsonRows(text);
}
