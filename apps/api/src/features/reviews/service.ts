import {
  policies,
  type RatingStats,
  type Review,
  type ReviewListResult,
  type ReviewSort,
  type ReviewType,
  type ReviewUpdateBody,
} from '@dishrated/shared';
import type { ReviewCreateBodySchema } from '@dishrated/shared';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client.js';
import { badRequest, conflict, forbidden, isUniqueViolation, notFound } from '../../lib/errors.js';
import { pageInfo } from '../../lib/pagination.js';
import type { UserRow } from '../auth/index.js';
import { findMenuItem, findMenuItemById, findTruck } from '../trucks/index.js';
import * as repo from './repository.js';
import { toReviewDto } from './review-dto.js';


export interface ReviewListOptions {
  page: number;
  limit: number;
  sortBy: ReviewSort;
  rating?: number;
  reviewType?: ReviewType;
}

function statsFrom(counts: Array<{ rating: number; count: number }>): RatingStats {
  const ratingDistribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let total = 0;
  let sum = 0;
  for (const { rating, count } of counts) {
    ratingDistribution[rating as 1 | 2 | 3 | 4 | 5] = count;
    total += count;
    sum += rating * count;
  }
  // Two decimals, as the truck's stored rating (repository.recomputeTruckRating).
  return { averageRating: total ? Math.round((sum / total) * 100) / 100 : 0, totalReviews: total, ratingDistribution };
}

export function createReviewService(db: Database) {
  async function list(scope: repo.ReviewScope, options: ReviewListOptions, viewer: UserRow | null): Promise<ReviewListResult> {
    const { page, limit, sortBy, rating, reviewType } = options;
    const [{ rows, total }, counts] = await Promise.all([
      repo.listReviews(db, scope, { rating, reviewType }, sortBy, page, limit, viewer?.id ?? null),
      repo.ratingCounts(db, scope),
    ]);
    return { reviews: rows.map(toReviewDto), ratingStats: statsFrom(counts), pagination: pageInfo(page, limit, total) };
  }

  /** The review row locked for this transaction, or 404. */
  async function lockReview(tx: Executor, id: string) {
    const found = await repo.findReviewForUpdate(tx, id);
    if (!found) throw notFound('REVIEW_NOT_FOUND');
    return found;
  }

  async function reload(id: string, viewer: UserRow): Promise<Review> {
    return toReviewDto((await repo.findReviewWithNames(db, id, viewer.id))!);
  }

  return {
    async forTruck(truckId: string, options: ReviewListOptions, viewer: UserRow | null) {
      if (!(await findTruck(db, truckId))) throw notFound('TRUCK_NOT_FOUND');
      return list({ truckId }, options, viewer);
    },

    async forDish(menuItemId: string, options: ReviewListOptions, viewer: UserRow | null) {
      if (!(await findMenuItemById(db, menuItemId))) throw notFound('DISH_NOT_FOUND');
      return list({ menuItemId }, options, viewer);
    },

    async forUser(user: UserRow, page: number, limit: number) {
      const { rows, total } = await repo.listReviews(db, { userId: user.id }, {}, 'newest', page, limit, user.id);
      return { reviews: rows.map(toReviewDto), pagination: pageInfo(page, limit, total) };
    },

    /** Creates the review and updates the truck's rating and count in the same transaction. */
    async create(actor: UserRow, body: z.output<typeof ReviewCreateBodySchema>): Promise<Review> {
      const id = await db
        .transaction(async (tx) => {
          const truck = await repo.lockTruck(tx, body.truckId);
          if (!truck) throw notFound('TRUCK_NOT_FOUND');
          if (!policies['review:create'](actor, truck)) throw forbidden('You cannot review your own food truck');
          if (body.dishId && !(await findMenuItem(tx, body.truckId, body.dishId))) {
            throw badRequest("That dish is not on this food truck's menu", 'dishId');
          }
          const review = await repo.insertReview(tx, {
            truckId: body.truckId,
            menuItemId: body.dishId ?? null,
            userId: actor.id,
            rating: body.rating,
            title: body.title,
            comment: body.comment,
            images: body.images,
          });
          await repo.recomputeTruckRating(tx, body.truckId);
          return review.id;
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) {
            throw conflict(body.dishId ? 'You have already reviewed this dish' : 'You have already reviewed this food truck');
          }
          throw error;
        });
      return reload(id, actor);
    },

    async update(actor: UserRow, id: string, body: ReviewUpdateBody): Promise<Review> {
      await db.transaction(async (tx) => {
        const found = await lockReview(tx, id);
        if (!policies['review:edit'](actor, found.review)) throw forbidden('Only the author can edit this review');
        if (body.rating !== undefined && body.rating !== found.review.rating) {
          // Review lock, then truck lock, as in remove(); create takes only the truck lock.
          await repo.lockTruck(tx, found.review.truckId);
          await repo.updateReview(tx, id, body);
          await repo.recomputeTruckRating(tx, found.review.truckId);
        } else {
          await repo.updateReview(tx, id, body);
        }
      });
      return reload(id, actor);
    },

    async remove(actor: UserRow, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const found = await lockReview(tx, id);
        if (!policies['review:delete'](actor, found.review)) throw forbidden('Only the author or an admin can delete this review');
        await repo.lockTruck(tx, found.review.truckId);
        await repo.deleteReview(tx, id);
        await repo.recomputeTruckRating(tx, found.review.truckId);
      });
    },

    /** One vote per user, toggled; the stored count is recounted from the vote rows under the review lock. */
    async toggleHelpful(actor: UserRow, id: string) {
      return db.transaction(async (tx) => {
        const found = await lockReview(tx, id);
        if (!policies['review:vote'](actor, found.review)) throw forbidden('You cannot mark your own review as helpful');
        const votedHelpful = await repo.toggleHelpfulVote(tx, id, actor.id);
        return { helpfulVotes: await repo.recountHelpfulVotes(tx, id), votedHelpful };
      });
    },

    async respond(actor: UserRow, id: string, message: string): Promise<Review> {
      await db.transaction(async (tx) => {
        const found = await lockReview(tx, id);
        if (!policies['review:respond'](actor, { truckOwnerId: found.truckOwnerId, hasResponse: false })) {
          throw forbidden("Only the truck's owner can respond to its reviews");
        }
        if (found.review.responseMessage !== null || !(await repo.setResponse(tx, id, message))) {
          throw conflict('This review already has a response');
        }
      });
      return reload(id, actor);
    },

    async report(actor: UserRow, id: string, reason: string): Promise<void> {
      const found = await repo.findReviewWithNames(db, id, actor.id);
      if (!found) throw notFound('REVIEW_NOT_FOUND');
      if (!policies['review:report'](actor, found.review)) throw forbidden('You cannot report your own review');
      if (!(await repo.insertReport(db, id, actor.id, reason))) throw conflict('You have already reported this review');
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
