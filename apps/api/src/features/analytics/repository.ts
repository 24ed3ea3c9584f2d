import { and, count, desc, eq, gt, gte, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { queryRows, type Executor } from '../../db/client.js';
import { eventParticipants, events, orders, reviews, truckDailyStats, truckDailyVisitors, trucks } from '../../db/schema.js';

/** One visitor's view of, or directions click on, a truck on a day (`visitor` is a keyed hash). */
export interface Visit {
  truckId: string;
  day: string;
  kind: 'view' | 'click';
  visitor: string;
}

/**
 * Records a batch of visits in one statement: the visitors not yet counted for their truck, day
 * and kind are remembered, and only they are added to the day's figures. Visits to a truck deleted
 * since they were taken are dropped by the join rather than failing the batch.
 */
export async function addVisits(db: Executor, batch: Visit[]) {
  if (batch.length === 0) return;
  const rows = sql.join(
    batch.map((v) => sql`(${v.truckId}::uuid, ${v.day}::date, ${v.kind}, ${v.visitor})`),
    sql`, `,
  );
  await db.execute(sql`with counted as (
      insert into truck_daily_visitors (truck_id, day, kind, visitor)
      select v.truck_id, v.day, v.kind, v.visitor from (values ${rows}) as v(truck_id, day, kind, visitor)
      join trucks t on t.id = v.truck_id
      on conflict do nothing
      returning truck_id, day, kind
    )
    insert into truck_daily_stats (truck_id, day, views, directions_clicks)
    select truck_id, day, (count(*) filter (where kind = 'view'))::int, (count(*) filter (where kind = 'click'))::int
      from counted group by truck_id, day
    on conflict (truck_id, day) do update set
      views = truck_daily_stats.views + excluded.views,
      directions_clicks = truck_daily_stats.directions_clicks + excluded.directions_clicks`);
}

/** Who was counted before `day` is no longer needed: their visits are in the figures. */
export async function forgetVisitorsBefore(db: Executor, day: string) {
  await db.delete(truckDailyVisitors).where(lt(truckDailyVisitors.day, day));
}

/** A timestamp's calendar day in India time (see days.ts), as text. */
const indiaDayOf = (column: AnyPgColumn) => sql<string>`to_char((${column} at time zone 'UTC') + interval '5 hours 30 minutes', 'YYYY-MM-DD')`;
const reviewDay = indiaDayOf(reviews.createdAt);
/** Truck ids as a list for `in (...)` in SQL written out. */
const idList = (truckIds: string[]) => sql.join(truckIds.map((id) => sql`${id}::uuid`), sql`, `);

export function dailyStats(db: Executor, truckIds: string[], fromDay: string) {
  return db
    .select({ truckId: truckDailyStats.truckId, day: truckDailyStats.day, views: truckDailyStats.views, directionsClicks: truckDailyStats.directionsClicks })
    .from(truckDailyStats)
    .where(and(inArray(truckDailyStats.truckId, truckIds), gte(truckDailyStats.day, fromDay)));
}

export function reviewsByDay(db: Executor, truckIds: string[], from: Date) {
  return db
    .select({ truckId: reviews.truckId, day: reviewDay, count: count(), ratingSum: sql<number>`sum(${reviews.rating})::int` })
    .from(reviews)
    .where(and(inArray(reviews.truckId, truckIds), gte(reviews.createdAt, from)))
    .groupBy(reviews.truckId, reviewDay);
}

export function ratingCounts(db: Executor, truckIds: string[], from: Date) {
  return db
    .select({ rating: reviews.rating, count: count() })
    .from(reviews)
    .where(and(inArray(reviews.truckId, truckIds), gte(reviews.createdAt, from)))
    .groupBy(reviews.rating);
}

export function mostHelpfulReviews(db: Executor, truckIds: string[], from: Date, limit: number) {
  return db
    .select({
      id: reviews.id,
      truckId: reviews.truckId,
      truckName: trucks.name,
      title: reviews.title,
      rating: reviews.rating,
      helpfulVotes: reviews.helpfulVotes,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(trucks, eq(trucks.id, reviews.truckId))
    .where(and(inArray(reviews.truckId, truckIds), gte(reviews.createdAt, from), gt(reviews.helpfulVotes, 0)))
    .orderBy(desc(reviews.helpfulVotes), desc(reviews.createdAt))
    .limit(limit);
}

/** Places in events held during the period (cancelled places left out). */
export function participationsByTruck(db: Executor, truckIds: string[], from: Date, to: Date) {
  return db
    .select({ truckId: eventParticipants.truckId, count: count() })
    .from(eventParticipants)
    .innerJoin(events, eq(events.id, eventParticipants.eventId))
    .where(and(inArray(eventParticipants.truckId, truckIds), ne(eventParticipants.status, 'cancelled'), gte(events.date, from), lte(events.date, to)))
    .groupBy(eventParticipants.truckId);
}

export function trucksOf(db: Executor, ownerId: string) {
  return db.select({ id: trucks.id, name: trucks.name }).from(trucks).where(eq(trucks.ownerId, ownerId)).orderBy(trucks.name);
}

/**
 * The follower counts written on days from `fromDay` (a day has one when someone followed or
 * unfollowed), and each truck's last count before it, which holds until the first of those.
 */
export function followerCounts(db: Executor, truckIds: string[], fromDay: string) {
  const ids = idList(truckIds);
  return queryRows<{ truckId: string; day: string; followers: number }>(
    db,
    sql`(select truck_id as "truckId", day::text as day, followers from truck_daily_stats
           where truck_id in (${ids}) and followers is not null and day >= ${fromDay}::date)
        union all
        (select distinct on (truck_id) truck_id, day::text, followers from truck_daily_stats
           where truck_id in (${ids}) and followers is not null and day < ${fromDay}::date
           order by truck_id, day desc)`,
  );
}

const orderDay = indiaDayOf(orders.createdAt);

/** Orders placed per truck and day, and the rupees recorded for those handed over. */
export function ordersByDay(db: Executor, truckIds: string[], from: Date) {
  return db
    .select({
      truckId: orders.truckId,
      day: orderDay,
      orders: count(),
      revenue: sql<number>`coalesce(sum(${orders.total}) filter (where ${orders.status} = 'picked_up'), 0)`.mapWith(Number),
    })
    .from(orders)
    .where(and(inArray(orders.truckId, truckIds), gte(orders.createdAt, from)))
    .groupBy(orders.truckId, orderDay);
}

/** Average minutes from placed to ready over the orders readied in the period. */
export async function averageMinutesToReady(db: Executor, truckIds: string[], from: Date): Promise<number | null> {
  const [row] = await queryRows<{ minutes: number | null }>(
    db,
    sql`select avg(extract(epoch from r.created_at - o.created_at) / 60)::float8 as minutes
        from orders o join order_events r on r.order_id = o.id and r.status = 'ready'
        where o.truck_id in (${idList(truckIds)}) and o.created_at >= ${from}`,
  );
  return row?.minutes ?? null;
}

/** The dishes ordered most in orders handed over, by quantity. */
export function topOrderedDishes(db: Executor, truckIds: string[], from: Date, limit: number) {
  return queryRows<{ name: string; quantity: number; revenue: number }>(
    db,
    sql`select i.name, sum(i.quantity)::int as quantity, sum(i.quantity * i.unit_price)::float8 as revenue
        from order_items i join orders o on o.id = i.order_id
        where o.truck_id in (${idList(truckIds)}) and o.created_at >= ${from} and o.status = 'picked_up'
        group by i.name order by quantity desc, i.name limit ${limit}`,
  );
}
