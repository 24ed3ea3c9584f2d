import type { OwnerDashboard } from '@dishrated/shared';
import type { Database } from '../../db/client.js';
import type { UserRow } from '../auth/index.js';
import { followerCounts } from '../follows/index.js';
import type { TruckManageService } from '../trucks/index.js';
import * as repo from './repository.js';

export function createOwnerService(db: Database, trucks: TruckManageService) {
  return {
    /** Stats are counted on every load, so they are never stale after a review or a new truck. */
    async dashboard(actor: UserRow, now = new Date()): Promise<OwnerDashboard> {
      const [stats, ownedTrucks] = await Promise.all([repo.ownerStats(db, actor.id, now), trucks.listOwned(actor)]);
      const followers = await followerCounts(db, ownedTrucks.map((truck) => truck.id));
      return {
        stats: {
          totalTrucks: stats.total_trucks,
          totalReviews: stats.total_reviews,
          averageRating: stats.average_rating === null ? 0 : Math.round(stats.average_rating * 10) / 10,
          upcomingEvents: stats.upcoming_events,
          followers: [...followers.values()].reduce((sum, n) => sum + n, 0),
        },
        trucks: ownedTrucks,
        followersByTruck: Object.fromEntries(ownedTrucks.map((truck) => [truck.id, followers.get(truck.id) ?? 0])),
      };
    },
  };
}

export type OwnerService = ReturnType<typeof createOwnerService>;
