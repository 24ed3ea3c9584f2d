import { sql, type SQL } from 'drizzle-orm';

/**
 * Truck list items as JSON text, straight from the `list_json` column that migration 0003 keeps
 * current with triggers (the shape of the shared TruckSchema, mirroring `toTruckDto`). Node only
 * forwards the text: no row parsing, mapping or serialising per truck.
 */

/** One truck's list item from a row alias, with `distanceValue` and `distance` appended when given. */
export function truckJsonSql(row: string, distanceKm: SQL | null = null): SQL {
  const stored = sql.raw(`${row}.list_json`);
  if (!distanceKm) return stored;
  // Same rounding and text as the shared roundKm/formatDistance: Math.round(km * 100) / 100.
  const rounded = sql`(floor(${distanceKm} * 100 + 0.5) / 100)::text`;
  return sql`left(${stored}, -1) || ',"distanceValue":' || ${rounded} || ',"distance":"' || ${rounded} || ' km"}'`;
}

/** The JSON array of the `truck` column of an ordered subquery aliased `page` (order kept). */
export const truckArrayAggregate = sql<string>`coalesce('[' || string_agg(page.truck, ',') || ']', '[]')`;

export function truckArraySql(ordered: SQL): SQL {
  return sql`select ${truckArrayAggregate} as json, count(*)::int as count from (${ordered}) page`;
}
