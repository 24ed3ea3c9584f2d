import type * as t from '../db/schema.js';
import { roundCoordinate } from '@dishrated/shared';
import { indiaDay } from '../lib/india-time.js';
import { REVIEW_TEXTS } from './data.js';
import type { Random } from './random.js';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

type TruckLike = typeof t.trucks.$inferSelect;
type UserLike = typeof t.users.$inferSelect;

/**
 * Every truck's recent spots: a few past stops near where it stands now, then the current one
 * (from its last location update), so the owner's history list is real from the first start.
 */
export function locationHistoryRows(rnd: Random, trucks: TruckLike[], now: Date) {
  const rows: Array<typeof t.locationHistory.$inferInsert> = [];
  for (const truck of trucks) {
    if (truck.latitude === null || truck.longitude === null) continue;
    const currentSince = truck.lastLocationUpdate ?? now;
    let end = currentSince;
    const locality = truck.address?.split(',').slice(1).join(',').trim() ?? '';
    for (let i = 0; i < rnd.int(2, 5); i++) {
      const start = new Date(end.getTime() - rnd.int(1, 9) * HOUR - rnd.int(0, 59) * 60_000);
      rows.push({
        truckId: truck.id,
        address: `${['Bus stand', 'Metro station', 'Market road', 'Tech park gate', 'College road'][rnd.int(0, 4)]}, ${locality}`,
        latitude: roundCoordinate(truck.latitude + rnd.centred() * 0.02),
        longitude: roundCoordinate(truck.longitude + rnd.centred() * 0.02),
        startedAt: start,
        endedAt: end,
        isActive: false,
      });
      end = new Date(start.getTime() - rnd.int(10, 16) * HOUR);
    }
    rows.push({ truckId: truck.id, address: truck.address, latitude: truck.latitude, longitude: truck.longitude, startedAt: currentSince, isActive: true });
  }
  return rows;
}

/**
 * The demo owner's trucks look busy on the dashboard: 120 days of page views and directions
 * clicks (more on weekends, growing over time), and a few months of recent reviews.
 */
export function demoOwnerActivity(
  rnd: Random,
  ownerTrucks: TruckLike[],
  reviewers: UserLike[],
  alreadyReviewed: Set<string>,
  now: Date,
) {
  const stats: Array<typeof t.truckDailyStats.$inferInsert> = [];
  const reviews: Array<typeof t.reviews.$inferInsert> = [];
  for (const truck of ownerTrucks) {
    const popularity = 20 + rnd.int(0, 40);
    for (let d = 119; d >= 0; d--) {
      const day = new Date(now.getTime() - d * DAY);
      const weekend = [0, 6].includes(day.getUTCDay()) ? 1.6 : 1;
      const growth = 1 + (119 - d) / 240;
      const views = Math.round(popularity * weekend * growth * (0.7 + rnd.next() * 0.6));
      stats.push({ truckId: truck.id, day: indiaDay(day), views, directionsClicks: Math.round(views * (0.08 + rnd.next() * 0.1)) });
    }
    const quality = 3.8 + rnd.next() * 1.1;
    for (const reviewer of rnd.sample(reviewers, rnd.int(10, 16))) {
      if (alreadyReviewed.has(`${reviewer.id}|${truck.id}`)) continue;
      const rating = Math.min(5, Math.max(1, Math.round(quality + rnd.centred() * 3))) as 1 | 2 | 3 | 4 | 5;
      const text = rnd.pick(REVIEW_TEXTS[rating]);
      const createdAt = new Date(now.getTime() - rnd.int(0, 100) * DAY - rnd.int(0, DAY));
      reviews.push({ truckId: truck.id, userId: reviewer.id, rating, title: text.title, comment: text.comment, isVerified: rnd.next() < 0.7, createdAt, updatedAt: createdAt });
    }
  }
  return { stats, reviews };
}
