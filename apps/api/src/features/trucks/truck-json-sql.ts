import { sql, type SQL } from 'drizzle-orm';

/**
 * Truck list items as JSON text, from the `list_json_tail` column that migrations 0003 and 0004
 * keep current with triggers (the shape of the shared TruckSchema, mirroring `toTruckDto`). Node
 * only forwards the text: no row parsing, mapping or serialising per truck.
 */

/**
 * The stored item lists a nearby summary's fields (the shared TruckSummarySchema) first and the
 * rest from this key on (migration 0012): the summary is the tail cut before it, closed with '}'.
 * Should the key be missing, both cuts (here and in nearby-index.ts) keep the whole item.
 */
export const SUMMARY_END = ',"description":';

/**
 * One truck's list item (or its nearby summary) from a row alias, with `distanceValue` and
 * `distance` first when given. The stored tail is the item without its opening brace, so adding
 * them is plain byte concatenation (no character counting over the text).
 */
export function truckJsonSql(row: string, distanceKm: SQL | null = null, shape: 'item' | 'summary' = 'item'): SQL {
  const stored = sql.raw(`${row}.list_json_tail`);
  const tail = shape === 'item' ? stored : sql`left(${stored}, strpos(${stored}, ${sql.raw(`'${SUMMARY_END}'`)}) - 1) || '}'`;
  if (!distanceKm) return sql`'{' || ${tail}`;
  // Same rounding and text as the shared roundKm/formatDistance: Math.round(km * 100) / 100.
  const rounded = sql`(floor(${distanceKm} * 100 + 0.5) / 100)::text`;
  return sql`'{"distanceValue":' || ${rounded} || ',"distance":"' || ${rounded} || ' km",' || ${tail}`;
}

/** The JSON array of the `truck` column of an ordered subquery aliased `page` (order kept). */
const truckArrayAggregate = sql<string>`coalesce('[' || string_agg(page.truck, ',') || ']', '[]')`;

export function truckArraySql(ordered: SQL): SQL {
  return sql`select ${truckArrayAggregate} as json, count(*)::int as count from (${ordered}) page`;
}
