import { and, count, desc, eq, gt, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { eventParticipants, events, reviews, truckDailyStats, trucks } from '../../db/schema.js';

export interface DailyCount {
  truckId: string;
  day: string;
  views: number;
  directionsClicks: number;
}

/**
 * Adds a batch of counts in one statement. Counts for a truck deleted since they were taken are
 * dropped by the join rather than failing the batch.
 */
export async function addDailyCounts(db: Executor, batch: DailyCount[]) {
  if (batch.length === 0) return;
  const rows = sql.join(
    batch.map((b) => sql`(${b.truckId}::uuid, ${b.day}::date, ${b.views}::int, ${b.directionsClicks}::int)`),
    sql`, `,
  );
  await db.execute(sql`insert into truck_daily_stats (truck_id, day, views, directions_clicks)
    select v.truck_id, v.day, v.views, v.clicks from (values ${rows}) as v(truck_id, day, views, clicks)
    join trucks t on t.id = v.truck_id
    on conflict (truck_id, day) do update set
      views = truck_daily_stats.views + excluded.views,
      directions_clicks = truck_daily_stats.directions_clicks + excluded.directions_clicks`);
}

/** A review's calendar day in India time (see days.ts), as text. */
const reviewDay = sql<string>`to_char((${reviews.createdAt} at time zone 'UTC') + interval '5 hours 30 minutes', 'YYYY-MM-DD')`;

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
