import { ANALYTICS_TOP_REVIEWS, type Analytics, type AnalyticsQuery } from '@dishrated/shared';
import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { periodDays, periodStart } from './days.js';
import * as repo from './repository.js';

const round1 = (n: number) => Math.round(n * 10) / 10;
const average = (sum: number, n: number) => (n > 0 ? round1(sum / n) : null);

interface Tally {
  views: number;
  directionsClicks: number;
  reviews: number;
  ratingSum: number;
  eventParticipations: number;
  followers: number;
  orders: number;
  revenue: number;
}
const emptyTally = (): Tally => ({ views: 0, directionsClicks: 0, reviews: 0, ratingSum: 0, eventParticipations: 0, followers: 0, orders: 0, revenue: 0 });
const rupees2 = (n: number) => Math.round(n * 100) / 100;
/** Dishes listed as ordered most. */
const TOP_DISHES = 5;
const totalsOf = (t: Tally) => ({
  views: t.views,
  directionsClicks: t.directionsClicks,
  reviews: t.reviews,
  averageRating: average(t.ratingSum, t.reviews),
  eventParticipations: t.eventParticipations,
  followers: t.followers,
  orders: t.orders,
  revenue: rupees2(t.revenue),
});

/** An owner's figures over the last `period` days, per day, per truck and overall. */
export function createAnalyticsService(db: Database) {
  return {
    async forOwner(ownerId: string, query: AnalyticsQuery, now = new Date()): Promise<Analytics> {
      const owned = await repo.trucksOf(db, ownerId);
      const trucks = query.truckId ? owned.filter((t) => t.id === query.truckId) : owned;
      if (query.truckId && trucks.length === 0) throw notFound('TRUCK_NOT_FOUND', 'Truck not found');
      const days = periodDays(query.period, now);
      const from = periodStart(query.period, now);
      const ids = trucks.map((t) => t.id);

      const [stats, reviewDays, ratings, top, participations, followerCounts, orderDays, minutesToReady, topDishes] =
        ids.length === 0
          ? [[], [], [], [], [], [], [], null, []]
          : await Promise.all([
              repo.dailyStats(db, ids, days[0]!),
              repo.reviewsByDay(db, ids, from),
              repo.ratingCounts(db, ids, from),
              repo.mostHelpfulReviews(db, ids, from, ANALYTICS_TOP_REVIEWS),
              repo.participationsByTruck(db, ids, from, now),
              repo.followerCounts(db, ids, days[0]!),
              repo.ordersByDay(db, ids, from),
              repo.averageMinutesToReady(db, ids, from),
              repo.topOrderedDishes(db, ids, from, TOP_DISHES),
            ]);

      const byDay = new Map(days.map((d) => [d, emptyTally()]));
      const byTruck = new Map(ids.map((id) => [id, emptyTally()]));
      for (const s of stats) {
        for (const tally of [byDay.get(s.day), byTruck.get(s.truckId)]) {
          if (!tally) continue;
          tally.views += s.views;
          tally.directionsClicks += s.directionsClicks;
        }
      }
      for (const r of reviewDays) {
        for (const tally of [byDay.get(r.day), byTruck.get(r.truckId)]) {
          if (!tally) continue;
          tally.reviews += Number(r.count);
          tally.ratingSum += Number(r.ratingSum);
        }
      }
      for (const o of orderDays) {
        for (const tally of [byDay.get(o.day), byTruck.get(o.truckId)]) {
          if (!tally) continue;
          tally.orders += o.orders;
          tally.revenue += o.revenue;
        }
      }
      for (const p of participations) byTruck.get(p.truckId)!.eventParticipations += Number(p.count);
      // A day's followers: the count written that day, else the last one before (none yet: nobody).
      const writtenOn = new Map(followerCounts.map((c) => [`${c.truckId} ${c.day}`, c.followers]));
      const before = new Map(followerCounts.filter((c) => c.day < days[0]!).map((c) => [c.truckId, c.followers]));
      for (const id of ids) {
        let followers = before.get(id) ?? 0;
        for (const day of days) {
          followers = writtenOn.get(`${id} ${day}`) ?? followers;
          byDay.get(day)!.followers += followers;
        }
        byTruck.get(id)!.followers = followers;
      }

      const overall = emptyTally();
      for (const t of byTruck.values()) for (const key of Object.keys(overall) as Array<keyof Tally>) overall[key] += t[key];
      const distribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
      for (const r of ratings) if (r.rating >= 1 && r.rating <= 5) distribution[r.rating as 1 | 2 | 3 | 4 | 5] = Number(r.count);

      return {
        period: query.period,
        from: from.toISOString(),
        to: now.toISOString(),
        totals: totalsOf(overall),
        daily: days.map((date) => {
          const t = byDay.get(date)!;
          return { date, views: t.views, directionsClicks: t.directionsClicks, reviews: t.reviews, averageRating: average(t.ratingSum, t.reviews), followers: t.followers, orders: t.orders, revenue: rupees2(t.revenue) };
        }),
        averageMinutesToReady: minutesToReady === null ? null : round1(minutesToReady),
        topDishes: topDishes.map((d) => ({ ...d, revenue: rupees2(d.revenue) })),
        ratingDistribution: distribution,
        topReviews: top.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
        trucks: trucks.map((t) => ({ truckId: t.id, name: t.name, ...totalsOf(byTruck.get(t.id)!) })),
      };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
