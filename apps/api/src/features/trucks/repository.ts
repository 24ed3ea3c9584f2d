import { TRUCK_COUNT_CAP, type Stop, type StopException, type TruckCursor, type TruckStatus } from '@dishrated/shared';
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { prepareArrayStatement, queryNamedRows, queryRows, type ArrayStatement, type Database, type Executor } from '../../db/client.js';
import { truckArraySql, truckJsonSql } from './truck-json-sql.js';
import { containsPattern } from '../../lib/sql-text.js';
import { menuItems, truckImages, trucks, users } from '../../db/schema.js';
import { cellsInside } from './count-cells.js';
import { chordForKm, distanceKm, unitVector, withinRadius } from '../../lib/geo-sql.js';

export type TruckRow = typeof trucks.$inferSelect;

export interface TruckFilter {
  search?: string;
  cuisines?: string[];
  priceRanges?: string[];
  openNow?: boolean;
  near?: { lat: number; lng: number; radiusKm?: number };
}

/** The filters other than place: search, cuisines, price ranges, open now. */
function filterConditions(filter: TruckFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(
      or(
        ilike(trucks.name, pattern),
        ilike(trucks.description, pattern),
        ilike(trucks.cuisine, pattern),
        sql`array_to_string(${trucks.tags}, ' ') ilike ${pattern}`,
      )!,
    );
  }
  if (filter.cuisines?.length) {
    // A cuisine matches the truck's cuisine or any of its tags, by substring ('Indian' finds 'North Indian').
    conditions.push(
      or(
        ...filter.cuisines.map((c) => {
          const pattern = containsPattern(c);
          return or(ilike(trucks.cuisine, pattern), sql`exists (select 1 from unnest(${trucks.tags}) tag where tag ilike ${pattern})`)!;
        }),
      )!,
    );
  }
  if (filter.priceRanges?.length) conditions.push(inArray(trucks.priceRange, filter.priceRanges as TruckRow['priceRange'][]));
  if (filter.openNow) conditions.push(eq(trucks.status, 'open'));
  return conditions;
}

/** The centre as a cube point, to order by `geo_unit <-> centre` and bound by a cube around it. */
function centreCube(lat: number, lng: number): SQL {
  const [x, y, z] = unitVector(lat, lng);
  return sql`cube(array[${x}::float8, ${y}::float8, ${z}::float8])`;
}

/**
 * Trucks within the radius, for the GiST index on geo_unit: inside a cube around the centre that
 * holds the whole ball (padded against rounding), then within the chord of the radius. Both tests
 * read the indexed column only, so with the status and price range the index carries a count
 * needs no table rows.
 */
function withinRadiusByIndex(lat: number, lng: number, radiusKm: number): SQL {
  const centre = centreCube(lat, lng);
  const chord = chordForKm(radiusKm);
  return sql`geo_unit <@ cube_enlarge(${centre}, ${chord * 1.001}::float8, 3) and (geo_unit <-> ${centre}) <= ${chord}::float8`;
}

/** A page of trucks as JSON text (see truck-json-sql.ts) plus how many there are. */
export interface TruckJsonPage {
  /** A JSON array of truck list items, in order. */
  json: string;
  count: number;
}

/** Aggregates an ordered subquery with a `truck` JSON column into one JSON array, keeping its order. */
async function aggregateTrucks(db: Executor, ordered: SQL): Promise<TruckJsonPage> {
  const [row] = await queryRows<TruckJsonPage>(db, truckArraySql(ordered));
  return row!;
}

export interface TruckListPage {
  items: TruckJsonPage;
  /** Exact up to TRUCK_COUNT_CAP; `totalCapped` when the count stopped there. */
  total: number;
  totalCapped: boolean;
  /** Where the next nearest-first page starts; null on the last page and for lists without a place. */
  nextCursor: TruckCursor | null;
}

/**
 * Matching trucks counted up to the cap plus one: the cost stays bounded however many trucks a
 * big radius holds, and one more than the cap tells "1,000+" from exactly 1,000.
 */
export function cappedCountQuery(filter: TruckFilter): SQL {
  const near = filter.near;
  const conditions = [...filterConditions(filter), ...(near?.radiusKm !== undefined ? [withinRadiusByIndex(near.lat, near.lng, near.radiusKm)] : [])];
  const where = conditions.length ? sql`where ${and(...conditions)}` : sql``;
  const overCap = sql.raw(String(TRUCK_COUNT_CAP + 1));
  const counted = sql`select count(*)::int from (select 1 from trucks ${where} limit ${overCap}) matching`;
  const lowerBound = near?.radiusKm !== undefined ? cellLowerBound(filter, near.lat, near.lng, near.radiusKm, overCap) : undefined;
  if (!lowerBound) return sql`select (${counted}) as count`;
  // PostgreSQL runs an uncorrelated subquery when its value is first needed, so the trucks are
  // only counted when the cells do not already hold more than the cap.
  return sql`select case when (${lowerBound}) >= ${overCap} then ${overCap} else (${counted}) end as count`;
}

/**
 * How many matching trucks the count cells wholly inside the circle hold (see count-cells.ts), or
 * undefined when a filter the cells do not know (search, cuisine) is set. The rows of cells are
 * summed nearest first and the sum stops once it reaches `enough`: around a city centre the first
 * few rows already pass the cap, and reading the rest measured as much as the page query itself.
 */
function cellLowerBound(filter: TruckFilter, lat: number, lng: number, radiusKm: number, enough: SQL): SQL | undefined {
  if (filter.search || filter.cuisines?.length) return undefined;
  const rows = cellsInside(lat, lng, radiusKm);
  const [latCells, lngFrom, lngTo] = [sql.param(rows.latCells), sql.param(rows.lngFrom), sql.param(rows.lngTo)];
  const conditions = [sql`c.lat_cell = (${latCells}::int[])[walk.step + 1]`, sql`c.lng_cell between (${lngFrom}::int[])[walk.step + 1] and (${lngTo}::int[])[walk.step + 1]`];
  if (filter.openNow) conditions.push(sql`c.status = 'open'`);
  if (filter.priceRanges?.length) conditions.push(sql`c.price_range = any(${sql.param(filter.priceRanges)}::text[])`);
  return sql`with recursive walk(step, trucks) as (
      select 0, 0::bigint
      union all
      select walk.step + 1, walk.trucks + (select coalesce(sum(c.trucks), 0) from truck_count_cells c where ${and(...conditions)})
      from walk where walk.step < cardinality(${latCells}::int[]) and walk.trucks < ${enough})
    select max(trucks) from walk`;
}

async function cappedCount(db: Database, filter: TruckFilter): Promise<{ total: number; totalCapped: boolean }> {
  const [row] = await queryNamedRows<{ count: number }>(db, cappedCountQuery(filter));
  const counted = row?.count ?? 0;
  return counted > TRUCK_COUNT_CAP ? { total: TRUCK_COUNT_CAP, totalCapped: true } : { total: counted, totalCapped: false };
}

/**
 * Nearest first, by a KNN scan of the GiST index on geo_unit bounded by the radius: it reads
 * about one page of trucks (plus those the filters drop), whatever the table size. The keyset
 * cursor (chord distance, id) starts the next page after the last truck shown: no offset, so a
 * truck added or removed nearer than the cursor does not shift the next page by one. The scan
 * still steps past the earlier trucks in index order to get there, though without sorting them.
 */
export function nearestPageQuery(filter: TruckFilter & { near: NonNullable<TruckFilter['near']> }, fetch: number, offset: number, cursor?: TruckCursor): SQL {
  const { lat, lng, radiusKm } = filter.near;
  const chord = sql`(geo_unit <-> ${centreCube(lat, lng)})`;
  const conditions = [sql`geo_unit is not null`, ...filterConditions(filter)];
  if (radiusKm !== undefined) conditions.push(withinRadiusByIndex(lat, lng, radiusKm));
  if (cursor) conditions.push(sql`(${chord}, id) > (${cursor.chord}::float8, ${cursor.id}::uuid)`);
  const distance = distanceKm({ latitude: sql.raw('n.latitude'), longitude: sql.raw('n.longitude') }, lat, lng);
  // The inner query orders by the distance alone: that is the order the KNN scan yields, so it
  // stops after `fetch` rows (ordering by distance and id there made PostgreSQL read and sort
  // every truck in the radius instead). The outer query breaks ties by id.
  return sql`select ${truckJsonSql('n', sql.raw('d.distance_km'))} as truck, n.chord::text as chord, n.id
    from (select id, latitude, longitude, list_json_tail, ${chord} as chord from trucks where ${and(...conditions)}
          order by ${chord} limit ${sql.raw(String(Math.trunc(fetch)))} offset ${offset}) n
    cross join lateral (select ${distance} as distance_km) d
    order by n.chord, n.id`;
}

async function nearestPage(db: Database, filter: TruckFilter & { near: NonNullable<TruckFilter['near']> }, limit: number, offset: number, cursor?: TruckCursor) {
  // A page, one row to tell whether another follows, and a few more: trucks at exactly the same
  // distance come from the index in no set order, and the page must end after all of them that
  // sort (by id) before its last truck, or the next page's cursor would skip one.
  for (let slack = NEAREST_SLACK; ; slack *= 10) {
    const fetch = limit + 1 + slack;
    const rows = await queryNamedRows<{ truck: string; chord: string; id: string }>(db, nearestPageQuery(filter, fetch, offset, cursor));
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    const cutInsideTies = rows.length === fetch && last !== undefined && rows[fetch - 1]!.chord === last.chord;
    if (cutInsideTies && slack < 100_000) continue;
    return {
      items: { json: `[${page.map((row) => row.truck).join(',')}]`, count: page.length },
      nextCursor: rows.length > limit && last ? { chord: Number(last.chord), id: last.id } : null,
    };
  }
}

/** Without a place: featured first, then the best rated. */
function rankedPageQuery(filter: TruckFilter, limit: number, offset: number): SQL {
  const conditions = filterConditions(filter);
  return sql`select ${truckJsonSql('trucks')} as truck from trucks ${conditions.length ? sql`where ${and(...conditions)}` : sql``}
    order by ${desc(trucks.featured)}, ${desc(trucks.rating)}, ${asc(trucks.id)} limit ${limit} offset ${offset}`;
}

export async function listTrucks(db: Database, filter: TruckFilter, paging: { page: number; limit: number; cursor?: TruckCursor }): Promise<TruckListPage> {
  const { near } = filter;
  // With a cursor the page starts there; `page` counts from the start otherwise.
  const offset = paging.cursor ? 0 : (paging.page - 1) * paging.limit;
  const [page, counted] = await Promise.all([
    near
      ? nearestPage(db, { ...filter, near }, paging.limit, offset, paging.cursor)
      : aggregateTrucks(db, rankedPageQuery(filter, paging.limit, offset)).then((items) => ({ items, nextCursor: null })),
    cappedCount(db, filter),
  ]);
  return { ...page, ...counted };
}

/**
 * The nearest trucks within the radius, closest first. A KNN scan of the GiST index on geo_unit
 * reads only the `limit` nearest trucks (plus a few, for floating-point ties), whatever the table
 * size; the exact haversine distance then filters by radius and orders the result.
 */
export const NEAREST_SLACK = 10;

interface NearbyValues<T> { lat: T; lng: T; radius: T; x: T; y: T; z: T }

/**
 * The row counts are integer literals, not parameters: with a parameter LIMIT PostgreSQL judges
 * a generic plan costly and re-plans on every execution, which measured about half the query's
 * database CPU. With literals it settles on one generic plan per connection and statement.
 */
function nearbySql(v: NearbyValues<SQL>, limit: number): SQL {
  const count = (n: number) => sql.raw(String(Math.trunc(n)));
  const distance = distanceKm({ latitude: sql.raw('n.latitude'), longitude: sql.raw('n.longitude') }, v.lat, v.lng);
  return sql`select ${truckJsonSql('n', sql.raw('d.distance_km'), 'summary')} as truck
    from (select id, latitude, longitude, list_json_tail from trucks where latitude is not null
          order by geo_unit <-> cube(array[${v.x}, ${v.y}, ${v.z}]) limit ${count(limit + NEAREST_SLACK)}) n
    cross join lateral (select ${distance} as distance_km) d
    where d.distance_km <= ${v.radius}
    order by d.distance_km, n.id
    limit ${count(limit)}`;
}

function nearbyValues(lat: number, lng: number, radiusKm: number): NearbyValues<number> {
  const [x, y, z] = unitVector(lat, lng);
  return { lat, lng, radius: radiusKm, x, y, z };
}

/** Typed SQL for each value: placeholders (prepared statement) or literal parameters (EXPLAIN). */
function typed<T>(values: NearbyValues<T>, chunk: (key: string, value: T) => SQL): NearbyValues<SQL> {
  const entries = Object.entries(values) as Array<[string, T]>;
  return Object.fromEntries(entries.map(([key, value]) => [key, sql`${chunk(key, value)}::float8`])) as unknown as NearbyValues<SQL>;
}

// One prepared statement per database and limit (the limit is validated, at most MAX_NEARBY_LIMIT):
// the SQL text is built once, and PostgreSQL plans it once per connection.
const nearbyStatements = new WeakMap<Database, Map<number, ArrayStatement>>();
function prepareNearby(db: Database, limit: number): ArrayStatement {
  const placeholders = typed(nearbyValues(0, 0, 0), (key) => sql`${sql.placeholder(key)}`);
  return prepareArrayStatement(db, `trucks_nearby_${limit}`, nearbySql(placeholders, limit));
}

/**
 * One row per truck, joined into the array here: aggregating in the database copied the ~30 KB
 * answer several more times (string_agg growing its buffer, then the brackets) and measured
 * slower end to end than joining the rows' texts in Node.
 */
export async function nearbyTrucks(db: Database, lat: number, lng: number, radiusKm: number, limit: number): Promise<TruckJsonPage> {
  let statements = nearbyStatements.get(db);
  if (!statements) nearbyStatements.set(db, (statements = new Map()));
  let statement = statements.get(limit);
  if (!statement) statements.set(limit, (statement = prepareNearby(db, limit)));
  const rows = await statement(nearbyValues(lat, lng, radiusKm) as unknown as Record<string, unknown>);
  return { json: `[${rows.map((row) => row[0]).join(',')}]`, count: rows.length };
}

/** The nearby query with plain parameters, for EXPLAIN in tests. */
export function nearbyTrucksQuery(lat: number, lng: number, radiusKm: number, limit: number): SQL {
  return nearbySql(typed(nearbyValues(lat, lng, radiusKm), (_key, value) => sql`${value}`), limit);
}

/** Trending: highest stored Bayesian score first (see trucks.trendingScore); ties go to more reviews. */
export function trendingTrucksQuery(limit: number): SQL {
  // Written to match trucks_trending_idx exactly, so the top N is read straight off the index.
  return sql`select ${truckJsonSql('trucks')} as truck from trucks
    order by trending_score desc nulls last, review_count desc nulls last, id limit ${limit}`;
}

export async function trendingTrucks(db: Executor, limit: number): Promise<TruckJsonPage> {
  return aggregateTrucks(db, trendingTrucksQuery(limit));
}

/** A truck page's stored document (migration 0008) and its etag, or undefined for no such truck. */
/** What a truck page needs of a truck's schedule: its status, whether it shares its live place, its stops and closed dates. */
export interface TruckSchedule {
  status: TruckStatus;
  isLocationSharingEnabled: boolean;
  stops: Stop[];
  closed: StopException[];
}

export interface TruckDetailDocument {
  json: string;
  etag: string;
  schedule: TruckSchedule;
}

/** Trucks' schedules (stops and closed dates, as kept beside their pages) with their live status: for lists that show when each is next out. */
export async function truckSchedules(db: Executor, ids: string[]): Promise<Map<string, TruckSchedule>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ id: string; schedule: string; status: TruckStatus; sharing: boolean }>(
    db,
    sql`select d.truck_id::text as id, d.schedule, t.status, t.is_location_sharing_enabled as sharing
        from truck_detail_documents d join trucks t on t.id = d.truck_id where d.truck_id in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})`,
  );
  return new Map(
    rows.map((row) => {
      const { stops, closed } = JSON.parse(row.schedule) as Pick<TruckSchedule, 'stops' | 'closed'>;
      return [row.id, { status: row.status, isLocationSharingEnabled: row.sharing, stops, closed }];
    }),
  );
}

const detailStatements = new WeakMap<Database, ArrayStatement>();

/** Truck pages' stored documents with their schedules (kept beside them) and live status, in one query. */
export async function truckDetailDocuments(db: Database, ids: string[]): Promise<Map<string, TruckDetailDocument>> {
  let statement = detailStatements.get(db);
  if (!statement) {
    statement = prepareArrayStatement(
      db,
      'truck_detail_documents',
      sql`select d.truck_id::text, d.document, d.etag, d.schedule, t.status, t.is_location_sharing_enabled
          from truck_detail_documents d join trucks t on t.id = d.truck_id where d.truck_id = any(${sql.placeholder('ids')}::uuid[])`,
    );
    detailStatements.set(db, statement);
  }
  const rows = await statement({ ids });
  return new Map(
    rows.map((row) => {
      const { stops, closed } = JSON.parse(row[3] as string) as Pick<TruckSchedule, 'stops' | 'closed'>;
      return [row[0] as string, { json: row[1] as string, etag: row[2] as string, schedule: { status: row[4] as TruckStatus, isLocationSharingEnabled: row[5] as boolean, stops, closed } }];
    }),
  );
}

/** A located truck as the in-memory index takes it in (see nearby-index.ts). */
export interface LocatedTruckRow {
  id: string;
  latitude: number | null;
  longitude: number | null;
  /** The database's unit vector (geo_unit); the index computes it from the position when absent. */
  x?: number | null;
  y?: number | null;
  z?: number | null;
  status?: string | null;
  priceRange?: string | null;
  cuisine?: string | null;
  tags?: string[] | null;
  /** The list item without its opening brace (trucks.list_json_tail). */
  tail: string | null;
}

const locatedTruckColumns = sql`id::text as id, latitude, longitude,
  cube_ll_coord(geo_unit, 1) as x, cube_ll_coord(geo_unit, 2) as y, cube_ll_coord(geo_unit, 3) as z,
  status, price_range as "priceRange", cuisine, tags, list_json_tail as tail`;

/** How many trucks have a position (whether the index may hold them all). */
export async function locatedTruckTotals(db: Database): Promise<{ trucks: number }> {
  const [row] = await queryRows<{ trucks: number }>(
    db,
    sql`select count(*)::int as trucks from trucks where geo_unit is not null`,
  );
  return row!;
}

/** How many pages the trucks table has: the index loads it a stretch of pages at a time. */
export async function truckTablePages(db: Database): Promise<number> {
  const [row] = await queryRows<{ pages: number }>(db, sql`select (pg_relation_size('trucks') / current_setting('block_size')::int)::int as pages`);
  return row!.pages;
}

/**
 * Located trucks stored on table pages `fromPage` up to `toPage`, read in the order they are
 * stored (a TID range scan): a million trucks read in primary-key order cost a random table page
 * per truck, about twenty times as long.
 */
export async function locatedTrucksOnPages(db: Database, fromPage: number, toPage: number): Promise<LocatedTruckRow[]> {
  return queryRows<LocatedTruckRow>(
    db,
    sql`select ${locatedTruckColumns} from trucks where geo_unit is not null and ctid >= ${`(${fromPage},0)`}::tid and ctid < ${`(${toPage},0)`}::tid`,
  );
}

/** These trucks as the index takes them; trucks without a position (or gone) are left out. */
export async function locatedTrucksByIds(db: Database, ids: string[]): Promise<LocatedTruckRow[]> {
  return queryRows<LocatedTruckRow>(db, sql`select ${locatedTruckColumns} from trucks where geo_unit is not null and id = any(${`{${ids.join(',')}}`}::uuid[])`);
}

/** Sends `payload` to the listeners of `channel` (a write marker, see truck-memory.ts). */
export async function announceWrite(db: Database, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

export async function findTruck(db: Executor, id: string) {
  const [row] = await db.select().from(trucks).where(eq(trucks.id, id)).limit(1);
  return row;
}

export async function imagesFor(db: Executor, truckIds: string[]) {
  if (truckIds.length === 0) return [];
  return db.select().from(truckImages).where(inArray(truckImages.truckId, truckIds)).orderBy(asc(truckImages.sortOrder), asc(truckImages.id));
}

export async function menuFor(db: Executor, truckId: string) {
  return db.select().from(menuItems).where(eq(menuItems.truckId, truckId)).orderBy(asc(menuItems.category), asc(menuItems.name), asc(menuItems.id));
}

export async function ownerOf(db: Executor, ownerId: string) {
  const [row] = await db.select({ id: users.id, name: users.name, phone: users.phone }).from(users).where(eq(users.id, ownerId));
  return row;
}

export type TruckValues = Partial<typeof trucks.$inferInsert>;

export async function insertTruck(db: Executor, values: typeof trucks.$inferInsert) {
  const [row] = await db.insert(trucks).values(values).returning();
  return row!;
}

export async function updateTruck(db: Executor, id: string, values: TruckValues) {
  const [row] = await db.update(trucks).set({ ...values, updatedAt: new Date() }).where(eq(trucks.id, id)).returning();
  return row!;
}

export async function deleteTruck(db: Executor, id: string) {
  await db.delete(trucks).where(eq(trucks.id, id));
}

export async function findMenuItemById(db: Executor, itemId: string) {
  const [row] = await db.select().from(menuItems).where(eq(menuItems.id, itemId));
  return row;
}

/** A menu item of one truck: an item id of another truck's menu finds nothing. */
export async function findMenuItem(db: Executor, truckId: string, itemId: string) {
  const [row] = await db.select().from(menuItems).where(and(eq(menuItems.id, itemId), eq(menuItems.truckId, truckId)));
  return row;
}

export async function insertMenuItem(db: Executor, values: typeof menuItems.$inferInsert) {
  const [row] = await db.insert(menuItems).values(values).returning();
  return row!;
}

export async function updateMenuItem(db: Executor, itemId: string, values: Partial<typeof menuItems.$inferInsert>) {
  const [row] = await db.update(menuItems).set(values).where(eq(menuItems.id, itemId)).returning();
  return row!;
}

export async function deleteMenuItem(db: Executor, itemId: string) {
  await db.delete(menuItems).where(eq(menuItems.id, itemId));
}

/** An owner's trucks, newest first. */
export function trucksOwnedBy(db: Executor, ownerId: string) {
  return db.select().from(trucks).where(eq(trucks.ownerId, ownerId)).orderBy(desc(trucks.createdAt), asc(trucks.id));
}

/** Replaces the photo list in the order given (the first is order 1). */
export async function replaceImages(tx: Executor, truckId: string, images: Array<{ url: string; caption: string | null; isAdvertisement: boolean }>) {
  await tx.delete(truckImages).where(eq(truckImages.truckId, truckId));
  if (images.length > 0) await tx.insert(truckImages).values(images.map((img, i) => ({ ...img, truckId, sortOrder: i + 1 })));
  return imagesFor(tx, [truckId]);
}

/** Ids of the located trucks within the circle (the bounding box reads the lat/lng index). */
export async function truckIdsWithin(db: Executor, lat: number, lng: number, radiusKm: number): Promise<string[]> {
  const rows = await db.select({ id: trucks.id }).from(trucks).where(withinRadius(trucks, lat, lng, radiusKm));
  return rows.map((r) => r.id);
}

/** Nearby summaries (without distance) of the given trucks, as JSON text by id. */
export async function truckSummariesByIds(db: Executor, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ id: string; truck: string }>(
    db,
    sql`select id::text as id, ${truckJsonSql('trucks', null, 'summary')} as truck from trucks where ${inArray(trucks.id, ids)}`,
  );
  return new Map(rows.map((row) => [row.id, row.truck]));
}

/**
 * The given trucks' list items (JSON text, without distance) among those passing the filters other
 * than place and open now, by id: for searches that place trucks themselves (at a scheduled time).
 */
export async function truckItemsByIds(db: Executor, ids: string[], filter: Omit<TruckFilter, 'near' | 'openNow'>): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ id: string; truck: string }>(
    db,
    sql`select id::text as id, ${truckJsonSql('trucks')} as truck from trucks where ${and(inArray(trucks.id, ids), ...filterConditions(filter))}`,
  );
  return new Map(rows.map((row) => [row.id, row.truck]));
}
