import { sql, type SQL } from 'drizzle-orm';

/**
 * Truck list items as JSON text, from the `list_json_tail` column that migrations 0003 and 0004
 * keep current with triggers (the shape of the shared TruckSchema, mirroring `toTruckDto`). Node
 * only forwards the text: no row parsing, mapping or serialising per truck.
 */

/**
 * The stored item lists a nearby summary's fields (the shared TruckSummarySchema) first, ending
 * with `location` and its coordinates; the item goes on from this key, the location's address, on
 * (migration 0029). A summary is the tail cut before it and closed with '}}' (the location, then
 * the item). Should the key be missing, both cuts (here and in nearby-index.ts) keep the whole item.
 */
export const SUMMARY_END = ',"address":';

/**
 * One truck's list item (or its nearby summary) from a row alias, with the distance first when
 * given: `distanceValue` and `distance` on an item, `distance` alone on a summary (what its row
 * shows). The stored tail is the item without its opening brace, so adding them is plain byte
 * concatenation (no character counting over the text).
 */
export function truckJsonSql(row: string, distanceKm: SQL | null = null, shape: 'item' | 'summary' = 'item'): SQL {
  const stored = sql.raw(`${row}.list_json_tail`);
  const cut = sql`strpos(${stored}, ${sql.raw(`'${SUMMARY_END}'`)})`;
  const tail = shape === 'item' ? stored : sql`(case when ${cut} > 0 then left(${stored}, ${cut} - 1) || '}}' else ${stored} end)`;
  if (!distanceKm) return sql`'{' || ${tail}`;
  // Same rounding and text as the shared roundKm/formatDistance: Math.round(km * 100) / 100.
  const rounded = sql`(floor(${distanceKm} * 100 + 0.5) / 100)::text`;
  if (shape === 'summary') return sql`'{"distance":"' || ${rounded} || ' km",' || ${tail}`;
  return sql`'{"distanceValue":' || ${rounded} || ',"distance":"' || ${rounded} || ' km",' || ${tail}`;
}

/** The JSON array of the `truck` column of an ordered subquery aliased `page` (order kept). */
const truckArrayAggregate = sql<string>`coalesce('[' || string_agg(page.truck, ',') || ']', '[]')`;

export function truckArraySql(ordered: SQL): SQL {
  return sql`select ${truckArrayAggregate} as json, count(*)::int as count from (${ordered}) page`;
}
