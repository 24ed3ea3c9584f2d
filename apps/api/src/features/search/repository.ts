import { SEARCH_LIMITS, type SearchSort } from '@dishrated/shared';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { chordForKm, distanceKm, unitVector } from '../../lib/geo-sql.js';

/** Where a search looks: around a place (its nearest trucks within the radius), or everywhere. */
export interface SearchPlace {
  lat: number;
  lng: number;
  radiusKm: number;
}

export interface DishFilter {
  /** Diet types let through; all when absent. */
  diets?: readonly string[];
  openNow?: boolean;
  minPrice?: number;
  maxPrice?: number;
  /** The hottest spice level let through. */
  spiceMax?: number;
}

export interface DishHitRow {
  itemId: string;
  name: string;
  description: string;
  price: string;
  category: string;
  image: string | null;
  dietType: string;
  spiceLevel: number | null;
  popular: boolean;
  truckId: string;
  truckName: string;
  status: string;
  rating: number;
  reviewCount: number;
  address: string | null;
  distanceKm: number | null;
  score: number;
  total: number;
}

const centre = (lat: number, lng: number) => {
  const [x, y, z] = unitVector(lat, lng);
  return sql`cube(array[${x}::float8, ${y}::float8, ${z}::float8])`;
};

/**
 * The trucks a search reads the menus of: around a place, its nearest SEARCH_LIMITS.nearestTrucks
 * within the radius, by a KNN scan of the GiST index on geo_unit (so the work is bounded however
 * many trucks a city holds); everywhere, every truck (the trigram index then finds the dishes).
 */
function candidateTrucks(place: SearchPlace | null, openNow: boolean): SQL {
  const serving = openNow ? sql`and t.status in ('open', 'busy')` : sql``;
  if (!place) return sql`select t.id, t.name, t.status, t.rating, t.review_count, t.address, null::float8 as distance_km from trucks t where true ${serving}`;
  const here = centre(place.lat, place.lng);
  const chord = chordForKm(place.radiusKm);
  const distance = distanceKm({ latitude: sql.raw('t.latitude'), longitude: sql.raw('t.longitude') }, place.lat, place.lng);
  return sql`select t.id, t.name, t.status, t.rating, t.review_count, t.address, ${distance} as distance_km from trucks t
    where t.geo_unit <@ cube_enlarge(${here}, ${chord * 1.001}::float8, 3) and (t.geo_unit <-> ${here}) <= ${chord}::float8 ${serving}
    order by t.geo_unit <-> ${here} limit ${sql.raw(String(SEARCH_LIMITS.nearestTrucks))}`;
}

function itemConditions(filter: DishFilter): SQL {
  const parts: SQL[] = [sql`m.is_available`];
  if (filter.diets?.length) parts.push(sql`m.diet_type in (${sql.join(filter.diets.map((d) => sql`${d}`), sql`, `)})`);
  if (filter.minPrice !== undefined) parts.push(sql`m.price >= ${filter.minPrice}`);
  if (filter.maxPrice !== undefined) parts.push(sql`m.price <= ${filter.maxPrice}`);
  if (filter.spiceMax !== undefined) parts.push(sql`coalesce(m.spice_level, 0) <= ${filter.spiceMax}`);
  return sql.join(parts, sql` and `);
}

const ORDER: Record<SearchSort, SQL> = {
  // An exact name first, then the closer match, then the nearer truck.
  relevance: sql`(h.search_key = h.key) desc, h.score desc, h.popular desc, h.distance_km nulls last, h.item_id`,
  distance: sql`h.distance_km nulls last, h.score desc, h.item_id`,
  price: sql`h.price, h.score desc, h.item_id`,
  rating: sql`h.rating desc, h.score desc, h.item_id`,
};

/**
 * Dishes whose name matches the search (trigram word similarity of the search keys, so typos
 * and spellings people mix up still match), with their truck, in the order asked; and how many.
 */
export function searchDishes(db: Executor, text: string, place: SearchPlace | null, filter: DishFilter, sort: SearchSort, page: { limit: number; offset: number }): Promise<DishHitRow[]> {
  return queryRows<DishHitRow>(
    db,
    sql`with q as (select dish_key(${text}) as key),
      near as (${candidateTrucks(place, filter.openNow ?? false)}),
      h as (
        select m.id as item_id, m.name, m.description, m.price, m.category, m.image, m.diet_type, m.spice_level, m.popular, m.search_key,
               n.id as truck_id, n.name as truck_name, n.status, n.rating, n.review_count, n.address, n.distance_km,
               q.key, word_similarity(q.key, m.search_key) as score
          from near n join menu_items m on m.truck_id = n.id cross join q
         where q.key <% m.search_key and ${itemConditions(filter)}
      )
      select h.item_id as "itemId", h.name, h.description, h.price::text as price, h.category, h.image, h.diet_type as "dietType", h.spice_level as "spiceLevel", h.popular,
             h.truck_id as "truckId", h.truck_name as "truckName", h.status, h.rating, h.review_count as "reviewCount", h.address,
             h.distance_km as "distanceKm", h.score, (count(*) over ())::int as total
        from h order by ${ORDER[sort]} limit ${page.limit} offset ${page.offset}`,
  );
}

export interface DishNameRow {
  name: string;
  trucks: number;
}

/** Dish names that match what is typed so far (near the place when given), most served first. */
export function dishNames(db: Executor, text: string, place: SearchPlace | null, limit: number): Promise<DishNameRow[]> {
  return queryRows<DishNameRow>(
    db,
    sql`with q as (select dish_key(${text}) as key), near as (${candidateTrucks(place, false)})
      select min(m.name) as name, count(*)::int as trucks
        from near n join menu_items m on m.truck_id = n.id cross join q
       where q.key <% m.search_key
       group by m.search_key
       order by max(word_similarity(q.key, m.search_key)) desc, count(*) desc, min(m.name)
       limit ${limit}`,
  );
}

/** Trucks whose name starts with, or closely matches, what is typed (near the place when given). */
export function truckNames(db: Executor, text: string, place: SearchPlace | null, limit: number): Promise<Array<{ id: string; name: string }>> {
  const pattern = `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return queryRows<{ id: string; name: string }>(
    db,
    sql`with near as (${candidateTrucks(place, false)})
      select n.id, n.name from near n where n.name ilike ${pattern} or n.name ilike ${`% ${pattern}`}
      order by n.distance_km nulls last, n.name limit ${limit}`,
  );
}

/** A truck with one of its dishes (or none: `itemId` null), as the dish index holds them. */
export interface TruckDishRow {
  truckId: string;
  truckName: string;
  address: string | null;
  description: string | null;
  category: string | null;
  image: string | null;
  status: string;
  rating: number;
  reviewCount: number;
  itemId: string | null;
  name: string | null;
  searchKey: string | null;
  price: string | null;
  dietType: string | null;
  spiceLevel: number | null;
  popular: boolean | null;
  isAvailable: boolean | null;
}

const truckDishColumns = sql`t.id as "truckId", t.name as "truckName", t.address, m.description, m.category, m.image, t.status, t.rating, t.review_count as "reviewCount",
  m.id as "itemId", m.name, m.search_key as "searchKey", m.price::text as price, m.diet_type as "dietType", m.spice_level as "spiceLevel", m.popular, m.is_available as "isAvailable"`;

/** The given trucks with their dishes (trucks that no longer exist are simply absent). */
export function truckDishes(db: Executor, truckIds: readonly string[]): Promise<TruckDishRow[]> {
  return queryRows<TruckDishRow>(
    db,
    sql`select ${truckDishColumns} from trucks t left join menu_items m on m.truck_id = t.id
        where t.id in (${sql.join(truckIds.map((id) => sql`${id}::uuid`), sql`, `)})`,
  );
}

/** A page of trucks (by id, after `afterId`) with their dishes, for loading the dish index. */
export function truckDishesPage(db: Executor, afterId: string | null, trucks: number): Promise<TruckDishRow[]> {
  return queryRows<TruckDishRow>(
    db,
    sql`with page as (select * from trucks where ${afterId ? sql`id > ${afterId}::uuid` : sql`true`} order by id limit ${trucks})
        select ${truckDishColumns} from page t left join menu_items m on m.truck_id = t.id order by t.id`,
  );
}

/** The nearest trucks within the radius (ids and km), from the position index: for when memory does not answer. */
export function nearestTruckIds(db: Executor, place: SearchPlace, limit: number): Promise<Array<{ id: string; km: number }>> {
  const here = centre(place.lat, place.lng);
  const chord = chordForKm(place.radiusKm);
  const distance = distanceKm({ latitude: sql.raw('t.latitude'), longitude: sql.raw('t.longitude') }, place.lat, place.lng);
  return queryRows<{ id: string; km: number }>(
    db,
    sql`select t.id, ${distance} as km from trucks t
        where t.geo_unit <@ cube_enlarge(${here}, ${chord * 1.001}::float8, 3) and (t.geo_unit <-> ${here}) <= ${chord}::float8
        order by t.geo_unit <-> ${here} limit ${limit}`,
  );
}
